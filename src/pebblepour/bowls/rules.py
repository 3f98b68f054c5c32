"""The Bowls rules (SPEC 1.2-1.6): sowing, groups, the effect loop, overflow and points.

:class:`Board` is the mutable rules state (python-chess style); :func:`resolve` is the
side-effect-free form on an immutable :class:`~.position.Position`; :func:`forecast`
previews the player phase of a move without changing anything.

>>> r = resolve(Position.parse("rr . r . . . . . . . . ."), 0)
>>> str(r.position), r.player_points, r.combo
('. r rr . . . . . . . . .', 0, 0)
>>> r = resolve(Position.parse("r rr . . . . . . . . . ."), 0)
>>> str(r.position), r.player_points, r.combo, r.perfect_clear
('. . . . . . . . . . . .', 130, 1, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import compress as _compress
from types import MappingProxyType
from typing import Final, Literal, NamedTuple

from .position import (
    BLOCKER,
    CAPACITY,
    COLOURS,
    KINDS,
    NUM_BOWLS,
    VOLCANO_THRESHOLD,
    WILDCARD,
    Position,
)
from .position import _trusted as _position

#: Points per stone removed by a colour group (SPEC 1.6).
POINTS_PER_STONE: Final = 10
#: Bonus for an empty board after the player phase, not multiplied.
PERFECT_CLEAR_BONUS: Final = 100
#: The combo multiplier is the number of grouping bowls, capped here.
MAX_MULTIPLIER: Final = 4

Phase = Literal["player", "refill"]
"""The two phases of a move: the player's sowing, then the mode's refill."""
Overflow = Literal["player", "refill"] | None
"""Which phase overflowed, if any."""
Refill = Sequence[tuple[int, str]]
"""Refill stones as ``(bowl, stone letter)`` pairs, delivered in order."""


class IllegalMoveError(ValueError):
    """A move SPEC 1.2 does not allow (outside 0..11, empty or frozen source)."""


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class PhaseStarted:
    """A phase begins (``player`` after confirming a move, ``refill`` after a safe one)."""

    phase: Phase


@dataclass(frozen=True, slots=True)
class HandTaken:
    """All stones of the source ``bowl`` left it to form the hand, sown next."""

    bowl: int
    stones: str
    clockwise: bool


@dataclass(frozen=True, slots=True)
class StoneSown:
    """One stone delivered into ``bowl``.

    ``cause`` says who delivered it: the player's ``move``, a ``volcano`` eruption or the
    ``refill``; ``origin`` is the source or volcano bowl (``None`` for refill stones).
    """

    bowl: int
    stone: str
    cause: Literal["move", "volcano", "refill"]
    origin: int | None


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round of the effect loop begins (1 = right after the last stone was delivered)."""

    phase: Phase
    number: int


@dataclass(frozen=True, slots=True)
class GroupCleared:
    """Bowl ``bowl`` cleared a group of ``colour``: ``normals`` normal stones + ``wildcards``."""

    bowl: int
    colour: str
    normals: int
    wildcards: int


@dataclass(frozen=True, slots=True)
class BlockersRemoved:
    """``count`` blockers left ``bowl`` because a neighbour formed a group."""

    bowl: int
    count: int


@dataclass(frozen=True, slots=True)
class VolcanoErupted:
    """The volcano ``bowl`` took out its queue ``stones`` (sown next, clockwise)."""

    bowl: int
    stones: str


@dataclass(frozen=True, slots=True)
class PhaseEnded:
    """A phase is over; ``overflowing`` lists bowls above capacity (empty: safe)."""

    phase: Phase
    overflowing: tuple[int, ...]
    points: int


@dataclass(frozen=True, slots=True)
class ModifierExpired:
    """A temporary modifier ran out after a move (attempts only, never in ``resolve``)."""

    bowl: int
    modifier: str


@dataclass(frozen=True, slots=True)
class ModifierPlaced:
    """An Endless event put a temporary modifier on ``bowl`` for ``moves`` moves."""

    bowl: int
    modifier: str
    moves: int


Event = (
    PhaseStarted
    | HandTaken
    | StoneSown
    | RoundStarted
    | GroupCleared
    | BlockersRemoved
    | VolcanoErupted
    | PhaseEnded
    | ModifierExpired
    | ModifierPlaced
)
"""Everything that can happen during a move, in order, for animation and announcements."""


# --------------------------------------------------------------------------- groups

_GroupInfo = tuple[str, tuple[tuple[str, int, int], ...], int]
_MISS: Final[_GroupInfo] = ("", (), -1)  # sentinel: "not in the cache yet"
_GROUP_CACHE: dict[str, _GroupInfo | None] = {}
_CACHE_LIMIT: Final = 200_000


