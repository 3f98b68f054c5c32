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
from pebblepour.bowls.solver import Hint, HintCache, HintQuery, hint

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


def test_snapshot_is_unaffected_by_later_play_and_stop_gives_unknown() -> None:
    # No answer proven by another test: the stop must be reached.
    cache = HintCache()
    attempt = load_pack()[93].attempt(record_events=False)
    query = HintQuery.of(attempt)
    attempt.play(7)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 50

    h = hint(query, cache=cache, stop=stop)
    assert h.status == "unknown" and h.moves == () and h.states > 0
    # The snapshot's answer, not the attempt's.
    assert hint(query, cache=cache).moves == (7, 4, 8, 9, 10, 11, 2)


def test_hint_on_finished_attempts() -> None:
    attempt = PuzzleAttempt("r rr . . . . . . . . . .", Goal.clear_board(), 2)
    attempt.end()
    assert hint(attempt) == Hint("unsolvable", (), 0)
    with pytest.raises(AttemptOverError):
        attempt.play(0)


def test_proven_answers_are_remembered_and_unknown_is_not() -> None:
    cache = HintCache()
    query = HintQuery.of(load_pack()[80].attempt(record_events=False))  # puzzle 81
    assert hint(query, cache=cache, max_states=10).status == "unknown"
    assert cache.known(query) is None and len(cache) == 0
    first = hint(query, cache=cache)
    assert first.status == "solved" and len(first.moves) == 6
    assert hint(query, cache=cache, max_states=10) is first  # a proof needs no new search
    assert cache.known(query) is first


def test_each_cache_is_its_owners_and_without_one_nothing_is_remembered() -> None:
    query = HintQuery.of(load_pack()[80].attempt(record_events=False))  # puzzle 81
    mine, theirs = HintCache(), HintCache()
    proven = hint(query, cache=mine)
    assert mine.known(query) is proven and theirs.known(query) is None
    assert hint(query, max_states=10).status == "unknown"  # no cache: searched again
    # No answer kept in the module (its other tables are the rules' caches).
    tables = [v for v in vars(solver).values() if isinstance(v, dict)]
    assert not any(isinstance(v, HintCache) for v in vars(solver).values())
    assert not any(isinstance(x, Hint) for t in tables for x in t.values())
    mine.clear()
    assert mine.known(query) is None and len(mine) == 0


def test_a_cache_keeps_the_newest_answers_up_to_its_limit() -> None:
    pack = load_pack()
    queries = [HintQuery.of(p.attempt(record_events=False)) for p in pack[:4]]
    cache = HintCache(limit=3)
    for q in queries:
        cache.keep(q, Hint("solved", (1,), 0))
    assert len(cache) == 3
    assert cache.known(queries[0]) is None  # the oldest went first
    assert all(cache.known(q) == Hint("solved", (1,), 0) for q in queries[1:])
    with pytest.raises(ValueError):
        HintCache(limit=0)


def test_a_cache_is_safe_to_fill_from_several_threads() -> None:
    from concurrent.futures import ThreadPoolExecutor

    attempt = load_pack()[0].attempt(record_events=False)
    base = HintQuery.of(attempt)
    queries = [replace(base, progress=k) for k in range(400)]
    cache = HintCache(limit=100)

    def fill(part: int) -> None:
        for q in queries[part::4]:
            cache.keep(q, Hint("unsolvable", (), 0))
            cache.known(q)

    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(fill, range(4)))
    assert len(cache) == 100


def test_remembering_a_line_that_does_not_win_is_refused() -> None:
    puzzle = load_pack()[0]
    cache = HintCache()
    with pytest.raises(ValueError, match="does not reach the goal"):
        cache.remember(puzzle.attempt(record_events=False), puzzle.solution[:-1])
    cache.remember(puzzle.attempt(record_events=False), puzzle.solution)
    assert cache.known(HintQuery.of(puzzle.attempt(record_events=False))) == Hint(
        "solved", tuple(puzzle.solution), 0)
