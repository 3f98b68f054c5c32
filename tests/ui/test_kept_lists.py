"""The level and puzzle lists are kept between visits (Main.keptScreens): Escape still goes
back Home from them, and they open again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.play import tab_to


def at_depth(scene, depth: int) -> None:  # type: ignore[no-untyped-def]
    """Wait until the screen stack is ``depth`` deep, its transition over and the screen's
    focus taken (Scene.screen_ready)."""
    stack = scene.find("stack")
    scene.qtbot.waitUntil(
        lambda: stack.property("depth") == depth and scene.screen_ready(), timeout=3000)


def test_escape_leaves_a_kept_list_every_time(scene) -> None:  # type: ignore[no-untyped-def]
    for name, grid in (("Puzzles", "puzzleGrid"), ("Levels", "levelGrid"),
                       ("Puzzles", "puzzleGrid")):
        tab_to(scene, name)
        scene.key(Qt.Key.Key_Return)
        at_depth(scene, 2)
        assert scene.window.findChild(object, grid) is not None
        scene.key(Qt.Key.Key_Escape)
        at_depth(scene, 1)
        assert scene.focused_name() == name


def test_escape_from_a_puzzle_then_from_its_kept_list(scene) -> None:  # type: ignore[no-untyped-def]
    for _ in range(2):
        tab_to(scene, "Puzzles")
        scene.key(Qt.Key.Key_Return)
        at_depth(scene, 2)
        scene.key(Qt.Key.Key_Right)
        scene.key(Qt.Key.Key_Return)
        at_depth(scene, 3)
        scene.key(Qt.Key.Key_Escape)
        at_depth(scene, 2)
        assert scene.focused_name().startswith("Puzzle "), scene.focused_name()
        scene.key(Qt.Key.Key_Escape)
        at_depth(scene, 1)


def test_a_kept_list_left_by_back_opens_on_its_list(scene) -> None:  # type: ignore[no-untyped-def]
    for _ in range(2):
        tab_to(scene, "Puzzles")
        scene.key(Qt.Key.Key_Return)
        at_depth(scene, 2)
        assert scene.focused_name().startswith("Puzzle 1,"), scene.focused_name()
        scene.key(Qt.Key.Key_Backtab)
        assert scene.focused_name() == "← Back"
        scene.key(Qt.Key.Key_Return)
        at_depth(scene, 1)