def _compute_groups(stones: str) -> _GroupInfo | None:
    """Groups of one bowl (SPEC 1.3): (remaining queue, groups, stones removed) or None."""
    if WILDCARD not in stones:
        # Quick "no group" answer, the common case.
        count = stones.count
        if (
            count("r") < 3
            and count("y") < 3
            and count("g") < 3
            and count("b") < 3
            and count("p") < 3
        ):
            return None
    natural: list[tuple[int, str, int]] = []
    partial: list[tuple[int, int, str, int]] = []
    for c in COLOURS:
        n = stones.count(c)
        if n >= 3:
            natural.append((stones.index(c), c, n))
        elif n:
            partial.append((3 - n, stones.index(c), c, n))
    groups: list[tuple[str, int, int]] = [(c, n, 0) for _, c, n in sorted(natural)]
    wild = stones.count(WILDCARD)
    used = 0
    if wild and partial:
        partial.sort()
        for need, _, c, n in partial:
            if need > wild - used:
                break
            used += need
            groups.append((c, n, need))
    if not groups:
        return None
    gone = {c for c, _, _ in groups}
    skip = used
    rest: list[str] = []
    for ch in stones:
        if ch in gone:
            continue
        if ch == WILDCARD and skip:
            skip -= 1
            continue
        rest.append(ch)
    removed = sum(n + w for _, n, w in groups)
    return "".join(rest), tuple(groups), removed


def _groups(stones: str) -> _GroupInfo | None:
    info = _GROUP_CACHE.get(stones, _MISS)
    if info is _MISS:
        info = _compute_groups(stones)
        if len(_GROUP_CACHE) >= _CACHE_LIMIT:
            _GROUP_CACHE.clear()
        _GROUP_CACHE[stones] = info
    return info


@dataclass(frozen=True, slots=True)
class BowlGroups:
    """What one bowl's groups do (SPEC 1.3), see :func:`bowl_groups`."""

    remaining: str
    """The queue left behind, relative order kept."""
    groups: tuple[tuple[str, int, int], ...]
    """``(colour, normal stones, wildcards used)`` in clearing order: natural groups (by
    first appearance), then wildcard groups in priority order."""
    removed: int
    """Stones removed (normal + wildcards)."""


def bowl_groups(stones: str) -> BowlGroups | None:
    """The groups one bowl queue forms, or ``None`` if it forms none.

    >>> bowl_groups("rrrr*")
    BowlGroups(remaining='*', groups=(('r', 4, 0),), removed=4)
    >>> bowl_groups("gb*b*g")
    BowlGroups(remaining='', groups=(('g', 2, 1), ('b', 2, 1)), removed=6)
    >>> bowl_groups("***") is None
    True
    """
    if any(ch not in KINDS for ch in stones):
        raise ValueError(f"unknown stone letter in {stones!r}")
    info = _compute_groups(stones)
    if info is None:
        return None
    return BowlGroups(info[0], info[1], info[2])


# --------------------------------------------------------------------------- phases


class PhaseReport(NamedTuple):
    """What one phase of a move did."""

    phase: Phase
    points: int
    """Points earned (0 if the phase overflowed)."""
    combo: int
    """Distinct bowls that formed a group anywhere in the phase's chain."""
    matched: int
    """Stones removed by colour groups (normal stones and wildcards)."""
    cleared: Mapping[str, int]
    """Stones removed by groups, by kind (kinds with 0 left out)."""
    blockers_removed: int
    """Blockers removed by neighbouring groups (no points)."""
    erupted: tuple[int, ...]
    """Volcanoes that erupted in this phase, in eruption order."""
    overflowing: tuple[int, ...]
    """Bowls holding 8 or more stones once all effects finished (empty: safe)."""
    perfect_clear: bool
    """Board empty after the player phase (always False for refill)."""
    grouping_bowls: tuple[int, ...] = ()
    """The bowls counted by ``combo``, ascending."""

    @property
    def overflowed(self) -> bool:
        """True if a bowl holds 8 or more stones after this phase."""
        return bool(self.overflowing)


#: An empty, read-only ``cleared`` mapping (phases in which no group formed).
_EMPTY: Final[Mapping[str, int]] = MappingProxyType({})

_QUIET_PLAYER: Final = PhaseReport("player", 0, 0, 0, _EMPTY, 0, (), (), False, ())
_QUIET_REFILL: Final = PhaseReport("refill", 0, 0, 0, _EMPTY, 0, (), (), False, ())


def multiplier(combo: int) -> int:
    """The combo multiplier: 1 bowl x1, 2 x2, 3 x3, 4 or more x4 (0 bowls: x1)."""
    return 1 if combo <= 1 else min(combo, MAX_MULTIPLIER)


