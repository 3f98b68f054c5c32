"""SPEC 3.3 command line, run as a subprocess: JSON shapes and malformed input."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pebblepour.tubes.board import Board

SRC = Path(__file__).resolve().parents[2] / "src"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(SRC))
    return subprocess.run(
        [sys.executable, "-m", "pebblepour.tubes", *args],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )


def replay(text: str, moves: list[list[int]]) -> Board:
    board = Board.parse(text)
    for src, dst in moves:
        board = board.pour(src, dst)
    return board


@pytest.mark.parametrize("optimal", [False, True])
def test_solve(optimal: bool) -> None:
    text = "abca bcab cabc - -"
    proc = run("solve", text, *(["--optimal"] if optimal else []))
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = json.loads(proc.stdout)
    assert set(out) == {"status", "moves", "states"}
    assert out["status"] == "solved"
    assert isinstance(out["states"], int) and out["states"] > 0
    assert all(isinstance(m, list) and len(m) == 2 for m in out["moves"])
    assert replay(text, out["moves"]).is_solved()
    if optimal:
        assert len(out["moves"]) == 10


def test_solve_position_of_play_and_unsolvable() -> None:
    out = json.loads(run("solve", "aaaa bbbb - cccc -").stdout)
    assert out == {"status": "solved", "moves": [], "states": 0}
    out = json.loads(run("solve", "abcd bcad cabd da b c").stdout)  # no legal pour at all
    assert out == {"status": "unsolvable", "moves": [], "states": 1}


def test_solve_budget_gives_unknown() -> None:
    out = json.loads(run("solve", "fhga dhic dfag dedg ebcg fhic ifcb beai heba - -",
                         "--budget", "3").stdout)
    assert out == {"status": "unknown", "moves": [], "states": 3}


def test_level_and_daily_shape() -> None:
    for args in (("level", "1"), ("level", "100"), ("daily", "2026-12-01")):
        proc = run(*args)
        assert proc.returncode == 0, proc.stderr
        out = json.loads(proc.stdout)
        assert set(out) == {"board", "colours", "mixedness", "seed"}
        board = Board.parse(out["board"], start=True)
        assert out["colours"] == board.colours
        assert out["mixedness"] == board.mixedness()
        assert isinstance(out["seed"], int)
    assert json.loads(run("level", "1").stdout)["colours"] == 3
    assert json.loads(run("daily", "2026-12-01").stdout)["colours"] == 6


@pytest.mark.parametrize(
    "args",
    [
        ("solve", "abca bcab cabx - -"),
        ("solve", "abca bcab cab - -"),
        ("solve", "abca bcab cabc -"),
        ("solve", ""),
        ("solve",),
        ("solve", "abca bcab cabc - -", "--budget", "0"),
        ("level", "0"),
        ("level", "101"),
        ("level", "-3"),
        ("level", "one"),
        ("level",),
        ("daily", "2026-13-01"),
        ("daily", "2026-02-30"),
        ("daily", "20261201"),
        ("daily", "yesterday"),
        ("frobnicate",),
        (),
        # Issue 12: exactly SPEC 3.3, nothing Python's int() or str.split() would also take.
        ("level", "9" * 5000),
        ("level", "+1"),
        ("level", "01"),
        ("level", "\u0661"),  # Arabic-Indic 1
        ("level", "\uff11"),  # full-width 1
        ("level", " 1"),
        ("daily", "\u0662\u0660\u0662\u0666-12-01"),
        ("solve", "abca\x1cbcab cabc - -"),
        ("solve", "abca\x85bcab cabc - -"),
        ("solve", "abca\u3000bcab cabc - -"),
        ("solve", "abca\tbcab cabc - -"),
        ("solve", "abca  bcab cabc - -"),
        ("solve", "abca bcab cabc - - "),
        ("solve", "\uff41bca bcab cabc - -"),  # full-width a
        ("solve", "abca bcab cabc - -", "--budget", "\u0663"),
        ("solve", "abca bcab cabc - -", "--budget", "+3"),
        ("solve", "abca bcab cabc - -", "--budget", "3" * 5000),
        ("solve", "x" * 100_000),
    ],
)
def test_malformed_input_is_one_line_and_exit_2(args: tuple[str, ...]) -> None:
    proc = run(*args)
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("error: ")
    assert "Traceback" not in proc.stderr
    assert len(lines[0]) <= 310  # bad input is quoted briefly
