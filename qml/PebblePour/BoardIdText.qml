import QtQuick

// A board's ID as both play screens show it, to share it: small, monospaced, wrapped anywhere
// in a narrow room; read as "Board ID: …"; a click copies it (as the copy key does).
Text {
    id: idText
    signal copy()
    visible: text !== ""
    color: idClick.containsMouse ? Theme.textColor : Theme.textDim
    font.pixelSize: Theme.fontSmall
    font.family: "DejaVu Sans Mono"
    wrapMode: Text.WrapAnywhere
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Board ID: %1").arg(text)
    MouseArea {
        id: idClick
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: idText.copy()
    }
}
