"""The mid-end both games share: one :class:`Game` interface and one :class:`Session`.

A *game* is the rules' state of one attempt with its own undo (Tatham's question: would a
player expect it back on undo?). The *session* holds everything else: the attempt's id, the
play clock, hints used, the save envelope, validate-by-replay loading with an identity check,
and the writes that end an attempt (one transaction each, keyed by the attempt id so the same
attempt is never recorded twice).

The save envelope (JSON)::

    {"format": "pebblepour.session", "version": 1, "game": "tubes", "id": "<32 hex>",
     "identity": {...}, "moves": [...], "seconds": 12.5, "hints": 0, "flags": {...},
     "check": "<the position after the moves>"}

:func:`load` trusts nothing: strict JSON (no NaN or infinity, no huge numbers), every field's
type and range, the identity the caller expects, every move replayed by the engine, and the
replay must reproduce ``check``. Anything wrong is one :class:`SaveError` with one sentence.
"""

from __future__ import annotations

import datetime as dt
import enum
import hashlib
import json
import math
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Generic, Protocol, Self, TypeVar

from pebblepour.board_id import BoardId, BoardIdError, parse
from pebblepour.profile.profile import Awards, Profile
from pebblepour.profile.store import ProfileError

SAVE_FORMAT: Final = "pebblepour.session"
SAVE_VERSION: Final = 1
MAX_MOVES: Final = 100_000
"""More moves than any attempt plays: a save with more is refused."""
MAX_SECONDS: Final = 10.0**9
"""About 30 years: a longer play time is not a real one."""
MAX_HINTS: Final = 10**9
_MAX_DIGITS: Final = 20
"""Integers in a save have at most this many digits (a 64-bit seed has 20)."""

DAILY_DAYS: Final = 30
"""A Daily may be started for a UTC date of the last 30 days, today included (both games);
an older or a future date is refused and so never recorded."""


def daily_window(today: dt.date) -> list[dt.date]:
    """The Daily dates that may be started on ``today``, newest first.

    >>> [d.isoformat() for d in daily_window(dt.date(2026, 3, 1))][::29]
    ['2026-03-01', '2026-01-31']
    """
    return [today - dt.timedelta(days=back) for back in range(DAILY_DAYS)]


def daily_open(day: dt.date, today: dt.date) -> bool:
    """True if the Daily of ``day`` may be started on ``today`` (:data:`DAILY_DAYS`)."""
    return 0 <= (today - day).days < DAILY_DAYS


def iso_date(text: object) -> dt.date | None:
    """The date ``text`` writes as YYYY-MM-DD, or None.

    >>> iso_date("2026-03-01"), iso_date("2026-3-1"), iso_date("2026-02-30"), iso_date(7)
    (datetime.date(2026, 3, 1), None, None, None)
    """
    try:
        return dt.date.fromisoformat(text) if isinstance(text, str) and len(text) == 10 else None
    except ValueError:
        return None


def daily_date(text: object, today: dt.date) -> dt.date:
    """The Daily date ``text`` (YYYY-MM-DD) names, if that Daily may be started or continued
    on ``today``: the one rule of both games (a saved Daily whose date has closed is not
    continued, so it is never recorded; an attempt under way when its date closes may be
    finished). Raises :class:`DailyClosed` for a closed date, :class:`SaveError` for text
    that is not a date.

    >>> daily_date("2026-03-01", dt.date(2026, 3, 30))
    datetime.date(2026, 3, 1)
    >>> daily_date("2026-02-28", dt.date(2026, 3, 30))
    Traceback (most recent call last):
    ...
    pebblepour.session.core.DailyClosed: the Daily of 2026-02-28 is closed on 2026-03-30
    """
    day = iso_date(text)
    if day is None:
        raise SaveError("the Daily's date is not a date")
    if not daily_open(day, today):
        raise DailyClosed(f"the Daily of {day.isoformat()} is closed on {today.isoformat()}")
    return day


B = TypeVar("B", bound=BoardId)


def saved_board(text: object, kind: type[B]) -> B:
    """The board a save's identity names by its ID (``{"board": ID}``), which must be a whole
    board of ``kind`` (``board_id.TubesBoard``, ``board_id.BowlsBoard``); raises
    :class:`SaveError` otherwise. Both games' factories read a board played by its ID here."""
    try:
        named = parse(text)  # type: ignore[arg-type]  # parse refuses what is not text
    except BoardIdError as error:
        raise SaveError(f"the save's board is not valid ({error})") from None
    if not isinstance(named, kind):
        raise SaveError(f"the save's board is not a {kind.__name__.removesuffix('Board')} board")
    return named


