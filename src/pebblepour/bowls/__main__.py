"""Command line of the Bowls engine (``python -m pebblepour.bowls --help``).

    python -m pebblepour.bowls resolve < moves.jsonl
    python -m pebblepour.bowls prove ID [--max-states N]
    python -m pebblepour.bowls bench [--games N] [--skip-balance] ...
    python -m pebblepour.bowls puzzles verify [--pack PATH]
    python -m pebblepour.bowls puzzles export [--pack PATH]
    python -m pebblepour.bowls puzzles hint ID [MOVE ...] [--max-states N]
    python -m pebblepour.bowls puzzles author --goal KIND ...
    python -m pebblepour.bowls puzzles build --out PATH ...

``resolve`` is the rules conformance command of SPEC 3.2: one JSON object per line in,
one per line out (bad lines get ``{"error": ...}`` and the command goes on). ``bench``
runs the benchmark (:mod:`pebblepour.bowls.bench`); ``prove`` proves a board ID's goal
within its move limit (:mod:`pebblepour.board_id`: ``bowls:puzzle:12`` or a whole board,
``bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3``); ``puzzles`` works on the puzzle pack
(see :func:`puzzles_main`). Bowls are numbered 0..11 on the command line. A usage error
or malformed input (a bad number, an unreadable or invalid pack, an illegal move to
replay) prints one line on stderr and exits with status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import NoReturn, TextIO

from .attempts import AttemptOverError, GoalKind
from .position import NUM_BOWLS, Position, PositionError
from .puzzles import FEATURES, PACK_SIZE, PackError, Puzzle, design_problems, load_pack
from .rules import Board, IllegalMoveError, check_refill, echo
from .solver import HINT_MAX_STATES, hint, solve

#: Longest error message ``resolve`` writes (the input it echoes is capped before this).
MAX_ERROR = 300


class _Malformed(Exception):
    """Input the command cannot use; reported as one line on stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, with a usage error raised as :class:`_Malformed` (one line, status 2)."""

    def error(self, message: str) -> NoReturn:
        raise _Malformed(message)


def _whole(low: int, high: int, what: str = "a whole number") -> Callable[[str], int]:
    """An argparse type: ASCII digits only (no sign, no leading zero), ``low..high``."""

    def parse(text: str) -> int:
        if not re.fullmatch(r"0|[1-9][0-9]{0,19}", text) or not low <= int(text) <= high:
            raise argparse.ArgumentTypeError(f"{what} must be {low}..{high}, not {echo(text)}")
        return int(text)

    parse.__name__ = what  # argparse names the type in its messages
    return parse


def _seconds(text: str) -> float:
    """An argparse type: a positive decimal number of seconds (ASCII, no exponent)."""
    if not re.fullmatch(r"[0-9]{1,6}(\.[0-9]{1,6})?", text) or float(text) <= 0:
        raise argparse.ArgumentTypeError(f"seconds must be a positive number, not {echo(text)}")
    return float(text)


def _id_range(text: str) -> range:
    """An argparse type: puzzle ids ``N`` or ``LO-HI`` within 1..100."""
    m = re.fullmatch(r"([1-9][0-9]{0,2})(?:-([1-9][0-9]{0,2}))?", text)
    if m is not None:
        lo, hi = int(m[1]), int(m[2] or m[1])
        if 1 <= lo <= hi <= PACK_SIZE:
            return range(lo, hi + 1)
    raise argparse.ArgumentTypeError(
        f"ids must be N or LO-HI within 1..{PACK_SIZE}, not {echo(text)}"
    )


def answer(line: str | bytes) -> dict[str, object]:
    """The SPEC 3.2 answer to one input line (never raises)."""
    try:
        out = _answer(line)
    except Exception as exc:  # a malformed line must never stop the command
        out = {"error": f"cannot handle this line: {type(exc).__name__}: {exc}"}
    error = out.get("error")
    if isinstance(error, str) and len(error) > MAX_ERROR:
        out["error"] = error[: MAX_ERROR - 3] + "..."
    return out


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
        return {"error": f"'move' must be an integer, got {echo(move)}"}
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


def parser() -> argparse.ArgumentParser:
    """The whole command line: ``resolve``, ``bench`` and ``puzzles ...``."""
    from .bench import add_arguments as bench_arguments

    top = _Parser(
        prog="python -m pebblepour.bowls",
        description="Bowls engine tools. Bowls are numbered 0..11 here (1..12 in the game).",
    )
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    sub.add_parser(
        "resolve",
        help="SPEC 3.2 rules conformance: JSON lines in, JSON lines out",
        description="Read one JSON object per line on stdin and answer each on stdout, e.g. "
        '{"position": "r rr . . . . . . . . . .", "move": 0, "refill": [[2, "r"]]}. '
        "A bad line is answered with {\"error\": ...} and the command goes on.",
    )
    bench_arguments(
        sub.add_parser("bench", help="engine speed and Endless/Daily balance figures",
                       description="Engine speed and Endless/Daily balance figures."),
        _whole(1, 10**7, "a count"),
    )
    p = sub.add_parser(
        "prove", help="prove a board ID's goal within its move limit",
        description="Prove the goal of a board ID (bowls:puzzle:N, or bowls:BOWLS:GOAL:LIMIT) "
        "within its move limit and print {\"status\": \"solved\" | \"unsolvable\" | "
        "\"unknown\", \"moves\": [...], \"states\": N}: a shortest line (bowls 0..11), "
        "a proof that none exists, or unknown when the search budget ran out.",
    )
    p.add_argument("id", metavar="ID",
                   help="e.g. bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3")
    p.add_argument("--max-states", type=_whole(1, 10**9, "--max-states"),
                   default=PROVE_MAX_STATES, help=f"search budget (default {PROVE_MAX_STATES})")
    puzzles = sub.add_parser(
        "puzzles", help="verify, export, hint or author the puzzle pack",
        description="Verify, export, hint or author the Bowls puzzle pack.",
    )
    psub = puzzles.add_subparsers(
        dest="action", required=True, metavar="ACTION", parser_class=_Parser
    )
    pack_help = "pack file (default: the shipped pack)"
    p = psub.add_parser("verify", help="re-prove every puzzle from scratch",
                        description="Re-prove every puzzle with the solver, one row each.")
    p.add_argument("--pack", type=Path, help=pack_help)
    p = psub.add_parser("export", help="one JSON object per puzzle and line",
                        description="Print each puzzle as one JSON object per line.")
    p.add_argument("--pack", type=Path, help=pack_help)
    p = psub.add_parser(
        "hint", help="a proven shortest solution from a position of a puzzle",
        description="Replay MOVEs (bowls 0..11) on puzzle ID and print {\"status\": "
        "\"solved\" | \"unsolvable\" | \"unknown\", \"moves\": [...], \"states\": N}: a "
        "shortest solution within the moves left, a proof that none exists, or unknown "
        "when the search budget ran out.",
    )
    p.add_argument("id", metavar="ID", type=_whole(1, PACK_SIZE, "puzzle id"), help="1..100")
    p.add_argument("moves", metavar="MOVE", nargs="*", default=[],
                   type=_whole(0, NUM_BOWLS - 1, "bowl"),
                   help="moves to replay first (bowl numbers 0..11)")
    p.add_argument("--max-states", type=_whole(1, 10**9, "--max-states"),
                   default=HINT_MAX_STATES, help=f"search budget (default {HINT_MAX_STATES})")
    p.add_argument("--pack", type=Path, help=pack_help)
    p = psub.add_parser("author", help="generate, solve and measure candidates",
                        description="Generate, solve and measure candidate puzzles.")
    p.add_argument("--goal", required=True, choices=[k.value for k in GoalKind])
    p.add_argument("--features", default="", help="comma-separated: " + ",".join(FEATURES))
    p.add_argument("--count", type=_whole(1, 10_000, "--count"), default=10)
    p.add_argument("--seed", type=_whole(0, 2**64 - 1, "--seed"), default=1)
    p.add_argument("--depth", type=_whole(1, 20, "--depth"), default=5,
                   help="longest solution looked for")
    p.add_argument("--slack", type=_whole(0, 20, "--slack"), default=1,
                   help="move limit = shortest + slack")
    p = psub.add_parser("build", help="select a whole pack along the difficulty curve",
                        description="Select a whole pack along the difficulty curve.")
    p.add_argument("--seed", type=_whole(0, 2**64 - 1, "--seed"), default=1)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--ids", type=_id_range, default=range(1, PACK_SIZE + 1),
                   help="puzzle ids, e.g. 1-50 or 7 (default 1-100)")
    p.add_argument("--seconds", type=_seconds, default=30.0, help="time budget per puzzle")
    p.add_argument("--kind", choices=[k.value for k in GoalKind], help="force a goal kind")
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit status (``--help`` exits 0 through ``SystemExit``)."""
    try:
        args = parser().parse_args(argv)
        if args.command == "resolve":
            resolve_stream(sys.stdin.buffer, sys.stdout)
            return 0
        if args.command == "bench":
            from .bench import run

            return run(args)
        if args.command == "prove":
            print(json.dumps(prove(args.id, args.max_states)))
            return 0
        return _puzzles(args)
    except _Malformed as exc:
        print("error: " + " ".join(str(exc).splitlines()), file=sys.stderr)
        return 2


