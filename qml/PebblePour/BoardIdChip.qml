import QtQuick
import PebblePour.Backend

// A board's ID as both play screens show it, to share it: one control, the copy icon and the
// ID (small, monospaced, wrapped anywhere in a narrow room); Tab reaches it, a click, Space
// or Enter copies the ID, as the copy key does. Read as "Board ID: …", then what it does.
ButtonBase {
    id: chip
    property string boardId: ""
    // A Tab stop (Bowls' side panel); in a header beside the title (Tubes) only the mouse and
    // the copy key reach it, so that Tab goes from Back straight to the board.
    property bool tabStop: true
    focusPolicy: tabStop ? Qt.StrongFocus : Qt.NoFocus
    signal copy()
    objectName: "copyBoardId"
    visible: boardId !== ""
    text: boardId
    onClicked: copy()
    Accessible.name: Announcer.spokenForm(qsTr("Board ID: %1").arg(boardId))
    Accessible.description: Announcer.spokenForm(qsTr("Copy ID") + ". " + qsTr("Key: %1", "the keyboard shortcut of a button").arg(KeyMap.labels.copyId))
    implicitHeight: Math.max(Math.round(Theme.hitTarget * 0.8), row.implicitHeight + 12)
    // Its natural width from the ID's one line; narrower (a small window) the ID wraps.
    implicitWidth: copyIcon.width + row.spacing + idText.implicitWidth + leftPadding + rightPadding
    leftPadding: Theme.pad
    rightPadding: Theme.pad
    contentItem: Item {
        implicitHeight: row.implicitHeight
        Row {
            id: row
            anchors.verticalCenter: parent.verticalCenter
            spacing: Theme.gap
            ToolIcon {
                id: copyIcon
                anchors.verticalCenter: parent.verticalCenter
                name: "copy"
                size: Math.round(Theme.fontSmall * 1.2)
                color: chip.hovered || chip.activeFocus ? Theme.accent : Theme.textDim
            }
            Text {
                id: idText
                objectName: "boardIdText"
                anchors.verticalCenter: parent.verticalCenter
                width: Math.min(implicitWidth, Math.max(40, chip.availableWidth - copyIcon.width - row.spacing))
                text: chip.boardId
                color: chip.hovered || chip.activeFocus ? Theme.textColor : Theme.textDim
                font.pixelSize: Theme.fontSmall
                font.family: "DejaVu Sans Mono"
                wrapMode: Text.WrapAnywhere
            }
        }
    }
    background: Rectangle {
        radius: height / 2
        color: chip.down ? Theme.surface : chip.hovered ? Theme.surfaceHover : "transparent"
        border.width: 1
        border.color: Theme.line
        FocusRing { shown: chip.activeFocus }
    }
}
