"""Tubes in the session layer: the attempt (:class:`TubesPlay`), its record, its saves.

>>> s = new_level_session(1)
>>> s.game.board == s.game.start
True
>>> src, dst = s.game.legal_moves()[0]
>>> poured = s.play((src, dst))
>>> poured.amount >= 1, len(s.game.moves())
(True, 1)
>>> s.refusal((src, src))
<Refusal.SAME_TUBE: 'same_tube'>
>>> s.undo(); s.game.board == s.game.start
<Undone.MOVE: 'move'>
True
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from pebblepour.board_id import TubesBoard, TubesDaily, TubesLevel, format_id
from pebblepour.profile.clock import utc_today
from pebblepour.profile.profile import Awards, Profile
from pebblepour.profile.records import BoardResult, TubesDailyResult, TubesLevelResult
from pebblepour.session.core import (
    Concluded,
    Identity,
    Mark,
    NotAMove,
    Outcome,
    ProfileError,
    Resumed,
    SaveError,
    Session,
    daily_date,
    envelope,
    iso_date,
    legacy_attempt_id,
    resume,
    saved,
    saved_board,
    strict_json,
)
from pebblepour.tubes.board import Board, BoardError, IllegalPour, Refusal
from pebblepour.tubes.levels import LEVEL_COUNT, daily, level

Pour = tuple[int, int]
"""A move: pour tube ``src`` into tube ``dst`` (0-based)."""

LEVEL_SLOT = "tubes:level"
DAILY_SLOT = "tubes:daily"
BOARD_SLOT = "tubes:board"


class End(enum.Enum):
    SOLVED = "solved"


@dataclass(frozen=True, slots=True)
class Poured:
    """What one pour did."""

    src: int
    dst: int
    amount: int
    colour: int
    completed: bool
    """The target tube is now full of one colour."""
    solved: bool


class TubesPlay:
    """One Tubes attempt: the start board of a level, a day or a board played by its ID
    (``custom``: typed, pasted or shared, :mod:`pebblepour.board_id`), and the boards since."""

    kind: ClassVar[str] = "tubes"

    def __init__(
        self,
        start: Board,
        level_number: int = 0,
        day: dt.date | None = None,
        *,
        custom: bool = False,
    ) -> None:
        if [level_number != 0, day is not None, custom].count(True) != 1:
            raise ValueError("a Tubes attempt is of a level 1..100, of a day or of a board")
        self.start = start
        self.level = level_number
        """The level (0 for a daily or a board played by its ID)."""
        self.day = day
        """The daily's UTC date (None for a level or a board)."""
        self.custom = custom
        """A board played by its ID: recorded under :attr:`board_id`."""
        self.board = start
        self._history: list[Board] = []
        self._moves: list[Pour] = []

    @property
    def slot(self) -> str:
        return BOARD_SLOT if self.custom else DAILY_SLOT if self.day is not None else LEVEL_SLOT

    @property
    def board_id(self) -> str:
        """The board's ID (:mod:`pebblepour.board_id`): the short form of a level or a day."""
        if self.custom:
            return format_id(TubesBoard(self.start))
        return format_id(TubesDaily(self.day) if self.day is not None else TubesLevel(self.level))

    def identity(self) -> Identity:
        if self.custom:
            return {"board": self.board_id}
        return {"daily": self.day.isoformat()} if self.day is not None else {"level": self.level}

    def refusal(self, move: Pour) -> Refusal | None:
        """Why ``move`` is not a move now: the board's rule (SPEC 2.2), and none once solved."""
        if self.board.is_solved():
            return Refusal.SOLVED
        return self.board.refusal(*move)

    def pick_refusal(self, src: int) -> Refusal | None:
        """Why tube ``src`` cannot be the source of a pour now, or None (it may be picked)."""
        if self.board.is_solved():
            return Refusal.SOLVED
        return self.board.source_refusal(src)

    def legal_moves(self) -> list[Pour]:
        return [] if self.board.is_solved() else self.board.legal_moves()

    def play(self, move: Pour) -> Poured:
        """Pour, checked once; raises :class:`NotAMove` (nothing changes) if it is not one."""
        if self.board.is_solved():
            raise NotAMove(Refusal.SOLVED)
        src, dst = move
        before = self.board
        try:
            self.board, amount = before.poured(src, dst)
        except IllegalPour as error:
            raise NotAMove(error.reason) from error
        self._history.append(before)
        self._moves.append((src, dst))
        return Poured(
            src,
            dst,
            amount,
            before.tubes[src][-1],
            self.board.is_complete(dst),
            self.board.is_solved(),
        )

    def undo(self) -> None:
        if not self.can_undo():
            raise ValueError("nothing to undo")
        self.board = self._history.pop()
        self._moves.pop()

    def can_undo(self) -> bool:
        return bool(self._history) and not self.board.is_solved()

    def fresh(self) -> TubesPlay:
        """A new game at the same start board (*Play again*; the board is not generated
        again)."""
        return TubesPlay(self.start, self.level, self.day, custom=self.custom)

    def restarted(self) -> TubesPlay:
        """A new attempt line at the same start board (see :meth:`.core.Session.restart`)."""
        return self.fresh()

    def outcome(self) -> Outcome | None:
        return Outcome(True, End.SOLVED) if self.board.is_solved() else None

    def is_final(self) -> bool:
        """True once the board is solved: it is recorded, never saved again."""
        return self.outcome() is not None

    def records_something(self) -> bool:
        """Every solve is recorded."""
        return self.is_final()

    def moves(self) -> list[Pour]:
        return list(self._moves)

    def encode(self, move: Pour) -> Any:
        return list(move)

    def decode(self, data: Any) -> Pour:
        n = len(self.board.tubes)
        if (
            not isinstance(data, list)
            or len(data) != 2
            or not all(type(x) is int and 0 <= x < n for x in data)
        ):
            raise SaveError(f"a saved pour is not two tube numbers 0..{n - 1}")
        return (data[0], data[1])

    def check(self) -> str:
        return str(self.board)

    def flags(self) -> dict[str, bool]:
        return {}

    def restore_flags(self, flags: Mapping[str, Any]) -> None:
        if flags:
            raise SaveError("a Tubes save has no flags")


