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
            contentHeight: body.implicitHeight + 20
            ScrollBar.vertical: ScrollMark {}
            // One focus stop, read as one text; drawn as a title and paragraphs, with room
            // round the card for its focus ring.
            Card {
                id: body
                readonly property var paragraphs: [
                    qsTr("Tubes: every board is proven solvable by the built-in solver before it is shown. Undo and hints are free and unlimited; a hint is always the first pour of a proven solution."),
                    qsTr("Bowls: sow stones round a ring of twelve bowls; three of a colour clear, and volcanoes start chains. 100 puzzles, each proven solvable within its moves, an Endless mode and a Daily."),
                    qsTr("Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced."),
                    qsTr("Your progress is stored only on this device."),
                    qsTr("Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.")
                ]
                readonly property string title: qsTr("Pebble & Pour %1").arg(AppState.version)
                width: Math.min(900, flick.width - 2 * Theme.gutter)
                x: (flick.width - width) / 2
                y: 10
                implicitHeight: aboutColumn.implicitHeight + 2 * Theme.padLarge
                height: implicitHeight
                activeFocusOnTab: true
                Accessible.role: Accessible.StaticText
                Accessible.name: Announcer.spokenForm([title].concat(paragraphs).join("\n\n"))
                Accessible.focusable: true
                Keys.onPressed: event => { event.accepted = flick.scrollFor(event.key) }
                FocusRing { shown: body.activeFocus; anchors.margins: -6; radius: Theme.radius + 10 }
                ColumnLayout {
                    id: aboutColumn
                    anchors.fill: parent
                    anchors.margins: Theme.padLarge
                    spacing: Theme.pad
                    Text {
                        Layout.fillWidth: true
                        text: body.title
                        color: Theme.textColor
                        font.pixelSize: Theme.fontHeading
                        font.weight: Font.Black
                        wrapMode: Text.WordWrap
                    }
                    Rectangle { Layout.fillWidth: true; implicitHeight: 1; color: Theme.line }
                    Repeater {
                        model: body.paragraphs
                        Text {
                            required property string modelData
                            required property int index
                            Layout.fillWidth: true
                            text: modelData
                            // The two games lead; the rest is the small print.
                            color: index < 3 ? Theme.textColor : Theme.textDim
                            font.pixelSize: index < 3 ? Theme.fontBody : Theme.fontSmall
                            lineHeight: 1.25
                            wrapMode: Text.WordWrap
                            textFormat: Text.PlainText
                        }
                    }
                }
            }
        }
    }
}
