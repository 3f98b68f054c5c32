pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes

// The ring the twelve bowls stand on: a track in the theme's material (moss, raked sand,
// water, carved granite, black glass, a planetary ring) round a dark centre plate that carries
// the score, so the centre text reads the same on every theme.
Item {
    id: base
    property BowlsLook look: BowlsTheme.current
    property real radius: 200          // where the bowl centres are
    property real bowlSize: 100
    readonly property real outer: radius + bowlSize * 0.64
    readonly property real plateR: radius - bowlSize * 0.535
    readonly property real c: outer
    readonly property bool moving: look.moving && !look.hc
    width: outer * 2
    height: outer * 2

    // The track.
    Shape {
        anchors.fill: parent
        ShapePath {
            strokeColor: base.look.hc ? "#ffffff" : Qt.darker(base.look.trackDark, 1.4)
            strokeWidth: base.look.hc ? 2 : 3
            fillGradient: RadialGradient {
                centerX: base.c; centerY: base.c
                centerRadius: base.outer
                focalX: base.c - base.outer * 0.25; focalY: base.c - base.outer * 0.3
                GradientStop { position: 0.0; color: base.look.trackLight }
                GradientStop { position: 1.0; color: base.look.trackDark }
            }
            PathAngleArc { centerX: base.c; centerY: base.c; radiusX: base.outer - 1.5; radiusY: radiusX; startAngle: 0; sweepAngle: 360 }
        }
    }

    // Lines across the track: raked sand, ripples, ring bands; a carved border otherwise.
    Repeater {
        model: base.look.hc ? 0 : base.look.linesUnderBowls ? 9 : 2
        Rectangle {
            required property int index
            readonly property real r: base.look.linesUnderBowls
                ? base.plateR + (base.outer - base.plateR) * (index + 0.5) / 9
                : index === 0 ? base.outer - base.bowlSize * 0.07 : base.plateR + base.bowlSize * 0.07
            x: base.c - r
            y: base.c - r
            width: 2 * r
            height: 2 * r
            radius: r
            color: "transparent"
            border.color: base.look.trackLine
            border.width: base.look.ambient === "dunes" ? 2 : 1
            opacity: base.look.ambient === "stars" ? (index % 3 === 1 ? 0.9 : 0.45) : base.look.ambient === "waves" ? 0.6 : 1
        }
    }

    // Garden: stepping stones round the outer edge.
    Repeater {
        model: base.look.ambient === "leaves" ? 48 : 0
        Rectangle {
            required property int index
            readonly property real a: index * Math.PI * 2 / 48 + (index % 2) * 0.02
            readonly property real r: base.outer - base.bowlSize * 0.075
            width: base.bowlSize * (index % 3 === 0 ? 0.16 : 0.13)
            height: width * 0.78
            radius: height / 2
            rotation: a * 180 / Math.PI + 90
            x: base.c + r * Math.cos(a) - width / 2
            y: base.c + r * Math.sin(a) - height / 2
            color: index % 4 === 0 ? "#7d7a6a" : index % 4 === 2 ? "#6a6d60" : "#858274"
            border.color: "#4c4a40"
            border.width: 1
        }
    }

    // Garden: tufts of lighter moss over the track.
    Repeater {
        model: base.look.ambient === "leaves" ? 60 : 0
        Rectangle {
            required property int index
            readonly property real a: index * 2.39996
            readonly property real r: base.plateR + (base.outer - base.plateR) * (0.12 + ((index * 37) % 76) / 100)
            width: base.bowlSize * (0.05 + (index % 3) * 0.025)
            height: width * 0.7
            radius: height / 2
            rotation: index * 47
            x: base.c + r * Math.cos(a) - width / 2
            y: base.c + r * Math.sin(a) - height / 2
            color: index % 2 ? "#2b4f2a" : "#24452a"
        }
    }

    // Runes: twelve carved sigils between the bowls, glowing slowly.
    Repeater {
        model: base.look.ambient === "runes" ? 12 : 0
        Shape {
            id: sigil
            required property int index
            z: 2
            // A circle of sigils just inside the bowls, between the bowl numbers.
            readonly property real a: -Math.PI / 2 + (index + 0.5) * Math.PI / 6
            readonly property real s: base.bowlSize * 0.17
            readonly property real at: base.plateR - base.bowlSize * 0.14
            x: base.c + at * Math.cos(a) - s / 2
            y: base.c + at * Math.sin(a) - s / 2
            width: s
            height: s
            rotation: a * 180 / Math.PI + 90
            opacity: 0.85
            PulseAnimation on opacity { running: base.moving; low: 0.4; high: 0.95; down: 2200 + sigil.index * 90; curve: Easing.InOutSine }
            // Twelve runes of the Elder Futhark (fehu, uruz, thurisaz, ansuz, raido, kaunan,
            // gebo, wunjo, hagalaz, naudiz, algiz, othala), each its own strokes in a unit box.
            readonly property var strokes: [
                [[[0.35, 0], [0.35, 1]], [[0.35, 0.35], [0.8, 0.05]], [[0.35, 0.62], [0.8, 0.32]]],
                [[[0.25, 1], [0.25, 0], [0.75, 0.35], [0.75, 1]]],
                [[[0.3, 0], [0.3, 1]], [[0.3, 0.25], [0.75, 0.5], [0.3, 0.75]]],
                [[[0.35, 0], [0.35, 1]], [[0.35, 0.05], [0.75, 0.35]], [[0.35, 0.35], [0.75, 0.65]]],
                [[[0.3, 1], [0.3, 0], [0.72, 0.25], [0.3, 0.5], [0.72, 1]]],
                [[[0.7, 0.1], [0.3, 0.5], [0.7, 0.9]]],
                [[[0.2, 0.1], [0.8, 0.9]], [[0.8, 0.1], [0.2, 0.9]]],
                [[[0.3, 1], [0.3, 0], [0.72, 0.25], [0.3, 0.5]]],
                [[[0.25, 0], [0.25, 1]], [[0.75, 0], [0.75, 1]], [[0.25, 0.35], [0.75, 0.65]]],
                [[[0.5, 0], [0.5, 1]], [[0.28, 0.35], [0.72, 0.65]]],
                [[[0.5, 0], [0.5, 1]], [[0.5, 0.45], [0.15, 0.1]], [[0.5, 0.45], [0.85, 0.1]]],
                [[[0.2, 1], [0.75, 0.45], [0.5, 0.1], [0.25, 0.45], [0.8, 1]]]
            ][index]
            ShapePath {
                strokeColor: base.look.accent
                strokeWidth: Math.max(1.5, sigil.s * 0.12)
                fillColor: "transparent"
                capStyle: ShapePath.RoundCap
                joinStyle: ShapePath.RoundJoin
                PathMultiline { paths: sigil.strokes.map(line => line.map(p => Qt.point(p[0] * sigil.s, p[1] * sigil.s))) }
            }
        }
    }

    // Neon: two glowing tubes at the edges of the track.
    Repeater {
        model: base.look.ambient === "grid" ? [[base.outer - 3, base.look.accent], [base.plateR + 3, base.look.accent2]] : []
        Item {
            id: tube
            required property var modelData
            anchors.fill: parent
            Rectangle {
                readonly property real r: tube.modelData[0]
                x: base.c - r; y: base.c - r; width: 2 * r; height: 2 * r; radius: r
                color: "transparent"
                border.color: Qt.alpha(tube.modelData[1], 0.25)
                border.width: 9
                anchors.margins: -3
                PulseAnimation on opacity { running: base.moving; low: 0.45; down: 1800; curve: Easing.InOutSine }
            }
            Rectangle {
                readonly property real r: tube.modelData[0] - 1.5
                x: base.c - r; y: base.c - r; width: 2 * r; height: 2 * r; radius: r
                color: "transparent"
                border.color: tube.modelData[1]
                border.width: 3
            }
        }
    }

    // The centre plate (Space: a core with a glowing disc round it).
    GradientDisc {
        readonly property real r: base.plateR + base.bowlSize * 0.1
        x: base.c - r
        y: base.c - r
        width: 2 * r
        height: width
        visible: base.look.ambient === "stars"
        GradientStop { position: 0.8; color: Qt.alpha(base.look.plateEdge, 0.55) }
        GradientStop { position: 1.0; color: Qt.alpha(base.look.plateEdge, 0) }
    }
    Rectangle {
        x: base.c - base.plateR
        y: base.c - base.plateR
        width: 2 * base.plateR
        height: width
        radius: width / 2
        gradient: Gradient {
            GradientStop { position: 0.0; color: base.look.plateLight }
            GradientStop { position: 1.0; color: base.look.plate }
        }
        border.color: base.look.plateEdge
        border.width: base.look.ambient === "grid" ? 0 : 2
    }
}
