import QtQuick

// One section of a TileGrid: its heading, then its tiles in rows as wide as the grid.
Column {
    property alias heading: headingText.text
    property alias headingSize: headingText.font.pixelSize
    property alias tiles: tileRepeater.model
    property alias tile: tileRepeater.delegate
    // How much of the width the tiles fill (the widest row): the grid centres its sections.
    readonly property real used: tileFlow.childrenRect.width
    width: parent ? parent.width : 0
    spacing: Theme.gap
    Text {
        id: headingText
        color: Theme.teal
        font.pixelSize: Theme.fontHeading
        font.weight: Font.DemiBold
    }
    Flow {
        id: tileFlow
        width: parent.width
        spacing: Theme.gap
        Repeater { id: tileRepeater }
    }
}
