pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// The one dialog of both games: a clear or result panel (heading, facts, notes, buttons) and the
// End-attempt confirmation. Read by a screen reader once and in full:
// - it is the only Dialog in the tree (its title is the accessible name; nothing inside carries
//   a second Dialog role, which Orca 43.1 read twice);
// - every fact and note is part of the dialog's NAME ("Solved! · Level 1 · Moves: 6 · …"), read
//   by every reader as focus enters the dialog: Orca 43.1 reads a dialog's labels only when they
//   have three words or more (script_utilities.unrelatedLabels), which dropped "Moves: 6" and
//   almost every Thai or Japanese row, and Orca 48 reads no labels of a dialog at all (only its
//   name and role); so the visible rows themselves are hidden from the tree;
// then the focused button is read.
Dialog {
    id: dialog
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(640, parent ? parent.width - 80 : 640)
    padding: Theme.padLarge
    // Escape is the screen's to decide (a result panel goes back to the list, a question is
    // answered "keep playing"): the dialog says so through escapePressed.
    closePolicy: Popup.NoAutoClose
    header: null
    signal escapePressed()
    // A question opens with the dialog sound; a result panel has its result's sound already.
    property bool chime: true
    onAboutToShow: if (chime) Sounds.dialog()

    property string heading: ""
    property color headingColor: Theme.textColor
    property bool large: true
    property string subtitle: ""
    property var facts: []          // [[label, value], ...]
    property var notes: []          // sentences shown (and read) after the facts
    property color accent: Theme.line
    default property alias buttons: buttonRow.data

    // The accessible name: the heading, then every fact (see above).
    title: spokenFacts === "" ? heading : heading + " · " + spokenFacts
    background: Card { color: Theme.surfaceRaised; border.color: dialog.accent; border.width: 2 }
    Overlay.modal: Rectangle { color: "#a0000000" }

    // What the screen reader says after the heading.
    readonly property string spokenFacts: {
        const parts = []
        if (subtitle !== "")
            parts.push(subtitle)
        for (const f of facts)
            parts.push(qsTr("%1: %2", "a fact on a result panel: label, value").arg(f[0]).arg(f[1]))
        for (const n of notes)
            if (n !== "")
                parts.push(n)
        return parts.join(" · ")
    }

    // Never taller than the window. A fixed header (the heading and the key figure: the first
    // things a player wants), a body that scrolls (the facts and notes), and a fixed footer
    // (the actions): at large text only the body scrolls, so the panel always opens on its
    // heading with its buttons in view.
    height: Math.min(implicitHeight, (Overlay.overlay ? Overlay.overlay.height : implicitHeight) - 2 * Theme.pad)

    // Keys anywhere in the panel: Escape is the screen's, the sound key mutes here too (the
    // window's shortcut does not reach a modal dialog), Up/Down/Page keys scroll the body.
    contentItem: ColumnLayout {
        id: dialogColumn
        spacing: Theme.pad
        Keys.onEscapePressed: dialog.escapePressed()
        Keys.onPressed: (event) => {
            if (KeyMap.actionFor(event.key, event.modifiers) === "mute") {
                AppSettings.toggleSound()
                event.accepted = true
            } else if (dialogScroll.scrollFor(event.key)) {
                event.accepted = true
            }
        }
        Text {
            objectName: "dialogHeading"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: dialog.heading
            color: dialog.headingColor
            // Grows with the text size up to 48 px: at 200 % a display-size heading would take
            // half a small window.
            font.pixelSize: Math.min(dialog.large ? Theme.fontDisplay : Theme.fontTitle, 48)
            font.weight: dialog.large ? Font.Black : Font.Bold
            Accessible.ignored: true
        }
        Text {
            objectName: "dialogFigure"
            visible: dialog.subtitle !== ""
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: dialog.subtitle
            color: Theme.textDim
            font.pixelSize: Theme.fontBody
            Accessible.ignored: true
        }
        KeyScrollArea {
            id: dialogScroll
            visible: dialog.facts.length > 0 || dialog.notes.some((n) => n !== "")
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Its share of the panel: all it needs, or what the window leaves (never less
            // than two lines).
            Layout.preferredHeight: bodyColumn.implicitHeight
            Layout.minimumHeight: Math.min(bodyColumn.implicitHeight, 2 * Theme.fontBody * 1.5)
            Accessible.ignored: true
            implicitWidth: bodyColumn.implicitWidth
            contentWidth: width  // up and down only
            contentHeight: bodyColumn.implicitHeight
            // The scroll bar sits in the panel's right margin: the text keeps its width whether
            // the body scrolls or not, and the bar covers nothing.
            ScrollBar.vertical: ScrollMark {
                parent: dialog.background
                x: dialog.width - (dialog.rightPadding + width) / 2
                y: dialog.topPadding + dialogScroll.y
                height: dialogScroll.height
            }
            ColumnLayout {
                id: bodyColumn
                width: dialogScroll.width
                spacing: Theme.pad
                GridLayout {
                    visible: dialog.facts.length > 0
                    Layout.alignment: Qt.AlignHCenter
                    Layout.maximumWidth: bodyColumn.width
                    columns: 2
                    columnSpacing: Theme.padLarge
                    rowSpacing: Theme.gap
                    Repeater {
                        model: dialog.facts
                        delegate: Text {
                            required property var modelData
                            required property int index
                            text: modelData[0]
                            color: Theme.textDim
                            font.pixelSize: Theme.fontBody
                            Layout.row: index
                            Layout.column: 0
                            Layout.maximumWidth: Math.min(300, bodyColumn.width / 2)
                            wrapMode: Text.WordWrap
                            Accessible.ignored: true
                        }
                    }
                    Repeater {
                        model: dialog.facts
                        delegate: Text {
                            required property var modelData
                            required property int index
                            text: modelData[1]
                            color: Theme.textColor
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                            Layout.row: index
                            Layout.column: 1
                            // A long value (a best of moves and time) wraps inside the panel.
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            Accessible.ignored: true
                        }
                    }
                }
                Repeater {
                    model: dialog.notes
                    delegate: Text {
                        required property string modelData
                        visible: modelData !== ""
                        Layout.alignment: Qt.AlignHCenter
                        Layout.fillWidth: true
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        text: modelData
                        color: Theme.accent
                        font.pixelSize: Theme.fontBody
                        font.weight: Font.DemiBold
                        Accessible.ignored: true
                    }
                }
            }
        }
        // The actions, always in view (the body gives way, never the buttons).
        ButtonRow {
            id: buttonRow
            Layout.topMargin: Theme.gap
            room: dialogColumn.width
        }
    }
}
