"""Board IDs: one line of text that names a board of either game, to share and to play.

* Tubes: ``tubes:`` and the tubes, comma-separated (spaces are accepted too), each bottom to
  top in the SPEC 3.3 letters, ``-`` an empty tube: ``tubes:abca,bcab,cabc,-,-``. Any
  position of play (colours + 2 tubes, four units of each colour).
* Bowls: ``bowls:`` the 12 bowls comma-separated (SPEC 3.1 words, ``.`` empty, ``@F``,
  ``@R``, ``@V``), then ``:`` the goal and ``:`` the move limit:
  ``bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3``. Goals: ``clear_colour-g``,
  ``collect-b-3`` (colour, amount), ``score-30``, ``combo-2``, ``at_most-3``,
  ``clear_board``.
* Short forms for the boards the game ships: ``tubes:level:37``, ``tubes:daily:2026-12-01``,
  ``bowls:puzzle:12``, ``bowls:daily:2026-12-01``.

:func:`parse` reads an ID into one of six typed values and raises :class:`BoardIdError`
with one sentence naming what is wrong; :func:`format_id` writes the canonical ID back.
Qt-free; the engines decide what a valid board is.

>>> parse("tubes:abca,bcab,cabc,-,-")
TubesBoard(board=Board(tubes=((0, 1, 2, 0), (1, 2, 0, 1), (2, 0, 1, 2), (), ())))
>>> format_id(parse("  TUBES:level:7 "))
'tubes:level:7'
>>> b = parse("bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3")
>>> str(b.goal), b.limit, format_id(b)
('clear_colour g', 3, 'bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3')
"""

from __future__ import annotations

import datetime as dt
import enum
import re
import threading
import unicodedata
from dataclasses import dataclass

from pebblepour.bowls.attempts import AttemptDataError, Goal
from pebblepour.bowls.position import NUM_BOWLS, Position, PositionError
from pebblepour.bowls.puzzles import PACK_SIZE
from pebblepour.bowls.solver import SearchLimitError
from pebblepour.bowls.solver import solve as solve_bowls
from pebblepour.tubes.board import Board, BoardError
from pebblepour.tubes.levels import LEVEL_COUNT
from pebblepour.tubes.solver import Status, solve, solve_optimal

__all__ = [
    "MAX_LENGTH",
    "MAX_LIMIT",
    "PROVE_STATES",
    "BoardId",
    "BoardIdError",
    "BowlsBoard",
    "BowlsDaily",
    "BowlsPuzzle",
    "Problem",
    "Proof",
    "TubesBoard",
    "TubesDaily",
    "TubesLevel",
    "format_id",
    "parse",
    "prove",
]

MAX_LIMIT = 30
"""The longest move limit a custom Bowls board may set (the pack's puzzles need at most 12)."""
MAX_LENGTH = 2000
"""The longest text read as an ID (the longest board's ID is about 160 characters; the
profile keeps IDs of up to this length)."""
_NUMBER = re.compile(r"[0-9]{1,4}")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


class Problem(enum.Enum):
    """What is wrong with an ID, for a sentence in the player's language (the message of
    :class:`BoardIdError` is English, for the command line)."""

    NOT_AN_ID = "not_an_id"
    LEVEL = "level"
    PUZZLE = "puzzle"
    DATE = "date"
    TUBES = "tubes"
    """The tubes do not make a board (units per colour, tubes per colour, letters)."""
    SHAPE = "shape"
    """A whole Bowls board that is not bowls, goal and limit."""
    RING = "ring"
    """Not 12 bowls."""
    BOWLS = "bowls"
    """A bowl that cannot be (too many stones, a bad letter or modifier)."""
    GOAL = "goal"
    LIMIT = "limit"
    CHARACTER = "character"
    """A character no ID holds (an en dash, a look-alike letter from another alphabet, a
    control character): :attr:`BoardIdError.character` names it."""
    LENGTH = "length"
    """Longer than :data:`MAX_LENGTH`: no board's ID is that long."""


class BoardIdError(ValueError):
    """A board ID that names no board; the message is one sentence saying why, ``problem``
    what kind of mistake it is (``character``: the character, for :attr:`Problem.CHARACTER`)."""

    def __init__(self, message: str, problem: Problem, character: str = "") -> None:
        super().__init__(message)
        self.problem = problem
        self.character = character


@dataclass(frozen=True, slots=True)
class TubesBoard:
    board: Board


@dataclass(frozen=True, slots=True)
class TubesLevel:
    number: int


@dataclass(frozen=True, slots=True)
class TubesDaily:
    day: dt.date


@dataclass(frozen=True, slots=True)
class BowlsBoard:
    position: Position
    goal: Goal
    limit: int


@dataclass(frozen=True, slots=True)
class BowlsPuzzle:
    number: int


