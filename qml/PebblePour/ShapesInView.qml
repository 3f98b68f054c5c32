pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import QtQuick.Controls.Basic

// Qt Quick's software renderer (app.py choose_renderer) draws a Shape that lies wholly
// outside the clip of the view scrolling it as if there were no clip: the bowls and tubes
// of the rules scrolled away showed over the header and below the page. A shape partly in
// view it clips right, and an invisible one it skips; so each shape wholly out of view is
// hidden while it is, by a Binding on its visible (the shape's own binding holds again
// when it comes back). A layer kept the shapes in before, but the software renderer
// shifts what it draws through a layer on a scaled display (issue 43: blank at 2x).
// Used by How to play, the board editor and the Bowls play page.
QtObject {
    id: guard
    // The Flickable whose clip the shapes keep to, and the item whose shapes are kept
    // (all the view's content unless told).
    required property Flickable view
    property Item root: view ? view.contentItem : null
    // Each shape: {shape, left, top, right, bottom, out, hider}, its bounds in the view's
    // content, whether it is out of view, and the Binding hiding it (once it was hidden).
    property var shapes: []
    readonly property Component hider: Component {
        Binding { property: "visible"; value: false; restoreMode: Binding.RestoreBindingOrValue }
    }
    readonly property Connections watch: Connections {
        target: guard.view
        function onContentXChanged() { guard.update() }
        function onContentYChanged() { guard.update() }
        function onWidthChanged() { guard.measureSoon() }
        function onHeightChanged() { guard.measureSoon() }
        function onContentWidthChanged() { guard.measureSoon() }
        function onContentHeightChanged() { guard.measureSoon() }
    }
    Component.onCompleted: guard.measureSoon()

    // Whether the view shows all its content (it cannot scroll): then no shape is wholly out
    // of view and nothing is measured at all, however often what is shown changes.
    readonly property bool fits: !!view && view.contentHeight <= view.height + 0.5
                                 && view.contentWidth <= view.width + 0.5
    onFitsChanged: guard.measureSoon()

    // A measure asked for: done once, when the events of this turn of the event loop are
    // handled (before the frame they change is drawn), however many asked for it (a sow
    // changes the board several times; the view's size and content size change together).
    readonly property Timer soon: Timer { interval: 0; onTriggered: guard.measure() }
    function measureSoon() {
        if (!guard.soon.running)
            guard.soon.start()
    }

    // Where each shape lies: once per layout (on a change of size, or called when what is
    // shown changes), so that a scroll only compares numbers.
    function measure() {
        guard.soon.stop()
        if (!guard.view || !guard.root)
            return
        if (guard.fits) {  // nothing to hide: those hidden here shown again, none measured
            guard.release(new Set())
            guard.shapes = []
            return
        }
        const hiders = new Map()
        for (const entry of guard.shapes)
            if (entry.hider)
                hiders.set(entry.shape, entry.hider)
        const content = guard.view.contentItem
        const found = []
        const todo = [guard.root]
        while (todo.length > 0) {
            const item = todo.pop() as Item
            if (item instanceof Shape) {
                const b = (item as Shape).boundingRect
                const r = item.mapToItem(content, b.x, b.y, b.width, b.height)
                const hider = hiders.get(item) ?? null
                found.push({ shape: item, left: r.x, top: r.y, right: r.x + r.width,
                             bottom: r.y + r.height, out: hider !== null && hider.when, hider: hider })
            }
            // What hides itself draws none of its shapes (those hidden here are measured).
            if (item.visible || hiders.has(item))
                todo.push(...item.children)
        }
        guard.release(new Set(found.map(entry => entry.shape)))
        guard.shapes = found
        // A shape found out of view after a change of layout or of what is shown may have
        // been drawn out there in a frame already, and the software renderer repaints only
        // what it marks dirty, which is clipped to the view: what it drew would stay on the
        // window (seen below the page, under the caption, on the next screens). The window's
        // background asked to repaint, all of it is drawn anew once.
        if (guard.update() > 0) {
            const background = (guard.view.Window.window as ApplicationWindow)?.background ?? null
            if (background)
                background.update()
        }
    }

    // A shape hidden here and not in `kept` (no longer found: under an item hidden since, or
    // every shape when the view fits) is let go.
    function release(kept: var) {
        for (const entry of guard.shapes)
            if (entry.hider && !kept.has(entry.shape) && entry.shape.parent) {
                entry.hider.when = false
                entry.hider.destroy()
            }
    }

    // Each shape wholly out of view hidden, each back in view shown; how many were hidden.
    function update(): int {
        const view = guard.view
        if (!view)
            return 0
        let hidden = 0
        const left = view.contentX, top = view.contentY
        const right = left + view.width, bottom = top + view.height
        for (const entry of guard.shapes) {
            const out = entry.bottom < top || entry.top > bottom || entry.right < left || entry.left > right
            if (out === entry.out || !entry.shape.parent)  // as it was, or gone since measured
                continue
            entry.out = out
            if (out)
                ++hidden
            if (entry.hider)
                entry.hider.when = out
            else
                entry.hider = guard.hider.createObject(entry.shape, { target: entry.shape })
        }
        return hidden
    }
}
