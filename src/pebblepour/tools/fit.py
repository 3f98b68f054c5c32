"""The fit check: what a player sees that does not fit, in one window as it is drawn now.

It looks at what a sighted player looks at, not at what the QML declares:

- every visible text item: ``Text`` and every QML type built on it (a ``Text`` with a
  property of its own, ``Label``), ``TextInput`` and ``TextField``, ``TextEdit`` and
  ``TextArea``; a text counts where its glyphs are painted (its alignment inside its box);
- a text must not be elided, wider or taller than its box, or past the panel drawn round it;
- nothing goes off the window or is cut **sideways**, in a scrolling view or not: only
  vertical scrolling is allowed, so a view that scrolls sideways is a fault of its own;
- no two visible texts of the top layer overlap (an open dialog is the top layer; below it
  the screen and the caption), and the caption covers no text of its screen;
- a scroll bar covers no text;
- the focused control's whole focus ring is in view (not clipped by a row or a view);
- an open dialog's heading (``dialogHeading``) and key figure (``dialogFigure``) are in view;
- bowls (``BowlItem``) and tubes (``TubeItem``) are never drawn over one another.

``tests/ui/test_fit_check.py`` gives the check a small page for each fault, so that it
cannot pass by seeing nothing.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtQml import QQmlEngine, QQmlExpression, QQmlProperty
from PySide6.QtQuick import QQuickItem, QQuickWindow

TEXT_CLASSES = ("QQuickText", "QQuickTextInput", "QQuickTextEdit")
SLACK = 1.0
"""Pixels of rounding allowed at an edge."""
OVERLAP = 2.0
"""Two texts overlap when their painted areas share more than this many pixels each way."""


def box(item: QQuickItem) -> QRectF:
    """The item's own box in window coordinates."""
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def ancestors(item: QQuickItem) -> list[QQuickItem]:
    out = []
    up = item.parentItem()
    while up is not None:
        out.append(up)
        up = up.parentItem()
    return out


def class_name(item: QQuickItem) -> str:
    return str(item.metaObject().className())


def is_text(item: QQuickItem) -> bool:
    return any(item.inherits(c) for c in TEXT_CLASSES)


def is_panel(item: QQuickItem) -> bool:
    """A drawn box a text must stay inside: a card, a tile, a panel, a button."""
    if class_name(item) != "QQuickRectangle" or item.width() < 30:
        return False
    fill = item.property("color")
    return bool(fill.alpha() > 0 or QQmlProperty.read(item, "border.width") > 0)


def scrolls(item: QQuickItem) -> bool:
    """A list or a scrolling panel (any Flickable, ListView and GridView included)."""
    return bool(item.inherits("QQuickFlickable"))


def shown_tree(item: QQuickItem) -> list[QQuickItem]:
    """The item and its descendants, leaving out every hidden or transparent subtree."""
    if not item.isVisible() or item.opacity() <= 0.01:
        return []
    items = [item]
    for child in item.childItems():
        items += shown_tree(child)
    return items


def root_item(window: QQuickWindow) -> QQuickItem:
    root = window.contentItem()
    while root.parentItem() is not None:
        root = root.parentItem()
    return root


def enum_of(item: QQuickItem, name: str) -> int:
    """An enum property of a QML item as a number (PySide cannot convert QQuickText's own
    enums, so QML reads it)."""
    context = QQmlEngine.contextForObject(item)
    value, failed = QQmlExpression(context, item, name).evaluate()
    return 0 if failed or value is None else int(value)


def painted(t: QQuickItem) -> QRectF:
    """Where a text's glyphs are, in window coordinates: its content placed in its box by its
    alignment (a short centred text in a wide box is painted in the middle of it)."""
    w, h = t.width(), t.height()
    cw = float(t.property("contentWidth") or 0)
    ch = float(t.property("contentHeight") or 0)
    halign = enum_of(t, "effectiveHorizontalAlignment")
    valign = enum_of(t, "verticalAlignment")
    x = 0.0
    if halign & Qt.AlignmentFlag.AlignRight.value:
        x = w - cw
    elif halign & Qt.AlignmentFlag.AlignHCenter.value:
        x = (w - cw) / 2
    y = 0.0
    if valign & Qt.AlignmentFlag.AlignBottom.value:
        y = h - ch
    elif valign & Qt.AlignmentFlag.AlignVCenter.value:
        y = (h - ch) / 2
    return t.mapRectToScene(QRectF(x, y, max(cw, 1.0), max(ch, 1.0)))


def clips(item: QQuickItem) -> list[QQuickItem]:
    return [up for up in ancestors(item) if up.clip()]


