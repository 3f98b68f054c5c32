"""The figures the Statistics charts draw, Qt-free: the points, best, median and axis.

Four charts (``ui/stats_charts.py`` words them, ``StatsScreen.qml`` draws them):

* Tubes levels and Tubes Dailies: the player's best moves of each board against the board's
  shortest solution. The profile keeps no shortest length, so it is derived: a level and a
  Daily are always the same board (``tubes.levels``), and :func:`shortest_of_level` and
  :func:`shortest_of_daily` prove its shortest solution again (A*, a few milliseconds).
* Bowls Endless: the score of every attempt, by attempt number (practice attempts drawn,
  not counted), and the Bowls Daily: the best valid score of each date.

Each chart draws at most its last :data:`LAST_DAILIES` / :data:`LAST_ATTEMPTS` points, and
its figures (best, median, counts) are those of the points drawn, so the sentence a screen
reader reads says exactly what the chart shows.

>>> f = score_figures([(1, 120, False), (2, 340, False), (3, 0, True), (4, 880, False)])
>>> f.best, f.median, f.counted, f.practice, f.ticks
(880, Fraction(340, 1), 3, 1, (0, 500, 1000))
>>> m = moves_figures([(1, 6, 6), (2, 11, 9), (3, 12, None), (4, 14, 11)])
>>> m.counted, m.at_shortest, m.median_over, m.ticks
(3, 1, Fraction(2, 1), (0, 5, 10, 15))
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from pebblepour.tubes.levels import LEVEL_COUNT, LevelError, daily, level
from pebblepour.tubes.solver import Status, solve_optimal

__all__ = [
    "LAST_ATTEMPTS",
    "LAST_DAILIES",
    "MovesFigures",
    "MovesPoint",
    "ScoreFigures",
    "ScorePoint",
    "axis_ticks",
    "median",
    "moves_figures",
    "score_figures",
    "shortest_of_daily",
    "shortest_of_level",
]

LAST_ATTEMPTS = 50
"""The Endless chart draws the last this many attempts."""
LAST_DAILIES = 31
"""A Daily chart (Tubes or Bowls) draws the last this many dates played."""
MAX_TICKS = 5
"""At most this many values are written on the value axis (0 included)."""


def median(values: Iterable[int]) -> Fraction | None:
    """The median: the middle value, or the mean of the two middle ones; None of nothing.

    >>> median([5, 1, 3]), median([4, 1, 3, 2]), median([])
    (Fraction(3, 1), Fraction(5, 2), None)
    """
    ordered = sorted(values)
    if not ordered:
        return None
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return Fraction(ordered[mid])
    return Fraction(ordered[mid - 1] + ordered[mid], 2)


def axis_ticks(top: int) -> tuple[int, ...]:
    """The values written on a value axis reaching at least ``top``: 0, then equal steps of
    1, 2 or 5 times a power of ten, at most :data:`MAX_TICKS` values in all.

    >>> axis_ticks(0), axis_ticks(3), axis_ticks(14), axis_ticks(1240), axis_ticks(2000)
    ((0, 1), (0, 1, 2, 3), (0, 5, 10, 15), (0, 500, 1000, 1500), (0, 500, 1000, 1500, 2000))
    """
    if top <= 0:
        return (0, 1)
    raw = top / (MAX_TICKS - 1)
    power = 10 ** max(0, math.floor(math.log10(raw)))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    return tuple(range(0, math.ceil(top / step) * step + 1, step))


@dataclass(frozen=True, slots=True)
class MovesPoint:
    """One Tubes board played: the best moves and the shortest solution's length."""

    key: Hashable
    """The level number, or the Daily's date."""
    moves: int
    shortest: int | None
    """None: not known (the proof ran out of budget, or has not been made yet)."""

    @property
    def over(self) -> int | None:
        """Moves over the shortest (0: a shortest solution), None if it is not known."""
        return None if self.shortest is None else max(0, self.moves - self.shortest)


@dataclass(frozen=True, slots=True)
class MovesFigures:
    """A moves-against-the-shortest chart: its points, oldest first, and their figures."""

    points: tuple[MovesPoint, ...]
    counted: int
    """Points whose shortest is known (only they are counted)."""
    at_shortest: int
    """Points solved in the shortest number of moves."""
    median_over: Fraction | None
    """The median of the moves over the shortest; None when nothing is counted."""
    ticks: tuple[int, ...]
    """The moves written on the value axis (its top is the last)."""


def moves_figures(rows: Iterable[tuple[Hashable, int, int | None]]) -> MovesFigures:
    """Figures of ``(key, moves, shortest)`` rows, in the order given.

    >>> moves_figures([]).counted, moves_figures([]).median_over, moves_figures([]).ticks
    (0, None, (0, 1))
    """
    points = tuple(MovesPoint(k, m, s) for k, m, s in rows)
    over = [p.over for p in points if p.over is not None]
    top = max((max(p.moves, p.shortest or 0) for p in points), default=0)
    return MovesFigures(
        points, len(over), sum(1 for o in over if o == 0), median(over), axis_ticks(top)
    )


@dataclass(frozen=True, slots=True)
class ScorePoint:
    """One Bowls score: an Endless attempt (by number) or a Daily date's best."""

    key: Hashable
    """The attempt's number (1 = the first ever), or the Daily's date."""
    score: int
    practice: bool
    """Undo was used: drawn, but never counted (SPEC 1.9)."""


@dataclass(frozen=True, slots=True)
class ScoreFigures:
    """A score chart: its points, oldest first, and the figures of the valid ones."""

    points: tuple[ScorePoint, ...]
    counted: int
    """Valid (not practice) points."""
    practice: int
    best: int | None
    median: Fraction | None
    ticks: tuple[int, ...]


def score_figures(rows: Iterable[tuple[Hashable, int, bool]]) -> ScoreFigures:
    """Figures of ``(key, score, practice)`` rows, in the order given.

    >>> f = score_figures([(1, 30, True)])
    >>> f.counted, f.practice, f.best, f.median, f.ticks
    (0, 1, None, None, (0, 10, 20, 30))
    """
    points = tuple(ScorePoint(k, s, p) for k, s, p in rows)
    valid = [p.score for p in points if not p.practice]
    top = max((p.score for p in points), default=0)
    return ScoreFigures(
        points,
        len(valid),
        len(points) - len(valid),
        max(valid, default=None),
        median(valid),
        axis_ticks(top),
    )


def last(rows: Sequence[object], count: int) -> Sequence[object]:
    """The last ``count`` of ``rows`` (all when there are fewer).

    >>> last([1, 2, 3], 2), last([1], 5)
    ([2, 3], [1])
    """
    return rows[-count:] if count > 0 else rows[:0]


def _shortest(solved: object) -> int | None:
    result = solve_optimal(solved)  # type: ignore[arg-type]
    return len(result.moves) if result.status is Status.SOLVED else None


def shortest_of_level(n: int) -> int | None:
    """The length of a shortest solution of Tubes level ``n``; None if the proof runs out of
    budget (no level does) or there is no such level.

    >>> shortest_of_level(1), shortest_of_level(100), shortest_of_level(101)
    (6, 30, None)
    """
    if not 1 <= n <= LEVEL_COUNT:
        return None
    return _shortest(level(n).board)


def shortest_of_daily(day: dt.date) -> int | None:
    """The length of a shortest solution of the Tubes Daily of ``day``.

    >>> shortest_of_daily(dt.date(2026, 1, 1))
    18
    """
    try:
        board = daily(day).board
    except LevelError:
        return None
    return _shortest(board)
