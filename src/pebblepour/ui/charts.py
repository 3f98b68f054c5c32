"""The statistics charts (issue 24 point 7): what each chart draws, and its text alternative.

Each chart is a row of bars; each bar carries the words a screen reader reads for it (the
chart is read as a list: its table), and the chart has a one-sentence summary ("Best 1,240,
median 620 over 18 attempts"). Tubes: the moves of each level and Daily solved against the
shortest solution the solver proved. Bowls: Endless scores attempt by attempt, and the best
Daily score of each date played.

Each chart also says how to read it (issue 42 point 5): the unit of its values ("Moves",
"Points") with the values of its grid lines, what lies along it ("Days played"), and a
legend. A chart never has more than :data:`MAX_BARS` bars: years of Dailies are drawn a
week, a month or a year a bar (the average of the days), so Charts opens at once with 10,000
days (issue 41) and reads as well as with a hundred.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import Any, Final, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale

from pebblepour.board_id import TubesDaily, TubesLevel, format_id
from pebblepour.profile.profile import Profile
from pebblepour.profile.records import compare_with_shortest, known_shortest
from pebblepour.ui.wording import items, labelled, long_date, number

ENDLESS_BARS: Final = 60
"""The Endless chart shows the most recent attempts, up to this many."""
MAX_BARS: Final = 100
"""The most bars a chart draws (the 100 Tubes levels): more days are drawn a week, a month or
a year a bar, the finest of them that fits."""
PERIODS: Final = ("day", "week", "month", "year")
T = TypeVar("T")


# ------------------------------------------------------------------------ Qt-free helpers


def period_start(day: date, period: str) -> date:
    """The first day of the ``period`` (day, week from Monday, month, year) holding ``day``.

    >>> period_start(date(2026, 12, 3), "week"), period_start(date(2026, 12, 3), "month")
    (datetime.date(2026, 11, 30), datetime.date(2026, 12, 1))
    """
    if period == "week":
        return day - timedelta(days=day.weekday())
    if period == "month":
        return day.replace(day=1)
    if period == "year":
        return day.replace(month=1, day=1)
    return day


_PERIOD_KEYS: Final[dict[str, Callable[[date], int]]] = {
    "day": date.toordinal,
    "week": lambda d: d.toordinal() - d.weekday(),
    "month": lambda d: d.year * 12 + d.month,
    "year": lambda d: d.year,
}
"""Which period a day falls in, as a number (the same for every day of the period)."""


def group_days(days: Sequence[tuple[date, T]]) -> tuple[str, list[tuple[date, list[T]]]]:
    """``days`` (date, value; oldest first) in periods of the finest kind that makes no more
    than :data:`MAX_BARS` groups: (the kind, [(first day of the period, the values)]).

    >>> kind, groups = group_days([(date(2026, 1, d), d) for d in range(1, 4)])
    >>> kind, len(groups)
    ('day', 3)
    >>> kind, groups = group_days([(date(2000, 1, 1) + timedelta(days=n), n) for n in range(400)])
    >>> kind, len(groups), groups[0][0], groups[1]
    ('week', 58, datetime.date(1999, 12, 27), (datetime.date(2000, 1, 3), [2, 3, 4, 5, 6, 7, 8]))
    """
    period = PERIODS[-1]
    for kind in PERIODS[:-1]:
        key = _PERIOD_KEYS[kind]
        if len({key(d) for d, _v in days}) <= MAX_BARS:
            period = kind
            break
    key = _PERIOD_KEYS[period]
    groups: list[tuple[date, list[T]]] = []
    last = None
    for day, value in days:
        k = key(day)
        if k == last:
            groups[-1][1].append(value)
        else:
            groups.append((period_start(day, period), [value]))
            last = k
    return period, groups


def ticks(top: float) -> list[int]:
    """The values of a chart's grid lines from 0 up to ``top`` or just above it: steps of 1,
    2 or 5 times a power of ten, about five of them.

    >>> ticks(24), ticks(1240), ticks(0), ticks(7)
    ([0, 5, 10, 15, 20, 25], [0, 500, 1000, 1500], [0, 1], [0, 2, 4, 6, 8])
    """
    goal = max(1.0, top) / 5
    step = 1
    while step < goal:
        for times in (2, 5, 10):
            if step * times >= goal:
                step *= times
                break
        else:
            step *= 10
    last = max(1, -(-round(top * 1000) // (step * 1000)))  # ceil, safe for floats
    return [step * k for k in range(last + 1)]


# ------------------------------------------------------------------------ the charts


def _chart(key: str, title: str, summary: str, bars: list[dict[str, Any]], *, unit: str,
           axis: str, legend: list[tuple[str, str]]) -> dict[str, Any]:
    top = max([0, *(b["value"] for b in bars), *(b["mark"] for b in bars)])
    marks = ticks(top)
    return {
        "key": key, "title": title, "summary": summary, "bars": bars,
        "top": marks[-1],
        "ticks": [{"value": v, "text": number(v)} for v in marks],
        "unit": unit, "axis": axis,
        "legend": [{"kind": kind, "text": text} for kind, text in legend],
        # the widest label under a bar, and of the second row: how many the chart can show
        "widest": max((b["label"] for b in bars), key=len, default=""),
        "widestSub": max((b["sublabel"] for b in bars), key=len, default=""),
    }


def _bar(label: str, value: float, text: str, *, mark: float = -1, dim: bool = False,
         sublabel: str = "") -> dict[str, Any]:
    return {"label": label, "value": value, "mark": mark, "text": text, "dim": dim,
            "sublabel": sublabel}


def _month_year(day: date) -> str:
    return (
        QCoreApplication.translate(
            "Charts", "%1 %2", "a month's name and its year: December 2026")
        .replace("%1", QLocale().standaloneMonthName(day.month))
        .replace("%2", str(day.year)))


def _average(value: float) -> str:
    return QLocale().toString(float(value), "f", 1)


def _axis(period: str) -> str:
    """What lies along a chart of days, drawn ``period`` a bar."""
    if period == "week":
        return QCoreApplication.translate("Charts", "Weeks played")
    if period == "month":
        return QCoreApplication.translate("Charts", "Months played")
    if period == "year":
        return QCoreApplication.translate("Charts", "Years played")
    return QCoreApplication.translate("Charts", "Days played")


def _period_name(start: date, period: str) -> str:
    """A bar's name: the week, month or year starting on ``start``."""
    if period == "week":
        return QCoreApplication.translate("Charts", "Week of %1").replace("%1", long_date(start))
    if period == "month":
        return _month_year(start)
    return str(start.year)


