pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// Under the ring: the selected bowl's stones in queue order, the separate Sow button and, when
// the move preview is on, what the move would do.
Card {
    Layout.fillWidth: true
    implicitHeight: handColumn.implicitHeight + Theme.pad * 2
    color: BowlsTheme.current.panelRaised
    border.color: BowlsTheme.current.panelLine
    ColumnLayout {
        id: handColumn
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.margins: Theme.pad
        spacing: Theme.gap
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.pad
            Item {
                objectName: "bowlsHand"
                Layout.fillWidth: true
                implicitHeight: Math.max(handFlow.implicitHeight, 44)
                activeFocusOnTab: true
                Accessible.role: Accessible.StaticText
                Accessible.name: Announcer.spokenForm(BowlsGame.handText)
                Accessible.focusable: true
                FocusRing { shown: parent.activeFocus; radius: Theme.radius }
                // The label, then the stones: they go on to another line rather than run
                // under the Sow button, and the label wraps.
                Flow {
                    id: handFlow
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width
                    spacing: Theme.gap
                    Text {
                        id: handLabel
                        width: Math.min(implicitWidth, handFlow.width)
                        height: Math.max(implicitHeight, handFlow.stoneHeight)
                        verticalAlignment: Text.AlignVCenter
                        wrapMode: Text.WordWrap
                        text: BowlsGame.selected >= 0 ? qsTr("Bowl %1:").arg(BowlsGame.selected + 1) : qsTr("Choose a bowl with Space or a click.")
                        color: BowlsGame.selected >= 0 ? Theme.teal : Theme.textDim
                        font.pixelSize: Theme.fontBody
                        font.weight: BowlsGame.selected >= 0 ? Font.Bold : Font.Normal
                    }
                    // A stone with its queue number under it: the height of a line of them.
                    readonly property real stoneHeight: BowlsGame.hand.length > 0 ? 32 + queueMetrics.height : 0
                    FontMetrics { id: queueMetrics; font.pixelSize: Math.round(Theme.fontSmall * 0.85) }
                    Repeater {
                        model: BowlsGame.hand
                        Column {
                            id: handStone
                            required property int index
                            required property string modelData
                            spacing: 0
                            Stone { anchors.horizontalCenter: parent.horizontalCenter; letter: handStone.modelData; size: 32 }
                            Text {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: handStone.index + 1
                                color: Theme.textDim
                                font.pixelSize: Math.round(Theme.fontSmall * 0.85)
                            }
                        }
                    }
                }
            }
            AppButton {
                objectName: "bowlsConfirm"
                primary: true
                enabled: BowlsGame.selected >= 0 && !BowlsGame.over
                text: qsTr("Sow")
                hint: qsTr("Enter")
                onClicked: BowlsGame.confirm()
            }
        }
        // While the preview is on, its two lines are kept free even with no bowl
        // selected, so the ring does not shrink when the preview appears.
        Text {
            objectName: "bowlsForecast"
            visible: BowlsGame.movePreview
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(implicitHeight, 2 * forecastMetrics.lineSpacing)
            text: BowlsGame.forecastText
            color: Theme.teal
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: Announcer.spokenForm(text)
            Accessible.ignored: text === ""
            FontMetrics { id: forecastMetrics; font.pixelSize: Theme.fontSmall }
        }
    }
}
