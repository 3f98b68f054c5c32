"""Bowls in the session layer: :class:`BowlsPlay` fits :mod:`pebblepour.bowls.attempts` to the
:class:`~.core.Game` interface; the record policy and the saves of the three modes.

>>> s = new_endless_session(7)
>>> bowl = s.game.legal_moves()[0]
>>> _ = s.play(bowl)
>>> s.refusal(99)
<Refusal.NO_SUCH_BOWL: 'no_such_bowl'>
>>> again = load_session(s.save_text(), s.game.identity())
>>> again.game.attempt == s.game.attempt, again.attempt_id == s.attempt_id
(True, True)
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Final

from pebblepour.board_id import BowlsBoard, BowlsDaily, BowlsPuzzle, format_id
from pebblepour.bowls.attempts import (
    Attempt,
    AttemptDataError,
    AttemptOverError,
    DailyAttempt,
    EndlessAttempt,
    Goal,
    Mode,
    PuzzleAttempt,
    Reason,
    State,
)
from pebblepour.bowls.position import NUM_BOWLS, Position, PositionError, Refusal
from pebblepour.bowls.puzzles import Puzzle, shipped_puzzle
from pebblepour.bowls.rules import IllegalMoveError, MoveResult
from pebblepour.profile.clock import utc_today
from pebblepour.profile.profile import Awards, Profile
from pebblepour.profile.records import (
    BoardResult,
    BowlsAttemptResult,
    BowlsPuzzleResult,
    is_new_best,
)
from pebblepour.session.core import (
    MAX_MOVES,
    Concluded,
    DailyClosed,
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
    legacy_attempt_id,
    load,
    names,
    resume,
    saved,
    saved_board,
    strict_json,
    whole,
)

PUZZLE_SLOT = "bowls:puzzle"
ENDLESS_SLOT = "bowls:endless"
DAILY_SLOT = "bowls:daily"
BOARD_SLOT = "bowls:board"
SLOTS = {Mode.PUZZLE: PUZZLE_SLOT, Mode.ENDLESS: ENDLESS_SLOT, Mode.DAILY: DAILY_SLOT}


class BowlsPlay:
    """One Bowls attempt (any mode) as a :class:`~.core.Game`; ``puzzle`` is its number. A
    board played by its ID (``custom``: typed, pasted or shared, :mod:`pebblepour.board_id`)
    is played as a puzzle without a number and recorded under :attr:`board_id`."""

    kind: ClassVar[str] = "bowls"

    def __init__(
        self, attempt: Attempt, puzzle: int = 0, shortest: int = 0, *, custom: bool = False
    ) -> None:
        if (puzzle > 0 or custom) != (attempt.mode is Mode.PUZZLE) or (puzzle > 0 and custom):
            raise ValueError("a puzzle attempt needs its puzzle number or a board, and only it")
        self.attempt = attempt
        self.puzzle = puzzle
        self.custom = custom
        self.shortest = shortest
        """The shortest solution length (0: not known, or not a puzzle or a board)."""

    @property
    def board_id(self) -> str:
        """The board's ID (:mod:`pebblepour.board_id`; "" for Endless, dealt anew)."""
        a = self.attempt
        if isinstance(a, PuzzleAttempt):
            if self.custom:
                return format_id(BowlsBoard(a.start, a.goal, a.limit))
            return format_id(BowlsPuzzle(self.puzzle))
        return format_id(BowlsDaily(a.date)) if isinstance(a, DailyAttempt) else ""


    @classmethod
    def of_puzzle(cls, puzzle: Puzzle) -> BowlsPlay:
        """A fresh attempt at ``puzzle`` of the pack (:func:`new_play`)."""
        return new_play(puzzle_identity(puzzle), lambda n: puzzle if n == puzzle.id else None)

    @property
    def slot(self) -> str:
        return BOARD_SLOT if self.custom else SLOTS[self.attempt.mode]

    def identity(self) -> Identity:
        a = self.attempt
        if self.custom:
            return board_identity(self.board_id)
        if isinstance(a, PuzzleAttempt):
            return {
                "mode": "puzzle",
                "puzzle": self.puzzle,
                "start": str(a.start),
                "goal": str(a.goal),
                "limit": a.limit,
            }
        if isinstance(a, DailyAttempt):
            return {"mode": "daily", "date": a.date.isoformat()}
        assert isinstance(a, EndlessAttempt)
        return {"mode": "endless", "seed": a.seed}

    def refusal(self, move: int | None = None) -> Refusal | None:
        """The attempt's own reason (``bowls.position.Refusal``) why ``move``, or with none
        named any move, cannot be played now; or None."""
        return self.attempt.closed() if move is None else self.attempt.refusal(move)

    def legal_moves(self) -> list[int]:
        return self.attempt.legal_sources()

    def play(self, move: int) -> MoveResult:
        """Sow from ``move``, checked once by the rules; :class:`NotAMove` if it is not one."""
        try:
            return self.attempt.play(move)
        except (IllegalMoveError, AttemptOverError) as error:
            raise NotAMove(error.reason) from error

    def undo(self) -> None:
        self.attempt.undo()

    def can_undo(self) -> bool:
        return self.attempt.can_undo

    def outcome(self) -> Outcome | None:
        status = self.attempt.status
        if not status.is_over:
            return None
        assert status.reason is not None
        return Outcome(status.state is State.WON, status.reason)

    def moves(self) -> list[int]:
        return self.attempt.moves

    def encode(self, move: int) -> Any:
        return move

    def decode(self, data: Any) -> int:
        if type(data) is not int or not 0 <= data < NUM_BOWLS:
            raise SaveError(f"a saved move is not a bowl number 0..{NUM_BOWLS - 1}")
        return data

    def check(self) -> str:
        a = self.attempt
        return f"{a.position} | {a.score} | {a.moves_used}"

    def flags(self) -> dict[str, bool]:
        a = self.attempt
        return {"practice": a.practice, "ended": a.status.reason is Reason.ENDED}

    def restore_flags(self, flags: Mapping[str, Any]) -> None:
        practice, ended = flags.get("practice"), flags.get("ended")
        if set(flags) != {"practice", "ended"} or type(practice) is not bool:
            raise SaveError("the save's practice mark is missing")
        if type(ended) is not bool:
            raise SaveError("the save's end mark is missing")
        a = self.attempt
        if practice and a.mode is Mode.PUZZLE:
            raise SaveError("the save marks a puzzle as practice")
        if practice and not a.practice:
            a.mark_practice()
        if ended:
            a.end()

    def fresh(self) -> BowlsPlay:
        """A new attempt at the same start (*Play again*: the same puzzle or Daily), built by
        :func:`new_play` from this attempt's identity; never practice."""
        fresh = new_play(self.identity(), record_events=self.attempt.record_events).attempt
        return BowlsPlay(fresh, self.puzzle, self.shortest, custom=self.custom)

    def restarted(self) -> BowlsPlay:
        """The same start again (see :meth:`.core.Session.restart`): :meth:`fresh`, but an
        Endless or Daily attempt that was practice stays practice (a restart is not a new
        attempt)."""
        again = self.fresh()
        if self.attempt.practice:
            again.attempt.mark_practice()
        return again

    def end(self) -> None:
        """The player ends an Endless or Daily attempt here: its score stands and is
        recorded (SPEC 1.9). A puzzle is never ended, only solved or failed; an attempt that
        is over already stays as it is."""
        a = self.attempt
        if a.mode is Mode.PUZZLE:
            raise ValueError("a puzzle attempt cannot be ended")
        if not a.status.is_over:
            a.end()

    # ---- what the record policy decides ---------------------------------------------

    def is_final(self) -> bool:
        """True once the result is final (a solved puzzle; an Endless/Daily attempt ended
        by the player or recorded): no undo any more."""
        a = self.attempt
        if a.status.reason is Reason.ENDED:
            return True
        return a.mode is Mode.PUZZLE and a.status.state is State.WON

    def records_something(self) -> bool:
        """True if this ended attempt goes into the records: a solved puzzle, any ended
        Endless or Daily attempt (practice ones are counted, never as a best)."""
        a = self.attempt
        if not a.status.is_over:
            return False
        return a.mode is not Mode.PUZZLE or a.status.state is State.WON


