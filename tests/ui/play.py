"""What the keyboard-player tests share: the game controllers, what was said, and the
keys that open a game and play it (one copy; the tests import them from here)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from pebblepour.bowls.puzzles import shipped_pack as pack
from pebblepour.ui.bowls_game import BowlsGame
from pebblepour.ui.tubes_game import TubesGame

DIGITS = [
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_4,
    Qt.Key.Key_5,
    Qt.Key.Key_6,
    Qt.Key.Key_7,
    Qt.Key.Key_8,
    Qt.Key.Key_9,
    Qt.Key.Key_0,
]


def game(scene) -> TubesGame:  # type: ignore[no-untyped-def]
    from PySide6.QtQml import QQmlEngine

    engine: QQmlEngine = scene.engine
    g = engine.singletonInstance("PebblePour.Backend", "TubesGame")
    assert isinstance(g, TubesGame)
    return g


def announcements(scene) -> list[str]:  # type: ignore[no-untyped-def]
    from pebblepour.ui import announcer

    assert announcer._instance is not None
    return announcer._instance.history


def open_level_one(scene) -> TubesGame:  # type: ignore[no-untyped-def]
    # Home: the first focus is the Tubes "Levels" button.
    assert "Levels" in scene.focused_name()
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.present("levelGrid"))
    scene.wait_screen("Level 1,")
    scene.key(Qt.Key.Key_Return)
    g = game(scene)
    scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
    scene.wait_screen("Tube 1")
    return g


def bowls_game(scene) -> BowlsGame:  # type: ignore[no-untyped-def]
    g = scene.engine.singletonInstance("PebblePour.Backend", "BowlsGame")
    assert isinstance(g, BowlsGame)
    return g


def focused_bowl(scene) -> int:  # type: ignore[no-untyped-def]
    """The focused bowl's engine index (0..11), read from its accessible name."""
    m = re.match(r"Bowl (\d+)[,:]", scene.focused_name())
    assert m, f"focus is not on a bowl: {scene.focused_name()!r}"
    return int(m.group(1)) - 1


def go_to_bowl(scene, target: int) -> None:  # type: ignore[no-untyped-def]
    """Left/Right the shorter way round the ring."""
    here = focused_bowl(scene)
    steps = (target - here) % 12
    key = Qt.Key.Key_Right if steps <= 6 else Qt.Key.Key_Left
    for _ in range(steps if steps <= 6 else 12 - steps):
        scene.key(key)
    assert focused_bowl(scene) == target


def play_move(scene, bowl: int) -> None:  # type: ignore[no-untyped-def]
    go_to_bowl(scene, bowl)
    scene.key(Qt.Key.Key_Space)
    assert bowls_game(scene).selected == bowl
    scene.key(Qt.Key.Key_Return)


def tab_to(scene, name: str, limit: int = 12) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if scene.focused_name() == name:
            return
        scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == name


def open_endless(scene) -> BowlsGame:  # type: ignore[no-untyped-def]
    tab_to(scene, "Endless")
    scene.key(Qt.Key.Key_Return)
    g = bowls_game(scene)
    scene.qtbot.waitUntil(lambda: g.mode == "endless", timeout=3000)
    scene.wait_screen("Bowl ")
    return g


def open_daily(scene) -> BowlsGame:  # type: ignore[no-untyped-def]
    """Today's Bowls Daily from Home, by keyboard: Daily, then today's row of the list."""
    tab_to(scene, "Daily")  # Tubes' Daily comes first in Tab order
    scene.key(Qt.Key.Key_Tab)
    tab_to(scene, "Daily")
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    scene.key(Qt.Key.Key_Return)
    g = bowls_game(scene)
    scene.qtbot.waitUntil(lambda: g.mode == "daily", timeout=3000)
    scene.wait_screen("Bowl ")
    return g


def open_puzzle(scene, number: int) -> BowlsGame:  # type: ignore[no-untyped-def]
    """The puzzle list by keys, then puzzle ``number``: Down jumps ten at a time, Right one."""
    tab_to(scene, "Puzzles")
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.present("puzzleGrid"))
    scene.wait_screen("Puzzle 1,")
    for _ in range((number - 1) // 10):
        scene.key(Qt.Key.Key_Down)
    for _ in range((number - 1) % 10):
        scene.key(Qt.Key.Key_Right)
    assert scene.focused_name().startswith(f"Puzzle {number},")
    scene.key(Qt.Key.Key_Return)
    g = bowls_game(scene)
    scene.qtbot.waitUntil(lambda: g.number == number, timeout=3000)
    scene.wait_screen("Bowl ")
    return g


def solve_by_keys(scene, g: BowlsGame, solution: list[int]) -> None:  # type: ignore[no-untyped-def]
    heard = announcements(scene)
    for k, bowl in enumerate(solution):
        go_to_bowl(scene, bowl)
        scene.key(Qt.Key.Key_Space)
        assert g.selected == bowl
        before = len(heard)
        scene.key(Qt.Key.Key_Return)
        # One announcement per move, and focus stays on a bowl.
        assert len(heard) == before + 1, heard[before:]
        assert heard[-1].startswith(f"Bowl {bowl + 1}: "), heard[-1]
        a = g.attempt()
        assert a is not None and a.moves_used == k + 1
        if not a.status.is_over:
            focused_bowl(scene)  # focus stays on a bowl; at the end the result panel takes it


def needs_pack() -> None:
    assert len(pack()) == 100, "the puzzle pack (resources/puzzles/bowls.json) did not load"
