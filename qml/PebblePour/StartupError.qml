import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

// Shown instead of the game when the profile cannot be opened at all: one clear sentence,
// nothing lost (the file is left as it is), and a way out.
ApplicationWindow {
    id: errorWindow
    required property string message
    width: 720
    height: 320
    visible: true
    title: qsTr("Pebble & Pour")
    color: "#0e1522"
    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 32
        spacing: 16
        Text {
            text: qsTr("Pebble & Pour cannot start")
            color: "#ffffff"
            font.pixelSize: 28
            font.weight: Font.Bold
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            Layout.fillWidth: true
            text: errorWindow.message
            color: "#ffffff"
            font.pixelSize: 17
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        Item { Layout.fillHeight: true }
        Button {
            id: quit
            Layout.alignment: Qt.AlignRight
            text: qsTr("Quit")
            focus: true
            font.pixelSize: 17
            Accessible.role: Accessible.Button
            Accessible.name: text
            onClicked: Qt.quit()
            Keys.onReturnPressed: Qt.quit()
            Keys.onEscapePressed: Qt.quit()
            implicitWidth: 140
            implicitHeight: 48
            contentItem: Text {
                text: quit.text
                font: quit.font
                color: "#1b1406"
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                radius: 14
                color: quit.down ? "#d9a23a" : "#f4b942"
                border.width: quit.activeFocus ? 3 : 0
                border.color: "#ffd766"
            }
        }
    }
    Component.onCompleted: quit.forceActiveFocus()
}
