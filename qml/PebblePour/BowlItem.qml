pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import PebblePour.Backend

// One bowl of the ring. Queue positions 1–6 sit around it (from the top, clockwise) and
// position 7 in its centre; an 8th stone or more, only possible while effects resolve, sits
// outside the rim with a warning outline. Named for the screen reader by its contents.
ContainerItem {
    id: bowl
    required property int index
    required property int number
    required property var stones
    required property string modifier
    required property int remaining
    required property bool playable
    required property int flash
    required property bool hint

    // The theme to draw (the chosen one; the gallery passes each in turn).
    property BowlsLook look: BowlsTheme.current

    // Set by the ring.
    property real diameter: 96
    property real outward: 0          // radians: direction away from the ring's centre
    property int numberSize: Theme.fontBody
    // Where the bowl's number sits: its centre, from the bowl's. By default just inside the
    // rim, towards the ring's centre; the play screen's ring sets it (BowlsRing.layNumbers).
    property point numberOffset: {
        const inward = diameter * 0.535 + numberSize * 0.75 + 2
        return Qt.point(-inward * Math.cos(outward), -inward * Math.sin(outward))
    }

    width: diameter
    height: diameter
    shakeTarget: shakeShift

    // The stones are laid out evenly on the floor (radius 0.455 of the diameter), as large
    // as their number allows: about 0.4 of the bowl for up to three, 0.28 for six or seven.
    readonly property int shown: Math.min(stones.length, BowlsGame.capacity)
    readonly property real stoneSize: Math.round(diameter * [0.42, 0.42, 0.4, 0.38, 0.35, 0.31, 0.28, 0.28][Math.min(shown, 7)])
    readonly property real orbit: diameter * [0, 0, 0.21, 0.225, 0.25, 0.27, 0.29, 0.29][Math.min(shown, 7)]
    readonly property color rimColor: modifier === "F" ? BowlsTheme.frozen : modifier === "R" ? BowlsTheme.reverse : modifier === "V" ? BowlsTheme.volcano : look.rimEdge

    // The outline of a bowl of the given shape, centred at (c, c) with "radius" r: a circle,
    // a scalloped shell edge, an octagon or a rounded square. Floors of shells are round.
    function outline(shape: string, c: real, r: real, rim: bool): list<point> {
        const pts = []
        const n = 72
        for (let k = 0; k <= n; ++k) {
            const a = k * 2 * Math.PI / n
            let d = r
            if (shape === "scallop" && rim)
                d = r * (0.93 + 0.07 * Math.abs(Math.cos(6 * a)))
            else if (shape === "octagon")
                d = r / Math.cos(((a + Math.PI / 8) % (Math.PI / 4)) - Math.PI / 8)
            else if (shape === "squircle")
                d = r / Math.pow(Math.pow(Math.abs(Math.cos(a)), 5) + Math.pow(Math.abs(Math.sin(a)), 5), 0.2)
            pts.push(Qt.point(c + d * Math.cos(a), c + d * Math.sin(a)))
        }
        return pts
    }

    // Where queue position k (0-based) sits, relative to the bowl's centre: one stone in the
    // middle; two to six evenly round it in queue order, clockwise from the top (an even
    // number with a flat top: two side by side, four in a square); a seventh in the middle.
    // Stones beyond the capacity stand outside the rim, away from the ring's centre.
    function place(k: int): point {
        const n = Math.min(shown, 6)
        if (shown === 1 || k === 6)
            return Qt.point(0, 0)
        if (k < 6) {
            const a = -Math.PI / 2 + (n % 2 === 0 ? -Math.PI / n : 0) + k * 2 * Math.PI / n
            return Qt.point(orbit * Math.cos(a), orbit * Math.sin(a))
        }
        const d = diameter / 2 + stoneSize * 0.35 + (k - 7) * stoneSize * 1.05
        return Qt.point(d * Math.cos(outward), d * Math.sin(outward))
    }

    Item {
        id: body
        anchors.fill: parent
        scale: bowl.selected ? 1.07 : 1
        transform: Translate { id: shakeShift }
        Behavior on scale { NumberAnimation { duration: Theme.quick; easing.type: Easing.OutCubic } }

        // The bowl itself, in the theme's shape and material: a rim (lit from the upper
        // left) round a near-black floor. The outline shows state: selected (teal, thick),
        // volcano (thick), other modifiers (their colour); a frozen bowl has a second line.
        Shape {
            id: dish
            anchors.centerIn: parent
            width: bowl.diameter * 1.2
            height: width
            rotation: bowl.look.shape === "octagon" || bowl.look.shape === "squircle" ? bowl.outward * 180 / Math.PI : 0
            readonly property real c: width / 2
            readonly property real outer: bowl.diameter * (bowl.look.shape === "round" || bowl.look.shape === "squircle" ? 0.5 : 0.525)
            readonly property real floorR: bowl.diameter * 0.455
            readonly property var rimPath: bowl.outline(bowl.look.shape, c, outer, true)
            readonly property var floorPath: bowl.outline(bowl.look.shape, c, floorR, false)
            // A soft shadow on the track.
            ShapePath {
                strokeColor: "transparent"
                fillGradient: RadialGradient {
                    centerX: dish.c; centerY: dish.c + bowl.diameter * 0.05
                    centerRadius: dish.c
                    focalX: centerX; focalY: centerY
                    GradientStop { position: 0.0; color: bowl.look.hc ? "transparent" : "#80000000" }
                    GradientStop { position: 0.8; color: bowl.look.hc ? "transparent" : "#40000000" }
                    GradientStop { position: 1.0; color: "transparent" }
                }
                PathAngleArc { centerX: dish.c; centerY: dish.c + bowl.diameter * 0.05; radiusX: dish.c; radiusY: dish.c; startAngle: 0; sweepAngle: 360 }
            }
            // Neon tubes glow round the rim.
            ShapePath {
                strokeColor: bowl.look.finish === "glow" && !bowl.look.hc ? Qt.alpha(bowl.look.rimLight, 0.28) : "transparent"
                strokeWidth: bowl.diameter * 0.12
                fillColor: "transparent"
                joinStyle: ShapePath.RoundJoin
                PathPolyline { path: dish.rimPath }
            }
            // A modifier's coloured rim is edged in black on both sides, so it stands out on
            // any theme's rim (Garden's terracotta beside the volcano's orange).
            ShapePath {
                strokeColor: bowl.modifier !== "" && !bowl.selected && !bowl.look.hc ? "#d0000000" : "transparent"
                strokeWidth: (bowl.modifier === "V" ? 5 : 3) + 5
                fillColor: "transparent"
                joinStyle: ShapePath.RoundJoin
                PathPolyline { path: dish.rimPath }
            }
            ShapePath {
                strokeColor: bowl.selected ? Theme.selection : bowl.modifier !== "" ? bowl.rimColor : bowl.look.rimEdge
                strokeWidth: bowl.selected || bowl.modifier === "V" ? 5 : bowl.modifier !== "" ? 3 : bowl.look.hc ? 2 : 1.5
                joinStyle: ShapePath.RoundJoin
                fillGradient: LinearGradient {
                    x1: dish.c - dish.outer; y1: dish.c - dish.outer
                    x2: dish.c + dish.outer; y2: dish.c + dish.outer
                    GradientStop { position: 0.0; color: bowl.look.rimLight }
                    GradientStop { position: 1.0; color: bowl.look.rimDark }
                }
                PathPolyline { path: dish.rimPath }
            }
            ShapePath {
                strokeColor: bowl.modifier !== "" && !bowl.selected && !bowl.look.hc ? "#d0000000" : "transparent"
                strokeWidth: 2
                fillColor: "transparent"
                PathPolyline { path: bowl.outline(bowl.look.shape, dish.c, dish.outer - (bowl.modifier === "V" ? 3.5 : 2.5), true) }
            }
            ShapePath {
                strokeColor: bowl.look.hc ? "#ffffff" : Qt.darker(bowl.look.rimDark, 1.5)
                strokeWidth: 1
                fillGradient: RadialGradient {
                    centerX: dish.c; centerY: dish.c
                    centerRadius: dish.floorR
                    focalX: dish.c + dish.floorR * 0.2; focalY: dish.c + dish.floorR * 0.25
                    GradientStop { position: 0.0; color: bowl.look.floorCentre }
                    GradientStop { position: 1.0; color: bowl.look.floorEdge }
                }
                PathPolyline { path: dish.floorPath }
            }
            // Material details on the rim: the lip of a pot, the groove of a clay dish, the
            // small craters of a crater rim.
            ShapePath {
                strokeColor: bowl.look.hc ? "transparent" : bowl.look.shape === "pot" ? Qt.darker(bowl.look.rimDark, 1.25) : bowl.look.shape === "dish" ? Qt.lighter(bowl.look.rimLight, 1.35) : "transparent"
                strokeWidth: 1.5
                fillColor: "transparent"
                PathAngleArc { centerX: dish.c; centerY: dish.c; radiusX: (dish.outer + dish.floorR) / 2; radiusY: radiusX; startAngle: 0; sweepAngle: 360 }
            }
            ShapePath {
                strokeColor: bowl.modifier === "F" ? BowlsTheme.frozen : "transparent"
                strokeWidth: 1
                fillColor: "transparent"
                PathPolyline { path: bowl.outline(bowl.look.shape, dish.c, dish.floorR - 4, false) }
            }
        }
        Repeater {
            model: bowl.look.shape === "crater" && !bowl.look.hc ? [[0.3, 0.08], [1.9, 0.05], [3.2, 0.07], [4.4, 0.05], [5.4, 0.06]] : []
            Rectangle {
                required property var modelData
                readonly property real d: bowl.diameter * 0.49
                width: bowl.diameter * modelData[1]
                height: width
                radius: width / 2
                x: bowl.width / 2 + d * Math.cos(modelData[0]) - width / 2
                y: bowl.height / 2 + d * Math.sin(modelData[0]) - height / 2
                color: Qt.darker(bowl.look.rimDark, 1.35)
                border.color: Qt.lighter(bowl.look.rimLight, 1.15)
                border.width: 1
            }
        }

        // Playback flash: sown (thin teal), group cleared (bright green, thick), blockers
        // removed (grey dashes), eruption (orange), source (accent), overflow (red, thick).
        Rectangle {
            anchors.fill: parent
            anchors.margins: -6
            radius: width / 2
            color: "transparent"
            visible: bowl.flash !== 0
            border.width: bowl.flash === 2 || bowl.flash === 6 || bowl.flash === 4 ? 6 : 3
            border.color: bowl.flash === 1 ? BowlsTheme.sownFlash
                        : bowl.flash === 2 ? BowlsTheme.groupFlash
                        : bowl.flash === 3 ? BowlsTheme.blockerMark
                        : bowl.flash === 4 ? BowlsTheme.volcano
                        : bowl.flash === 5 ? Theme.accent
                        : BowlsTheme.warning
        }

        // Every stone's shadow (Neon: halo) first, then every stone above them all.
        Repeater {
            model: bowl.stones
            delegate: Stone {
                id: shadow
                required property int index
                required property string modelData
                readonly property point at: bowl.place(shadow.index)
                x: bowl.width / 2 + at.x - width / 2
                y: bowl.height / 2 + at.y - height / 2
                look: bowl.look
                size: bowl.stoneSize
                letter: shadow.modelData
                part: "shadow"
            }
        }
        Repeater {
            model: bowl.stones
            delegate: Item {
                id: slot
                required property int index
                required property string modelData
                readonly property point at: bowl.place(slot.index)
                readonly property bool extra: slot.index >= BowlsGame.capacity
                x: bowl.width / 2 + at.x - width / 2
                y: bowl.height / 2 + at.y - height / 2
                width: bowl.stoneSize
                height: bowl.stoneSize
                z: extra ? 2 : 1
                Rectangle {
                    visible: slot.extra
                    anchors.fill: parent
                    anchors.margins: -4
                    radius: width / 2
                    color: "transparent"
                    border.width: 3
                    border.color: BowlsTheme.warning
                }
                Stone {
                    anchors.fill: parent
                    look: bowl.look
                    size: bowl.stoneSize
                    letter: slot.modelData
                    part: "face"
                }
            }
        }

        ModifierBadge {
            kind: bowl.modifier
            remaining: bowl.remaining
            size: Math.round(bowl.diameter * 0.3)
            // On the rim, clear of the stones (they reach 0.435 diameters from the centre) and
            // a little before the outward direction (the 8th stone's); the moves left point
            // further out.
            readonly property real angle: bowl.outward - 0.75
            direction: angle
            x: bowl.width / 2 + bowl.diameter * 0.6 * Math.cos(angle) - size / 2
            y: bowl.height / 2 + bowl.diameter * 0.6 * Math.sin(angle) - size / 2
            z: 3
        }
        // The hint: a dashed arc outside the focus ring and a star beside it, in the hint
        // colour (unlike focus, a solid ring, and selection, a grown bowl with a thick rim).
        Shape {
            objectName: "hintMark"
            visible: bowl.hint
            anchors.centerIn: parent
            width: bowl.diameter + 34
            height: width
            ShapePath {
                strokeColor: Theme.hint
                strokeWidth: 4
                strokeStyle: ShapePath.DashLine
                dashPattern: [2, 1.5]
                fillColor: "transparent"
                capStyle: ShapePath.FlatCap
                // Open where the bowl's number sits (towards the ring's centre).
                PathAngleArc {
                    centerX: bowl.diameter / 2 + 17; centerY: centerX
                    radiusX: bowl.diameter / 2 + 15; radiusY: radiusX
                    startAngle: bowl.outward * 180 / Math.PI + 180 + 28; sweepAngle: 304
                }
            }
        }
        Text {
            visible: bowl.hint
            readonly property real angle: bowl.outward + 0.75
            readonly property real d: bowl.diameter / 2 + 17
            x: bowl.width / 2 + d * Math.cos(angle) - width / 2
            y: bowl.height / 2 + d * Math.sin(angle) - height / 2
            z: 4
            text: "✦"
            color: Theme.hint
            style: Text.Outline
            styleColor: Theme.bg
            font.pixelSize: Math.round(bowl.diameter * 0.34)
            font.weight: Font.Black
        }
        // Follows the bowl's own shape, a little outside its rim.
        FocusRingShape {
            objectName: "focusRing"
            shown: bowl.activeFocus
            anchors.centerIn: parent
            width: dish.width + 24
            height: width
            rotation: dish.rotation
            points: bowl.outline(bowl.look.shape, width / 2, dish.outer + 9, false)
        }
    }

    // The bowl's number, inside the ring.
    Text {
        objectName: "bowlNumber"
        x: bowl.width / 2 + bowl.numberOffset.x - width / 2
        y: bowl.height / 2 + bowl.numberOffset.y - height / 2
        text: bowl.number
        color: bowl.activeFocus ? Theme.focus : bowl.selected ? Theme.selection : Theme.textDim
        font.pixelSize: bowl.numberSize
        font.weight: Font.Bold
    }
}
