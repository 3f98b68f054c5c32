pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: play
    objectName: "bowlsPlay"
    title: BowlsGame.title
    handlesEscape: true
    initialFocus: board

    // What to start when the screen opens: "puzzle", "endless" or "daily".
    property string startMode: ""
    property int startPuzzle: 0
    StackView.onDeactivating: BowlsGame.leave()
    Component.onCompleted: {
        if (startMode === "puzzle")
            BowlsGame.startPuzzle(startPuzzle)
        else if (startMode === "endless")
            BowlsGame.startEndless()
        else if (startMode === "daily")
            BowlsGame.startDaily()
    }

    readonly property bool isPuzzle: BowlsGame.mode === "puzzle"
    readonly property bool isEndless: BowlsGame.mode === "endless"

    function focusBowl(i) {
        const item = bowls.itemAt((i % BowlsGame.bowlCount + BowlsGame.bowlCount) % BowlsGame.bowlCount)
        if (item)
            item.forceActiveFocus()
    }
    function focusedIndex() {
        for (let i = 0; i < bowls.count; ++i)
            if (bowls.itemAt(i) && bowls.itemAt(i).activeFocus)
                return i
        return board.lastIndex
    }
    function handleEscape() {
        if (BowlsGame.playing)
            BowlsGame.skip()
        else if (BowlsGame.selected >= 0)
            BowlsGame.clearSelection()
        else
            play.back()
    }
    function pauseAndLeave() {
        BowlsGame.pause()
        play.back()
    }
    Keys.onEscapePressed: handleEscape()
    // Any other key skips a running chain to its end (the board handles its own keys).
    Keys.onPressed: (event) => {
        if (BowlsGame.playing) {
            BowlsGame.skip()
            event.accepted = true
        }
    }

    Connections {
        target: BowlsGame
        function onFocusBowl(i) { board.lastIndex = i; Qt.callLater(play.focusBowl, i) }
        function onIllegal(i) { const b = bowls.itemAt(i) as BowlItem; if (b) b.shake() }
        function onFinished() { resultPanel.open() }
    }

    // The chosen theme's environment (SPEC 1.9), behind everything.
    ThemeBackdrop { anchors.fill: parent }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.padLarge
        anchors.bottomMargin: Theme.pad
        spacing: Theme.padLarge

        // Left: header, the ring, the selected hand.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.gap

            ScreenHeader {
                Layout.fillWidth: true
                title: BowlsGame.title
                subtitle: BowlsGame.subtitle
                onBack: play.back()
            }

            // The ring: one Tab stop; Left/Right move round it.
            FocusScope {
                id: board
                objectName: "bowlsBoard"
                property int lastIndex: 0
                Layout.fillWidth: true
                Layout.fillHeight: true
                activeFocusOnTab: true
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Ring of twelve bowls")
                onActiveFocusChanged: if (activeFocus && !ring.activeFocus) play.focusBowl(lastIndex)

                Keys.onPressed: (event) => {
                    if (BowlsGame.playing) {
                        BowlsGame.skip()
                        event.accepted = true
                        return
                    }
                    const i = play.focusedIndex()
                    let handled = true
                    if (event.key === Qt.Key_Right || event.key === Qt.Key_Down)
                        play.focusBowl(i + 1)
                    else if (event.key === Qt.Key_Left || event.key === Qt.Key_Up)
                        play.focusBowl(i - 1)
                    else if (event.key === Qt.Key_Home)
                        play.focusBowl(0)
                    else if (event.key === Qt.Key_End)
                        play.focusBowl(11)
                    else if (event.key === Qt.Key_Space)
                        BowlsGame.select(i)
                    else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                        BowlsGame.confirm()
                    else if (event.key === Qt.Key_Z && (event.modifiers & Qt.ControlModifier))
                        BowlsGame.undo()
                    else if (event.modifiers & (Qt.ControlModifier | Qt.AltModifier))
                        handled = false
                    else if (event.key === Qt.Key_U)
                        BowlsGame.undo()
                    else if (event.key === Qt.Key_B)
                        BowlsGame.readRing()
                    else if (event.key === Qt.Key_G)
                        BowlsGame.readStatus()
                    else if (event.key === Qt.Key_S)
                        BowlsGame.readProgress()
                    else if (event.key === Qt.Key_H)
                        BowlsGame.readHand()
                    else if (event.key === Qt.Key_R && play.isPuzzle)
                        BowlsGame.restart()
                    else if (event.key === Qt.Key_P && play.isEndless)
                        play.pauseAndLeave()
                    else
                        handled = false
                    event.accepted = handled
                }

                Item {
                    id: ring
                    readonly property real side: Math.min(board.width, board.height)
                    readonly property real bowlSize: Math.floor(Math.min(124, side * 0.172))
                    readonly property real radius: side / 2 - bowlSize / 2 - bowlSize * 0.3
                    width: side
                    height: side
                    anchors.centerIn: parent

                    RingBase { anchors.centerIn: parent; radius: ring.radius; bowlSize: ring.bowlSize }

                    // The centre: the stones in flight and the chain, or the key figure.
                    Column {
                        anchors.centerIn: parent
                        width: ring.radius * 1.3
                        spacing: 6
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: !BowlsGame.playing
                            text: play.isPuzzle ? String(BowlsGame.movesLeft) : BowlsGame.scoreText
                            color: Theme.textColor
                            font.pixelSize: Theme.fontDisplay
                            font.weight: Font.Black
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: !BowlsGame.playing
                            text: play.isPuzzle ? qsTr("moves left") : qsTr("points")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: BowlsGame.playing && BowlsGame.flightLabel !== ""
                            text: BowlsGame.flightLabel
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Flow {
                            anchors.horizontalCenter: parent.horizontalCenter
                            width: Math.min(parent.width, BowlsGame.flight.length * (ring.bowlSize * 0.27 + 4))
                            spacing: 4
                            visible: BowlsGame.playing
                            Repeater {
                                model: BowlsGame.flight
                                Stone {
                                    required property string modelData
                                    letter: modelData
                                    size: ring.bowlSize * 0.27
                                }
                            }
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: BowlsGame.playing && text !== ""
                            text: BowlsGame.chainText
                            color: BowlsTheme.groupFlash
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            visible: BowlsGame.playing && text !== ""
                            text: BowlsGame.chainPoints
                            color: BowlsTheme.groupFlash
                            font.pixelSize: Theme.fontHeading
                            font.weight: Font.Bold
                        }
                    }

                    Repeater {
                        id: bowls
                        model: BowlsGame.bowls
                        delegate: BowlItem {
                            id: bowlDelegate
                            readonly property real angle: -Math.PI / 2 + bowlDelegate.index * Math.PI / 6
                            diameter: ring.bowlSize
                            outward: angle
                            x: ring.width / 2 + ring.radius * Math.cos(angle) - width / 2
                            y: ring.height / 2 + ring.radius * Math.sin(angle) - height / 2
                            onActivated: BowlsGame.select(bowlDelegate.index)
                            onActiveFocusChanged: if (activeFocus) board.lastIndex = bowlDelegate.index
                        }
                    }
                }
            }

            // The selected bowl's stones, in queue order, and the separate Confirm.
            Card {
                Layout.fillWidth: true
                implicitHeight: handColumn.implicitHeight + Theme.pad * 2
                color: Theme.surfaceRaised
                ColumnLayout {
                    id: handColumn
                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    anchors.margins: Theme.pad
                    spacing: Theme.gap
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.pad
                        Item {
                            objectName: "bowlsHand"
                            Layout.fillWidth: true
                            implicitHeight: Math.max(handLabel.implicitHeight, 44)
                            activeFocusOnTab: true
                            Accessible.role: Accessible.StaticText
                            Accessible.name: BowlsGame.handText
                            Accessible.focusable: true
                            FocusRing { shown: parent.activeFocus; radius: Theme.radius }
                            Row {
                                anchors.verticalCenter: parent.verticalCenter
                                spacing: Theme.gap
                                Text {
                                    id: handLabel
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: BowlsGame.selected >= 0 ? qsTr("Bowl %1:").arg(BowlsGame.selected + 1) : qsTr("Choose a bowl with Space or a click.")
                                    color: BowlsGame.selected >= 0 ? Theme.teal : Theme.textDim
                                    font.pixelSize: Theme.fontBody
                                    font.weight: BowlsGame.selected >= 0 ? Font.Bold : Font.Normal
                                }
                                Repeater {
                                    model: BowlsGame.hand
                                    Column {
                                        id: handStone
                                        required property int index
                                        required property string modelData
                                        spacing: 0
                                        Stone { letter: handStone.modelData; size: 32 }
                                        Text {
                                            anchors.horizontalCenter: parent.horizontalCenter
                                            text: handStone.index + 1
                                            color: Theme.textDim
                                            font.pixelSize: Math.round(Theme.fontSmall * 0.85)
                                        }
                                    }
                                }
                            }
                        }
                        AppButton {
                            objectName: "bowlsConfirm"
                            primary: true
                            enabled: BowlsGame.selected >= 0 && !BowlsGame.over
                            text: qsTr("Sow")
                            hint: qsTr("Enter")
                            onClicked: BowlsGame.confirm()
                        }
                    }
                    // While the preview is on, its two lines are kept free even with no bowl
                    // selected, so the ring does not shrink when the preview appears.
                    Text {
                        objectName: "bowlsForecast"
                        visible: BowlsGame.movePreview
                        Layout.fillWidth: true
                        Layout.preferredHeight: Math.max(implicitHeight, 2 * forecastMetrics.lineSpacing)
                        text: BowlsGame.forecastText
                        color: Theme.teal
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        Accessible.ignored: text === ""
                        FontMetrics { id: forecastMetrics; font.pixelSize: Theme.fontSmall }
                    }
                }
            }
        }

        // Right: goal, progress, score, and the actions. It scrolls when large text makes it
        // taller than the window, so it never pushes the ring or the Sow bar off screen.
        Flickable {
            id: sideFlick
            Layout.preferredWidth: 312
            Layout.maximumWidth: 312
            Layout.fillHeight: true
            contentHeight: sideColumn.implicitHeight + 12
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
        ColumnLayout {
            id: sideColumn
            x: 6
            y: 6
            width: sideFlick.width - 12
            spacing: Theme.pad

            Card {
                Layout.fillWidth: true
                implicitHeight: statusColumn.implicitHeight + 2 * Theme.pad
                color: Theme.surfaceRaised
                ColumnLayout {
                    id: statusColumn
                    anchors.fill: parent
                    anchors.margins: Theme.pad
                    spacing: Theme.gap
                    Text {
                        text: qsTr("Goal")
                        color: Theme.teal
                        font.pixelSize: Theme.fontSmall
                        font.weight: Font.DemiBold
                    }
                    Text {
                        objectName: "bowlsGoal"
                        Layout.fillWidth: true
                        text: BowlsGame.goalText
                        color: Theme.textColor
                        font.pixelSize: Theme.fontBody
                        font.weight: Font.Bold
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Goal: %1").arg(text)
                    }
                    Rectangle {
                        visible: play.isPuzzle
                        Layout.fillWidth: true
                        implicitHeight: 10
                        radius: 5
                        color: Theme.surface
                        border.color: Theme.line
                        Rectangle {
                            width: parent.width * BowlsGame.goalFraction
                            height: parent.height
                            radius: 5
                            color: Theme.success
                        }
                    }
                    Text {
                        visible: text !== ""
                        Layout.fillWidth: true
                        text: BowlsGame.goalProgress
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    GridLayout {
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.gap
                        columns: 2
                        columnSpacing: Theme.pad
                        rowSpacing: 2
                        Text {
                            visible: BowlsGame.movesLeft >= 0
                            text: qsTr("Moves left")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Text {
                            visible: BowlsGame.movesLeft >= 0
                            text: qsTr("Score")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Text {
                            visible: BowlsGame.movesLeft >= 0
                            text: BowlsGame.movesLeft
                            color: BowlsGame.movesLeft <= 1 ? Theme.accent : Theme.textColor
                            font.pixelSize: Theme.fontTitle
                            font.weight: Font.Bold
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("%n moves left", "", BowlsGame.movesLeft)
                        }
                        Text {
                            visible: BowlsGame.movesLeft >= 0
                            text: BowlsGame.scoreText
                            color: Theme.textColor
                            font.pixelSize: Theme.fontTitle
                            font.weight: Font.Bold
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("Score %1").arg(BowlsGame.scoreText)
                        }
                        Text {
                            visible: BowlsGame.movesLeft < 0
                            Layout.columnSpan: 2
                            text: qsTr("Score")
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        Text {
                            objectName: "bowlsScore"
                            visible: BowlsGame.movesLeft < 0
                            Layout.columnSpan: 2
                            text: BowlsGame.scoreText
                            color: Theme.textColor
                            font.pixelSize: Theme.fontDisplay
                            font.weight: Font.Black
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("Score %1").arg(BowlsGame.scoreText)
                        }
                    }
                    Text {
                        visible: BowlsGame.movesUsed > 0 && !play.isPuzzle && !BowlsGame.playing
                        text: BowlsGame.lastMultiplier > 1 ? qsTr("Last move: +%1 · ×%2").arg(BowlsGame.lastPoints).arg(BowlsGame.lastMultiplier) : qsTr("Last move: +%1").arg(BowlsGame.lastPoints)
                        color: BowlsGame.lastMultiplier > 1 ? BowlsTheme.groupFlash : Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        font.weight: BowlsGame.lastMultiplier > 1 ? Font.Bold : Font.Normal
                    }
                    Text {
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: BowlsGame.bestText
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    // The practice badge: after the first undo in Endless or Daily.
                    Rectangle {
                        objectName: "practiceBadge"
                        visible: BowlsGame.practice
                        implicitWidth: practiceText.implicitWidth + 20
                        implicitHeight: practiceText.implicitHeight + 8
                        radius: height / 2
                        color: "transparent"
                        border.color: Theme.accent
                        border.width: 2
                        Accessible.role: Accessible.StaticText
                        Accessible.name: qsTr("Practice: undo was used, so this attempt sets no record")
                        Text {
                            id: practiceText
                            anchors.centerIn: parent
                            text: qsTr("Practice · no record")
                            color: Theme.accent
                            font.pixelSize: Theme.fontSmall
                            font.weight: Font.Bold
                        }
                    }
                }
            }

            GridLayout {
                id: actions
                Layout.fillWidth: true
                // Equal columns (see preferredWidth below); two when a label would not fit three.
                readonly property real third: (sideColumn.width - 2 * Theme.gap) / 3 - 12
                columns: widestLabel.advanceWidth > third || Theme.scale > 1.1 ? 2 : 3
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap
                IconButton {
                    Layout.preferredHeight: Math.max(72, implicitContentHeight + 20)
                    Layout.fillHeight: true  // a row of buttons shares one height
                    Layout.preferredWidth: 1  // and the columns share the width equally
                    objectName: "bowlsUndo"
                    Layout.fillWidth: true
                    glyph: "↶"; text: qsTr("Undo"); shortcut: qsTr("Ctrl+Z")
                    enabled: BowlsGame.canUndo
                    onClicked: BowlsGame.undo()
                }
                IconButton {
                    Layout.preferredHeight: Math.max(72, implicitContentHeight + 20)
                    Layout.fillHeight: true  // a row of buttons shares one height
                    Layout.preferredWidth: 1  // and the columns share the width equally
                    visible: play.isPuzzle
                    Layout.fillWidth: true
                    glyph: "⟲"; text: qsTr("Restart"); shortcut: qsTr("R")
                    onClicked: BowlsGame.restart()
                }
                IconButton {
                    Layout.preferredHeight: Math.max(72, implicitContentHeight + 20)
                    Layout.fillHeight: true  // a row of buttons shares one height
                    Layout.preferredWidth: 1  // and the columns share the width equally
                    objectName: "bowlsPause"
                    visible: play.isEndless
                    Layout.fillWidth: true
                    glyph: "❚❚"; text: qsTr("Pause"); shortcut: qsTr("P")
                    onClicked: play.pauseAndLeave()
                }
                IconButton {
                    Layout.preferredHeight: Math.max(72, implicitContentHeight + 20)
                    Layout.fillHeight: true  // a row of buttons shares one height
                    Layout.preferredWidth: 1  // and the columns share the width equally
                    objectName: "bowlsEnd"
                    visible: !play.isPuzzle
                    Layout.fillWidth: true
                    glyph: "■"; text: qsTr("End attempt")
                    enabled: !BowlsGame.over
                    onClicked: endConfirm.open()
                }
                IconButton {
                    Layout.preferredHeight: Math.max(72, implicitContentHeight + 20)
                    Layout.fillHeight: true  // a row of buttons shares one height
                    Layout.preferredWidth: 1  // and the columns share the width equally
                    Layout.fillWidth: true
                    glyph: "☰"; text: qsTr("Read ring"); shortcut: qsTr("B")
                    onClicked: BowlsGame.readRing()
                }
                IconButton {
                    Layout.preferredHeight: Math.max(72, implicitContentHeight + 20)
                    Layout.fillHeight: true  // a row of buttons shares one height
                    Layout.preferredWidth: 1  // and the columns share the width equally
                    Layout.fillWidth: true
                    glyph: "?"; text: qsTr("Keys"); shortcut: qsTr("F1")
                    onClicked: play.showShortcuts()
                }
            }
            // The longest single word among the action labels (a word cannot wrap).
            TextMetrics {
                id: widestLabel
                font.pixelSize: Theme.fontSmall
                font.weight: Font.DemiBold
                text: [qsTr("Undo"), qsTr("Restart"), qsTr("Pause"), qsTr("End attempt"), qsTr("Read ring"), qsTr("Keys")]
                    .join(" ").split(/\s+/).reduce((a, b) => b.length > a.length ? b : a, "")
            }
            // What every stone and mark means.
            Card {
                Layout.fillWidth: true
                implicitHeight: legendColumn.implicitHeight + 2 * Theme.pad
                color: Theme.surface
                ColumnLayout {
                    id: legendColumn
                    anchors.fill: parent
                    anchors.margins: Theme.pad
                    spacing: Theme.gap
                    Text {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        text: qsTr("Stones and special bowls")
                        color: Theme.teal
                        font.pixelSize: Theme.fontSmall
                        font.weight: Font.DemiBold
                    }
                    GridLayout {
                        // Two columns while the names are short, one when they are long.
                        readonly property int longest: Math.max(...BowlsGame.legend.map(x => String(x.name).length))
                        columns: longest > 15 || Theme.scale > 1.1 ? 1 : 2
                        columnSpacing: Theme.pad
                        rowSpacing: 4
                        Repeater {
                            model: BowlsGame.legend
                            RowLayout {
                                id: legendRow
                                required property var modelData
                                spacing: 6
                                Stone {
                                    visible: legendRow.modelData.letter !== ""
                                    letter: legendRow.modelData.letter || "r"
                                    size: 20
                                }
                                ModifierBadge {
                                    visible: legendRow.modelData.modifier !== ""
                                    kind: legendRow.modelData.modifier
                                    size: 20
                                }
                                Text {
                                    Layout.maximumWidth: (legendColumn.width - Theme.pad) / 2 - 26 + (legendRow.parent && (legendRow.parent as GridLayout).columns === 1 ? legendColumn.width / 2 : 0)
                                    text: legendRow.modelData.name
                                    color: Theme.textDim
                                    font.pixelSize: Math.round(Theme.fontSmall * 0.9)
                                    elide: Text.ElideRight
                                }
                            }
                        }
                    }
                }
            }
        }
        }
    }

    // "End attempt" asks first: the score is recorded and the attempt cannot go on.
    GameDialog {
        id: endConfirm
        objectName: "bowlsEndConfirm"
        width: Math.min(560, play.width - 80)
        accent: Theme.accent
        large: false
        heading: qsTr("End this attempt?")
        subtitle: BowlsGame.practice ? qsTr("This practice attempt ends here and sets no record. To keep it for later, use Pause instead.")
                                     : qsTr("Your score of %1 is recorded and this attempt cannot be continued. To keep it for later, use Pause instead.").arg(BowlsGame.scoreText)
        onOpened: keepPlaying.forceActiveFocus()
        onEscapePressed: endConfirm.close()
        // Ending opens the result panel: only go back to the ring if nothing else took over.
        onClosed: Qt.callLater(() => { if (!resultPanel.visible) play.focusBowl(board.lastIndex) })
        AppButton {
            id: keepPlaying
            objectName: "bowlsKeepPlaying"
            primary: true
            text: qsTr("Keep playing")
            onClicked: endConfirm.close()
        }
        AppButton {
            objectName: "bowlsEndNow"
            text: qsTr("End attempt")
            onClicked: { BowlsGame.endAttempt(); endConfirm.close() }
        }
    }

    // Success, failure and result screens.
    GameDialog {
        id: resultPanel
        objectName: "bowlsResult"
        readonly property var r: BowlsGame.result
        readonly property bool won: r.won === true
        accent: won ? Theme.success : Theme.accent
        headingColor: won ? Theme.success : Theme.accent
        heading: String(r.title || "")
        subtitle: String(r.reason || "")
        facts: {
            const r = resultPanel.r
            const rows = [[qsTr("Score"), String(r.scoreText)], [qsTr("Moves"), String(r.moves)]]
            if (play.isPuzzle) {
                if (resultPanel.won)
                    rows.push([qsTr("Best for this puzzle"), String(r.best)], [qsTr("Shortest solution"), qsTr("%n moves", "", r.shortest || 0)])
            } else {
                rows.push([qsTr("Best valid score"), String(r.best)])
            }
            return rows
        }
        notes: [r.newBest === true ? qsTr("New best!") : "",
                r.practice === true ? qsTr("Practice attempt: undo was used, so it sets no record.") : ""].concat(r.unlocks || [])
        onOpened: {
            if (play.isPuzzle && won && BowlsGame.hasNext)
                nextButton.forceActiveFocus()
            else
                againButton.forceActiveFocus()
        }
        onClosed: Qt.callLater(play.focusBowl, board.lastIndex)
        onEscapePressed: { resultPanel.close(); play.back() }

        AppButton {
            objectName: "bowlsResultUndo"
            visible: resultPanel.r.canUndo === true
            text: play.isPuzzle ? qsTr("Undo last move") : qsTr("Undo (practice)")
            onClicked: { resultPanel.close(); BowlsGame.undo() }
        }
        AppButton {
            id: againButton
            objectName: "bowlsAgain"
            primary: !(play.isPuzzle && resultPanel.won && BowlsGame.hasNext)
            text: play.isPuzzle ? (resultPanel.won ? qsTr("Play again") : qsTr("Restart")) : play.isEndless ? qsTr("New attempt") : qsTr("Replay the daily")
            onClicked: { resultPanel.close(); BowlsGame.newAttempt() }
        }
        AppButton {
            text: play.isPuzzle ? qsTr("Puzzle list") : qsTr("Home")
            onClicked: { resultPanel.close(); play.back() }
        }
        AppButton {
            id: nextButton
            objectName: "bowlsNext"
            visible: play.isPuzzle && resultPanel.won && BowlsGame.hasNext
            primary: true
            text: qsTr("Next puzzle")
            onClicked: { resultPanel.close(); BowlsGame.nextPuzzle() }
        }
    }
}