Identity = dict[str, Any]
"""What defines the start of an attempt (level, date, seed, puzzle), as JSON values."""


class NotAMove(ValueError):
    """A move the game does not allow now; nothing changed. ``reason`` is the game's own
    refusal (``tubes.board.Refusal``, ``bowls.position.Refusal``)."""

    def __init__(self, reason: enum.Enum) -> None:
        super().__init__(f"not a move: {reason.value}")
        self.reason = reason


class SaveError(ValueError):
    """A save that does not describe an attempt this build can trust; nothing was loaded.

    ``str(error)`` is one English sentence (for logs and the kept-aside row)."""


class DailyClosed(SaveError):
    """A Daily date outside the window (:func:`daily_open`): refused, nothing recorded."""


class Undone(enum.Enum):
    """What :meth:`Session.undo` took back."""

    MOVE = "move"
    RESTART = "restart"
    """A restart: the line played before it is back, its moves included."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How an attempt ended."""

    won: bool
    reason: enum.Enum
    """The game's own reason (solved, goal, overflow, out of moves...)."""


@dataclass(frozen=True, slots=True)
class Mark:
    """How a result stands against the records before it: the one record policy of both
    games, in every mode (README, "Records"). The first record of a level, puzzle, day, board
    or mode is *first*; a later one that beats every earlier one is a *new best*; never both.

    >>> Mark.of(first=True, improved=True), Mark.of(first=False, improved=True)
    (Mark(first=True, new_best=False), Mark(first=False, new_best=True))
    """

    first: bool = False
    new_best: bool = False

    @classmethod
    def of(cls, first: bool, improved: bool) -> Mark:
        return cls(first, improved and not first)


MoveT = TypeVar("MoveT")
ResultT = TypeVar("ResultT", covariant=True)
G = TypeVar("G", bound="Game[Any, Any]")


class Game(Protocol[MoveT, ResultT]):
    """What both games implement (Tubes: :mod:`.tubes`, Bowls: :mod:`.bowls`)."""

    kind: ClassVar[str]
    """``"tubes"`` or ``"bowls"``: the ``game`` field of a save."""

    def identity(self) -> Identity:
        """What defines the start; :func:`load` compares it with the caller's."""
        ...

    def refusal(self, move: MoveT) -> enum.Enum | None:
        """Why ``move`` is not legal now (a reason enum), or None if it is."""
        ...

    def legal_moves(self) -> list[MoveT]:
        """Every legal move now."""
        ...

    def play(self, move: MoveT) -> ResultT:
        """Play a move, checked once (raise :class:`NotAMove` for an illegal one, saying why;
        nothing changes)."""
        ...

    def undo(self) -> None:
        """Take back the last move (raise ``ValueError`` if there is none)."""
        ...

    def can_undo(self) -> bool:
        """True if :meth:`undo` would take a move back."""
        ...

    def outcome(self) -> Outcome | None:
        """How the attempt ended, or None while it goes on."""
        ...

    def is_final(self) -> bool:
        """True once the result is final: no undo, and the attempt is saved no more."""
        ...

    def records_something(self) -> bool:
        """True if this ended attempt goes into the records (a failed Bowls puzzle does not)."""
        ...

    def moves(self) -> list[MoveT]:
        """The moves of the current line, from the start."""
        ...

    def encode(self, move: MoveT) -> Any:
        """A move as JSON."""
        ...

    def decode(self, data: Any) -> MoveT:
        """A move from JSON; raise :class:`SaveError` if it is not one (type, range)."""
        ...

    def check(self) -> str:
        """The position now, as text: a save stores it and loading must reproduce it."""
        ...

    def flags(self) -> dict[str, bool]:
        """Game facts a save keeps beside the moves (Bowls: practice, ended)."""
        ...

    def restore_flags(self, flags: Mapping[str, Any]) -> None:
        """Apply :meth:`flags` after a replay; raise :class:`SaveError` if they are wrong."""
        ...

    def restarted(self) -> Self:
        """A new game at the same start (what *Restart* continues with)."""
        ...

    def fresh(self) -> Self:
        """A new game at the same start for a new attempt (*Play again*): nothing of this
        attempt carries over (Bowls: not its practice mark)."""
        ...


