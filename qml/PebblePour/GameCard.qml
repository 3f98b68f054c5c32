import QtQuick
import QtQuick.Layouts

// One game on Home: a small picture of it, its name, what it is in a sentence, and its
// buttons (the children, stacked and each placed by its own Layout.alignment). The cards of
// a row share its width equally and are never shorter than what they hold (large text, a
// Continue button).
Card {
    id: card
    property string name: ""
    property string blurb: ""
    property Component picture: null
    default property alias buttons: buttonColumn.data
    // The width the card needs to show its widest row (its buttons, at this text size) whole:
    // Home puts the two cards side by side only when both have it.
    readonly property real naturalWidth: Math.max(buttonColumn.implicitWidth, nameText.implicitWidth)
        + 2 * Theme.padLarge + 2 * (Theme.focusWidth + 6)
    Layout.fillWidth: true
    Layout.preferredWidth: 1
    Layout.fillHeight: true
    Layout.minimumHeight: column.implicitHeight + 2 * Theme.padLarge
    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.padLarge
        spacing: Theme.pad
        Loader {
            Layout.alignment: Qt.AlignHCenter
            sourceComponent: card.picture
        }
        Text {
            id: nameText
            Layout.alignment: Qt.AlignHCenter
            text: card.name
            color: Theme.textColor
            font.pixelSize: Theme.fontTitle
            font.weight: Font.Bold
        }
        Text {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: card.blurb
            color: Theme.textDim
            font.pixelSize: Theme.fontBody
        }
        Item { Layout.fillHeight: true }
        ColumnLayout {
            id: buttonColumn
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.pad
        }
    }
}