TubesSession = Session[TubesPlay, Pour, Poured]


def new_play(identity: Identity, unlocked: int = LEVEL_COUNT) -> TubesPlay:
    """The attempt an identity names, at its start (the generator proves the board).

    Raises :class:`SaveError` for a level that does not exist or is locked."""
    if set(identity) == {"level"}:
        n = identity["level"]
        if type(n) is not int or not 1 <= n <= LEVEL_COUNT:
            raise SaveError(f"the save names level {str(n)[:12]}, which does not exist")
        if n > unlocked:
            raise SaveError(f"the save names level {n}, which is still locked")
        return TubesPlay(level(n).board, level_number=n)
    if set(identity) == {"daily"}:
        day = iso_date(identity["daily"])
        if day is None:
            raise SaveError("the save names a daily board without a valid date")
        return TubesPlay(daily(day).board, day=day)
    if set(identity) == {"board"}:
        return TubesPlay(saved_board(identity["board"], TubesBoard).board, custom=True)
    raise SaveError("the save does not name a level, a daily board or a board")


def record(
    profile: Profile, session: TubesSession, awards: Awards | None = None
) -> TubesLevelResult | TubesDailyResult | BoardResult:
    """Record a solved attempt and clear its save: one transaction, keyed by its id."""
    game = session.game
    if game.outcome() is None:
        raise ValueError("only a solved board is recorded")
    moves, seconds = len(game.moves()), session.seconds()
    if game.custom:
        return profile.record_board(
            game.board_id, moves, seconds, attempt_id=session.attempt_id, awards=awards
        )
    if game.day is not None:
        return profile.record_tubes_daily(
            game.day, moves, seconds, session.hints, attempt_id=session.attempt_id, awards=awards
        )
    return profile.record_tubes_level(
        game.level, moves, seconds, session.hints, attempt_id=session.attempt_id, awards=awards
    )


