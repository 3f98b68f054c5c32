pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// The board editor (Play a board → New Tubes board / New Bowls board, or Edit on a saved
// board): tubes or bowls filled one unit or stone at a time with the keyboard, the mouse or a
// screen reader. Tubes are proven by the solver as they change; a Bowls goal on "Prove".
AppScreen {
    id: editor
    objectName: "boardEditor"
    property string game: "tubes"   // a new board of this game…
    property string editId: ""      // …or this saved board
    // The game is the screen's for good (the editor's model is shared: a screen still leaving
    // must not redraw itself as the next screen's game).
    property bool tubes: game !== "bowls"
    title: tubes ? qsTr("Tubes board editor") : qsTr("Bowls board editor")
    initialFocus: board
    Component.onCompleted: {
        if (editId === "" || !BoardEditor.edit(editId))
            BoardEditor.newBoard(game)
        tubes = BoardEditor.game === "tubes"
    }


    // The tube or bowl the palette and the keys put into: the one focused last.
    property int place: 0
    readonly property Repeater cells: tubes ? tubeCells : bowlCells
    function focusPlace(i: int) {
        const n = cells.count
        if (n === 0)
            return
        const item = cells.itemAt(Math.max(0, Math.min(i, n - 1)))
        if (item)
            item.forceActiveFocus()
    }
    function play() {
        const text = BoardEditor.playableId()
        if (text !== "")
            BoardEntry.play(text)
    }

    Shortcut { sequence: KeyMap.keys.copyId; enabled: editor.activeFocus; onActivated: BoardEditor.copyId() }
    Shortcut { sequence: KeyMap.keys.readBoard; enabled: editor.activeFocus; onActivated: BoardEditor.readBoard() }
    Shortcut { sequence: "Ctrl+S"; enabled: editor.activeFocus; onActivated: BoardEditor.save() }
    Connections {
        target: BoardEditor
        function onRefused(i) { const c = editor.cells.itemAt(i) as ContainerItem; if (c) c.shake() }
        // A stone, tube or modifier put in or taken out: the shapes drawn are others.
        function onChanged() { scroll.shapesInView.measureSoon() }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.padLarge
        spacing: Theme.pad

        ScreenHeader {
            Layout.fillWidth: true
            title: editor.title
            subtitle: editor.tubes
                ? qsTr("Arrows choose a tube; number keys pour in a colour; Backspace takes the top unit out.")
                : qsTr("Arrows choose a bowl; R, Y, G, B, P, * and # (or 1 to 7) put in a stone; Backspace takes the last one out; Enter changes the modifier.")
            onBack: editor.back()
        }

        KeyScrollArea {
            id: scroll
            objectName: "editorScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            followFocus: true
            // A focused tube or bowl shows its whole focus ring (drawn outside the item).
            revealMargin: Theme.gap + 12
            contentHeight: content.height
            ScrollBar.vertical: ScrollMark {}
            readonly property ShapesInView shapesInView: ShapesInView { view: scroll }
            ColumnLayout {
                id: content
                width: scroll.width - Theme.pad - Theme.gutter  // room for the scroll mark
                // The page fills the view; at a large text size it grows and scrolls.
                height: Math.max(scroll.height, implicitHeight)
                spacing: Theme.pad
                // The colour count (Tubes), above the tubes.
                Stepper {
                    objectName: "coloursStepper"
                    visible: editor.tubes
                    Layout.preferredWidth: 260
                    label: qsTr("Colours")
                    value: String(BoardEditor.colours)
                    name: BoardEditor.coloursName
                    onStep: (by) => BoardEditor.change("colours", by)
                }

                GridLayout {
                id: boardGrid
                Layout.fillWidth: true
                Layout.fillHeight: true
                columnSpacing: Theme.pad
                rowSpacing: Theme.pad
                // The goal's controls beside the ring when there is room, under it if not.
                readonly property bool beside: content.width >= 900 + 600 * (Theme.scale - 1)
                columns: beside ? 2 : 1
                // The tubes or the bowls: one Tab stop, the arrows go from one to the next.
                FocusScope {
                    id: board
                    objectName: "editorBoard"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: editor.tubes ? 260 : 280 + 100 * Theme.scale
                    activeFocusOnTab: true
                    Accessible.role: Accessible.List
                    Accessible.name: Announcer.spokenForm(editor.tubes ? qsTr("Tubes, read bottom to top") : qsTr("Bowls, stones oldest first"))
                    onActiveFocusChanged: if (activeFocus) Qt.callLater(editor.focusPlace, editor.place)
                    // A stone's letter or a colour's number goes to the focused bowl or tube before
                    // any shortcut (B is a blue square here, not "read the board").
                    Keys.onShortcutOverride: (event) => {
                        const text = event.text.toLowerCase()
                        event.accepted = text !== "" && (editor.tubes ? text >= "1" && text <= "9"
                                                                     : "rygbp*#1234567".includes(text))
                    }
                    Keys.onPressed: (event) => {
                        const n = editor.cells.count
                        const i = editor.place
                        const text = event.text.toLowerCase()
                        let handled = true
                        if (event.key === Qt.Key_Right || event.key === Qt.Key_Down) {
                            if (i === n - 1) Sounds.edge(0.8)
                            editor.focusPlace((i + 1) % n)
                        } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Up) {
                            if (i === 0) Sounds.edge(-0.8)
                            editor.focusPlace((i - 1 + n) % n)
                        } else if (event.key === Qt.Key_Home)
                            editor.focusPlace(0)
                        else if (event.key === Qt.Key_End)
                            editor.focusPlace(n - 1)
                        else if (event.key === Qt.Key_Backspace || event.key === Qt.Key_Delete)
                            BoardEditor.take(i)
                        else if (editor.tubes && text >= "1" && text <= "9" && Number(text) <= BoardEditor.colours)
                            BoardEditor.put(i, String(Number(text) - 1))
                        else if (!editor.tubes && text >= "1" && text <= "7")
                            BoardEditor.put(i, "rygbp*#"[Number(text) - 1])
                        else if (!editor.tubes && text !== "" && "rygbp*#".includes(text))
                            BoardEditor.put(i, text)
                        else if (!editor.tubes && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space))
                            BoardEditor.cycleModifier(i)
                        else
                            handled = false
                        event.accepted = handled
                    }

                    // Tubes in a row, as on the play screen, sized to the room there is.
                    Row {
                        id: tubesRow
                        visible: editor.tubes
                        anchors.centerIn: parent
                        readonly property int fitSlot: Math.min(
                            Math.floor((board.height - 110) / 4),
                            Math.floor((board.width - tubeCells.count * 14) / (tubeCells.count * 1.25 + (tubeCells.count - 1) * 0.38 * 1.25)))
                        readonly property int slot: Math.max(30, Math.min(64, fitSlot))
                        spacing: Math.round(slot * 1.25 * 0.38)
                        Repeater {
                            id: tubeCells
                            model: editor.tubes ? BoardEditor.cells : null
                            delegate: TubeItem {
                                id: tubeCell
                                slotHeight: tubesRow.slot
                                // The tube the palette pours into while the focus is elsewhere.
                                selected: tubeCell.index === editor.place && !board.activeFocus
                                onActiveFocusChanged: if (activeFocus) editor.place = tubeCell.index
                                onActivated: editor.place = tubeCell.index
                            }
                        }
                    }
                    // Bowls round a ring, as on the play screen; the goal and limit in the middle.
                    Item {
                        id: ring
                        visible: !editor.tubes
                        anchors.centerIn: parent
                        readonly property real side: Math.min(board.width, board.height)
                        readonly property real bowlSize: Math.floor(Math.min(124, side * 0.172))
                        readonly property real radius: side / 2 - bowlSize / 2 - bowlSize * 0.3
                        width: side
                        height: side
                        RingBase { anchors.centerIn: parent; radius: ring.radius; bowlSize: ring.bowlSize }
                        Column {
                            // The room inside the bowl numbers; the limit is shown only where
                            // it clears them (not at the largest text sizes).
                            readonly property real free: ring.radius - ring.bowlSize * 0.535 - Math.min(Theme.fontBody, ring.bowlSize * 0.2) * 1.6
                            anchors.centerIn: parent
                            width: free * 1.4
                            spacing: 0
                            // Within the circle the numbers leave free (its corners too).
                            visible: free > Theme.fontDisplay * 1.1 && implicitHeight <= free * 1.2
                            Text {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: String(BoardEditor.limit)
                                color: Theme.textColor
                                font.pixelSize: Theme.fontDisplay
                                font.weight: Font.Black
                            }
                            Text {
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                wrapMode: Text.WordWrap
                                text: qsTr("move limit")
                                color: Theme.textDim
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                        Repeater {
                            id: bowlCells
                            model: editor.tubes ? null : BoardEditor.cells
                            delegate: BowlItem {
                                id: bowlCell
                                readonly property real angle: -Math.PI / 2 + bowlCell.index * Math.PI / 6
                                diameter: ring.bowlSize
                                // The numbers keep clear of each other on a small ring (a small
                                // window at a large text size), as on the play screen.
                                numberSize: Math.max(7, Math.min(Theme.fontBody, Math.round(ring.bowlSize * 0.2)))
                                outward: angle
                                // The bowl the palette puts into while the focus is elsewhere.
                                selected: bowlCell.index === editor.place && !board.activeFocus
                                x: ring.width / 2 + ring.radius * Math.cos(angle) - width / 2
                                y: ring.height / 2 + ring.radius * Math.sin(angle) - height / 2
                                onActiveFocusChanged: if (activeFocus) editor.place = bowlCell.index
                                onActivated: editor.place = bowlCell.index
                            }
                        }
                    }
                }

                // The goal, its colour and amount, and the move limit (Bowls), beside the ring.
                ColumnLayout {
                    visible: !editor.tubes
                    Layout.preferredWidth: boardGrid.beside ? Math.min(420, editor.width * 0.38) : -1
                    Layout.maximumWidth: boardGrid.beside ? Layout.preferredWidth : Number.POSITIVE_INFINITY
                    Layout.fillWidth: !boardGrid.beside
                    Layout.alignment: Qt.AlignVCenter
                    spacing: Theme.gap
                    Stepper {
                        objectName: "goalStepper"
                        Layout.fillWidth: true
                        label: qsTr("Goal")
                        value: BoardEditor.goal
                        name: BoardEditor.goalName
                        onStep: (by) => BoardEditor.change("goal", by)
                    }
                    Stepper {
                        objectName: "goalColourStepper"
                        visible: BoardEditor.goalHasColour
                        Layout.fillWidth: true
                        label: qsTr("Colour")
                        value: BoardEditor.goalColour
                        name: BoardEditor.goalColourName
                        onStep: (by) => BoardEditor.change("goalColour", by)
                    }
                    Stepper {
                        objectName: "amountStepper"
                        visible: BoardEditor.goalHasAmount
                        Layout.fillWidth: true
                        label: qsTr("Amount")
                        value: String(BoardEditor.amount)
                        name: BoardEditor.amountName
                        onStep: (by) => BoardEditor.change("amount", by)
                    }
                    Stepper {
                        objectName: "limitStepper"
                        Layout.fillWidth: true
                        label: qsTr("Move limit")
                        value: BoardEditor.limitText
                        name: BoardEditor.limitName
                        onStep: (by) => BoardEditor.change("limit", by)
                    }
                }
                }

                // What goes in: the colours (with what is left of each) or the stones.
                Flow {
                    id: palette
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    Repeater {
                        model: BoardEditor.paints
                        delegate: ButtonBase {
                            id: paint
                            required property int index
                            required property string key
                            required property string colour
                            required property string name
                            required property int remaining
                            required property string description
                            objectName: "paint_" + key
                            enabled: remaining !== 0
                            implicitHeight: Theme.hitTarget + 4
                            implicitWidth: swatchRow.implicitWidth + 28
                            text: description
                            Accessible.name: Announcer.spokenForm(description)
                            Accessible.description: Announcer.spokenForm(qsTr("Key: %1", "the keyboard shortcut of a button").arg(index + 1))
                            onClicked: BoardEditor.put(editor.place, key)
                            contentItem: Row {
                                id: swatchRow
                                spacing: Theme.gap
                                Rectangle {
                                    visible: editor.tubes
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: 26; height: 26; radius: 13
                                    color: paint.colour !== "" ? paint.colour : "transparent"
                                    border.width: 2
                                    border.color: Qt.lighter(color, 1.4)
                                }
                                Stone {
                                    visible: !editor.tubes
                                    anchors.verticalCenter: parent.verticalCenter
                                    letter: paint.key
                                    size: 28
                                }
                                Text {
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: (paint.index + 1) + "  " + (editor.tubes ? paint.name + " · " + paint.remaining : paint.name)
                                    color: paint.enabled ? Theme.textColor : Theme.textDisabled
                                    font.pixelSize: Theme.fontSmall
                                    font.weight: Font.DemiBold
                                }
                            }
                            background: Rectangle {
                                radius: Theme.radius
                                opacity: paint.enabled ? 1 : 0.45
                                color: paint.down ? Theme.surface : paint.hovered ? Theme.surfaceHover : Theme.surfaceRaised
                                border.width: Theme.contrast ? 2 : 1
                                border.color: Theme.line
                                FocusRing { shown: paint.activeFocus }
                            }
                        }
                    }
                }

                // What the board lacks, or what the solver proved.
                Text {
                    objectName: "editorVerdict"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    text: BoardEditor.verdict
                    color: BoardEditor.proven ? Theme.success : Theme.textDim
                    font.pixelSize: Theme.fontBody
                    font.weight: BoardEditor.proven ? Font.DemiBold : Font.Normal
                    Accessible.role: Accessible.StaticText
                    Accessible.name: Announcer.spokenForm(text)
                }

                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    AppButton {
                        objectName: "editorProve"
                        visible: !editor.tubes
                        // Never disabled while the solver works: the focus stays on it (a
                        // second press asks again).
                        text: BoardEditor.busy ? qsTr("Proving…") : qsTr("Prove")
                        hint: qsTr("Ask the solver whether the goal can be reached within the move limit")
                        onClicked: BoardEditor.prove()
                    }
                    AppButton {
                        objectName: "editorPlay"
                        primary: true
                        text: qsTr("Play")
                        onClicked: editor.play()
                    }
                    AppButton {
                        objectName: "editorSave"
                        text: qsTr("Save to My boards")
                        hint: qsTr("Key: %1", "the keyboard shortcut of a button").arg("Ctrl+S")
                        onClicked: BoardEditor.save()
                    }
                    AppButton {
                        objectName: "editorCopy"
                        text: qsTr("Copy ID")
                        hint: qsTr("Key: %1", "the keyboard shortcut of a button").arg(KeyMap.labels.copyId)
                        onClicked: BoardEditor.copyId()
                    }
                    AppButton {
                        objectName: "editorClear"
                        text: qsTr("Empty all")
                        onClicked: BoardEditor.clear()
                    }
                }
            }
        }
    }
}
