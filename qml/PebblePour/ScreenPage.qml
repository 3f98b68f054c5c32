import QtQuick
import QtQuick.Layouts

// The page of a screen: the screen's header (its title, a subtitle, the visible way back)
// above the children, in a column that fills the screen inside the large margin.
ColumnLayout {
    id: page
    required property AppScreen screen
    property alias subtitle: header.subtitle
    anchors.fill: parent
    anchors.margins: Theme.padLarge
    spacing: Theme.pad
    ScreenHeader {
        id: header
        Layout.fillWidth: true
        title: page.screen.title
        onBack: page.screen.back()
    }
}
