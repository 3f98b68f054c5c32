"""Proven-solvable boards: the generator (SPEC 2.3), the 100 levels (2.5), the daily (2.6).

Everything follows from a seed, retries included, so a level is always the same board:

* level ``n`` uses ``seed_from_text(f"tubes-level-{n}")``;
* the daily of a (UTC) date uses ``seed_from_text(date.isoformat())``, the ISO date alone.

Candidates are sorted by mixedness, ties broken by their board text, and the level's
position ``p`` picks index ``min(11, floor(12 * p))`` of that ascending list.
"""

from __future__ import annotations

import datetime
import math
from dataclasses import dataclass
from typing import NamedTuple

from ..rng import Rng, seed_from_text
from .board import CAPACITY, LETTERS, START_EMPTY, Board
from .solver import Status, solve

#: Number of levels.
LEVEL_COUNT = 100
#: Candidates the generator collects before choosing by mixedness.
CANDIDATES = 12
#: Solver budget (expanded positions) while generating. Fixed apart from the hint budget:
#: changing it changes every generated board.
GENERATION_BUDGET = 800
#: Shuffles tried before the generator gives up (never reached for 2..9 colours).
MAX_TRIES = 10_000
#: The daily: colours and mixedness position (SPEC 2.6).
DAILY_COLOURS = 6
DAILY_POSITION = 0.5


class Band(NamedTuple):
    """A row of the SPEC 2.5 table: levels ``first..last`` have ``colours`` colours."""

    first: int
    last: int
    colours: int
    role: str


#: The level bands of SPEC 2.5.
BANDS: tuple[Band, ...] = (
    Band(1, 8, 3, "learn the controls"),
    Band(9, 22, 4, "basic reading"),
    Band(23, 40, 5, "the main middle game"),
    Band(41, 60, 6, "as wide as the daily"),
    Band(61, 78, 7, "margins get thin"),
    Band(79, 92, 8, "late-game reading"),
    Band(93, 100, 9, "the largest setup"),
)


class LevelError(ValueError):
    """A level number, date or generator argument that does not exist."""


@dataclass(frozen=True)
class Generated:
    """A generated start board and where it came from."""

    #: The start board (proven solvable).
    board: Board
    #: Its colour count.
    colours: int
    #: Its mixedness (SPEC 2.3).
    mixedness: int
    #: The seed it was generated from.
    seed: int


def band_of(level: int) -> tuple[int, float]:
    """``(colours, position)`` of a level; the k-th of a band of n has position k/(n−1).

    >>> band_of(1), band_of(8), band_of(9)
    ((3, 0.0), (3, 1.0), (4, 0.0))
    """
    _check_level(level)
    for band in BANDS:
        if band.first <= level <= band.last:
            return band.colours, (level - band.first) / (band.last - band.first)
    raise AssertionError("BANDS cover 1..LEVEL_COUNT")  # pragma: no cover


def level_seed(level: int) -> int:
    """The seed of a level."""
    _check_level(level)
    return seed_from_text(f"tubes-level-{level}")


def level(n: int) -> Generated:
    """The board of level ``n`` (1..100), always the same."""
    colours, position = band_of(n)
    return generate(colours, position, level_seed(n))


def daily_seed(date: datetime.date) -> int:
    """The seed of a day's daily: from its ISO date alone."""
    if not isinstance(date, datetime.date) or isinstance(date, datetime.datetime):
        raise LevelError(f"the daily needs a date (YYYY-MM-DD), not {date!r}")
    return seed_from_text(date.isoformat())


def daily(date: datetime.date) -> Generated:
    """The daily board of a UTC date: 6 colours, mixedness position 0.5."""
    return generate(DAILY_COLOURS, DAILY_POSITION, daily_seed(date))


def generate(colours: int, position: float, seed: int) -> Generated:
    """SPEC 2.3: shuffle, drop boards with a complete tube, keep those the solver solved;
    of 12 candidates sorted by (mixedness, text) take index ``min(11, floor(12 * p))``."""
    if isinstance(colours, bool) or not 2 <= colours <= len(LETTERS):
        raise LevelError(f"colours must be 2..{len(LETTERS)}, not {colours!r}")
    if not 0.0 <= position <= 1.0:
        raise LevelError(f"position must be in [0, 1], not {position!r}")
    rng = Rng(seed)
    units = [c for c in range(colours) for _ in range(CAPACITY)]
    candidates: list[tuple[int, str, Board]] = []
    for _ in range(MAX_TRIES):
        rng.shuffle(units)
        tubes = [tuple(units[k : k + CAPACITY]) for k in range(0, len(units), CAPACITY)]
        if any(len(set(tube)) == 1 for tube in tubes):
            continue
        board = Board(tuple(tubes) + ((),) * START_EMPTY)
        if solve(board, budget=GENERATION_BUDGET).status is not Status.SOLVED:
            continue
        candidates.append((board.mixedness(), board.format(), board))
        if len(candidates) == CANDIDATES:
            break
    else:  # pragma: no cover - 2..9 colours never get here
        raise RuntimeError(f"no {CANDIDATES} solvable boards in {MAX_TRIES} shuffles")
    candidates.sort(key=lambda c: (c[0], c[1]))
    mixedness, _, board = candidates[min(CANDIDATES - 1, math.floor(CANDIDATES * position))]
    return Generated(board, colours, mixedness, seed)


def _check_level(level: int) -> None:
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= LEVEL_COUNT:
        raise LevelError(f"level must be 1..{LEVEL_COUNT}, not {level!r}")
