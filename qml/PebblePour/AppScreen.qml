import QtQuick
import PebblePour.Backend

// Base of every screen: a background, and the screen's first focus target.
FocusScope {
    id: screen
    property string title: ""
    property Item initialFocus: null
    property bool handlesEscape: false
    // Drawn over the Bowls theme's environment (Main's background) instead of the plain one.
    property bool themed: false
    property bool focusedBefore: false
    // Gone: left, and waiting to be destroyed (Main.leave): it no longer answers the game.
    property bool gone: false
    signal back()
    // Ask the window to open another screen (see Main.screens) or the shortcuts list.
    signal openScreen(string name, var props)
    signal showShortcuts()
    // A kept screen (Main.keptScreens) opened again from elsewhere, not come back to.
    signal openedAfresh()
    Accessible.role: Accessible.Pane
    Accessible.name: Announcer.spokenForm(title)
    // The first focus target holds the focus within the screen before it is shown, so the
    // focus the stack gives the screen goes straight there: no bare pane takes the focus on
    // the way (Orca 48 then says only the window's name, not the screen's).
    Component.onCompleted: {
        for (let item = initialFocus; item && item !== screen; item = item.parent)
            if (item === initialFocus || item instanceof FocusScope || item instanceof ListView
                    || item instanceof GridView)
                item.focus = true
    }
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
        // Already in the first focus target (the stack's focus went straight there as the
        // screen was shown): moved again, a list such as the theme gallery, which hands its
        // focus on to an entry, would take it and hand it on twice, and be read twice.
        for (let item = screen.Window.activeFocusItem; item; item = item.parent)
            if (item === initialFocus)
                return
        if (initialFocus)
            initialFocus.forceActiveFocus()
        else
            screen.forceActiveFocus()
    }
}
