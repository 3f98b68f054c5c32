"""The Bowls Daily archive (issue 24 point 6): the last 30 dates open, each the same board for
everyone; an old date played and recorded under its own date (today's record unchanged), and
the list marks it with its best score; a date outside the window is refused."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt

from pebblepour.bowls.attempts import DailyAttempt
from pebblepour.profile.clock import use_clock, utc_today
from pebblepour.ui import services
from pebblepour.ui.wording import long_date
from tests.ui.play import announcements, bowls_game, tab_to


def open_list(scene) -> None:  # type: ignore[no-untyped-def]
    tab_to(scene, "Daily")  # Tubes' Daily comes first in Tab order
    scene.key(Qt.Key.Key_Tab)
    tab_to(scene, "Daily")
    scene.key(Qt.Key.Key_Return)
    scene.wait_until(lambda: scene.focused_name().startswith("Today, "))


def test_an_old_date_is_played_recorded_under_its_date_and_listed(scene) -> None:  # type: ignore[no-untyped-def]
    today = utc_today()
    old = today - dt.timedelta(days=10)
    open_list(scene)
    listed = scene.find("dailyList")
    assert listed.property("count") == 30
    assert scene.focused_name() == f"Today, {long_date(today)}, not played"
    for _ in range(10):
        scene.key(Qt.Key.Key_Down)
    assert scene.focused_name() == f"{long_date(old)}, not played"
    scene.key(Qt.Key.Key_Return)
    g = bowls_game(scene)
    scene.wait_until(lambda: g.mode == "daily" and g.attempt() is not None)
    scene.wait_screen("Bowl ")
    a = g.attempt()
    assert isinstance(a, DailyAttempt) and a.date == old
    # The same board for everyone on that date: the date's own start.
    assert a.position == DailyAttempt(old.isoformat()).position
    g.select(a.legal_sources()[0])
    g.confirm()
    scene.wait_until(lambda: not g.playing and g.moves == 1)
    score = a.score
    g.endAttempt()
    scene.wait_until(lambda: scene.find("bowlsResult").property("opened"))
    best = services.current().profile.bowls_daily_best()
    assert list(best) == [old] and best[old].score == score and best[old].moves == 1
    # Back in the list: the old date shows its best score; today is still not played. The
    # focus goes from the panel straight to the list: the board, being left, never takes it
    # back on the way (a screen reader would read the board's title and bowl, then the row
    # twice).
    trail: list[str] = []
    scene.window.activeFocusItemChanged.connect(lambda: trail.append(scene.focused_name()))
    scene.key(Qt.Key.Key_Escape)
    scene.wait_until(lambda: scene.present("dailyList") and scene.focused_name() != "")
    scene.qtbot.wait(400)  # the screens' transition is over
    assert not [n for n in trail if n.startswith("Bowl ")], trail
    assert trail[-1].startswith(long_date(old)), trail
    model = listed.property("model")
    row = model.row(10)
    assert row["status"] == (f"✓ {score} points" if score != 1 else "✓ 1 point")
    assert row["description"] == f"{long_date(old)}, played, best {score} points in 1 move"
    assert model.row(0)["description"] == f"{long_date(today)}, not played"


def test_a_date_outside_the_window_is_refused_and_nothing_kept(scene) -> None:  # type: ignore[no-untyped-def]
    g = bowls_game(scene)
    today = utc_today()
    for day in (today - dt.timedelta(days=30), today + dt.timedelta(days=1)):
        assert g.startDaily(day.isoformat()) is False
    assert g.startDaily("garbage") is False
    assert announcements(scene)[-1] == (
        "That Daily is closed: the Dailies of the last 30 days are open.")
    assert g.attempt() is None
    # The oldest open date, chosen after midnight, has closed.
    oldest = today - dt.timedelta(days=29)
    tomorrow = dt.datetime.combine(today + dt.timedelta(days=1), dt.time(0, 0, 5), dt.UTC)
    with use_clock(lambda: tomorrow):
        assert g.startDaily(oldest.isoformat()) is False
    profile = services.current().profile
    assert profile.load_attempt("bowls:daily") is None and profile.bowls_daily_best() == {}


def test_an_unfinished_old_date_is_continued_from_its_row(scene) -> None:  # type: ignore[no-untyped-def]
    """The unfinished Daily keeps its date: its row says so, and Home's Continue takes it up."""
    today = utc_today()
    old = today - dt.timedelta(days=3)
    g = bowls_game(scene)
    assert g.startDaily(old.isoformat()) is True
    scene.wait_until(lambda: g.attempt() is not None)
    g.select(g.attempt().legal_sources()[0])
    g.confirm()
    scene.wait_until(lambda: not g.playing and g.moves == 1)
    g.suspend()
    lists = scene.engine.singletonInstance("PebblePour.Backend", "BowlsLists")
    lists.refreshDailies()
    model = lists.property("dailies")
    assert model.row(3)["description"] == f"{long_date(old)}, in progress: 1 move so far"
    assert model.row(3)["status"] == "in progress, 1 move"
    assert lists.property("dailyStatus") == f"Daily of {long_date(old)} in progress: 1 move so far"
    # The old date's own row continues it; Home's Continue ("") too.
    for iso in (old.isoformat(), ""):
        assert g.startDaily(iso) is True
        scene.wait_until(lambda: g.attempt() is not None and g.moves == 1)
        assert g.attempt().date == old
        said = announcements(scene)[-3:]
        assert any(t.startswith(f"Daily: {long_date(old)}. Resumed") for t in said), said
    # Today's date starts afresh.
    assert g.startDaily(today.isoformat()) is True
    assert g.attempt().date == today and g.moves == 0
