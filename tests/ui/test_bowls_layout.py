"""The Bowls screen holds still: the ring keeps its size when the preview line appears or
the caption wraps, and a single group shows no "×1"."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from pebblepour.ui import announcer
from tests.ui.test_bowls_keyboard import bowls_game, open_endless

LONG = " ".join(["Bowl 7: sowed 4 stones, a group of three red cleared, 30 points."] * 6)


def ring_box(scene) -> QRectF:  # type: ignore[no-untyped-def]
    board = scene.find("bowlsBoard")
    return board.mapRectToScene(QRectF(0, 0, board.width(), board.height()))


def test_ring_keeps_its_size_when_the_preview_appears_and_the_caption_wraps(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    g.setProperty("movePreview", True)
    scene.settle(100)
    before = ring_box(scene)
    forecast = scene.find("bowlsForecast")
    assert forecast.isVisible() and forecast.property("text") == ""
    bowl = next(i for i in range(12) if g.attempt().is_legal(i))  # type: ignore[union-attr]
    g.select(bowl)
    scene.settle(100)
    assert forecast.property("text") != ""
    assert forecast.property("lineCount") <= 2
    assert ring_box(scene) == before
    announcer.say(LONG)
    scene.settle(100)
    caption = scene.find("caption")
    assert caption.isVisible() and caption.height() > 60  # it wrapped
    assert ring_box(scene) == before
    g.clearSelection()
    g.setProperty("movePreview", False)
    scene.settle(100)
    assert not forecast.isVisible()
    assert bowls_game(scene) is g
