import QtQuick
import QtQuick.Controls.Basic

// The app's scroll bar: shown whenever the view holds more than it shows (not only while it
// moves), so a player sees at once that a screen goes on; in the theme's colours, and wide
// enough to drag.
ScrollBar {
    id: bar
    policy: bar.size < 0.999 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
    minimumSize: 0.08
    padding: 3
    contentItem: Rectangle {
        implicitWidth: Theme.contrast ? 10 : 8
        implicitHeight: Theme.contrast ? 10 : 8
        radius: width / 2
        color: bar.pressed ? Theme.accent : bar.hovered ? Theme.textColor : Theme.textDim
    }
    background: Rectangle {
        implicitWidth: 14
        implicitHeight: 14
        radius: width / 2
        color: Theme.surface
        border.width: Theme.contrast ? 1 : 0
        border.color: Theme.line
    }
}