@dataclass(frozen=True, slots=True)
class BowlsDaily:
    day: dt.date


BoardId = TubesBoard | TubesLevel | TubesDaily | BowlsBoard | BowlsPuzzle | BowlsDaily


def _number(text: str, what: str, last: int, problem: Problem) -> int:
    if not _NUMBER.fullmatch(text) or not 1 <= int(text) <= last:
        raise BoardIdError(f"{what} must be a number from 1 to {last}, not {text!r}.", problem)
    return int(text)


def _day(text: str) -> dt.date:
    try:
        if not _DATE.fullmatch(text):
            raise ValueError
        return dt.date.fromisoformat(text)
    except ValueError:
        raise BoardIdError(f"{text!r} is not a date written YYYY-MM-DD.", Problem.DATE) from None


def _clause(error: Exception) -> str:
    """An engine's error as the end of one sentence (it follows a colon)."""
    text = " ".join(str(error).split())
    return text.rstrip(".")


def _tubes(body: str) -> BoardId:
    if body.startswith("level:"):
        return TubesLevel(_number(body[6:], "A level", LEVEL_COUNT, Problem.LEVEL))
    if body.startswith("daily:"):
        return TubesDaily(_day(body[6:]))
    tubes = [t for t in re.split(r"[,\s]+", body) if t]
    if not tubes:
        raise BoardIdError(
            "A tubes: ID needs its tubes, e.g. tubes:abca,bcab,cabc,-,-.", Problem.TUBES
        )
    try:
        return TubesBoard(Board.parse(" ".join(tubes)))
    except BoardError as e:
        raise BoardIdError(f"Tubes board: {_clause(e)}.", Problem.TUBES) from None


def _goal(text: str) -> Goal:
    parts = text.split("-")
    try:
        return Goal.parse(" ".join(parts))
    except AttemptDataError as e:
        raise BoardIdError(
            f"Goal {text!r}: {_clause(e)}; goals are clear_colour-g, "
            "collect-b-3, score-30, combo-2, at_most-3 or clear_board.",
            Problem.GOAL,
        ) from None


def _bowls(body: str) -> BoardId:
    if body.startswith("puzzle:"):
        return BowlsPuzzle(_number(body[7:], "A puzzle", PACK_SIZE, Problem.PUZZLE))
    if body.startswith("daily:"):
        return BowlsDaily(_day(body[6:]))
    parts = body.split(":")
    if len(parts) != 3:
        raise BoardIdError(
            "A bowls: ID is the 12 bowls, the goal and the move limit, separated by ':', "
            "e.g. bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3.",
            Problem.SHAPE,
        )
    ring, goal_text, limit_text = (p.strip() for p in parts)
    bowls = [b.strip() for b in ring.split(",")]
    if len(bowls) != NUM_BOWLS:
        raise BoardIdError(
            f"A ring has {NUM_BOWLS} bowls separated by commas, not {len(bowls)}.", Problem.RING
        )
    try:
        position = Position.parse(" ".join(bowls))
    except PositionError as e:
        raise BoardIdError(f"Bowls board: {_clause(e)}.", Problem.BOWLS) from None
    goal = _goal(goal_text)
    limit = _number(limit_text, "The move limit", MAX_LIMIT, Problem.LIMIT)
    return BowlsBoard(position, goal, limit)


_UNSEEN = {"Cf"}
"""The Unicode categories left out of a pasted ID: format characters draw nothing (a
zero-width space or joiner, a byte order mark, a direction mark, embedding or isolate, a
soft hyphen)."""


def plain(text: str) -> str:
    r"""``text`` as typed on a plain keyboard: what cannot be seen is left out, and full-width
    letters, digits and punctuation (and other compatibility forms) become their plain
    forms (NFKC), so an ID pasted from a chat or a document reads as it looks.

    >>> plain("\u200bｔｕｂｅｓ：ｌｅｖｅｌ：３７\ufeff")
    'tubes:level:37'
    """
    folded = unicodedata.normalize("NFKC", text)
    return "".join(c for c in folded if unicodedata.category(c) not in _UNSEEN)


def _foreign(text: str) -> str | None:
    """The first character of ``text`` that no ID holds (not printable ASCII, not a space)."""
    return next((c for c in text if not (" " <= c <= "~" or c.isspace())), None)


