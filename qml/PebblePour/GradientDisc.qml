import QtQuick
import QtQuick.Shapes

// An ellipse filling the item, shaded by a radial gradient (its stops are the children) from
// the item's centre unless told otherwise: a glow, a stone's shadow, light and highlight.
Shape {
    id: disc
    property real gradientX: width / 2
    property real gradientY: height / 2
    property real gradientRadius: width / 2
    default property alias stops: shading.stops
    ShapePath {
        strokeColor: "transparent"
        fillGradient: RadialGradient {
            id: shading
            centerX: disc.gradientX; centerY: disc.gradientY
            centerRadius: disc.gradientRadius
            focalX: centerX; focalY: centerY
        }
        PathAngleArc {
            centerX: disc.width / 2; centerY: disc.height / 2
            radiusX: disc.width / 2; radiusY: disc.height / 2
            startAngle: 0; sweepAngle: 360
        }
    }
}