BowlsSession = Session[BowlsPlay, int, MoveResult]


# ---------------------------------------------------------------------------- the pack


def _pack_puzzle(pack: Callable[[int], Puzzle | None], identity: Identity) -> Puzzle:
    n = identity.get("puzzle")
    puzzle = pack(n) if type(n) is int else None
    if puzzle is None:
        raise SaveError(f"the save names puzzle {str(n)[:12]}, which is not in the pack")
    if (
        identity.get("start") != str(puzzle.start)
        or identity.get("goal") != str(puzzle.goal)
        or identity.get("limit") != puzzle.limit
    ):
        raise SaveError(f"the save's start or goal is not that of puzzle {puzzle.id}")
    return puzzle


def puzzle_identity(puzzle: Puzzle) -> Identity:
    """The identity of an attempt at ``puzzle`` of the pack."""
    return {
        "mode": "puzzle",
        "puzzle": puzzle.id,
        "start": str(puzzle.start),
        "goal": str(puzzle.goal),
        "limit": puzzle.limit,
    }


def endless_identity(seed: int) -> Identity:
    """The identity of the Endless attempt of ``seed``."""
    return {"mode": "endless", "seed": seed}


def board_identity(board_id: str) -> Identity:
    """The identity of an attempt at a board played by its ID (its canonical ID)."""
    return {"mode": "board", "board": board_id}


