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
