"""One-switch play: with only the switch (Space) and the clock, a player opens Tubes level 1
from Home and solves it, and Bowls puzzle 1, to the result; the highlight is spoken, rests
after its rounds, and a second switch steps by hand."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QObject, QPointF, Qt
from PySide6.QtTest import QTest

from pebblepour.bowls.puzzles import load_pack
from pebblepour.tools.screens import singleton
from pebblepour.tubes.levels import level
from pebblepour.tubes.solver import solve_optimal
from pebblepour.ui import services
from tests.ui.play import announcements


def scanner(scene) -> QObject:  # type: ignore[no-untyped-def]
    found = scene.window.findChild(QObject, "scanner")
    assert found is not None
    return found


def highlighted(scene) -> str:  # type: ignore[no-untyped-def]
    """What the highlight is on, by the name it is spoken with."""
    return str(scanner(scene).property("currentName"))


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
    press_on(scene, "Levels")  # the level list: its round starts on its current tile
    press_on(scene, "Level 1")
    g = singleton(scene, "TubesGame")
    scene.wait_until(lambda: g.board() is not None and not g.busy and g.number == 1)
    for src, dst in solve_optimal(level(1).board).moves:
        press_on(scene, f"Tube {src + 1}:")
        assert g.selected == src
        press_on(scene, f"Tube {dst + 1}:")
    assert g.over
    scene.wait_until(lambda: scene.find("clearPanel").property("opened"))
    # The clear panel too: its first button is highlighted and chosen.
    press_on(scene, "Next level")
    scene.wait_until(lambda: g.number == 2)


def test_bowls_puzzle_one_with_one_switch(scene) -> None:  # type: ignore[no-untyped-def]
    puzzle = load_pack()[0]
    switch_on(scene)
    press_on(scene, "Puzzles")
    scene.wait_until(lambda: scene.present("puzzleGrid"))
    press_on(scene, "Puzzles")
    press_on(scene, "Puzzle 1")
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


def test_any_entry_of_a_list_by_its_group(scene) -> None:  # type: ignore[no-untyped-def]
    """Inside a list the highlight steps through its current entry, its groups and the way
    out; a chosen group's entries, then the way back: the player opens the Daily of ten days
    ago (the 10th of 30 rows: the second group of eight, its second row) with the switch."""
    from pebblepour.profile.clock import utc_today

    day = (utc_today() - dt.timedelta(days=9)).isoformat()
    switch_on(scene)
    press_on(scene, "Daily")
    scene.wait_until(lambda: scene.present("dailyList"))
    press_on(scene, "Daily boards")
    # The list's round: today's row first, then the groups, then the way out.
    press_on(scene, "Rows 9 to 16 of 30")
    heard = announcements(scene)
    start = max(i for i, a in enumerate(heard) if a.startswith("Daily boards"))
    assert heard[start + 1].startswith("Today, ")
    assert heard[start + 2:start + 4] == ["Rows 1 to 8 of 30", "Rows 9 to 16 of 30"]
    # Inside the group: its eight rows, then back to the groups.
    s = scanner(scene)
    scene.wait_until(lambda: highlighted(scene) == "Back to the groups", timeout=15000)
    names = [n for n in announcements(scene)[-9:]]
    assert names[-1] == "Back to the groups"
    assert len(set(names[:-1])) == 8 and not any(n.startswith("Today") for n in names[:-1])
    # The highlight frames the row, inside the list's view (which has scrolled to it).
    scene.wait_until(lambda: highlighted(scene) == names[1], timeout=15000)
    mark, view = scene.find("scanMark"), scene.find("dailyList")
    top = view.mapToItem(mark.parentItem(), QPointF(0, 0)).y()
    assert top - 7 <= mark.y() and mark.y() + mark.height() <= top + view.height() + 7
    assert mark.height() < view.height() / 3
    press_on(scene, names[1])  # the 10th row
    g = singleton(scene, "TubesGame")
    scene.wait_until(lambda: g.dailyDate == day and g.board() is not None)
    assert s.property("list") is None


def test_out_of_a_list_by_the_switch(scene) -> None:  # type: ignore[no-untyped-def]
    """"Out of the list" returns the highlight to the screen's round, on the list."""
    switch_on(scene)
    press_on(scene, "Levels")
    scene.wait_until(lambda: scene.present("levelGrid"))
    press_on(scene, "Levels")
    press_on(scene, "Out of the list")
    s = scanner(scene)
    scene.wait_until(lambda: s.property("list") is None and highlighted(scene) == "Levels")
    assert scene.present("levelGrid")


def test_a_setting_of_several_options_by_the_switch(scene) -> None:  # type: ignore[no-untyped-def]
    """A group of options is one Tab stop (its chosen option); by the switch it opens a round
    of its options and the way to keep it: the player makes the text 150 % from Home."""
    settings = singleton(scene, "AppSettings")
    switch_on(scene)
    press_on(scene, "Settings")
    scene.wait_until(lambda: scene.present("settingsScreen"))
    press_on(scene, "Text size: 100 %")
    press_on(scene, "150 %")
    scene.wait_until(lambda: abs(settings.property("textScale") - 1.5) < 0.01)
    # The round of options was: 100 %, 125 %, 150 % (then the others and "keep").
    heard = announcements(scene)
    start = max(i for i, a in enumerate(heard) if a == "Text size: 100 %")
    assert heard[start + 1:start + 4] == ["100 %", "125 %", "150 %"], heard[start:]
    # Back in the screen's round, on the group's new choice; "keep" leaves it as it is.
    scene.wait_until(lambda: highlighted(scene).startswith("Text size: "), timeout=15000)
    press_on(scene, "Text size: 150 %")
    press_on(scene, "Text size: keep 150 %")
    scene.wait_until(lambda: highlighted(scene) == "Text size: 150 %", timeout=15000)
    assert abs(settings.property("textScale") - 1.5) < 0.01
