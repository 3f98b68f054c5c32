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

    // Read once, as the screen is made (nothing above Charts can change what it shows).
    property var charts: AppState.charts()

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

    // One chart: its title, its summary, its legend, then its bars (a list a keyboard and a
    // screen reader walk) over grid lines, with the unit of the values above the axis of
    // their numbers, a label under each bar that has room for it (the month or the year
    // where it changes in a second row), and what lies along the chart under them.
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
                Accessible.name: Announcer.spokenForm(text)
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
            // The legend: what the bars and the line stand for.
            Flow {
                visible: bars.count > 0
                Layout.fillWidth: true
                spacing: Theme.pad
                Repeater {
                    model: card.modelData.legend
                    Row {
                        id: key
                        required property var modelData
                        spacing: Theme.gap
                        Item {
                            width: Math.round(Theme.fontSmall * 1.4)
                            height: keyText.height
                            Rectangle {
                                visible: key.modelData.kind !== "line"
                                anchors.centerIn: parent
                                width: parent.width * 0.6
                                height: parent.height * 0.8
                                radius: 2
                                color: key.modelData.kind === "dim" ? Theme.locked : Theme.accent
                            }
                            Rectangle {
                                visible: key.modelData.kind === "line"
                                anchors.centerIn: parent
                                width: parent.width
                                height: 3
                                color: Theme.contrast ? Theme.textColor : Theme.teal
                            }
                        }
                        Text {
                            id: keyText
                            text: key.modelData.text
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                }
            }
            Item {
                id: plot
                visible: bars.count > 0
                Layout.fillWidth: true
                implicitHeight: bars.y + bars.height + Theme.gap / 2 + axisText.height
                // The values' grid: the widest number on the left, the bars to its right.
                readonly property real axisWidth: tickMetrics.advanceWidth + Theme.gap
                // Room for every grid line's number, however large the text.
                readonly property real plotHeight: Math.max(160, (card.modelData.ticks.length - 1) * smallMetrics.height * 1.5)
                readonly property real highest: Math.max(1, card.modelData.top)
                function lineY(value: real): real {
                    return bars.y + plotHeight - plotHeight * value / highest
                }
                FontMetrics {
                    id: smallMetrics
                    font.pixelSize: Theme.fontSmall
                }
                TextMetrics {
                    id: tickMetrics
                    font.pixelSize: Theme.fontSmall
                    text: card.modelData.ticks.length > 0 ? card.modelData.ticks[card.modelData.ticks.length - 1].text : ""
                }
                // The unit of the values ("Moves"), over their axis.
                Text {
                    id: unitText
                    width: plot.width
                    wrapMode: Text.WordWrap
                    text: card.modelData.unit
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    font.weight: Font.DemiBold
                }
                Repeater {
                    model: card.modelData.ticks
                    Item {
                        id: tick
                        required property var modelData
                        required property int index
                        // A grid line across the chart, and its value at its left.
                        Rectangle {
                            x: plot.axisWidth
                            y: plot.lineY(tick.modelData.value)
                            width: plot.width - plot.axisWidth
                            height: 1
                            color: Theme.line
                            opacity: tick.index === 0 ? 1 : 0.6
                        }
                        Text {
                            x: plot.axisWidth - Theme.gap - width
                            y: plot.lineY(tick.modelData.value) - height / 2
                            text: tick.modelData.text
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                    }
                }
                // The app's keyboard list (Home / End, one Tab stop, one-switch rounds), laid
                // out as bars side by side.
                KeyList {
                    id: bars
                    objectName: "chart-" + card.modelData.key
                    x: plot.axisWidth
                    // the top grid line's number below the unit
                    y: unitText.height + Theme.gap / 2 + smallMetrics.height / 2
                    width: plot.width - plot.axisWidth
                    height: plot.plotHeight + Theme.gap / 2 + labelMetrics.height
                            + (card.modelData.widestSub !== "" ? subMetrics.height : 0)
                    activeFocusOnTab: count > 0
                    clip: false  // the focus ring is drawn round the chart, outside it
                    spacing: 0
                    orientation: ListView.Horizontal
                    interactive: false
                    highlightMoveDuration: 0
                    model: card.modelData.bars
                    // Narrow bars when there are many; never wider than 56 px when there are few.
                    readonly property real slot: count > 0 ? Math.min(56, width / count) : 0
                    // A label under every bar while they are wide enough for the widest, else
                    // under every second, fifth... bar.
                    readonly property int labelStep: slot > 0 ? Math.ceil((labelMetrics.advanceWidth + Theme.gap) / slot) : 1
                    // Which bars show their second-row label (the month or the year where it
                    // changes): from the left, each where the last one shown has left room.
                    readonly property var subShown: {
                        const shown = []
                        const wide = subMetrics.advanceWidth
                        let free = 0
                        for (let i = 0; i < card.modelData.bars.length; ++i) {
                            const at = Math.min(i * slot, width - wide)
                            const show = card.modelData.bars[i].sublabel !== "" && at >= free
                            shown.push(show)
                            if (show)
                                free = at + wide + 2 * Theme.gap
                        }
                        return shown
                    }
                    Component.onCompleted: if (count > 0 && chartsScreen.firstBars === null) chartsScreen.firstBars = bars
                    Accessible.name: Announcer.spokenForm(card.modelData.title)
                    Accessible.description: Announcer.spokenForm(card.modelData.summary)
                    TextMetrics {
                        id: labelMetrics
                        font.pixelSize: Theme.fontSmall
                        text: card.modelData.widest + "0"
                    }
                    TextMetrics {
                        id: subMetrics
                        font.pixelSize: Theme.fontSmall
                        font.weight: Font.DemiBold
                        text: card.modelData.widestSub
                    }
                    delegate: FocusScope {
                        id: bar
                        required property var modelData
                        required property int index
                        width: bars.slot
                        height: bars.height
                        readonly property real unit: plot.plotHeight / plot.highest
                        // Where the bar starts in the chart (its x can lag a resize).
                        readonly property real start: index * bars.slot
                        Item {
                            focus: true
                            anchors.fill: parent
                            Accessible.role: Accessible.ListItem
                            Accessible.name: Announcer.spokenForm(bar.modelData.text)
                            Accessible.focusable: true
                        }
                        // The bar: the moves or the score, from the baseline up.
                        Rectangle {
                            x: bar.width * 0.15
                            width: Math.max(2, bar.width * 0.7)
                            height: Math.max(2, bar.unit * bar.modelData.value)
                            y: plot.plotHeight - height
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
                            y: plot.plotHeight - bar.unit * bar.modelData.mark - 1
                            // White in high contrast: the focused bar is drawn in the focus colour.
                            color: Theme.contrast ? Theme.textColor : Theme.teal
                        }
                        // Under the bar's middle, kept inside the chart at both ends.
                        Text {
                            visible: bar.index % bars.labelStep === 0
                            x: Math.max(-bar.start, Math.min(bars.width - bar.start - implicitWidth, (bar.width - implicitWidth) / 2))
                            y: plot.plotHeight + Theme.gap / 2
                            text: bar.modelData.label
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                        }
                        // The month or the year, where it changes and there is room since the
                        // last one shown; kept inside the chart at its right end.
                        Text {
                            visible: bars.subShown[bar.index] === true
                            x: Math.min(0, bars.width - bar.start - implicitWidth)
                            y: plot.plotHeight + Theme.gap / 2 + labelMetrics.height
                            text: bar.modelData.sublabel
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            font.weight: Font.DemiBold
                        }
                    }
                    FocusRing { shown: bars.activeFocus; anchors.margins: -4; radius: 8 }
                }
                // What lies along the chart ("Days played").
                Text {
                    id: axisText
                    x: plot.axisWidth
                    y: bars.y + bars.height + Theme.gap / 2
                    width: bars.width
                    horizontalAlignment: Text.AlignHCenter
                    text: card.modelData.axis
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    font.italic: true
                    wrapMode: Text.WordWrap
                }
            }
        }
    }
}
