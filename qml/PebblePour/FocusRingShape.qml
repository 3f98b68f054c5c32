import QtQuick
import QtQuick.Shapes

// The keyboard-focus ring along a drawn outline (a bowl's octagon or rounded square), for
// items that are not rectangles: `points` in this item's coordinates.
Shape {
    id: ring
    property bool shown: false
    property var points: []
    visible: shown
    preferredRendererType: Shape.CurveRenderer
    ShapePath {
        strokeColor: Theme.focus
        strokeWidth: Theme.focusWidth
        fillColor: "transparent"
        joinStyle: ShapePath.RoundJoin
        PathPolyline { path: ring.points }
    }
}
