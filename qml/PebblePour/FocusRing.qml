import QtQuick

// The visible keyboard-focus ring drawn around its parent.
Rectangle {
    property bool shown: parent ? parent.activeFocus : false
    property real radiusOffset: 0
    anchors.fill: parent
    anchors.margins: -5
    radius: Theme.radius + 5 + radiusOffset
    color: "transparent"
    border.width: Theme.focusWidth
    border.color: Theme.focus
    visible: shown
}
