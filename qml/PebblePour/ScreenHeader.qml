import QtQuick
import QtQuick.Layouts

// Title row with the visible way back.
RowLayout {
    id: header
    property string title: ""
    property string subtitle: ""
    property bool showBack: true
    signal back()
    spacing: Theme.pad
    AppButton {
        visible: header.showBack
        text: qsTr("← Back")
        hint: qsTr("Escape")
        onClicked: header.back()
    }
    ColumnLayout {
        spacing: 0
        Layout.fillWidth: true
        Text {
            text: header.title
            color: Theme.textColor
            font.pixelSize: Theme.fontTitle
            font.weight: Font.Bold
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Text {
            visible: text !== ""
            text: header.subtitle
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }
    }
}
