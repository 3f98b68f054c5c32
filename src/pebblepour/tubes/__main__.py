"""Command line of SPEC 3.3.

    python -m pebblepour.tubes solve "<board>" | ID [--optimal]
    python -m pebblepour.tubes level N
    python -m pebblepour.tubes daily YYYY-MM-DD
    python -m pebblepour.tubes bench [--boards N]

Each prints one JSON object (``bench`` prints a table). Exactly the SPEC 3.3 text is read:
tubes separated by single spaces (U+0020, no other whitespace), a level 1..100 in ASCII
digits without sign or leading zero, a date YYYY-MM-DD in ASCII digits. ``solve`` also takes a
board ID (:mod:`pebblepour.board_id`): ``tubes:abca,bcab,cabc,-,-``, ``tubes:level:37`` or
``tubes:daily:2026-12-01``. Malformed input: one line on stderr, exit status 2, no traceback.
"""

from __future__ import annotations

import argparse
import datetime
import json
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from .board import Board, BoardError
from .levels import Generated, LevelError, daily, level
from .solver import solve, solve_optimal

_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_LEVEL = re.compile(r"[1-9][0-9]{0,2}")
#: Longest error line (a message quoting a huge token is cut).
_MAX_ERROR = 300


class _Malformed(Exception):
    """Input the command cannot use; reported as one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Malformed(message)


def _count(text: str) -> int:
    """An argparse type: a positive whole number in ASCII digits (no sign, no leading 0)."""
    if not re.fullmatch(r"[1-9][0-9]{0,9}", text):
        raise argparse.ArgumentTypeError(f"must be a whole number from 1, not {_echo(text)}")
    return int(text)


def _echo(text: str) -> str:
    return repr(text[:40]) + ("..." if len(text) > 40 else "")


def _board(text: str) -> Board:
    """A SPEC 3.3 board (tubes separated by single spaces, nothing else between them), or a
    ``tubes:`` board ID."""
    if text.strip()[:6].lower() == "tubes:":
        from pebblepour import board_id

        try:
            found = board_id.parse(text)
        except board_id.BoardIdError as e:
            raise _Malformed(str(e)) from None
        if isinstance(found, board_id.TubesLevel):
            return level(found.number).board
        if isinstance(found, board_id.TubesDaily):
            return daily(found.day).board
        assert isinstance(found, board_id.TubesBoard)
        return found.board
    odd = re.search(r"[^\S ]", text)
    if odd is not None:
        raise _Malformed(
            f"tubes are separated by spaces; U+{ord(odd[0]):04X} at position {odd.start()} "
            "is not a space"
        )
    if "  " in text or text != text.strip(" "):
        raise _Malformed("tubes are separated by single spaces, with none before or after")
    return Board.parse(text)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m pebblepour.tubes", description="Tubes engine tools.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("solve", help="solve any position of play")
    p.add_argument("board", help='SPEC 3.3 text, e.g. "abca bcab cabc - -", or a board ID '
                   "(tubes:abca,bcab,cabc,-,-, tubes:level:N, tubes:daily:YYYY-MM-DD)")
    p.add_argument("--optimal", action="store_true", help="find a shortest solution")
    p.add_argument("--budget", type=_count, help="expanded-position budget")
    p = sub.add_parser("level", help="the board of level N (1..100)")
    p.add_argument("n", metavar="N", help="level number")
    p = sub.add_parser("daily", help="the daily board of a UTC date")
    p.add_argument("date", metavar="YYYY-MM-DD")
    p = sub.add_parser("bench", help="solver and generator speed figures")
    p.add_argument("--boards", type=_count, default=300, help="random boards per colour count")
    return parser


def _generated(g: Generated) -> dict[str, object]:
    return {"board": g.board.format(), "colours": g.colours, "mixedness": g.mixedness,
            "seed": g.seed}


def _run(args: argparse.Namespace) -> None:
    if args.command == "solve":
        board = _board(args.board)
        search = solve_optimal if args.optimal else solve
        result = search(board) if args.budget is None else search(board, budget=args.budget)
        out: dict[str, object] = {
            "status": result.status.value,
            "moves": [list(m) for m in result.moves],
            "states": result.states,
        }
    elif args.command == "level":
        if not _LEVEL.fullmatch(args.n):
            raise _Malformed(f"level must be a number 1..100, not {_echo(args.n)}")
        out = _generated(level(int(args.n)))
    elif args.command == "daily":
        try:
            if not _DATE.fullmatch(args.date):
                raise ValueError
            day = datetime.date.fromisoformat(args.date)
        except ValueError:
            raise _Malformed(f"not a date YYYY-MM-DD: {_echo(args.date)}") from None
        out = _generated(daily(day))
    else:
        from .bench import main as bench

        bench(args.boards)
        return
    print(json.dumps(out))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        _run(_parser().parse_args(argv))
    except (_Malformed, BoardError, LevelError) as e:
        line = " ".join(str(e).splitlines())
        if len(line) > _MAX_ERROR:
            line = line[: _MAX_ERROR - 3] + "..."
        print("error: " + line, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
