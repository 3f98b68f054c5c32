pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// What every stone and mark means.
Card {
    Layout.fillWidth: true
    implicitHeight: legendColumn.implicitHeight + 2 * Theme.pad
    color: Theme.surface
    ColumnLayout {
        id: legendColumn
        anchors.fill: parent
        anchors.margins: Theme.pad
        spacing: Theme.gap
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Stones and special bowls")
            color: Theme.teal
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
        }
        GridLayout {
            // Two columns while the names are short, one when they are long.
            readonly property int longest: Math.max(...BowlsGame.legend.map(x => String(x.name).length))
            columns: longest > 15 || Theme.scale > 1.1 ? 1 : 2
            columnSpacing: Theme.pad
            rowSpacing: 4
            Repeater {
                model: BowlsGame.legend
                RowLayout {
                    id: legendRow
                    required property var modelData
                    spacing: 6
                    Stone {
                        visible: legendRow.modelData.letter !== ""
                        letter: legendRow.modelData.letter || "r"
                        size: 20
                    }
                    ModifierBadge {
                        visible: legendRow.modelData.modifier !== ""
                        kind: legendRow.modelData.modifier
                        size: 20
                    }
                    Text {
                        Layout.maximumWidth: (legendColumn.width - Theme.pad) / 2 - 26 + (legendRow.parent && (legendRow.parent as GridLayout).columns === 1 ? legendColumn.width / 2 : 0)
                        text: legendRow.modelData.name
                        color: Theme.textDim
                        font.pixelSize: Math.round(Theme.fontSmall * 0.9)
                        elide: Text.ElideRight
                    }
                }
            }
        }
    }
}
