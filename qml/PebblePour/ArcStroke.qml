import QtQuick
import QtQuick.Shapes

// A round-capped line along part of a circle centred in a square of the given side (degrees,
// clockwise from the right): a stone's bevel and wet reflection, the reverse badge's arrow.
ShapePath {
    id: arc
    property real side: 0
    property real radius: 0
    property real from: 0
    property real sweep: 360
    fillColor: "transparent"
    capStyle: ShapePath.RoundCap
    PathAngleArc {
        centerX: arc.side / 2; centerY: arc.side / 2
        radiusX: arc.radius; radiusY: arc.radius
        startAngle: arc.from; sweepAngle: arc.sweep
    }
}
