pragma ComponentBehavior: Bound
import QtQuick
import PebblePour.Backend

// One bowl of the ring. Queue positions 1–6 sit around it (from the top, clockwise) and
// position 7 in its centre; an 8th stone or more, only possible while effects resolve, sits
// outside the rim with a warning outline. Named for the screen reader by its contents.
Item {
    id: bowl
    required property int index
    required property int number
    required property var stones
    required property string modifier
    required property int remaining
    required property string description
    required property bool selected
    required property bool playable
    required property int flash

    // Set by the ring.
    property real diameter: 96
    property real outward: 0          // radians: direction away from the ring's centre

    signal activated()

    width: diameter
    height: diameter
    activeFocusOnTab: false

    Accessible.role: Accessible.ListItem
    Accessible.name: description
    Accessible.selectable: true
    Accessible.selected: selected
    Accessible.focusable: true
    Accessible.onPressAction: bowl.activated()

    function shake() { shakeAnim.restart() }

    readonly property real stoneSize: Math.round(diameter * 0.27)
    readonly property real orbit: diameter * 0.3
    readonly property color rimColor: modifier === "F" ? BowlsTheme.frozen : modifier === "R" ? BowlsTheme.reverse : modifier === "V" ? BowlsTheme.volcano : BowlsTheme.bowlRim

    // Where queue position k (0-based) sits, relative to the bowl's centre.
    function place(k: int): point {
        if (k < 6) {
            const a = -Math.PI / 2 + k * Math.PI / 3
            return Qt.point(orbit * Math.cos(a), orbit * Math.sin(a))
        }
        if (k === 6)
            return Qt.point(0, 0)
        const d = diameter / 2 + stoneSize * 0.35 + (k - 7) * stoneSize * 1.05
        return Qt.point(d * Math.cos(outward), d * Math.sin(outward))
    }

    Item {
        id: body
        anchors.fill: parent
        scale: bowl.selected ? 1.07 : 1
        transform: Translate { id: shakeShift }
        Behavior on scale { NumberAnimation { duration: Theme.quick; easing.type: Easing.OutCubic } }

        // The bowl itself: a frozen bowl has a doubled rim, a volcano a thick one.
        Rectangle {
            id: dish
            anchors.fill: parent
            radius: width / 2
            color: BowlsTheme.bowl
            border.width: bowl.selected ? 5 : bowl.modifier === "V" ? 5 : bowl.modifier !== "" ? 3 : 2
            border.color: bowl.selected ? Theme.teal : bowl.rimColor
            Rectangle {
                visible: bowl.modifier === "F"
                anchors.fill: parent
                anchors.margins: 6
                radius: width / 2
                color: "transparent"
                border.width: 1
                border.color: BowlsTheme.frozen
            }
        }

        // Playback flash: sown (thin teal), group cleared (bright green, thick), blockers
        // removed (grey dashes), eruption (orange), source (accent), overflow (red, thick).
        Rectangle {
            anchors.fill: parent
            anchors.margins: -6
            radius: width / 2
            color: "transparent"
            visible: bowl.flash !== 0
            border.width: bowl.flash === 2 || bowl.flash === 6 || bowl.flash === 4 ? 6 : 3
            border.color: bowl.flash === 1 ? BowlsTheme.sownFlash
                        : bowl.flash === 2 ? BowlsTheme.groupFlash
                        : bowl.flash === 3 ? BowlsTheme.blockerMark
                        : bowl.flash === 4 ? BowlsTheme.volcano
                        : bowl.flash === 5 ? Theme.accent
                        : BowlsTheme.warning
        }

        Repeater {
            model: bowl.stones
            delegate: Item {
                id: slot
                required property int index
                required property string modelData
                readonly property point at: bowl.place(slot.index)
                readonly property bool extra: slot.index >= BowlsGame.capacity
                x: bowl.width / 2 + at.x - width / 2
                y: bowl.height / 2 + at.y - height / 2
                width: bowl.stoneSize
                height: bowl.stoneSize
                z: extra ? 2 : 1
                Rectangle {
                    visible: slot.extra
                    anchors.fill: parent
                    anchors.margins: -4
                    radius: width / 2
                    color: "transparent"
                    border.width: 3
                    border.color: BowlsTheme.warning
                }
                Stone {
                    anchors.fill: parent
                    size: bowl.stoneSize
                    letter: slot.modelData
                }
            }
        }

        ModifierBadge {
            kind: bowl.modifier
            remaining: bowl.remaining
            size: Math.round(bowl.diameter * 0.3)
            // Just outside the rim, a little before the outward direction (the 8th stone's).
            x: bowl.width / 2 + bowl.diameter * 0.52 * Math.cos(bowl.outward - 0.75) - size / 2
            y: bowl.height / 2 + bowl.diameter * 0.52 * Math.sin(bowl.outward - 0.75) - size / 2
            z: 3
        }
        FocusRing { shown: bowl.activeFocus; anchors.margins: -9; radius: width / 2 }
    }

    // The bowl's number, inside the ring.
    Text {
        x: bowl.width / 2 - (bowl.diameter / 2 + 16) * Math.cos(bowl.outward) - width / 2
        y: bowl.height / 2 - (bowl.diameter / 2 + 16) * Math.sin(bowl.outward) - height / 2
        text: bowl.number
        color: bowl.activeFocus ? Theme.focus : bowl.selected ? Theme.teal : Theme.textDim
        font.pixelSize: Theme.fontBody
        font.weight: Font.Bold
    }

    SequentialAnimation {
        id: shakeAnim
        NumberAnimation { target: shakeShift; property: "x"; to: -6; duration: Theme.quick / 3 }
        NumberAnimation { target: shakeShift; property: "x"; to: 6; duration: Theme.quick / 2 }
        NumberAnimation { target: shakeShift; property: "x"; to: 0; duration: Theme.quick / 3 }
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: Qt.PointingHandCursor
        onClicked: { bowl.forceActiveFocus(); bowl.activated() }
    }
}
