import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: aboutScreen
    objectName: "aboutScreen"
    title: qsTr("About")
    initialFocus: body

    ScreenPage {
        screen: aboutScreen
        spacing: Theme.padLarge
        // Scrolls when a long language at a large text size needs more than the window:
        // Up/Down and Page Up/Down while the text has focus.
        KeyScrollArea {
            id: flick
            objectName: "aboutFlick"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: card.implicitHeight
            ScrollBar.vertical: ScrollMark {}
            Card {
                id: card
                width: Math.min(900, flick.width - 16)
                x: (flick.width - width) / 2
                implicitHeight: body.implicitHeight + 2 * Theme.padLarge
                height: implicitHeight
                Text {
                    id: body
                    anchors.fill: parent
                    anchors.margins: Theme.padLarge
                    activeFocusOnTab: true
                    wrapMode: Text.WordWrap
                    color: Theme.textColor
                    font.pixelSize: Theme.fontBody
                    lineHeight: 1.25
                    textFormat: Text.PlainText
                    text: qsTr("Pebble & Pour %1").arg(AppState.version) + "\n\n"
                          + qsTr("Tubes: every board is proven solvable by the built-in solver before it is shown. Undo and hints are free and unlimited; a hint is always the first pour of a proven solution.") + "\n\n"
                          + qsTr("Bowls: sow stones round a ring of twelve bowls; three of a colour clear, and volcanoes start chains. 100 puzzles, each proven solvable within its moves, an Endless mode and a Daily.") + "\n\n"
                          + qsTr("Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.") + "\n\n"
                          + qsTr("Your progress is stored only on this device.") + "\n\n"
                          + qsTr("Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.")
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Keys.onPressed: event => { event.accepted = flick.scrollFor(event.key) }
                    FocusRing { shown: body.activeFocus; radius: 8 }
                }
            }
        }
    }
}