PROVE_MAX_STATES = 2_000_000
"""The default search budget of ``prove`` (the pack's hardest puzzle stores about 300 000)."""


def prove(text: str, max_states: int = PROVE_MAX_STATES) -> dict[str, object]:
    """``prove``: the goal of the board ID ``text`` searched within its move limit.

    >>> prove("bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3")["status"]
    'solved'
    >>> prove("bowls:r,r,.,.,.,.,.,.,.,.,.,.:clear_board:1")
    {'status': 'unsolvable', 'moves': [], 'states': 1}
    """
    from pebblepour import board_id

    try:
        board = board_id.parse(text)
    except board_id.BoardIdError as exc:
        raise _Malformed(str(exc)) from None
    if isinstance(board, board_id.BowlsPuzzle):
        puzzle = _load(None)[board.number - 1]  # an unreadable pack: one line, exit 2
        start, goal, limit = puzzle.start, puzzle.goal, puzzle.limit
    elif isinstance(board, board_id.BowlsBoard):
        start, goal, limit = board.position, board.goal, board.limit
    else:
        raise _Malformed(
            "prove takes a Bowls board with a goal (bowls:puzzle:N or bowls:BOWLS:GOAL:LIMIT), "
            f"not {board_id.format_id(board)}"
        )
    proof = board_id.prove(board_id.BowlsBoard(start, goal, limit), budget=max_states)
    return {"status": proof.status.value, "moves": list(proof.moves), "states": proof.states}