def _run_effects(
    bowls: list[str],
    volcanoes: Sequence[int],
    erupted: list[int],
    dirty: Iterable[int],
    phase: Phase,
    rec: list[Event] | None,
) -> tuple[set[int], int, dict[str, int], int, list[int]]:
    """The effect loop of SPEC 1.4 on ``bowls`` (mutated).

    ``dirty`` are the bowls that may hold groups in the first round; ``erupted`` collects
    volcanoes that erupted during the whole move (each erupts at most once). Returns
    (grouping bowls, stones matched, cleared by kind, blockers removed, erupted here).
    """
    grouping: set[int] = set()
    matched = 0
    cleared: dict[str, int] = {}
    blockers = 0
    here: list[int] = []
    rnd = 0
    cache = _GROUP_CACHE
    while True:
        rnd += 1
        if rec is not None:
            rec.append(RoundStarted(phase, rnd))
        grouped: list[int] = []
        for i in dirty:
            s = bowls[i]
            if len(s) < 3:
                continue
            info = cache.get(s, _MISS)
            if info is _MISS:
                info = _groups(s)
            if info is None:
                continue
            rest, groups, removed = info
            bowls[i] = rest
            grouped.append(i)
            matched += removed
            for c, n, w in groups:
                cleared[c] = cleared.get(c, 0) + n
                if w:
                    cleared[WILDCARD] = cleared.get(WILDCARD, 0) + w
                if rec is not None:
                    rec.append(GroupCleared(i, c, n, w))
        if grouped:
            grouping.update(grouped)
            targets: set[int] = set()
            for i in grouped:
                targets.add((i - 1) % NUM_BOWLS)
                targets.add((i + 1) % NUM_BOWLS)
            for j in sorted(targets):
                s = bowls[j]
                if BLOCKER in s:
                    k = s.count(BLOCKER)
                    bowls[j] = s.replace(BLOCKER, "")
                    blockers += k
                    if rec is not None:
                        rec.append(BlockersRemoved(j, k))
        if not volcanoes:
            break
        ready = [
            v for v in volcanoes if len(bowls[v]) >= VOLCANO_THRESHOLD and v not in erupted
        ]
        if not ready:
            break
        hands: list[str] = []
        for v in ready:
            hands.append(bowls[v])
            bowls[v] = ""
            erupted.append(v)
            here.append(v)
            if rec is not None:
                rec.append(VolcanoErupted(v, hands[-1]))
        touched: set[int] = set()
        for v, hand in zip(ready, hands, strict=True):
            j = v
            for ch in hand:
                j = j + 1 if j < NUM_BOWLS - 1 else 0
                bowls[j] += ch
                touched.add(j)
                if rec is not None:
                    rec.append(StoneSown(j, ch, "volcano", v))
        dirty = sorted(touched)
    return grouping, matched, cleared, blockers, here


_ALL: Final = tuple(range(NUM_BOWLS))
_NONE: Final[tuple[int, ...]] = ()
#: _PATH[reverse][source]: the bowls a hand from ``source`` reaches, in sowing order.
_PATH: Final = tuple(
    tuple(
        tuple((src + (-k if rev else k)) % NUM_BOWLS for k in range(1, NUM_BOWLS + 1))
        for src in range(NUM_BOWLS)
    )
    for rev in (False, True)
)


def _any_group(bowls: list[str], dirty: Iterable[int]) -> bool:
    """True if one of the ``dirty`` bowls forms a group (fills the cache as it goes)."""
    cache = _GROUP_CACHE
    for i in dirty:
        s = bowls[i]
        if len(s) >= 3:
            info = cache.get(s, _MISS)
            if info is _MISS:
                info = _groups(s)
            if info is not None:
                return True
    return False




def _pair(applied: Sequence[tuple[int, str]]) -> Sequence[int]:
    """The distinct bowls of a refill of at most two stones, ascending."""
    if len(applied) == 2:
        a, b = applied[0][0], applied[1][0]
        return (a, b) if a < b else (b, a) if b < a else (a,)
    return tuple(b for b, _ in applied)


#: _NEIGHBOURS[i]: the two neighbours of bowl ``i`` (left, right).
_NEIGHBOURS: Final = tuple(
    ((i - 1) % NUM_BOWLS, (i + 1) % NUM_BOWLS) for i in range(NUM_BOWLS)
)


def _deliver(bowls: list[str], stones: Iterable[tuple[int, str]]) -> list[int] | None:
    """Deliver ``(bowl, stone)`` pairs, each into a *different* bowl of a settled board,
    and return the bowls that now form a group (in delivery order), or ``None``.

    The group step of the first round on a settled board (SPEC 1.4 step 1): a bowl that
    held no group and received one stone ``ch`` groups iff ``ch`` is a colour with 3 or
    more stones in it (no wildcard there), or, with a wildcard there, iff its cached
    groups say so. A blocker never makes a group; untouched bowls hold none.
    """
    hits: list[int] | None = None
    cache = _GROUP_CACHE
    for j, ch in stones:
        s = bowls[j] + ch
        bowls[j] = s
        if len(s) < 3 or ch == BLOCKER:
            continue
        if WILDCARD in s:
            info = cache.get(s, _MISS)
            if info is _MISS:
                info = _groups(s)
            if info is None:
                continue
        elif s.count(ch) < 3:
            continue
        if hits is None:
            hits = [j]
        else:
            hits.append(j)
    return hits


