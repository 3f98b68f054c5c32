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
import re
from dataclasses import dataclass

from pebblepour.bowls.attempts import AttemptDataError, Goal
from pebblepour.bowls.position import NUM_BOWLS, Position, PositionError
from pebblepour.bowls.puzzles import PACK_SIZE
from pebblepour.tubes.board import Board, BoardError
from pebblepour.tubes.levels import LEVEL_COUNT

__all__ = [
    "MAX_LIMIT",
    "BoardId",
    "BoardIdError",
    "BowlsBoard",
    "BowlsDaily",
    "BowlsPuzzle",
    "TubesBoard",
    "TubesDaily",
    "TubesLevel",
    "format_id",
    "parse",
]

MAX_LIMIT = 30
"""The longest move limit a custom Bowls board may set (the pack's puzzles need at most 12)."""
_NUMBER = re.compile(r"[0-9]{1,4}")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


class BoardIdError(ValueError):
    """A board ID that names no board; the message is one sentence saying why."""


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


def _number(text: str, what: str, last: int) -> int:
    if not _NUMBER.fullmatch(text) or not 1 <= int(text) <= last:
        raise BoardIdError(f"{what} must be a number from 1 to {last}, not {text!r}.")
    return int(text)


def _day(text: str) -> dt.date:
    try:
        if not _DATE.fullmatch(text):
            raise ValueError
        return dt.date.fromisoformat(text)
    except ValueError:
        raise BoardIdError(f"{text!r} is not a date written YYYY-MM-DD.") from None


def _clause(error: Exception) -> str:
    """An engine's error as the end of one sentence (it follows a colon)."""
    text = " ".join(str(error).split())
    return text.rstrip(".")


def _tubes(body: str) -> BoardId:
    if body.startswith("level:"):
        return TubesLevel(_number(body[6:], "A level", LEVEL_COUNT))
    if body.startswith("daily:"):
        return TubesDaily(_day(body[6:]))
    tubes = [t for t in re.split(r"[,\s]+", body) if t]
    if not tubes:
        raise BoardIdError("A tubes: ID needs its tubes, e.g. tubes:abca,bcab,cabc,-,-.")
    try:
        return TubesBoard(Board.parse(" ".join(tubes)))
    except BoardError as e:
        raise BoardIdError(f"Tubes board: {_clause(e)}.") from None


def _goal(text: str) -> Goal:
    parts = text.split("-")
    try:
        return Goal.parse(" ".join(parts))
    except AttemptDataError as e:
        raise BoardIdError(
            f"Goal {text!r}: {_clause(e)}; goals are clear_colour-g, "
            "collect-b-3, score-30, combo-2, at_most-3 or clear_board."
        ) from None


def _bowls(body: str) -> BoardId:
    if body.startswith("puzzle:"):
        return BowlsPuzzle(_number(body[7:], "A puzzle", PACK_SIZE))
    if body.startswith("daily:"):
        return BowlsDaily(_day(body[6:]))
    parts = body.split(":")
    if len(parts) != 3:
        raise BoardIdError(
            "A bowls: ID is the 12 bowls, the goal and the move limit, separated by ':', "
            "e.g. bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3."
        )
    ring, goal_text, limit_text = (p.strip() for p in parts)
    bowls = [b.strip() for b in ring.split(",")]
    if len(bowls) != NUM_BOWLS:
        raise BoardIdError(f"A ring has {NUM_BOWLS} bowls separated by commas, not {len(bowls)}.")
    try:
        position = Position.parse(" ".join(bowls))
    except PositionError as e:
        raise BoardIdError(f"Bowls board: {_clause(e)}.") from None
    goal = _goal(goal_text)
    limit = _number(limit_text, "The move limit", MAX_LIMIT)
    return BowlsBoard(position, goal, limit)


def parse(text: str) -> BoardId:
    """The board an ID names; raises :class:`BoardIdError`. The game's name is read in any
    case and surrounding spaces are ignored.

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
        raise BoardIdError("A board ID is a line of text.")
    text = text.strip()
    game, sep, body = text.partition(":")
    game = game.lower()
    if not sep or game not in ("tubes", "bowls"):
        shown = text if len(text) <= 40 else text[:37] + "..."
        raise BoardIdError(f"A board ID starts with tubes: or bowls:, not {shown!r}.")
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