def daily_identity(day: dt.date) -> Identity:
    """The identity of the Daily attempt of the UTC date ``day``."""
    return {"mode": "daily", "date": day.isoformat()}


MAX_PUZZLE: Final = 1000
"""Puzzle numbers a save may name (the pack's are 1..n, n well below this)."""


def new_play(
    identity: Identity,
    pack: Callable[[int], Puzzle | None] | None = None,
    *,
    record_events: bool = True,
) -> BowlsPlay:
    """The one factory of Bowls attempts: the attempt ``identity`` names, at its start. A new
    attempt, a restart, a loaded save and an upgraded first-format save are all built here.

    With ``pack``, a puzzle must be the pack's exactly (its start, goal and limit) and keeps
    the pack's shortest solution length; without one, the identity's own start, goal and
    limit are taken (a restart of an attempt built here already; a first-format save being
    upgraded, which :func:`load_session` then checks against the pack).
    Raises :class:`SaveError`."""
    mode = identity.get("mode")
    keys = set(identity)
    try:
        if mode == "puzzle" and keys == {"mode", "puzzle", "start", "goal", "limit"}:
            if pack is not None:
                puzzle = _pack_puzzle(pack, identity)
                attempt = puzzle.attempt(record_events=record_events)
                return BowlsPlay(attempt, puzzle.id, puzzle.shortest)
            number = whole(identity, "puzzle", 1, MAX_PUZZLE)
            start, goal = identity["start"], identity["goal"]
            if not isinstance(start, str) or not isinstance(goal, str):
                raise SaveError("the save's start or goal is not text")
            limit = whole(identity, "limit", 1, 1000)
            attempt = PuzzleAttempt(
                Position.parse(start), Goal.parse(goal), limit, record_events=record_events
            )
            return BowlsPlay(attempt, number)
        if mode == "endless" and keys == {"mode", "seed"}:
            seed = identity["seed"]
            if type(seed) is not int:
                raise SaveError("the save's seed is not a whole number")
            return BowlsPlay(EndlessAttempt(seed, record_events=record_events))
        if mode == "board" and keys == {"mode", "board"}:
            named = saved_board(identity["board"], BowlsBoard)
            attempt = PuzzleAttempt(
                named.position, named.goal, named.limit, record_events=record_events
            )
            return BowlsPlay(attempt, custom=True)
        if mode == "daily" and keys == {"mode", "date"}:
            text = identity["date"]
            if not isinstance(text, str) or len(text) != 10:
                raise SaveError("the save's date is not a date")
            return BowlsPlay(DailyAttempt(text, record_events=record_events))
    except (AttemptDataError, PositionError) as error:
        raise SaveError(f"the save's start is not valid ({error})") from None
    raise SaveError("the save does not name a puzzle, an Endless seed or a Daily date")


