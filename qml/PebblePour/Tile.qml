import QtQuick
import PebblePour.Backend

// One numbered tile of a TileGrid: a list item named by its description; a click focuses
// and opens it (as does the screen reader's press); lit under the mouse, ringed when
// focused, edged green when done (solved), dimmed when locked. Its face is its children.
// The screen reader reads its ReaderSpan, which holds the focus (see ReaderSpan.qml).
FocusScope {
    id: tile
    required property TileGrid grid
    required property int number
    required property string description
    property bool done: false
    property bool locked: false
    default property alias face: faceArea.data
    Component.onCompleted: grid.tileMap[number] = tile
    onActiveFocusChanged: if (activeFocus) grid.current = number
    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: tile.locked ? Theme.surface : mouse.containsMouse ? Theme.surfaceHover : Theme.surfaceRaised
        border.width: tile.done ? 2 : 1
        border.color: tile.done ? Theme.success : Theme.line
        Item {
            id: faceArea
            anchors.fill: parent
        }
        FocusRing { shown: tile.activeFocus }
    }
    ReaderSpan {
        entry: tile
        view: tile.grid
        focus: true
        Accessible.role: Accessible.ListItem
        Accessible.name: Announcer.spokenForm(tile.description)
        Accessible.focusable: true
        Accessible.onPressAction: tile.grid.opened(tile.number)
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: tile.locked ? Qt.ArrowCursor : Qt.PointingHandCursor
        onClicked: { tile.grid.focusTile(tile.number); tile.grid.opened(tile.number) }
    }
}
