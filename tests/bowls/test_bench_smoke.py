"""The benchmark script runs (tiny sizes; no timing assertions)."""

from __future__ import annotations

import sys

import pytest

from pebblepour.bowls import bench


def test_bench_runs_small(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--games", "2", "--speed-games", "3", "--forecasts", "50"]) == 0
    out = capsys.readouterr().out
    assert "moves/s" in out and "forecast: median" in out
    assert "Endless greedy length" in out and "Daily   greedy score" in out


def test_greedy_player_avoids_a_losing_move() -> None:
    from pebblepour.bowls.attempts import Goal, PuzzleAttempt
    from pebblepour.rng import Rng

    a = PuzzleAttempt(". p gbgbpyr . . . . . . . r rr", Goal.clear_board(), 3)
    assert bench.greedy_player(a, Rng(1)) == 10


def test_hint_benchmark_checks_every_answer(capsys: pytest.CaptureFixture[str]) -> None:
    from pebblepour.bowls.puzzles import load_pack

    assert bench.hint_benchmark(load_pack()[:12], sys.stdout) == 0
    out = capsys.readouterr().out
    assert "stored solutions of 12 puzzles" in out and "search     : 12 hints; time median" in out
    # In the game the pack's proven lines are known: no search along them.
    assert "in the game: 12 hints" in out and "states median 0, worst 0" in out
    assert "off the line: " in out
    assert "WRONG" not in out
