"""Honest hints in Bowls puzzles: ``solver.hint`` and ``puzzles hint ID [MOVE ...]``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from pebblepour.bowls import Goal, PuzzleAttempt, State, solver
from pebblepour.bowls.attempts import AttemptOverError
from pebblepour.bowls.puzzles import Puzzle, load_pack
from pebblepour.bowls.solver import Hint, HintQuery, hint

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT / "src") + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run(
        [sys.executable, "-m", "pebblepour.bowls", "puzzles", "hint", *args],
        capture_output=True, text=True, timeout=120, env=env, check=False,
    )


def replay(puzzle: Puzzle, moves: tuple[int, ...]) -> PuzzleAttempt:
    attempt = puzzle.attempt(record_events=False)
    for move in moves:
        attempt.play(move)
    return attempt


def exhaustive_shortest(attempt: PuzzleAttempt, depth: int = 0) -> int | None:
    """The shortest winning line by trying every move sequence with the engine alone
    (no solver, no transposition table, no pruning): an independent check."""
    best: int | None = None
    for move in attempt.legal_sources():
        attempt.play(move)
        if attempt.status.state is State.WON:
            best = depth + 1
        elif attempt.status.state is State.PLAYING and (best is None or best > depth + 2):
            found = exhaustive_shortest(attempt, depth + 1)
            if found is not None and (best is None or found < best):
                best = found
        attempt.undo()
    return best


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["1"], {"status": "solved", "moves": [2], "states": 1}),
        (["1", "4"], {"status": "unsolvable", "moves": [], "states": 1}),
        (["1", "2"], {"status": "solved", "moves": [], "states": 0}),  # goal reached
        # How many states the search visits is its own business: only that it counts some.
        (["61", "0"], {"status": "solved", "moves": [4, 3, 4], "states": None}),
        (["94", "7", "--max-states", "100"], {"status": "unknown", "moves": [], "states": 101}),
    ],
)
def test_hint_command_concrete_cases(args: list[str], expected: dict[str, object]) -> None:
    proc = run(*args)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    got = json.loads(proc.stdout)
    if expected["states"] is None:
        assert type(got.get("states")) is int and got["states"] > 0, got
        expected = {**expected, "states": got["states"]}
    assert got == expected


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["1", "5"], "move 1 (bowl 5) is illegal: bowl 5 is empty"),
        (["1", "2", "0"], "move 2 (bowl 0): the attempt is already over (won, goal)"),
        (["abc"], "puzzle id must be 1..100"),
        (["0"], "puzzle id must be 1..100"),
        (["101"], "puzzle id must be 1..100"),
        (["1", "12"], "bowl must be 0..11"),
        (["1", "+1"], "bowl must be 0..11"),
        (["1", "٣"], "bowl must be 0..11"),
        (["1", "9" * 5000], "bowl must be 0..11"),
        (["1", "--max-states", "0"], "--max-states must be"),
        ([], "required: ID"),
    ],
)
def test_hint_command_rejects_bad_input_in_one_line(args: list[str], says: str) -> None:
    proc = run(*args)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1 and says in proc.stderr, proc.stderr
    assert len(proc.stderr) < 300


def test_hints_along_stored_solutions_are_shortest_and_win() -> None:
    for puzzle in load_pack()[:60]:
        attempt = puzzle.attempt(record_events=False)
        for k, move in enumerate(puzzle.solution):
            h = hint(attempt)
            assert h.status == "solved" and len(h.moves) == puzzle.shortest - k, puzzle.id
            assert h.move == h.moves[0]
            assert replay(puzzle, puzzle.solution[:k] + h.moves).status.state is State.WON
            attempt.play(move)
        assert hint(attempt) == Hint("solved", (), 0)


def test_hints_agree_with_an_exhaustive_search_after_any_first_move() -> None:
    checked = {"solved": 0, "unsolvable": 0}
    for puzzle in load_pack()[:30]:
        for first in puzzle.start.legal_sources():
            attempt = replay(puzzle, (first,))
            if attempt.status.is_over:
                continue
            h = hint(attempt)
            truth = exhaustive_shortest(attempt)
            if truth is None:
                assert h == Hint("unsolvable", (), h.states), (puzzle.id, first)
            else:
                assert h.status == "solved" and len(h.moves) == truth, (puzzle.id, first)
                assert replay(puzzle, (first, *h.moves)).status.state is State.WON
            checked[h.status] += 1
    assert checked["solved"] >= 40 and checked["unsolvable"] >= 40, checked


def test_progress_made_so_far_counts() -> None:
    # Puzzle 61 (score 150): after its first move the score is 120; from the same
    # position with no score the goal is out of reach in the moves left.
    attempt = replay(load_pack()[60], (0,))
    query = HintQuery.of(attempt)
    assert (query.progress, query.moves_left, query.state) == (120, 4, State.PLAYING)
    assert hint(query).moves == (4, 3, 4)
    assert hint(replace(query, progress=0)).status == "unsolvable"
    collect = PuzzleAttempt("rrg gr r . . . . . . . . .", Goal.collect("r", 4), 3)
    assert HintQuery.of(collect).progress == 0


def test_snapshot_is_unaffected_by_later_play_and_stop_gives_unknown(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # No answer proven by another test in this process: the stop must be reached.
    monkeypatch.setattr(solver, "_PROVEN", {})
    attempt = load_pack()[93].attempt(record_events=False)
    query = HintQuery.of(attempt)
    attempt.play(7)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 50

    h = hint(query, stop=stop)
    assert h.status == "unknown" and h.moves == () and h.states > 0
    assert hint(query).moves == (7, 4, 8, 9, 10, 11, 2)  # the snapshot, not the attempt


def test_hint_on_finished_attempts() -> None:
    attempt = PuzzleAttempt("r rr . . . . . . . . . .", Goal.clear_board(), 2)
    attempt.end()
    assert hint(attempt) == Hint("unsolvable", (), 0)
    with pytest.raises(AttemptOverError):
        attempt.play(0)


def test_proven_answers_are_remembered_and_unknown_is_not() -> None:
    query = HintQuery.of(load_pack()[80].attempt(record_events=False))  # puzzle 81
    assert hint(query, max_states=10).status == "unknown"
    first = hint(query)
    assert first.status == "solved" and len(first.moves) == 6
    assert hint(query, max_states=10) is first  # a proof needs no new search
