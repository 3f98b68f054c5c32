pragma ComponentBehavior: Bound
import QtQuick
import PebblePour.Backend

// The ring of twelve bowls round its centre: the moves left (puzzles) or the score, and while a
// chain plays, the stones in flight, the chain and its points. The play screen owns the keys.
Item {
    id: ring
    // Set by the play screen.
    property bool isPuzzle: false
    // The bowls' spoken names hold still (see ContainerItem.settling) while a chain plays, and
    // while this is true: the result panel is about to open after the move's sentence.
    property bool holdNames: false
    // A bowl took the focus (the screen remembers it for the next Tab into the ring).
    signal bowlFocused(int index)
    readonly property int count: bowls.count
    function itemAt(i: int): Item { return bowls.itemAt(i) }

    // The ring's size: the play screen sets it (the board's size at the player's zoom).
    property real side: 0
    property real zoom: 1
    readonly property real bowlSize: Math.floor(Math.min(124 * zoom, side * 0.172))
    readonly property real radius: side / 2 - bowlSize / 2 - bowlSize * 0.3
    width: side
    height: side

    RingBase { anchors.centerIn: parent; radius: ring.radius; bowlSize: ring.bowlSize }

    // The centre: the stones in flight and the chain, or the key figure.
    Column {
        anchors.centerIn: parent
        width: ring.radius * 1.3
        spacing: 6
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: !BowlsGame.playing
            text: ring.isPuzzle ? String(BowlsGame.movesLeft) : BowlsGame.scoreText
            color: Theme.textColor
            font.pixelSize: Theme.fontDisplay
            font.weight: Font.Black
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: !BowlsGame.playing
            text: ring.isPuzzle ? qsTr("moves left") : qsTr("points")
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: BowlsGame.playing && BowlsGame.flightLabel !== ""
            text: BowlsGame.flightLabel
            color: Theme.textDim
            font.pixelSize: Theme.fontSmall
        }
        Flow {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(parent.width, BowlsGame.flight.length * (ring.bowlSize * 0.27 + 4))
            spacing: 4
            visible: BowlsGame.playing
            Repeater {
                model: BowlsGame.flight
                Stone {
                    required property string modelData
                    letter: modelData
                    size: ring.bowlSize * 0.27
                }
            }
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: BowlsGame.playing && text !== ""
            text: BowlsGame.chainText
            color: BowlsTheme.groupFlash
            font.pixelSize: Theme.fontBody
            font.weight: Font.Bold
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: BowlsGame.playing && text !== ""
            text: BowlsGame.chainPoints
            color: BowlsTheme.groupFlash
            font.pixelSize: Theme.fontHeading
            font.weight: Font.Bold
        }
    }

    Repeater {
        id: bowls
        model: BowlsGame.bowls
        delegate: BowlItem {
            id: bowlDelegate
            readonly property real angle: -Math.PI / 2 + bowlDelegate.index * Math.PI / 6
            diameter: ring.bowlSize
            outward: angle
            x: ring.width / 2 + ring.radius * Math.cos(angle) - width / 2
            y: ring.height / 2 + ring.radius * Math.sin(angle) - height / 2
            settling: BowlsGame.playing || ring.holdNames
            onActivated: BowlsGame.select(bowlDelegate.index)
            onActiveFocusChanged: if (activeFocus) ring.bowlFocused(bowlDelegate.index)
        }
    }
}
