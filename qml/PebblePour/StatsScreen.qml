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
    StackView.onActivating: { rows = AppState.statsRows(); Achievements.refresh() }

    ScreenPage {
        screen: statsScreen
        spacing: Theme.padLarge
        subtitle: qsTr("Facts about your play, kept on this device. No streaks, no leaderboards.")
        // Facts on the left, achievements on the right: two lists, two Tab stops.
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumWidth: 1500
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.padLarge
            Card {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
                ColumnLayout {
                    anchors.fill: parent
                    anchors.margins: Theme.padLarge
                    spacing: Theme.gap
                    CardHeading { id: factsHeading; text: qsTr("Your play") }
                    KeyList {
                        id: statsList
                        objectName: "statsList"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        model: statsScreen.rows
                        cacheBuffer: 10000  // every row exists: a screen reader counts them all
                        // Named by its heading, not by the screen (a reader would say "Statistics" twice).
                        Accessible.name: Announcer.spokenForm(factsHeading.text)
                        delegate: FocusScope {
                            id: statRow
                            required property var modelData
                            width: ListView.view.width
                            // Half the screen wide: a long label wraps and its row grows.
                            height: Math.max(modelData.heading ? 52 : 44, statLine.implicitHeight + 12)
                            // What a screen reader reads (see ReaderSpan.qml): counted when scrolled out.
                            ReaderSpan {
                                entry: statRow
                                view: statRow.ListView.view
                                focus: true
                                Accessible.role: Accessible.ListItem
                                Accessible.name: Announcer.spokenForm(statRow.modelData.value === "" ? statRow.modelData.label : statRow.modelData.label + ": " + statRow.modelData.value)
                                Accessible.focusable: true
                            }
                            RowLayout {
                                id: statLine
                                anchors.fill: parent
                                anchors.leftMargin: Theme.gap
                                anchors.rightMargin: Theme.gap
                                spacing: Theme.pad
                                Text {
                                    text: statRow.modelData.label
                                    wrapMode: Text.WordWrap
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
            AchievementsCard {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 1
            }
        }
        // After both lists in the Tab cycle (drawn below them): Back stays the stop before the
        // screen's first focus.
        AppButton {
            objectName: "openCharts"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Charts")
            hint: qsTr("Your moves and scores over time, drawn and in words")
            onClicked: statsScreen.openScreen("charts", {})
        }
    }

    // The heading of one of the two cards.
    component CardHeading: Text {
        Layout.fillWidth: true
        Layout.leftMargin: Theme.gap
        color: Theme.teal
        font.pixelSize: Theme.fontHeading
        font.weight: Font.DemiBold
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.Heading
        Accessible.name: Announcer.spokenForm(text)
    }

    // Every achievement, earned (when, and the theme it unlocked) or open (what to do); the
    // theme the next one unlocks is said once, under the count. Words: ui/achievements.py.
    component AchievementsCard: Card {
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.padLarge
            spacing: Theme.gap
            CardHeading { text: qsTr("Achievements") }
            KeyList {
                id: achievementList
                objectName: "achievementList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                // The count and the theme the next one unlocks scroll with the list: in a
                // short card (a small window, large text) they never spill over what is below.
                header: Column {
                    width: ListView.view.width - Theme.gutter
                    bottomPadding: Theme.gap
                    spacing: Theme.gap
                    Text {
                        objectName: "achievementCount"
                        width: parent.width - Theme.gap
                        x: Theme.gap
                        text: Achievements.summary
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    Text {
                        objectName: "nextUnlock"
                        visible: text !== ""
                        width: parent.width - Theme.gap
                        x: Theme.gap
                        text: Achievements.nextUnlock
                        color: Theme.teal
                        font.pixelSize: Theme.fontSmall
                        font.weight: Font.DemiBold
                        wrapMode: Text.WordWrap
                    }
                }
                // Back on the first row, the count above it is in view again.
                onCurrentIndexChanged: if (currentIndex === 0) positionViewAtBeginning()
                // The focused row keeps room for its ring inside the clipped view.
                leftMargin: 6
                rightMargin: 6
                topMargin: 6
                bottomMargin: 6
                highlightRangeMode: ListView.ApplyRange
                preferredHighlightBegin: 6
                preferredHighlightEnd: height - 6
                model: Achievements.model
                // Every row exists (17 are cheap), so a screen reader counts them all.
                cacheBuffer: 10000
                ScrollBar.vertical: ScrollMark {}
                Accessible.name: Announcer.spokenForm(qsTr("Achievements, %1").arg(Achievements.spokenSummary))
                delegate: FocusScope {
                    id: achievement
                    required property int index
                    required property string name
                    required property string description
                    required property bool earned
                    required property string status
                    required property string unlock
                    required property string spoken
                    objectName: "achievement_" + index
                    width: ListView.view.width - Theme.gutter
                    height: texts.implicitHeight + 2 * Theme.pad
                    Rectangle {
                        anchors.fill: parent
                        radius: Theme.radius
                        color: achievement.earned ? Theme.surfaceRaised : "transparent"
                        border.width: achievement.earned ? 2 : 1
                        border.color: achievement.earned ? Theme.success : Theme.line
                    }
                    // What a screen reader reads (see ReaderSpan.qml): counted when scrolled out.
                    ReaderSpan {
                        entry: achievement
                        view: achievement.ListView.view
                        focus: true
                        Accessible.role: Accessible.ListItem
                        Accessible.name: Announcer.spokenForm(achievement.spoken)
                        Accessible.focusable: true
                    }
                    // The badge: a tick in a filled disc once earned, a padlock while open.
                    Rectangle {
                        id: badge
                        x: Theme.pad
                        y: Theme.pad
                        width: 32
                        height: 32
                        radius: 16
                        color: achievement.earned ? Theme.success : "transparent"
                        border.width: achievement.earned ? 0 : 2
                        border.color: Theme.locked
                        Text {
                            visible: achievement.earned
                            anchors.centerIn: parent
                            text: "✓"
                            color: Theme.accentText
                            font.pixelSize: 20
                            font.weight: Font.Bold
                        }
                        LockIcon { visible: !achievement.earned; anchors.centerIn: parent; color: Theme.textDim }
                    }
                    ColumnLayout {
                        id: texts
                        anchors.left: badge.right
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: Theme.pad
                        spacing: 2
                        Text {
                            Layout.fillWidth: true
                            text: achievement.name
                            color: Theme.textColor
                            font.pixelSize: Theme.fontBody
                            font.weight: Font.Bold
                            wrapMode: Text.WordWrap
                        }
                        Text {
                            Layout.fillWidth: true
                            text: achievement.description
                            color: Theme.textDim
                            font.pixelSize: Theme.fontSmall
                            wrapMode: Text.WordWrap
                        }
                        Text {
                            Layout.fillWidth: true
                            // Earned: when, and the theme it unlocked. Open: nothing more (the
                            // lock says it; the theme the next one unlocks is said once, above).
                            visible: achievement.earned
                            text: achievement.unlock === "" ? achievement.status : achievement.status + " · " + achievement.unlock
                            color: achievement.earned ? Theme.success : Theme.teal
                            font.pixelSize: Theme.fontSmall
                            font.weight: Font.DemiBold
                            wrapMode: Text.WordWrap
                        }
                    }
                    FocusRing { shown: achievement.activeFocus; anchors.margins: -4 }
                    MouseArea {
                        anchors.fill: parent
                        onClicked: { achievementList.currentIndex = achievement.index; achievementList.forceActiveFocus() }
                    }
                }
            }
        }
    }
}
