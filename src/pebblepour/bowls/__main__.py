"""Command line of the Bowls engine.

``python -m pebblepour.bowls resolve`` is the rules conformance command of SPEC 3.2: one
JSON object per line in, one per line out. ``python -m pebblepour.bowls bench`` runs the
benchmark (see :mod:`pebblepour.bowls.bench`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from typing import TextIO

from .position import Position, PositionError
from .rules import Board, IllegalMoveError, check_refill

USAGE = "usage: python -m pebblepour.bowls resolve | bench [--games N] [--quick]"


def answer(line: str | bytes) -> dict[str, object]:
    """The SPEC 3.2 answer to one input line (never raises)."""
    try:
        return _answer(line)
    except Exception as exc:  # a malformed line must never stop the command
        return {"error": f"cannot handle this line: {type(exc).__name__}: {exc}"}


def _answer(line: str | bytes) -> dict[str, object]:
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError:
            return {"error": "line is not UTF-8 text"}
    try:
        data = json.loads(line)
    except (ValueError, RecursionError) as exc:
        return {"error": f"not JSON: {exc}"}
    if not isinstance(data, dict):
        return {"error": "each line must be a JSON object"}
    if "position" not in data or not isinstance(data["position"], str):
        return {"error": "'position' must be a string (SPEC 3.1 text)"}
    if "move" not in data:
        return {"error": "'move' is missing"}
    move = data["move"]
    if not isinstance(move, int) or isinstance(move, bool):
        return {"error": f"'move' must be an integer, got {move!r}"}
    try:
        position = Position.parse(data["position"])
    except PositionError as exc:
        return {"error": f"bad position: {exc}"}
    refill = None
    if "refill" in data and data["refill"] is not None:
        try:
            refill = check_refill(data["refill"])
        except ValueError as exc:
            return {"error": f"bad refill: {exc}"}
    board = Board(position)
    try:
        board.check_move(move)
    except IllegalMoveError as exc:
        return {"legal": False, "error": str(exc)}
    return board.play(move, refill).to_json_dict()


def resolve_stream(lines: Iterable[str | bytes], out: TextIO) -> None:
    """Answer every line of ``lines`` on ``out`` (one answer per line), flushing each."""
    for line in lines:
        out.write(json.dumps(answer(line), separators=(", ", ": ")) + "\n")
        out.flush()


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the exit status."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print(USAGE, file=sys.stderr)
        return 2
    if args[0] == "resolve" and len(args) == 1:
        resolve_stream(sys.stdin.buffer, sys.stdout)
        return 0
    if args[0] == "bench":
        from .bench import main as bench_main

        return bench_main(args[1:])
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
