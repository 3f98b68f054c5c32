import QtQuick
import QtQuick.Shapes

// A pour as the player would see it: the source tube tilts towards the target and a stream
// of its colour falls from the tilted mouth into the target. Nothing with reduced motion
// (the levels drain and fill in the tubes themselves).
Item {
    id: stream
    anchors.fill: parent
    z: 10
    property TubeItem source: null
    property TubeItem target: null
    property color colour: "transparent"
    property real thickness: 8

    function play(from: TubeItem, to: TubeItem, colour: color, amount: int) {
        if (Theme.normal === 0 || !from || !to)
            return
        settle()
        source = from
        target = to
        // The source drains as the stream leaves it; the target rises once it arrives.
        from.fillDelay = Theme.normal
        to.fillDelay = Theme.normal + Theme.quick / 2
        stream.colour = colour
        thickness = (5 + 2 * amount) * Math.max(1, from.slotHeight / 52)
        // Carry the source up beside the target's mouth and tip it towards the target.
        const a = from.glassTop(), b = to.glassTop()
        const pa = from.mapToItem(stream, a.x, a.y), pb = to.mapToItem(stream, b.x, b.y)
        const side = pb.x > pa.x ? 1 : -1
        from.reachX = pb.x - pa.x - side * from.glassWidth * 0.95
        from.reachY = -from.slotHeight * 1.6
        from.tilt = side * 68
        anim.restart()
    }
    // Put a tube that was pouring back in its place (a new pour, or the end of this one).
    function settle() {
        if (!source)
            return
        source.reachX = 0
        source.reachY = 0
        source.tilt = 0
        source.fillDelay = 0
        if (target)
            target.fillDelay = 0
    }
    function place() {
        if (!source || !target)
            return
        const m = source.mouth()
        const a = source.mapToItem(stream, m.x, m.y)
        const t = target.glassTop()
        const b = target.mapToItem(stream, t.x, t.y)
        path.startX = a.x; path.startY = a.y
        curve.x = b.x; curve.y = b.y + target.slotHeight
        curve.controlX = b.x; curve.controlY = a.y
    }

    Shape {
        id: shape
        anchors.fill: parent
        opacity: 0
        preferredRendererType: Shape.CurveRenderer
        ShapePath {
            id: path
            strokeColor: stream.colour
            strokeWidth: stream.thickness
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            PathQuad { id: curve }
        }
    }
    SequentialAnimation {
        id: anim
        PauseAnimation { duration: Theme.normal }
        ScriptAction { script: stream.place() }
        NumberAnimation { target: shape; property: "opacity"; to: 1; duration: Theme.quick / 2 }
        PauseAnimation { duration: Theme.normal }
        NumberAnimation { target: shape; property: "opacity"; to: 0; duration: Theme.quick }
        ScriptAction { script: stream.settle() }
    }
}
