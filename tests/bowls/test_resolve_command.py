"""``python -m pebblepour.bowls resolve`` (SPEC 3.2): shape, errors, a real subprocess."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from pebblepour.bowls.__main__ import answer, main, resolve_stream

KEYS = [
    "legal",
    "position",
    "overflow",
    "player_points",
    "refill_points",
    "combo",
    "perfect_clear",
    "erupted",
    "cleared",
]
EXAMPLE = "rgb rr* . #p@V ygb rgp . b@R bb* . gg p"


def test_spec_example_keys_in_order() -> None:
    out = answer(json.dumps({"position": EXAMPLE, "move": 4, "refill": [[2, "r"], [9, "*"]]}))
    assert list(out) == KEYS
    assert out["position"] == "rgb . r #p@V . rgpy g bb@R . * gg p"
    assert (out["player_points"], out["combo"], out["cleared"]) == (
        120,
        2,
        {"r": 2, "*": 2, "b": 2},
    )


@pytest.mark.parametrize(
    "line",
    [
        "not json",
        "[1, 2]",
        '"text"',
        "{}",
        json.dumps({"position": EXAMPLE}),
        json.dumps({"move": 1}),
        json.dumps({"position": 5, "move": 1}),
        json.dumps({"position": ". " * 11, "move": 1}),
        json.dumps({"position": EXAMPLE.replace("rgb", "rgx"), "move": 1}),
        json.dumps({"position": EXAMPLE.replace("@V", "@V@F"), "move": 1}),
        json.dumps({"position": EXAMPLE, "move": 1.0}),
        json.dumps({"position": EXAMPLE, "move": "1"}),
        json.dumps({"position": EXAMPLE, "move": True}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": [[12, "r"]]}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": [[1, "x"]]}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": [[1]]}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": [[1, "rr"]]}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": [[True, "r"]]}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": "2r"}),
        "",
        "[" * 100_000,
        b"\xff\xfe{}",
        json.dumps({"position": EXAMPLE, "move": 10**30}).replace("1000", "1e4", 1),
    ],
)
def test_malformed_lines_answer_error_only(line: str | bytes) -> None:
    out = answer(line)
    assert list(out) == ["error"] and isinstance(out["error"], str) and out["error"]


@pytest.mark.parametrize("move", [-1, 12, 2, 6, 9])
def test_illegal_moves_answer_legal_false(move: int) -> None:
    text = EXAMPLE.replace("rgp", "rgp@F")  # bowl 5 frozen as well
    out = answer(json.dumps({"position": text, "move": move}))
    assert out["legal"] is False and list(out) == ["legal", "error"]
    assert answer(json.dumps({"position": text, "move": 5}))["legal"] is False


def test_refill_absent_or_null_means_no_refill_and_durations_are_not_counted() -> None:
    line = {"position": "r rr . . . . . . . . . y@F2", "move": 0}
    a = answer(json.dumps(line))
    b = answer(json.dumps({**line, "refill": None}))
    assert a == b
    assert a["position"] == ". . . . . . . . . . . y@F2"


def test_stream_carries_on_after_errors() -> None:
    src = io.StringIO(
        "garbage\n"
        + json.dumps({"position": "r rr . . . . . . . . . .", "move": 0})
        + "\n"
        + json.dumps({"position": "r rr . . . . . . . . . .", "move": 3})
        + "\n"
    )
    out = io.StringIO()
    resolve_stream(src, out)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(lines) == 3
    assert list(lines[0]) == ["error"]
    assert lines[1]["player_points"] == 130 and lines[1]["perfect_clear"] is True
    assert lines[2]["legal"] is False


def test_usage_errors() -> None:
    assert main([]) == 2
    assert main(["frobnicate"]) == 2


def test_subprocess_json_lines() -> None:
    lines = [
        json.dumps({"position": EXAMPLE, "move": 4, "refill": [[2, "r"], [9, "*"]]}),
        "{broken",
        json.dumps({"position": "r rr . . . . . . . . . .", "move": 1}),
        json.dumps({"position": "r rr gbgbpyr . . . . . . . . .", "move": 1}),
    ]
    proc = subprocess.run(
        [sys.executable, "-m", "pebblepour.bowls", "resolve"],
        input=("\n".join(lines) + "\n").encode() + b"\xff\n",
        capture_output=True,
        timeout=60,
        check=True,
    )
    got = [json.loads(x) for x in proc.stdout.decode().splitlines()]
    assert len(got) == 5 and list(got[4]) == ["error"]
    assert got[0]["combo"] == 2 and list(got[0]) == KEYS
    assert list(got[1]) == ["error"]
    assert got[2]["position"] == "r . r r . . . . . . . ."
    assert got[3]["overflow"] == "player" and got[3]["player_points"] == 0
    assert proc.stderr == b""


@pytest.mark.parametrize(
    "line",
    [
        json.dumps({"position": EXAMPLE, "move": "7" * 100_000}),
        json.dumps({"position": EXAMPLE, "move": [[["x" * 100_000]] * 50]}),
        json.dumps({"position": "r" * 100_000 + "q . . . . . . . . . . .", "move": 0}),
        json.dumps({"position": "x" * 100_000 + " . . . . . . . . . . .", "move": 0}),
        json.dumps({"position": ("." + " ") * 50_000, "move": 0}),
        json.dumps({"position": EXAMPLE.replace("@V", "@V" + "9" * 100_000), "move": 0}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": [[1, "r" * 100_000]]}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": [["9" * 100_000, "r"]]}),
        json.dumps({"position": EXAMPLE, "move": 1, "refill": [[10**4000, "r"]]}),
        json.dumps({"position": EXAMPLE, "move": 0}).replace("0}", "9" * 5000 + "}"),
    ],
)
def test_error_messages_quote_bad_input_briefly(line: str) -> None:
    out = answer(line)
    assert list(out) == ["error"], out
    assert isinstance(out["error"], str) and 0 < len(out["error"]) <= 300


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["resolve"],
        ["bench"],
        ["puzzles"],
        ["puzzles", "verify"],
        ["puzzles", "export"],
        ["puzzles", "hint"],
        ["puzzles", "author"],
        ["puzzles", "build"],
    ],
)
def test_help_for_every_command(args: list[str]) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "pebblepour.bowls", *args, "--help"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.startswith("usage: python -m pebblepour.bowls")
    assert len(proc.stdout.splitlines()) >= 4  # usage, description, options


@pytest.mark.parametrize(
    ("args", "says"),
    [
        ([], "required: COMMAND"),
        (["resolve", "extra"], "unrecognized arguments: extra"),
        (["bench", "--games", "0"], "--games: a count must be 1..10000000"),
        (["bench", "--games", "١٠"], "--games: a count must be 1..10000000"),
        (["puzzles", "hint", "1", "x"], "bowl must be 0..11"),
    ],
)
def test_usage_errors_one_line_exit_2(args: list[str], says: str) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "pebblepour.bowls", *args],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1 and says in proc.stderr, proc.stderr