def _clear(bowls: list[str], hits: list[int]) -> tuple[int, dict[str, int], int]:
    """Clear the groups of the ``hits`` bowls found by :func:`_deliver` (ascending, each
    received exactly one stone, last in its queue), then the blockers next to them.

    Steps 1-2 of the first round of SPEC 1.4 (volcanoes follow in :func:`_erupt`);
    returns (matched, cleared by kind, blockers removed) with ``cleared`` filled in the
    order :func:`_run_effects` uses (ascending bowls, each bowl's groups in order).
    """
    matched = 0
    cleared: dict[str, int] = {}
    for i in hits:
        s = bowls[i]
        if WILDCARD in s:
            info = _GROUP_CACHE.get(s, _MISS)
            if info is _MISS:
                info = _groups(s)
            assert info is not None
            rest, groups, removed = info
            bowls[i] = rest
            matched += removed
            for c, n, w in groups:
                cleared[c] = cleared.get(c, 0) + n
                if w:
                    cleared[WILDCARD] = cleared.get(WILDCARD, 0) + w
        else:
            # The only group is the colour of the stone just delivered (the last one).
            c = s[-1]
            n = s.count(c)
            bowls[i] = s.replace(c, "")
            matched += n
            cleared[c] = cleared.get(c, 0) + n
    blockers = 0
    for i in hits:
        for j in _NEIGHBOURS[i]:
            s = bowls[j]
            if BLOCKER in s:
                blockers += s.count(BLOCKER)
                bowls[j] = s.replace(BLOCKER, "")
    return matched, cleared, blockers

def _erupt(
    bowls: list[str], volcanoes: Sequence[int], erupted: list[int], phase: Phase
) -> tuple[set[int], int, dict[str, int], int, list[int]] | None:
    """After a first round done by :func:`_deliver` / :func:`_clear`: the volcano step of
    SPEC 1.4 and every later round, or ``None`` if no volcano is ready (phase over).

    Returns what :func:`_run_effects` returns for the rounds after the first (its
    ``erupted here`` includes this first eruption).
    """
    ready = [v for v in volcanoes if len(bowls[v]) >= VOLCANO_THRESHOLD and v not in erupted]
    if not ready:
        return None
    hands: list[str] = []
    for v in ready:
        hands.append(bowls[v])
        bowls[v] = ""
        erupted.append(v)
    touched: set[int] = set()
    for v, hand in zip(ready, hands, strict=True):
        j = v
        for ch in hand:
            j = j + 1 if j < NUM_BOWLS - 1 else 0
            bowls[j] += ch
            touched.add(j)
    grouping, matched, cleared, blockers, here = _run_effects(
        bowls, volcanoes, erupted, sorted(touched), phase, None
    )
    return grouping, matched, cleared, blockers, ready + here


def _merge(
    hits: list[int] | None,
    matched: int,
    cleared: Mapping[str, int],
    blockers: int,
    more: tuple[set[int], int, dict[str, int], int, list[int]],
) -> tuple[list[int], int, dict[str, int], int, tuple[int, ...]]:
    """The first round's results followed by :func:`_erupt`'s later rounds, as one
    phase: (grouping bowls ascending, matched, cleared by kind in first-seen order,
    blockers, erupted here)."""
    grouping, m2, c2, b2, here = more
    merged = dict(cleared)
    for c, n in c2.items():
        merged[c] = merged.get(c, 0) + n
    return (
        sorted(grouping.union(hits or ())),
        matched + m2,
        merged,
        blockers + b2,
        tuple(here),
    )

#: _REACH[reverse][source][n]: the bowls the first n stones of a hand reach, ascending.
_REACH: Final = tuple(
    tuple(
        tuple(
            tuple(sorted((src + (-k if rev else k)) % NUM_BOWLS for k in range(1, n + 1)))
            for n in range(NUM_BOWLS)
        )
        for src in range(NUM_BOWLS)
    )
    for rev in (False, True)
)


class MoveResult(NamedTuple):
    """Everything a move did (SPEC 3.2 fields plus detail and the event list)."""

    move: int
    """The source bowl."""
    position: Position
    """The position after everything (player phase, then refill if it ran)."""
    overflow: Overflow
    """``"player"``, ``"refill"`` or ``None``: which phase overflowed."""
    player_points: int
    refill_points: int
    combo: int
    """Grouping bowls of the player phase (not capped; the multiplier is)."""
    perfect_clear: bool
    erupted: tuple[int, ...]
    """Volcanoes that erupted during the whole move (player then refill), in order."""
    cleared: Mapping[str, int]
    """Stones removed by groups in the player phase, by kind (zeros left out)."""
    player: PhaseReport
    refill: PhaseReport | None
    """The refill phase, or ``None`` if there was none (no refill, or player overflow)."""
    refill_stones: tuple[tuple[int, str], ...]
    """The refill actually applied."""
    events: tuple[Event, ...]
    """Step-by-step record (empty unless requested)."""

    @property
    def points(self) -> int:
        """Total points of the move."""
        return self.player_points + self.refill_points

    def to_json_dict(self) -> dict[str, object]:
        """The SPEC 3.2 answer object, keys in the documented order."""
        return {
            "legal": True,
            "position": str(self.position),
            "overflow": self.overflow,
            "player_points": self.player_points,
            "refill_points": self.refill_points,
            "combo": self.combo,
            "perfect_clear": self.perfect_clear,
            "erupted": list(self.erupted),
            "cleared": {k: v for k, v in self.cleared.items() if v},
        }


