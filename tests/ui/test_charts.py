"""Statistics → Charts (issue 24 point 7): each chart drawn as bars, read as a list whose items
say each bar in words, with a one-sentence summary; data from the profile's records."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from pebblepour.ui import services
from tests.ui.play import tab_to


def seed() -> None:
    p = services.current().profile
    for n, moves, par in ((1, 6, 6), (2, 9, 7), (3, 8, 0)):
        p.record_tubes_level(n, moves, 20.0, 0)
        if par:
            p.note_shortest(f"tubes:level:{n}", par)
    p.record_tubes_daily(dt.date(2026, 12, 1), 24, 80.0, 0)
    p.note_shortest("tubes:daily:2026-12-01", 19)
    for score, practice in ((300, False), (1240, False), (50, True), (620, False)):
        p.record_bowls_endless(score, 30, practice)


def open_charts(scene: Any) -> None:
    tab_to(scene, "Statistics", limit=20)
    scene.key(Qt.Key.Key_Return)
    scene.wait_screen()
    scene.find("openCharts").clicked.emit()
    scene.wait_until(lambda: scene.present("chart-tubesLevels"))
    scene.wait_screen()


def name(item: Any) -> str:
    iface = QAccessible.queryAccessibleInterface(item)
    return iface.text(QAccessible.Text.Name) if iface is not None else ""


def test_the_charts_say_each_bar_and_sum_up_in_one_sentence(scene: Any) -> None:
    seed()
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    charts = {c["key"]: c for c in state.charts()}
    levels, dailies = charts["tubesLevels"], charts["tubesDailies"]
    assert [b["text"] for b in levels["bars"]] == [
        "Level 1: 6 moves, shortest 6", "Level 2: 9 moves, shortest 7", "Level 3: 8 moves"]
    assert levels["summary"] == ("In the shortest number of moves on 1 of 2 boards; 1.0 moves "
                                 "over the shortest on average.")
    assert dailies["bars"][0]["text"] == "Tuesday, December 1, 2026: 24 moves, shortest 19"
    endless = charts["endless"]
    assert [b["text"] for b in endless["bars"]] == [
        "Attempt 1: 300 points", "Attempt 2: 1,240 points", "Attempt 3: 50 points, practice",
        "Attempt 4: 620 points"]
    assert endless["summary"] == "Best 1,240, median 620 over 3 attempts"  # practice left out
    assert charts["daily"]["bars"] == [] and charts["daily"]["summary"] == ""
    open_charts(scene)
    # The first chart takes the focus: a list named by its title, its bars read in words.
    bars = scene.find("chart-tubesLevels")
    assert bars.property("count") == 3
    assert scene.focused_name() == "Level 1: 6 moves, shortest 6"
    scene.key(Qt.Key.Key_Right)
    assert scene.focused_name() == "Level 2: 9 moves, shortest 7"
    scene.key(Qt.Key.Key_End)
    assert scene.focused_name() == "Level 3: 8 moves"
    assert name(bars) == "Tubes levels: your moves and the shortest"
    # Tab: the next chart.
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Tuesday, December 1, 2026: 24 moves, shortest 19"
    # A chart with no data says how to fill it, and is no Tab stop.
    assert not scene.find("chart-daily").property("visible")


# ------------------------------------------------------------------ issue 41, issue 42 point 5


def test_a_stale_shortest_above_the_players_moves_is_no_shortest() -> None:
    """A player's moves are never fewer than a proven shortest solution: a stored shortest
    above them was proven under a budget or for an older board of that ID, so the board's
    shortest is not known (issue 41: Charts said "-488.0 moves over the shortest")."""
    from pebblepour.profile.records import compare_with_shortest, known_shortest

    assert known_shortest(12, 500) is None and known_shortest(12, None) is None
    assert known_shortest(12, 12) == 12 and known_shortest(12, 9) == 9
    assert known_shortest(12, 0) is None
    summary = compare_with_shortest([(12, 500), (9, 7), (6, 6), (8, None)])
    assert (summary.boards, summary.on_par, summary.extra) == (2, 1, 1.0)
    assert compare_with_shortest([(12, 500)]).boards == 0


def test_charts_never_say_a_negative_distance_to_the_shortest(scene: Any) -> None:
    p = services.current().profile
    p.record_tubes_level(1, 12, 20.0, 0)
    p.note_shortest("tubes:level:1", 500)  # stale: from an older level set
    p.record_tubes_level(2, 9, 20.0, 0)
    p.note_shortest("tubes:level:2", 7)
    for n in range(3):
        day = dt.date(2026, 12, 1 + n)
        p.record_tubes_daily(day, 12, 80.0, 0)
        p.note_shortest(f"tubes:daily:{day.isoformat()}", 500)
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    charts = {c["key"]: c for c in state.charts()}
    levels, dailies = charts["tubesLevels"], charts["tubesDailies"]
    assert levels["summary"] == ("In the shortest number of moves on 0 of 1 board; 2.0 moves "
                                 "over the shortest on average.")
    assert [b["text"] for b in levels["bars"]] == ["Level 1: 12 moves",
                                                   "Level 2: 9 moves, shortest 7"]
    assert [b["mark"] for b in levels["bars"]] == [-1, 7]
    assert dailies["summary"] == "3 boards solved; their shortest solutions are not known yet."
    # The stale 500 does not stretch the chart either.
    assert levels["top"] < 20 and dailies["top"] < 20


def fill_days(days: int, first: dt.date = dt.date(2000, 1, 1)) -> None:
    """``days`` days of Tubes and Bowls Dailies in a row from ``first``, as years of play
    leave them (written at once: a record each would take minutes)."""
    from pebblepour.board_id import TubesDaily, format_id
    from pebblepour.profile import store

    p = services.current().profile
    tubes, shortest, bowls = [], [], []
    for n in range(days):
        day = first + dt.timedelta(days=n)
        tubes.append((day.isoformat(), 20 + n % 10, 60.0, 0, 1))
        shortest.append((format_id(TubesDaily(day)), 18 + n % 10))
        bowls.append(("daily", day.isoformat(), f"{day.isoformat()}T12:00:00+00:00",
                      100 * (1 + n % 10), 30, 0))
    with store.transaction(p._conn) as conn:
        conn.executemany("INSERT INTO tubes_daily (day, moves, seconds, hints, completions) "
                         "VALUES (?, ?, ?, ?, ?)", tubes)
        conn.executemany("INSERT INTO shortest (board_id, moves) VALUES (?, ?)", shortest)
        conn.executemany("INSERT INTO bowls_attempt (mode, day, ended_at, score, moves, "
                         "practice) VALUES (?, ?, ?, ?, ?, ?)", bowls)


def test_one_day_is_one_bar_with_axes_units_and_a_legend(scene: Any) -> None:
    p = services.current().profile
    p.record_tubes_daily(dt.date(2026, 12, 1), 24, 80.0, 0)
    p.note_shortest("tubes:daily:2026-12-01", 19)
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    dailies = {c["key"]: c for c in state.charts()}["tubesDailies"]
    assert [(b["label"], b["sublabel"], b["value"], b["mark"]) for b in dailies["bars"]] == [
        ("1", "December 2026", 24, 19)]
    assert dailies["unit"] == "Moves"
    assert dailies["axis"] == "Days played"
    assert [t["value"] for t in dailies["ticks"]] == [0, 5, 10, 15, 20, 25]
    assert dailies["top"] == 25
    assert [(k["kind"], k["text"]) for k in dailies["legend"]] == [
        ("bar", "Your fewest moves"), ("line", "The shortest solution")]


def test_a_thousand_days_are_drawn_a_month_a_bar(scene: Any) -> None:
    fill_days(1000)  # 2000-01-01 .. 2002-09-26: 33 months
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    charts = {c["key"]: c for c in state.charts()}
    dailies, bowls = charts["tubesDailies"], charts["daily"]
    assert len(dailies["bars"]) == 33 and len(bowls["bars"]) == 33
    first = dailies["bars"][0]
    assert (first["label"], first["sublabel"]) == ("Jan", "2000")
    assert dailies["bars"][1]["sublabel"] == "" and dailies["bars"][12]["sublabel"] == "2001"
    assert first["text"] == ("January 2000: 31 days played, 24.4 moves on average, shortest "
                             "22.4 on average")
    assert dailies["unit"] == "Moves, average of the days"
    assert dailies["axis"] == "Months played"
    # The summary still counts every day.
    assert dailies["summary"] == ("In the shortest number of moves on 0 of 1,000 boards; 2.0 "
                                  "moves over the shortest on average.")
    assert bowls["bars"][0]["text"] == ("January 2000: 31 days played, 535 points on average, "
                                        "best 1,000")
    assert bowls["summary"] == "Best 1,000, median 550 over 1,000 days"


def test_ten_thousand_days_open_charts_without_a_bar_each(scene: Any) -> None:
    """Issue 41: 10,000 days froze Charts for 2.8 s (a bar, and its words, for every day).
    Many days are drawn a week, a month or a year a bar: never more than a chart can show."""
    from pebblepour.ui.charts import MAX_BARS

    fill_days(10_000)  # 2000-01-01 .. 2027-05-18: 28 years
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    charts = {c["key"]: c for c in state.charts()}
    assert all(len(c["bars"]) <= MAX_BARS for c in charts.values())
    years = charts["tubesDailies"]["bars"]
    assert [b["label"] for b in years][:2] == ["2000", "2001"] and len(years) == 28
    assert years[1]["text"].startswith("2001: 365 days played, ")
    assert charts["tubesDailies"]["axis"] == "Years played"
    open_charts(scene)  # no level solved: the Dailies' chart takes the focus
    assert scene.find("chart-tubesDailies").property("count") == 28
    assert scene.focused_name().startswith("2000: 366 days played, ")
    scene.key(Qt.Key.Key_End)
    assert scene.focused_name().startswith("2027: 138 days played, ")


def test_weeks_between_a_hundred_days_and_a_hundred_weeks(scene: Any) -> None:
    fill_days(120, dt.date(2026, 1, 5))  # a Monday: 18 weeks, the last of 1 day
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    weeks = {c["key"]: c for c in state.charts()}["tubesDailies"]
    assert len(weeks["bars"]) == 18 and weeks["axis"] == "Weeks played"
    first, last = weeks["bars"][0], weeks["bars"][-1]
    assert (first["label"], first["sublabel"]) == ("5", "January 2026")
    assert first["text"].startswith("Week of Monday, January 5, 2026: 7 days played, ")
    assert last["text"] == ("Week of Monday, May 4, 2026: 1 day played, 29.0 moves on average, "
                            "shortest 27.0 on average")


@pytest.mark.parametrize("language", ["pseudo", "th"])
def test_long_charts_fit_the_smallest_window_at_the_largest_text(scene: Any,
                                                                 language: str) -> None:
    """A thousand days (a month a bar, years in a second row of labels), at the smallest
    window and the largest text: every text of the axes and the legend fits (as the
    screens tool checks every screen)."""
    from pebblepour.tools import screens
    from pebblepour.ui.settings import TEXT_SCALES

    fill_days(1000)
    for n in range(3):
        services.current().profile.record_tubes_level(1 + n, 20 + n, 30.0, 0)
    scene.window.resize(1024, 700)
    found, views = screens.render_all(scene, language, [max(TEXT_SCALES)], only="charts")
    assert views > 0 and found == []
