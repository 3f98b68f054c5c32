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

    // Never taller than the window: at large text the panel scrolls, and the focused button
    // is scrolled into view.
    height: Math.min(implicitHeight, (parent ? parent.height : implicitHeight) - 2 * Theme.pad)

    contentItem: KeyScrollArea {
        id: dialogScroll
        followFocus: true
        Accessible.ignored: true
        implicitWidth: dialogColumn.implicitWidth
        implicitHeight: dialogColumn.implicitHeight
        contentWidth: width  // up and down only
        contentHeight: dialogColumn.implicitHeight
        // The scroll bar sits in the panel's right margin: the text keeps its width whether
        // the panel scrolls or not (a width that changed with scrolling made the layout of a
        // panel just as tall as the window loop for ever).
        ScrollBar.vertical: ScrollMark {
            parent: dialog.background
            x: dialog.width - (dialog.rightPadding + width) / 2
            y: dialog.topPadding
            height: dialogScroll.height
        }
        ColumnLayout {
            id: dialogColumn
            width: dialogScroll.width
            spacing: Theme.pad
            Keys.onEscapePressed: dialog.escapePressed()
            // The sound key mutes here too (the window's shortcut does not reach a modal dialog).
            Keys.onPressed: (event) => {
                if (KeyMap.actionFor(event.key, event.modifiers) === "mute") {
                    AppSettings.toggleSound()
                    event.accepted = true
                }
            }
            Text {
                Layout.alignment: Qt.AlignHCenter
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: dialog.heading
                color: dialog.headingColor
                font.pixelSize: dialog.large ? Theme.fontDisplay : Theme.fontTitle
                font.weight: dialog.large ? Font.Black : Font.Bold
                Accessible.ignored: true
            }
            Text {
                visible: dialog.subtitle !== ""
                Layout.alignment: Qt.AlignHCenter
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                text: dialog.subtitle
                color: Theme.textDim
                font.pixelSize: Theme.fontBody
                Accessible.ignored: true
            }
            GridLayout {
                visible: dialog.facts.length > 0
                Layout.alignment: Qt.AlignHCenter
                Layout.maximumWidth: dialogColumn.width
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
                        Layout.maximumWidth: Math.min(300, dialogColumn.width / 2)
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
            // The buttons on one line, or wrapped onto more when wider than the panel (large
            // text): a row wider than the panel would push the whole panel off its centre.
            Flow {
                id: buttonRow
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.gap
                spacing: Theme.pad
                readonly property real naturalWidth: {
                    let w = -spacing
                    for (const c of children)
                        if (c.visible)
                            w += c.implicitWidth + spacing
                    return Math.max(0, w)
                }
                Layout.preferredWidth: Math.min(naturalWidth, dialogColumn.width)
            }
        }
    }
}