def _days_bars(
    days: Sequence[tuple[date, T]],
    one_day: Callable[[T], tuple[float, float, list[str]]],
    many_days: Callable[[list[T]], tuple[float, float, list[str]]],
) -> tuple[str, list[dict[str, Any]]]:
    """The bars of a chart of days (oldest first), a day, a week, a month or a year a bar
    (:func:`group_days`): ``one_day`` and ``many_days`` give a bar's value, mark and words."""
    period, groups = group_days(days)
    bars = []
    previous: date | None = None
    for start, values in groups:
        if period == "day":
            value, mark, said = one_day(values[0])
            name = long_date(start)
        else:
            value, mark, said = many_days(values)
            said.insert(0, QCoreApplication.translate(
                "Charts", "%Ln days played", None, len(values)))
            name = _period_name(start, period)
        # Under the bar its day (or the week's Monday), month or year; in a second row the
        # month (or the year) where it changes.
        if period in ("day", "week"):
            label = str(start.day)
            new = previous is None or (start.year, start.month) != (previous.year, previous.month)
            sublabel = _month_year(start) if new else ""
        elif period == "month":
            label = QLocale().standaloneMonthName(start.month, QLocale.FormatType.ShortFormat)
            new = previous is None or start.year != previous.year
            sublabel = str(start.year) if new else ""
        else:
            label, sublabel = str(start.year), ""
        previous = start
        bars.append(_bar(label, value, labelled(name, items(said)), mark=mark,
                         sublabel=sublabel))
    return period, bars


