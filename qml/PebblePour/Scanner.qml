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
    // The round: what the highlight steps through. Each target is {name, frame: [Item],
    // kind, ...}: "item" (something on the screen: chosen as Enter would), "entry" (one
    // entry of a list), "group" (a group of a list's entries), "up" (back out of a group or
    // the list).
    property var targets: []
    property int index: -1
    property int rounds: 0
    property bool resting: false
    property bool byHand: false
    property Item scanRoot: null  // where the round was collected
    // Inside a list (levels, puzzles, dailies, statistics, keys): the list, and the group
    // whose entries the round steps through (null: the list's groups).
    property Item list: null
    property var group: null
    // What the highlight is on (null while it rests or is off) and its spoken name; read by
    // the frame and tests.
    property Item current: null
    property string currentName: ""
    property int revision: 0  // moved on when a list scrolls the highlighted part into view

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
    // A list declares scanGroups(): its entries in groups (a band of levels, eight rows),
    // each {name, frame: [Item], entries: [{name, item, number}]}, and scanCurrent(), the
    // entry it would open now (or null); scanOpen(number) opens an entry as Enter would.
    function isList(item: Item): bool {
        return item !== null && typeof (item as Object)["scanGroups"] === "function"
    }
    function itemTarget(item: Item): var {
        // An option is said with its group ("Text size: 100 %"): the highlight is on the
        // group's chosen option.
        const name = item instanceof ChoiceButton && (item as ChoiceButton).group !== ""
            ? qsTr("%1: %2", "one-switch play: a group of options, its chosen one").arg((item as ChoiceButton).group).arg(item.Accessible.name)
            : item.Accessible.name
        return { kind: "item", name: name, frame: [item], item: item }
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
        return found.filter((x, i) => found.indexOf(x) === i).map(x => itemTarget(x as Item))
    }
    // The round inside the list: the entry it would open now, each group, and the way out;
    // inside a group: its entries and the way back to the groups.
    function listRound(): var {
        const found = []
        const l = list as Object
        if (group) {
            for (const e of group.entries)
                found.push({ kind: group.options ? "option" : "entry", name: e.name,
                             frame: [e.item], number: e.number, item: e.item })
            if (group.options)  // a group of options: leave it as it is
                found.push({ kind: "up", name: qsTr("%1: keep %2", "one-switch play: leave a group of options (text size, language…) on its chosen one").arg((list as ChoiceButton).group).arg(list.Accessible.name),
                             frame: [list.parent] })
            else
                found.push({ kind: "up", name: qsTr("Back to the groups"), frame: [view()] })
            return found
        }
        const now = l["scanCurrent"]()
        if (now)
            found.push({ kind: "entry", name: now.name, frame: [now.item], number: now.number })
        for (const g of l["scanGroups"]())
            found.push({ kind: "group", name: g.name, frame: g.frame, group: g })
        found.push({ kind: "up", name: qsTr("Out of the list"), frame: [view()] })
        return found
    }
    // A group of options (ChoiceButtons: one Tab stop, the chosen one): its options, each
    // chosen as a click would.
    function optionsOf(chosen: Item): var {
        const entries = []
        for (const item of chosen.parent.children)
            if (item instanceof ChoiceButton && item.visible)
                entries.push({ name: item.Accessible.name, item: item, number: entries.length })
        return { options: true, entries: entries }
    }
    // The list's visible area (what scrolls), where its highlight is drawn.
    function view(): Item {
        return ((list as Object)["scanView"] as Item) ?? list
    }
    function stop() {
        clock.stop()
        retry.stop()
        targets = []
        index = -1
        list = null
        group = null
        current = null
        currentName = ""
    }
    // A new round from the first item, or (``keep``) from the item that has the focus.
    function restart(keep: bool) {
        restartAt(keep ? scanner.Window.activeFocusItem : null)
    }
    // A new round from ``at`` (the first item if it is not in the round).
    function restartAt(at: Item) {
        if (!on)
            return
        resting = false
        rounds = 0
        list = null
        group = null
        scanRoot = root()
        targets = collect()
        const found = at ? targets.findIndex(t => t.item === at) : -1
        index = targets.length ? Math.max(0, found) : -1
        show(true)
    }
    // Into a list (or one of its groups): a round of its own, from its first target.
    function enter(l: Item, g: var) {
        list = l
        group = g
        rounds = 0
        targets = listRound()
        index = 0
        show(true)
    }
    function show(first: bool) {
        const t = on && !resting && index >= 0 && index < targets.length ? targets[index] : null
        if (!t) {
            current = null
            currentName = ""
            clock.stop()
            if (on && !resting)
                retry.restart()
            return
        }
        // A list scrolls the highlighted part into view.
        if (list && t.kind !== "up" && typeof (list as Object)["scanReveal"] === "function")
            (list as Object)["scanReveal"](t.frame)
        current = t.frame[0]
        currentName = t.name
        revision += 1
        Announcer.say(t.name, false)
        if (byHand) {
            clock.stop()
            return
        }
        clock.interval = 1000 * (AppSettings.scanInterval + (first ? AppSettings.scanFirstPause : 0))
        clock.restart()
    }
    function rest() {
        stop()
        resting = true
        Announcer.say(qsTr("One-switch play is resting. Press the switch to go on."), false)
    }
    function advance() {
        if (!targets.length)
            return restart(false)
        index += 1
        if (index >= targets.length) {
            // Each round is collected afresh: a board that was still being made, a button
            // that has turned on.
            targets = list ? listRound() : collect()
            index = 0
            rounds += 1
            if (rounds >= AppSettings.scanLoops)
                return rest()
        }
        // Gone since the round began (a dialog opened, a button turned off): start afresh.
        const t = targets[index]
        if (root() !== scanRoot || (list ? !shown(list) : !shown(t.item)))
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
        const t = targets[index]
        if (t.kind === "group")
            return enter(list, t.group)
        if (t.kind === "up")
            return group && !group.options ? enter(list, null) : restartAt(list)
        if (t.kind === "option") {
            const option = t.item as ChoiceButton
            option.forceActiveFocus()
            option.clicked()
            return Qt.callLater(scanner.restartAt, option)
        }
        if (t.kind === "entry") {
            const l = list
            l.forceActiveFocus()
            ;(l as Object)["scanOpen"](t.number)
            return Qt.callLater(scanner.restart, true)
        }
        const item = t.item as Item
        // A list: its own round (its current entry, then its groups); a group of options
        // (one Tab stop): a round of its options.
        if (isList(item))
            return enter(item, null)
        if (item instanceof ChoiceButton)
            return enter(item, optionsOf(item))
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
        objectName: "scanMark"
        parent: scanner.overlay
        z: 1000
        visible: scanner.current !== null
        readonly property rect area: {
            void [scanner.current, scanner.current?.x, scanner.current?.y, scanner.current?.width,
                  scanner.current?.height, scanner.screen, scanner.revision]
            const t = scanner.current ? scanner.targets[scanner.index] : null
            if (!t)
                return Qt.rect(0, 0, 0, 0)
            let x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9
            for (const part of t.frame) {
                const r = (part as Item).mapToItem(scanner.overlay, 0, 0, part.width, part.height)
                x0 = Math.min(x0, r.x); y0 = Math.min(y0, r.y)
                x1 = Math.max(x1, r.x + r.width); y1 = Math.max(y1, r.y + r.height)
            }
            if (scanner.list && !scanner.group?.options) {  // inside a list: within its view
                const v = scanner.view()
                const r = v.mapToItem(scanner.overlay, 0, 0, v.width, v.height)
                x0 = Math.max(x0, r.x); y0 = Math.max(y0, r.y)
                x1 = Math.min(x1, r.x + r.width); y1 = Math.min(y1, r.y + r.height)
            }
            return Qt.rect(x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0))
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
