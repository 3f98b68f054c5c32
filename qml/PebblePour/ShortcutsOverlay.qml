pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// F1 / ? : every key the game understands. A Dialog whose title is its accessible name; the
// rows are read by one label of "key: what it does" pairs (Orca 43.1 skips labels of fewer than
// three words, and read the former Dialog-inside-a-popup twice).
Dialog {
    id: popup
    title: qsTr("Keyboard shortcuts")
    header: null
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    // Wide enough that a long language's rows stay on one line at the largest text size.
    width: Math.min(1040, parent ? parent.width - 80 : 1040)
    // Never taller than the window: the rows scroll instead (Up/Down, Page Up/Down).
    height: Math.min(implicitHeight, parent ? parent.height - 40 : implicitHeight)
    padding: Theme.padLarge
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    onOpened: closeButton.forceActiveFocus()
    onAboutToShow: Sounds.dialog()
    background: Card { color: Theme.surfaceRaised }
    Overlay.modal: Rectangle { color: "#b0000000" }

    signal howToPlay(string game)
    property bool bowls: false
    property bool tubes: false
    property bool editor: false
    readonly property var rows: bowls ? bowlsRows : tubes ? tubesRows : editor ? editorRows : generalRows
    // Outside a game: how to get around; each game lists its own keys while it is played. The
    // keys shown are the player's (Settings → Keys).
    readonly property var k: KeyMap.labels
    function either(a, b) { return qsTr("%1 / %2", "two keys that do the same").arg(a).arg(b) }
    readonly property var generalRows: [
        [qsTr("Tab / Shift+Tab"), qsTr("Move between buttons, lists and menus")],
        [qsTr("Arrow keys"), qsTr("Move inside a list or a grid of levels")],
        [qsTr("Space / Enter"), qsTr("Press the focused button or open the focused item")],
        [qsTr("Settings → Keys"), qsTr("Choose your own key for any action of the games")],
        [qsTr("One-switch play"), qsTr("In Settings: a highlight steps through the screen; %1 chooses, %2 steps by hand").arg(popup.k.switch).arg(popup.k.switchStep)],
        [qsTr("Key cool-down"), qsTr("In Settings: a key pressed again within the chosen time is ignored")],
        [qsTr("Escape"), qsTr("Go back")],
        [popup.k.mute, qsTr("Sound off or on, anywhere")],
        [popup.either(popup.k.help, "?"), qsTr("Show or hide this list; during a game it lists that game's keys")]
    ]
    readonly property var bowlsRows: [
        [qsTr("← →"), qsTr("Move round the ring of bowls (12 wraps to 1)")],
        [popup.k.select, qsTr("Select the focused bowl, or clear it if already selected")],
        [popup.k.play, qsTr("Sow the selected bowl")],
        [qsTr("Escape"), qsTr("Clear the selection, or go back")],
        [popup.either("Ctrl+Z", popup.k.undo), qsTr("Undo the last move")],
        [popup.k.readBoard, qsTr("Read the whole ring aloud")],
        [popup.k.hearBoard, qsTr("Hear the whole ring as sound, bowl by bowl; %1 again stops it").arg(popup.k.hearBoard)],
        [popup.k.review, qsTr("Quick review: goal progress and moves left")],
        [popup.k.goal, qsTr("Read the goal, moves left and score in full")],
        [popup.k.hint, qsTr("Hint (puzzles): highlight the first move of a proven shortest solution")],
        [popup.k.readSelection, qsTr("Read the selected bowl's stones")],
        [popup.k.restart, qsTr("Restart the puzzle")],
        [popup.k.pause, qsTr("Pause Endless and keep it for later")],
        [popup.k.copyId, qsTr("Copy the board ID (a puzzle or a Daily), to share it or play it again")],
        [popup.zoomKeys, qsTr("Board bigger, smaller, or back to the size that fits the window")],
        [qsTr("Any key"), qsTr("Skip a chain to its end")],
        [qsTr("Chain speed"), qsTr("In Settings: chains play slower, at normal speed or faster")]
    ].concat(gameRows)
    readonly property var tubesRows: [
        [qsTr("← → ↑ ↓"), qsTr("Move between tubes")],
        [qsTr("1–9, 0"), qsTr("Jump to tube 1–10")],
        [popup.either(popup.k.select, popup.k.play), qsTr("Select a tube, then pour into the focused tube")],
        [qsTr("Escape"), qsTr("Cancel the selection, or go back")],
        [popup.either("Ctrl+Z", popup.k.undo), qsTr("Undo one pour")],
        [popup.k.hint, qsTr("Hint: highlight a proven next pour")],
        [popup.k.restart, qsTr("Restart the level")],
        [popup.k.review, qsTr("Quick review: tubes still to sort and moves so far")],
        [popup.k.readBoard, qsTr("Read the whole board aloud, tube by tube")],
        [popup.k.hearBoard, qsTr("Hear the whole board as sound, tube by tube; %1 again stops it").arg(popup.k.hearBoard)],
        [popup.k.copyId, qsTr("Copy the board ID (the level or the Daily), to share it or play it again")],
        [popup.zoomKeys, qsTr("Board bigger, smaller, or back to the size that fits the window")]
    ].concat(gameRows)
    // The board editor (Play a board → New Tubes board / New Bowls board).
    readonly property var editorRows: [
        [qsTr("← → ↑ ↓"), qsTr("Move between the tubes or the bowls")],
        [qsTr("1–9"), qsTr("Tubes: pour one unit of that colour into the focused tube")],
        [qsTr("R Y G B P * #, 1–7"), qsTr("Bowls: put that stone in the focused bowl, after the stones already there")],
        [qsTr("Backspace / Delete"), qsTr("Take the top unit or the last stone out")],
        [qsTr("Enter"), qsTr("Bowls: the focused bowl's modifier: none, frozen, reverse or volcano")],
        [qsTr("← → on a setting"), qsTr("Change the colours, the goal, its colour and amount, or the move limit")],
        ["Ctrl+S", qsTr("Save the board to My boards")],
        [popup.k.copyId, qsTr("Copy the board ID, to share it")],
        [popup.k.readBoard, qsTr("Read the whole board aloud, then what the solver found")],
        [qsTr("My boards"), qsTr("Enter plays a saved board, E edits it, %1 copies its ID, Delete removes it").arg(popup.k.copyId)]
    ].concat(gameRows)
    // The last rows of either game's list.
    readonly property string zoomKeys: [popup.k.zoomIn, popup.k.zoomOut, popup.k.zoomFit].join(" / ")
    readonly property var gameRows: [
        [qsTr("Tab"), qsTr("Move between buttons and menus")],
        [popup.k.mute, qsTr("Sound off or on, anywhere")],
        [popup.either(popup.k.help, "?"), qsTr("Show or hide this list")]
    ]

    contentItem: ColumnLayout {
        spacing: Theme.pad
        // F1 and ? (or the chosen key) close the list again (the window's shortcut does not reach a modal dialog).
        Keys.onPressed: (event) => {
            const action = KeyMap.actionFor(event.key, event.modifiers)
            if (action === "help") {
                popup.close()
                event.accepted = true
            } else if (action === "mute") {
                AppSettings.toggleSound()  // the sound key works here too
                event.accepted = true
            } else {
                event.accepted = rowsView.scrollFor(event.key)
            }
        }
        Item {
            Layout.preferredWidth: 0
            Layout.preferredHeight: 0
            Accessible.role: Accessible.StaticText
            Accessible.name: Announcer.spokenForm(popup.rows.map(r => qsTr("%1: %2", "a key and what it does").arg(r[0]).arg(r[1])).join(" · "))
        }
        Text {
            Accessible.ignored: true
            text: qsTr("Keyboard shortcuts")
            color: Theme.textColor
            font.pixelSize: Theme.fontTitle
            font.weight: Font.Bold
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        KeyScrollArea {
            id: rowsView
            objectName: "shortcutRows"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: grid.implicitHeight
            contentWidth: width
            contentHeight: grid.implicitHeight
            Accessible.ignored: true  // the label above says every row
            GridLayout {
                id: grid
                width: rowsView.width
                columns: 2
                columnSpacing: Theme.padLarge
                rowSpacing: Theme.gap
                Repeater {
                    model: popup.rows.length * 2
                    Text {
                        id: cell
                        required property int index
                        readonly property bool isKey: cell.index % 2 === 0
                        readonly property var row: popup.rows[Math.floor(cell.index / 2)]
                        text: cell.isKey ? cell.row[0] : cell.row[1]
                        color: cell.isKey ? Theme.accent : Theme.textColor
                        font.pixelSize: Theme.fontBody
                        font.weight: cell.isKey ? Font.Bold : Font.Normal
                        Layout.fillWidth: !cell.isKey
                        wrapMode: Text.WordWrap
                        Accessible.ignored: true  // the label above says every row
                    }
                }
            }
        }
        // The buttons on one line at the right, or wrapped onto more lines when they are
        // wider than the dialog (large text, long words).
        Flow {
            id: buttonFlow
            Layout.alignment: Qt.AlignRight
            spacing: Theme.pad
            readonly property real naturalWidth: {
                let w = -spacing
                for (const c of children)
                    if (c.visible)
                        w += c.implicitWidth + spacing
                return Math.max(0, w)
            }
            Layout.preferredWidth: Math.min(naturalWidth, popup.availableWidth)
            // The rules of the game on screen, or of either game outside one.
            AppButton {
                objectName: "howToTubesKey"
                visible: !popup.bowls
                text: popup.tubes ? qsTr("How to play") : qsTr("How to play Tubes")
                onClicked: popup.howToPlay("tubes")
            }
            AppButton {
                objectName: "howToBowlsKey"
                visible: !popup.tubes
                text: popup.bowls ? qsTr("How to play") : qsTr("How to play Bowls")
                onClicked: popup.howToPlay("bowls")
            }
            AppButton {
                id: closeButton
                primary: true
                text: qsTr("Close")
                onClicked: popup.close()
            }
        }
    }
}
