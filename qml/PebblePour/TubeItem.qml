pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import PebblePour.Backend

// One tube: four slots of liquid, bottom to top. Named for the screen reader by its contents.
ContainerItem {
    id: tube
    required property int index
    required property var colours
    required property int free
    required property int hint
    required property bool complete
    required property int number

    property int slotHeight: 52
    readonly property int glassWidth: Math.round(slotHeight * 1.25)
    // Room between the glass and the liquid, and above a full tube under the rim.
    readonly property int inset: Math.max(5, Math.round(glassWidth * 0.06))
    readonly property int headroom: Math.max(9, Math.round(slotHeight * 0.3))
    width: glassWidth + 14
    height: glass.height + 56
    shakeTarget: glass
    shakeProperty: "anchors.horizontalCenterOffset"
    shakeReach: 7

    // Tilted while it pours (degrees; negative leans left), set by the board's pour.
    property real tilt: 0
    // Set by the pour: the liquid waits this long before it drains or rises, so that the
    // target fills only once the stream reaches it.
    property int fillDelay: 0
    readonly property bool pouring: reachX !== 0 || reachY !== 0
    Behavior on tilt { NumberAnimation { duration: Theme.normal; easing.type: Easing.InOutCubic } }
    // The top of the glass, and its mouth on the side it leans to (this item's coordinates).
    function glassTop(): point {
        const p = glass.mapToItem(tube, glass.width / 2, 0)
        return Qt.point(p.x, p.y)
    }
    function mouth(): point {
        const p = glass.mapToItem(tube, tube.tilt < 0 ? 0 : glass.width, 0)
        return Qt.point(p.x, p.y)
    }

    // Lifted while selected.
    // Carried over the target while it pours (PourStream), drawn above its neighbours.
    transform: [
        Translate { id: shift; y: tube.selected ? -18 : 0; Behavior on y { NumberAnimation { duration: Theme.quick; easing.type: Easing.OutCubic } } },
        Translate { x: tube.reachX; y: tube.reachY }
    ]
    property real reachX: 0
    property real reachY: 0
    Behavior on reachX { NumberAnimation { duration: Theme.normal; easing.type: Easing.InOutCubic } }
    Behavior on reachY { NumberAnimation { duration: Theme.normal; easing.type: Easing.InOutCubic } }
    z: pouring ? 5 : 0

    // Hint: an arrow above the tube, "from" (up) or "to" (down), and the hint colour.
    Text {
        objectName: "hintArrow"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: glass.top
        anchors.bottomMargin: 4
        visible: tube.hint !== 0 && !tube.pouring
        text: tube.hint === 1 ? "⬆" : "⬇"
        color: Theme.hint
        font.pixelSize: Theme.fontHeading
    }

    Rectangle {
        id: glass
        objectName: "glass"
        width: tube.glassWidth
        height: tube.slotHeight * 4 + tube.headroom + tube.inset
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: label.top
        anchors.bottomMargin: 8
        radius: 10
        bottomLeftRadius: width / 2 - 2
        bottomRightRadius: width / 2 - 2
        transform: Rotation {
            origin.x: glass.width / 2
            origin.y: glass.height / 2
            angle: tube.tilt
        }
        color: Theme.tubeWall
        border.width: tube.selected ? 4 : tube.hint !== 0 ? 3 : 2
        border.color: tube.selected ? Theme.selection : tube.hint !== 0 ? Theme.hint : tube.complete ? Theme.success : Theme.glass

        // The empty glass: light walls (the glass's own colour) round a dark core, so that
        // every liquid meets a tone it stands out from where it meets the empty glass.
        Rectangle {
            objectName: "glassCore"
            readonly property int wall: Math.max(4, Math.round(glass.width * 0.14))
            x: wall
            y: glass.border.width
            width: glass.width - 2 * wall
            height: glass.height - wall - y
            bottomLeftRadius: width / 2
            bottomRightRadius: width / 2
            color: Theme.tubeInterior
        }
        // The liquid: one column per run of a colour (no seams inside a run), drawn by the
        // slot the run starts at, so a pour onto the same colour raises that column and a
        // new colour rises from the surface below it. Shaded across its width, inside its
        // own shape; a dark liquid is outlined in a lighter tint of itself where its fill
        // alone is under 3:1 against the empty tube or the background (Liquids.edge).
        Repeater {
            id: runs
            model: TubesGame.capacity
            Rectangle {
                id: run
                objectName: "liquidRun"
                // While the tube tilts the liquid is drawn level instead (levelLiquid).
                opacity: tube.tilt === 0 ? 1 : 0
                required property int index
                readonly property var colours: tube.colours
                readonly property bool starts: index < colours.length
                                               && (index === 0 || colours[index] !== colours[index - 1])
                readonly property int length: {
                    if (!starts)
                        return 0
                    let n = 1
                    while (index + n < colours.length && colours[index + n] === colours[index])
                        ++n
                    return n
                }
                readonly property bool surface: starts && index + length === colours.length
                // The run's colour, kept while it drains away.
                property string liquid: "#00000000"
                readonly property string current: starts ? colours[index] : ""
                onCurrentChanged: if (current !== "") liquid = current
                Component.onCompleted: if (current !== "") liquid = current
                readonly property string edge: liquid.length === 7 ? Liquids.edge(liquid, [Theme.tubeInterior, Theme.bg, Theme.bgTop]) : liquid
                x: tube.inset
                width: glass.width - 2 * tube.inset
                // Grows up from the slot it starts at when poured into, drains back down.
                height: length * tube.slotHeight
                y: glass.height - tube.inset - index * tube.slotHeight - height
                visible: height > 0.5
                topLeftRadius: 3
                topRightRadius: 3
                bottomLeftRadius: index === 0 ? width / 2 - 1 : 0
                bottomRightRadius: index === 0 ? width / 2 - 1 : 0
                border.width: 3
                border.color: run.edge
                gradient: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop { position: 0.0; color: Qt.lighter(run.liquid, 1.3) }
                    GradientStop { position: 0.22; color: run.liquid }
                    GradientStop { position: 0.7; color: run.liquid }
                    GradientStop { position: 1.0; color: Qt.darker(run.liquid, 1.35) }
                }
                Behavior on height {
                    SequentialAnimation {
                        PauseAnimation { duration: tube.fillDelay }
                        NumberAnimation { duration: Theme.normal; easing.type: Easing.InOutQuad }
                    }
                }
                // The surface: a bright meniscus on the top run only.
                Rectangle {
                    visible: run.surface && run.height > 12
                    x: 4; y: 3
                    width: run.width - 8; height: Math.max(4, Math.round(tube.slotHeight * 0.08))
                    radius: height / 2
                    color: Qt.lighter(run.liquid, 1.5)
                    opacity: 0.9
                }
            }
        }
        // While the tube tilts to pour, its liquid stays level: each run is the part of the
        // glass between two lines that are horizontal on screen, through the run's own
        // bottom and top at the glass's middle (levelPolygon).
        Shape {
            id: levelLiquid
            objectName: "levelLiquid"
            anchors.fill: parent
            visible: tube.tilt !== 0
            LevelRun { slot: 0 }
            LevelRun { slot: 1 }
            LevelRun { slot: 2 }
            LevelRun { slot: 3 }
        }
        FocusRing { objectName: "focusRing"; shown: tube.activeFocus; anchors.margins: -7; radius: 16 }

        // A completed tube is capped: the cap drops on (instant with reduced motion).
        Rectangle {
            id: cap
            objectName: "cap"
            visible: tube.complete
            width: glass.width + 8
            height: 12
            x: -4
            y: tube.complete ? -9 : -30
            radius: 4
            color: Theme.success
            border.width: 2
            border.color: Qt.darker(Theme.success, 1.6)
            Behavior on y { NumberAnimation { duration: Theme.normal; easing.type: Easing.OutBounce } }
        }
    }

    component LevelRun: ShapePath {
        id: levelRun
        required property int slot
        readonly property Rectangle run: runs.count > slot ? runs.itemAt(slot) as Rectangle : null
        readonly property string liquid: run ? (run as Object)["liquid"] : "#00000000"
        strokeWidth: -1
        fillColor: liquid
        PathPolyline { path: tube.levelPolygon(levelRun.slot) }
    }
    // The run that starts at ``slot``, drawn level at the current tilt: a polygon in the
    // glass's own (tilted) coordinates. The glass's inside (the liquid's width, its rounded
    // bottom) is cut by the screen-horizontal lines through the middle of the run's top and
    // bottom; empty when the run is.
    function levelPolygon(slot: int): var {
        const run = runs.count > slot ? runs.itemAt(slot) as Rectangle : null
        if (!run || run.height < 0.5)
            return []
        const left = inset, right = glass.width - inset, bottom = glass.height - inset
        const r = (right - left) / 2, cx = left + r
        let poly = [Qt.point(left, 0), Qt.point(right, 0), Qt.point(right, bottom - r)]
        for (let k = 1; k < 12; ++k) {
            const a = Math.PI * k / 12
            poly.push(Qt.point(cx + r * Math.cos(a), bottom - r + r * Math.sin(a)))
        }
        poly.push(Qt.point(left, bottom - r))
        // Screen-horizontal through (cx, y0) in the glass's coordinates: y = y0 - (x - cx) t.
        const t = Math.tan(tilt * Math.PI / 180)
        const level = (p, y0) => p.y - (y0 - (p.x - cx) * t)  // > 0: below the line
        poly = clipPolygon(poly, p => level(p, run.y))
        if (slot > 0)
            poly = clipPolygon(poly, p => -level(p, run.y + run.height))
        if (poly.length)
            poly.push(poly[0])
        return poly
    }
    // The part of a convex polygon where side(p) >= 0 (Sutherland-Hodgman, one edge).
    function clipPolygon(poly: var, side: var): var {
        const out = []
        for (let i = 0; i < poly.length; ++i) {
            const a = poly[i], b = poly[(i + 1) % poly.length]
            const sa = side(a), sb = side(b)
            if (sa >= 0)
                out.push(a)
            if ((sa >= 0) !== (sb >= 0)) {
                const f = sa / (sa - sb)
                out.push(Qt.point(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f))
            }
        }
        return out
    }

    Text {
        id: label
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        text: tube.complete ? "✓ " + tube.number : tube.number
        // The number stays in the tube's place while the tube is carried off to pour.
        transform: Translate { x: -tube.reachX; y: -tube.reachY }
        color: tube.activeFocus ? Theme.focus : tube.complete ? Theme.success : Theme.textDim
        font.pixelSize: Theme.fontBody
        font.weight: Font.Bold
    }
}
