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


def test_a_kept_list_opens_again_after_the_burial_of_left_screens(scene) -> None:  # type: ignore[no-untyped-def]
    """Issue 41.1: Levels, Escape, half a minute on Home, Levels again. The burial of left
    screens (Main.buryLeftScreens, here with age 0 as if the 30 s had passed) must never
    destroy a kept list, whose parent during the pop animation is the StackView's."""
    from PySide6.QtCore import Q_ARG, QMetaObject

    from pebblepour.tools.screens import singleton

    # With motion (the default for a player): the pop animates, and leave() runs during it.
    singleton(scene, "AppSettings").setProperty("reducedMotion", False)
    scene.frames()
    for name, grid in (("Levels", "levelGrid"), ("Puzzles", "puzzleGrid")):
        for _ in range(2):
            tab_to(scene, name)
            scene.key(Qt.Key.Key_Return)
            at_depth(scene, 2)
            assert scene.window.findChild(object, grid) is not None
            scene.key(Qt.Key.Key_Escape)  # leave() runs during the pop animation
            QMetaObject.invokeMethod(scene.window, "buryLeftScreens", Q_ARG(int, 0))
            scene.flush()
            at_depth(scene, 1)
            QMetaObject.invokeMethod(scene.window, "buryLeftScreens", Q_ARG(int, 0))
            scene.flush()
            scene.settle(50)
        tab_to(scene, name)
        scene.key(Qt.Key.Key_Return)
        at_depth(scene, 2)
        assert scene.window.findChild(object, grid) is not None
        scene.key(Qt.Key.Key_Escape)
        at_depth(scene, 1)


def test_levels_opened_again_never_start_on_a_locked_tile(scene) -> None:  # type: ignore[no-untyped-def]
    """Left on a locked level (the arrows go past the last open one, to read it), the level
    list opened again from Home starts on the newest open level (the soak met it on a locked
    one). Come back to from a game, it starts on the level played."""
    tab_to(scene, "Levels")
    scene.key(Qt.Key.Key_Return)
    at_depth(scene, 2)
    assert scene.focused_name().startswith("Level 1,"), scene.focused_name()
    for _ in range(3):
        scene.key(Qt.Key.Key_Right)
    assert scene.focused_name().startswith("Level 4,"), scene.focused_name()
    assert "locked" in scene.focused_name()
    scene.key(Qt.Key.Key_Escape)
    at_depth(scene, 1)
    scene.key(Qt.Key.Key_Return)  # Levels again (Home's focus is back on it)
    at_depth(scene, 2)
    assert scene.focused_name().startswith("Level 1,"), scene.focused_name()