def new_session(
    identity: Identity, pack: Callable[[int], Puzzle | None] | None = None
) -> BowlsSession:
    """A fresh session of the attempt ``identity`` names (:func:`new_play`)."""
    return session_of(new_play(identity, pack))


# ---------------------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class BestSoFar:
    """What the result panel says about records before the result is written."""

    best: int | None
    """The best valid score to compare with (for Daily: of the same date)."""
    mark: Mark
    """The first valid score with points, or one that beats every earlier one (a practice
    attempt is neither)."""


def best_valid(profile: Profile, play: BowlsPlay) -> int | None:
    """The best valid score to compare an Endless or Daily attempt with (for Daily: of the
    same date); None while there is none (0 points is no record)."""
    a = play.attempt
    if isinstance(a, DailyAttempt):
        rec = profile.bowls_daily_best().get(a.date)
        previous = rec.score if rec else None
    else:
        previous = profile.bowls_endless_best()
    return previous or None


def best_so_far(profile: Profile, play: BowlsPlay) -> BestSoFar:
    """What the result panel of an ended Endless or Daily attempt says (:func:`is_new_best`)."""
    a = play.attempt
    previous = best_valid(profile, play)
    beats = is_new_best(a.score, previous, a.practice)
    return BestSoFar(a.score if beats else previous, Mark.of(previous is None and beats, beats))


@dataclass(frozen=True, slots=True)
class PuzzleStanding:
    """Where a recorded puzzle solve stands (the result panel's record facts)."""

    best_moves: int
    best_score: int
    mark: Mark
    """The first solve, or fewer moves or more points than every earlier solve."""


def puzzle_standing(rec: BowlsPuzzleResult | BoardResult) -> PuzzleStanding:
    """The record policy of a puzzle solve (SPEC 1.9): its best is the fewest moves and,
    separately, the most points; improving either is a new best. A board played by its ID
    keeps its best run (fewest moves, then most points). The first solve is first
    (:class:`Mark`)."""
    if isinstance(rec, BoardResult):
        improved = rec.new_best
    else:
        improved = rec.new_best_moves or rec.new_best_score
    mark = Mark.of(rec.first_solve, improved)
    return PuzzleStanding(rec.stats.best_moves, rec.stats.best_score, mark)


@dataclass(frozen=True, slots=True)
class Ending:
    """An ended attempt's facts, as its result panel shows them: what the session hands the
    controller, typed (built by the controller when the attempt ends; the record's facts
    are added once they are known)."""

    won: bool
    mode: Mode
    score: int
    moves: int
    practice: bool
    hints: int
    can_undo: bool
    """Undo is still offered (a failed puzzle; an Endless or Daily attempt not yet final)."""
    recorded: bool = True
    """False while a solved puzzle's record waits for the disk (or a solve kept none)."""
    standing: PuzzleStanding | None = None
    """A solved puzzle's or board's record, once written."""
    shortest: int = 0
    """The play's shortest solution (the pack's, or the proof's for a board; 0: none)."""
    best: BestSoFar | None = None
    """An Endless or Daily attempt: the best valid score, and whether this one beats it."""

    @property
    def mark(self) -> Mark:
        """The record's :class:`Mark` (none before it is known)."""
        if self.standing is not None:
            return self.standing.mark
        return self.best.mark if self.best is not None else Mark()

    def with_record(self, rec: BowlsPuzzleResult | BoardResult, shortest: int) -> Ending:
        """The same ending, its puzzle record written (:func:`puzzle_standing`)."""
        return replace(self, recorded=True, standing=puzzle_standing(rec), shortest=shortest)

    def final(self) -> Ending:
        """The same ending once its result is recorded for good: no undo any more."""
        return replace(self, can_undo=False)

    def shown(self) -> dict[str, Any]:
        """The facts by name, for QML and the tests."""
        facts: dict[str, Any] = {
            "won": self.won,
            "mode": self.mode.value,
            "score": self.score,
            "moves": self.moves,
            "practice": self.practice,
            "hints": self.hints,
            "first": self.mark.first,
            "newBest": self.mark.new_best,
            "canUndo": self.can_undo,
            "recorded": self.recorded,
        }
        if self.standing is not None:
            facts.update(bestMoves=self.standing.best_moves, bestScore=self.standing.best_score,
                         shortest=self.shortest)
        if self.best is not None:
            facts["bestValid"] = self.best.best
        return facts


