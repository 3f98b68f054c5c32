"""Achievements (SPEC 1.9): ids and rules only; the words are in :mod:`pebblepour.ui.wording`.

An achievement is earned at the moment an attempt is recorded (:meth:`.core.Session.finish`
calls :func:`award`), from the attempt's own moves and the result the profile returned:
never from the UI, never by a practice attempt, never twice for one attempt (a duplicate
record earns nothing). Each new one is stored with its time and unlocks the next theme.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from pebblepour.bowls.attempts import DailyAttempt, EndlessAttempt, PuzzleAttempt
from pebblepour.bowls.puzzles import chapter_of
from pebblepour.bowls.rules import GroupCleared, MoveResult, StoneSown
from pebblepour.profile.profile import Profile
from pebblepour.profile.records import (
    Achievement,
    BowlsAttemptResult,
    BowlsPuzzleResult,
    TubesDailyResult,
    TubesLevelResult,
)
from pebblepour.profile.settings import THEMES
from pebblepour.profile.store import ProfileError
from pebblepour.session.bowls import BowlsPlay
from pebblepour.session.tubes import TubesPlay
from pebblepour.tubes.levels import BANDS, LEVEL_COUNT

ENDLESS_SCORES = (500, 2000)
"""Endless score milestones (valid attempts)."""
ENDLESS_MOVES = 50
"""An Endless attempt this many moves long."""
DAILIES: Final = 10
"""Days whose daily was completed, Bowls and Tubes together."""
TUBES_LEVELS_MANY: Final = 50

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Recorded:
    """What a rule looks at: the attempt just recorded and the profile after it."""

    profile: Profile
    game: Any
    """The :class:`~.bowls.BowlsPlay` or :class:`~.tubes.TubesPlay`."""
    result: Any
    """What the profile's record call returned."""
    hints: int

    def bowls_results(self) -> list[MoveResult]:
        """The safe moves of a Bowls attempt (an overflowing move counts for nothing)."""
        if not isinstance(self.game, BowlsPlay):
            return []
        return [r for r in self.game.attempt.results if r.overflow is None]


def _eruption_completes_group(result: MoveResult) -> bool:
    """A stone an eruption sowed into a bowl that then cleared a group (in the same move)."""
    hit: set[int] = set()
    for event in result.events:
        if isinstance(event, StoneSown) and event.cause == "volcano":
            hit.add(event.bowl)
        elif isinstance(event, GroupCleared) and event.bowl in hit:
            return True
    return False


def _puzzle(r: Recorded) -> bool:
    return isinstance(r.result, BowlsPuzzleResult)


def _shortest(r: Recorded) -> bool:
    """Solved in the shortest number of moves, without a hint (following the hints gives a
    shortest solution, as Tubes' no-hint achievements count only hint-free solves)."""
    game = r.game
    return _puzzle(r) and not r.hints and 0 < game.shortest == game.attempt.moves_used


def _chapter(r: Recorded) -> bool:
    if not _puzzle(r):
        return False
    chapter = chapter_of(r.game.puzzle)
    solved = {n for n in r.profile.bowls_puzzle_stats() if chapter_of(n) == chapter}
    return len(solved) == 10


def _endless(r: Recorded) -> EndlessAttempt | None:
    a = r.game.attempt if isinstance(r.game, BowlsPlay) else None
    return a if isinstance(a, EndlessAttempt) else None


def _endless_score(milestone: int) -> Callable[[Recorded], bool]:
    def rule(r: Recorded) -> bool:
        a = _endless(r)
        return a is not None and a.score >= ENDLESS_SCORES[milestone]

    return rule


def _endless_moves(r: Recorded) -> bool:
    a = _endless(r)
    return a is not None and a.moves_used >= ENDLESS_MOVES


def _bowls_daily(r: Recorded) -> bool:
    return isinstance(r.game, BowlsPlay) and isinstance(r.game.attempt, DailyAttempt)


def _tubes_level(r: Recorded) -> bool:
    return isinstance(r.result, TubesLevelResult)


def _tubes_band(r: Recorded) -> bool:
    if not _tubes_level(r) or r.hints:
        return False
    band = next(b for b in BANDS if b.first <= r.game.level <= b.last)
    stats = r.profile.tubes_all_level_stats()
    return all(
        n in stats and stats[n].best_hints == 0 for n in range(band.first, band.last + 1)
    )


def _tubes_many(r: Recorded) -> bool:
    return _tubes_level(r) and len(r.profile.tubes_all_level_stats()) >= TUBES_LEVELS_MANY


def _tubes_all(r: Recorded) -> bool:
    return _tubes_level(r) and len(r.profile.tubes_all_level_stats()) == LEVEL_COUNT


def _tubes_daily(r: Recorded) -> bool:
    return isinstance(r.result, TubesDailyResult)


def _tubes_daily_no_hint(r: Recorded) -> bool:
    return _tubes_daily(r) and r.hints == 0


def _dailies(r: Recorded) -> bool:
    if not (_tubes_daily(r) or _bowls_daily(r)):
        return False
    bowls_days = set(r.profile.bowls_daily_best())
    if _bowls_daily(r):
        bowls_days.add(r.game.attempt.date)  # already there once recorded; not yet if foreseen
    return len(r.profile.tubes_daily_completions()) + len(bowls_days) >= DAILIES


