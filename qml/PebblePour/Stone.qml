pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes

// One stone: a coloured body with its white symbol. Wildcards are rainbow stones with a white
// asterisk; blockers are dark square slabs with a grey cross. The theme changes only the light,
// the shadow and the texture, and only at the stone's edge and in small highlights: the body
// colour between the symbol and the edge is the same pixel colour in every theme.
Item {
    id: stone
    property string letter: "r"
    property real size: 24
    property BowlsLook look: BowlsTheme.current
    // "shadow" or "face" draws only that part: a bowl draws every shadow under every face, so
    // a halo never washes over a neighbouring stone.
    property string part: "all"
    width: size
    height: size

    readonly property string finish: look && !look.hc ? look.finish : "flat"
    readonly property bool slab: letter === "#"
    readonly property color body: BowlsTheme.stoneColor(letter)
    readonly property real s: size

    // Shadow (or, for Neon, a halo in the stone's own colour) beneath the body.
    GradientDisc {
        id: shade
        readonly property real spread: stone.finish === "glow" ? 0.82 : stone.finish === "grain" ? 0.6 : 0.56
        readonly property real dx: stone.finish === "grain" ? 0.17 : stone.finish === "pebble" || stone.finish === "carved" ? 0.05 : 0
        readonly property real dy: stone.finish === "grain" ? 0.13 : stone.finish === "glow" || stone.finish === "planet" ? 0 : stone.finish === "glass" ? 0.1 : 0.07
        readonly property color tint: stone.finish === "glow" || stone.finish === "planet" ? stone.body : stone.finish === "glass" ? "#00121f" : "#000000"
        readonly property real strength: stone.finish === "glow" ? 0.7 : stone.finish === "planet" ? 0.35 : stone.finish === "flat" ? 0.35 : 0.55
        x: stone.s * (0.5 + dx) - stone.s * spread
        y: stone.s * (0.5 + dy) - stone.s * spread
        width: stone.s * spread * 2
        height: width
        visible: stone.part !== "face" && (stone.finish !== "flat" || !(stone.look && stone.look.hc))
        GradientStop { position: 0.0; color: Qt.alpha(shade.tint, shade.strength) }
        GradientStop { position: 0.62; color: Qt.alpha(shade.tint, shade.strength * 0.6) }
        GradientStop { position: 1.0; color: Qt.alpha(shade.tint, 0) }
    }

    Item {
        id: face
        anchors.fill: parent
        visible: stone.part !== "shadow"
        Rectangle {
            id: bodyDisc
            anchors.fill: parent
            radius: stone.slab ? stone.s * 0.16 : stone.s / 2
            color: stone.body
            border.width: stone.slab ? 2 : stone.finish === "glow" ? 1.5 : 1
            border.color: stone.slab ? BowlsTheme.blockerMark : stone.finish === "glow" ? Qt.lighter(stone.body, 1.5) : Qt.darker(stone.body, 1.6)
            gradient: stone.letter === "*" ? rainbow : null
            Gradient {
                id: rainbow
                orientation: Gradient.Horizontal
                GradientStop { position: 0.0; color: BowlsTheme.red }
                GradientStop { position: 0.3; color: BowlsTheme.yellow }
                GradientStop { position: 0.5; color: BowlsTheme.green }
                GradientStop { position: 0.7; color: BowlsTheme.blue }
                GradientStop { position: 1.0; color: BowlsTheme.purple }
            }
        }

        // Light: the edge darkens (a rounded body), a highlight where the light falls.
        GradientDisc {
            anchors.fill: parent
            visible: stone.finish !== "flat" && !stone.slab
            // Planets are lit from the upper left, so the dark side is a crescent.
            readonly property bool lit: stone.finish === "planet"
            gradientX: stone.s * (lit ? 0.36 : 0.5); gradientY: stone.s * (lit ? 0.34 : 0.5)
            gradientRadius: stone.s * (lit ? 0.78 : 0.5)
            GradientStop { position: 0.0; color: "transparent" }
            GradientStop { position: stone.finish === "planet" ? 0.8 : 0.84; color: "transparent" }
            GradientStop { position: 1.0; color: Qt.alpha("#000000", stone.finish === "planet" ? 0.7 : stone.finish === "glass" ? 0.3 : 0.42) }
        }
        GradientDisc {
            id: highlight
            visible: stone.finish !== "flat" && stone.finish !== "glow"
            readonly property real r: stone.s * (stone.finish === "glass" ? 0.15 : 0.22)
            readonly property real strength: stone.finish === "glass" ? 0.9 : stone.finish === "planet" ? 0.3 : stone.finish === "carved" ? 0.25 : 0.5
            x: stone.s * 0.31 - r
            y: stone.s * 0.27 - r
            width: r * 2
            height: r * (stone.finish === "glass" ? 1.4 : 2)
            GradientStop { position: 0.0; color: Qt.alpha("#ffffff", highlight.strength) }
            GradientStop { position: 1.0; color: Qt.alpha("#ffffff", 0) }
        }

        // Texture: a bevel for carved stones, a wet reflection for glass, an atmosphere for
        // planets, grains for sandstone; all at the edge.
        Shape {
            anchors.fill: parent
            visible: !stone.slab && (stone.finish === "carved" || stone.finish === "glass" || stone.finish === "planet")
            ArcStroke {
                strokeColor: Qt.alpha("#ffffff", stone.finish === "planet" ? 0.45 : stone.finish === "glass" ? 0.35 : 0.5)
                strokeWidth: Math.max(1, stone.s * (stone.finish === "carved" ? 0.07 : 0.05))
                side: stone.s; radius: stone.s * 0.43
                from: stone.finish === "glass" ? 30 : 165; sweep: stone.finish === "glass" ? 70 : 110
            }
            ArcStroke {
                strokeColor: stone.finish === "carved" ? Qt.alpha("#000000", 0.5) : "transparent"
                strokeWidth: Math.max(1, stone.s * 0.07)
                side: stone.s; radius: stone.s * 0.43; from: -15; sweep: 110
            }
        }
        Repeater {
            model: stone.finish === "grain" && !stone.slab ? [[0.14, 0.52, 1], [0.22, 0.78, 0], [0.5, 0.9, 1], [0.8, 0.74, 0], [0.88, 0.42, 1], [0.7, 0.12, 0], [0.34, 0.1, 1], [0.9, 0.62, 0]] : []
            Rectangle {
                required property var modelData
                width: Math.max(1.5, stone.s * 0.06)
                height: width
                radius: width / 2
                x: stone.s * modelData[0] - width / 2
                y: stone.s * modelData[1] - width / 2
                color: modelData[2] ? "#66ffffff" : "#59000000"
            }
        }

        StoneSymbol {
            anchors.centerIn: parent
            letter: stone.letter
            size: stone.size * (stone.letter === "p" || stone.letter === "*" ? 0.7 : 0.56)
        }
    }
}
