import QtQuick
import PebblePour.Backend

// A compact toolbar button: an icon of the set (ToolIcon) above a short label, with its
// shortcut as description.
ButtonBase {
    id: control
    property string iconName: ""
    property string shortcut: ""
    implicitWidth: Math.max(88, label.implicitWidth + 24)
    implicitHeight: Math.max(72, contentItem.implicitHeight + 20)
    Accessible.description: Announcer.spokenForm(shortcut !== "" ? qsTr("Key: %1", "the keyboard shortcut of a button").arg(shortcut) : "")
    contentItem: Column {
        spacing: 2
        ToolIcon {
            anchors.horizontalCenter: parent.horizontalCenter
            name: control.iconName
            size: Math.round(Theme.fontHeading * 1.15)
            color: control.enabled ? Theme.accent : Theme.locked
        }
        Text {
            id: label
            anchors.horizontalCenter: parent.horizontalCenter
            text: control.text
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
            color: control.enabled ? Theme.textColor : Theme.textDisabled
            // A long label (large text, long words) wraps inside the button, never past it.
            width: Math.min(implicitWidth, control.width - 12)
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
    }
    background: Rectangle {
        radius: Theme.radius
        color: control.down ? Theme.surface : control.hovered ? Theme.surfaceHover : Theme.surfaceRaised
        border.width: 1
        border.color: control.enabled ? Theme.line : Theme.locked
        opacity: control.enabled ? 1 : 0.5
        FocusRing { shown: control.activeFocus }
    }
}