def note_par(profile: Profile, play: TubesPlay, par: int) -> None:
    """Keep a shipped board's shortest solution (``par`` moves), which the statistics chart
    compares the player's best with; a custom board's is not kept (it is no level or day)."""
    if not play.custom:
        profile.note_shortest(play.board_id, par)


def is_perfect_clear(session: TubesSession, par: int | None) -> bool:
    """A Perfect Clear: the board solved in exactly ``par`` moves (the length of a shortest
    solution, proven by the solver; None while it is not known) with no hint used.

    >>> s = session_of(TubesPlay(Board.parse("aaab bbba - -"), level_number=1))
    >>> for move in ((0, 2), (1, 3), (2, 1), (3, 0)):
    ...     _ = s.play(move)
    >>> is_perfect_clear(s, 4), is_perfect_clear(s, 3), is_perfect_clear(s, None)
    (True, False, False)
    >>> s.use_hint(); is_perfect_clear(s, 4)
    False
    """
    return (
        session.outcome() is not None
        and par is not None
        and len(session.game.moves()) == par
        and session.hints == 0
    )


def new_level_session(n: int) -> TubesSession:
    return Session(new_play({"level": n}), LEVEL_SLOT, record)


def session_of(play: TubesPlay) -> TubesSession:
    """A fresh session for a board the caller generated (off the GUI thread)."""
    return Session(play, play.slot, record)


def upgrade(text: str) -> str:
    """A save of the first format (``{"version": 1, "level": ..}``) as an envelope; an
    envelope is returned as it is. Raises :class:`SaveError` if it is neither."""
    data = strict_json(text)
    if isinstance(data, dict) and "format" in data:
        return text
    if not isinstance(data, dict) or data.get("version") != 1:
        raise SaveError("the save is not a Tubes attempt")
    lvl, day = data.get("level"), data.get("daily")
    identity: Identity = {"daily": day} if day else {"level": lvl}
    try:
        start = Board.parse(data["start"], start=True)
        board = start
        for src, dst in data["moves"]:
            if type(src) is not int or type(dst) is not int:
                raise SaveError("a saved pour is not two tube numbers")
            board = board.pour(src, dst)
    except (KeyError, TypeError, ValueError, BoardError) as error:
        raise SaveError(f"the save's board or moves are not valid ({error})") from None
    play = new_play(identity)
    if play.start != start:
        raise SaveError("the save's start board is not the board of its level")
    return envelope(
        TubesPlay.kind,
        legacy_attempt_id(text),
        identity,
        data["moves"],
        seconds=data.get("seconds"),
        hints=data.get("hints"),
        flags={},
        check=str(board),
    )


def resume_play(profile: Profile, play_identity: Identity) -> Resumed[TubesPlay, Pour, Poured]:
    """Continue the saved attempt of a level or day, if its save is sound (see
    :func:`~.core.resume`); the profile's unlocked level is enforced."""
    slot = BOARD_SLOT if "board" in play_identity else (
        DAILY_SLOT if "daily" in play_identity else LEVEL_SLOT
    )
    unlocked = profile.tubes_unlocked()
    return resume(
        profile,
        slot,
        kind=TubesPlay.kind,
        expect=play_identity,
        new=lambda identity: new_play(identity, unlocked),
        record=record,
        upgrade=upgrade,
    )


def saved_level(profile: Profile) -> int:
    """The level of the unfinished level attempt (0 if none, unreadable or locked)."""
    found = saved(profile, LEVEL_SLOT, upgrade)
    n = found.identity.get("level") if found is not None else None
    if type(n) is not int or not 1 <= n <= profile.tubes_unlocked():
        return 0
    return n


def saved_daily(profile: Profile, today: dt.date | None = None) -> tuple[dt.date, int] | None:
    """The day and the moves so far of the unfinished Daily attempt (None if none,
    unreadable, or its date has closed on ``today``, the clock's by default): the Daily list
    says it is in progress, not "not played"."""
    found = saved(profile, DAILY_SLOT, upgrade)
    if found is None:
        return None
    try:
        day = daily_date(found.identity.get("daily"), utc_today() if today is None else today)
    except SaveError:  # not a date, or closed (DailyClosed)
        return None
    return day, found.moves


