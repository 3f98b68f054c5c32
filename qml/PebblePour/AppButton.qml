import QtQuick
import PebblePour.Backend

// The app's button: generous hit target, themed, focus ring, accessible by its text.
ButtonBase {
    id: control
    property bool primary: false
    property string hint: ""
    implicitHeight: Math.max(Theme.hitTarget, contentItem.implicitHeight + 20)
    implicitWidth: Math.max(Theme.hitTarget * 2, contentItem.implicitWidth + 40)
    font.pixelSize: Theme.fontBody
    font.weight: Font.DemiBold
    Accessible.description: Announcer.spokenForm(hint)

    contentItem: Text {
        text: control.text
        font: control.font
        color: !control.enabled ? Theme.textDisabled : control.primary ? Theme.accentText : Theme.textColor
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }
    background: Rectangle {
        radius: Theme.radius
        opacity: control.enabled ? 1 : 0.45
        color: control.primary ? (control.down ? Qt.darker(Theme.accent, 1.2) : control.hovered ? Qt.lighter(Theme.accent, 1.08) : Theme.accent)
                               : (control.down ? Theme.surface : control.hovered ? Theme.surfaceHover : Theme.surfaceRaised)
        border.width: Theme.contrast ? 2 : 1
        border.color: control.primary ? Qt.darker(Theme.accent, 1.3) : Theme.line
        Behavior on color { ColorAnimation { duration: Theme.quick } }
        FocusRing { shown: control.visualFocus || control.activeFocus }
    }
}
