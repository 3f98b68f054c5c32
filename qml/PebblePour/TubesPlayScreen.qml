pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: play
    objectName: "tubesPlay"
    title: TubesGame.title
    handlesEscape: true
    initialFocus: board

    // Which level or daily to start when the screen opens (0 / "" = keep the current game).
    property int startLevel: 0
    property string startDaily: ""
    property string startBoard: ""  // a board played by its ID, proven before (BoardEntry)
    property int boardShortest: 0
    StackView.onDeactivating: TubesGame.suspend()
    Component.onCompleted: {
        if (startDaily !== "") {
            if (!TubesGame.startDaily(startDaily))
                Qt.callLater(play.back)  // a closed Daily (said why): back to the list
        } else if (startBoard !== "")
            TubesGame.startBoard(startBoard, boardShortest)
        else if (startLevel > 0)
            TubesGame.startLevel(startLevel)
    }

    // A screen being left never takes the focus back (a panel closing as it goes).
    function focusTube(i) {
        if (play.gone)
            return
        const item = tubes.itemAt(Math.max(0, Math.min(i, tubes.count - 1)))
        if (item)
            item.forceActiveFocus()
    }
    // One-switch play steps through the tubes one by one (Scanner.qml).
    function tubeItems() {
        const out = []
        for (let i = 0; i < tubes.count; ++i)
            if (tubes.itemAt(i))
                out.push(tubes.itemAt(i))
        return out
    }
    function focusedIndex() {
        for (let i = 0; i < tubes.count; ++i)
            if (tubes.itemAt(i) && tubes.itemAt(i).activeFocus)
                return i
        return board.lastIndex
    }
    // The source tilts and pours a stream into the target (skipped with reduced motion;
    // the levels themselves drain and fill in the tubes).
    function animatePour(src, dst, amount) {
        pour.play(tubes.itemAt(src) as TubeItem, tubes.itemAt(dst) as TubeItem, TubesGame.topHex(dst), amount)
    }

    function handleEscape() {
        if (clearPanel.visible)
            play.back()
        else if (TubesGame.selected >= 0)
            TubesGame.cancelSelection()
        else
            play.back()
    }
    Keys.onEscapePressed: handleEscape()

    // The game's keys work wherever focus is on this screen (a tube or a toolbar button);
    // popups (clear panel, shortcuts list) take focus away and so turn them off.
    // The keys are the player's (Settings → Keys); Ctrl+Z always undoes too.
    Shortcut { sequences: ["Ctrl+Z", KeyMap.keys.undo]; enabled: play.activeFocus; onActivated: TubesGame.undo() }
    Shortcut { sequence: KeyMap.keys.hint; enabled: play.activeFocus; onActivated: TubesGame.hint() }
    Shortcut { sequence: KeyMap.keys.restart; enabled: play.activeFocus; onActivated: TubesGame.restart() }
    Shortcut { sequence: KeyMap.keys.readBoard; enabled: play.activeFocus; onActivated: TubesGame.readBoard() }
    Shortcut { sequence: KeyMap.keys.hearBoard; enabled: play.activeFocus; onActivated: TubesGame.hearBoard() }
    Shortcut { sequence: KeyMap.keys.review; enabled: play.activeFocus; onActivated: TubesGame.readProgress() }
    Shortcut { sequence: KeyMap.keys.copyId; enabled: play.activeFocus; onActivated: TubesGame.copyBoardId() }
    Repeater {
        model: Math.min(10, TubesGame.containerCount)
        Item {
            id: jump
            required property int index
            Shortcut {
                sequence: String((jump.index + 1) % 10)
                enabled: play.activeFocus
                onActivated: play.focusTube(jump.index)
            }
        }
    }

    Connections {
        target: TubesGame
        // Off once the screen is left (it waits a while before it is destroyed: Main.leave).
        enabled: !play.gone
        function onFocusContainer(i) { board.lastIndex = i; Qt.callLater(play.focusTube, i) }
        function onIllegal(i) { const t = tubes.itemAt(i) as TubeItem; if (t) t.shake() }
        function onPoured(src, dst, amount) { play.animatePour(src, dst, amount) }
        function onFinished() {
            // Once per solve (the shortest solution, worked out later, clears again).
            if (clearPanel.visible || clearDelay.running)
                return
            celebration.play(TubesGame.result.perfect === true)  // decided by the session
            // The panel waits for the pour's sentence to be heard, and for the celebration.
            clearDelay.interval = celebration.running && celebration.strong ? 1500 : 1200
            clearDelay.start()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.padLarge
        spacing: Theme.pad

        RowLayout {
            Layout.fillWidth: true
            ScreenHeader {
                Layout.fillWidth: true
                title: TubesGame.title
                compact: Theme.scale >= 1.5 || play.height < 600
                subtitle: TubesGame.busy && TubesGame.containerCount === 0 ? qsTr("Preparing a proven board…") : qsTr("Pour until every tube holds one colour.")
                onBack: play.back()
            }
            RowLayout {
                Layout.alignment: Qt.AlignTop
                spacing: Theme.pad
                // The board's ID beside the counter, to share it: a click on it copies it, and
                // so does the copy key.
                BoardIdChip {
                    objectName: "tubesBoardId"
                    tabStop: false
                    Layout.alignment: Qt.AlignVCenter
                    Layout.maximumWidth: Math.min(360, play.width / 3)
                    boardId: TubesGame.boardId
                    onCopy: TubesGame.copyBoardId()
                }
                Card {
                    implicitWidth: movesColumn.implicitWidth + 2 * Theme.padLarge
                    implicitHeight: movesColumn.implicitHeight + Theme.pad
                    color: Theme.surfaceRaised
                    Accessible.role: Accessible.StaticText
                    Accessible.name: Announcer.spokenForm(qsTr("%Ln moves", "", TubesGame.moves))
                    ColumnLayout {
                        id: movesColumn
                        anchors.centerIn: parent
                        spacing: 0
                        Text {
                            Layout.alignment: Qt.AlignHCenter
                            objectName: "movesCount"
                            text: TubesGame.movesText
                            color: Theme.textColor
                            font.pixelSize: Theme.fontTitle
                            font.weight: Font.Bold
                        }
                        Text {
                            Layout.alignment: Qt.AlignHCenter
                            text: qsTr("moves", "label under the move counter", TubesGame.moves)
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                }
            }
        }

        // The board: one Tab stop; arrows move between tubes.
        FocusScope {
            id: board
            objectName: "board"
            function scanParts() { return play.tubeItems() }
            property int lastIndex: 0
            Layout.fillWidth: true
            Layout.fillHeight: true
            activeFocusOnTab: true
            Accessible.role: Accessible.List
            Accessible.name: Announcer.spokenForm(qsTr("Tubes, read bottom to top"))
            onActiveFocusChanged: if (activeFocus && !tubesRow.activeFocus) play.focusTube(lastIndex)

            Keys.onPressed: (event) => {
                const i = play.focusedIndex()
                const n = tubes.count
                if (n === 0)
                    return
                let handled = true
                if (event.key === Qt.Key_Right || event.key === Qt.Key_Down) {
                    if (i === n - 1)
                        Sounds.edge(0.8)  // past the last tube, round to the first
                    play.focusTube((i + 1) % n)
                } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Up) {
                    if (i === 0)
                        Sounds.edge(-0.8)
                    play.focusTube((i - 1 + n) % n)
                }
                else if (event.key === Qt.Key_Home)
                    play.focusTube(0)
                else if (event.key === Qt.Key_End)
                    play.focusTube(n - 1)
                else if (["select", "play"].includes(KeyMap.actionFor(event.key, event.modifiers)))
                    TubesGame.activate(i)
                else
                    handled = false
                event.accepted = handled
            }

            BoardView {
                id: boardView
                anchors.fill: parent
                boardWidth: tubesRow.width + 2 * Theme.pad
                boardHeight: tubesRow.height + 2 * Theme.pad
                Row {
                    id: tubesRow
                    x: boardView.boardX + Theme.pad
                    y: boardView.boardY + Theme.pad
                    // At 100 % the tubes fill the board (every level, level 100's eleven tubes
                    // too) and shrink to fit the smallest window, the gaps in proportion; the
                    // player's board size scales that (never under 36 px a unit: 45 px wide
                    // tubes to click).
                    readonly property real gapShare: tubes.count > 9 ? 0.22 : 0.38
                    readonly property int fitSlot: Math.min(
                        Math.floor((board.height - 110) / 4),
                        Math.floor((board.width - 2 * Theme.pad - tubes.count * 14)
                                   / (tubes.count * 1.25 + (tubes.count - 1) * gapShare * 1.25)))
                    readonly property int slot: Math.max(36, Math.floor(fitSlot * boardView.zoom))
                    spacing: Math.round(slot * 1.25 * gapShare)
                    Repeater {
                        id: tubes
                        model: TubesGame.tubes
                        delegate: TubeItem {
                            id: tubeDelegate
                            slotHeight: tubesRow.slot
                            onActivated: TubesGame.activate(tubeDelegate.index)
                            onActiveFocusChanged: if (activeFocus) board.lastIndex = tubeDelegate.index
                        }
                    }
                }
            }
            BusyIndicator {
                anchors.centerIn: parent
                running: TubesGame.busy && TubesGame.containerCount === 0
                visible: running
            }
        }

        // The tools.
        ButtonRow {
            room: play.width - 2 * Theme.padLarge
            IconButton {
                objectName: "undoButton"
                iconName: "undo"; text: qsTr("Undo"); shortcut: KeyMap.labels.undo
                enabled: TubesGame.canUndo
                onClicked: TubesGame.undo()
            }
            IconButton {
                objectName: "restartButton"
                iconName: "restart"; text: qsTr("Restart"); shortcut: KeyMap.labels.restart
                onClicked: TubesGame.restart()
            }
            IconButton {
                objectName: "hintButton"
                iconName: "hint"; text: qsTr("Hint"); shortcut: KeyMap.labels.hint
                enabled: !TubesGame.over
                onClicked: TubesGame.hint()
            }
            IconButton {
                iconName: "read"; text: qsTr("Read board"); shortcut: KeyMap.labels.readBoard
                onClicked: TubesGame.readBoard()
            }
            IconButton {
                iconName: "keys"; text: qsTr("Keys"); shortcut: KeyMap.labels.help
                onClicked: play.showShortcuts()
            }
        }
    }

    PourStream { id: pour }
    // A short celebration before the clear panel; a stronger one for a Perfect Clear (the
    // shortest solution with no hints).
    Celebration {
        id: celebration
        objectName: "celebration"
        banner: qsTr("Perfect Clear!")
    }

    // The clear screen: facts about the solve, and where to go next. It opens a moment after
    // the winning pour, so that the pour's sentence is heard before the panel is read.
    Timer {
        id: clearDelay
        interval: 1200
        onTriggered: clearPanel.open()
    }
    ResultDialog {
        id: clearPanel
        objectName: "clearPanel"
        width: Math.min(620 * Math.max(1, 0.8 * Theme.scale), play.width - 80)  // wider for larger text
        shown: TubesGame.result
        onClosed: Qt.callLater(play.focusTube, board.lastIndex)
        onChosen: (key) => key === "back" ? play.back() : TubesGame.act(key)
    }
}
