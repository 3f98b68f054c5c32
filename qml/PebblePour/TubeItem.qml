pragma ComponentBehavior: Bound
import QtQuick
import PebblePour.Backend

// One tube: four slots of liquid, bottom to top. Named for the screen reader by its contents.
Item {
    id: tube
    required property int index
    required property var colours
    required property int free
    required property string description
    required property bool selected
    required property int hint
    required property bool complete
    required property int number

    signal activated()

    property int slotHeight: 52
    readonly property int glassWidth: Math.round(slotHeight * 1.25)
    width: glassWidth + 14
    height: slotHeight * 4 + 70
    activeFocusOnTab: false

    Accessible.role: Accessible.ListItem
    Accessible.name: description
    Accessible.selectable: true
    Accessible.selected: selected
    Accessible.focusable: true
    Accessible.onPressAction: tube.activated()

    function shake() { shakeAnim.restart() }

    // Lifted while selected.
    transform: Translate { id: shift; y: tube.selected ? -18 : 0; Behavior on y { NumberAnimation { duration: Theme.quick; easing.type: Easing.OutCubic } } }

    SequentialAnimation {
        id: shakeAnim
        NumberAnimation { target: glass; property: "anchors.horizontalCenterOffset"; to: -7; duration: Theme.quick / 3 }
        NumberAnimation { target: glass; property: "anchors.horizontalCenterOffset"; to: 7; duration: Theme.quick / 2 }
        NumberAnimation { target: glass; property: "anchors.horizontalCenterOffset"; to: 0; duration: Theme.quick / 3 }
    }

    // Hint arrow above the tube: "from" (up arrow) or "to" (down arrow).
    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: glass.top
        anchors.bottomMargin: 4
        visible: tube.hint !== 0
        text: tube.hint === 1 ? "⬆" : "⬇"
        color: Theme.teal
        font.pixelSize: Theme.fontHeading
    }

    Rectangle {
        id: glass
        width: tube.glassWidth
        height: tube.slotHeight * 4 + 14
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: label.top
        anchors.bottomMargin: 8
        radius: 10
        bottomLeftRadius: width / 2 - 2
        bottomRightRadius: width / 2 - 2
        color: Theme.contrast ? "#000000" : "#26344f"
        border.width: tube.selected ? 4 : tube.hint !== 0 ? 3 : 2
        border.color: tube.selected ? Theme.accent : tube.hint !== 0 ? Theme.teal : tube.complete ? Theme.success : Theme.glass

        Repeater {
            model: TubesGame.capacity
            Rectangle {
                id: unit
                required property int index
                readonly property bool filled: unit.index < tube.colours.length
                readonly property color liquid: filled ? tube.colours[unit.index] : "transparent"
                x: 5
                width: glass.width - 10
                // Grows from its bottom edge when filled, drains when emptied.
                height: unit.filled ? tube.slotHeight - 2 : 0
                y: glass.height - 5 - (unit.index + 1) * tube.slotHeight + (tube.slotHeight - 2 - height) + 1
                radius: 4
                bottomLeftRadius: unit.index === 0 ? width / 2 - 1 : 4
                bottomRightRadius: unit.index === 0 ? width / 2 - 1 : 4
                color: unit.liquid
                border.width: unit.filled ? 1 : 0
                border.color: Qt.lighter(unit.liquid, 1.6)
                Behavior on height { NumberAnimation { duration: Theme.normal; easing.type: Easing.InOutQuad } }
            }
        }
        // Shine on the glass.
        Rectangle {
            x: 9; y: 8
            width: 6; height: parent.height - 40
            radius: 3
            color: "#ffffff"
            opacity: 0.12
        }
        FocusRing { shown: tube.activeFocus; anchors.margins: -7; radius: 16 }
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

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: { tube.forceActiveFocus(); tube.activated() }
    }
}