@dataclass(frozen=True, slots=True)
class Standing:
    """Where a recorded solve stands (the clear panel's record facts)."""

    best_moves: int
    best_seconds: float
    """The best of the level or day after this solve."""
    mark: Mark
    """The first clear of the level (completion of the day, solve of the board), or fewer
    moves than every earlier solve."""


def standing(rec: TubesLevelResult | TubesDailyResult | BoardResult) -> Standing:
    """The record policy of a Tubes solve: a level's or a board's best is its fewest moves; a
    day's is its fewest moves, then the fastest (:class:`Mark`: first, or a new best)."""
    if isinstance(rec, BoardResult):
        st = rec.stats
        return Standing(st.best_moves, st.best_seconds, Mark.of(rec.first_solve, rec.new_best))
    if isinstance(rec, TubesDailyResult):
        mark = Mark.of(rec.first_completion, rec.new_best)
        return Standing(rec.stats.moves, rec.stats.seconds, mark)
    mark = Mark.of(rec.first_clear, rec.new_best_moves)
    return Standing(rec.stats.best_moves, rec.stats.best_seconds, mark)


@dataclass(frozen=True, slots=True)
class Solve:
    """A solved board's facts, as its clear panel shows them: what the session hands the
    controller, typed (:func:`solve_of`; the record's standing added once it is written)."""

    moves: int
    seconds: float
    hints: int
    par: int
    """The shortest solution's length; -1 while the solver works it out."""
    perfect: bool
    """A Perfect Clear (:func:`is_perfect_clear`)."""
    recorded: bool = True
    """False while the record waits for the disk (the panel says it is not saved yet)."""
    standing: Standing | None = None
    """Where the record stands; None before it is written (or when none is kept)."""

    def with_par(self, session: TubesSession, par: int) -> Solve:
        """The same solve once the solver has proven the shortest length ``par``."""
        return replace(self, par=par, perfect=is_perfect_clear(session, par))

    def with_record(self, rec: TubesLevelResult | TubesDailyResult | BoardResult) -> Solve:
        """The same solve, its record written (:func:`standing`)."""
        return replace(self, recorded=True, standing=standing(rec))

    @property
    def best(self) -> Standing:
        """Where the solve stands: its record's standing, or until that is written (or when
        none is kept) the solve itself as the best, neither first nor new."""
        return self.standing or Standing(self.moves, self.seconds, Mark())

    def shown(self) -> dict[str, Any]:
        """The facts by name, for QML and the tests (the panel's words come beside them)."""
        best = self.best
        return {
            "moves": self.moves,
            "seconds": self.seconds,
            "hints": self.hints,
            "par": self.par,
            "perfect": self.perfect,
            "recorded": self.recorded,
            "bestMoves": best.best_moves,
            "bestSeconds": best.best_seconds,
            "first": best.mark.first,
            "newBest": best.mark.new_best,
        }


def solve_of(session: TubesSession, par: int | None) -> Solve:
    """The facts of the solved ``session`` (``par``: the shortest length, None if not yet
    known), before its record is written."""
    return Solve(
        moves=len(session.game.moves()),
        seconds=session.seconds(),
        hints=session.hints,
        par=par if par is not None else -1,
        perfect=is_perfect_clear(session, par),
    )


def conclude(profile: Profile, session: TubesSession, par: int | None) -> Concluded[Solve]:
    """The board is solved: its record written now (a level's, a day's or a board's, with
    its save cleared in the same transaction) and the clear panel's facts decided here for
    the controller. A record the disk refuses waits; the solved board's save is kept meanwhile
    (if the disk takes that); a result the profile refuses for good (a locked level) keeps no
    record."""
    solve = solve_of(session, par)
    recording = session.record_now(profile)
    if recording.failed is not None:
        solve = replace(solve, recorded=False)
        with suppress(ProfileError):
            session.save(profile)
    if recording.record is not None:
        solve = solve.with_record(recording.record)
    return Concluded.of(solve, session.earned, recording)
