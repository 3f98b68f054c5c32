import QtQuick
import QtQuick.Layouts

// A row of buttons in a layout: on one line, or wrapped onto more when wider than `room`
// (large text, a small window, a long language), centred; as tall as its lines, and with
// room round each button for its focus ring.
Flow {
    id: row
    // The width the row may take: the layout's, or less.
    property real room: 0
    readonly property real naturalWidth: {
        let w = -spacing
        for (const c of children)
            if (c.visible)
                w += c.implicitWidth + spacing
        return Math.max(0, w) + 2 * padding
    }
    spacing: Theme.pad
    padding: Theme.focusWidth + 6
    Layout.alignment: Qt.AlignHCenter
    Layout.preferredWidth: Math.min(naturalWidth, room)
    Layout.minimumHeight: implicitHeight
    Layout.preferredHeight: implicitHeight
}
