"""Bowls attempts (SPEC 1.7-1.9): Puzzle, Endless and Daily, with undo and saves.

An attempt owns a :class:`~.rules.Board`, the score, the move counters, the seeded
generator (:class:`~pebblepour.rng.Rng`) and a stack of plain snapshots: :meth:`Attempt.undo`
restores everything from before the whole accepted move (refill, score, modifiers and the
generator state), so replaying the same move gives the same refill.

>>> a = PuzzleAttempt("r rr . . . . . . . . . .", Goal.clear_board(), limit=2)
>>> a.legal_sources()
[0, 1]
>>> r = a.play(0)
>>> a.status, a.score
(Status(state=<State.WON: 'won'>, reason=<Reason.GOAL: 'goal'>), 130)
>>> a.undo(); a.status.state, str(a.position)
(<State.PLAYING: 'playing'>, 'r rr . . . . . . . . . .')

An attempt is saved by the session layer (``pebblepour.session.bowls``): the save envelope
records how it started (its identity) and the moves of the current line, and loading
replays them, so anything that loads is a state the engine itself produced.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Final

from ..rng import Rng, seed_from_text
from .position import (
    BLOCKER,
    CAPACITY,
    COLOURS,
    NUM_BOWLS,
    WILDCARD,
    Modifier,
    Position,
    PositionError,
    Refusal,
)
from .rules import (
    Board,
    Event,
    Forecast,
    ModifierExpired,
    ModifierPlaced,
    MoveResult,
    Refill,
    forecast,
)

#: Moves of a Daily attempt (SPEC 1.8).
DAILY_MOVES: Final = 20
#: Refill stones after each safe move (Endless, Daily).
REFILL_STONES: Final = 2
#: Endless special events start at the end of this safe move (SPEC 1.8).
EVENTS_FROM_SAFE_MOVE: Final = 9


class Mode(StrEnum):
    """The three ways to play Bowls."""

    PUZZLE = "puzzle"
    ENDLESS = "endless"
    DAILY = "daily"


class State(StrEnum):
    """Whether an attempt goes on."""

    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class Reason(StrEnum):
    """Why an attempt is over."""

    GOAL = "goal"
    """Puzzle goal reached (won)."""
    COMPLETED = "completed"
    """All Daily moves played without overflow (won)."""
    OVERFLOW = "overflow"
    """A bowl held 8 or more stones after a phase (lost; the Endless result)."""
    OUT_OF_MOVES = "out_of_moves"
    """Puzzle move limit used up without reaching the goal (lost)."""
    NO_SOURCE = "no_source"
    """No bowl may be chosen as the source (lost)."""
    ENDED = "ended"
    """The player chose *End attempt* (lost; Endless keeps its score)."""


@dataclass(frozen=True, slots=True)
class Status:
    """``state`` plus the ``reason`` once the attempt is over (``None`` while playing)."""

    state: State
    reason: Reason | None = None

    @property
    def is_over(self) -> bool:
        """True once the attempt is won or lost."""
        return self.state is not State.PLAYING


PLAYING: Final = Status(State.PLAYING)


class AttemptOverError(ValueError):
    """A move or undo on an attempt that does not allow it any more (``reason``: OVER)."""

    reason: Final = Refusal.OVER


class AttemptDataError(ValueError):
    """A save (or goal data) that does not describe a valid attempt; nothing was loaded."""


# --------------------------------------------------------------------------- goals


class GoalKind(StrEnum):
    """The six puzzle goals of SPEC 1.7."""

    CLEAR_COLOUR = "clear_colour"
    """No normal stone of ``colour`` left on the board."""
    COLLECT = "collect"
    """``amount`` normal stones of ``colour`` removed by groups (wildcards do not count)."""
    SCORE = "score"
    """Score at least ``amount``."""
    COMBO = "combo"
    """One action with a combo of at least ``amount`` bowls."""
    AT_MOST = "at_most"
    """At most ``amount`` stones (any kind) left on the board."""
    CLEAR_BOARD = "clear_board"
    """No stone of any kind left."""


_NEEDS_COLOUR: Final = (GoalKind.CLEAR_COLOUR, GoalKind.COLLECT)
_NEEDS_AMOUNT: Final = (GoalKind.COLLECT, GoalKind.SCORE, GoalKind.COMBO, GoalKind.AT_MOST)


@dataclass(frozen=True, slots=True)
class GoalProgress:
    """What :meth:`Goal.progress` reports."""

    current: int
    """Stones of the colour left (clear colour), stones collected, points, best combo, or
    stones on the board (at most, clear board)."""
    target: int
    """The goal's amount (0 for clear colour and clear board)."""
    fraction: float
    """0..1 for a progress bar (1.0: reached)."""


