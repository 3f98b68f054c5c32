"""Bowls at large text is played by sight (issue 42.3): the ring's size comes from the window
and the board size, never from the text size, and its numbers 1-12 never touch one another
or a bowl, whatever the text size; what the centre shows stays clear of them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtQuick import QQuickItem

from pebblepour.tools.screens import box, go_home, open_screen, visual_tree
from tests.ui.play import bowls_game


def painted(text: QQuickItem) -> QRectF:
    """Where a (top-left aligned) text's glyphs are, in window coordinates."""
    w = float(text.property("contentWidth"))
    h = float(text.property("contentHeight"))
    return text.mapRectToScene(QRectF(0, 0, w, h))


def screen_items(scene, kind: str) -> list[QQuickItem]:  # type: ignore[no-untyped-def]
    screen = scene.find("stack").property("currentItem")
    return [
        i for i in visual_tree(screen)
        if i.metaObject().className().startswith(kind) and i.isVisible()
    ]


def bowl_numbers(bowl: QQuickItem) -> list[QQuickItem]:
    """The bowl's number: the text of its own that says it."""
    number = str(bowl.property("number"))
    return [
        t for t in bowl.childItems()
        if t.inherits("QQuickText") and t.isVisible() and t.property("text") == number
    ]


Measured = tuple[float, list[QRectF], list[QRectF], list[QRectF]]


def measure(scene, scale: float, mode: str) -> Measured:  # type: ignore[no-untyped-def]
    """At text size ``scale``, in ``mode`` (Endless or Daily): the ring's diameter, the
    bowls' boxes, the numbers' painted boxes and those of the texts in the ring's centre."""
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("textScale", scale)
    scene.frames()
    open_screen(scene, "bowlsPlay", {"startMode": mode})
    scene.qtbot.waitUntil(lambda: bowls_game(scene).mode == mode, timeout=3000)
    scene.frames()
    (ring,) = screen_items(scene, "RingBase")
    bowls = screen_items(scene, "BowlItem")
    assert len(bowls) == 12
    numbers = [n for b in bowls for n in bowl_numbers(b)]
    assert len(numbers) == 12
    (board,) = screen_items(scene, "BowlsRing")
    centre = [
        t for t in visual_tree(board)
        if t.inherits("QQuickText") and t.isVisible() and t.property("text")
        and not any(t in visual_tree(b) for b in bowls)
    ]
    result = (
        ring.width(),
        [box(b) for b in bowls],
        [painted(n) for n in numbers],
        [painted(t) for t in centre],
    )
    go_home(scene)
    settings.setProperty("textScale", 1.0)
    return result


def apart(a: QRectF, b: QRectF) -> bool:
    """Not touching: at least a pixel between them."""
    return not a.adjusted(-1, -1, 1, 1).intersects(b)


def assert_apart(bowls: list[QRectF], numbers: list[QRectF], centre: list[QRectF]) -> None:
    for i, n in enumerate(numbers):
        for j, m in enumerate(numbers[i + 1:], i + 1):
            assert apart(n, m), f"the numbers {i + 1} and {j + 1} touch: {n} {m}"
        for j, b in enumerate(bowls):
            assert apart(n, b), f"the number {i + 1} touches bowl {j + 1}: {n} {b}"
        for t in centre:
            assert apart(n, t), f"the number {i + 1} touches the centre's text at {t}"


@pytest.mark.parametrize("mode", ["endless", "daily"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_ring_keeps_its_size_at_200_percent_and_numbers_stay_apart(scene, size, mode) -> None:  # type: ignore[no-untyped-def]
    scene.window.resize(*size)
    scene.frames()
    normal, *parts = measure(scene, 1.0, mode)
    assert_apart(*parts)
    large, *parts = measure(scene, 2.0, mode)
    assert large == pytest.approx(normal, abs=1), (normal, large)
    assert_apart(*parts)
