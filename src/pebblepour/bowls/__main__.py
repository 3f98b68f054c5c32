"""Command line of the Bowls engine.

``python -m pebblepour.bowls resolve`` is the rules conformance command of SPEC 3.2: one
JSON object per line in, one per line out. ``python -m pebblepour.bowls bench`` runs the
benchmark (see :mod:`pebblepour.bowls.bench`).

``python -m pebblepour.bowls puzzles verify | export | author | build`` works on the
puzzle pack (see :func:`puzzles_main`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TextIO

from .attempts import GoalKind
from .position import Position, PositionError
from .puzzles import FEATURES, PACK_SIZE, PackError, Puzzle, design_problems, load_pack
from .rules import Board, IllegalMoveError, check_refill
from .solver import solve

USAGE = (
    "usage: python -m pebblepour.bowls resolve | bench [--games N] [--quick] | "
    "puzzles verify|export|author|build ..."
)


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
    if args[0] == "puzzles":
        return puzzles_main(args[1:])
    print(USAGE, file=sys.stderr)
    return 2


def _puzzle_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m pebblepour.bowls puzzles",
        description="Verify, export or author the Bowls puzzle pack.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    verify = sub.add_parser("verify", help="re-prove every puzzle from scratch")
    verify.add_argument("--pack", type=Path, help="pack file (default: the shipped pack)")
    export = sub.add_parser("export", help="one JSON object per puzzle and line")
    export.add_argument("--pack", type=Path, help="pack file (default: the shipped pack)")
    author = sub.add_parser("author", help="generate, solve and measure candidates")
    author.add_argument("--goal", required=True, choices=[k.value for k in GoalKind])
    author.add_argument("--features", default="", help="comma-separated: " + ",".join(FEATURES))
    author.add_argument("--count", type=int, default=10)
    author.add_argument("--seed", type=int, default=1)
    author.add_argument("--depth", type=int, default=5, help="longest solution looked for")
    author.add_argument("--slack", type=int, default=1, help="move limit = shortest + slack")
    build = sub.add_parser("build", help="select a whole pack along the difficulty curve")
    build.add_argument("--seed", type=int, default=1)
    build.add_argument("--out", type=Path, required=True)
    build.add_argument("--ids", default="1-100", help="range of ids, e.g. 1-50")
    build.add_argument("--seconds", type=float, default=30.0, help="time budget per puzzle")
    build.add_argument("--kind", choices=[k.value for k in GoalKind], help="force a goal kind")
    return parser


def puzzles_main(argv: list[str]) -> int:
    """``puzzles verify | export | author | build``; returns the exit status."""
    args = _puzzle_parser().parse_args(argv)
    if args.command == "author":
        from .authoring import main_author

        features = frozenset(f for f in args.features.split(",") if f)
        return main_author(
            GoalKind(args.goal), features, args.count, args.seed, args.depth, args.slack
        )
    if args.command == "build":
        from .authoring import build_pack, write_pack

        lo, _, hi = args.ids.partition("-")
        ids = range(int(lo), int(hi or lo) + 1)
        done: list[Puzzle] = []

        def save(puzzle: Puzzle) -> None:  # rewrite the file after every puzzle
            done.append(puzzle)
            write_pack(done, str(args.out))

        build_pack(
            args.seed, log=sys.stdout, per_slot_seconds=args.seconds, ids=ids, progress=save,
            kind=GoalKind(args.kind) if args.kind else None,
        )
        return 0
    try:
        pack = load_pack(args.pack)
    except PackError as exc:
        print(f"invalid pack: {exc}", file=sys.stderr)
        return 1
    if args.command == "export":
        for puzzle in pack:
            print(json.dumps(puzzle.export_dict()))
        return 0
    return verify(pack, full=len(pack) == PACK_SIZE)


def verify(pack: Sequence[Puzzle], *, full: bool, out: TextIO | None = None) -> int:
    """Re-prove every puzzle with the solver and print one row each; 0 if all is well.

    ``full`` also checks the pack-level design rules (:func:`~.puzzles.design_problems`).
    """
    out = out or sys.stdout
    t0 = time.perf_counter()
    failures = 0
    print(
        f"{'id':>3} {'ch':>2} {'goal':<16} {'limit':>5} {'short':>5} {'slack':>5} "
        f"{'win1st':>6} {'lines':>5} {'branch':>6} {'states':>7} {'time':>7}",
        file=out,
    )
    for p in pack:
        r = solve(p.start, p.goal, p.limit)
        problem = ""
        if r.shortest is None:
            problem = "UNSOLVABLE within the limit"
        elif r.shortest != p.shortest:
            problem = f"WRONG shortest: stored {p.shortest}, solver {r.shortest}"
        shortest = "-" if r.shortest is None else str(r.shortest)
        slack = "-" if r.shortest is None else str(p.limit - r.shortest)
        print(
            f"{p.id:>3} {p.chapter:>2} {p.goal!s:<16} {p.limit:>5} {shortest:>5} "
            f"{slack:>5} {len(r.winning_first_moves):>3}/{len(r.first_moves):<2} "
            f"{r.shortest_lines:>5} {r.branching:>6.1f} {r.states:>7} {r.seconds:>6.2f}s"
            + (f"  {problem}" if problem else ""),
            file=out,
            flush=True,
        )
        failures += bool(problem)
    if full:
        for problem in design_problems(pack):
            print(f"DESIGN: {problem}", file=out)
            failures += 1
    total = time.perf_counter() - t0
    verdict = "all proven" if not failures else f"{failures} FAILURE(S)"
    print(f"{len(pack)} puzzles, {verdict}, total {total:.1f} s", file=out)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
