import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// The title of a group of options in Settings: a heading a screen reader can jump to.
Text {
    Layout.fillWidth: true
    Layout.topMargin: Theme.pad
    color: Theme.accent
    font.pixelSize: Theme.fontHeading
    font.weight: Font.Bold
    wrapMode: Text.Wrap
    Accessible.role: Accessible.Heading
    Accessible.name: Announcer.spokenForm(text)
}
