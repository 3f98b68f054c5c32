pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes

// The environment of a Bowls theme behind the ring: sky, light and ambient decoration (ferns
// and blossoms, dunes at dusk, kelp and bubbles, a torch-lit stone wall, a neon grid horizon,
// a star field with a ringed planet). Decorative only: invisible to screen readers. High
// contrast leaves plain black; reduced motion stops the ambient motion.
Item {
    id: backdrop
    property BowlsLook look: BowlsTheme.current
    readonly property bool moving: look.moving && !look.hc && visible
    readonly property real u: Math.min(width, height)
    clip: true

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: backdrop.look.skyTop }
            GradientStop { position: 1.0; color: backdrop.look.skyBottom }
        }
    }

    Loader {
        anchors.fill: parent
        sourceComponent: ({ arcs: simpleDecor, leaves: gardenDecor, dunes: sandDecor, waves: oceanDecor,
                            runes: runesDecor, grid: neonDecor, stars: spaceDecor })[backdrop.look.ambient] || null
    }

    // A soft glow at one point: the light of a theme (sun, torch, nebula, lamp).
    component Glow: GradientDisc {
        id: glow
        property color tint: "white"
        property real strength: 0.5
        property real r: 100
        property real cx: 0
        property real cy: 0
        x: cx - r
        y: cy - r
        width: 2 * r
        height: 2 * r
        GradientStop { position: 0.0; color: Qt.alpha(glow.tint, glow.strength) }
        GradientStop { position: 0.45; color: Qt.alpha(glow.tint, glow.strength * 0.45) }
        GradientStop { position: 1.0; color: Qt.alpha(glow.tint, 0) }
    }

    // One leaf, pointing right from its base at (0, 0), one unit long.
    component Leaf: Shape {
        id: leaf
        property real length: 100
        property color tint: "#3d7a44"
        property real sway: 0
        width: length
        height: length * 0.5
        transformOrigin: Item.Left
        ShapePath {
            strokeColor: Qt.darker(leaf.tint, 1.4)
            strokeWidth: 1
            fillGradient: LinearGradient {
                x1: 0; y1: 0; x2: leaf.length; y2: leaf.length * 0.3
                GradientStop { position: 0.0; color: Qt.darker(leaf.tint, 1.25) }
                GradientStop { position: 1.0; color: Qt.lighter(leaf.tint, 1.2) }
            }
            startX: 0; startY: leaf.height / 2
            PathCubic { x: leaf.length; y: leaf.height / 2; control1X: leaf.length * 0.3; control1Y: -leaf.height * 0.05; control2X: leaf.length * 0.75; control2Y: leaf.height * 0.1 }
            PathCubic { x: 0; y: leaf.height / 2; control1X: leaf.length * 0.75; control1Y: leaf.height * 0.9; control2X: leaf.length * 0.3; control2Y: leaf.height * 1.05 }
        }
        ShapePath {
            strokeColor: Qt.lighter(leaf.tint, 1.5)
            strokeWidth: 1.2
            fillColor: "transparent"
            startX: 0; startY: leaf.height / 2
            PathQuad { x: leaf.length * 0.95; y: leaf.height / 2; controlX: leaf.length * 0.5; controlY: leaf.height * 0.42 }
        }
    }

    // A five-petal blossom.
    component Blossom: Item {
        id: blossom
        property real size: 30
        property color tint: "#f2b8c6"
        width: size
        height: size
        Repeater {
            model: 5
            Rectangle {
                required property int index
                readonly property real a: index * 2 * Math.PI / 5 - Math.PI / 2
                width: blossom.size * 0.46
                height: width
                radius: width / 2
                x: blossom.size / 2 + blossom.size * 0.25 * Math.cos(a) - width / 2
                y: blossom.size / 2 + blossom.size * 0.25 * Math.sin(a) - height / 2
                color: blossom.tint
                border.color: Qt.darker(blossom.tint, 1.25)
                border.width: 1
            }
        }
        Rectangle {
            anchors.centerIn: parent
            width: blossom.size * 0.28
            height: width
            radius: width / 2
            color: "#f7d35c"
        }
    }

    Component {
        id: simpleDecor
        Item {
            Glow { cx: backdrop.width * 0.2; cy: backdrop.height * 0.1; r: backdrop.u * 0.7; tint: "#2a3d60"; strength: 0.55 }
            Repeater {
                model: 5
                Rectangle {
                    required property int index
                    readonly property real r: backdrop.u * (0.35 + index * 0.16)
                    x: backdrop.width * 0.98 - r
                    y: backdrop.height * 1.02 - r
                    width: 2 * r
                    height: 2 * r
                    radius: r
                    color: "transparent"
                    border.color: "#1f2c45"
                    border.width: 1
                }
            }
        }
    }

    Component {
        id: gardenDecor
        Item {
            Glow { cx: backdrop.width * 0.45; cy: backdrop.height * 0.05; r: backdrop.u * 0.8; tint: "#3e7a3a"; strength: 0.35 }
            // Fern clusters at three corners, each swaying a little in the breeze.
            Repeater {
                model: [[0, 0, 20, 1], [1, 1, 200, -1], [1, 0, 135, 1], [0, 1, 300, -1]]
                Item {
                    id: cluster
                    required property var modelData
                    required property int index
                    x: cluster.modelData[0] * backdrop.width
                    y: cluster.modelData[1] * backdrop.height
                    rotation: cluster.modelData[2]
                    RotationAnimation on rotation {
                        running: backdrop.moving
                        from: cluster.modelData[2] - 2; to: cluster.modelData[2] + 2
                        duration: 5200 + cluster.index * 700
                        loops: Animation.Infinite
                        easing.type: Easing.SineCurve
                    }
                    Repeater {
                        model: 5
                        Leaf {
                            required property int index
                            y: -height / 2
                            length: backdrop.u * (0.32 - index * 0.035)
                            rotation: -40 + index * 20
                            tint: ["#2f6b35", "#3d7a44", "#356f3a", "#4a8a4c", "#2a5e30"][(index + cluster.index) % 5]
                        }
                    }
                }
            }
            Repeater {
                model: [[0.06, 0.3, 1.0], [0.12, 0.18, 0.7], [0.9, 0.2, 0.85], [0.84, 0.86, 1.0], [0.94, 0.74, 0.7], [0.08, 0.84, 0.8]]
                Blossom {
                    required property var modelData
                    required property int index
                    size: backdrop.u * 0.05 * modelData[2]
                    x: backdrop.width * modelData[0] - size / 2
                    y: backdrop.height * modelData[1] - size / 2
                    tint: index % 3 === 1 ? "#fff1e0" : backdrop.look.accent2
                }
            }
        }
    }

    Component {
        id: sandDecor
        Item {
            // A low sun behind the dunes.
            Glow {
                id: sunGlow
                cx: backdrop.width * 0.645; cy: backdrop.height * 0.56; r: backdrop.u * 0.55
                tint: backdrop.look.accent; strength: 0.5
                PulseAnimation on strength { running: backdrop.moving; low: 0.36; high: 0.5; down: 4000; curve: Easing.InOutSine }
            }
            Rectangle {
                readonly property real r: backdrop.u * 0.11
                x: backdrop.width * 0.645 - r; y: backdrop.height * 0.56 - r
                width: 2 * r; height: 2 * r; radius: r
                gradient: Gradient {
                    GradientStop { position: 0.0; color: "#ffe09a" }
                    GradientStop { position: 1.0; color: "#ff9a4a" }
                }
            }
            // Three dune ridges, far to near.
            Repeater {
                model: [[0.58, "#6e3b2b", 0.0], [0.7, "#56301f", 0.35], [0.82, "#3f2216", 0.7]]
                Shape {
                    id: dune
                    required property var modelData
                    anchors.fill: parent
                    readonly property real ridge: backdrop.height * modelData[0]
                    readonly property real w: backdrop.width
                    readonly property real h: backdrop.height
                    readonly property real phase: modelData[2]
                    ShapePath {
                        strokeColor: Qt.lighter(dune.modelData[1], 1.35)
                        strokeWidth: 1.5
                        fillColor: dune.modelData[1]
                        startX: 0; startY: dune.ridge + dune.h * 0.06
                        PathCubic { x: dune.w * 0.5; y: dune.ridge - dune.h * 0.02 * (1 - dune.phase); control1X: dune.w * (0.15 + dune.phase * 0.1); control1Y: dune.ridge - dune.h * 0.1; control2X: dune.w * 0.3; control2Y: dune.ridge + dune.h * 0.06 }
                        PathCubic { x: dune.w; y: dune.ridge + dune.h * 0.03; control1X: dune.w * 0.7; control1Y: dune.ridge - dune.h * 0.12; control2X: dune.w * (0.85 - dune.phase * 0.1); control2Y: dune.ridge + dune.h * 0.1 }
                        PathLine { x: dune.w; y: dune.h }
                        PathLine { x: 0; y: dune.h }
                        PathLine { x: 0; y: dune.ridge + dune.h * 0.06 }
                    }
                }
            }
            // Wind streaks in the sky.
            Repeater {
                model: [[0.02, 0.2, 0.2], [0.05, 0.3, 0.12], [0.55, 0.17, 0.22], [0.68, 0.36, 0.14]]
                Rectangle {
                    required property var modelData
                    x: backdrop.width * modelData[0]
                    y: backdrop.height * modelData[1]
                    width: backdrop.width * modelData[2]
                    height: 2
                    radius: 1
                    color: "#33ffd9a8"
                }
            }
        }
    }

    Component {
        id: oceanDecor
        Item {
            // Light rays from the surface.
            Repeater {
                model: [[0.12, 0.08], [0.3, 0.12], [0.52, 0.07], [0.74, 0.1], [0.9, 0.06]]
                Shape {
                    id: ray
                    required property var modelData
                    anchors.fill: parent
                    readonly property real x0: backdrop.width * modelData[0]
                    readonly property real spread: backdrop.width * modelData[1]
                    ShapePath {
                        strokeColor: "transparent"
                        fillGradient: LinearGradient {
                            x1: 0; y1: 0; x2: 0; y2: backdrop.height * 0.85
                            GradientStop { position: 0.0; color: "#2effffff" }
                            GradientStop { position: 1.0; color: "#00ffffff" }
                        }
                        startX: ray.x0; startY: 0
                        PathLine { x: ray.x0 + ray.spread * 0.5; y: 0 }
                        PathLine { x: ray.x0 + ray.spread * 1.6; y: backdrop.height * 0.85 }
                        PathLine { x: ray.x0 - ray.spread * 0.2; y: backdrop.height * 0.85 }
                        PathLine { x: ray.x0; y: 0 }
                    }
                }
            }
            // Kelp strands rising from the sea floor, swaying.
            Repeater {
                model: [[0.03, 0.55], [0.07, 0.42], [0.11, 0.5], [0.88, 0.5], [0.93, 0.6], [0.97, 0.44]]
                Shape {
                    id: kelp
                    required property var modelData
                    required property int index
                    readonly property real len: backdrop.height * modelData[1]
                    x: backdrop.width * modelData[0]
                    y: backdrop.height - len
                    width: 40
                    height: len
                    transformOrigin: Item.Bottom
                    RotationAnimation on rotation {
                        running: backdrop.moving
                        from: -3; to: 3
                        duration: 4200 + kelp.index * 500
                        loops: Animation.Infinite
                        easing.type: Easing.SineCurve
                    }
                    ShapePath {
                        strokeColor: kelp.index % 2 ? "#1c7a66" : "#166453"
                        strokeWidth: backdrop.u * 0.016
                        fillColor: "transparent"
                        capStyle: ShapePath.RoundCap
                        startX: 20; startY: kelp.len
                        PathCubic { x: 20; y: 0; control1X: 48; control1Y: kelp.len * 0.66; control2X: -8; control2Y: kelp.len * 0.33 }
                    }
                }
            }
            // Bubbles.
            Repeater {
                model: 14
                Rectangle {
                    id: bubble
                    required property int index
                    readonly property real start: backdrop.height * (0.3 + ((index * 37) % 70) / 100)
                    width: backdrop.u * (0.008 + (index % 4) * 0.005)
                    height: width
                    radius: width / 2
                    x: backdrop.width * (((index * 53) % 100) / 100)
                    y: start
                    color: "#227fe3ff"
                    border.color: "#997fe3ff"
                    border.width: 1
                    NumberAnimation on y {
                        running: backdrop.moving
                        from: bubble.start; to: -20
                        duration: 9000 + bubble.index * 800
                        loops: Animation.Infinite
                    }
                }
            }
        }
    }

    Component {
        id: runesDecor
        Item {
            // Masonry: courses of stone blocks.
            Repeater {
                model: 9
                Item {
                    id: course
                    required property int index
                    readonly property real h: backdrop.height / 8
                    y: index * h
                    width: backdrop.width
                    height: h
                    Rectangle { width: parent.width; height: 2; color: "#0c0d10"; opacity: 0.8 }
                    Repeater {
                        model: 9
                        Rectangle {
                            required property int index
                            x: (index + (course.index % 2) * 0.5) * backdrop.width / 7
                            width: 2
                            height: course.h
                            color: "#0c0d10"
                            opacity: 0.7
                        }
                    }
                }
            }
            // Two torches.
            Repeater {
                model: [0.04, 0.96]
                Glow {
                    id: torch
                    required property var modelData
                    required property int index
                    cx: backdrop.width * modelData; cy: backdrop.height * 0.3
                    r: backdrop.u * 0.45; tint: backdrop.look.accent2; strength: 0.4
                    PulseAnimation on strength { running: backdrop.moving; low: 0.3; high: 0.42; down: 700 + torch.index * 230; up: 900 + torch.index * 170 }
                }
            }
            Glow { cx: backdrop.width * 0.5; cy: backdrop.height * 1.05; r: backdrop.u * 0.7; tint: backdrop.look.accent; strength: 0.12 }
        }
    }

    Component {
        id: neonDecor
        Item {
            id: neon
            readonly property real horizon: backdrop.height * 0.66
            // A striped sun sinking behind the horizon.
            Rectangle {
                readonly property real r: backdrop.u * 0.24
                x: backdrop.width * 0.5 - r; y: neon.horizon - r * 1.3
                width: 2 * r; height: 2 * r; radius: r
                gradient: Gradient {
                    GradientStop { position: 0.0; color: "#ffd23f" }
                    GradientStop { position: 0.6; color: "#ff3fbf" }
                    GradientStop { position: 1.0; color: "#8a2be2" }
                }
                Repeater {
                    model: 5
                    Rectangle {
                        required property int index
                        width: parent.width
                        y: parent.height * (0.5 + index * 0.09)
                        height: 3 + index * 2
                        color: backdrop.look.skyBottom
                    }
                }
            }
            Rectangle {
                y: neon.horizon
                width: parent.width
                height: parent.height - neon.horizon
                color: "#0a0418"
            }
            Glow { cx: backdrop.width / 2; cy: neon.horizon; r: backdrop.width * 0.5; tint: backdrop.look.accent; strength: 0.3 }
            Rectangle { y: neon.horizon - 1; width: parent.width; height: 3; color: backdrop.look.accent }
            // The perspective grid: lines to the vanishing point, and rows that scroll nearer.
            Shape {
                anchors.fill: parent
                ShapePath {
                    strokeColor: Qt.alpha(backdrop.look.accent, 0.7)
                    strokeWidth: 1.5
                    fillColor: "transparent"
                    PathMultiline {
                        paths: {
                            const out = []
                            const w = backdrop.width, h = backdrop.height
                            for (let k = -12; k <= 12; ++k)
                                out.push([Qt.point(w / 2 + k * w * 0.02, neon.horizon), Qt.point(w / 2 + k * w * 0.2, h)])
                            return out
                        }
                    }
                }
            }
            Repeater {
                model: 8
                Rectangle {
                    id: row
                    required property int index
                    property real t: index / 8
                    readonly property real depth: t * t
                    y: neon.horizon + (backdrop.height - neon.horizon) * depth
                    width: backdrop.width
                    height: 1 + depth * 2
                    color: Qt.alpha(backdrop.look.accent, 0.35 + depth * 0.5)
                    NumberAnimation on t {
                        running: backdrop.moving
                        from: row.index / 8; to: (row.index + 1) / 8
                        duration: 2400
                        loops: Animation.Infinite
                    }
                }
            }
        }
    }

    Component {
        id: spaceDecor
        Item {
            Glow { cx: backdrop.width * 0.15; cy: backdrop.height * 0.75; r: backdrop.u * 0.7; tint: backdrop.look.accent; strength: 0.28 }
            Glow { cx: backdrop.width * 0.35; cy: backdrop.height * 0.95; r: backdrop.u * 0.45; tint: "#3a6bff"; strength: 0.22 }
            Glow { cx: backdrop.width * 0.75; cy: backdrop.height * 0.1; r: backdrop.u * 0.4; tint: "#ff5fa0"; strength: 0.12 }
            // Fixed stars, the same sky every time.
            Canvas {
                anchors.fill: parent
                onWidthChanged: requestPaint()
                onHeightChanged: requestPaint()
                onPaint: {
                    const ctx = getContext("2d")
                    ctx.reset()
                    let seed = 7
                    function next() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648 }
                    for (let k = 0; k < 260; ++k) {
                        const x = next() * width, y = next() * height, big = next()
                        ctx.fillStyle = big > 0.93 ? "rgba(255,244,220,0.95)" : big > 0.6 ? "rgba(200,210,255,0.7)" : "rgba(180,190,255,0.4)"
                        const r = big > 0.93 ? 1.6 : big > 0.6 ? 1.1 : 0.7
                        ctx.beginPath()
                        ctx.arc(x, y, r, 0, 2 * Math.PI)
                        ctx.fill()
                    }
                }
            }
            // A few stars that twinkle.
            Repeater {
                model: [[0.08, 0.12], [0.27, 0.06], [0.46, 0.16], [0.62, 0.05], [0.05, 0.5], [0.92, 0.45], [0.7, 0.9], [0.18, 0.92]]
                Rectangle {
                    id: twinkle
                    required property var modelData
                    required property int index
                    width: 4; height: 4; radius: 2
                    x: backdrop.width * modelData[0]
                    y: backdrop.height * modelData[1]
                    color: "#fff4dc"
                    PulseAnimation on opacity { running: backdrop.moving; low: 0.2; down: 900 + twinkle.index * 310 }
                }
            }
            // A ringed planet at the upper left, beside the board.
            Item {
                id: planet
                readonly property real r: backdrop.u * 0.07
                x: backdrop.width * 0.075 - r
                y: backdrop.height * 0.3 - r
                width: 2 * r
                height: 2 * r
                rotation: -18
                // The far half of the ring, behind the planet.
                Shape {
                    anchors.centerIn: parent
                    width: planet.r * 4.2
                    height: planet.r * 1.1
                    preferredRendererType: Shape.CurveRenderer
                    ShapePath {
                        strokeColor: "#70e0c090"
                        strokeWidth: planet.r * 0.1
                        fillColor: "transparent"
                        PathAngleArc { centerX: planet.r * 2.1; centerY: planet.r * 0.55; radiusX: planet.r * 1.9; radiusY: planet.r * 0.45; startAngle: 170; sweepAngle: 200 }
                    }
                }
                // Rotated with the planet: smoothed, or its edge is jagged.
                Rectangle {
                    anchors.fill: parent
                    radius: width / 2
                    antialiasing: true
                    gradient: Gradient {
                        GradientStop { position: 0.0; color: "#e3b07a" }
                        GradientStop { position: 0.5; color: "#b0704a" }
                        GradientStop { position: 1.0; color: "#3a1e1a" }
                    }
                }
                Shape {
                    anchors.centerIn: parent
                    width: planet.r * 4.2
                    height: planet.r * 1.1
                    preferredRendererType: Shape.CurveRenderer
                    ShapePath {
                        strokeColor: "#c9e0c090"
                        strokeWidth: planet.r * 0.14
                        fillColor: "transparent"
                        PathAngleArc { centerX: planet.r * 2.1; centerY: planet.r * 0.55; radiusX: planet.r * 1.9; radiusY: planet.r * 0.45; startAngle: -10; sweepAngle: 200 }
                    }
                }
            }
        }
    }
}
