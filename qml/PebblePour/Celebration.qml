pragma ComponentBehavior: Bound
import QtQuick
import PebblePour.Backend

// A solved board: drops of every liquid burst up from the board and fall while the clear
// panel waits. "strong" (a Perfect Clear: the shortest solution, no hints) sends
// three times the drops, a ring of light and a banner. Nothing moves with reduced motion.
Item {
    id: party
    anchors.fill: parent
    z: 20
    visible: running
    property bool running: false
    property bool strong: false
    property string banner: ""
    // The liquids' own colours (red to white), and two soft tints.
    readonly property var colours: ["a", "b", "c", "d", "e", "f", "g"].map(l => Liquids.hex(l)).concat(["#9488fb", "#867868"])

    function play(isStrong: bool) {
        strong = isStrong
        if (Theme.normal === 0)
            return
        running = true
        burst.restart()
    }

    Repeater {
        model: party.strong ? 54 : 18
        Rectangle {
            id: drop
            required property int index
            readonly property real angle: -Math.PI / 2 + ((drop.index * 0.618) % 1 - 0.5) * 2.2
            readonly property real reach: 180 + (drop.index * 37) % 160
            width: 10 + drop.index % 3 * 3; height: width; radius: width / 2
            color: party.colours[drop.index % party.colours.length]
            x: party.width / 2 + Math.cos(angle) * reach * burst.t - width / 2
            y: party.height * 0.45 + Math.sin(angle) * reach * burst.t + 420 * burst.t * burst.t - height / 2
            opacity: 1 - burst.t * burst.t
        }
    }
    Rectangle {
        visible: party.strong
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -party.height * 0.05
        width: 40 + 900 * burst.t; height: width; radius: width / 2
        color: "transparent"
        border.width: 6
        border.color: Theme.accent
        opacity: 1 - burst.t
    }
    Text {
        visible: party.strong && party.banner !== ""
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -party.height * 0.05
        text: party.banner
        color: Theme.accent
        font.pixelSize: Theme.fontDisplay
        font.weight: Font.Black
        scale: 0.6 + 0.5 * Math.min(1, burst.t * 3)
        style: Text.Outline
        styleColor: Theme.bg
    }
    NumberAnimation {
        id: burst
        property real t: 0
        target: burst
        property: "t"
        from: 0; to: 1
        duration: party.strong ? 1500 : 800
        easing.type: Easing.OutQuad
        onFinished: party.running = false
    }
}
