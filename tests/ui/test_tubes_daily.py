"""The daily: today's board from the Daily list, solved, recorded, and marked in the list."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pebblepour.profile.clock import utc_today
from pebblepour.tubes.levels import daily
from pebblepour.tubes.solver import solve
from pebblepour.ui import services
from tests.ui.play import announcements, game


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
    assert g.over and g.moves == len(plan)
    assert g.result["first"] is True and g.result["bestMoves"] == len(plan)
    # Two achievements, each unlocking the next theme: one line each on the clear panel.
    assert g.result["notes"][1:] == [
        "Achievement earned: First Tubes daily. New theme unlocked: Garden.",
        "Achievement earned: Daily, unaided. New theme unlocked: Sand.",
    ]
    assert services.current().profile.themes_unlocked() == ("simple", "garden", "sand")
    done = services.current().profile.tubes_daily_completions()
    assert done[today].moves == len(plan)
    # Back in the list, today is marked completed with its move count.
    scene.qtbot.waitUntil(lambda: scene.focused_name() == "Play again", timeout=3000)
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Daily list"
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    assert f"completed in {len(plan)} moves" in scene.focused_name()


def test_a_daily_that_closed_while_the_list_was_open_is_refused(scene) -> None:  # type: ignore[no-untyped-def]
    """The session's window decides (last 30 UTC days): the list's oldest day, chosen after
    midnight, is refused with a sentence, the list comes back, nothing starts or is kept."""
    import datetime as dt

    from pebblepour.profile.clock import use_clock

    today = utc_today()
    scene.key(Qt.Key.Key_Tab)
    scene.key(Qt.Key.Key_Return)  # Daily
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    scene.key(Qt.Key.Key_End)
    oldest = today - dt.timedelta(days=29)
    from pebblepour.ui.wording import long_date

    row = scene.focused_name()
    assert row.startswith(long_date(oldest)), row
    tomorrow = dt.datetime.combine(today + dt.timedelta(days=1), dt.time(0, 0, 5), dt.UTC)
    with use_clock(lambda: tomorrow):
        assert game(scene).startDaily(oldest.isoformat()) is False
        scene.key(Qt.Key.Key_Return)  # the list's oldest row, closed since midnight
        scene.qtbot.waitUntil(
            lambda: announcements(scene)[-1]
            == "That Daily is closed: the Dailies of the last 30 days are open.",
            timeout=3000,
        )
        # Back in the list, which now starts at the new day: focus on its oldest open day.
        newest_oldest = long_date(tomorrow.date() - dt.timedelta(days=29))
        scene.qtbot.waitUntil(
            lambda: scene.focused_name().startswith(newest_oldest), timeout=3000
        )
        assert game(scene).startDaily((tomorrow.date() + dt.timedelta(days=1)).isoformat()) is False
        assert game(scene).startDaily("garbage") is False
    profile = services.current().profile
    assert profile.load_attempt("tubes:daily") is None and profile.tubes_daily_completions() == {}


def accessible_nodes(scene) -> list[tuple[object, str]]:  # type: ignore[no-untyped-def]
    """(role, name) of every node a screen reader can reach in the window (in-process walk)."""
    from PySide6.QtGui import QAccessible

    nodes: list[tuple[object, str]] = []

    def walk(iface, depth: int = 0) -> None:  # type: ignore[no-untyped-def]
        if iface is None or depth > 60:
            return
        nodes.append((iface.role(), iface.text(QAccessible.Text.Name)))
        for i in range(iface.childCount()):
            walk(iface.child(i), depth + 1)

    walk(QAccessible.queryAccessibleInterface(scene.window))
    return nodes


def accessible_names(scene) -> list[str]:  # type: ignore[no-untyped-def]
    return [name for _role, name in accessible_nodes(scene)]


def test_clear_panel_is_one_dialog_named_with_its_facts(scene) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QAccessible

    from tests.ui.play import open_level_one

    g = open_level_one(scene)
    moves = solve(g.board()).moves
    for src, dst in moves:
        g.activate(src)
        g.activate(dst)
    scene.qtbot.waitUntil(lambda: scene.focused_name() == "Next level", timeout=5000)
    nodes = accessible_nodes(scene)
    dialogs = [name for role, name in nodes if role == QAccessible.Role.Dialog]
    # One Dialog, not a Dialog inside a popup, named with its heading and every fact (Orca
    # 48 reads a dialog's name and role, none of its labels).
    assert len(dialogs) == 1 and dialogs[0].startswith("Solved! · Level 1 · Moves: "), dialogs
    for part in (f"Moves: {len(moves)}", "Time: ", "Hints used: 0", "Best for this board: ",
                 "Shortest solution: ", "First clear of this level"):
        assert part in dialogs[0]
    labels = [name for role, name in nodes if role == QAccessible.Role.StaticText]
    # The facts are not read a second time (Orca 43.1 reads a dialog's labels too).
    assert not any("Moves" in n for n in labels), labels


def test_daily_list_home_and_end(scene) -> None:  # type: ignore[no-untyped-def]
    scene.key(Qt.Key.Key_Tab)
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    scene.key(Qt.Key.Key_End)
    assert not scene.focused_name().startswith("Today")  # 29 days back
    scene.key(Qt.Key.Key_Home)
    assert scene.focused_name().startswith("Today, ")


def test_a_started_daily_reads_in_progress_in_the_list_and_on_home(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.ui.tubes_lists import TubesLists

    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Daily"
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    scene.key(Qt.Key.Key_Return)
    g = game(scene)
    scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
    board = g.board()
    assert board is not None
    src, dst = board.legal_moves()[0]
    g.activate(src)
    g.activate(dst)
    assert g.moves == 1 and not g.over
    scene.key(Qt.Key.Key_Escape)  # back to the Daily list: the attempt is kept
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Today, "), timeout=3000)
    assert "in progress: 1 move so far" in scene.focused_name()
    assert "not played" not in scene.focused_name()
    lists = scene.engine.singletonInstance("PebblePour.Backend", "TubesLists")
    assert isinstance(lists, TubesLists)
    row = lists.dailies._rows[0]
    assert row["started"] == 1 and not row["done"]
    assert lists.dailyStatus.startswith("Daily of ") and lists.dailyStatus.endswith(
        "in progress: 1 move so far"
    )
    home = scene.find("dailyTubes")
    scene.key(Qt.Key.Key_Escape)  # Home: the Daily button says so to a screen reader
    scene.qtbot.waitUntil(lambda: home.property("hint") == lists.dailyStatus, timeout=3000)
