"""The Bowls screen holds still: the ring keeps its size when the preview line appears or
the caption wraps, and a single group shows no "×1"."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from pebblepour.ui import announcer
from tests.ui.play import bowls_game, open_endless

LONG = " ".join(["Bowl 7: sowed 4 stones, a group of three red cleared, 30 points."] * 6)


def ring_box(scene) -> QRectF:  # type: ignore[no-untyped-def]
    board = scene.find("bowlsBoard")
    return board.mapRectToScene(QRectF(0, 0, board.width(), board.height()))


def test_ring_keeps_its_size_when_the_preview_appears_and_the_caption_wraps(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    g.setProperty("movePreview", True)
    forecast = scene.find("bowlsForecast")
    scene.wait_until(forecast.isVisible)
    scene.frames()  # laid out with the (empty) preview line
    before = ring_box(scene)
    assert forecast.isVisible() and forecast.property("text") == ""
    bowl = next(i for i in range(12) if g.attempt().is_legal(i))  # type: ignore[union-attr]
    g.select(bowl)
    scene.wait_until(lambda: forecast.property("text") != "")
    scene.frames()
    assert forecast.property("lineCount") <= 2
    assert ring_box(scene) == before
    announcer.say(LONG)
    caption = scene.find("caption")
    scene.wait_until(lambda: caption.isVisible() and caption.height() > 60)  # it wrapped
    scene.frames()
    assert ring_box(scene) == before
    g.cancelSelection()
    g.setProperty("movePreview", False)
    scene.wait_until(lambda: not forecast.isVisible())
    assert bowls_game(scene) is g


def test_the_legend_is_reached_and_scrolled_by_keyboard_at_large_text(scene) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from tests.ui.play import tab_to

    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("textScale", 1.3)
    g = open_endless(scene)
    scene.frames()  # laid out at this text size
    legend = scene.find("bowlsLegend")
    side = legend.parentItem().parentItem().parentItem()  # column, content item, Flickable
    assert side.inherits("QQuickFlickable")
    view = side.mapRectToScene(QRectF(0, 0, side.width(), side.height()))
    box = legend.mapRectToScene(QRectF(0, 0, legend.width(), legend.height()))
    assert box.bottom() > view.bottom(), "at this size the legend starts below the panel"
    assert side.property("contentY") == 0
    # Tab reaches it, read as one line, and the panel scrolls to show it.
    tab_to(scene, g.legendText, limit=20)
    assert g.legendText.startswith("Stones and special bowls: red circle, yellow triangle, ")
    scene.wait_until(lambda: side.property("contentY") > 0)
    scene.frames()
    box = legend.mapRectToScene(QRectF(0, 0, legend.width(), legend.height()))
    assert side.property("contentY") > 0
    # Its top is in view (all of it, or as much as fits from the top).
    assert view.top() - 1 <= box.top()
    assert box.bottom() <= view.bottom() + 1 or box.top() <= view.top() + 7
    # The arrow keys scroll the rest into view, and back.
    end = side.property("contentHeight") - side.height()
    for _ in range(20):
        scene.key(Qt.Key.Key_Down)
    assert abs(side.property("contentY") - end) < 1
    scene.key(Qt.Key.Key_PageUp)
    assert side.property("contentY") < end
    settings.setProperty("textScale", 1.0)