def _scores_summary(scores: list[int], what: str) -> str:
    """ "Best 1,240, median 620 over 18 attempts" (``what``: "attempts" or "days")."""
    if not scores:
        return ""
    best, median = max(scores), round(statistics.median(scores))
    if what == "days":
        text = QCoreApplication.translate(
            "Charts", "Best %1, median %2 over %Ln days", None, len(scores))
    else:
        text = QCoreApplication.translate(
            "Charts", "Best %1, median %2 over %Ln attempts", None, len(scores))
    return text.replace("%1", number(best)).replace("%2", number(median))


def _tubes_legend() -> list[tuple[str, str]]:
    return [("bar", QCoreApplication.translate("Charts", "Your fewest moves")),
            ("line", QCoreApplication.translate("Charts", "The shortest solution"))]


def tubes_charts(profile: Profile) -> list[dict[str, Any]]:
    """Moves against the shortest: the levels solved, then the Dailies completed."""
    shortest = profile.shortest()
    solved = sorted(profile.tubes_all_level_stats().items())
    levels_known = [(st.best_moves, shortest.get(format_id(TubesLevel(n)))) for n, st in solved]
    levels = [
        _tubes_bar(QCoreApplication.translate("Charts", "Level %1").replace("%1", str(n)),
                   str(n), moves, known_shortest(moves, stored))
        for (n, _st), (moves, stored) in zip(solved, levels_known, strict=True)
    ]
    completed = sorted(profile.tubes_daily_completions().items())
    days_known = [(done.moves, shortest.get(format_id(TubesDaily(day))))
                  for day, done in completed]
    days = [(day, (moves, known_shortest(moves, stored)))
            for (day, _done), (moves, stored) in zip(completed, days_known, strict=True)]
    period, dailies = _days_bars(days, _tubes_day, _tubes_days)
    moves = QCoreApplication.translate("Charts", "Moves")
    return [
        _chart("tubesLevels",
               QCoreApplication.translate("Charts", "Tubes levels: your moves and the shortest"),
               _tubes_summary(levels_known), levels, unit=moves,
               axis=QCoreApplication.translate("Charts", "Levels solved"),
               legend=_tubes_legend()),
        _chart("tubesDailies",
               QCoreApplication.translate("Charts", "Tubes Dailies: your moves and the shortest"),
               _tubes_summary(days_known), dailies,
               unit=moves if period == "day" else QCoreApplication.translate(
                   "Charts", "Moves, average of the days"),
               axis=_axis(period), legend=_tubes_legend()),
    ]


def _tubes_summary(results: list[tuple[int, int | None]]) -> str:
    """ "In the shortest number of moves on 6 of 25 boards; 2.1 moves over the shortest on
    average." (over the boards whose shortest is known: records.known_shortest)."""
    if not results:
        return ""
    compared = compare_with_shortest(results)
    if not compared.boards:
        return QCoreApplication.translate(
            "Charts", "%Ln boards solved; their shortest solutions are not known yet.", None,
            len(results))
    return (
        QCoreApplication.translate(
            "Charts", "In the shortest number of moves on %1 of %Ln boards; %2 moves over the "
            "shortest on average.", None, compared.boards)
        .replace("%1", number(compared.on_par))
        .replace("%2", _average(compared.extra)))


def _tubes_words(moves: int, par: int | None) -> list[str]:
    said = [QCoreApplication.translate("Charts", "%Ln moves", None, moves)]
    if par is not None:
        said.append(QCoreApplication.translate("Charts", "shortest %Ln", None, par))
    return said


