"""The Bowls rules (SPEC 1.2-1.6): sowing, groups, the effect loop, overflow and points.

:class:`Board` is the mutable rules state (python-chess style). A move is played one way
only, :meth:`Board.play`: its events go into a :data:`Sink` as they happen (``None``, the
null sink, builds none: the fast case), and :func:`phase_points` is the one points
formula. :func:`resolve` is the side-effect-free form on an immutable
:class:`~.position.Position`; :func:`forecast` is a play on a copy of the board.

>>> r = resolve(Position.parse("rr . r . . . . . . . . ."), 0)
>>> str(r.position), r.player_points, r.combo
('. r rr . . . . . . . . .', 0, 0)
>>> r = resolve(Position.parse("r rr . . . . . . . . . ."), 0)
>>> str(r.position), r.player_points, r.combo, r.perfect_clear
('. . . . . . . . . . . .', 130, 1, True)
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
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
    Refusal,
    refusal_of,
    sources_of,
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


def echo(value: object, limit: int = 40) -> str:
    """``repr(value)`` for an error message that quotes bad input, cut to about ``limit``
    characters (an integer too long to print is described instead).

    >>> echo("r" * 100)
    "'rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr'..."
    >>> echo(10**5000), echo([1, 2]), echo(None)
    ('an integer of about 5001 digits', '[1, 2]', 'None')
    """
    if isinstance(value, str):
        text = repr(value[:limit])
        return text + "..." if len(value) > limit else text
    if isinstance(value, int) and value.bit_length() > 64:
        return f"an integer of about {value.bit_length() * 30103 // 100000 + 1} digits"
    try:
        text = _REPR.repr(value)
    except ValueError:  # a nested integer too long to print
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[:limit] + "..."


def _why(why: Refusal, move: object) -> str:
    """The message of an illegal ``move`` (for tools and logs; players hear their own)."""
    if why is Refusal.NO_SUCH_BOWL:
        if type(move) is not int:
            return f"a move is a bowl number, got {echo(move)}"
        return f"bowl {echo(move)} does not exist (bowls are 0..11)"
    return f"bowl {move} is {why.value}"


_REPR: Final = reprlib.Repr()
_REPR.maxlevel, _REPR.maxlist, _REPR.maxdict, _REPR.maxstring = 2, 6, 4, 30


class IllegalMoveError(ValueError):
    """A move SPEC 1.2 does not allow (outside 0..11, empty or frozen source); ``reason``
    says which."""

    def __init__(self, message: str, reason: Refusal) -> None:
        super().__init__(message)
        self.reason = reason


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
    """Bowl ``bowl`` cleared a group of ``colour``: ``normals`` normal stones + ``wildcards``.

    It carries what followed, so no reader works the rules out again: ``left``, what the bowl
    holds once all its groups of this round are cleared; ``points``, the phase's points so far
    at the combo reached so far (SPEC 1.6, without a perfect clear's bonus); ``chained``, a
    group that stones a volcano sowed completed (a round after the first)."""

    bowl: int
    colour: str
    normals: int
    wildcards: int
    left: str = ""
    points: int = 0
    chained: bool = False


@dataclass(frozen=True, slots=True)
class BlockersRemoved:
    """``count`` blockers left ``bowl`` because a neighbour formed a group; ``left`` is
    what the bowl holds then."""

    bowl: int
    count: int
    left: str = ""


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



def phase_points(phase: Phase, matched: int, combo: int, perfect_clear: bool) -> int:
    """Points of a phase that did not overflow (SPEC 1.6; an overflowing phase earns 0).

    Player phase: 10 per matched stone times the combo multiplier, plus the perfect clear
    bonus (not multiplied). Refill phase: 10 per matched stone, nothing else.

    >>> phase_points("player", 6, 2, False), phase_points("player", 3, 1, True)
    (120, 130)
    >>> phase_points("refill", 6, 2, False)
    60
    """
    if phase == "refill":
        return matched * POINTS_PER_STONE
    points = matched * POINTS_PER_STONE * multiplier(combo)
    return points + PERFECT_CLEAR_BONUS if perfect_clear else points


Sink = Callable[[Event], object]
"""Receives the events of a move one at a time, in order (``list.append`` will do).
Where a sink is optional, ``None`` is the null sink: no event is even built."""

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
#: _NEIGHBOURS[i]: the two neighbours of bowl ``i``, ascending.
_NEIGHBOURS: Final = tuple(
    tuple(sorted(((i - 1) % NUM_BOWLS, (i + 1) % NUM_BOWLS))) for i in range(NUM_BOWLS)
)


def _completes(s: str, ch: str) -> bool:
    """True if queue ``s``, which held no group before its last stone ``ch`` arrived,
    forms a group now: ``ch`` is a colour with 3 or more stones in ``s`` (no wildcard
    there), or, with a wildcard there, the cached groups of ``s`` say so. A blocker never
    makes a group."""
    if len(s) < 3 or ch == BLOCKER:
        return False
    if WILDCARD in s:
        info = _GROUP_CACHE.get(s, _MISS)
        if info is _MISS:
            info = _groups(s)
        return info is not None
    return s.count(ch) >= 3


def _deliver(bowls: list[str], stones: Iterable[tuple[int, str]]) -> list[int] | None:
    """Deliver ``(bowl, stone)`` pairs, each into a *different* bowl of a settled board
    (no bowl holds a group), and return the bowls that now form a group, or ``None``:
    the group test of the first round for that case (:func:`_completes`); untouched
    bowls hold no group.
    """
    hits: list[int] | None = None
    for j, ch in stones:
        s = bowls[j] + ch
        bowls[j] = s
        # _completes(s, ch), inlined (this runs for every stone the solver sows)
        if len(s) < 3 or ch == BLOCKER:
            continue
        if WILDCARD in s:
            info = _GROUP_CACHE.get(s, _MISS)
            if info is _MISS:
                info = _groups(s)
            grouped = info is not None
        else:
            grouped = s.count(ch) >= 3
        if grouped:
            if hits is None:
                hits = [j]
            else:
                hits.append(j)
    return hits


def _grouping(bowls: list[str], dirty: Iterable[int]) -> list[int] | None:
    """The ``dirty`` bowls (ascending) that form a group, or ``None`` (the general test)."""
    hits: list[int] | None = None
    cache = _GROUP_CACHE
    for i in dirty:
        s = bowls[i]
        if len(s) < 3:
            continue
        info = cache.get(s, _MISS)
        if info is _MISS:
            info = _groups(s)
        if info is not None:
            if hits is None:
                hits = [i]
            else:
                hits.append(i)
    return hits


def _effects(
    bowls: list[str],
    hits: list[int] | None,
    volcanoes: Sequence[int],
    erupted: list[int],
    phase: Phase,
    sink: Sink | None,
) -> PhaseReport:
    """The effect loop of SPEC 1.4 on ``bowls`` (mutated), from the first round's groups,
    and the phase's report (overflow, points, combo, what was removed).

    ``hits`` are the bowls that form a group in the first round, ascending (``None``:
    none); ``erupted`` collects the volcanoes that erupted during the whole move (each
    erupts at most once).
    """
    if sink is not None:
        sink(RoundStarted(phase, 1))
    grouping: set[int] | None = None
    matched = blockers = 0
    cleared: dict[str, int] | None = None
    here: list[int] | None = None
    rnd = 1
    cache = _GROUP_CACHE
    while True:
        if hits:
            # Step 1: every grouping bowl clears its groups.
            if cleared is None:
                cleared = {}
            for h, i in enumerate(hits):
                s = bowls[i]
                info = cache.get(s, _MISS)
                if info is _MISS:
                    info = _groups(s)
                assert info is not None
                rest, groups, removed = info
                bowls[i] = rest
                for c, n, w in groups:
                    cleared[c] = cleared.get(c, 0) + n
                    if w:
                        cleared[WILDCARD] = cleared.get(WILDCARD, 0) + w
                if sink is not None:
                    combo = len((grouping or set()).union(hits[: h + 1]))
                    done = matched
                    for c, n, w in groups:
                        done += n + w
                        points = phase_points(phase, done, combo, False)
                        sink(GroupCleared(i, c, n, w, rest, points, rnd > 1))
                matched += removed
            # Step 2: blockers next to a grouping bowl leave.
            if len(hits) == 1:
                targets: Iterable[int] = _NEIGHBOURS[hits[0]]
            else:
                targets = sorted({j for i in hits for j in _NEIGHBOURS[i]})
            for j in targets:
                s = bowls[j]
                if BLOCKER in s:
                    k = s.count(BLOCKER)
                    bowls[j] = s.replace(BLOCKER, "")
                    blockers += k
                    if sink is not None:
                        sink(BlockersRemoved(j, k, bowls[j]))
            if grouping is None:
                grouping = set(hits)
            else:
                grouping.update(hits)
        # Step 3: ready volcanoes take out their queues, then sow them clockwise.
        if not volcanoes:
            break
        ready = [v for v in volcanoes if len(bowls[v]) >= VOLCANO_THRESHOLD and v not in erupted]
        if not ready:
            break
        if here is None:
            here = []
        hands: list[str] = []
        for v in ready:
            hands.append(bowls[v])
            bowls[v] = ""
            erupted.append(v)
            here.append(v)
            if sink is not None:
                sink(VolcanoErupted(v, hands[-1]))
        touched: set[int] = set()
        for v, hand in zip(ready, hands, strict=True):
            j = v
            for ch in hand:
                j = j + 1 if j < NUM_BOWLS - 1 else 0
                bowls[j] += ch
                touched.add(j)
                if sink is not None:
                    sink(StoneSown(j, ch, "volcano", v))
        hits = _grouping(bowls, sorted(touched))
        rnd += 1
        if sink is not None:
            sink(RoundStarted(phase, rnd))

    over = _NONE
    if max(map(len, bowls)) > CAPACITY:
        over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
    if grouping is None and here is None:
        if not over:
            return _QUIET_PLAYER if phase == "player" else _QUIET_REFILL
        return _new_report(PhaseReport, (phase, 0, 0, 0, _EMPTY, 0, _NONE, over, False, _NONE))
    combo = len(grouping) if grouping is not None else 0
    perfect = phase == "player" and not over and matched > 0 and not any(bowls)
    return _new_report(
        PhaseReport,
        (
            phase,
            0 if over else phase_points(phase, matched, combo, perfect),
            combo,
            matched,
            _EMPTY if cleared is None else cleared,
            blockers,
            _NONE if here is None else tuple(here),
            over,
            perfect,
            _NONE if grouping is None else tuple(sorted(grouping)),
        ),
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

    @property
    def overflowing(self) -> tuple[int, ...]:
        """The bowls that overflowed, in the phase that overflowed (empty: none did)."""
        if self.overflow == "player":
            return self.player.overflowing
        if self.overflow == "refill" and self.refill is not None:
            return self.refill.overflowing
        return ()

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


def _tee(first: Sink, second: Sink) -> Sink:
    """A sink that hands every event to ``first``, then to ``second``."""

    def both(event: Event) -> None:
        first(event)
        second(event)

    return both


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

    def refusal(self, move: object) -> Refusal | None:
        """Why ``move`` cannot be the source (SPEC 1.2), or None if it may."""
        return refusal_of(self.bowls, self.modifiers, move)

    def is_legal(self, move: object) -> bool:
        """True if ``move`` is a bowl number that may be the source (SPEC 1.2)."""
        return refusal_of(self.bowls, self.modifiers, move) is None

    def legal_sources(self) -> list[int]:
        """Non-empty, non-frozen bowls, ascending."""
        return sources_of(self.bowls, self.modifiers)

    def check_move(self, move: object) -> int:
        """Return ``move`` if legal, else raise :class:`IllegalMoveError` saying why."""
        why = refusal_of(self.bowls, self.modifiers, move)
        if why is None:
            assert isinstance(move, int)
            return move
        raise IllegalMoveError(_why(why, move), why)

    def overflowing(self) -> tuple[int, ...]:
        """Bowls above capacity."""
        return tuple(i for i, s in enumerate(self.bowls) if len(s) > CAPACITY)

    def quiet_sowing(self, move: int) -> Literal["active", "quiet", "overflow"]:
        """What the player phase of the legal ``move`` does, told without playing it.

        ``"quiet"`` or ``"overflow"``: certainly nothing but the sowing happens (no group,
        no eruption, so no stone removed and no point), and the board then does not or
        does overflow. ``"active"``: a group or an eruption may follow -- play it to know
        (always the answer on a board that is not :attr:`settled`, or for a hand that
        laps the ring). The solver uses it to skip moves that cannot reach a goal.

        >>> b = Board("r rr . g . . . . . . . ."); b.settled = True
        >>> b.quiet_sowing(0), b.quiet_sowing(1), b.quiet_sowing(3)
        ('active', 'quiet', 'quiet')
        """
        bowls = self.bowls
        hand = bowls[move]
        n = len(hand)
        if not self.settled or n >= NUM_BOWLS:
            return "active"
        mods = self.modifiers
        path = _PATH[mods[move] == "R"][move]
        over = False
        if max(map(len, bowls)) > CAPACITY:  # a board that overflowed before
            over = any(len(s) > CAPACITY for i, s in enumerate(bowls) if i != move)
        for j, ch in zip(path, hand, strict=False):
            s = bowls[j] + ch
            if _completes(s, ch):
                return "active"
            if len(s) > CAPACITY:
                over = True
        if "V" in mods:
            reached = path[:n]
            for v in _ALL:
                if (
                    mods[v] == "V"
                    and v != move
                    and len(bowls[v]) + (v in reached) >= VOLCANO_THRESHOLD
                ):
                    return "active"
        return "overflow" if over else "quiet"

    def play(
        self,
        move: int,
        refill: Refill | Callable[[], Refill] | None = None,
        *,
        record: bool = False,
        sink: Sink | None = None,
    ) -> MoveResult:
        """Apply ``move`` in place and return what happened.

        ``refill`` is the refill phase: a list of ``(bowl, stone)``, or a callable producing
        one (called only if the player phase did not overflow), or ``None`` for no refill.
        ``record`` fills :attr:`MoveResult.events`; ``sink`` receives the same events as
        they happen. Raises :class:`IllegalMoveError` (board unchanged) for an illegal move.
        """
        self.check_move(move)
        return self._play(move, refill, record, sink)

    def _play(
        self,
        move: int,
        refill: Refill | Callable[[], Refill] | None,
        record: bool,
        sink: Sink | None = None,
    ) -> MoveResult:
        """:meth:`play` for a move already known to be legal: the one play path.

        Each phase delivers its stones, finds the bowls that group in the first round and
        hands them to :func:`_effects`. On a settled board every bowl receives at most one
        stone of a hand shorter than the ring (and of a refill into distinct bowls), so
        only those bowls can group and :func:`_deliver` tests them cheaply; otherwise
        every bowl that may hold a group is tested (:func:`_grouping`). Events go to
        ``sink`` (and to :attr:`MoveResult.events` if ``record``); ``None`` builds none.
        """
        events: list[Event] | None = None
        if record:
            events = []
            sink = events.append if sink is None else _tee(events.append, sink)
        bowls = self.bowls
        mods = self.modifiers
        volcanoes = [i for i in _ALL if mods[i] == "V"] if "V" in mods else _NONE
        erupted: list[int] = []
        player = self._player(move, volcanoes, erupted, sink)
        if sink is not None:
            sink(PhaseEnded("player", player.overflowing, player.points))

        # Refill phase, if the player phase was safe (the board is settled again).
        overflow: Overflow = "player" if player.overflowing else None
        refill_report: PhaseReport | None = None
        applied: tuple[tuple[int, str], ...] = ()
        if overflow is None and refill is not None:
            applied = tuple(refill() if callable(refill) else refill)
            if sink is not None:
                sink(PhaseStarted("refill"))
                for b, ch in applied:
                    sink(StoneSown(b, ch, "refill", None))
            if len(applied) < 2 or (len(applied) == 2 and applied[0][0] != applied[1][0]):
                hits = _deliver(bowls, applied)
                if hits is not None and len(hits) > 1:
                    hits.sort()
            else:
                for b, ch in applied:
                    bowls[b] += ch
                hits = _grouping(bowls, sorted({b for b, _ in applied}))
            refill_report = _effects(bowls, hits, volcanoes, erupted, "refill", sink)
            if sink is not None:
                sink(PhaseEnded("refill", refill_report.overflowing, refill_report.points))
            if refill_report.overflowing:
                overflow = "refill"
        return _new_result(
            MoveResult,
            (
                move,
                _position(bowls, mods, self.timers),
                overflow,
                player.points,
                0 if refill_report is None else refill_report.points,
                player.combo,
                player.perfect_clear,
                tuple(erupted) if erupted else _NONE,
                player.cleared,
                player,
                refill_report,
                applied,
                _NONE if events is None else tuple(events),
            ),
        )

    def _player(
        self,
        move: int,
        volcanoes: Sequence[int],
        erupted: list[int],
        sink: Sink | None = None,
    ) -> PhaseReport:
        """The player phase of the legal ``move`` (part of :meth:`_play`, which adds the
        refill and the result): the hand is sown, then the effect loop runs. ``volcanoes``
        are the volcano bowls, ascending; ``erupted`` collects those that erupt. With the
        null sink this is the cheapest way to play a move (what the solver does)."""
        bowls = self.bowls
        mods = self.modifiers

        # Player phase: the hand leaves the source and is sown one stone per bowl.
        hand = bowls[move]
        bowls[move] = ""
        reverse = mods[move] == "R"
        path = _PATH[reverse][move]
        n = len(hand)
        if sink is not None:
            sink(PhaseStarted("player"))
            sink(HandTaken(move, hand, not reverse))
            for k, ch in enumerate(hand):
                sink(StoneSown(path[k % NUM_BOWLS], ch, "move", move))
        hits: list[int] | None
        if self.settled and n < NUM_BOWLS:
            hits = _deliver(bowls, zip(path, hand, strict=False))
            if hits is None and sink is None:
                for v in volcanoes:
                    if len(bowls[v]) >= VOLCANO_THRESHOLD:
                        break
                else:
                    # No group and no volcano ready: no effect can run (what _effects
                    # would find, without its loop).
                    if max(map(len, bowls)) <= CAPACITY:
                        return _QUIET_PLAYER
                    over = tuple(i for i in _ALL if len(bowls[i]) > CAPACITY)
                    return _new_report(
                        PhaseReport,
                        ("player", 0, 0, 0, _EMPTY, 0, _NONE, over, False, _NONE),
                    )
            if hits is not None and len(hits) > 1:
                hits.sort()
        else:
            # A long hand laps the ring; an unsettled board may hold groups anywhere
            # (SPEC 3.2: they resolve in the first round).
            for k, ch in enumerate(hand):
                bowls[path[k % NUM_BOWLS]] += ch
            hits = _grouping(bowls, _ALL)
            self.settled = True
        return _effects(bowls, hits, volcanoes, erupted, "player", sink)

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
            raise ValueError(f"refill entry {k}: bowl must be an integer 0..11, got {echo(b)}")
        if not isinstance(ch, str) or len(ch) != 1 or ch not in KINDS:
            raise ValueError(
                f"refill entry {k}: stone must be one of r y g b p * #, got {echo(ch)}"
            )
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
    """Preview the player phase of ``move`` without changing ``board``: the move played
    on a copy, without refill. Raises :class:`IllegalMoveError` for an illegal move.

    >>> f = forecast(Position.parse("r rr . . . . . . . . . ."), 0)
    >>> f.sown, f.combo, f.points, f.overflow
    (1, 1, 130, False)
    """
    copy = board.copy() if isinstance(board, Board) else Board(board)
    copy.check_move(move)
    n = len(copy.bowls[move])
    last = _PATH[copy.modifiers[move] == "R"][move][(n - 1) % NUM_BOWLS]
    p = copy._play(move, None, False).player
    return Forecast(
        move, n, last, p.combo, p.grouping_bowls, p.matched, p.points, p.perfect_clear,
        p.erupted, p.overflowing, max(map(len, copy.bowls)),
    )
