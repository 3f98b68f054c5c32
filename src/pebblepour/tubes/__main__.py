"""Command line of SPEC 3.3.

    python -m pebblepour.tubes solve "<board>" [--optimal]
    python -m pebblepour.tubes level N
    python -m pebblepour.tubes daily YYYY-MM-DD
    python -m pebblepour.tubes bench [--boards N]

Each prints one JSON object (``bench`` prints a table). Malformed input: one line on stderr,
exit status 2, no traceback.
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

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class _Malformed(Exception):
    """Input the command cannot use; reported as one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _Malformed(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m pebblepour.tubes", description="Tubes engine tools.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("solve", help="solve any position of play")
    p.add_argument("board", help='SPEC 3.3 text, e.g. "abca bcab cabc - -"')
    p.add_argument("--optimal", action="store_true", help="find a shortest solution")
    p.add_argument("--budget", type=int, help="expanded-position budget")
    p = sub.add_parser("level", help="the board of level N (1..100)")
    p.add_argument("n", metavar="N", help="level number")
    p = sub.add_parser("daily", help="the daily board of a UTC date")
    p.add_argument("date", metavar="YYYY-MM-DD")
    p = sub.add_parser("bench", help="solver and generator speed figures")
    p.add_argument("--boards", type=int, default=300, help="random boards per colour count")
    return parser


def _generated(g: Generated) -> dict[str, object]:
    return {"board": g.board.format(), "colours": g.colours, "mixedness": g.mixedness,
            "seed": g.seed}


def _run(args: argparse.Namespace) -> None:
    if args.command == "solve":
        board = Board.parse(args.board)
        if args.budget is not None and args.budget < 1:
            raise _Malformed(f"budget must be at least 1, not {args.budget}")
        search = solve_optimal if args.optimal else solve
        result = search(board) if args.budget is None else search(board, budget=args.budget)
        out: dict[str, object] = {
            "status": result.status.value,
            "moves": [list(m) for m in result.moves],
            "states": result.states,
        }
    elif args.command == "level":
        if not re.fullmatch(r"[+-]?\d+", args.n):
            raise _Malformed(f"level must be a number 1..100, not {args.n!r}")
        out = _generated(level(int(args.n)))
    elif args.command == "daily":
        try:
            if not _DATE.fullmatch(args.date):
                raise ValueError
            day = datetime.date.fromisoformat(args.date)
        except ValueError:
            raise _Malformed(f"not a date YYYY-MM-DD: {args.date!r}") from None
        out = _generated(daily(day))
    else:
        if args.boards < 1:
            raise _Malformed(f"--boards must be at least 1, not {args.boards}")
        from .bench import main as bench

        bench(args.boards)
        return
    print(json.dumps(out))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        _run(_parser().parse_args(argv))
    except (_Malformed, BoardError, LevelError) as e:
        print("error: " + " ".join(str(e).splitlines()), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
