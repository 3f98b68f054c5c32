"""The daily: today's board from the Daily list, solved, recorded, and marked in the list."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pebblepour.profile.clock import utc_today
from pebblepour.tubes.levels import daily
from pebblepour.tubes.solver import solve
from pebblepour.ui import services
from tests.ui.test_tubes_keyboard import game


def test_todays_daily_is_played_recorded_and_listed(scene) -> None:  # type: ignore[no-untyped-def]
    assert "Levels" in scene.focused_name()
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Daily"
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    assert "not played" in scene.focused_name()
    scene.key(Qt.Key.Key_Return)
    g = game(scene)
    scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
    today = utc_today()
    assert g.isDaily and g.dailyDate == today.isoformat()
    assert g.board() == daily(today).board  # 6 colours, the same for everyone
    plan = solve(g.board()).moves
    for src, dst in plan:
        g.activate(src)
        g.activate(dst)
    assert g.solved and g.moves == len(plan)
    assert g.result["firstClear"] is True and g.result["bestMoves"] == len(plan)
    done = services.current().profile.tubes_daily_completions()
    assert done[today].moves == len(plan)
    # Back in the list, today is marked completed with its move count.
    scene.qtbot.waitUntil(lambda: scene.focused_name() == "Play again", timeout=3000)
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Daily list"
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    assert f"completed in {len(plan)} moves" in scene.focused_name()


def accessible_names(scene) -> list[str]:  # type: ignore[no-untyped-def]
    """Every name a screen reader can reach in the window (in-process walk)."""
    from PySide6.QtGui import QAccessible

    names: list[str] = []

    def walk(iface, depth: int = 0) -> None:  # type: ignore[no-untyped-def]
        if iface is None or depth > 60:
            return
        names.append(iface.text(QAccessible.Text.Name))
        for i in range(iface.childCount()):
            walk(iface.child(i), depth + 1)

    walk(QAccessible.queryAccessibleInterface(scene.window))
    return names


def test_clear_panel_facts_are_in_the_accessibility_tree(scene) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_tubes_keyboard import open_level_one

    g = open_level_one(scene)
    for src, dst in solve(g.board()).moves:
        g.activate(src)
        g.activate(dst)
    scene.qtbot.waitUntil(lambda: scene.focused_name() == "Next level", timeout=3000)
    names = accessible_names(scene)
    assert "Solved!" in names and "First clear of this level" in names
    assert any(n.startswith("Moves: ") for n in names)


def test_daily_list_home_and_end(scene) -> None:  # type: ignore[no-untyped-def]
    scene.key(Qt.Key.Key_Tab)
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    scene.key(Qt.Key.Key_End)
    assert not scene.focused_name().startswith("Today")  # 29 days back
    scene.key(Qt.Key.Key_Home)
    assert scene.focused_name().startswith("Today, ")
