import QtQuick
import PebblePour.Backend

// A list the keyboard walks, read as a list: one Tab stop, the arrows move from row to row,
// and Home and End jump to the first and the last row at once (instant with reduced motion,
// not at the default 400 px/s). The statistics, the achievements and the daily boards.
ListView {
    clip: true
    spacing: Theme.gap
    activeFocusOnTab: true
    keyNavigationEnabled: true
    highlightMoveDuration: Theme.normal
    highlightMoveVelocity: -1
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Home) currentIndex = 0
        else if (event.key === Qt.Key_End) currentIndex = count - 1
        else return
        event.accepted = true
    }
    Accessible.role: Accessible.List

    // One-switch play (Scanner.qml) steps through the rows in groups of eight, then a
    // group's rows; a row is chosen as Enter would.
    readonly property int scanGroupSize: 8
    function readerName(item: Item): string {
        if (!item)
            return ""
        if (item.Accessible.name !== "")
            return item.Accessible.name
        for (const child of item.children) {
            const name = readerName(child)
            if (name !== "")
                return name
        }
        return ""
    }
    function scanEntry(i: int): var {
        const item = itemAtIndex(i)
        return item ? { name: readerName(item), item: item, number: i } : null
    }
    function scanGroups(): var {
        const groups = []
        for (let first = 0; first < count; first += scanGroupSize) {
            const entries = []
            for (let i = first; i < Math.min(count, first + scanGroupSize); ++i) {
                const e = scanEntry(i)
                if (e)
                    entries.push(e)
            }
            if (entries.length)
                groups.push({
                    name: qsTr("Rows %1 to %2 of %3").arg(first + 1).arg(first + entries.length).arg(count),
                    frame: entries.map(e => e.item), entries: entries })
        }
        return groups
    }
    function scanCurrent(): var { return currentIndex >= 0 ? scanEntry(currentIndex) : null }
    readonly property Item scanView: this
    function scanReveal(frame: var) {
        const first = indexAt(0, (frame[0] as Item).y + 1)
        const last = indexAt(0, (frame[frame.length - 1] as Item).y + 1)
        if (last >= 0)
            positionViewAtIndex(last, ListView.Contain)
        if (first >= 0)
            positionViewAtIndex(first, ListView.Contain)
    }
    function scanOpen(i: int) {
        currentIndex = i
        positionViewAtIndex(i, ListView.Contain)
        KeyMap.press(Qt.Key_Return)
    }
}
