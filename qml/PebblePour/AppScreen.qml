import QtQuick

// Base of every screen: a background, and the screen's first focus target.
FocusScope {
    id: screen
    property string title: ""
    property Item initialFocus: null
    property bool handlesEscape: false
    signal back()
    // Ask the window to open another screen (see Main.screens) or the shortcuts list.
    signal openScreen(string name, var props)
    signal showShortcuts()
    Accessible.role: Accessible.Pane
    Accessible.name: title
    function takeFocus() {
        if (initialFocus)
            initialFocus.forceActiveFocus()
        else
            screen.forceActiveFocus()
    }
}
