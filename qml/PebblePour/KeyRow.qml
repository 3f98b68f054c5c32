pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// One action of Settings → Keys (KeysScreen.qml): its name, and its key drawn as a keycap.
FocusScope {
    id: keyRow
    required property string modelData
    required property int index
    readonly property bool waiting: KeyMap.capturing === keyRow.modelData
    readonly property bool rebound: KeyMap.labels[keyRow.modelData] !== KeyMap.defaultLabels[keyRow.modelData]
    objectName: "keyRow_" + modelData
    width: ListView.view ? ListView.view.width - ListView.view.leftMargin - ListView.view.rightMargin : 0
    height: Math.max(Theme.hitTarget + 8, line.implicitHeight + 2 * Theme.gap)
    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: keyRow.waiting || keyRow.ListView.isCurrentItem ? Theme.surfaceHover : Theme.surfaceRaised
        border.width: keyRow.rebound ? 2 : 1
        border.color: keyRow.rebound ? Theme.teal : Theme.line
        FocusRing { shown: keyRow.activeFocus }
    }
    // What a screen reader reads (see ReaderSpan.qml): counted when scrolled out.
    ReaderSpan {
        id: span
        entry: keyRow
        view: keyRow.ListView.view
        focus: true
        Accessible.role: Accessible.ListItem
        Accessible.name: Announcer.spokenForm(KeyMap.spoken[keyRow.modelData] ?? "")
        Accessible.focusable: true
        // A waiting row takes the next key (before any shortcut of the window).
        Keys.onShortcutOverride: (event) => { event.accepted = keyRow.waiting }
        Keys.onPressed: (event) => {
            if (keyRow.waiting) {
                if (event.key === Qt.Key_Escape) {
                    KeyMap.cancelCapture()
                    event.accepted = true
                } else if (event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab) {
                    KeyMap.cancelCapture()  // and Tab moves on as always
                    event.accepted = false
                } else if (!KeyMap.isModifier(event.key, event.modifiers)) {
                    KeyMap.capture(event.key, event.modifiers)
                    event.accepted = true
                } else {
                    event.accepted = true  // Ctrl, Shift…: wait for the key
                }
            } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
                KeyMap.startCapture(keyRow.modelData)
                event.accepted = true
            } else if (event.key === Qt.Key_Delete || event.key === Qt.Key_Backspace) {
                KeyMap.reset(keyRow.modelData)
                event.accepted = true
            }
        }
    }
    MouseArea {
        anchors.fill: parent
        onClicked: {
            keyRow.ListView.view.currentIndex = keyRow.index
            span.forceActiveFocus()
            KeyMap.startCapture(keyRow.modelData)
        }
    }
    RowLayout {
        id: line
        anchors.fill: parent
        anchors.leftMargin: Theme.pad
        anchors.rightMargin: Theme.pad
        spacing: Theme.pad
        Text {
            Accessible.ignored: true
            text: KeyMap.names[keyRow.modelData] ?? ""
            color: Theme.textColor
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Text {
            Accessible.ignored: true
            visible: keyRow.rebound && !keyRow.waiting
            text: qsTr("default %1", "the default key of an action").arg(KeyMap.defaultLabels[keyRow.modelData] ?? "")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        // The key, drawn as a keycap; while waiting, the question.
        Rectangle {
            Accessible.ignored: true
            Layout.preferredWidth: Math.max(Theme.hitTarget * 1.6, keyText.implicitWidth + 2 * Theme.pad)
            Layout.preferredHeight: Math.max(Theme.hitTarget - 8, keyText.implicitHeight + 10)
            radius: Theme.radius
            color: keyRow.waiting ? Theme.accent : Theme.surfaceRaised
            border.width: Theme.contrast ? 2 : 1
            border.color: keyRow.rebound ? Theme.teal : Theme.line
            Text {
                id: keyText
                anchors.centerIn: parent
                text: keyRow.waiting ? qsTr("Press a key…") : KeyMap.labels[keyRow.modelData] ?? ""
                color: keyRow.waiting ? Theme.accentText : Theme.textColor
                font.pixelSize: Theme.fontBody
                font.weight: Font.DemiBold
            }
        }
    }
}