def seen_part(item: QQuickItem, rect: QRectF) -> QRectF:
    """The part of ``rect`` (of ``item``) not clipped away by the items that clip it."""
    for c in clips(item):
        rect = rect.intersected(box(c))
    return rect


def visible_texts(window: QQuickWindow) -> list[QQuickItem]:
    """Every text item a player can see some of now (not scrolled or clipped wholly away)."""
    shown = []
    for t in shown_tree(root_item(window)):
        if not is_text(t) or not str(t.property("text") or ""):
            continue
        if seen_part(t, painted(t)).isEmpty():
            continue
        shown.append(t)
    return shown


def open_popups(window: QQuickWindow) -> list[QQuickItem]:
    """The items of the open popups (a dialog, the shortcuts): the top layer."""
    overlay = next(
        (c for c in root_item(window).childItems() if class_name(c) == "QQuickOverlay"), None
    )
    if overlay is None:
        return []
    return [
        c
        for c in overlay.childItems()
        if c.isVisible() and c.opacity() > 0.01 and c.inherits("QQuickPopupItem")
    ]


def label(t: QQuickItem) -> str:
    return repr(str(t.property("text") or "").replace("\n", " ")[:50])


def named(item: QQuickItem) -> str:
    return item.objectName() or class_name(item).split("_QML")[0]


def inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner)


def sideways_inside(outer: QRectF, inner: QRectF) -> bool:
    return outer.left() - SLACK <= inner.left() and inner.right() <= outer.right() + SLACK


def overlaps(a: QRectF, b: QRectF, by: float = OVERLAP) -> bool:
    both = a.intersected(b)
    return not both.isEmpty() and both.width() > by and both.height() > by


def text_faults(window: QQuickWindow, t: QQuickItem) -> list[str]:
    """What is wrong with one text on its own."""
    found = []
    name = label(t)
    width, height = t.width(), t.height()
    if t.property("truncated"):
        found.append(f"{name} is elided or cut")
    elif float(t.property("contentWidth") or 0) > width + SLACK and not t.inherits(
        "QQuickTextInput"
    ):
        wide = float(t.property("contentWidth"))
        found.append(f"{name} is wider than its box ({wide:.0f} > {width:.0f})")
    if float(t.property("contentHeight") or 0) > height + SLACK and not t.inherits(
        "QQuickTextInput"
    ):
        found.append(f"{name} is taller than its box (its lines overlap what follows)")
    glyphs = painted(t).united(box(t)) if not t.inherits("QQuickTextInput") else box(t)
    win = QRectF(0, 0, window.width(), window.height())
    up_chain = ancestors(t)
    if not sideways_inside(win, glyphs):
        found.append(f"{name} runs off the window sideways")
    elif not any(scrolls(up) for up in up_chain) and not inside(win, glyphs):
        found.append(f"{name} runs off the window")
    for up in up_chain:
        if not up.clip():
            continue
        if not sideways_inside(box(up), glyphs):
            found.append(f"{name} is cut at the side by {named(up)}")
            break
    for up in up_chain:
        if (is_panel(up) or (up.clip() and not scrolls(up))) and not inside(box(up), glyphs):
            found.append(f"{name} runs past {named(up)}")
            break
    return found


def sideways_scrollers(items: list[QQuickItem]) -> list[str]:
    """Views that scroll sideways: a page that scrolls sideways is not a page."""
    found = []
    for f in items:
        if not scrolls(f):
            continue
        content = float(f.property("contentWidth") or 0)
        direction = enum_of(f, "flickableDirection")
        # AutoFlickDirection, HorizontalFlick, HorizontalAndVerticalFlick
        horizontal = direction in (0, 1, 3)
        if horizontal and content > f.width() + SLACK:
            found.append(f"{named(f)} scrolls sideways ({content:.0f} > {f.width():.0f})")
    return found


def overlapping(texts: list[QQuickItem]) -> list[str]:
    found = []
    seen = [(t, seen_part(t, painted(t))) for t in texts]
    for i, (a, ra) in enumerate(seen):
        for b, rb in seen[i + 1 :]:
            if a in ancestors(b) or b in ancestors(a):
                continue
            if overlaps(ra, rb):
                found.append(f"{label(a)} and {label(b)} overlap")
    return found


def caption_faults(window: QQuickWindow, texts: list[QQuickItem]) -> list[str]:
    caption = next((i for i in shown_tree(root_item(window)) if i.objectName() == "caption"), None)
    if caption is None:
        return []
    area = box(caption)
    return [
        f"the caption covers {label(t)}"
        for t in texts
        if caption not in ancestors(t) and overlaps(area, seen_part(t, painted(t)))
    ]


