import QtQuick
import PebblePour.Backend

// What a bowl and a tube share: an item of the board's list, named for the screen reader by
// its contents and reached by the arrow keys only (one Tab stop for the board), picked by a
// click or the screen reader's press, and shaken sideways when a move is refused.
Item {
    id: container
    required property string description
    required property bool selected
    // What the shake moves: an object, its horizontal offset property, and how far it goes.
    property QtObject shakeTarget: null
    property string shakeProperty: "x"
    property real shakeReach: 6

    signal activated()

    // While a move plays out (a Bowls chain), the name a screen reader reads holds still and
    // changes once, to the end state, after the move's sentence (Orca 48 re-reads the focused
    // item at every change, and a change at the moment of the sentence made it drop that).
    property bool settling: false
    property string heard: ""
    Component.onCompleted: settle()
    onDescriptionChanged: settle()
    onSettlingChanged: if (!settling) Qt.callLater(container.settle)
    function settle() { if (!settling) heard = description }

    activeFocusOnTab: false
    Accessible.role: Accessible.ListItem
    Accessible.name: Announcer.spokenForm(heard)
    Accessible.focusable: true
    Accessible.onPressAction: container.activated()

    function shake() { shakeAnim.restart() }

    SequentialAnimation {
        id: shakeAnim
        NumberAnimation { target: container.shakeTarget; property: container.shakeProperty; to: -container.shakeReach; duration: Theme.quick / 3 }
        NumberAnimation { target: container.shakeTarget; property: container.shakeProperty; to: container.shakeReach; duration: Theme.quick / 2 }
        NumberAnimation { target: container.shakeTarget; property: container.shakeProperty; to: 0; duration: Theme.quick / 3 }
    }

    // Above what the bowl or tube draws (declared before it, so raised).
    MouseArea {
        anchors.fill: parent
        z: 10
        cursorShape: Qt.PointingHandCursor
        onClicked: { container.forceActiveFocus(); container.activated() }
    }
}
