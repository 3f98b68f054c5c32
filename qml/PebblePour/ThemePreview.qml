pragma ComponentBehavior: Bound
import QtQuick
import PebblePour.Backend

// A theme on the gallery's sample position, drawn by the same components as the game board
// (ThemeBackdrop, RingBase, BowlItem, Stone). Decorative: the gallery names it for screen
// readers, so the bowls inside stay out of the accessibility tree.
Item {
    id: preview
    property BowlsLook look: BowlsTheme.current
    // Bowl 5 (a volcano) is shown selected, as in play.
    property int selectedBowl: 4
    readonly property string title: look.title
    readonly property string description: look.description
    // Every sample bowl made (made asynchronously, the bowls come one by one).
    readonly property bool complete: bowls.made === bowls.count && bowls.count > 0

    ThemeBackdrop {
        anchors.fill: parent
        look: preview.look
    }

    Item {
        id: ring
        readonly property real side: Math.min(preview.width, preview.height) * 0.94
        readonly property real bowlSize: Math.floor(side * 0.172)
        readonly property real radius: side / 2 - bowlSize / 2 - bowlSize * 0.3
        width: side
        height: side
        anchors.centerIn: parent

        RingBase {
            anchors.centerIn: parent
            look: preview.look
            radius: ring.radius
            bowlSize: ring.bowlSize
        }
        Repeater {
            id: bowls
            property int made: 0
            onItemAdded: made += 1
            onItemRemoved: made -= 1
            model: AppSettings.sampleBowls
            delegate: BowlItem {
                id: sample
                required property var modelData
                readonly property real angle: -Math.PI / 2 + sample.index * Math.PI / 6
                number: sample.modelData.number
                stones: sample.modelData.stones
                modifier: sample.modelData.modifier
                remaining: sample.modelData.remaining
                description: sample.modelData.description
                selected: sample.index === preview.selectedBowl
                playable: true
                flash: 0
                hint: false
                look: preview.look
                diameter: ring.bowlSize
                numberSize: Math.max(7, Math.min(Theme.fontBody, Math.round(ring.bowlSize * 0.17)))
                outward: angle
                x: ring.width / 2 + ring.radius * Math.cos(angle) - width / 2
                y: ring.height / 2 + ring.radius * Math.sin(angle) - height / 2
                Accessible.ignored: true
            }
        }
    }
}
