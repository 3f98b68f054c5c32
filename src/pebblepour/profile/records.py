"""Plain, immutable record types the profile hands to the UI."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime


@dataclass(frozen=True, slots=True)
class Earned:
    """An achievement earned just now, and the theme it unlocked (None: none was left)."""

    id: str
    theme: str | None


@dataclass(frozen=True, slots=True)
class TubesLevelStats:
    """The records of one completed Tubes level."""

    level: int
    best_moves: int
    """Fewest moves in any clear."""
    best_seconds: float
    """Shortest time of any clear (may come from another run than ``best_moves``)."""
    best_hints: int
    """Hints used in the best run (the one with ``best_moves``)."""
    completions: int
    """How many times the level was cleared."""


@dataclass(frozen=True, slots=True)
class TubesLevelResult:
    """What one Tubes level clear changed."""

    stats: TubesLevelStats
    """The level's records after this clear."""
    first_clear: bool
    new_best_moves: bool
    """Fewer moves than before (true on a first clear)."""
    new_best_time: bool
    """Faster than before (true on a first clear)."""
    unlocked: int | None
    """The level this clear unlocked, or None."""
    duplicate: bool = False
    """This attempt had been recorded before (another window, or before a kill): nothing
    changed, ``stats`` are the current records."""
    earned: tuple[Earned, ...] = ()
    """The achievements this record earned, written in its transaction."""


@dataclass(frozen=True, slots=True)
class TubesDailyStats:
    """The best completion of one day's Tubes challenge."""

    day: date
    moves: int
    seconds: float
    hints: int
    completions: int


@dataclass(frozen=True, slots=True)
class TubesDailyResult:
    """What one daily clear changed."""

    stats: TubesDailyStats
    first_completion: bool
    new_best: bool
    """Fewer moves (or as few and faster) than before; true on the first completion."""
    duplicate: bool = False
    """This attempt had been recorded before: nothing changed."""
    earned: tuple[Earned, ...] = ()
    """The achievements this record earned, written in its transaction."""


@dataclass(frozen=True, slots=True)
class BowlsPuzzleStats:
    """The records of one solved Bowls puzzle."""

    puzzle: int
    best_moves: int
    best_score: int
    solves: int


@dataclass(frozen=True, slots=True)
class BowlsPuzzleResult:
    """What one puzzle solve changed."""

    stats: BowlsPuzzleStats
    first_solve: bool
    new_best_moves: bool
    new_best_score: bool
    duplicate: bool = False
    """This attempt had been recorded before: nothing changed."""
    earned: tuple[Earned, ...] = ()
    """The achievements this record earned, written in its transaction."""


@dataclass(frozen=True, slots=True)
class BoardStats:
    """The records of one board played by its ID (either game)."""

    board_id: str
    best_moves: int
    best_seconds: float
    best_score: int
    """Bowls: the best score of a solve (Tubes: 0)."""
    solves: int


@dataclass(frozen=True, slots=True)
class BoardResult:
    """What one solve of a board played by its ID changed."""

    stats: BoardStats
    first_solve: bool
    new_best: bool
    """Fewer moves than every solve before, or (Bowls) as few and more points; never with
    ``first_solve``."""
    duplicate: bool = False
    """This attempt had been recorded before: nothing changed."""
    earned: tuple[Earned, ...] = ()


@dataclass(frozen=True, slots=True)
class BowlsAttempt:
    """One ended Endless or Daily attempt."""

    mode: str
    """``endless`` or ``daily``."""
    day: date
    """UTC date: the day it ended (Endless) or the challenge's date (Daily)."""
    ended_at: datetime
    score: int
    moves: int
    practice: bool
    """True if undo was used: such an attempt never sets a valid record."""


@dataclass(frozen=True, slots=True)
class BowlsDailyBest:
    """The best valid result of one day's Bowls challenge."""

    day: date
    score: int
    moves: int


@dataclass(frozen=True, slots=True)
class Run:
    """One result as the record rule (:func:`better`) weighs it: the measures the record it
    is compared for keeps, the others None."""

    moves: int | None = None
    seconds: float | None = None
    hints: int | None = None
    points: int | None = None


def _weighed(run: Run) -> tuple[tuple[bool, ...], tuple[float, ...]]:
    """Which measures ``run`` keeps, and their values in the rule's order, each the smaller
    the better (points negated)."""
    points = None if run.points is None else -run.points
    measures = (run.moves, run.seconds, run.hints, points)
    return tuple(m is not None for m in measures), tuple(m for m in measures if m is not None)


