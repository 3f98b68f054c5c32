pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: statsScreen
    objectName: "statsScreen"
    title: qsTr("Statistics")
    initialFocus: statsList

    property var rows: AppState.statsRows()
    StackView.onActivating: rows = AppState.statsRows()

    ScreenPage {
        screen: statsScreen
        spacing: Theme.padLarge
        subtitle: qsTr("Facts about your play, kept on this device. No streaks, no leaderboards.")
        Card {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumWidth: 900
            Layout.alignment: Qt.AlignHCenter
            ListView {
                id: statsList
                objectName: "statsList"
                anchors.fill: parent
                anchors.margins: Theme.padLarge
                clip: true
                spacing: Theme.gap
                model: statsScreen.rows
                activeFocusOnTab: true
                keyNavigationEnabled: true
                // Home/End jump at once (instant with reduced motion), not at the default 400 px/s.
                highlightMoveDuration: Theme.normal
                highlightMoveVelocity: -1
                Keys.onPressed: (event) => {
                    if (event.key === Qt.Key_Home) currentIndex = 0
                    else if (event.key === Qt.Key_End) currentIndex = count - 1
                    else return
                    event.accepted = true
                }
                Accessible.role: Accessible.List
                Accessible.name: statsScreen.title
                delegate: Rectangle {
                    id: statRow
                    required property var modelData
                    width: ListView.view.width
                    height: modelData.heading ? 52 : 44
                    color: "transparent"
                    Accessible.role: Accessible.ListItem
                    Accessible.name: modelData.value === "" ? modelData.label : modelData.label + ": " + modelData.value
                    Accessible.focusable: true
                    RowLayout {
                        anchors.fill: parent
                        anchors.leftMargin: Theme.gap
                        anchors.rightMargin: Theme.gap
                        Text {
                            text: statRow.modelData.label
                            color: statRow.modelData.heading ? Theme.teal : Theme.textDim
                            font.pixelSize: statRow.modelData.heading ? Theme.fontHeading : Theme.fontBody
                            font.weight: statRow.modelData.heading ? Font.DemiBold : Font.Normal
                            Layout.fillWidth: true
                        }
                        Text {
                            text: statRow.modelData.value
                            color: Theme.textColor
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                        }
                    }
                    FocusRing { shown: statRow.activeFocus; anchors.margins: 1; radius: 8 }
                }
            }
        }
    }
}
