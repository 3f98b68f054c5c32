"""``python -m pebblepour.bowls puzzles verify | export | author`` through a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pebblepour.bowls import Goal, Position, PuzzleAttempt, State
from pebblepour.bowls.puzzles import Puzzle, load_pack, pack_to_json

ROOT = Path(__file__).resolve().parents[2]

SMALL = (
    Puzzle(1, 1, Position.parse("r rr . . . . . . . . . ."), Goal.clear_board(), 2, (0,)),
    Puzzle(2, 1, Position.parse("rb br rb b . . . . . . . ."), Goal.collect("b", 3), 3, (0, 1)),
    Puzzle(3, 1, Position.parse(". gr rg gr@F . . . . . . . ."), Goal.score(30), 3, (1, 2)),
)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT / "src") + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run(
        [sys.executable, "-m", "pebblepour.bowls", "puzzles", *args],
        capture_output=True, text=True, timeout=300, env=env, check=False,
    )


@pytest.fixture
def small_pack(tmp_path: Path) -> Path:
    path = tmp_path / "small.json"
    path.write_text(pack_to_json(SMALL), encoding="utf-8")
    return path


def test_verify_small_pack(small_pack: Path) -> None:
    proc = run("verify", "--pack", str(small_pack))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    rows = proc.stdout.splitlines()
    assert rows[0].split()[:5] == ["id", "ch", "goal", "limit", "short"]
    assert len(rows) == 1 + 3 + 1
    assert rows[2].split()[:7] == ["2", "1", "collect", "b", "3", "3", "2"]
    assert "3 puzzles, all proven, total" in rows[-1]


def test_verify_fails_on_a_stored_solution_that_is_not_shortest(tmp_path: Path) -> None:
    # (0, 3, 1) wins on its third move but (0, 1) wins in two: loads, fails verify.
    longer = Puzzle(2, 1, SMALL[1].start, SMALL[1].goal, 3, (0, 3, 1))
    path = tmp_path / "long.json"
    path.write_text(pack_to_json((SMALL[0], longer)), encoding="utf-8")
    assert len(load_pack(path)) == 2
    proc = run("verify", "--pack", str(path))
    assert proc.returncode == 1
    assert "WRONG shortest: stored 3, solver 2" in proc.stdout
    assert "1 FAILURE(S)" in proc.stdout


def test_verify_rejects_a_malformed_pack(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(pack_to_json(SMALL).replace('"limit": 3', '"limit": 0', 1), encoding="utf-8")
    proc = run("verify", "--pack", str(path))
    assert proc.returncode == 2  # malformed input, like every usage error (issue 12)
    assert proc.stderr.splitlines() == [
        "error: invalid pack: puzzle 2, field 'limit': must be >= 1"
    ]


def test_export_small_pack(small_pack: Path) -> None:
    proc = run("export", "--pack", str(small_pack))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[1] == (
        '{"id": 2, "position": "rb br rb b . . . . . . . .", '
        '"goal": {"kind": "collect", "colour": "b", "amount": 3}, "limit": 3, "solution": [0, 1]}'
    )
    assert lines[0].endswith('"goal": {"kind": "clear_board"}, "limit": 2, "solution": [0]}')


def test_export_real_pack_replays_independently() -> None:
    proc = run("export")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert len(lines) == 100
    for line in lines:
        data: dict[str, Any] = json.loads(line)
        assert list(data) == ["id", "position", "goal", "limit", "solution"]
        goal = Goal.parse(" ".join(str(v) for v in data["goal"].values()))
        attempt = PuzzleAttempt(data["position"], goal, data["limit"], record_events=False)
        for move in data["solution"]:
            attempt.play(move)
        assert attempt.status.state is State.WON, data["id"]


def test_author_prints_metrics() -> None:
    proc = run("author", "--goal", "clear_board", "--features", "wildcard", "--count", "2",
               "--seed", "3", "--depth", "3")
    assert proc.returncode == 0, proc.stderr
    rows = proc.stdout.splitlines()
    assert len(rows) == 3
    assert all("shortest" in r and "win1st" in r for r in rows[:2])


def test_author_rejects_unknown_feature() -> None:
    proc = run("author", "--goal", "combo", "--features", "lava", "--count", "1")
    assert proc.returncode == 2


def test_verify_real_pack_reproves_everything_quickly() -> None:
    # The full re-proof of the shipped pack (also: benchmarks/bowls_puzzles_bench.py).
    proc = run("verify")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr
    rows = proc.stdout.splitlines()
    assert len(rows) == 1 + 100 + 1
    assert "DESIGN" not in proc.stdout and "WRONG" not in proc.stdout
    last = rows[-1]
    assert last.startswith("100 puzzles, all proven, total ")
    assert float(last.split()[-2]) < 60
    # The curve as the validator measures it: columns from the right are time, states,
    # branching, shortest lines, winning/legal first moves, slack, shortest, limit.
    table = {}
    for row in rows[1:-1]:
        cells = row.split()
        wins, legal = (int(x) for x in cells[-5].split("/"))
        table[int(cells[0])] = (int(cells[1]), wins, legal, int(cells[-4]))
    early = [t for t in table.values() if t[0] <= 2]
    late = [t for t in table.values() if t[0] >= 9]
    assert sum(t[1] >= 2 for t in early) >= 15  # several winning first moves early
    assert sum(t[1] for t in late) / len(late) <= 2.0  # few winning first moves late
    assert all(t[1] <= 3 for t in late)


@pytest.mark.parametrize("command", ["verify", "export"])
def test_a_pack_with_an_integer_over_4300_digits_is_one_line_and_exit_2(
    tmp_path: Path, command: str
) -> None:
    path = tmp_path / "huge.json"
    path.write_text(pack_to_json(SMALL).replace('"limit": 3', '"limit": 1' + "0" * 5000, 1))
    proc = run(command, "--pack", str(path))
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.splitlines() == [
        "error: invalid pack: pack, field 'json': a number has more than 4300 digits"
    ]


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["build", "--ids", "abc", "--out", "x.json"], "ids must be N or LO-HI within 1..100"),
        (["build", "--ids", "9-3", "--out", "x.json"], "ids must be N or LO-HI within 1..100"),
        (["build", "--ids", "1-101", "--out", "x.json"], "ids must be N or LO-HI within 1..100"),
        (["build", "--seconds", "nan", "--out", "x.json"], "seconds must be a positive number"),
        (["build", "--seed", "1" * 5000, "--out", "x.json"], "--seed must be"),
        (["build"], "required: --out"),
        (["author", "--goal", "combo", "--count", "+1"], "--count must be 1..10000"),
        (["author", "--goal", "lava"], "invalid choice: 'lava'"),
        (["verify", "--pack", "/nonexistent/pack.json"], "cannot read /nonexistent/pack.json"),
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        ([], "required: ACTION"),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(
    tmp_path: Path, args: list[str], says: str
) -> None:
    proc = run(*args)
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1 and says in proc.stderr, proc.stderr
    assert not (tmp_path / "x.json").exists()