@dataclass(frozen=True, slots=True)
class Goal:
    """A puzzle goal. Build with the class methods; ``str(goal)`` / :meth:`parse` give a
    short text form (``"collect r 6"``, ``"clear_board"``).

    >>> Goal.parse("collect r 6") == Goal.collect("r", 6)
    True
    >>> str(Goal.combo(3))
    'combo 3'
    """

    kind: GoalKind
    colour: str | None = None
    amount: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.kind, GoalKind):
            raise AttemptDataError(f"unknown goal kind {self.kind!r}")
        if self.kind in _NEEDS_COLOUR:
            if not isinstance(self.colour, str) or self.colour not in COLOURS or not self.colour:
                raise AttemptDataError(f"goal {self.kind}: colour must be one of r y g b p")
        elif self.colour is not None:
            raise AttemptDataError(f"goal {self.kind} takes no colour")
        if not isinstance(self.amount, int) or isinstance(self.amount, bool):
            raise AttemptDataError("goal amount must be an integer")
        if self.kind in _NEEDS_AMOUNT:
            low = 0 if self.kind is GoalKind.AT_MOST else 1
            high = NUM_BOWLS if self.kind is GoalKind.COMBO else 1_000_000
            if not low <= self.amount <= high:
                raise AttemptDataError(f"goal {self.kind}: amount must be {low}..{high}")
        elif self.amount:
            raise AttemptDataError(f"goal {self.kind} takes no amount")

    @classmethod
    def clear_colour(cls, colour: str) -> Goal:
        """Clear every normal stone of ``colour``."""
        return cls(GoalKind.CLEAR_COLOUR, colour)

    @classmethod
    def collect(cls, colour: str, amount: int) -> Goal:
        """Remove ``amount`` normal stones of ``colour`` by groups."""
        return cls(GoalKind.COLLECT, colour, amount)

    @classmethod
    def score(cls, amount: int) -> Goal:
        """Reach ``amount`` points."""
        return cls(GoalKind.SCORE, None, amount)

    @classmethod
    def combo(cls, bowls: int) -> Goal:
        """Make a combo of ``bowls`` bowls in one action."""
        return cls(GoalKind.COMBO, None, bowls)

    @classmethod
    def at_most(cls, stones: int) -> Goal:
        """Leave at most ``stones`` stones on the board."""
        return cls(GoalKind.AT_MOST, None, stones)

    @classmethod
    def clear_board(cls) -> Goal:
        """Leave no stone of any kind."""
        return cls(GoalKind.CLEAR_BOARD)

    def is_reached(
        self, bowls: list[str] | tuple[str, ...], score: int, collected: dict[str, int], combo: int
    ) -> bool:
        """Whether the goal holds after an action (``combo`` is that action's combo)."""
        kind = self.kind
        if kind is GoalKind.CLEAR_COLOUR:
            colour = self.colour or ""
            return not any(colour in b for b in bowls)
        if kind is GoalKind.COLLECT:
            return collected.get(self.colour or "", 0) >= self.amount
        if kind is GoalKind.SCORE:
            return score >= self.amount
        if kind is GoalKind.COMBO:
            return combo >= self.amount
        if kind is GoalKind.AT_MOST:
            return sum(len(b) for b in bowls) <= self.amount
        return not any(bowls)

    def progress(
        self, bowls: list[str] | tuple[str, ...], score: int, collected: dict[str, int],
        best_combo: int,
    ) -> GoalProgress:
        """How far the goal is: the number the player watches, and a 0..1 fraction.

        >>> Goal.collect("r", 6).progress(["rr"], 0, {"r": 3}, 0)
        GoalProgress(current=3, target=6, fraction=0.5)
        >>> Goal.clear_colour("r").progress(["rr", "g"], 0, {}, 0).current
        2
        """
        kind = self.kind
        if kind is GoalKind.CLEAR_COLOUR:
            left = sum(b.count(self.colour or "") for b in bowls)
            return GoalProgress(left, 0, 1.0 if left == 0 else 0.0)
        if kind in (GoalKind.COLLECT, GoalKind.SCORE, GoalKind.COMBO):
            have = {
                GoalKind.COLLECT: collected.get(self.colour or "", 0),
                GoalKind.SCORE: score,
                GoalKind.COMBO: best_combo,
            }[kind]
            return GoalProgress(have, self.amount, min(1.0, have / self.amount))
        stones = sum(len(b) for b in bowls)
        reached = stones <= self.amount if kind is GoalKind.AT_MOST else stones == 0
        return GoalProgress(stones, self.amount, 1.0 if reached else 0.0)

    def __str__(self) -> str:
        parts: list[str] = [self.kind.value]
        if self.colour is not None:
            parts.append(self.colour)
        if self.kind in _NEEDS_AMOUNT:
            parts.append(str(self.amount))
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Goal:
        """Parse the text form of ``str(goal)``; raises :class:`AttemptDataError`."""
        if not isinstance(text, str):
            raise AttemptDataError("a goal must be given as text")
        parts = text.split()
        if not parts:
            raise AttemptDataError("empty goal")
        try:
            kind = GoalKind(parts[0])
        except ValueError:
            raise AttemptDataError(f"unknown goal kind {parts[0]!r}") from None
        rest = parts[1:]
        colour = rest.pop(0) if kind in _NEEDS_COLOUR and rest else None
        amount = 0
        if kind in _NEEDS_AMOUNT:
            if len(rest) != 1 or not rest[0].isascii() or not rest[0].isdigit():
                raise AttemptDataError(f"goal {kind}: expected one amount, got {text!r}")
            amount = int(rest[0])
        elif rest:
            raise AttemptDataError(f"goal {kind}: unexpected {' '.join(rest)!r}")
        return cls(kind, colour, amount)


