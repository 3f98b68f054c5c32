pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// One saved board of "My boards" (Play a board): what it is, its best, its ID; Enter plays it,
// E edits it, the copy key copies its ID, Delete removes it (the buttons do the same).
FocusScope {
    id: row
    required property int index
    required property string boardId
    required property string game
    required property string title
    required property string detail
    required property string description
    property bool listFocused: false
    signal play()
    signal edit()
    signal copy()
    signal remove()
    width: row.ListView.view ? row.ListView.view.width - row.ListView.view.leftMargin - row.ListView.view.rightMargin : 0
    height: layout.implicitHeight + 2 * Theme.gap
    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: row.ListView.isCurrentItem ? Theme.surfaceHover : Theme.surfaceRaised
        border.width: Theme.contrast ? 2 : 1
        border.color: row.game === "tubes" ? Theme.teal : Theme.accent
    }
    ReaderSpan {
        entry: row
        view: row.ListView.view
        focus: true
        Accessible.role: Accessible.ListItem
        Accessible.name: Announcer.spokenForm(row.description)
        Accessible.description: Announcer.spokenForm(qsTr("Enter plays it, E edits it, %1 copies its ID, Delete removes it").arg(KeyMap.labels.copyId))
        Accessible.focusable: true
        Accessible.onPressAction: row.play()
    }
    MouseArea { anchors.fill: parent; onClicked: row.ListView.view.currentIndex = row.index }
    ColumnLayout {
        id: layout
        anchors.fill: parent
        anchors.margins: Theme.gap
        anchors.leftMargin: Theme.pad
        spacing: 2
        Text {
            Layout.fillWidth: true
            text: row.title
            color: Theme.textColor
            font.pixelSize: Theme.fontBody
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
        }
        Text {
            Layout.fillWidth: true
            text: row.detail
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        Text {
            Layout.fillWidth: true
            text: row.boardId
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
            font.family: "DejaVu Sans Mono"
            wrapMode: Text.WrapAnywhere
        }
        // For the mouse: the same acts as the keys (a keyboard player uses the keys: one Tab
        // stop for the whole list).
        Flow {
            Layout.fillWidth: true
            Layout.topMargin: Theme.gap
            spacing: Theme.gap
            Repeater {
                model: [
                    { key: "play", label: qsTr("Play") },
                    { key: "edit", label: qsTr("Edit") },
                    { key: "copy", label: qsTr("Copy ID") },
                    { key: "remove", label: qsTr("Remove") }
                ]
                AppButton {
                    id: act
                    required property var modelData
                    primary: act.modelData.key === "play"
                    focusPolicy: Qt.NoFocus
                    activeFocusOnTab: false
                    Accessible.ignored: true
                    text: act.modelData.label
                    onClicked: {
                        row.ListView.view.currentIndex = row.index
                        if (act.modelData.key === "play") row.play()
                        else if (act.modelData.key === "edit") row.edit()
                        else if (act.modelData.key === "copy") row.copy()
                        else row.remove()
                    }
                }
            }
        }
    }
    FocusRing { shown: row.ListView.isCurrentItem && row.listFocused }
}