# -------------------------------------------------------------------------- strict JSON


def _no_constant(name: str) -> Any:
    raise SaveError(f"the save holds {name}, which is not a number")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise SaveError(f"the save holds the number {text[:20]}, which is out of range")
    return value


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise SaveError(f"the save holds an integer of {len(text)} digits")
    return int(text)


def strict_json(text: str) -> Any:
    """Parse ``text`` as JSON with finite numbers and integers of at most 20 digits.

    >>> strict_json('{"moves": [[0, 3]], "seconds": 12.5}')
    {'moves': [[0, 3]], 'seconds': 12.5}
    >>> strict_json('{"seconds": NaN}')
    Traceback (most recent call last):
    ...
    pebblepour.session.core.SaveError: the save holds NaN, which is not a number
    """
    if not isinstance(text, str):
        raise SaveError("the save is not text")
    try:
        return json.loads(
            text,
            parse_constant=_no_constant,
            parse_float=_finite_float,
            parse_int=_small_int,
        )
    except SaveError:
        raise
    except (ValueError, RecursionError) as error:
        raise SaveError(f"the save is not JSON ({error})") from None


def whole(data: Mapping[str, Any], key: str, low: int, high: int) -> int:
    """``data[key]`` as an integer in ``low..high`` (never a bool or a float)."""
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise SaveError(f"the save's {key!r} is not a whole number {low}..{high}")
    return value


def text_field(data: Mapping[str, Any], key: str, limit: int = 200) -> str:
    """``data[key]`` as a non-empty string of at most ``limit`` characters."""
    value = data.get(key)
    if not isinstance(value, str) or not 0 < len(value) <= limit:
        raise SaveError(f"the save's {key!r} is not text")
    return value


def new_attempt_id() -> str:
    """A fresh attempt id: 32 random hex digits."""
    return secrets.token_hex(16)


def legacy_attempt_id(text: str) -> str:
    """The id of an attempt saved before ids existed: derived from the save itself, so two
    windows that load the same old save agree on it."""
    return hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()[:32]


# -------------------------------------------------------------------------- the session


def envelope(
    game: str,
    attempt_id: str,
    identity: Identity,
    moves: list[Any],
    *,
    seconds: Any,
    hints: Any,
    flags: Mapping[str, Any],
    check: str,
) -> str:
    """A save envelope as JSON text (what :meth:`Session.save_text` writes, and what an
    upgrade of an older save turns it into; its fields are checked on loading)."""
    return json.dumps(
        {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": game,
            "id": attempt_id,
            "identity": identity,
            "moves": moves,
            "seconds": seconds,
            "hints": hints,
            "flags": dict(flags),
            "check": check,
        },
        separators=(",", ":"),
    )


EndT = TypeVar("EndT")


@dataclass(frozen=True, slots=True)
class Recording:
    """What writing an ended attempt's record gave (:meth:`Session.record_now`)."""

    record: Any = None
    """The record written (the profile's result); None if it was not written."""
    failed: ProfileError | None = None
    """The disk refused it: it waits to be written again (the controller says why)."""


@dataclass(frozen=True, slots=True)
class Concluded(Generic[EndT]):
    """How an attempt ended, as the session decided it (each game's ``conclude``): its
    result panel's facts, what it earned, and what the profile said. The controller shows
    it, says ``failed`` and keeps a ``waits`` record for later; it decides nothing."""

    result: EndT
    earned: list[Any]
    """The achievements it earned, or (an Endless or Daily attempt recorded later) would."""
    written: bool = False
    """A record was written now."""
    failed: ProfileError | None = None
    """The profile failed (a record, or a read the panel needed): to be said."""
    waits: bool = False
    """The record was refused by the disk: to be written again later."""

    @classmethod
    def of(cls, result: EndT, earned: list[Any], recording: Recording) -> Concluded[EndT]:
        return cls(result, earned, recording.record is not None, recording.failed,
                   recording.failed is not None)