# --------------------------------------------------------------------------- endless events


@dataclass(frozen=True, slots=True)
class EndlessEvent:
    """One row of :data:`ENDLESS_EVENTS`."""

    name: str
    letter: str
    """``*`` / ``#``: one of the two refill stones becomes this stone;
    ``F`` / ``R`` / ``V``: a bowl without a modifier gets it for some moves."""
    weight: int
    """Chance per safe move in 1/1000, from the start of events on."""
    ramp: int
    """Added to ``weight`` for every :data:`RAMP_EVERY` safe moves after events start."""
    max_weight: int
    """Ceiling of the ramped weight."""
    duration: tuple[int, int] = (0, 0)
    """Moves a modifier lasts (inclusive range, uniform); unused for stones."""


#: Safe moves between two steps of the event ramp.
RAMP_EVERY: Final = 10

#: The Endless special events (SPEC 1.8). At the end of every safe move from the 9th on,
#: one roll of ``below(1000)`` (drawn together with that move's refill) picks at most one
#: event: the rows are consecutive slices of 0..999 in this order, the rest means "no
#: event". Weights grow by ``ramp`` every :data:`RAMP_EVERY` safe moves up to
#: ``max_weight`` (all ceilings together: 910/1000), so the pressure rises slowly.
#: Stone events turn the second refill stone of that move into a wildcard or a blocker.
#: Modifier events pick a bowl without a modifier (a freeze never takes the last legal
#: source) and last ``duration`` moves: the count goes down after every safe move and the
#: modifier disappears at 0.
#:
#: Tuned with ``python -m pebblepour.bowls bench`` (1,000 seeded games): a greedy player
#: that picks the best forecast lasts a median of about 150 moves and no game runs
#: forever (blockers ramp up to 60 % of moves); a random player overflows after about a
#: dozen moves, before events matter. Wildcards stay a steady 8 % help.
ENDLESS_EVENTS: Final[tuple[EndlessEvent, ...]] = (
    EndlessEvent("wildcard", "*", weight=80, ramp=0, max_weight=80),
    EndlessEvent("blocker", "#", weight=120, ramp=50, max_weight=600),
    EndlessEvent("frozen", "F", weight=40, ramp=10, max_weight=100, duration=(2, 4)),
    EndlessEvent("reverse", "R", weight=40, ramp=0, max_weight=40, duration=(2, 4)),
    EndlessEvent("volcano", "V", weight=50, ramp=5, max_weight=90, duration=(3, 5)),
)