def puzzles_main(argv: Sequence[str]) -> int:
    """``puzzles verify | export | hint | author | build``; returns the exit status."""
    return main(["puzzles", *argv])


def _load(path: Path | None) -> tuple[Puzzle, ...]:
    try:
        return load_pack(path)
    except PackError as exc:
        raise _Malformed(f"invalid pack: {exc}") from None


def _puzzles(args: argparse.Namespace) -> int:
    if args.action == "author":
        from .authoring import main_author

        features = frozenset(f for f in args.features.split(",") if f)
        return main_author(
            GoalKind(args.goal), features, args.count, args.seed, args.depth, args.slack
        )
    if args.action == "build":
        from .authoring import build_pack, write_pack

        done: list[Puzzle] = []

        def save(puzzle: Puzzle) -> None:  # rewrite the file after every puzzle
            done.append(puzzle)
            write_pack(done, str(args.out))

        try:
            build_pack(
                args.seed, log=sys.stdout, per_slot_seconds=args.seconds, ids=args.ids,
                progress=save, kind=GoalKind(args.kind) if args.kind else None,
            )
        except OSError as exc:
            raise _Malformed(f"cannot write {args.out}: {exc.strerror or exc}") from None
        return 0
    pack = _load(args.pack)
    if args.action == "export":
        for puzzle in pack:
            print(json.dumps(puzzle.export_dict()))
        return 0
    if args.action == "hint":
        return _hint(pack, args.id, args.moves, args.max_states)
    return verify(pack, full=len(pack) == PACK_SIZE)


def _hint(pack: Sequence[Puzzle], pid: int, moves: Sequence[int], max_states: int) -> int:
    if pid > len(pack):
        raise _Malformed(f"puzzle id must be 1..{len(pack)} in this pack, not {pid}")
    attempt = pack[pid - 1].attempt(record_events=False)
    for k, move in enumerate(moves, 1):
        try:
            attempt.play(move)
        except IllegalMoveError as exc:
            raise _Malformed(f"move {k} (bowl {move}) is illegal: {exc}") from None
        except AttemptOverError:
            raise _Malformed(
                f"move {k} (bowl {move}): the attempt is already over "
                f"({attempt.status.state}, {attempt.status.reason})"
            ) from None
    print(json.dumps(hint(attempt, max_states=max_states).to_json_dict()))
    return 0


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
