import QtQuick
import PebblePour.Backend

// "Copy ID" beside a board's ID on both play screens: the copy key's action for the mouse.
AppButton {
    objectName: "copyBoardId"
    text: qsTr("Copy ID")
    hint: qsTr("Key: %1", "the keyboard shortcut of a button").arg(KeyMap.labels.copyId)
    font.pixelSize: Theme.fontSmall
}
