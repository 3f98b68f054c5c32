import QtQuick

// A raised panel used on every screen.
Rectangle {
    radius: Theme.radius + 4
    color: Theme.surface
    border.width: Theme.contrast ? 2 : 1
    border.color: Theme.line
}
