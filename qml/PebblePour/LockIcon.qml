import QtQuick

// A padlock drawn with shapes (emoji fonts are not on every machine).
Item {
    id: lock
    property color color: Theme.locked
    implicitWidth: 14
    implicitHeight: 18
    Rectangle {
        x: 2; y: 0
        width: lock.width - 4; height: lock.height * 0.6
        radius: width / 2
        color: "transparent"
        border.width: 2
        border.color: lock.color
    }
    Rectangle {
        y: lock.height * 0.42
        width: lock.width; height: lock.height * 0.58
        radius: 3
        color: lock.color
    }
}
