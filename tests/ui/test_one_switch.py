"""One-switch play: with only the switch (Space) and the clock, a player opens Tubes level 1
from Home and solves it, and Bowls puzzle 1, to the result; the highlight is spoken, rests
after its rounds, and a second switch steps by hand."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtTest import QTest

from pebblepour.bowls.puzzles import load_pack
from pebblepour.tools.screens import singleton
from pebblepour.tubes.levels import level
from pebblepour.tubes.solver import solve_optimal
from pebblepour.ui import services
from tests.ui.test_tubes_keyboard import announcements


def scanner(scene) -> QObject:  # type: ignore[no-untyped-def]
    found = scene.window.findChild(QObject, "scanner")
    assert found is not None
    return found


def highlighted(scene) -> str:  # type: ignore[no-untyped-def]
    """What the highlight is on, by the name a screen reader reads for it."""
    from PySide6.QtGui import QAccessible

    item = scanner(scene).property("current")
    iface = QAccessible.queryAccessibleInterface(item) if item is not None else None
    return iface.text(QAccessible.Text.Name) if iface is not None else ""


def switch_on(scene, rounds: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    settings = singleton(scene, "AppSettings")
    settings.setProperty("scanInterval", 0.5)
    settings.setProperty("scanFirstPause", 0.0)
    settings.setProperty("scanLoops", rounds)
    settings.setProperty("oneSwitch", True)
    scene.wait_until(lambda: scanner(scene).property("current") is not None)


def press_on(scene, prefix: str, timeout: int = 15000) -> None:  # type: ignore[no-untyped-def]
    """Wait, as the player does, until the highlight is on ``prefix`` (and has been said),
    then press the switch."""
    def there() -> bool:
        heard = announcements(scene)
        now = highlighted(scene)
        return now.startswith(prefix) and bool(heard) and heard[-1] == now

    try:
        scene.wait_until(there, timeout=timeout)
    except Exception:
        raise AssertionError((prefix, highlighted(scene), announcements(scene)[-5:])) from None
    QTest.keyClick(scene.window, Qt.Key.Key_Space)
    scene.flush()


def test_tubes_level_one_with_one_switch(scene) -> None:  # type: ignore[no-untyped-def]
    switch_on(scene)
    # The highlight is spoken and is not the focus: Home's focus stays on Levels.
    press_on(scene, "Levels")
    scene.wait_until(lambda: scene.present("levelGrid"))
    press_on(scene, "Levels")  # the level list (Enter opens its current tile, level 1)
    g = singleton(scene, "TubesGame")
    scene.wait_until(lambda: g.board() is not None and not g.busy and g.level == 1)
    for src, dst in solve_optimal(level(1).board).moves:
        press_on(scene, f"Tube {src + 1}:")
        assert g.selected == src
        press_on(scene, f"Tube {dst + 1}:")
    assert g.solved
    scene.wait_until(lambda: scene.find("clearPanel").property("opened"))
    # The clear panel too: its first button is highlighted and chosen.
    press_on(scene, "Next level")
    scene.wait_until(lambda: g.level == 2)


def test_bowls_puzzle_one_with_one_switch(scene) -> None:  # type: ignore[no-untyped-def]
    puzzle = load_pack()[0]
    switch_on(scene)
    press_on(scene, "Puzzles")
    scene.wait_until(lambda: scene.present("puzzleGrid"))
    press_on(scene, "Puzzles")
    g = singleton(scene, "BowlsGame")
    scene.wait_until(lambda: g.mode == "puzzle")
    for bowl in puzzle.solution:
        press_on(scene, f"Bowl {bowl + 1},")
        assert g.selected == bowl
        # The highlight starts again on the selected bowl: the switch sows it.
        press_on(scene, f"Bowl {bowl + 1},")
    scene.wait_until(lambda: scene.find("bowlsResult").property("opened"))
    assert g.result["title"] == "Puzzle solved!"


def test_the_highlight_rests_and_a_second_switch_steps(scene) -> None:  # type: ignore[no-untyped-def]
    switch_on(scene, rounds=1.0)
    s = scanner(scene)
    scene.wait_until(lambda: s.property("resting"), timeout=15000)
    assert announcements(scene)[-1] == "One-switch play is resting. Press the switch to go on."
    # Enter is the second switch: it wakes the highlight and steps by hand, no clock.
    QTest.keyClick(scene.window, Qt.Key.Key_Return)
    scene.flush()
    first = s.property("current")
    assert first is not None and not s.property("resting")
    QTest.keyClick(scene.window, Qt.Key.Key_Return)
    scene.flush()
    second = s.property("current")
    assert second is not None and second is not first
    QTest.qWait(1500)  # by hand the clock does not move it: only time can show that
    assert s.property("current") is second
    assert services.current().profile.settings().one_switch
