import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// Title row with the visible way back.
RowLayout {
    id: header
    property string title: ""
    property string subtitle: ""
    property bool showBack: true
    // On a play screen at large text or in a low window: the title a size smaller and no
    // subtitle, so that the board and its tools keep their room.
    property bool compact: false
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
            font.pixelSize: header.compact ? Theme.fontHeading : Theme.fontTitle
            font.weight: Font.Bold
            Layout.fillWidth: true
            // Between words; inside a word only when one word is wider than the line (a long
            // Polish month at 200 % beside the move counter).
            wrapMode: Text.Wrap
            Accessible.role: Accessible.Heading
            Accessible.name: Announcer.spokenForm(text)
        }
        Text {
            visible: text !== "" && !header.compact
            text: header.subtitle
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }
    }
}
