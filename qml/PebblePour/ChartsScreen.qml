pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// Statistics → Charts: each chart a row of bars with its one-sentence summary. A screen reader
// reads a chart as a list (its table): Left and Right step from bar to bar, each read in
// words ("Level 3: 8 moves, shortest 6"); Tab goes to the next chart.
AppScreen {
    id: chartsScreen
    objectName: "chartsScreen"
    title: qsTr("Charts")
    initialFocus: firstBars
    // The first chart with bars takes the focus (a chart without any is no Tab stop).
    property Item firstBars: null

    property var charts: AppState.charts()
    StackView.onActivating: charts = AppState.charts()

    ScreenPage {
        screen: chartsScreen
        subtitle: qsTr("Your play over time. Each bar is read in words; Left and Right move along a chart.")
        KeyScrollArea {
            id: chartScroll
            objectName: "chartScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: chartColumn.implicitHeight + 2 * Theme.gap
            followFocus: true
            ScrollBar.vertical: ScrollMark {}
            ColumnLayout {
                id: chartColumn
                x: Theme.gap
                y: Theme.gap
                width: Math.min(1400, chartScroll.width - 2 * Theme.gap)
                spacing: Theme.pad
                Repeater {
                    model: chartsScreen.charts
                    ChartCard {}
                }
            }
        }
    }

    // One chart: its title, its summary, its bars (a list a keyboard and a screen reader walk).
    component ChartCard: Card {
        id: card
        required property var modelData
        Layout.fillWidth: true
        implicitHeight: cardColumn.implicitHeight + 2 * Theme.pad
        activeFocusOnTab: false
        ColumnLayout {
            id: cardColumn
            anchors.fill: parent
            anchors.margins: Theme.pad
            spacing: Theme.gap
            Text {
                Layout.fillWidth: true
                text: card.modelData.title
                color: Theme.teal
                font.pixelSize: Theme.fontHeading
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Text {
                Layout.fillWidth: true
                text: card.modelData.bars.length > 0 ? card.modelData.summary
                      : card.modelData.key === "tubesLevels" ? qsTr("Solve a level to see your moves here.")
                      : card.modelData.key === "tubesDailies" ? qsTr("Complete a Tubes Daily to see your moves here.")
                      : card.modelData.key === "endless" ? qsTr("End an Endless attempt to see its score here.")
                      : qsTr("Play a Daily to see its score here.")
                color: Theme.textColor
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap
            }
            // The app's keyboard list (Home / End, one Tab stop, one-switch rounds), laid
            // out as bars side by side.
            KeyList {
                id: bars
                objectName: "chart-" + card.modelData.key
                visible: count > 0
                activeFocusOnTab: count > 0
                clip: false  // the focus ring is drawn round the chart, outside it
                spacing: 0
                Layout.fillWidth: true
                Layout.preferredHeight: 160 + Theme.fontSmall + Theme.gap
                orientation: ListView.Horizontal
                interactive: false
                highlightMoveDuration: 0
                model: card.modelData.bars
                // Narrow bars when there are many; never wider than 56 px when there are few.
                readonly property real slot: count > 0 ? Math.min(56, width / count) : 0
                Component.onCompleted: if (count > 0 && chartsScreen.firstBars === null) chartsScreen.firstBars = bars
                Accessible.name: card.modelData.title
                Accessible.description: card.modelData.summary
                delegate: FocusScope {
                    id: bar
                    required property var modelData
                    required property int index
                    width: bars.slot
                    height: bars.height
                    readonly property real plot: bars.height - Theme.fontSmall - Theme.gap
                    readonly property real unit: (plot - 10) / card.modelData.top  // headroom
                    Item {
                        focus: true
                        anchors.fill: parent
                        Accessible.role: Accessible.ListItem
                        Accessible.name: bar.modelData.text
                        Accessible.focusable: true
                    }
                    // The bar: the moves or the score, from the baseline up.
                    Rectangle {
                        x: bar.width * 0.15
                        width: Math.max(2, bar.width * 0.7)
                        height: Math.max(2, bar.unit * bar.modelData.value)
                        y: bar.plot - height
                        radius: Math.min(4, width / 2)
                        color: bar.ListView.isCurrentItem && bars.activeFocus ? Theme.focus
                               : bar.modelData.dim ? Theme.locked : Theme.accent
                    }
                    // The shortest solution: a line across the bar.
                    Rectangle {
                        visible: bar.modelData.mark > 0
                        x: bar.width * 0.05
                        width: bar.width * 0.9
                        height: 3
                        y: bar.plot - bar.unit * bar.modelData.mark - 1
                        // White in high contrast: the focused bar is drawn in the focus colour.
                        color: Theme.contrast ? Theme.textColor : Theme.teal
                    }
                    Text {
                        // A label under every bar while they are wide enough to read.
                        visible: bars.slot >= 22 || bar.index % Math.ceil(22 / Math.max(1, bars.slot)) === 0
                        anchors.horizontalCenter: parent.horizontalCenter
                        y: bar.plot + Theme.gap / 2
                        text: bar.modelData.label
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                    }
                }
                FocusRing { shown: bars.activeFocus; anchors.margins: -4; radius: 8 }
            }
            // The key: what the colours mean (Tubes only: the shortest line).
            Text {
                visible: card.modelData.key.startsWith("tubes") && bars.count > 0
                Layout.fillWidth: true
                text: qsTr("Bars: your fewest moves. Line: the shortest solution.")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
        }
    }
}
