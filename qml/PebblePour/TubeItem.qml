pragma ComponentBehavior: Bound
import QtQuick
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
    width: glassWidth + 14
    height: slotHeight * 4 + 70
    shakeTarget: glass
    shakeProperty: "anchors.horizontalCenterOffset"
    shakeReach: 7

    // Tilted while it pours (degrees; negative leans left), set by the board's pour.
    property real tilt: 0
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
    z: reachX !== 0 || reachY !== 0 ? 5 : 0

    // Hint: an arrow above the tube, "from" (up) or "to" (down), and the hint colour.
    Text {
        objectName: "hintArrow"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: glass.top
        anchors.bottomMargin: 4
        visible: tube.hint !== 0
        text: tube.hint === 1 ? "⬆" : "⬇"
        color: Theme.hint
        font.pixelSize: Theme.fontHeading
    }

    Rectangle {
        id: glass
        objectName: "glass"
        width: tube.glassWidth
        height: tube.slotHeight * 4 + 14
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
        color: Theme.tubeInterior
        border.width: tube.selected ? 4 : tube.hint !== 0 ? 3 : 2
        border.color: tube.selected ? Theme.selection : tube.hint !== 0 ? Theme.hint : tube.complete ? Theme.success : Theme.glass

        // Shine on the glass, behind the liquid.
        Rectangle {
            x: 9; y: 8
            width: 6; height: parent.height - 40
            radius: 3
            color: "#ffffff"
            opacity: 0.12
        }
        Repeater {
            model: TubesGame.capacity
            Rectangle {
                id: unit
                objectName: "liquidUnit"
                required property int index
                readonly property bool filled: unit.index < tube.colours.length
                readonly property string liquid: filled ? tube.colours[unit.index] : "#00000000"
                // Outlined in a lighter tint of itself when the fill alone is under 3:1
                // against the empty tube or the background.
                readonly property string edge: filled ? Liquids.edge(liquid, [Theme.tubeInterior, Theme.bg, Theme.bgTop]) : liquid
                x: 5
                width: glass.width - 10
                // Grows from its bottom edge when filled, drains when emptied.
                height: unit.filled ? tube.slotHeight - 2 : 0
                y: glass.height - 5 - (unit.index + 1) * tube.slotHeight + (tube.slotHeight - 2 - height) + 1
                radius: 4
                bottomLeftRadius: unit.index === 0 ? width / 2 - 1 : 4
                bottomRightRadius: unit.index === 0 ? width / 2 - 1 : 4
                color: unit.liquid
                border.width: unit.filled ? 3 : 0
                border.color: unit.edge
                Behavior on height { NumberAnimation { duration: Theme.normal; easing.type: Easing.InOutQuad } }
                // Depth: light catches the left of the column, the right falls into shade.
                Rectangle {
                    visible: unit.filled && unit.height > 12
                    x: 4; y: 4
                    width: 4; height: unit.height - 8
                    radius: 2
                    color: Qt.lighter(unit.liquid, 1.35)
                }
                Rectangle {
                    visible: unit.filled && unit.height > 12
                    x: unit.width - 10; y: 4
                    width: 6; height: unit.height - 8
                    radius: 3
                    color: Qt.darker(unit.liquid, 1.3)
                }
                // The surface: a bright meniscus on the top unit only.
                Rectangle {
                    visible: unit.filled && unit.index === tube.colours.length - 1 && unit.height > 12
                    x: 4; y: 3
                    width: unit.width - 8; height: 5
                    radius: 2.5
                    color: Qt.lighter(unit.liquid, 1.5)
                }
            }
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

    Text {
        id: label
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        text: tube.complete ? "✓ " + tube.number : tube.number
        color: tube.activeFocus ? Theme.focus : tube.complete ? Theme.success : Theme.textDim
        font.pixelSize: Theme.fontBody
        font.weight: Font.Bold
    }
}