#: Every stone and modifier letter in the legend's order.
_EVERY_KIND: Final = COLOURS + WILDCARD + BLOCKER + "".join(m.value for m in Modifier)

_SLICES: dict[int, list[tuple[int, EndlessEvent]]] = {}


def _event_slices(safe_moves: int) -> list[tuple[int, EndlessEvent]]:
    """Cumulative upper bounds (exclusive, out of 1000) of each event after ``safe_moves``."""
    steps = max(0, safe_moves - EVENTS_FROM_SAFE_MOVE) // RAMP_EVERY
    out = _SLICES.get(steps)
    if out is None:
        out = []
        total = 0
        for ev in ENDLESS_EVENTS:
            total += min(ev.max_weight, ev.weight + ev.ramp * steps)
            out.append((total, ev))
        if total > 1000:
            raise AssertionError("ENDLESS_EVENTS weights exceed 1000")
        _SLICES[steps] = out
    if safe_moves < 10_000:
        _SLICES_BY_MOVE[safe_moves] = out
    return out


#: :func:`_event_slices` by safe move (filled as it is used).
_SLICES_BY_MOVE: dict[int, list[tuple[int, EndlessEvent]]] = {}


# --------------------------------------------------------------------------- attempts

_COLOUR_INDEX: Final = {c: k for k, c in enumerate(COLOURS)}

_Snapshot = tuple[
    tuple[str, ...],  # bowls
    tuple[str, ...],  # modifiers
    tuple[int, ...],  # timers
    int,  # score
    int,  # moves used
    int,  # safe moves
    int,  # rng state
    tuple[int, ...],  # collected per colour
    Status,
    "MoveResult | None",
    tuple[Event, ...],
    int,  # the move played from this snapshot
]


