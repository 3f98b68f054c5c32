"""Ctrl+C on a board copies its ID (issue 24 point 1): the level or the Daily in Tubes, the
puzzle or the Daily in Bowls, and says so; an Endless game has none and says why. The key is
the player's (Settings → Keys, "Copy the board ID") and is in F1."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from pebblepour.board_id import parse
from pebblepour.profile.clock import utc_today
from pebblepour.tools import screens
from tests.ui.play import announcements, open_level_one


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


def test_a_solved_level_shares_plain_words(scene) -> None:  # type: ignore[no-untyped-def]
    """The clear panel's "Copy result": the level, the moves against the shortest, the
    hints and the board's ID, in words (issue 24 point 5)."""
    g = open_level_one(scene)
    screens.solve_tubes(scene)
    scene.wait_until(lambda: g.result.get("par", -1) == 6)
    keys = [a["key"] for a in g.result["actions"]]
    assert keys == ["again", "back", "share", "next"]
    QGuiApplication.clipboard().setText("")
    scene.find("result_share").clicked.emit()  # the button: the panel stays open
    assert scene.find("clearPanel").property("opened")
    text = ("Pebble & Pour · Tubes level 1 · solved in 6 moves (shortest 6), no hints · "
            "tubes:level:1")
    assert QGuiApplication.clipboard().text() == text
    assert announcements(scene)[-1] == "Result copied: " + text + "."


def test_a_solved_puzzle_and_a_daily_share_plain_words(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.bowls.puzzles import load_pack

    puzzle = load_pack()[0]
    screens.open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 1})
    g = screens.singleton(scene, "BowlsGame")
    scene.wait_until(lambda: g.mode == "puzzle")
    assert puzzle.solution == (puzzle.solution[0],)  # one move (the words say "1 move")
    g.select(puzzle.solution[0])
    g.confirm()
    scene.wait_until(lambda: scene.find("bowlsResult").property("opened"))
    assert "share" in [a["key"] for a in g.result["actions"]]
    g.act("share")
    score = g.result["facts"][0][1]
    assert QGuiApplication.clipboard().text() == (
        f"Pebble & Pour · Bowls puzzle 1 · solved in 1 move (shortest 1), {score} points, "
        "no hints · bowls:puzzle:1")
    screens.bowls_result(scene, "daily")
    g.act("share")
    day = utc_today().isoformat()
    assert QGuiApplication.clipboard().text() == (
        f"Pebble & Pour · Bowls Daily {day} · 0 points in 0 moves · bowls:daily:{day}")