#: Build a report / result from its field tuple without the NamedTuple ``__new__`` call.
_new_report: Final[Callable[[type[PhaseReport], tuple[object, ...]], PhaseReport]] = (
    tuple.__new__
)
_new_result: Final[Callable[[type[MoveResult], tuple[object, ...]], MoveResult]] = (
    tuple.__new__
)


class Board:
    """Mutable rules state: twelve bowl queues and their modifiers.

    ``play`` applies one move in place (the effect loop, overflow check, points). It does
    not count modifier durations down; attempts do that with :meth:`countdown`.
    """

    __slots__ = ("bowls", "modifiers", "settled", "timers")

    def __init__(self, position: Position | str | None = None) -> None:
        if position is None:
            position = Position.empty()
        elif isinstance(position, str):
            position = Position.parse(position)
        #: Stones of each bowl, oldest first.
        self.bowls: list[str] = list(position.bowls)
        #: Modifier letter of each bowl or ``""``.
        self.modifiers: list[str] = list(position.modifiers)
        #: Remaining moves of each modifier (0 = permanent).
        self.timers: list[int] = list(position.timers)
        #: True when no bowl can hold a ready group (set after every move; clear it after
        #: editing :attr:`bowls` by hand). While False the first round checks every bowl.
        self.settled = False

    def position(self) -> Position:
        """An immutable snapshot of the board."""
        return Position._trusted(self.bowls, self.modifiers, self.timers)

    def copy(self) -> Board:
        """An independent copy."""
        b = object.__new__(Board)
        b.bowls = self.bowls.copy()
        b.modifiers = self.modifiers.copy()
        b.timers = self.timers.copy()
        b.settled = self.settled
        return b

    def __str__(self) -> str:
        return str(self.position())

    def is_legal(self, move: object) -> bool:
        """True if ``move`` is a bowl number that may be the source (SPEC 1.2)."""
        return (
            isinstance(move, int)
            and not isinstance(move, bool)
            and 0 <= move < NUM_BOWLS
            and bool(self.bowls[move])
            and self.modifiers[move] != "F"
        )

    def legal_sources(self) -> list[int]:
        """Non-empty, non-frozen bowls, ascending."""
        mods = self.modifiers
        if "F" not in mods:
            return list(_compress(_ALL, self.bowls))
        return [i for i, s in enumerate(self.bowls) if s and mods[i] != "F"]

    def check_move(self, move: object) -> int:
        """Return ``move`` if legal, else raise :class:`IllegalMoveError` saying why."""
        if not isinstance(move, int) or isinstance(move, bool):
            raise IllegalMoveError(f"a move is a bowl number, got {move!r}")
        if not 0 <= move < NUM_BOWLS:
            raise IllegalMoveError(f"bowl {move} does not exist (bowls are 0..11)")
        if not self.bowls[move]:
            raise IllegalMoveError(f"bowl {move} is empty")
        if self.modifiers[move] == "F":
            raise IllegalMoveError(f"bowl {move} is frozen")
        return move

    def overflowing(self) -> tuple[int, ...]:
        """Bowls above capacity."""
        return tuple(i for i, s in enumerate(self.bowls) if len(s) > CAPACITY)

    def play(
        self,
        move: int,
        refill: Refill | Callable[[], Refill] | None = None,
        *,
        record: bool = False,
    ) -> MoveResult:
        """Apply ``move`` in place and return what happened.

        ``refill`` is the refill phase: a list of ``(bowl, stone)``, or a callable producing
        one (called only if the player phase did not overflow), or ``None`` for no refill.
        ``record`` fills :attr:`MoveResult.events`. Raises :class:`IllegalMoveError` (board
        unchanged) for an illegal move.
        """
        self.check_move(move)
        return self._play(move, refill, record)

    def _play(
        self, move: int, refill: Refill | Callable[[], Refill] | None, record: bool
    ) -> MoveResult:
        """:meth:`play` for a move already known to be legal (the hot path).

        The common case (settled board, a hand shorter than the ring, no event record)
        takes a shortcut: every bowl receives at most one stone, so a group can only form
        in a bowl that received one (:func:`_deliver`, :func:`_clear`); later rounds run
        only if a volcano erupts (:func:`_erupt`). Everything else goes through
        :meth:`_play_full`; both give the same results.
        """
        bowls = self.bowls
        mods = self.modifiers
        hand = bowls[move]
        if record or not self.settled or len(hand) >= NUM_BOWLS:
            return self._play_full(move, refill, record)
        volcanoes = [i for i in _ALL if mods[i] == "V"] if "V" in mods else _NONE
        erupted: list[int] = []

        # Player phase.
        bowls[move] = ""
        hits = _deliver(bowls, zip(_PATH[mods[move] == "R"][move], hand, strict=False))
        matched = blockers = 0
        cleared: Mapping[str, int] = _EMPTY
        if hits is not None:
            if len(hits) > 1:
                hits.sort()
            matched, cleared, blockers = _clear(bowls, hits)
        here: tuple[int, ...] = ()
        if volcanoes:
            more = _erupt(bowls, volcanoes, erupted, "player")
            if more is not None:
                hits, matched, cleared, blockers, here = _merge(
                    hits, matched, cleared, blockers, more
                )
        player: PhaseReport
        if hits is None:
            combo = p_points = 0
            perfect = False
            if max(map(len, bowls)) > CAPACITY:
                over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                player = _new_report(
                    PhaseReport, ("player", 0, 0, 0, _EMPTY, 0, (), over, False, ())
                )
            else:
                over = ()
                player = _QUIET_PLAYER
        else:
            combo = len(hits)
            if max(map(len, bowls)) > CAPACITY:
                over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                p_points = 0
                perfect = False
            else:
                over = ()
                perfect = not any(bowls)
                p_points = matched * POINTS_PER_STONE * (
                    1 if combo <= 1 else (combo if combo < MAX_MULTIPLIER else MAX_MULTIPLIER)
                )
                if perfect:
                    p_points += PERFECT_CLEAR_BONUS
            player = _new_report(
                PhaseReport,
                (
                    "player", p_points, combo, matched, cleared, blockers, here, over,
                    perfect, tuple(hits),
                ),
            )

        # Refill phase (the board is settled again: no bowl holds a group).
        refill_report: PhaseReport | None = None
        applied: tuple[tuple[int, str], ...] = ()
        overflow: Overflow = "player" if over else None
        r_points = 0
        if not over and refill is not None:
            applied = tuple(refill() if callable(refill) else refill)
            if len(applied) == 2 and applied[0][0] != applied[1][0]:
                r_hits = _deliver(bowls, applied)
                r_matched = r_blockers = 0
                r_cleared: Mapping[str, int] = _EMPTY
                if r_hits is not None:
                    if len(r_hits) > 1:
                        r_hits.sort()
                    r_matched, r_cleared, r_blockers = _clear(bowls, r_hits)
                r_here: tuple[int, ...] = ()
                if volcanoes:
                    more = _erupt(bowls, volcanoes, erupted, "refill")
                    if more is not None:
                        r_hits, r_matched, r_cleared, r_blockers, r_here = _merge(
                            r_hits, r_matched, r_cleared, r_blockers, more
                        )
                if r_hits is None:
                    if max(map(len, bowls)) > CAPACITY:
                        r_over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                        overflow = "refill"
                        refill_report = _new_report(
                            PhaseReport, ("refill", 0, 0, 0, _EMPTY, 0, (), r_over, False, ())
                        )
                    else:
                        refill_report = _QUIET_REFILL
                else:
                    if max(map(len, bowls)) > CAPACITY:
                        r_over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                        overflow = "refill"
                    else:
                        r_over = ()
                        r_points = r_matched * POINTS_PER_STONE
                    refill_report = _new_report(
                        PhaseReport,
                        (
                            "refill", r_points, len(r_hits), r_matched, r_cleared, r_blockers,
                            r_here, r_over, False, tuple(r_hits),
                        ),
                    )
            else:
                refill_report, overflow, r_points = self._refill_full(applied, erupted, None)
        return _new_result(
            MoveResult,
            (
                move,
                _position(bowls, mods, self.timers),
                overflow,
                p_points,
                r_points,
                combo,
                perfect,
                tuple(erupted) if erupted else (),
                cleared,
                player,
                refill_report,
                applied,
                (),
            ),
        )

    def _refill_full(
        self,
        applied: tuple[tuple[int, str], ...],
        erupted: list[int],
        rec: list[Event] | None,
    ) -> tuple[PhaseReport, Overflow, int]:
        """The refill phase of :meth:`_play_full`: deliver ``applied``, run the effects.

        Returns (the refill report, ``"refill"`` if it overflowed else ``None``, points).
        """
        bowls = self.bowls
        mods = self.modifiers
        volcanoes = [i for i in _ALL if mods[i] == "V"] if "V" in mods else _NONE
        overflow: Overflow = None
        r_points = 0
        if rec is not None:
            rec.append(PhaseStarted("refill"))
        for b, ch in applied:
            bowls[b] += ch
            if rec is not None:
                rec.append(StoneSown(b, ch, "refill", None))
        r_dirty = sorted({b for b, _ in applied}) if len(applied) > 2 else _pair(applied)
        refill_report: PhaseReport
        if rec is None and not volcanoes and not _any_group(bowls, r_dirty):
            if max(map(len, bowls)) > CAPACITY:
                r_over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                overflow = "refill"
                refill_report = PhaseReport(
                    "refill", 0, 0, 0, _EMPTY, 0, (), r_over, False, ()
                )
            else:
                refill_report = _QUIET_REFILL
        else:
            r_group, r_matched, r_cleared, r_blockers, r_here = _run_effects(
                bowls, volcanoes, erupted, r_dirty, "refill", rec
            )
            if max(map(len, bowls)) > CAPACITY:
                r_over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                overflow = "refill"
            else:
                r_over = ()
                r_points = r_matched * POINTS_PER_STONE
            refill_report = PhaseReport(
                "refill",
                r_points,
                len(r_group),
                r_matched,
                r_cleared,
                r_blockers,
                tuple(r_here),
                r_over,
                False,
                tuple(sorted(r_group)),
            )
        if rec is not None:
            rec.append(PhaseEnded("refill", refill_report.overflowing, r_points))
        return refill_report, overflow, r_points

    def _play_full(
        self, move: int, refill: Refill | Callable[[], Refill] | None, record: bool
    ) -> MoveResult:
        """:meth:`_play` in full generality (event record, volcanoes, any board)."""
        bowls = self.bowls
        mods = self.modifiers
        rec: list[Event] | None = [] if record else None
        volcanoes = [i for i in _ALL if mods[i] == "V"] if "V" in mods else _NONE
        erupted: list[int] = []

        # Player phase: the hand leaves the source and is sown one stone per bowl.
        hand = bowls[move]
        bowls[move] = ""
        reverse = mods[move] == "R"
        path = _PATH[reverse][move]
        n = len(hand)
        if n <= NUM_BOWLS:
            for j, ch in zip(path, hand, strict=False):
                bowls[j] += ch
        else:
            for k, ch in enumerate(hand):
                bowls[path[k % NUM_BOWLS]] += ch
        if rec is not None:
            rec.append(PhaseStarted("player"))
            rec.append(HandTaken(move, hand, not reverse))
            for k, ch in enumerate(hand):
                rec.append(StoneSown(path[k % NUM_BOWLS], ch, "move", move))
        # First round: the bowls that received stones, or every bowl if the board may
        # already hold groups (SPEC 3.2: they resolve in the first round).
        first = _REACH[reverse][move][n] if self.settled and n < NUM_BOWLS else _ALL
        self.settled = True
        player: PhaseReport
        cleared: Mapping[str, int]
        if rec is None and not volcanoes and not _any_group(bowls, first):
            # Nothing happens after the sowing (the common case): shared quiet report.
            combo = p_points = 0
            perfect = False
            cleared = _EMPTY
            if max(map(len, bowls)) > CAPACITY:
                over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                player = PhaseReport("player", 0, 0, 0, _EMPTY, 0, (), over, False, ())
            else:
                over = ()
                player = _QUIET_PLAYER
        else:
            grouping, matched, cleared, blockers, here = _run_effects(
                bowls, volcanoes, erupted, first, "player", rec
            )
            combo = len(grouping)
            if max(map(len, bowls)) > CAPACITY:
                over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                p_points = 0
                perfect = False
            else:
                over = ()
                perfect = not any(bowls)
                p_points = matched * POINTS_PER_STONE * (
                    1 if combo <= 1 else (combo if combo < MAX_MULTIPLIER else MAX_MULTIPLIER)
                )
                if perfect:
                    p_points += PERFECT_CLEAR_BONUS
            player = PhaseReport(
                "player",
                p_points,
                combo,
                matched,
                cleared,
                blockers,
                tuple(here),
                over,
                perfect,
                tuple(sorted(grouping)),
            )
        if rec is not None:
            rec.append(PhaseEnded("player", over, p_points))

        refill_report: PhaseReport | None = None
        applied: tuple[tuple[int, str], ...] = ()
        overflow: Overflow = "player" if over else None
        r_points = 0
        if not over and refill is not None:
            applied = tuple(refill() if callable(refill) else refill)
            refill_report, overflow, r_points = self._refill_full(applied, erupted, rec)
        return MoveResult(
            move,
            Position._trusted(bowls, mods, self.timers),
            overflow,
            p_points,
            r_points,
            combo,
            perfect,
            tuple(erupted),
            cleared,
            player,
            refill_report,
            applied,
            tuple(rec) if rec is not None else (),
        )

    def countdown(self) -> list[tuple[int, str]]:
        """Count every temporary modifier down by one move; return the ``(bowl, letter)``
        pairs that expired (and were removed)."""
        expired: list[tuple[int, str]] = []
        timers = self.timers
        for i in _ALL:
            if timers[i]:
                timers[i] -= 1
                if not timers[i]:
                    expired.append((i, self.modifiers[i]))
                    self.modifiers[i] = ""
        return expired


