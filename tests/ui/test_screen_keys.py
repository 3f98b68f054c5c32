"""Keys on every screen with a header: Tab order, Home/End in lists, focus rings not clipped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Q_ARG, QMetaObject, QRectF, Qt
from PySide6.QtQuick import QQuickItem

from pebblepour.tools.screens import visual_tree

SHIFT = Qt.KeyboardModifier.ShiftModifier
SCREENS = {
    "settings": {},
    "stats": {},
    "about": {},
    "tubesLevels": {},
    "tubesDaily": {},
    "bowlsDaily": {},
    "bowlsPuzzles": {},
    "howToPlay": {"game": "bowls"},
    "gallery": {},
    "tubesPlay": {"startLevel": 1},
    "bowlsPlay": {"startMode": "endless"},
}


def open_screen(scene, name: str) -> None:  # type: ignore[no-untyped-def]
    screen = scene.find("stack").property("currentItem")
    QMetaObject.invokeMethod(
        screen, "openScreen", Q_ARG(str, name), Q_ARG("QVariant", SCREENS[name])
    )
    scene.qtbot.waitUntil(lambda: scene.find("stack").property("currentItem") is not screen)
    scene.wait_screen({"tubesPlay": "Tube 1", "bowlsPlay": "Bowl "}.get(name, ""))


def scene_rect(item: QQuickItem) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def clipped_rings(scene) -> list[str]:  # type: ignore[no-untyped-def]
    """Visible focus rings that reach past an ancestor that clips its children."""
    bad = []
    for ring in visual_tree(scene.window.contentItem()):
        if not ring.metaObject().className().startswith("FocusRing") or not ring.isVisible():
            continue
        r = scene_rect(ring)
        up = ring.parentItem()
        while up is not None:
            box = scene_rect(up).adjusted(-0.5, -0.5, 0.5, 0.5)
            if up.clip() and box.intersects(r) and not box.contains(r):
                bad.append(f"ring of {scene.focused_name()!r} clipped by {up.objectName() or up}")
            up = up.parentItem()
    return bad


@pytest.mark.parametrize("name", list(SCREENS))
def test_back_is_the_tab_stop_before_the_screens_first_focus(scene, name: str) -> None:  # type: ignore[no-untyped-def]
    """The cycle follows the drawing order: Back (top left), then the screen's content.

    The screen opens on its content; Shift+Tab reaches Back at once and Tab from Back comes
    straight back, so Back is first in the cycle and last only for a player who never turns."""
    open_screen(scene, name)
    first = scene.focused()
    assert first is not None
    start_name = scene.focused_name()
    scene.key(Qt.Key.Key_Tab, SHIFT)
    assert scene.focused_name() == "← Back"
    back_y = scene_rect(scene.focused()).y()
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == start_name
    # Every other stop is drawn below the header's Back button.
    seen = []
    for _ in range(30):
        item = scene.focused()
        assert item is not None
        if scene.focused_name() == "← Back":
            break
        assert scene_rect(item).y() > back_y, scene.focused_name()
        seen.append(scene.focused_name())
        scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "← Back" and seen[0] == start_name


@pytest.mark.parametrize(
    "name", ["tubesDaily", "bowlsDaily", "stats", "tubesLevels", "bowlsPuzzles", "settings"])
def test_focus_rings_are_never_clipped(scene, name: str) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, name)
    bad = clipped_rings(scene)
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_End, Qt.Key.Key_Home, Qt.Key.Key_Tab):
        scene.key(key)
        # Once the view has scrolled the focused item in (an animation), nothing is clipped.
        try:
            scene.qtbot.waitUntil(lambda: not clipped_rings(scene), timeout=2000)
        except AssertionError:
            bad += clipped_rings(scene)
    assert bad == []


def test_home_and_end_in_statistics(scene) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, "stats")
    stats = scene.find("statsList")
    first = scene.focused_name()
    scene.key(Qt.Key.Key_End)
    assert stats.property("currentIndex") == stats.property("count") - 1
    assert scene.focused_name() != first
    scene.key(Qt.Key.Key_Home)
    assert stats.property("currentIndex") == 0
    assert scene.focused_name() == first