def parse(text: str) -> BoardId:
    """The board an ID names; raises :class:`BoardIdError`. The game's name is read in any
    case and surrounding spaces are ignored; so is what cannot be seen, and full-width forms
    are read as plain ones (:func:`plain`).

    >>> for bad in ("chess:e4", "tubes:level:101", "bowls:daily:2026-02-30", "tubes:aab,-"):
    ...     try:
    ...         parse(bad)
    ...     except BoardIdError as e:
    ...         print(e)
    A board ID starts with tubes: or bowls:, not 'chess:e4'.
    A level must be a number from 1 to 100, not '101'.
    '2026-02-30' is not a date written YYYY-MM-DD.
    Tubes board: colour a has 2 units; every colour needs exactly 4.
    """
    if not isinstance(text, str):
        raise BoardIdError("A board ID is a line of text.", Problem.NOT_AN_ID)
    if len(text) > MAX_LENGTH:
        raise BoardIdError(
            f"A board ID is at most {MAX_LENGTH} characters long, not {len(text)}.",
            Problem.LENGTH,
        )
    text = plain(text).strip()
    if (odd := _foreign(text)) is not None:
        name = unicodedata.name(odd, "a control character").lower()
        raise BoardIdError(
            f"A board ID holds no {odd!r} (U+{ord(odd):04X}, {name}).", Problem.CHARACTER, odd
        )
    game, sep, body = text.partition(":")
    game = game.lower()
    if not sep or game not in ("tubes", "bowls"):
        shown = text if len(text) <= 40 else text[:37] + "..."
        raise BoardIdError(
            f"A board ID starts with tubes: or bowls:, not {shown!r}.", Problem.NOT_AN_ID
        )
    return _tubes(body.strip()) if game == "tubes" else _bowls(body.strip())


def format_id(board: BoardId) -> str:
    """The canonical ID of ``board`` (what :func:`parse` reads back to the same value).

    >>> format_id(parse("bowls:r,.,.,.,.,.,.,.,.,.,.,b@V:collect-r-3:5"))
    'bowls:r,.,.,.,.,.,.,.,.,.,.,b@V:collect-r-3:5'
    >>> format_id(BowlsDaily(dt.date(2026, 12, 1)))
    'bowls:daily:2026-12-01'
    """
    if isinstance(board, TubesBoard):
        return "tubes:" + board.board.format().replace(" ", ",")
    if isinstance(board, TubesLevel):
        return f"tubes:level:{board.number}"
    if isinstance(board, TubesDaily):
        return f"tubes:daily:{board.day.isoformat()}"
    if isinstance(board, BowlsPuzzle):
        return f"bowls:puzzle:{board.number}"
    if isinstance(board, BowlsDaily):
        return f"bowls:daily:{board.day.isoformat()}"
    ring = str(board.position).replace(" ", ",")
    return f"bowls:{ring}:{str(board.goal).replace(' ', '-')}:{board.limit}"


PROVE_STATES = 2_000_000
"""The search budget of :func:`prove`, in expanded positions (the Bowls pack's hardest puzzle
stores about 300 000; a Tubes board of 9 colours needs a few thousand)."""


@dataclass(frozen=True, slots=True)
class Proof:
    """What the solver proved of a board played by its ID, before it is played."""

    status: Status
    """Solved (it can be done), unsolvable (proven), or unknown (the budget ran out)."""
    moves: tuple[object, ...] = ()
    """A shortest solution (Tubes: pours ``(src, dst)``; Bowls: bowls), when solved. Tubes
    gives a solution that may not be shortest when the shortest search ran out."""
    shortest: int = 0
    """The proven shortest length (0: not known)."""
    states: int = 0


def prove(
    board: TubesBoard | BowlsBoard, cancel: threading.Event | None = None,
    budget: int = PROVE_STATES,
) -> Proof:
    """Prove a whole board before play: a Tubes board solvable (then its shortest length, if
    that search ends within ``budget``), a Bowls board's goal within its move limit (a
    shortest line). Runs off the GUI thread; ``cancel`` stops it (unknown).

    >>> proof = prove(parse("tubes:aabb,bbaa,-,-"))
    >>> proof.status, proof.moves, proof.shortest
    (<Status.SOLVED: 'solved'>, ((0, 2), (1, 0), (1, 2)), 3)
    >>> prove(parse("bowls:r,r,.,.,.,.,.,.,.,.,.,.:clear_board:1")).status
    <Status.UNSOLVABLE: 'unsolvable'>
    """
    if isinstance(board, TubesBoard):
        found = solve(board.board, budget=budget, cancel=cancel)
        if found.status is not Status.SOLVED:
            return Proof(found.status)
        best = solve_optimal(board.board, budget=budget, cancel=cancel)
        if best.status is Status.SOLVED:
            return Proof(Status.SOLVED, best.moves, len(best.moves))
        return Proof(Status.SOLVED, found.moves)
    stop = cancel.is_set if cancel is not None else None
    try:
        result = solve_bowls(
            board.position, board.goal, board.limit, first_moves=False, max_states=budget,
            stop=stop,
        )
    except SearchLimitError:
        return Proof(Status.UNKNOWN, states=budget)
    if not result.solvable:
        return Proof(Status.UNSOLVABLE, states=result.states)
    line = tuple(result.solution)
    return Proof(Status.SOLVED, line, len(line), result.states)