def conclude(profile: Profile, session: BowlsSession) -> Concluded[Ending]:
    """The attempt is over: what its result panel shows, decided here for the controller.

    A solved puzzle or board is recorded now (its record's standing added); a failed one
    records nothing and keeps undo. An ended Endless or Daily attempt is recorded when the
    player leaves it (:func:`finalize`; until then undo may still turn it into practice):
    its panel says now how it stands against the best valid score and what it would earn.
    """
    from pebblepour.session.achievements import foreseen  # they know both games' sessions

    play = session.game
    a = play.attempt
    won = a.status.state is State.WON
    end = Ending(won=won, mode=a.mode, score=a.score, moves=a.moves_used,
                 practice=a.practice, hints=session.hints, can_undo=False)
    if isinstance(a, PuzzleAttempt):
        if not won:
            return Concluded(replace(end, can_undo=a.can_undo), [])
        recording = session.record_now(profile)
        if recording.record is None:
            return Concluded.of(replace(end, recorded=False), [], recording)
        return Concluded.of(end.with_record(recording.record, play.shortest), session.earned,
                            recording)
    failed: ProfileError | None = None
    try:
        best = best_so_far(profile, play)
    except ProfileError as error:
        best, failed = BestSoFar(None, Mark()), error
    end = replace(end, best=best, can_undo=a.can_undo and a.status.reason is not Reason.ENDED)
    return Concluded(end, foreseen(profile, play), failed=failed)


def finalize(
    profile: Profile, session: BowlsSession, shown: Ending | None
) -> Concluded[Ending | None]:
    """The player leaves an ended Endless or Daily attempt (or a solved puzzle whose record
    waited): its record is written now, and its result, ``shown`` on the panel, is final
    (undo is closed)."""
    recording = session.record_now(profile)
    end = shown
    if end is not None and recording.record is not None:
        end = written(end, recording.record, play_shortest=session.game.shortest)
    return Concluded.of(end, session.earned, recording)


def written(shown: Ending, rec: Any, *, play_shortest: int) -> Ending:
    """The panel's result once its record, which had waited, is written: a puzzle's
    standing, or an Endless or Daily result made final."""
    if isinstance(rec, BowlsPuzzleResult | BoardResult):
        return shown.with_record(rec, play_shortest)
    return shown.final()


def record(
    profile: Profile, session: BowlsSession, awards: Awards | None = None
) -> BowlsPuzzleResult | BoardResult | BowlsAttemptResult:
    """Record an ended attempt and clear its save (one transaction, keyed by its id).

    A solved puzzle sets its records; an ended Endless/Daily attempt is recorded and ended
    for good (no undo afterwards). A failed puzzle records nothing."""
    play = session.game
    a = play.attempt
    if not play.records_something():
        raise ValueError("only a solved puzzle or an ended Endless/Daily attempt is recorded")
    attempt_id = session.attempt_id
    result: BowlsPuzzleResult | BoardResult | BowlsAttemptResult
    if isinstance(a, PuzzleAttempt) and play.custom:
        result = profile.record_board(
            play.board_id, a.moves_used, session.seconds(), a.score,
            attempt_id=attempt_id, awards=awards,
        )
    elif isinstance(a, PuzzleAttempt):
        result = profile.record_bowls_puzzle(
            play.puzzle, a.moves_used, a.score, attempt_id=attempt_id, awards=awards
        )
    elif isinstance(a, DailyAttempt):
        result = profile.record_bowls_daily(
            a.date, a.score, a.moves_used, a.practice, attempt_id=attempt_id, awards=awards
        )
    else:
        result = profile.record_bowls_endless(
            a.score, a.moves_used, a.practice, attempt_id=attempt_id, awards=awards
        )
    if not isinstance(a, PuzzleAttempt):
        a.end()  # recorded: the result is final, no undo any more
    return result


# ---------------------------------------------------------------------------- sessions


def session_of(play: BowlsPlay) -> BowlsSession:
    return Session(play, play.slot, record)


def new_endless_session(seed: int) -> BowlsSession:
    return new_session(endless_identity(seed))


