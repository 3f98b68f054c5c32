import QtQuick

// What a screen reader reads of one entry of a scrolling list: the entry's own rectangle, but
// reaching 2 px into the window while the entry is scrolled out of it. It takes the entry's
// focus and carries its Accessible properties; it draws nothing.
//
// Why: Orca 48 counts a list's items among those that are "showing", and Qt marks an item
// showing only while its rectangle meets the window. Without the reach, the 100 levels of a
// list scrolled in a window read as "List with 50 items" (Orca 43.1 counts all the children).
// An entry in view keeps its exact rectangle, so magnifiers and mouse review see it as drawn.
Item {
    id: span
    // The laid-out entry this span reads for (its parent) and the area that scrolls it (by
    // default the nearest Flickable holding the entry).
    required property Item entry
    property Flickable view: null
    Component.onCompleted: {
        let up = entry.parent
        while (!view && up && !(up instanceof Flickable))
            up = up.parent
        if (!view)
            view = up as Flickable
    }
    readonly property real reach: 2
    // The entry's top in the window; read again as the view scrolls or is laid out anew.
    readonly property real sceneTop: {
        void [view?.contentY, view?.contentHeight, view?.width, view?.height, entry.x, entry.y]
        return entry.mapToItem(null, 0, 0).y
    }
    readonly property real windowHeight: entry.Window.height
    y: Math.min(0, windowHeight - reach - sceneTop)
    width: entry.width
    height: Math.max(entry.height - y, reach - sceneTop)
}
