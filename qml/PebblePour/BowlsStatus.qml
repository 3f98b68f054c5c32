pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// The side panel's facts: the goal and its progress, moves left and score, the last move's
// points, the best so far and the practice badge.
Card {
    id: status
    // Set by the play screen.
    property bool isPuzzle: false
    Layout.fillWidth: true
    implicitHeight: statusColumn.implicitHeight + 2 * Theme.pad
    color: BowlsTheme.current.panelRaised
    border.color: BowlsTheme.current.panelLine
    ColumnLayout {
        id: statusColumn
        anchors.fill: parent
        anchors.margins: Theme.pad
        spacing: Theme.gap
        Text {
            text: qsTr("Goal")
            color: Theme.teal
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
        }
        Text {
            objectName: "bowlsGoal"
            Layout.fillWidth: true
            text: BowlsGame.goalText
            color: Theme.textColor
            font.pixelSize: Theme.fontBody
            font.weight: Font.Bold
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: Announcer.spokenForm(qsTr("Goal: %1").arg(text))
        }
        Rectangle {
            visible: status.isPuzzle
            Layout.fillWidth: true
            implicitHeight: 10
            radius: 5
            color: BowlsTheme.current.panel
            border.color: BowlsTheme.current.panelLine
            Rectangle {
                width: parent.width * BowlsGame.goalFraction
                height: parent.height
                radius: 5
                color: Theme.success
            }
        }
        Text {
            visible: text !== ""
            Layout.fillWidth: true
            text: BowlsGame.goalProgress
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        GridLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.gap
            columns: 2
            columnSpacing: Theme.pad
            rowSpacing: 2
            // Two equal columns; a label too long for its column wraps.
            component Caption: Text {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignBottom
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
            Caption {
                visible: BowlsGame.movesLeft >= 0
                text: qsTr("Moves left")
            }
            Caption {
                visible: BowlsGame.movesLeft >= 0
                text: qsTr("Score")
            }
            Text {
                visible: BowlsGame.movesLeft >= 0
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: BowlsGame.movesLeft
                color: BowlsGame.movesLeft <= 1 ? Theme.accent : Theme.textColor
                font.pixelSize: Theme.fontTitle
                font.weight: Font.Bold
                Accessible.role: Accessible.StaticText
                Accessible.name: Announcer.spokenForm(qsTr("%Ln moves left", "", BowlsGame.movesLeft))
            }
            Text {
                visible: BowlsGame.movesLeft >= 0
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                text: BowlsGame.scoreText
                color: Theme.textColor
                font.pixelSize: Theme.fontTitle
                font.weight: Font.Bold
                Accessible.role: Accessible.StaticText
                Accessible.name: Announcer.spokenForm(qsTr("Score %1").arg(BowlsGame.scoreText))
            }
            Caption {
                visible: BowlsGame.movesLeft < 0
                Layout.columnSpan: 2
                text: qsTr("Score")
            }
            Text {
                objectName: "bowlsScore"
                visible: BowlsGame.movesLeft < 0
                Layout.columnSpan: 2
                text: BowlsGame.scoreText
                color: Theme.textColor
                font.pixelSize: Theme.fontDisplay
                font.weight: Font.Black
                Accessible.role: Accessible.StaticText
                Accessible.name: Announcer.spokenForm(qsTr("Score %1").arg(BowlsGame.scoreText))
            }
        }
        Text {
            visible: BowlsGame.moves > 0 && !status.isPuzzle && !BowlsGame.playing
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: BowlsGame.lastMultiplier > 1 ? qsTr("Last move: +%1 · ×%2").arg(BowlsGame.lastPointsText).arg(BowlsGame.lastMultiplier) : qsTr("Last move: +%1").arg(BowlsGame.lastPointsText)
            color: BowlsGame.lastMultiplier > 1 ? BowlsTheme.groupFlash : Theme.textDim
            font.pixelSize: Theme.fontSmall
            font.weight: BowlsGame.lastMultiplier > 1 ? Font.Bold : Font.Normal
        }
        Text {
            Layout.fillWidth: true
            visible: text !== ""
            text: BowlsGame.bestText
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        // The practice badge: after the first undo in Endless or Daily.
        Rectangle {
            objectName: "practiceBadge"
            visible: BowlsGame.practice
            Layout.maximumWidth: statusColumn.width
            implicitWidth: practiceText.implicitWidth + 20
            implicitHeight: practiceText.implicitHeight + 8
            radius: height / 2
            color: "transparent"
            border.color: Theme.accent
            border.width: 2
            Accessible.role: Accessible.StaticText
            Accessible.name: Announcer.spokenForm(qsTr("Practice: undo was used, so this attempt sets no record"))
            Text {
                id: practiceText
                anchors.centerIn: parent
                width: Math.min(implicitWidth, parent.width - 20)
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("Practice · no record")
                color: Theme.accent
                font.pixelSize: Theme.fontSmall
                font.weight: Font.Bold
            }
        }
    }
}