def better(new: Run, old: Run) -> bool:
    """The record rule of both games and every mode (README, "Records"), written once: ``new``
    beats ``old`` when it has fewer moves; as few moves, less time; as few and as fast,
    fewer hints; as few and as fast with as few hints, more points -- over the measures the
    record keeps (both sides keep the same ones). A tie is neither.

    What each record weighs: a Tubes level keeps its fewest moves and its shortest time
    apart, and the hints of its best run (moves, then hints); a Tubes day its best run
    (moves, then time); a Bowls puzzle its fewest moves and its most points apart; a board
    played by its ID its best run (moves, then points) and its shortest time apart; Endless
    and the Daily the most points (:func:`is_new_best`).

    >>> better(Run(moves=9, seconds=80.0), Run(moves=10, seconds=20.0))
    True
    >>> better(Run(moves=10, seconds=20.0), Run(moves=10, seconds=20.0))  # a tie
    False
    >>> better(Run(points=5), Run(points=4)), better(Run(moves=3, points=1), Run(moves=3, points=2))
    (True, False)
    """
    (kept, key), (old_kept, old_key) = _weighed(new), _weighed(old)
    if kept != old_kept or not any(kept):
        raise ValueError(f"{new} and {old} do not weigh the same measures")
    return key < old_key


def is_new_best(score: int, previous: int | None, practice: bool) -> bool:
    """The record policy of Endless and the Daily (SPEC 1.9): a valid (not practice) attempt
    that scored points and beats the best valid score before it (:func:`better`). An
    attempt ended at once with 0 points is no best, not even the first one.

    >>> is_new_best(0, None, False), is_new_best(10, None, False), is_new_best(10, 10, False)
    (False, True, False)
    >>> is_new_best(20, 10, True)
    False
    """
    return (
        not practice
        and score > 0
        and (previous is None or better(Run(points=score), Run(points=previous)))
    )


@dataclass(frozen=True, slots=True)
class BowlsAttemptResult:
    """What recording one ended Endless or Daily attempt changed."""

    attempt: BowlsAttempt
    previous_best: int | None
    """The best valid score before (for Daily: of the same date), or None."""
    new_best: bool
    """A valid attempt that beat ``previous_best`` (or the first valid one)."""
    duplicate: bool = False
    """This attempt had been recorded before: nothing changed."""
    earned: tuple[Earned, ...] = ()
    """The achievements this record earned, written in its transaction."""


@dataclass(frozen=True, slots=True)
class Achievement:
    """An achievement earned, and when."""

    id: str
    earned_at: datetime


@dataclass(frozen=True, slots=True)
class AchievementResult:
    """What awarding an achievement changed."""

    new: bool
    """False if it had been earned before (nothing changed then)."""
    theme_unlocked: str | None
    """The theme this achievement unlocked, if any."""


@dataclass(frozen=True, slots=True)
class StatsSummary:
    """Everything the Statistics screen shows, read in one consistent snapshot."""

    tubes_unlocked: int
    tubes_levels: tuple[TubesLevelStats, ...]
    """Completed levels, by level number."""
    tubes_daily: tuple[TubesDailyStats, ...]
    """Completed days, oldest first."""
    bowls_puzzles: tuple[BowlsPuzzleStats, ...]
    """Solved puzzles, by number."""
    bowls_endless_best: int | None
    """Best valid Endless score, None before any valid attempt."""
    bowls_endless_played: int
    bowls_endless_practice: int
    bowls_endless_recent: tuple[BowlsAttempt, ...]
    """The most recent ended Endless attempts, newest first."""
    bowls_daily_best: tuple[BowlsDailyBest, ...]
    """Best valid result per UTC date, oldest first."""
    bowls_daily_played: int
    achievements: tuple[Achievement, ...]
    """Earned achievements, oldest first."""
    themes: tuple[str, ...]
    """Unlocked themes, in unlock order."""


def known_shortest(moves: int, shortest: int | None) -> int | None:
    """The shortest solution of a board solved in ``moves``, as far as it is known, from the
    one the solver proved (``shortest``, None if it was never proven). A player's moves are
    a solution, so they are never fewer than the shortest: a stored shortest above them was
    proven under a search budget or for an older board of the same ID, and is not the
    board's (issue 41: a stale 500 made Charts say "-488.0 moves over the shortest"). The
    board's shortest is then not known (None): never a negative distance to it.

    >>> known_shortest(9, 7), known_shortest(7, 7), known_shortest(12, 500), known_shortest(5, None)
    (7, 7, None, None)
    """
    if shortest is None or shortest <= 0 or shortest > moves:
        return None
    return shortest


@dataclass(frozen=True, slots=True)
class ShortestComparison:
    """A player's moves against the shortest solutions, over the boards whose shortest is
    known (:func:`known_shortest`)."""

    boards: int
    """Boards whose shortest is known."""
    on_par: int
    """Of them, those solved in the shortest number of moves."""
    extra: float
    """Moves over the shortest, on average over them (0.0 when there are none): never
    negative."""


def compare_with_shortest(results: Iterable[tuple[int, int | None]]) -> ShortestComparison:
    """Compare each board's fewest moves with its stored shortest (``(moves, shortest)``
    pairs, ``shortest`` None when never proven), in one pass.

    >>> compare_with_shortest([(9, 7), (6, 6), (12, 500), (8, None)])
    ShortestComparison(boards=2, on_par=1, extra=1.0)
    """
    boards = on_par = over = 0
    for moves, stored in results:
        shortest = known_shortest(moves, stored)
        if shortest is None:
            continue
        boards += 1
        on_par += moves == shortest
        over += moves - shortest
    return ShortestComparison(boards, on_par, over / boards if boards else 0.0)