def check_refill(refill: object) -> list[tuple[int, str]]:
    """Validate a refill list (``[(bowl, stone), ...]``); raise ``ValueError`` if bad."""
    if not isinstance(refill, list | tuple):
        raise ValueError("refill must be a list of [bowl, stone] pairs")
    out: list[tuple[int, str]] = []
    for k, entry in enumerate(refill):
        if not isinstance(entry, list | tuple) or len(entry) != 2:
            raise ValueError(f"refill entry {k} must be a [bowl, stone] pair")
        b, ch = entry
        if not isinstance(b, int) or isinstance(b, bool) or not 0 <= b < NUM_BOWLS:
            raise ValueError(f"refill entry {k}: bowl must be an integer 0..11, got {b!r}")
        if not isinstance(ch, str) or len(ch) != 1 or ch not in KINDS:
            raise ValueError(f"refill entry {k}: stone must be one of r y g b p * #, got {ch!r}")
        out.append((b, ch))
    return out


def resolve(
    position: Position | str,
    move: int,
    refill: Refill | None = None,
    *,
    record: bool = True,
) -> MoveResult:
    """Play ``move`` on ``position`` (unchanged) with an optional refill; see :meth:`Board.play`.

    Modifier durations are not counted down (SPEC 3.2).
    """
    board = Board(position)
    return board.play(move, check_refill(refill) if refill is not None else None, record=record)