def _no_pack(n: int) -> Puzzle | None:
    return None


def slot_of(identity: Identity) -> str:
    """The profile slot that keeps the attempt ``identity`` names (a board played by its ID:
    ``{"board": id}``, with or without its mode; else by its mode)."""
    return BOARD_SLOT if "board" in identity else SLOTS[Mode(identity["mode"])]


def load_session(
    text: str, expect: Identity, pack: Callable[[int], Puzzle | None] = _no_pack
) -> BowlsSession:
    """Validate and replay a Bowls save of the attempt ``expect`` (see :func:`~.core.load`)."""
    return load(
        text,
        kind=BowlsPlay.kind,
        expect=expect,
        new=lambda identity: new_play(identity, pack),
        slot=slot_of(expect),
        record=record,
    )


FIRST_FORMAT: Final = "pebblepour.bowls.attempt"
"""The ``format`` of the engine's own attempt JSON, which a first-format save wraps."""


def _first_format_field(data: Mapping[str, Any], key: str, kind: type) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"the save's attempt is not valid (its {key!r} is missing or wrong)")
    return value


def upgrade(text: str) -> str:
    """A save of the first format as an envelope; an envelope is returned as it is.

    The first format (written until the session layer came) wrapped the engine's own JSON::

        {"version": 1, "puzzle": 3, "attempt": "{\"format\": \"pebblepour.bowls.attempt\",
         \"version\": 1, \"mode\": \"puzzle\", \"start\": ..., \"goal\": ..., \"limit\": ..,
         \"moves\": [...], \"practice\": false, \"ended\": false, \"check\": {\"position\": ..,
         \"score\": .., \"moves_used\": .., \"status\": \"playing\"}}"}

    (``seed`` instead of start, goal and limit for Endless, ``date`` for the Daily). It is
    checked as it was then: every move replayed by the engine (built by :func:`new_play`)
    and the stored check reproduced, status included. Raises :class:`SaveError`."""
    data = strict_json(text)
    if isinstance(data, dict) and "format" in data:
        return text
    if not isinstance(data, dict) or data.get("version") != 1 or "attempt" not in data:
        raise SaveError("the save is not a Bowls attempt")
    inner = data["attempt"]
    number = data.get("puzzle", 0)
    if not isinstance(inner, str) or type(number) is not int or not 0 <= number <= MAX_PUZZLE:
        raise SaveError("the save is not a Bowls attempt")
    old = strict_json(inner)
    if not isinstance(old, dict) or old.get("format") != FIRST_FORMAT:
        raise SaveError("the save's attempt is not valid (not a Bowls attempt save)")
    if _first_format_field(old, "version", int) != 1:
        raise SaveError("the save's attempt is not valid (unsupported save version)")
    mode = _first_format_field(old, "mode", str)
    moves = _first_format_field(old, "moves", list)
    practice = _first_format_field(old, "practice", bool)
    ended = _first_format_field(old, "ended", bool)
    check = _first_format_field(old, "check", dict)
    if len(moves) > MAX_MOVES:
        raise SaveError("the save's attempt is not valid (too many moves)")
    identity: Identity
    if mode == Mode.PUZZLE:
        identity = {"mode": "puzzle", "puzzle": number}
        identity.update({k: old.get(k) for k in ("start", "goal", "limit")})
    elif mode == Mode.ENDLESS:
        identity = endless_identity(_first_format_field(old, "seed", int))
    elif mode == Mode.DAILY:
        identity = {"mode": "daily", "date": _first_format_field(old, "date", str)}
    else:
        raise SaveError(f"the save's attempt is not valid (unknown mode {mode[:20]!r})")
    play = new_play(identity, record_events=False)
    a = play.attempt
    for k, move in enumerate(moves):
        if type(move) is not int:
            raise SaveError(f"the save's attempt is not valid (move {k} is not a bowl number)")
        if a.status.is_over:
            raise SaveError(f"the save's attempt is not valid (move {k} comes after the end)")
        try:
            a.play(move)
        except (IllegalMoveError, AttemptOverError) as error:
            raise SaveError(f"the save's attempt is not valid ({error})") from None
    play.restore_flags({"practice": practice, "ended": ended})
    expected = {
        "position": str(a.position),
        "score": a.score,
        "moves_used": a.moves_used,
        "status": a.status.state.value,
    }
    if check != expected:
        raise SaveError("the save's attempt is not valid (its check is not its moves' result)")
    return envelope(
        BowlsPlay.kind,
        legacy_attempt_id(text),
        play.identity(),
        play.moves(),
        seconds=0,
        hints=0,
        flags=play.flags(),
        check=play.check(),
    )


