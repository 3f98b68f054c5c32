pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// What every stone and mark means. One Tab stop, read as one line; while it has the focus,
// the arrow and page keys scroll the panel holding it (scroller), so a legend taller than the
// window can be read by keyboard. Names wrap rather than being cut off.
Card {
    id: legend
    objectName: "bowlsLegend"
    property KeyScrollArea scroller: null
    Layout.fillWidth: true
    implicitHeight: legendColumn.implicitHeight + 2 * Theme.pad
    color: BowlsTheme.current.panel
    border.color: BowlsTheme.current.panelLine
    activeFocusOnTab: true
    Accessible.role: Accessible.StaticText
    Accessible.name: Announcer.spokenForm(BowlsGame.legendText)
    Accessible.focusable: true
    // Its stone symbols keep to the clip of the page that scrolls it: the page's ShapesInView
    // (BowlsPlayScreen) hides those wholly out of view.
    Keys.onPressed: (event) => { event.accepted = legend.scroller !== null && legend.scroller.scrollFor(event.key) }
    // Inside the edge, as it was drawn when the legend was a layer that cut off what lay outside.
    FocusRing { shown: legend.activeFocus; anchors.margins: 3; radius: Theme.radius }
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
            Layout.fillWidth: true
            // Two columns while the longest name has room in one (beside its mark), one when not.
            columns: longestName.advanceWidth + 20 + 6 <= (legendColumn.width - columnSpacing) / 2 ? 2 : 1
            columnSpacing: Theme.pad
            rowSpacing: 4
            TextMetrics {
                id: longestName
                font.pixelSize: Math.round(Theme.fontSmall * 0.9)
                text: BowlsGame.legend.map(x => String(x.name)).reduce((a, b) => b.length > a.length ? b : a, "")
            }
            Repeater {
                model: BowlsGame.legend
                RowLayout {
                    id: legendRow
                    required property var modelData
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1  // the columns share the width equally
                    spacing: 6
                    Stone {
                        visible: legendRow.modelData.letter !== ""
                        letter: legendRow.modelData.letter || "r"
                        size: 20
                        Layout.alignment: Qt.AlignTop
                    }
                    ModifierBadge {
                        visible: legendRow.modelData.modifier !== ""
                        kind: legendRow.modelData.modifier
                        size: 20
                        Layout.alignment: Qt.AlignTop
                    }
                    Text {
                        Layout.fillWidth: true
                        text: legendRow.modelData.name
                        color: Theme.textDim
                        font.pixelSize: Math.round(Theme.fontSmall * 0.9)
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
