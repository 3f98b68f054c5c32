import QtQuick
import QtQuick.Layouts

// A settings row: label and explanation on the left, the control on the right.
RowLayout {
    id: row
    property string label: ""
    property string explanation: ""
    // A short line under the explanation ("Following your system"); said after it too.
    property string note: ""
    readonly property string spoken: note === "" ? explanation : explanation + " " + note
    default property alias control: holder.data
    // An option that only matters while the switch above it is on (one-switch timings, the
    // kinds of sound): drawn indented under it, joined to it by a rule.
    property bool dependent: false
    spacing: Theme.padLarge
    Layout.fillWidth: true
    Layout.leftMargin: dependent ? Theme.pad : 0
    Rectangle {
        visible: row.dependent
        Layout.fillHeight: true
        Layout.preferredWidth: 3
        radius: 1.5
        color: Theme.line
    }
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
        Text {
            visible: text !== ""
            text: row.note
            color: Theme.teal
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }
    }
    // The choices keep to at most 55 % of the row and wrap onto more lines (large text, long
    // words): the label and its explanation always keep the rest.
    Flow {
        id: holder
        spacing: Theme.gap
        readonly property real naturalWidth: {
            let w = -spacing
            for (const c of children)
                if (c.visible && c.implicitWidth > 0)
                    w += c.implicitWidth + spacing
            return Math.max(0, w)
        }
        Layout.preferredWidth: Math.min(naturalWidth, row.width * 0.55)
        Layout.alignment: Qt.AlignVCenter
    }
}
