pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes

// The game's icon set: line icons drawn from SVG path data on a 24-unit grid, all with one
// stroke weight (2 units, round ends and joins), in one colour, sharp at every text size and
// display scale. Decorative: the button that holds one names it for screen readers.
Item {
    id: icon
    property string name: ""
    property color color: Theme.accent
    property real size: 24
    implicitWidth: size
    implicitHeight: size
    Accessible.ignored: true
    readonly property bool known: paths[name] !== undefined

    // name -> SVG path data (24 x 24). One concern per icon, drawn for this game.
    readonly property var paths: ({
        // an arrow turning back to the left
        undo: "M8 4 L3 9 L8 14 M3 9 H14 A6 6 0 0 1 14 21 H10",
        // a circle nearly closed, its arrow heading on clockwise
        restart: "M20 12 A8 8 0 1 1 12 4 M9 1 L12 4 L9 7",
        // a four-pointed spark
        hint: "M12 3 L13.8 10.2 L21 12 L13.8 13.8 L12 21 L10.2 13.8 L3 12 L10.2 10.2 Z",
        // two bars
        pause: "M9 5 V19 M15 5 V19",
        // a square: the attempt stops
        end: "M6 6 H18 V18 H6 Z",
        // a speaker with two waves: read aloud
        read: "M4 9 H8 L13 5 V19 L8 15 H4 Z M16.5 8.5 A5 5 0 0 1 16.5 15.5 M19 6 A8.5 8.5 0 0 1 19 18",
        // a keyboard
        keys: "M3 7 H21 V17 H3 Z M6.5 10.5 H7.5 M10.5 10.5 H11.5 M14.5 10.5 H15.5 M17 10.5 H17.5 M8 14 H16",
        // two sheets, one over the other
        copy: "M9 9 H20 V20 H9 Z M15 9 V4 H4 V15 H9"
    })

    Shape {
        anchors.centerIn: parent
        width: 24
        height: 24
        scale: icon.size / 24
        preferredRendererType: Shape.CurveRenderer
        ShapePath {
            strokeColor: icon.color
            strokeWidth: 2
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: icon.paths[icon.name] ?? "" }
        }
    }
}
