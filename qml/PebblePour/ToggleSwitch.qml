import QtQuick
import QtQuick.Controls.Basic
import PebblePour.Backend

// An on/off setting with a large track and the state also written as text.
Switch {
    id: control
    property string name: ""
    property string explanation: ""  // said after the name and state
    implicitHeight: Math.max(Theme.hitTarget, contentItem.implicitHeight + 12)
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.CheckBox
    Accessible.name: Announcer.spokenForm(name)
    Accessible.checkable: true
    Accessible.checked: checked
    Accessible.description: Announcer.spokenForm(explanation)
    // Return and Enter flip it as Space does, and tell the setting (toggle() alone changes
    // only what is shown: the profile kept the old value).
    function flip() {
        toggle()
        toggled()
    }
    Keys.onReturnPressed: flip()
    Keys.onEnterPressed: flip()
    indicator: Rectangle {
        implicitWidth: 64
        implicitHeight: 34
        x: control.leftPadding
        y: parent.height / 2 - height / 2
        radius: height / 2
        color: control.checked ? Theme.accent : Theme.surfaceRaised
        border.color: control.checked ? Qt.darker(Theme.accent, 1.3) : Theme.line
        border.width: Theme.contrast ? 2 : 1
        Rectangle {
            x: control.checked ? parent.width - width - 4 : 4
            anchors.verticalCenter: parent.verticalCenter
            width: 26; height: 26; radius: 13
            color: control.checked ? Theme.accentText : Theme.textDim
            Behavior on x { NumberAnimation { duration: Theme.quick } }
        }
        FocusRing { shown: control.activeFocus }
    }
    contentItem: Text {
        leftPadding: control.indicator.width + control.spacing + 6
        text: control.checked ? qsTr("On") : qsTr("Off")
        color: Theme.textColor
        font.pixelSize: Theme.fontBody
        verticalAlignment: Text.AlignVCenter
    }
}
