import QtQuick

// Base of every screen: a background, and the screen's first focus target.
FocusScope {
    id: screen
    property string title: ""
    property Item initialFocus: null
    property bool handlesEscape: false
    property bool focusedBefore: false
    signal back()
    // Ask the window to open another screen (see Main.screens) or the shortcuts list.
    signal openScreen(string name, var props)
    signal showShortcuts()
    Accessible.role: Accessible.Pane
    Accessible.name: title
    // First visit: the screen's first focus target. Coming back: the item the player left
    // from (the scope remembers it), unless that item has gone (a finished game's Continue).
    function takeFocus() {
        if (focusedBefore) {
            screen.forceActiveFocus()
            const item = screen.Window.activeFocusItem
            if (item && item !== screen && item.visible && item.enabled)
                return
        }
        focusedBefore = true
        if (initialFocus)
            initialFocus.forceActiveFocus()
        else
            screen.forceActiveFocus()
    }
}
