import QtQuick
import QtQuick.Controls.Basic
import PebblePour.Backend

// A game board at the player's size (Settings → Board size, Ctrl + / Ctrl − / Ctrl 0): at
// 100 % the board fits this area; smaller it sits in the middle; larger the area scrolls, and
// whatever takes the focus on the board (a tube, a bowl) is scrolled into view whole.
Flickable {
    id: view
    objectName: "boardView"
    // The board's factor and the size it has at it (set by the board inside).
    readonly property real zoom: AppSettings.boardZoom
    property real boardWidth: width
    property real boardHeight: height
    // Up to 100 % the board is sized to fit and never scrolls (a few pixels over are its
    // margins); larger, the content is the board's size.
    readonly property bool fits: zoom <= 1
    // Where the board sits in the content: in the middle when it is smaller than the view.
    readonly property real boardX: fits ? (width - boardWidth) / 2 : Math.max(0, (width - boardWidth) / 2)
    readonly property real boardY: fits ? (height - boardHeight) / 2 : Math.max(0, (height - boardHeight) / 2)
    contentWidth: fits ? width : Math.max(width, boardWidth)
    contentHeight: fits ? height : Math.max(height, boardHeight)
    readonly property bool scrolls: contentWidth > width + 1 || contentHeight > height + 1
    clip: scrolls
    interactive: scrolls
    boundsBehavior: Flickable.StopAtBounds
    // The focus is the board's own (its FocusScope handles the keys), not the view's.
    activeFocusOnTab: false
    Accessible.ignored: true
    ScrollBar.vertical: ScrollMark {}
    ScrollBar.horizontal: ScrollMark {}
    Behavior on contentX { NumberAnimation { duration: Theme.quick } }
    Behavior on contentY { NumberAnimation { duration: Theme.quick } }

    // Scrolls the least that shows ``item`` whole, with a margin.
    function reveal(item: Item) {
        if (!scrolls || !item)
            return
        const margin = Theme.pad
        const p = item.mapToItem(contentItem, 0, 0)
        const left = p.x - margin, right = p.x + item.width + margin
        const top = p.y - margin, bottom = p.y + item.height + margin
        let x = contentX, y = contentY
        if (left < x) x = left
        else if (right > x + width) x = Math.min(left, right - width)
        if (top < y) y = top
        else if (bottom > y + height) y = Math.min(top, bottom - height)
        contentX = Math.max(0, Math.min(contentWidth - width, x))
        contentY = Math.max(0, Math.min(contentHeight - height, y))
    }
    function revealFocus() {
        for (let p = view.Window.activeFocusItem; p; p = p.parent)
            if (p === view.contentItem) {
                view.reveal(view.Window.activeFocusItem)
                return
            }
    }
    Connections {
        target: view.Window.window
        function onActiveFocusItemChanged() { view.revealFocus() }
    }
    // A new size keeps the focused item in view, once the board is laid out at it (a Row
    // places its tubes late, when the board's size changes).
    onContentWidthChanged: Qt.callLater(view.revealFocus)
    onContentHeightChanged: Qt.callLater(view.revealFocus)
}
