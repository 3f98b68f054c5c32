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
    property string startDaily: ""
    property string startBoard: ""  // startMode "board": a board played by its ID (BoardEntry)
    property int boardShortest: 0  // a date of the Daily list ("": the unfinished or today's)
    StackView.onDeactivating: BowlsGame.suspend()
    Component.onCompleted: {
        if (startMode === "puzzle")
            BowlsGame.startPuzzle(startPuzzle)
        else if (startMode === "endless")
            BowlsGame.startEndless()
        else if (startMode === "board")
            BowlsGame.startBoard(startBoard, boardShortest)
        else if (startMode === "daily" && !BowlsGame.startDaily(startDaily))
            Qt.callLater(play.back)  // a closed Daily (said why): back to the list
    }

    readonly property bool isPuzzle: BowlsGame.mode === "puzzle"
    readonly property bool isEndless: BowlsGame.mode === "endless"

    // A screen being left never takes the focus back (a panel closing as it goes).
    function focusBowl(i) {
        if (play.gone)
            return
        const item = ring.itemAt((i % BowlsGame.containerCount + BowlsGame.containerCount) % BowlsGame.containerCount)
        if (item)
            item.forceActiveFocus()
    }
    function focusedIndex() {
        for (let i = 0; i < ring.count; ++i)
            if (ring.itemAt(i) && ring.itemAt(i).activeFocus)
                return i
        return board.lastIndex
    }
    function handleEscape() {
        if (BowlsGame.playing)
            BowlsGame.skip()
        else if (BowlsGame.selected >= 0)
            BowlsGame.cancelSelection()
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
        // Off once the screen is left (it waits a while before it is destroyed: Main.leave).
        enabled: !play.gone
        function onFocusContainer(i) { board.lastIndex = i; Qt.callLater(play.focusBowl, i) }
        function onIllegal(i) { const b = ring.itemAt(i) as BowlItem; if (b) b.shake() }
        function onFinished(afterSentence: bool) {
            if (afterSentence)
                resultDelay.restart()
            else
                resultPanel.open()
        }
    }

    // The chosen theme's environment (SPEC 1.9), behind everything, to the window's edges.
    themed: true

    // The page's geometry. The ring's size comes from the window and the board size alone:
    // the header and the hand keep the room they take at 100 % text, whatever the text size,
    // so that larger text makes the page scroll and never the ring smaller. The side panel
    // (312 px at 100 % text, wider with the text) stands beside the ring while there is room
    // for it there, and below the hand otherwise.
    readonly property real innerWidth: page.width - 2 * Theme.padLarge
    readonly property real panelNarrowest: 312
    readonly property real panelWanted: Math.round(panelNarrowest * Theme.scale)
    FontMetrics { id: titleAt100; font.pixelSize: Math.round(Theme.fontTitle / Theme.scale); font.weight: Font.Bold }
    FontMetrics { id: smallAt100; font.pixelSize: Math.round(Theme.fontSmall / Theme.scale) }
    readonly property real textRoom: Math.ceil(titleAt100.height) + Math.ceil(smallAt100.height)  // the header: title, subtitle
        + Theme.hitTarget + 2 * Theme.pad                                                          // the hand: the Sow button
        + (BowlsGame.movePreview ? Math.ceil(2 * smallAt100.lineSpacing) + Theme.gap : 0)          // its preview
    // The window's height less the room Main keeps under the screens for a two-line caption,
    // as it is at 100 % text (it grows with the text).
    readonly property real windowRoom: play.Window.height - 2 * smallAt100.lineSpacing - 2 * Theme.pad
    // The ring's side at 100 % board size: the window's height less the margins (above, below,
    // under the header, between the ring and the hand) and the text's room, or its width less
    // the side panel at its narrowest, whichever is less.
    readonly property real fitted: Math.max(0, Math.floor(Math.min(
        windowRoom - Theme.padLarge - Theme.pad - 2 * Theme.gap - textRoom,
        innerWidth - panelNarrowest - Theme.padLarge)))
    // Beside the ring at the player's board size: a ring zoomed too wide for the room beside
    // the panel has the panel below it, so that the board scrolls up and down only.
    readonly property real roomBeside: innerWidth - Math.max(fitted, ring.side) - Theme.padLarge
    readonly property bool beside: roomBeside >= panelWanted
    readonly property real panelWidth: beside ? Math.min(panelWanted, roomBeside) : innerWidth

    // Shows what has the focus, whole (or its top); a bowl with its focus ring. Only the
    // focused bowl, not the whole ring: the page then scrolls only when that bowl is out of
    // view (under load, Orca 48 read a focused bowl again when the page moved under it just
    // after it took the focus, where the ring was a few pixels taller than the page).
    function revealFocus() {
        if (play.gone)
            return
        const item = play.Window.activeFocusItem
        for (let p = item; p; p = p.parent) {
            if (p === page.contentItem) {
                page.reveal(item)
                return
            }
        }
    }
    Connections {
        target: play.Window.window
        enabled: !play.gone
        function onActiveFocusItemChanged() { play.revealFocus() }
    }

    // The one scroll container: the whole page scrolls up and down (never sideways), its
    // scroll bar in the right margin, clear of everything. The focused item is scrolled into
    // view; from the legend the arrow and page keys scroll it.
    KeyScrollArea {
        id: page
        objectName: "bowlsPage"
        anchors.fill: parent
        revealMargin: 12  // a focus ring outside its control (a bowl's reaches 9 px), and room
        contentWidth: width
        contentHeight: Math.ceil(Math.max(mainColumn.y + mainColumn.height, sideColumn.y + sideColumn.height) + Theme.pad)
        ScrollBar.vertical: ScrollMark {}
        // Laid out anew (the text size, the window, a caption that takes more room for its
        // few seconds): what has the focus stays in view.
        onContentHeightChanged: Qt.callLater(play.revealFocus)
        onHeightChanged: Qt.callLater(play.revealFocus)
        // The page's shapes (the ring's bowls and stones, the legend's symbols, the tool
        // icons) keep to its clip (see ShapesInView); measured again as the board changes (its
        // stones are new shapes, the legend has other rows).
        readonly property ShapesInView shapesInView: ShapesInView { view: page }
        Connections {
            target: BowlsGame
            function onChanged() { page.shapesInView.measureSoon() }
        }

        ScreenHeader {
            id: header
            x: Theme.padLarge
            y: Theme.padLarge
            width: play.innerWidth
            title: BowlsGame.title
            subtitle: BowlsGame.subtitle
            onBack: play.back()
        }

        // The ring and, under it, the selected hand.
        ColumnLayout {
            id: mainColumn
            x: Theme.padLarge
            y: header.y + header.height + Theme.gap
            width: play.beside ? play.innerWidth - play.panelWidth - Theme.padLarge : play.innerWidth
            spacing: Theme.gap

            // The ring: one Tab stop; Left/Right move round it.
            FocusScope {
                id: board
                objectName: "bowlsBoard"
                // One-switch play steps through the bowls one by one (Scanner.qml).
                function scanParts() {
                    const out = []
                    for (let i = 0; i < BowlsGame.containerCount; ++i)
                        if (ring.itemAt(i))
                            out.push(ring.itemAt(i))
                    return out
                }
                property int lastIndex: 0
                Layout.fillWidth: true
                Layout.preferredHeight: play.fitted
                activeFocusOnTab: true
                Accessible.role: Accessible.List
                Accessible.name: Announcer.spokenForm(qsTr("Ring of twelve bowls"))
                onActiveFocusChanged: if (activeFocus && !ring.activeFocus) play.focusBowl(lastIndex)

                Keys.onPressed: (event) => {
                    // A key during a chain ends its showing and then does what it does: the
                    // move was said at the key (a player by ear plays on at once). After the
                    // last move it only ends the showing (the result panel comes next).
                    if (BowlsGame.playing) {
                        BowlsGame.skip()
                        if (BowlsGame.over) {
                            event.accepted = true
                            return
                        }
                    }
                    const i = play.focusedIndex()
                    let handled = true
                    if (event.key === Qt.Key_Right || event.key === Qt.Key_Down) {
                        if (i === BowlsGame.containerCount - 1)
                            Sounds.edge(0)  // round past bowl 12 to bowl 1, at the top
                        play.focusBowl(i + 1)
                    } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Up) {
                        if (i === 0)
                            Sounds.edge(0)
                        play.focusBowl(i - 1)
                    }
                    else if (event.key === Qt.Key_Home)
                        play.focusBowl(0)
                    else if (event.key === Qt.Key_End)
                        play.focusBowl(BowlsGame.containerCount - 1)
                    else {
                        // The player's keys (Settings → Keys); Ctrl+Z always undoes too.
                        const action = KeyMap.actionFor(event.key, event.modifiers)
                        if (action === "select")
                            BowlsGame.select(i)
                        else if (action === "play")
                            BowlsGame.confirm()
                        else if (action === "undo")
                            BowlsGame.undo()
                        else if (action === "readBoard")
                            BowlsGame.readBoard()
                        else if (action === "hearBoard")
                            BowlsGame.hearBoard()
                        else if (action === "goal")
                            BowlsGame.readStatus()
                        else if (action === "review")
                            BowlsGame.readProgress()
                        else if (action === "hint")
                            BowlsGame.hint()
                        else if (action === "readSelection")
                            BowlsGame.readHand()
                        else if (action === "restart" && play.isPuzzle)
                            BowlsGame.restart()
                        else if (action === "pause" && play.isEndless)
                            play.pauseAndLeave()
                        else if (action === "copyId")
                            BowlsGame.copyBoardId()
                        else
                            handled = false
                    }
                    event.accepted = handled
                }

                BoardView {
                    id: boardView
                    anchors.fill: parent
                    boardWidth: ring.side
                    boardHeight: ring.side
                    BowlsRing {
                        id: ring
                        // At 100 % the ring fills the room the window gives it (fitted); the
                        // player's board size scales it.
                        side: Math.floor(play.fitted * boardView.zoom)
                        zoom: boardView.zoom
                        x: Math.round(boardView.boardX)
                        y: Math.round(boardView.boardY)
                        isPuzzle: play.isPuzzle
                        // The focused bowl is not read again between the sentence and the panel.
                        holdNames: resultDelay.running
                        onBowlFocused: (i) => board.lastIndex = i
                    }
                }
            }

            // The selected bowl's stones, in queue order, and the separate Confirm.
            BowlsHand { Layout.fillWidth: true }
        }

        // Goal, progress, score, and the actions: beside the ring, or below the hand.
        ColumnLayout {
            id: sideColumn
            x: play.beside ? mainColumn.x + mainColumn.width + Theme.padLarge : Theme.padLarge
            y: play.beside ? mainColumn.y : mainColumn.y + mainColumn.height + Theme.padLarge
            width: play.panelWidth
            spacing: Theme.pad

            BowlsStatus { Layout.fillWidth: true; isPuzzle: play.isPuzzle }

            GridLayout {
                id: actions
                Layout.fillWidth: true
                // Equal columns (see preferredWidth below), as many as the longest word of a
                // label leaves room for, in rows as even as they can be (3 + 2, 2 + 2).
                readonly property int count: 3 + (play.isPuzzle ? 2 : 0) + (play.isEndless ? 1 : 0) + (play.isPuzzle ? 0 : 1)
                readonly property real cellLeast: Math.max(2 * Theme.hitTarget, widestLabel.advanceWidth + 2 * Theme.pad)
                readonly property int fit: Math.max(1, Math.floor((sideColumn.width + Theme.gap) / (cellLeast + Theme.gap)))
                columns: Math.ceil(count / Math.ceil(count / fit))
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap
                // One cell of the grid: a row of buttons shares one height, the columns
                // share the width equally.
                component ActionButton: IconButton {
                    Layout.preferredHeight: Math.max(72, implicitContentHeight + 20)
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    Layout.fillWidth: true
                }
                ActionButton {
                    objectName: "bowlsUndo"
                    iconName: "undo"; text: qsTr("Undo"); shortcut: KeyMap.labels.undo
                    enabled: BowlsGame.canUndo
                    onClicked: BowlsGame.undo()
                }
                ActionButton {
                    visible: play.isPuzzle
                    iconName: "restart"; text: qsTr("Restart"); shortcut: KeyMap.labels.restart
                    onClicked: BowlsGame.restart()
                }
                ActionButton {
                    objectName: "bowlsHint"
                    visible: play.isPuzzle
                    iconName: "hint"; text: qsTr("Hint"); shortcut: KeyMap.labels.hint
                    enabled: !BowlsGame.over
                    onClicked: BowlsGame.hint()
                }
                ActionButton {
                    objectName: "bowlsPause"
                    visible: play.isEndless
                    iconName: "pause"; text: qsTr("Pause"); shortcut: KeyMap.labels.pause
                    onClicked: play.pauseAndLeave()
                }
                ActionButton {
                    objectName: "bowlsEnd"
                    visible: !play.isPuzzle
                    iconName: "end"; text: qsTr("End attempt")
                    enabled: !BowlsGame.over
                    onClicked: endConfirm.open()
                }
                ActionButton {
                    iconName: "read"; text: qsTr("Read ring"); shortcut: KeyMap.labels.readBoard
                    onClicked: BowlsGame.readBoard()
                }
                ActionButton {
                    iconName: "keys"; text: qsTr("Keys"); shortcut: KeyMap.labels.help
                    onClicked: play.showShortcuts()
                }
            }
            // The board's ID, to share it (the copy key copies it too); Endless has none.
            BoardIdChip {
                objectName: "bowlsBoardId"
                Layout.maximumWidth: parent.width
                boardId: BowlsGame.boardId
                onCopy: BowlsGame.copyBoardId()
            }
            // The longest single word among the action labels (a word cannot wrap).
            TextMetrics {
                id: widestLabel
                font.pixelSize: Theme.fontSmall
                font.weight: Font.DemiBold
                text: [qsTr("Undo"), qsTr("Restart"), qsTr("Hint"), qsTr("Pause"), qsTr("End attempt"), qsTr("Read ring"), qsTr("Keys")]
                    .join(" ").split(/\s+/).reduce((a, b) => b.length > a.length ? b : a, "")
            }
            BowlsLegend {
                Layout.fillWidth: true
                scroller: page
            }
        }
    }

    // "End attempt" asks first: the score is recorded and the attempt cannot go on.
    GameDialog {
        id: endConfirm
        objectName: "bowlsEndConfirm"
        width: Math.min(620 * Math.max(1, 0.8 * Theme.scale), play.width - 80)  // wider for larger text
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

    // Success, failure and result screens. After a move's sentence the panel waits a moment
    // (as the Tubes clear panel does), so that the sentence is heard before the panel is read:
    // opened at once, Orca 48 under load read the panel first. Not if the move was undone.
    Timer {
        id: resultDelay
        interval: 1200
        onTriggered: if (BowlsGame.over && !play.gone) resultPanel.open()
    }
    ResultDialog {
        id: resultPanel
        objectName: "bowlsResult"
        shown: BowlsGame.result
        onClosed: Qt.callLater(play.focusBowl, board.lastIndex)
        onChosen: (key) => key === "back" ? play.back() : BowlsGame.act(key)
    }
}
