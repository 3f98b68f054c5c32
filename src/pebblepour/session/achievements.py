"""Achievements (SPEC 1.9): ids and rules only; the words are in :mod:`pebblepour.ui.wording`.

Every achievement is a function of what the profile holds (:class:`Facts`: the records, and
the *feats* an attempt achieved itself, such as a ×4 combo, which are kept with its record).
Recording an attempt (:meth:`.core.Session.finish`) stores its feats and the achievements the
records then earn in the record's own transaction, so a kill leaves both or neither; at every
start :func:`restore` grants what the records earn and the profile lacks (an award lost to an
older version or an edit comes back). Never from the UI, never by a practice attempt, never
twice for one attempt (a duplicate record earns nothing). Each new one unlocks the next theme.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any, Final

from pebblepour.bowls.attempts import DailyAttempt, EndlessAttempt, PuzzleAttempt
from pebblepour.bowls.puzzles import CHAPTER_SIZE, chapter_of
from pebblepour.bowls.rules import GroupCleared, MoveResult
from pebblepour.profile.profile import Awards, Profile
from pebblepour.profile.records import Achievement, Earned
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

Unlock = Earned
"""An achievement earned just now, and the theme it unlocked (if any was left)."""

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Facts:
    """What the rules look at: the profile's records and the feats of recorded attempts."""

    puzzles: frozenset[int]
    """Solved Bowls puzzles."""
    endless_best: int
    """Best valid Endless score (0: none)."""
    endless_longest: int
    """Most moves of a valid Endless attempt (0: none)."""
    bowls_days: frozenset[date]
    """Dates whose Bowls Daily was played validly."""
    tubes_levels: Mapping[int, int]
    """Cleared Tubes levels, with the hints of each one's best run."""
    tubes_days: frozenset[date]
    """Dates whose Tubes Daily was cleared."""
    feats: frozenset[str]

    @classmethod
    def read(cls, profile: Profile) -> Facts:
        return cls(
            frozenset(profile.bowls_puzzle_stats()),
            profile.bowls_endless_best() or 0,
            profile.bowls_endless_longest() or 0,
            frozenset(profile.bowls_daily_best()),
            {n: s.best_hints for n, s in profile.tubes_all_level_stats().items()},
            frozenset(profile.tubes_daily_completions()),
            profile.feats(),
        )


def _eruption_completes_group(result: MoveResult) -> bool:
    """Stones an eruption sowed completed a group (in the same move)."""
    return any(isinstance(e, GroupCleared) and e.chained for e in result.events)


def feats_of(game: Any, hints: int = 0) -> tuple[str, ...]:
    """What an ended attempt achieved itself (named by the achievement each one earns):
    nothing for a practice attempt, nor for a board played by its ID (anyone can make one
    that a combo or a perfect clear is easy on: achievements are earned on the game's own
    boards)."""
    if getattr(game, "custom", False):
        return ()
    if isinstance(game, TubesPlay):
        return ("tubes_daily_no_hint",) if game.day is not None and not hints else ()
    if not isinstance(game, BowlsPlay) or game.attempt.practice:
        return ()
    a = game.attempt
    safe = [r for r in a.results if r.overflow is None]  # an overflow counts for nothing
    found = {
        # the shortest number of moves, without a hint (following the hints gives a
        # shortest solution, as Tubes' no-hint achievements count only hint-free solves)
        "bowls_shortest": isinstance(a, PuzzleAttempt)
        and not hints
        and 0 < game.shortest == a.moves_used,
        "bowls_combo_4": any(r.combo >= 4 for r in safe),
        "bowls_perfect_clear": any(r.perfect_clear for r in safe),
        "bowls_eruption": any(map(_eruption_completes_group, safe)),
    }
    return tuple(name for name, yes in found.items() if yes)


def _chapter(f: Facts) -> bool:
    return CHAPTER_SIZE in Counter(chapter_of(n) for n in f.puzzles).values()


def _tubes_band(f: Facts) -> bool:
    """Every level of a band cleared, each one's best run without a hint."""
    return any(all(f.tubes_levels.get(n) == 0 for n in range(b.first, b.last + 1)) for b in BANDS)