def _tubes_bar(name: str, label: str, moves: int, par: int | None) -> dict[str, Any]:
    return _bar(label, moves, labelled(name, items(_tubes_words(moves, par))),
                mark=-1 if par is None else par)


def _tubes_day(result: tuple[int, int | None]) -> tuple[float, float, list[str]]:
    moves, par = result
    return moves, -1 if par is None else par, _tubes_words(moves, par)


def _tubes_days(results: list[tuple[int, int | None]]) -> tuple[float, float, list[str]]:
    moves = statistics.fmean(m for m, _p in results)
    pars = [p for _m, p in results if p is not None]
    said = [QCoreApplication.translate(
        "Charts", "%1 moves on average", "%1: a number with one decimal, as 24.4")
        .replace("%1", _average(moves))]
    if not pars:
        return moves, -1, said
    par = statistics.fmean(pars)
    said.append(QCoreApplication.translate(
        "Charts", "shortest %1 on average", "%1: a number with one decimal, as 22.4")
        .replace("%1", _average(par)))
    return moves, par, said


def endless_chart(profile: Profile) -> dict[str, Any]:
    """Endless scores, oldest of the recent attempts first (practice attempts dimmed)."""
    history = list(reversed(profile.bowls_endless_history(ENDLESS_BARS)))
    bars = []
    for i, a in enumerate(history, start=1):
        said = [QCoreApplication.translate("Charts", "%Ln points", None, a.score)]
        if a.practice:
            said.append(QCoreApplication.translate("Charts", "practice"))
        name = QCoreApplication.translate("Charts", "Attempt %1").replace("%1", str(i))
        bars.append(_bar(str(i), a.score, labelled(name, items(said)), dim=a.practice))
    valid = [a.score for a in history if not a.practice]
    legend = [("bar", QCoreApplication.translate("Charts", "Score of an attempt"))]
    if any(a.practice for a in history):
        legend.append(
            ("dim", QCoreApplication.translate("Charts", "Practice: undo used, no record")))
    return _chart(
        "endless", QCoreApplication.translate("Charts", "Bowls: Endless scores"),
        _scores_summary(valid, "attempts"), bars,
        unit=QCoreApplication.translate("Charts", "Points"),
        axis=QCoreApplication.translate(
            "Charts", "The last %Ln attempts, oldest first", None, len(history)),
        legend=legend)


def daily_chart(profile: Profile) -> dict[str, Any]:
    """The best valid Bowls Daily score of each date played, oldest first (a week, a month or
    a year a bar when there are many: the average of the days' best)."""
    best = sorted(profile.bowls_daily_best().items())
    period, bars = _days_bars([(day, b.score) for day, b in best], _bowls_day, _bowls_days)
    return _chart(
        "daily", QCoreApplication.translate("Charts", "Bowls: Daily scores"),
        _scores_summary([b.score for _d, b in best], "days"), bars,
        unit=QCoreApplication.translate("Charts", "Points") if period == "day"
        else QCoreApplication.translate("Charts", "Points, average of the days"),
        axis=_axis(period),
        legend=[("bar", QCoreApplication.translate("Charts", "Best score of the day"))])


def _bowls_day(score: int) -> tuple[float, float, list[str]]:
    return score, -1, [QCoreApplication.translate("Charts", "%Ln points", None, score)]


def _bowls_days(scores: list[int]) -> tuple[float, float, list[str]]:
    average = statistics.fmean(scores)
    return average, -1, [
        QCoreApplication.translate("Charts", "%Ln points on average", None, round(average)),
        QCoreApplication.translate("Charts", "best %1").replace("%1", number(max(scores))),
    ]


def charts(profile: Profile) -> list[dict[str, Any]]:
    """Every chart of the Charts screen, in order."""
    return [*tubes_charts(profile), endless_chart(profile), daily_chart(profile)]
