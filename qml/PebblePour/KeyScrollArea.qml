import QtQuick

// A Flickable the keyboard can scroll: Up/Down by three lines of text, Page Up/Down by most of
// a page, never past either end. The focused item inside forwards its keys (scrollFor). With
// followFocus, whatever takes the focus inside (Tab, arrows) is scrolled into view.
Flickable {
    id: area
    property bool followFocus: false
    // Room kept above and below an item that is scrolled into view.
    property real revealMargin: Theme.gap
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    function scrollBy(dy: real) {
        contentY = Math.max(0, Math.min(contentHeight - height, contentY + dy))
    }
    // Scrolls for an arrow or page key; false for any other key.
    function scrollFor(key: int): bool {
        const line = 3 * Theme.fontBody
        const page = 0.9 * height
        const dy = key === Qt.Key_Down ? line : key === Qt.Key_Up ? -line
                 : key === Qt.Key_PageDown ? page : key === Qt.Key_PageUp ? -page : 0
        if (dy === 0)
            return false
        scrollBy(dy)
        return true
    }
    // Scrolls the least that shows the item whole (its top, when it is taller than the view).
    function reveal(item: Item) {
        const top = item.mapToItem(contentItem, 0, 0).y - revealMargin
        const bottom = top + item.height + 2 * revealMargin
        if (top < contentY)
            scrollBy(top - contentY)
        else if (bottom > contentY + height)
            scrollBy(Math.min(top, bottom - height) - contentY)
    }
    // The focused item, if it is inside: scrolled into view.
    function revealFocus() {
        const item = area.Window.activeFocusItem
        for (let p = item; p; p = p.parent)
            if (p === area.contentItem) {
                area.reveal(item)
                return
            }
    }
    Connections {
        target: area.followFocus ? area.Window.window : null
        function onActiveFocusItemChanged() { area.revealFocus() }
    }
    // A panel that takes the focus as it opens is laid out after that (and again when the
    // text size or the window changes): the focused item is shown once the layout settles.
    onContentHeightChanged: if (followFocus) Qt.callLater(area.revealFocus)
    onHeightChanged: if (followFocus) Qt.callLater(area.revealFocus)
}
