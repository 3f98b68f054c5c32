import QtQuick

// A Flickable the keyboard can scroll: Up/Down by three lines of text, Page Up/Down by most of
// a page, never past either end. The focused item inside forwards its keys (scrollFor).
Flickable {
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
}