class Forecast(NamedTuple):
    """The player phase of a move, previewed (SPEC 1.2 "move preview")."""

    move: int
    sown: int
    """Stones taken from the source and sown."""
    last_bowl: int
    """The bowl that receives the last sown stone."""
    combo: int
    """Grouping bowls in the chain."""
    grouping_bowls: tuple[int, ...]
    matched: int
    """Stones removed by colour groups."""
    points: int
    """Points of the player phase (0 if it overflows)."""
    perfect_clear: bool
    erupted: tuple[int, ...]
    overflowing: tuple[int, ...]
    """Bowls above capacity after the phase (non-empty: the move loses)."""
    fullest: int
    """Stones in the fullest bowl after the phase (7 = no room left somewhere)."""

    @property
    def overflow(self) -> bool:
        """True if the move would overflow in its player phase."""
        return bool(self.overflowing)


def forecast(board: Board | Position, move: int) -> Forecast:
    """Preview the player phase of ``move`` without changing ``board``.

    >>> f = forecast(Position.parse("r rr . . . . . . . . . ."), 0)
    >>> f.sown, f.combo, f.points, f.overflow
    (1, 1, 130, False)
    """
    if isinstance(board, Position):
        src_bowls = list(board.bowls)
        mods: Sequence[str] = board.modifiers
        settled = False
    else:
        src_bowls = board.bowls.copy()
        mods = board.modifiers
        settled = board.settled
    if (
        not isinstance(move, int)
        or isinstance(move, bool)
        or not 0 <= move < NUM_BOWLS
        or not src_bowls[move]
        or mods[move] == "F"
    ):
        raise IllegalMoveError(f"bowl {move!r} is not a legal source")
    bowls = src_bowls
    hand = bowls[move]
    bowls[move] = ""
    volcanoes = [i for i in _ALL if mods[i] == "V"] if "V" in mods else []
    erupted: list[int] = []
    n = len(hand)
    grouping: Iterable[int]
    here: Sequence[int]
    if settled and n < NUM_BOWLS:
        # The settled-board shortcut of Board._play.
        path = _PATH[mods[move] == "R"][move]
        j = path[n - 1]
        hits = _deliver(bowls, zip(path, hand, strict=False))
        matched = 0
        cleared: Mapping[str, int] = _EMPTY
        blockers = 0
        if hits is not None:
            if len(hits) > 1:
                hits.sort()
            matched, cleared, blockers = _clear(bowls, hits)
        grouping = hits or ()
        here = ()
        if volcanoes:
            more = _erupt(bowls, volcanoes, erupted, "player")
            if more is not None:
                grouping, matched, cleared, blockers, here = _merge(
                    hits, matched, cleared, blockers, more
                )
    else:
        step = -1 if mods[move] == "R" else 1
        j = move
        for ch in hand:
            j = (j + step) % NUM_BOWLS
            bowls[j] += ch
        grouping, matched, _cleared, _bl, here = _run_effects(
            bowls, volcanoes, erupted, _ALL, "player", None
        )
    grouping = sorted(grouping)
    over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
    combo = len(grouping)
    perfect = not over and not any(bowls)
    points = (
        0
        if over
        else matched * POINTS_PER_STONE * multiplier(combo)
        + (PERFECT_CLEAR_BONUS if perfect else 0)
    )
    return Forecast(
        move, len(hand), j, combo, tuple(grouping), matched, points, perfect,
        tuple(here), over, max(map(len, bowls)),
    )
