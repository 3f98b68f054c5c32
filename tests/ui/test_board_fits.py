"""The boards fill the window and stay on it: Tubes level 100's eleven tubes and the whole
Bowls ring at the smallest window (1024 x 700) and at 1920 x 1080, each tube and bowl a hit
target of at least 44 px, and both boards larger in the larger window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtQuick import QQuickItem

from pebblepour.tools.screens import box, go_home, open_screen, visual_tree
from tests.ui.play import bowls_game
from tests.ui.play import game as tubes_game

SIZES = [(1024, 700), (1920, 1080)]


def board_items(scene, kind: str) -> list[QQuickItem]:  # type: ignore[no-untyped-def]
    screen = scene.find("stack").property("currentItem")
    return [
        i for i in visual_tree(screen)
        if i.metaObject().className().startswith(kind) and i.isVisible()
    ]


def on_window(scene, items: list[QQuickItem]) -> list[str]:  # type: ignore[no-untyped-def]
    window = QRectF(0, 0, scene.window.width(), scene.window.height())
    return [
        f"{i.property('description') or i.objectName()} at {box(i)}"
        for i in items
        if not window.contains(box(i))
    ]


def measure(scene, size: tuple[int, int]) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """The tube and bowl sizes at this window size, after checking both boards fit."""
    scene.window.resize(*size)
    scene.frames()
    open_screen(scene, "tubesPlay", {"startLevel": 100})
    g = tubes_game(scene)
    scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
    scene.frames()
    tubes = board_items(scene, "TubeItem")
    assert len(tubes) == 11
    assert on_window(scene, tubes) == [], size
    glass = min(t.property("glassWidth") for t in tubes)
    assert glass >= 44, (size, glass)
    go_home(scene)
    open_screen(scene, "bowlsPlay", {"startMode": "endless"})
    scene.qtbot.waitUntil(lambda: bowls_game(scene).mode == "endless", timeout=3000)
    scene.frames()
    bowls = board_items(scene, "BowlItem")
    assert len(bowls) == 12
    assert on_window(scene, bowls) == [], size
    bowl = min(b.width() for b in bowls)
    assert bowl >= 44, (size, bowl)
    go_home(scene)
    return glass, bowl


@pytest.mark.parametrize("text_scale", [1.0, 1.3])
def test_boards_fit_and_grow_with_the_window(scene, text_scale: float) -> None:  # type: ignore[no-untyped-def]
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("textScale", text_scale)
    (small_tube, small_bowl), (large_tube, large_bowl) = (measure(scene, s) for s in SIZES)
    # 1920 x 1080 is 1.5 times as high as 700: the boards grow with it.
    assert large_tube >= 1.3 * small_tube, (small_tube, large_tube)
    assert large_bowl >= 1.3 * small_bowl, (small_bowl, large_bowl)
    settings.setProperty("textScale", 1.0)