RULES: Final[tuple[tuple[str, Callable[[Recorded], bool]], ...]] = (
    ("bowls_first_puzzle", _puzzle),
    ("bowls_shortest", _shortest),
    ("bowls_chapter", _chapter),
    ("bowls_combo_4", lambda r: any(m.combo >= 4 for m in r.bowls_results())),
    ("bowls_perfect_clear", lambda r: any(m.perfect_clear for m in r.bowls_results())),
    ("bowls_eruption", lambda r: any(map(_eruption_completes_group, r.bowls_results()))),
    ("bowls_endless_score", _endless_score(0)),
    ("bowls_endless_high", _endless_score(1)),
    ("bowls_endless_long", _endless_moves),
    ("bowls_first_daily", _bowls_daily),
    ("tubes_first_level", _tubes_level),
    ("tubes_band_no_hints", _tubes_band),
    ("tubes_many_levels", _tubes_many),
    ("tubes_all_levels", _tubes_all),
    ("tubes_first_daily", _tubes_daily),
    ("tubes_daily_no_hint", _tubes_daily_no_hint),
    ("dailies_10", _dailies),
)
"""Every achievement, in the order the Statistics screen lists them."""

IDS: Final = tuple(name for name, _ in RULES)


def earned_by(profile: Profile, game: Any, result: Any, hints: int = 0) -> list[str]:
    """The achievements the attempt just recorded satisfies (earned before or not).

    A practice attempt and a duplicate record satisfy none."""
    if getattr(result, "duplicate", False):
        return []
    if isinstance(game, BowlsPlay):
        if game.attempt.practice or not isinstance(
            result, BowlsPuzzleResult | BowlsAttemptResult
        ):
            return []
        if isinstance(game.attempt, PuzzleAttempt) != isinstance(result, BowlsPuzzleResult):
            return []
    elif not isinstance(game, TubesPlay):
        return []
    recorded = Recorded(profile, game, result, hints)
    return [name for name, rule in RULES if rule(recorded)]


@dataclass(frozen=True, slots=True)
class Unlock:
    """An achievement earned just now, and the theme it unlocked (if any was left)."""

    id: str
    theme: str | None


def award(profile: Profile, game: Any, result: Any, hints: int = 0) -> list[Unlock]:
    """Store what the attempt just recorded earned; return the new ones, in :data:`RULES`
    order. A profile that refuses the write loses the awards, never the record."""
    new: list[Unlock] = []
    try:
        for name in earned_by(profile, game, result, hints):
            done = profile.award_achievement(name)
            if done.new:
                new.append(Unlock(name, done.theme_unlocked))
    except ProfileError as error:
        _log.warning("achievements not stored: %s", error)
    return new


def foreseen(profile: Profile, game: Any, hints: int = 0) -> list[Unlock]:
    """What recording this ended Endless or Daily attempt now would earn (nothing is written).

    Such an attempt is recorded only when the player leaves it (until then undo may turn it
    into practice), but its result panel says at once what it earns, as a puzzle's does; like
    :func:`award`, with the themes the new achievements would unlock, in order. A profile
    that cannot be read foresees nothing (the record itself then says why it failed)."""
    if (
        not isinstance(game, BowlsPlay)
        or isinstance(game.attempt, PuzzleAttempt)
        or game.attempt.practice
        or not game.attempt.status.is_over
    ):
        return []
    try:
        have = profile.achievements()
        recorded = Recorded(profile, game, None, hints)
        new = [name for name, rule in RULES if name not in have and rule(recorded)]
        unlocked = profile.themes_unlocked()
    except ProfileError as error:
        _log.warning("achievements not foreseen: %s", error)
        return []
    themes = [t for t in THEMES[1:] if t not in unlocked]
    return [Unlock(name, themes[i] if i < len(themes) else None) for i, name in enumerate(new)]


def open_ids(earned: Iterable[str]) -> list[str]:
    """The achievements not earned yet, in list order."""
    have = set(earned)
    return [name for name in IDS if name not in have]


@dataclass(frozen=True, slots=True)
class Progress:
    """One line of the achievements list."""

    id: str
    earned_at: datetime | None
    """When it was earned (None: still open)."""
    theme: str | None
    """Earned: the theme it unlocked. Open: the theme the next achievement earned unlocks.
    None when there was (or is) no theme left to unlock."""


def progress(profile: Profile) -> list[Progress]:
    """Every achievement in list order, earned or open, with its theme (SPEC 1.9: the n-th
    achievement earned unlocks the (n+1)-th theme).

    Achievements earned in the same second (one attempt) were awarded in :data:`RULES`
    order, so that order breaks the tie."""
    earned = profile.achievements()
    rank = {name: i for i, name in enumerate(IDS)}

    def when(a: Achievement) -> tuple[datetime, int, str]:
        return a.earned_at, rank.get(a.id, len(IDS)), a.id

    order = sorted(earned.values(), key=when)
    theme_of = {a.id: THEMES[i + 1] for i, a in enumerate(order) if i + 1 < len(THEMES)}
    upcoming = THEMES[len(order) + 1] if len(order) + 1 < len(THEMES) else None
    return [
        Progress(name, earned[name].earned_at, theme_of.get(name))
        if name in earned
        else Progress(name, None, upcoming)
        for name in IDS
    ]


__all__ = [
    "IDS",
    "RULES",
    "Progress",
    "Recorded",
    "Unlock",
    "award",
    "earned_by",
    "foreseen",
    "open_ids",
    "progress",
]