def resume_play(
    profile: Profile,
    want: Identity,
    pack: Callable[[int], Puzzle | None] = shipped_puzzle,
    today: dt.date | None = None,
) -> Resumed[BowlsPlay, int, MoveResult]:
    """Continue the saved attempt ``want`` names (:func:`~.core.names`) if its save is sound
    (:func:`~.core.resume`), as Tubes' ``resume_play`` does: ``{"board": id}`` the board
    played by that ID; ``{"mode": "puzzle", "puzzle": n}`` puzzle n, only if its start, goal
    and limit are the pack's (checked by :func:`new_play`, or the save is refused);
    ``{"mode": "endless"}`` whatever seed it was; ``{"mode": "daily"}`` (with ``"date"``:
    only that day's) while that Daily is open on ``today`` (default: the clock's;
    :func:`~.core.daily_date`): a closed one is not continued (nor recorded)."""
    slot = slot_of(want)
    puzzle = want.get("puzzle")
    if slot == PUZZLE_SLOT and (type(puzzle) is not int or pack(puzzle) is None):
        return Resumed(None)
    on = utc_today() if today is None else today
    expect = lambda identity: names(want, identity) and _still_open(identity, on)  # noqa: E731
    return resume(
        profile,
        slot,
        kind=BowlsPlay.kind,
        expect=expect,
        new=lambda identity: new_play(identity, pack),
        record=record,
        upgrade=upgrade,
    )


def _still_open(identity: Identity, today: dt.date) -> bool:
    """False for a Daily whose date has closed on ``today``; anything else (a date that is
    not one is a damaged save, reported when it is loaded) is True."""
    if identity.get("mode") != Mode.DAILY.value:
        return True
    try:
        daily_date(identity.get("date"), today)
    except DailyClosed:
        return False
    except SaveError:
        pass  # not a date: the load reports the damage
    return True


def saved_identity(profile: Profile, slot: str) -> Identity | None:
    """The identity of the attempt saved in ``slot`` (None if none or unreadable)."""
    found = saved(profile, slot, upgrade)
    return found.identity if found is not None else None


def saved_daily(profile: Profile, today: dt.date | None = None) -> tuple[dt.date, int] | None:
    """The date and the moves played of the unfinished Daily attempt (None if there is none,
    it is unreadable or its date has closed on ``today``, the clock's by default): Home and
    the Daily list say it is in progress."""
    found = saved(profile, DAILY_SLOT, upgrade)
    if found is None or found.identity.get("mode") != Mode.DAILY.value:
        return None
    try:
        day = daily_date(found.identity.get("date"), utc_today() if today is None else today)
    except SaveError:  # not a date, or closed (DailyClosed)
        return None
    return day, found.moves


def to_continue(
    profile: Profile, pack: Callable[[int], Puzzle | None], today: dt.date | None = None
) -> tuple[Mode, int] | None:
    """The unfinished attempt Home offers to continue, and its puzzle number (0 for Endless
    and the Daily): Endless first, then the Daily, then a puzzle. Only a save that names its
    game counts, a puzzle only if the pack has it, a Daily only while its date is open on
    ``today`` (default: the clock's). A damaged save is reported when it is played, not
    here."""
    day = utc_today() if today is None else today
    unfinished = set(profile.unfinished_modes())
    for mode in (Mode.ENDLESS, Mode.DAILY, Mode.PUZZLE):
        if SLOTS[mode] not in unfinished:
            continue
        identity = saved_identity(profile, SLOTS[mode]) or {}
        if identity.get("mode") != mode.value or not _still_open(identity, day):
            continue
        if mode is not Mode.PUZZLE:
            return mode, 0
        n = identity.get("puzzle")
        if type(n) is int and pack(n) is not None:
            return mode, n
    return None