def scrollbar_faults(items: list[QQuickItem], texts: list[QQuickItem]) -> list[str]:
    found = []
    for bar in items:
        if not bar.inherits("QQuickScrollBar") or float(bar.property("size") or 1) >= 1:
            continue
        # Only the part of the bar a player sees: a list's bar scrolled out of the page that
        # holds the list is clipped away with it, and covers nothing.
        area = seen_part(bar, box(bar))
        if area.isEmpty():
            continue
        for t in texts:
            if overlaps(area, seen_part(t, painted(t)), 0.5):
                found.append(f"a scroll bar covers {label(t)}")
        above = ancestors(bar)
        for panel in items:
            if (
                is_panel(panel)
                and panel not in above
                and bar not in ancestors(panel)
                and not box(panel).contains(area)  # what the bar is drawn on (a backdrop)
                and overlaps(area, seen_part(panel, box(panel)), 0.5)
            ):
                found.append(f"a scroll bar covers the edge of {named(panel)}")
    return found


def holds(outer: QRectF, ring: QRectF, tall: bool = False) -> bool:
    """Whether a focus ring is whole in ``outer``; of a control taller than ``outer`` or than
    the view that scrolls it (``tall``: a long About card), its sides."""
    if tall or ring.height() > outer.height():
        return sideways_inside(outer, ring)
    return inside(outer, ring)


def focus_ring_faults(window: QQuickWindow) -> list[str]:
    focused = window.activeFocusItem()
    if focused is None or not focused.isVisible():
        return []
    rings = [
        c
        for c in shown_tree(focused)
        if class_name(c).startswith("FocusRing") or c.objectName() == "focusRing"
    ]
    found = []
    win = QRectF(0, 0, window.width(), window.height())
    for ring in rings[:1]:
        area = box(ring)
        # Scrolled wholly out of view by the player (the wheel, a scroll bar): not a fault of
        # the layout. Partly in view is one: the view follows the focus, ring included.
        if seen_part(focused, box(focused)).isEmpty():
            continue

        tall = any(area.height() > box(c).height() for c in clips(ring))
        if not holds(win, area, tall):
            found.append(f"the focus ring of {named(focused)} runs off the window")
            continue
        for c in clips(ring):
            if not holds(box(c), area, tall):
                found.append(f"the focus ring of {named(focused)} is clipped by {named(c)}")
                break
    return found


def dialog_faults(popups: list[QQuickItem]) -> list[str]:
    found = []
    for popup in popups:
        for item in shown_tree(popup):
            if item.objectName() not in ("dialogHeading", "dialogFigure"):
                continue
            whole = painted(item) if is_text(item) else box(item)
            if not inside(seen_part(item, whole), whole):
                found.append(f"the dialog's {label(item)} is not in view as it opens")
    return found


def piece_faults(items: list[QQuickItem]) -> list[str]:
    found = []
    for kind in ("BowlItem", "TubeItem"):
        pieces = [(i, box(i)) for i in items if class_name(i).split("_QML")[0] == kind]
        for n, (a, ra) in enumerate(pieces):
            for b, rb in pieces[n + 1 :]:
                if kind == "BowlItem":  # round: their circles, not their square boxes
                    gap = math.dist(
                        (ra.center().x(), ra.center().y()), (rb.center().x(), rb.center().y())
                    )
                    apart = (
                        gap
                        >= (min(ra.width(), ra.height()) + min(rb.width(), rb.height())) / 2
                        - OVERLAP
                    )
                else:
                    apart = not overlaps(ra, rb)
                if not apart:
                    found.append(f"{named(a)} and {named(b)} are drawn over one another")
    return found


def problems(window: QQuickWindow, where: str, focus: bool = True) -> tuple[list[str], int]:
    """Everything that does not fit in ``window`` now, each line starting with ``where``; and
    how many texts were looked at (a check that saw nothing proves nothing). With ``focus``
    false (a view scrolled away from the focus, as with the mouse wheel), the focus ring is
    not looked at."""
    items = shown_tree(root_item(window))
    texts = visible_texts(window)
    popups = open_popups(window)
    top = [t for t in texts if any(p in ancestors(t) for p in popups)] if popups else texts
    found: list[str] = []
    for t in texts:
        found += text_faults(window, t)
    found += sideways_scrollers(items)
    found += overlapping(top)
    if not popups:
        found += caption_faults(window, texts)
    layer = [i for i in items if any(p in ancestors(i) for p in popups)] if popups else items
    found += scrollbar_faults(layer, top)
    if focus:
        found += focus_ring_faults(window)
    found += dialog_faults(popups)
    found += piece_faults(items)
    return [f"{where}: {f}" for f in dict.fromkeys(found)], len(texts)
