pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import PebblePour.Backend


// A value stepped with the arrow keys or the − and + buttons (the board editor's colour
// count, goal, goal colour, amount and move limit). One Tab stop; its name is its label and
// value ("Colours: 3"), changed in place so a screen reader reads it once.
FocusScope {
    id: stepper
    required property string name   // what is read: the label and the value
    required property string label
    required property string value
    signal step(int by)
    implicitHeight: Math.max(Theme.hitTarget, row.implicitHeight) + 2 * Theme.gap
    implicitWidth: row.implicitWidth + 2 * Theme.pad
    activeFocusOnTab: true
    Accessible.role: Accessible.SpinBox
    Accessible.name: Announcer.spokenForm(name)
    Accessible.focusable: true
    Accessible.description: Announcer.spokenForm(qsTr("Left and Right arrows change it"))
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Right || event.key === Qt.Key_Up || event.key === Qt.Key_Plus)
            stepper.step(1)
        else if (event.key === Qt.Key_Left || event.key === Qt.Key_Down || event.key === Qt.Key_Minus)
            stepper.step(-1)
        else
            return
        event.accepted = true
    }
    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: Theme.surfaceRaised
        border.width: Theme.contrast ? 2 : 1
        border.color: Theme.line
        FocusRing { shown: stepper.activeFocus }
    }
    RowLayout {
        id: row
        anchors.fill: parent
        anchors.topMargin: Theme.gap
        anchors.bottomMargin: Theme.gap
        anchors.leftMargin: Theme.pad
        anchors.rightMargin: Theme.gap
        spacing: Theme.gap
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0
            Text {
                Layout.fillWidth: true
                text: stepper.label
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
            }
            Text {
                Layout.fillWidth: true
                text: stepper.value
                color: Theme.textColor
                font.pixelSize: Theme.fontBody
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
            }
        }
        Repeater {
            model: [-1, 1]
            Rectangle {
                id: stepButton
                required property int modelData
                Layout.preferredWidth: Theme.hitTarget
                Layout.preferredHeight: Theme.hitTarget - 8
                radius: Theme.radius - 4
                color: press.pressed ? Theme.surface : press.containsMouse ? Theme.surfaceHover : Theme.bgTop
                border.width: 1
                border.color: Theme.line
                Accessible.ignored: true
                Text {
                    anchors.centerIn: parent
                    text: stepButton.modelData < 0 ? "−" : "+"
                    color: Theme.accent
                    font.pixelSize: Theme.fontHeading
                    font.weight: Font.Bold
                }
                MouseArea {
                    id: press
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: { stepper.forceActiveFocus(); stepper.step(stepButton.modelData) }
                }
            }
        }
    }
}
