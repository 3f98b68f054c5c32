"""A board you can zoom: Ctrl + / Ctrl − / Ctrl 0 (and Settings → Board size) scale the tubes
and the bowls on their own, saved in the profile and said; at 100 % the board fits the
window, larger it scrolls and keeps the focused tube or bowl in view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from pebblepour.tools.screens import box, go_home, open_screen
from pebblepour.ui import services
from tests.ui.play import announcements, bowls_game
from tests.ui.play import game as tubes_game
from tests.ui.test_board_fits import board_items, on_window

CTRL = Qt.KeyboardModifier.ControlModifier


def zoom() -> float:
    return services.current().profile.settings().board_zoom


def in_view(scene, item) -> bool:  # type: ignore[no-untyped-def]
    view = box(scene.find("boardView"))
    return QRectF(view).adjusted(-1, -1, 1, 1).contains(box(item))


def focused_in_view(scene) -> bool:  # type: ignore[no-untyped-def]
    return in_view(scene, scene.focused())


def test_ctrl_plus_minus_zero_scale_the_tubes_and_keep_the_focus_in_view(scene) -> None:  # type: ignore[no-untyped-def]
    scene.window.resize(1024, 700)
    scene.frames()
    open_screen(scene, "tubesPlay", {"startLevel": 100})
    g = tubes_game(scene)
    scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
    scene.frames()
    view = scene.find("boardView")
    tubes = board_items(scene, "TubeItem")
    fitted = tubes[0].property("glassWidth")
    assert on_window(scene, tubes) == [] and not view.property("scrolls")

    scene.key(Qt.Key.Key_Equal, CTRL)
    scene.frames()
    assert zoom() == 1.25
    assert announcements(scene)[-1] == "Board size 125 %"
    assert tubes[0].property("glassWidth") == pytest.approx(1.25 * fitted, abs=2)
    assert view.property("scrolls")
    # The last tube was off to the right; focused, it is scrolled into view whole.
    assert not in_view(scene, tubes[-1])
    scene.key(Qt.Key.Key_End)
    scene.wait_until(lambda: focused_in_view(scene))
    assert scene.focused_name().startswith("Tube 11:")

    for _ in range(3):
        scene.key(Qt.Key.Key_Plus, CTRL)
    scene.frames()
    assert zoom() == 2.0 and announcements(scene)[-1] == "Board size 200 %"
    scene.wait_until(lambda: focused_in_view(scene) or scene.focused().height() > view.height())
    scene.key(Qt.Key.Key_Equal, CTRL)
    assert zoom() == 2.0 and announcements(scene)[-1] == "Board size 200 %, the largest"

    scene.key(Qt.Key.Key_0, CTRL)
    scene.frames()
    assert zoom() == 1.0 and announcements(scene)[-1] == "Board size 100 %"
    assert on_window(scene, tubes) == [] and not view.property("scrolls")
    assert scene.focused_name().startswith("Tube 11:")  # Ctrl 0 is not the key 0 (tube 10)
    scene.key(Qt.Key.Key_Minus, CTRL)
    scene.frames()
    assert zoom() == 0.75 and tubes[0].property("glassWidth") < fitted
    scene.key(Qt.Key.Key_Minus, CTRL)
    assert zoom() == 0.75 and announcements(scene)[-1] == "Board size 75 %, the smallest"
    go_home(scene)
    # Only on a board: elsewhere the keys do nothing.
    scene.key(Qt.Key.Key_0, CTRL)
    assert zoom() == 0.75


def test_the_ring_at_150_percent_scrolls_to_the_focused_bowl(scene) -> None:  # type: ignore[no-untyped-def]
    scene.window.resize(1280, 800)
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    open_screen(scene, "bowlsPlay", {"startMode": "endless"})
    scene.qtbot.waitUntil(lambda: bowls_game(scene).mode == "endless", timeout=3000)
    scene.frames()
    bowls = board_items(scene, "BowlItem")
    fitted = bowls[0].width()
    assert on_window(scene, bowls) == []
    settings.setProperty("boardZoom", 1.5)  # Settings → Board size → 150 %
    scene.frames()
    assert zoom() == 1.5 and bowls[0].width() == pytest.approx(1.5 * fitted, abs=2)
    assert scene.find("boardView").property("scrolls")
    scene.key(Qt.Key.Key_Home)
    scene.wait_until(lambda: focused_in_view(scene))
    # Bowl 7 sits at the bottom of the ring, below the view until it takes the focus.
    assert not in_view(scene, bowls[6])
    for _ in range(6):
        scene.key(Qt.Key.Key_Right)
    assert scene.focused_name().startswith("Bowl 7")
    scene.wait_until(lambda: focused_in_view(scene))
    settings.setProperty("boardZoom", 1.0)
