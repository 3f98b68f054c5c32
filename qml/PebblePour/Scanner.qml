pragma ComponentBehavior: Bound
import QtQuick
import PebblePour.Backend

// One-switch play (Settings): a highlight steps by itself through everything that can be
// chosen on the screen or the open dialog, in the Tab order (a board: each tube or bowl, then
// the buttons), each for the chosen time, the first a little longer; the switch chooses the
// highlighted item as Enter would (a bowl: Space selects it, and the highlight starts again
// on it, where the switch sows it). After the chosen number of rounds the highlight rests;
// the switch wakes it. A second switch steps by hand (and stops the clock until the first is
// pressed). The highlight is spoken, and drawn unlike the focus ring, the selection and the
// hint: a thick magenta frame with a dark edge.
Item {
    id: scanner
    required property Item screen       // the current screen (Main's stack)
    required property Item overlay      // the window's overlay: popups are its children
    readonly property bool on: AppSettings.oneSwitch
    property var targets: []
    property int index: -1
    property int rounds: 0
    property bool resting: false
    property bool byHand: false
    property Item scanRoot: null  // where the round was collected
    // What the highlight is on (null while it rests or is off); read by the frame and tests.
    property Item current: null

    onOnChanged: on ? restart(false) : stop()
    onScreenChanged: if (on) Qt.callLater(scanner.restart, false)

    Connections {
        target: KeyMap
        enabled: scanner.on
        function onSwitchPressed() { scanner.choose() }
        function onSwitchStepped() { scanner.step() }
    }

    Timer {
        id: clock
        onTriggered: scanner.advance()
    }
    // Nothing to highlight yet (a screen still fading in, a board still being made): look
    // again shortly.
    Timer {
        id: retry
        interval: 250
        onTriggered: scanner.restart(false)
    }

    // The dialog that holds the focus (its popup item is a child of the overlay), else the
    // screen: the highlight stays inside it.
    function root(): Item {
        for (let item = scanner.Window.activeFocusItem; item; item = item.parent)
            if (item.parent === overlay && item.visible)
                return item
        return screen
    }
    function inside(item: Item, top: Item): bool {
        for (let up = item; up; up = up.parent)
            if (up === top)
                return true
        return false
    }
    function shown(item: Item): bool {
        for (let up = item; up; up = up.parent)
            if (!up.visible || up.opacity === 0)
                return false
        return item.enabled
    }
    // Everything Tab reaches inside the root, in its order; a board gives its tubes or bowls
    // (its scanParts) in their place.
    function collect(): var {
        const top = root()
        const found = []
        if (!top)
            return found
        let item = top.nextItemInFocusChain(true)
        for (let n = 0; item && n < 300; ++n) {
            if (found.includes(item))
                break
            if (inside(item, top) && shown(item)) {
                const board = item as Object  // a board declares scanParts()
                if (typeof board["scanParts"] === "function")
                    for (const part of board["scanParts"]())
                        found.push(part)
                else if (!found.includes(item))
                    found.push(item)
            }
            const next = item.nextItemInFocusChain(true)
            if (next === item)
                break
            item = next
        }
        // A board's parts came in twice when the focus was on one of them: keep the first.
        return found.filter((x, i) => found.indexOf(x) === i)
    }
    function nameOf(item: Item): string {
        return item.Accessible.name
    }
    function stop() {
        clock.stop()
        retry.stop()
        targets = []
        index = -1
        current = null
    }
    // A new round from the first item, or (``keep``) from the item that has the focus.
    function restart(keep: bool) {
        if (!on)
            return
        resting = false
        rounds = 0
        scanRoot = root()
        targets = collect()
        const focused = keep ? targets.indexOf(scanner.Window.activeFocusItem) : -1
        index = targets.length ? Math.max(0, focused) : -1
        show(true)
    }
    function show(first: bool) {
        current = on && !resting && index >= 0 && index < targets.length ? targets[index] as Item : null
        if (!current) {
            clock.stop()
            if (on && !resting)
                retry.restart()
            return
        }
        Announcer.say(nameOf(current), false)
        if (byHand) {
            clock.stop()
            return
        }
        clock.interval = 1000 * (AppSettings.scanInterval + (first ? AppSettings.scanFirstPause : 0))
        clock.restart()
    }
    function advance() {
        if (!targets.length)
            return restart(false)
        index += 1
        if (index >= targets.length) {
            // Each round is collected afresh: a board that was still being made, a button
            // that has turned on.
            targets = collect()
            index = 0
            rounds += 1
            if (rounds >= AppSettings.scanLoops) {
                resting = true
                current = null
                clock.stop()
                Announcer.say(qsTr("One-switch play is resting. Press the switch to go on."), false)
                return
            }
        }
        // Gone since the round began (a dialog opened, a button turned off): start afresh.
        if (!shown(targets[index] as Item) || root() !== scanRoot)
            return restart(false)
        show(index === 0)
    }
    function step() {
        byHand = true
        if (resting || !current)
            return restart(false)
        advance()
    }
    function choose() {
        byHand = false
        if (resting || !current)
            return restart(false)
        const item = current
        item.forceActiveFocus()
        // A bowl: the first press selects it (Space), the second, on the selected bowl, sows
        // it (Enter). Anything else as Enter presses it.
        const bowl = item instanceof BowlItem
        const sow = bowl && BowlsGame.selected === (item as BowlItem).index
        KeyMap.press(bowl && !sow ? Qt.Key_Space : Qt.Key_Return)
        // What was chosen may have opened a dialog or a screen, or changed the buttons: the
        // next round is collected once that has settled; after a bowl is selected it starts
        // on that bowl.
        Qt.callLater(scanner.restart, bowl && !sow)
    }

    // The highlight, over everything (dialogs too), on the item's outline.
    Rectangle {
        id: mark
        parent: scanner.overlay
        z: 1000
        visible: scanner.current !== null
        readonly property rect area: {
            void [scanner.current, scanner.current?.x, scanner.current?.y, scanner.current?.width,
                  scanner.current?.height, scanner.screen]
            return scanner.current ? scanner.current.mapToItem(scanner.overlay, 0, 0,
                                                                scanner.current.width,
                                                                scanner.current.height)
                                   : Qt.rect(0, 0, 0, 0)
        }
        x: area.x - 7
        y: area.y - 7
        width: area.width + 14
        height: area.height + 14
        radius: Theme.radius + 4
        color: "transparent"
        border.width: 5
        border.color: Theme.scan
        Rectangle {
            anchors.fill: parent
            anchors.margins: -2
            radius: parent.radius + 2
            color: "transparent"
            border.width: 2
            border.color: "#000000"
        }
    }
}