def _deal(rng: Rng) -> list[str]:
    """36 normal stones, three per bowl, no bowl with a ready group (SPEC 1.8)."""
    # Two draws of six bowls each (125**6 < 2**64); a bowl of one colour is drawn again.
    bowls: list[str] = []
    for _ in range(2):
        v = rng.below(125**6)
        for _ in range(NUM_BOWLS // 2):
            v, w = divmod(v, 125)
            while w % 31 == 0:  # 0, 31, 62, 93, 124: the five one-colour bowls
                w = rng.below(125)
            bowls.append(_TRIPLES[w])
    return bowls


#: _TRIPLES[w]: the bowl of three stones numbered ``w`` (0..124) by :func:`_deal`.
_TRIPLES: Final = tuple(
    COLOURS[w % 5] + COLOURS[w // 5 % 5] + COLOURS[w // 25] for w in range(125)
)


class Attempt:
    """The common part of every attempt. Use a subclass.

    The attempt is the only place that changes its board: callers read
    :attr:`position`, :meth:`legal_sources`, :attr:`status`, :attr:`score` and the last
    move's :attr:`last_result` / :attr:`last_events`, and act with :meth:`play`,
    :meth:`undo` and :meth:`end`.
    """

    mode: ClassVar[Mode]
    #: True if the start position never holds a ready group (a dealt board), so the
    #: first move may take the rules' settled-board shortcut too.
    _settled_start: ClassVar[bool] = False
    #: True if the mode keeps :meth:`_update_status` as defined here (set per subclass).
    _plain_status: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._plain_status = cls._update_status is Attempt._update_status

    def __init__(self, position: Position, rng_state: int, *, record_events: bool) -> None:
        self._board = Board(position)
        self._board.settled = self._settled_start
        #: An Endless event rolled with this move's refill, placed after the move
        #: (:meth:`_after_safe_move` runs only while one is pending).
        self._pending: EndlessEvent | None = None
        self._rng = Rng(rng_state)
        self._score = 0
        self._moves_used = 0
        self._safe_moves = 0
        self._collected = [0] * len(COLOURS)
        self._status: Status = PLAYING
        self._last: MoveResult | None = None
        self._last_events: tuple[Event, ...] = ()
        self._history: list[_Snapshot] = []
        self._practice = False
        #: Record step-by-step events of every move (for the UI); off for fast playouts.
        self.record_events = record_events
        self._check_no_source()

    # ---- read-only state ------------------------------------------------------------

    @property
    def position(self) -> Position:
        """The current position."""
        return self._board.position()

    @property
    def status(self) -> Status:
        """Playing, won or lost, with the reason."""
        return self._status

    def can_hold(self) -> str:
        """Every stone and modifier letter this attempt's board can ever hold (the side
        legend shows only these), in the order ``rygbp*#FRV``."""
        return COLOURS

    @property
    def score(self) -> int:
        """Points so far."""
        return self._score

    @property
    def moves_used(self) -> int:
        """Player moves accepted so far (the overflowing one included)."""
        return self._moves_used

    @property
    def safe_moves(self) -> int:
        """Player moves that did not overflow."""
        return self._safe_moves

    @property
    def moves_left(self) -> int | None:
        """Moves still allowed, or ``None`` without a limit (Endless)."""
        return None

    @property
    def practice(self) -> bool:
        """True once undo was used in Endless or Daily (no valid record any more)."""
        return self._practice

    @property
    def can_undo(self) -> bool:
        """True if there is a move to take back (not after *End attempt*)."""
        return bool(self._history) and self._status.reason is not Reason.ENDED

    @property
    def last_result(self) -> MoveResult | None:
        """What the last accepted move did (``None`` before the first move)."""
        return self._last

    @property
    def last_events(self) -> tuple[Event, ...]:
        """Step-by-step events of the last move, modifier expiry and Endless events last."""
        return self._last_events

    @property
    def results(self) -> list[MoveResult]:
        """What each move of the current line did, in order (undo takes one back)."""
        done = [snap[9] for snap in self._history[1:]] + [self._last]
        return [r for r in done if r is not None] if self._history else []

    @property
    def best_combo(self) -> int:
        """The largest combo of one safe move in the current line (0 before any), as the
        combo goal counts it; undo takes it back with the move, a resume replays it."""
        return max((r.combo for r in self.results if r.overflow is None), default=0)

    @property
    def moves(self) -> list[int]:
        """Source bowls of the moves of the current line (what a save replays)."""
        return [snap[11] for snap in self._history]

    def collected(self, colour: str) -> int:
        """Normal stones of ``colour`` removed by groups so far."""
        return self._collected[COLOURS.index(colour)]

    @property
    def rng_state(self) -> int:
        """The generator state (changes only when the mode draws randomness)."""
        return self._rng.state

    # ---- moves ----------------------------------------------------------------------

    def legal_sources(self) -> list[int]:
        """Bowls that may be played now (empty once the attempt is over)."""
        if self._status.is_over:
            return []
        return self._board.legal_sources()

    def closed(self) -> Refusal | None:
        """Why no move at all may be played now (:attr:`Refusal.OVER`), or None."""
        return Refusal.OVER if self._status.is_over else None

    def refusal(self, bowl: object) -> Refusal | None:
        """Why ``bowl`` cannot be played now (over, or the board's SPEC 1.2 reason), or None."""
        return self.closed() or self._board.refusal(bowl)

    def is_legal(self, bowl: object) -> bool:
        """True if ``bowl`` may be played now."""
        return self.refusal(bowl) is None

    def forecast(self, bowl: int) -> Forecast:
        """Preview the player phase of ``bowl`` (changes nothing)."""
        return forecast(self._board, bowl)

    def _snapshot(self, move: int) -> _Snapshot:
        b = self._board
        return (
            tuple(b.bowls),
            tuple(b.modifiers),
            tuple(b.timers),
            self._score,
            self._moves_used,
            self._safe_moves,
            self._rng.state,
            tuple(self._collected),
            self._status,
            self._last,
            self._last_events,
            move,
        )

    def play(self, bowl: int) -> MoveResult:
        """Confirm a move from ``bowl``: player phase, refill, countdown, events, status.

        Raises :class:`AttemptOverError` if the attempt is over and
        :class:`~.rules.IllegalMoveError` for an illegal source; nothing changes then.
        """
        if self._status.state is not State.PLAYING:
            raise AttemptOverError(f"the attempt is over ({self._status.reason})")
        board = self._board
        board.check_move(bowl)  # raises IllegalMoveError with the reason
        self._history.append(self._snapshot(bowl))
        record = self.record_events
        result = board._play(bowl, self._refill_source(), record)
        self._moves_used += 1
        self._score += result.player_points + result.refill_points
        self._last = result
        overflow = result.overflow
        if overflow == "player":
            self._status = Status(State.LOST, Reason.OVERFLOW)
            self._last_events = result.events
            return result
        coll = self._collected
        cleared = result.cleared
        if cleared:
            for c, n in cleared.items():
                k = _COLOUR_INDEX.get(c)
                if k is not None:
                    coll[k] += n
        if overflow is not None:
            self._status = Status(State.LOST, Reason.OVERFLOW)
            self._last_events = result.events
            return result
        refill = result.refill
        if refill is not None and refill.cleared:
            for c, n in refill.cleared.items():
                k = _COLOUR_INDEX.get(c)
                if k is not None:
                    coll[k] += n
        self._safe_moves += 1
        extra: list[Event] = []
        if any(board.timers):
            for i, letter in board.countdown():
                extra.append(ModifierExpired(i, letter))
        if self._pending is not None:
            self._after_safe_move(result, extra)
        events = result.events
        if extra and record:
            events = events + tuple(extra)
        if self._plain_status:
            self._check_no_source()
        else:
            self._update_status(result)
        self._last_events = events if record else ()
        return result

    def _refill_source(self) -> Callable[[], Refill] | None:
        """The refill of the coming move (called lazily by the rules), or ``None``."""
        return None

    def _after_safe_move(self, result: MoveResult, events: list[Event]) -> None:
        """Mode hook after a safe move's countdown while an event is pending (Endless)."""

    def _update_status(self, result: MoveResult) -> None:
        """Mode hook: decide won / lost after a safe move."""
        self._check_no_source()

    def _check_no_source(self) -> None:
        if self._status is not PLAYING:
            return
        if self._board.legal_sources():
            return
        self._status = Status(State.LOST, Reason.NO_SOURCE)

    def undo(self) -> None:
        """Take back the last accepted move, restoring everything from before it.

        The first undo of an Endless or Daily attempt marks it as practice.
        Raises :class:`AttemptOverError` if there is nothing to undo.
        """
        if not self.can_undo:
            raise AttemptOverError("nothing to undo")
        snap = self._history.pop()
        b = self._board
        b.bowls = list(snap[0])
        b.modifiers = list(snap[1])
        b.timers = list(snap[2])
        # Every snapshot but the first follows a finished move, so it holds no group.
        b.settled = bool(self._history) or self._settled_start
        self._score = snap[3]
        self._moves_used = snap[4]
        self._safe_moves = snap[5]
        self._rng.state = snap[6]
        self._collected = list(snap[7])
        self._status = snap[8]
        self._last = snap[9]
        self._last_events = snap[10]
        if self.mode is not Mode.PUZZLE:
            self._practice = True

    def mark_practice(self) -> None:
        """Mark an Endless or Daily attempt as practice (as its first undo does)."""
        if self.mode is Mode.PUZZLE:
            raise AttemptDataError("a puzzle is never practice")
        self._practice = True

    def end(self) -> None:
        """*End attempt*: stop here; the score stands. No undo afterwards."""
        if self._status.is_over and self._status.reason is Reason.ENDED:
            return
        if not self._status.is_over:
            self._status = Status(State.LOST, Reason.ENDED)
        else:
            # Already decided (won/lost): ending only closes undo.
            self._status = Status(self._status.state, Reason.ENDED)

    def state_key(self) -> tuple[object, ...]:
        """Everything undo restores, as one comparable value (used by tests and ``==``).

        The practice mark is deliberately not part of it: undo never clears it."""
        snap = self._snapshot(-1)
        return (self.mode, *snap[:9], tuple(self.moves))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Attempt):
            return NotImplemented
        return (
            type(self) is type(other)
            and self._identity() == other._identity()
            and self._practice == other._practice
            and self.state_key() == other.state_key()
        )

    __hash__ = None  # type: ignore[assignment]

    def _identity(self) -> dict[str, Any]:
        """What defines the start of the attempt (mode-specific; compared by ``==``)."""
        raise NotImplementedError


class PuzzleAttempt(Attempt):
    """A puzzle (SPEC 1.7): start position, goal, move limit, no refill.

    The goal is checked after each safe move and may be reached on the last allowed move;
    overflow beats a reached goal. The attempt is lost when the moves run out or no source
    bowl is left. Undo is an ordinary aid (no practice mark).
    """

    mode = Mode.PUZZLE

    def __init__(
        self, start: Position | str, goal: Goal, limit: int, *, record_events: bool = True
    ) -> None:
        if isinstance(start, str):
            start = Position.parse(start)
        if not isinstance(start, Position):
            raise PositionError("start must be a Position or SPEC 3.1 text")
        over = start.overfull_bowls()
        if over:
            raise PositionError(f"a puzzle start holds at most {CAPACITY} stones per bowl")
        if not isinstance(goal, Goal):
            raise AttemptDataError("goal must be a Goal")
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 1000:
            raise AttemptDataError("move limit must be an integer 1..1000")
        #: The start position.
        self.start = start
        #: The goal.
        self.goal = goal
        #: Moves allowed.
        self.limit = limit
        super().__init__(start, 0, record_events=record_events)

    def can_hold(self) -> str:
        """No stone or modifier arrives in a puzzle: what its start holds."""
        present = set("".join(self.start.bowls)) | set(self.start.modifiers)
        return "".join(k for k in _EVERY_KIND if k in present)

    @property
    def moves_left(self) -> int:
        """Moves still allowed."""
        return self.limit - self._moves_used

    def _update_status(self, result: MoveResult) -> None:
        b = self._board
        if self.goal.is_reached(b.bowls, self._score, self.collected_all(), result.combo):
            self._status = Status(State.WON, Reason.GOAL)
        elif self._moves_used >= self.limit:
            self._status = Status(State.LOST, Reason.OUT_OF_MOVES)
        else:
            self._check_no_source()

    def collected_all(self) -> dict[str, int]:
        """Normal stones removed by groups so far, per colour."""
        return dict(zip(COLOURS, self._collected, strict=True))

    def _identity(self) -> dict[str, Any]:
        return {"start": str(self.start), "goal": str(self.goal), "limit": self.limit}


_REFILL_CHOICES: Final = NUM_BOWLS * (NUM_BOWLS - 1) * len(COLOURS) ** 2


def _refill_of(v: int) -> tuple[tuple[int, str], tuple[int, str]]:
    """Refill number ``v`` (0 <= v < _REFILL_CHOICES): two bowls a != b, two colours."""
    a = v % NUM_BOWLS
    v //= NUM_BOWLS
    b = v % (NUM_BOWLS - 1)
    if b >= a:
        b += 1
    v //= NUM_BOWLS - 1
    return ((a, COLOURS[v % 5]), (b, COLOURS[v // 5]))


#: Every possible two-stone refill, indexed by one ``below(_REFILL_CHOICES)`` draw.
_REFILLS: Final = tuple(_refill_of(v) for v in range(_REFILL_CHOICES))


def _limit(n: int) -> int:
    """:meth:`Rng.below`'s rejection bound for ``n``: outputs at or above it are redrawn."""
    return (1 << 64) - ((1 << 64) % n)


_REFILL_LIMIT: Final = _limit(_REFILL_CHOICES)
_REFILL_EVENT_CHOICES: Final = _REFILL_CHOICES * 1000
_REFILL_EVENT_LIMIT: Final = _limit(_REFILL_EVENT_CHOICES)


class _RefillingAttempt(Attempt):
    """Endless and Daily: a seeded deal and two refill stones after safe moves."""

    # The deal never holds a ready group (see _deal).
    _settled_start = True

    def _roll_refill(self) -> Refill:
        """Two refill stones of normal colours in two different bowls (one draw).

        The draw is ``self._rng.below(_REFILL_CHOICES)`` with its bound precomputed.
        """
        draw = self._rng.next_u64
        x = draw()
        while x >= _REFILL_LIMIT:
            x = draw()
        return _REFILLS[x % _REFILL_CHOICES]


class EndlessAttempt(_RefillingAttempt):
    """Endless (SPEC 1.8): score until the board overflows.

    Deterministic for its seed: the deal, every refill and every special event of
    :data:`ENDLESS_EVENTS` come from one :class:`~pebblepour.rng.Rng`.
    """

    mode = Mode.ENDLESS

    def __init__(self, seed: int, *, record_events: bool = True) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 64:
            raise AttemptDataError("seed must be an integer 0..2**64-1")
        #: The seed the attempt started from.
        self.seed = seed
        rng = Rng(seed)
        bowls = _deal(rng)
        super().__init__(Position._trusted(bowls, [""] * NUM_BOWLS, [0] * NUM_BOWLS),
                         rng.state, record_events=record_events)

    def _refill_source(self) -> Callable[[], Refill]:
        return self._refill_with_events

    def can_hold(self) -> str:
        """The normal colours, and what the special events bring."""
        return COLOURS + "".join(e.letter for e in ENDLESS_EVENTS)

    def _refill_with_events(self) -> Refill:
        self._pending = None
        n = self._safe_moves + 1  # the safe move this refill ends
        draw = self._rng.next_u64
        if n < EVENTS_FROM_SAFE_MOVE:
            # self._roll_refill(), inlined.
            v = draw()
            while v >= _REFILL_LIMIT:
                v = draw()
            return _REFILLS[v % _REFILL_CHOICES]
        # One draw gives the refill and the event roll (below(1000)) together: this is
        # self._rng.below(_REFILL_EVENT_CHOICES) with its bound precomputed.
        v = draw()
        while v >= _REFILL_EVENT_LIMIT:
            v = draw()
        v %= _REFILL_EVENT_CHOICES
        stones = _REFILLS[v % _REFILL_CHOICES]
        roll = v // _REFILL_CHOICES
        slices = _SLICES_BY_MOVE.get(n) or _event_slices(n)
        if roll >= slices[-1][0]:
            return stones  # no event this time
        for bound, ev in slices:
            if roll < bound:
                if ev.letter in "*#":
                    return (stones[0], (stones[1][0], ev.letter))
                self._pending = ev
                break
        return stones

    def _after_safe_move(self, result: MoveResult, events: list[Event]) -> None:
        ev = self._pending
        if ev is None:
            return
        self._pending = None
        b = self._board
        mods = b.modifiers
        free = [i for i in range(NUM_BOWLS) if not mods[i]]
        if ev.letter == "F":
            sources = b.legal_sources()
            free = [i for i in free if not (len(sources) == 1 and sources[0] == i)]
        if not free:
            return
        lo, hi = ev.duration
        v = self._rng.below(len(free) * (hi - lo + 1))
        bowl = free[v % len(free)]
        moves = lo + v // len(free)
        mods[bowl] = ev.letter
        b.timers[bowl] = moves
        events.append(ModifierPlaced(bowl, ev.letter, moves))

    def _identity(self) -> dict[str, Any]:
        return {"seed": self.seed}


def daily_seed(date: _dt.date) -> int:
    """The Daily seed: derived from the ISO date alone (SPEC 1.8)."""
    return seed_from_text("bowls-daily:" + date.isoformat())


class DailyAttempt(_RefillingAttempt):
    """The Daily (SPEC 1.8): seeded from a UTC date, normal stones only, 20 moves, no
    refill after the last safe move. The attempt keeps its date."""

    mode = Mode.DAILY

    def __init__(
        self, date: _dt.date | str | None = None, *, record_events: bool = True
    ) -> None:
        if date is None:
            date = _dt.datetime.now(_dt.UTC).date()
        elif isinstance(date, str):
            try:
                date = _dt.date.fromisoformat(date)
            except ValueError:
                raise AttemptDataError(f"bad date {date!r}: use YYYY-MM-DD") from None
        if not isinstance(date, _dt.date) or isinstance(date, _dt.datetime):
            raise AttemptDataError("date must be a datetime.date")
        #: The UTC date this Daily belongs to.
        self.date = date
        #: The seed derived from :attr:`date`.
        self.seed = daily_seed(date)
        rng = Rng(self.seed)
        bowls = _deal(rng)
        super().__init__(Position._trusted(bowls, [""] * NUM_BOWLS, [0] * NUM_BOWLS),
                         rng.state, record_events=record_events)

    @property
    def moves_left(self) -> int:
        """Moves still allowed."""
        return DAILY_MOVES - self._moves_used

    def _refill_source(self) -> Callable[[], Refill] | None:
        if self._moves_used + 1 >= DAILY_MOVES:
            return None
        return self._roll_refill

    def _update_status(self, result: MoveResult) -> None:
        if self._moves_used >= DAILY_MOVES:
            self._status = Status(State.WON, Reason.COMPLETED)
        else:
            self._check_no_source()

    def _identity(self) -> dict[str, Any]:
        return {"date": self.date.isoformat()}