class Session(Generic[G, MoveT, ResultT]):
    """One attempt of one game: undo, clock, hints, saves, records.

    ``slot`` is the profile mode that keeps it (``"tubes:level"``...). ``record`` writes the
    attempt's result (``record(profile, session)``, one profile call with ``attempt_id``).
    """

    def __init__(
        self,
        game: G,
        slot: str,
        record: Callable[[Profile, Session[G, MoveT, ResultT], Awards], Any],
        *,
        attempt_id: str | None = None,
        seconds: float = 0.0,
        hints: int = 0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.game = game
        """The rules' state (read it; change it only through the session)."""
        self.slot = slot
        self.attempt_id = attempt_id or new_attempt_id()
        """Keys this attempt's record: the same attempt is never recorded twice."""
        self.hints = hints
        """Hints used in this attempt (not undone by undo)."""
        self._record = record
        self._clock = clock
        self._elapsed = seconds
        self._since: float | None = None if game.outcome() else clock()
        self.recorded: Any = None
        """What :meth:`finish` returned, once it ran."""
        self.earned: list[Any] = []
        """The achievements (:class:`~.achievements.Unlock`) recording this attempt earned."""
        self._before_restart: list[G] = []
        """The lines left by each restart, newest last: undo at a start brings one back."""

    # ---- play ------------------------------------------------------------------------

    def seconds(self) -> float:
        """Time played so far (the clock stops when the attempt ends)."""
        running = 0.0 if self._since is None else self._clock() - self._since
        return self._elapsed + running

    def _stop_clock(self) -> None:
        self._elapsed = self.seconds()
        self._since = None

    def refusal(self, move: MoveT) -> enum.Enum | None:
        """Why ``move`` is not legal now, or None."""
        return self.game.refusal(move)

    def play(self, move: MoveT) -> ResultT:
        """Play ``move`` (raises :class:`NotAMove`); the clock stops if it ends the game."""
        result: ResultT = self.game.play(move)
        if self.game.outcome() is not None:
            self._stop_clock()
        return result

    def can_undo(self) -> bool:
        """True if :meth:`undo` would take something back: a move, or (at the start of a
        line) the restart that began it; never once the result is final."""
        if self.game.is_final():
            return False
        if self.game.moves():
            return self.game.can_undo()
        return bool(self._before_restart)

    def undo(self) -> Undone:
        """Take back the last move, or, with no move since a restart, the restart itself
        (board, moves and game state come back as they were; one undo per restart). The
        clock runs while the game is not over. Raises ``ValueError`` if nothing can be undone.
        """
        if not self.can_undo():
            raise ValueError("nothing to undo")
        if self.game.moves():
            self.game.undo()
            done = Undone.MOVE
        else:
            self.game = self._before_restart.pop()
            done = Undone.RESTART
        self._clock_follows_game()
        return done

    def restart(self) -> None:
        """Back to the start of the same attempt (same id, play clock and hints: a restart is
        not a new attempt). The line played so far is kept: one :meth:`undo` brings it back.
        Restarting at the start changes nothing."""
        if not self.game.moves():
            return
        self._before_restart.append(self.game)
        self.game = self.game.restarted()
        self._clock_follows_game()

    def _clock_follows_game(self) -> None:
        if self.game.outcome() is not None:
            if self._since is not None:
                self._stop_clock()
        elif self._since is None:
            self._since = self._clock()

    def again(self, game: G | None = None) -> Session[G, MoveT, ResultT]:
        """*Play again*, both games: a new attempt (its own id, play clock and hints, no
        undo of this one) of ``game``, by default :meth:`Game.fresh` (the same start); in
        the same slot with the same record. This session is left as it is."""
        fresh = game if game is not None else self.game.fresh()
        return Session(fresh, self.slot, self._record, clock=self._clock)

    def use_hint(self) -> None:
        """Count a hint, in both games when it shows the player a move (the one rule, in the
        README): asking for one that finds none, or whose answer comes after the position
        changed, is free."""
        self.hints += 1

    def outcome(self) -> Outcome | None:
        return self.game.outcome()

    def awaiting_record(self) -> bool:
        """True while the ended attempt's result is still to be recorded (the one timing
        rule of both games). A final result (:meth:`Game.is_final`: a solve, an attempt the
        player ended) is recorded at once; an Endless or Daily attempt over by the rules,
        which undo may still take back, when the player leaves it or plays again; a record
        the disk refused, on the next of those or when it has room."""
        return self.recorded is None and self.game.outcome() is not None and (
            self.game.records_something())

    # ---- saves -----------------------------------------------------------------------

    def save_text(self) -> str:
        """The save envelope of this attempt (JSON text)."""
        game = self.game
        return envelope(
            game.kind,
            self.attempt_id,
            game.identity(),
            [game.encode(m) for m in game.moves()],
            seconds=round(self.seconds(), 3),
            hints=self.hints,
            flags=game.flags(),
            check=game.check(),
        )

    def save(self, profile: Profile) -> None:
        """Keep the attempt in its slot (after every accepted change).

        Before the first move an earlier unfinished attempt of another start is kept (the
        player only looked); a recorded attempt is never saved again."""
        if self.recorded is not None:
            return
        if not self.game.moves():
            text = profile.load_attempt(self.slot)
            if text is not None and _identity_of(text) not in (None, self.game.identity()):
                return
        profile.save_attempt(self.slot, self.save_text(), self.attempt_id)

    def discard(self, profile: Profile) -> None:
        """Forget this attempt's save (restart, new attempt); another attempt's is kept."""
        profile.clear_attempt(self.slot, self.attempt_id)

    def record_now(self, profile: Profile) -> Recording:
        """:meth:`finish`, its failures answered: the disk's refusal is kept in the answer
        (the save stays, the record waits), the profile's refusal of the result for good
        (a locked level) is no record."""
        try:
            return Recording(self.finish(profile))
        except ProfileError as error:
            return Recording(failed=error)
        except ValueError:
            return Recording()

    def finish(self, profile: Profile) -> Any:
        """Record the ended attempt and clear its save in one transaction (at most once).

        Raises :class:`ProfileError` (nothing written; the save stays) or ``ValueError``
        (the profile refuses the result, e.g. a locked level; nothing written).
        The achievements it earned are stored in the same transaction and kept in
        :attr:`earned`."""
        if self.recorded is None:
            # Imported here: the rules know both games, whose modules import this one.
            from pebblepour.session.achievements import awards

            self.recorded = self._record(profile, self, awards(self.game, self.hints))
            self.earned = list(getattr(self.recorded, "earned", ()))
        return self.recorded


def _identity_of(text: str) -> Identity | None:
    """The identity inside a save, or None if the save cannot be read."""
    try:
        data = strict_json(text)
    except SaveError:
        return None
    identity = data.get("identity") if isinstance(data, dict) else None
    return identity if isinstance(identity, dict) else None


@dataclass(frozen=True, slots=True)
class Saved:
    """What an unfinished attempt in a slot is, read without replaying it (for lists and
    Home; :func:`resume` still checks every move before play continues)."""

    identity: Identity
    moves: int
    """Moves of its current line."""


def saved(profile: Profile, slot: str, upgrade: Callable[[str], str] | None = None) -> Saved | None:
    """The unfinished attempt kept in ``slot``, or None if there is none or it is unreadable.

    ``upgrade`` turns a save of an older format into the envelope (see :func:`resume`)."""
    text = profile.load_attempt(slot)
    if text is None:
        return None
    try:
        data = strict_json(upgrade(text) if upgrade is not None else text)
    except SaveError:
        return None
    if not isinstance(data, dict):
        return None
    identity, moves = data.get("identity"), data.get("moves")
    if not isinstance(identity, dict) or not isinstance(moves, list):
        return None
    return Saved(identity, len(moves))


def _matches(expect: Identity | Callable[[Identity], bool], identity: Identity) -> bool:
    return expect(identity) if callable(expect) else names(expect, identity)


def names(want: Identity, identity: Identity) -> bool:
    """True if ``identity`` is the attempt ``want`` asks for: every key of ``want`` has the
    same value there (``{"mode": "endless"}`` names any Endless game).

    >>> names({"mode": "endless"}, {"mode": "endless", "seed": 7})
    True
    >>> names({"level": 2}, {"level": 1})
    False
    """
    return all(identity.get(key) == value for key, value in want.items())


def load(
    text: str,
    *,
    kind: str,
    expect: Identity | Callable[[Identity], bool],
    new: Callable[[Identity], G],
    slot: str,
    record: Callable[[Profile, Session[G, MoveT, ResultT], Awards], Any],
    clock: Callable[[], float] = time.monotonic,
) -> Session[G, MoveT, ResultT]:
    """Rebuild a session from ``text`` if it is a sound save of the attempt ``expect`` (an
    identity, or a test of one).

    ``new(identity)`` builds the game at its start (and refuses an identity that does not
    exist, e.g. a puzzle whose start differs from the pack's). Raises :class:`SaveError`.
    """
    data = strict_json(text)
    if not isinstance(data, dict):
        raise SaveError("the save is not a JSON object")
    if data.get("format") != SAVE_FORMAT:
        raise SaveError("the save is not a Pebble & Pour attempt")
    if data.get("version") != SAVE_VERSION:
        raise SaveError("the save comes from another version of Pebble & Pour")
    if data.get("game") != kind:
        raise SaveError(f"the save is not a {kind} attempt")
    attempt_id = text_field(data, "id", 64)
    if not all(c in "0123456789abcdef" for c in attempt_id):
        raise SaveError("the save's id is not an attempt id")
    identity = data.get("identity")
    if not isinstance(identity, dict):
        raise SaveError("the save does not say which game it is")
    if not _matches(expect, identity):
        raise SaveError("the save belongs to another game")
    seconds = data.get("seconds")
    if not isinstance(seconds, int | float) or isinstance(seconds, bool):
        raise SaveError("the save's play time is not a number of seconds")
    if not 0 <= seconds <= MAX_SECONDS:
        raise SaveError("the save's play time is out of range")
    hints = whole(data, "hints", 0, MAX_HINTS)
    moves = data.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise SaveError("the save's moves are not a list")
    flags = data.get("flags")
    if not isinstance(flags, dict):
        raise SaveError("the save's flags are missing")
    check = text_field(data, "check", 10_000)
    game = new(identity)
    for k, item in enumerate(moves):
        move = game.decode(item)
        if game.outcome() is not None:
            raise SaveError(f"the save's move {k + 1} comes after the game ended")
        try:
            game.play(move)
        except NotAMove as error:
            why = error.reason.value
            raise SaveError(f"the save's move {k + 1} is not legal ({why})") from None
    game.restore_flags(flags)
    if game.check() != check:
        raise SaveError("replaying the save's moves does not give the position it stored")
    return Session(
        game,
        slot,
        record,
        attempt_id=attempt_id,
        seconds=float(seconds),
        hints=hints,
        clock=clock,
    )


@dataclass(frozen=True, slots=True)
class Resumed(Generic[G, MoveT, ResultT]):
    """What :func:`resume` found in a slot."""

    session: Session[G, MoveT, ResultT] | None
    """The saved attempt, sound and of the expected game; None otherwise."""
    set_aside: SaveError | None = None
    """The save was bad: it was kept aside for this reason (say so in one sentence)."""


def resume(
    profile: Profile,
    slot: str,
    *,
    kind: str,
    expect: Identity | Callable[[Identity], bool],
    new: Callable[[Identity], G],
    record: Callable[[Profile, Session[G, MoveT, ResultT], Awards], Any],
    upgrade: Callable[[str], str] | None = None,
) -> Resumed[G, MoveT, ResultT]:
    """Continue the attempt saved in ``slot`` if it is the game ``expect``.

    A save of another game is left alone (it is kept for that game). A bad save is set
    aside in the profile (kept, no longer offered) and reported; play starts afresh.
    ``upgrade`` turns a save of an older format into the envelope (or raises SaveError).
    Profile errors propagate as :class:`ProfileError`.
    """
    text = profile.load_attempt(slot)
    if text is None:
        return Resumed(None)
    if upgrade is not None:
        try:
            text = upgrade(text)
        except SaveError as error:
            profile.set_aside_attempt(slot, str(error))
            return Resumed(None, error)
    identity = _identity_of(text)
    if identity is not None and not _matches(expect, identity):
        return Resumed(None)  # another level's attempt: kept for when that one is played
    try:
        session = load(text, kind=kind, expect=expect, new=new, slot=slot, record=record)
    except SaveError as error:
        profile.set_aside_attempt(slot, str(error))
        return Resumed(None, error)
    if profile.is_recorded(session.attempt_id):
        profile.clear_attempt(slot, session.attempt_id)  # another window recorded it
        return Resumed(None)
    return Resumed(session)


__all__ = [
    "DAILY_DAYS",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "Concluded",
    "DailyClosed",
    "Game",
    "Identity",
    "Outcome",
    "ProfileError",
    "Recording",
    "Resumed",
    "SaveError",
    "Saved",
    "Session",
    "Undone",
    "daily_date",
    "daily_open",
    "daily_window",
    "iso_date",
    "legacy_attempt_id",
    "load",
    "new_attempt_id",
    "resume",
    "saved",
    "strict_json",
    "text_field",
    "whole",
]
