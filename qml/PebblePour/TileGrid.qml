pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import PebblePour.Backend

// Numbered tiles (1 to count) in headed sections, levels in bands or puzzles in chapters, in
// a scrolling area: one Tab stop, read as a list. The arrows move between tiles (Up and Down
// to the tile drawn above or below, as rows differ in length), Home and End go to the first
// tile and to `last` (the last one the player may open), Space or Enter opens the focused
// one, and the area scrolls to keep the focused tile in view. The sections are TileSections
// of Tiles; the screen gives them and acts on `opened`.
Flickable {
    id: flick
    property string listName: ""
    property int count: 0
    property int last: count
    property int current: 1
    property alias sections: sectionRepeater.model
    property alias section: sectionRepeater.delegate
    property real sectionSpacing: Theme.pad
    // The list itself, the screen's first focus.
    readonly property alias list: grid
    // Tile number -> its tile, filled in by the tiles themselves.
    property var tileMap: ({})
    signal opened(int number)

    function tileFor(n: int): Tile {
        return tileMap[n] || null
    }
    function focusTile(n: int) {
        // The list ends here: a tock, and in words (the focus does not move, so a reader
        // would say nothing).
        if (n < 1 || n > count) {
            Sounds.edge(n < 1 ? -0.8 : 0.8)
            Announcer.say(n < 1 ? qsTr("Start of the list") : qsTr("End of the list"), false)
        }
        current = Math.max(1, Math.min(count, n))
        const t = tileFor(current)
        if (t) {
            t.forceActiveFocus()
            ensureVisible(t)
        }
    }
    function focusVertical(dir: int) {
        const cur = tileFor(current)
        if (!cur)
            return
        const p = cur.mapToItem(column, cur.width / 2, cur.height / 2)
        let best = 0, bestDy = 1e9, bestDx = 1e9
        for (let n = 1; n <= count; ++n) {
            const t = tileFor(n)
            if (!t || n === current)
                continue
            const q = t.mapToItem(column, t.width / 2, t.height / 2)
            const dy = (q.y - p.y) * dir
            const dx = Math.abs(q.x - p.x)
            if (dy > 1 && (dy < bestDy - 1 || (Math.abs(dy - bestDy) <= 1 && dx < bestDx))) {
                best = n; bestDy = dy; bestDx = dx
            }
        }
        if (best)
            focusTile(best)
        else {
            Sounds.edge(0)
            Announcer.say(dir < 0 ? qsTr("No row above") : qsTr("No row below"), false)
        }
    }
    function ensureVisible(item: Item) {
        const p = item.mapToItem(column, 0, 0)
        if (item.height > height - 32)  // taller than the view (a whole band): its top
            contentY = Math.max(0, Math.min(contentHeight - height, p.y - 8))
        else if (p.y < contentY)
            contentY = Math.max(0, p.y - 48)
        else if (p.y + item.height > contentY + height)
            contentY = Math.min(contentHeight - height, p.y + item.height - height + 16)
    }

    contentHeight: column.implicitHeight + 16
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollMark {}

    FocusScope {
        id: grid
        width: flick.width - Theme.gutter
        height: column.implicitHeight + 16
        activeFocusOnTab: true
        Accessible.role: Accessible.List
        Accessible.name: Announcer.spokenForm(flick.listName)
        // One-switch play (Scanner.qml) steps through the sections, then a section's tiles
        // (those the player may open).
        function scanEntry(n: int): var {
            const t = flick.tileFor(n)
            return t && !t.locked ? { name: t.description, item: t, number: n } : null
        }
        function scanGroups(): var {
            // Each open tile under its section (a tile sits in its section's Flow).
            const open = new Map()
            for (let n = 1; n <= flick.count; ++n) {
                const e = scanEntry(n)
                const section = e ? e.item.parent?.parent : null
                if (section)
                    open.set(section, (open.get(section) ?? []).concat([e]))
            }
            const groups = []
            for (let i = 0; i < sectionRepeater.count; ++i) {
                const section = sectionRepeater.itemAt(i) as TileSection
                if (open.has(section))
                    groups.push({ name: section.heading, frame: [section], entries: open.get(section) })
            }
            return groups
        }
        readonly property Item scanView: flick
        function scanCurrent(): var { return scanEntry(flick.current) }
        function scanReveal(frame: var) { flick.ensureVisible(frame[0] as Item) }
        function scanOpen(n: int) {
            flick.focusTile(n)
            flick.opened(n)
        }
        // The list itself took the focus (Tab, or handed back by a closing popup): its tile
        // takes it, once the focus has settled, and only if it is still here (a popup closing
        // as a screen is pushed hands it back for a moment, and the new screen takes it).
        onActiveFocusChanged: if (activeFocus) Qt.callLater(grid.focusCurrent)
        function focusCurrent() {
            if (activeFocus)
                flick.focusTile(flick.current)
        }
        Keys.onPressed: (event) => {
            const n = flick.current
            if (event.key === Qt.Key_Right) flick.focusTile(n + 1)
            else if (event.key === Qt.Key_Left) flick.focusTile(n - 1)
            else if (event.key === Qt.Key_Down) flick.focusVertical(1)
            else if (event.key === Qt.Key_Up) flick.focusVertical(-1)
            else if (event.key === Qt.Key_Home) flick.focusTile(1)
            else if (event.key === Qt.Key_End) flick.focusTile(flick.last)
            else if (event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) flick.opened(n)
            else return
            event.accepted = true
        }

        Column {
            id: column
            // The rows of tiles are centred in the grid, their headings aligned with them.
            readonly property real used: {
                let w = 0
                for (let i = 0; i < sectionRepeater.count; ++i) {
                    const section = sectionRepeater.itemAt(i) as TileSection
                    if (section)
                        w = Math.max(w, section.used)
                }
                return w
            }
            x: 8 + Math.max(0, Math.floor((width - used) / 2))
            y: 8
            width: parent.width - 16
            spacing: flick.sectionSpacing
            Repeater { id: sectionRepeater }
        }
    }
}
