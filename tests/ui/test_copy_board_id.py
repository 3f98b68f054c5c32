"""Ctrl+C on a board copies its ID (issue 24 point 1): the level or the Daily in Tubes, the
puzzle or the Daily in Bowls, and says so; an Endless game has none and says why. The key is
the player's (Settings → Keys, "Copy the board ID") and is in F1."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from pebblepour.board_id import parse
from pebblepour.profile.clock import utc_today
from pebblepour.tools import screens
from tests.ui.test_tubes_keyboard import announcements, open_level_one


def copy(scene) -> str:  # type: ignore[no-untyped-def]
    QGuiApplication.clipboard().setText("")
    scene.key(Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    return QGuiApplication.clipboard().text()


def test_tubes_level_and_daily(scene) -> None:  # type: ignore[no-untyped-def]
    open_level_one(scene)
    assert copy(scene) == "tubes:level:1"
    assert announcements(scene)[-1] == "Board ID copied: tubes:level:1."
    screens.go_home(scene)
    screens.open_screen(scene, "tubesPlay", {"startDaily": utc_today().isoformat()})
    g = screens.singleton(scene, "TubesGame")
    scene.wait_until(lambda: g.isDaily and g.board() is not None and not g.busy)
    scene.wait_screen("Tube 1")
    today = f"tubes:daily:{utc_today().isoformat()}"
    assert copy(scene) == today
    parse(today)  # it names a board


def test_bowls_puzzle_daily_and_endless(scene) -> None:  # type: ignore[no-untyped-def]
    screens.open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 12})
    g = screens.singleton(scene, "BowlsGame")
    scene.wait_until(lambda: g.mode == "puzzle")
    scene.wait_screen("Bowl ")
    assert copy(scene) == "bowls:puzzle:12"
    assert announcements(scene)[-1] == "Board ID copied: bowls:puzzle:12."
    screens.bowls_mode(scene, "daily")
    scene.wait_screen("Bowl ")
    assert copy(scene) == f"bowls:daily:{utc_today().isoformat()}"
    screens.bowls_mode(scene, "endless")
    scene.wait_screen("Bowl ")
    assert copy(scene) == ""
    assert announcements(scene)[-1] == (
        "An Endless game has no board ID: its stones are new each time.")
