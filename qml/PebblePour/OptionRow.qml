import QtQuick
import QtQuick.Layouts

// A settings row: label and explanation on the left, the control on the right.
RowLayout {
    id: row
    property string label: ""
    property string explanation: ""
    default property alias control: holder.data
    spacing: Theme.padLarge
    Layout.fillWidth: true
    ColumnLayout {
        Layout.fillWidth: true
        spacing: 2
        Text {
            text: row.label
            color: Theme.textColor
            font.pixelSize: Theme.fontBody
            font.weight: Font.DemiBold
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }
        Text {
            visible: text !== ""
            text: row.explanation
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }
    }
    Row {
        id: holder
        spacing: Theme.gap
    }
}
