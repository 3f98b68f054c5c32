import QtQuick
import QtQuick.Shapes

// The mark of a bowl modifier, told apart by its icon (not colour alone): a snowflake for
// frozen, a counter-clockwise arrow for reverse, a mountain with a plume for volcano; the
// moves left of a temporary one beside it, on the side the badge points to.
Item {
    id: badge
    property string kind: ""
    property int remaining: 0
    property real size: 26
    // Where the moves left sit round the disc (radians, 0 = right): away from the stones.
    property real direction: 0
    width: size + (count.visible ? count.width - 4 : 0)
    height: size
    visible: kind !== ""
    readonly property color tint: kind === "F" ? BowlsTheme.frozen : kind === "R" ? BowlsTheme.reverse : BowlsTheme.volcano

    component Icon: Shape {
        anchors.fill: parent
        preferredRendererType: Shape.CurveRenderer
    }

    Rectangle {
        id: disc
        width: badge.size
        height: badge.size
        radius: badge.size / 2
        color: Theme.contrast ? "#000000" : "#0b1322"
        border.width: 2
        border.color: badge.tint

        // Snowflake: three crossing bars with small tips.
        Icon {
            visible: badge.kind === "F"
            ShapePath {
                strokeColor: badge.tint
                strokeWidth: Math.max(1.5, badge.size * 0.08)
                fillColor: "transparent"
                capStyle: ShapePath.RoundCap
                readonly property real c: badge.size / 2
                readonly property real r: badge.size * 0.32
                startX: c; startY: c - r
                PathLine { x: badge.size / 2; y: badge.size / 2 + badge.size * 0.32 }
                PathMove { x: badge.size / 2 - badge.size * 0.277; y: badge.size / 2 - badge.size * 0.16 }
                PathLine { x: badge.size / 2 + badge.size * 0.277; y: badge.size / 2 + badge.size * 0.16 }
                PathMove { x: badge.size / 2 - badge.size * 0.277; y: badge.size / 2 + badge.size * 0.16 }
                PathLine { x: badge.size / 2 + badge.size * 0.277; y: badge.size / 2 - badge.size * 0.16 }
            }
        }
        // Reverse: an arc turning counter-clockwise with an arrowhead.
        Icon {
            visible: badge.kind === "R"
            ArcStroke {
                strokeColor: badge.tint
                strokeWidth: Math.max(1.5, badge.size * 0.09)
                side: badge.size; radius: badge.size * 0.27; from: -20; sweep: -250
            }
            ShapePath {
                strokeColor: "transparent"
                fillColor: badge.tint
                PathPolyline {
                    path: [Qt.point(badge.size * 0.80, badge.size * 0.30), Qt.point(badge.size * 0.86, badge.size * 0.56), Qt.point(badge.size * 0.60, badge.size * 0.48), Qt.point(badge.size * 0.80, badge.size * 0.30)]
                }
            }
        }
        // Volcano: a mountain with a crater and a plume above it.
        Icon {
            visible: badge.kind === "V"
            ShapePath {
                strokeColor: "transparent"
                fillColor: badge.tint
                PathPolyline {
                    path: [Qt.point(badge.size * 0.14, badge.size * 0.80), Qt.point(badge.size * 0.40, badge.size * 0.42), Qt.point(badge.size * 0.60, badge.size * 0.42), Qt.point(badge.size * 0.86, badge.size * 0.80), Qt.point(badge.size * 0.14, badge.size * 0.80)]
                }
            }
            ShapePath {
                strokeColor: badge.tint
                strokeWidth: Math.max(1.5, badge.size * 0.08)
                fillColor: "transparent"
                capStyle: ShapePath.RoundCap
                startX: badge.size * 0.5; startY: badge.size * 0.34
                PathLine { x: badge.size * 0.5; y: badge.size * 0.16 }
                PathMove { x: badge.size * 0.38; y: badge.size * 0.32 }
                PathLine { x: badge.size * 0.30; y: badge.size * 0.20 }
                PathMove { x: badge.size * 0.62; y: badge.size * 0.32 }
                PathLine { x: badge.size * 0.70; y: badge.size * 0.20 }
            }
        }
    }
    Rectangle {
        id: count
        visible: badge.remaining > 0
        readonly property real reach: badge.size / 2 + height * 0.2
        x: badge.size / 2 + reach * Math.cos(badge.direction) - width / 2
        y: badge.size / 2 + reach * Math.sin(badge.direction) - height / 2
        width: Math.max(height, countText.implicitWidth + 8)
        height: Math.round(badge.size * 0.62)
        radius: height / 2
        color: badge.tint
        Text {
            id: countText
            anchors.centerIn: parent
            text: badge.remaining
            color: "#0b1322"
            font.pixelSize: Math.max(10, Math.round(badge.size * 0.42))
            font.weight: Font.Black
        }
    }
}