def _feat(name: str) -> Callable[[Facts], bool]:
    return lambda f: name in f.feats


RULES: Final[tuple[tuple[str, Callable[[Facts], bool]], ...]] = (
    ("bowls_first_puzzle", lambda f: bool(f.puzzles)),
    ("bowls_shortest", _feat("bowls_shortest")),
    ("bowls_chapter", _chapter),
    ("bowls_combo_4", _feat("bowls_combo_4")),
    ("bowls_perfect_clear", _feat("bowls_perfect_clear")),
    ("bowls_eruption", _feat("bowls_eruption")),
    ("bowls_endless_score", lambda f: f.endless_best >= ENDLESS_SCORES[0]),
    ("bowls_endless_high", lambda f: f.endless_best >= ENDLESS_SCORES[1]),
    ("bowls_endless_long", lambda f: f.endless_longest >= ENDLESS_MOVES),
    ("bowls_first_daily", lambda f: bool(f.bowls_days)),
    ("tubes_first_level", lambda f: bool(f.tubes_levels)),
    ("tubes_band_no_hints", _tubes_band),
    ("tubes_many_levels", lambda f: len(f.tubes_levels) >= TUBES_LEVELS_MANY),
    ("tubes_all_levels", lambda f: len(f.tubes_levels) == LEVEL_COUNT),
    ("tubes_first_daily", lambda f: bool(f.tubes_days)),
    ("tubes_daily_no_hint", _feat("tubes_daily_no_hint")),
    ("dailies_10", lambda f: len(f.tubes_days) + len(f.bowls_days) >= DAILIES),
)
"""Every achievement, in the order the Statistics screen lists them (and awards them)."""

IDS: Final = tuple(name for name, _ in RULES)


def earned_by(facts: Facts) -> list[str]:
    """Every achievement ``facts`` earn, in :data:`RULES` order."""
    return [name for name, rule in RULES if rule(facts)]


def derive(profile: Profile) -> list[str]:
    """Every achievement the profile's records and feats earn, in :data:`RULES` order."""
    return earned_by(Facts.read(profile))


def awards(game: Any, hints: int = 0) -> Awards:
    """What the record of the ended ``game`` passes to the profile: its feats and the rules."""
    return Awards(feats_of(game, hints), derive)


def restore(profile: Profile) -> list[Earned]:
    """At start-up: grant what the records earn and the profile lacks (an award lost to an
    older version, a kill or an edit). A profile that refuses the write restores nothing
    now (the next start tries again)."""
    try:
        return profile.restore_achievements(derive)
    except ProfileError as error:
        _log.warning("achievements not restored: %s", error)
        return []


def foreseen(profile: Profile, game: Any, hints: int = 0) -> list[Unlock]:
    """What recording this ended Endless or Daily attempt now would earn (nothing is written).

    Such an attempt is recorded only when the player leaves it (until then undo may turn it
    into practice), but its result panel says at once what it earns, as a puzzle's does;
    with the themes the new achievements would unlock, in order. A profile that cannot be
    read foresees nothing (the record itself then says why it failed)."""
    if (
        not isinstance(game, BowlsPlay)
        or isinstance(game.attempt, PuzzleAttempt)
        or game.attempt.practice
        or not game.attempt.status.is_over
    ):
        return []
    a = game.attempt
    try:
        have = profile.achievements()
        now = Facts.read(profile)
        unlocked = profile.themes_unlocked()
    except ProfileError as error:
        _log.warning("achievements not foreseen: %s", error)
        return []
    if isinstance(a, DailyAttempt):
        after = replace(now, bowls_days=now.bowls_days | {a.date})
    else:
        assert isinstance(a, EndlessAttempt)
        after = replace(
            now,
            endless_best=max(now.endless_best, a.score),
            endless_longest=max(now.endless_longest, a.moves_used),
        )
    after = replace(after, feats=after.feats | set(feats_of(game, hints)))
    new = [name for name in earned_by(after) if name not in have]
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
    "Facts",
    "Progress",
    "Unlock",
    "awards",
    "derive",
    "earned_by",
    "feats_of",
    "foreseen",
    "open_ids",
    "progress",
    "restore",
]
