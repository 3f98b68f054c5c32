"""Crash safety (SIGKILL during writes) and two app instances writing at once."""

import json
import os
import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from pebblepour.profile import Profile

WRITER = Path(__file__).with_name("crash_writer.py")
SRC = Path(__file__).resolve().parents[2] / "src"
KILLS = 200
STREAMS = 2
"""Writers run in two streams on the SAME file: a kill also hits the other instance's work."""


def _spawn(path: Path, first: int, mode: str, count: int | None = None) -> subprocess.Popen[str]:
    """A writer; the Tubes one writes as the app does (its fsyncs on a thread of its own)."""
    env = {**os.environ, "PYTHONPATH": str(SRC), "SYNC_OFF_THREAD": str(int(mode == "tubes:level"))}
    args = [sys.executable, "-S", str(WRITER), str(path), str(first), mode]
    if count is not None:
        args.append(str(count))
    return subprocess.Popen(
        args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )


def _kill_one(path: Path, first: int, mode: str, rng: random.Random) -> list[int]:
    """Start a writer, SIGKILL it at a random moment, return the ids it reported committed."""
    proc = _spawn(path, first, mode)
    assert proc.stdout is not None
    # The sleeps below are no waits for an event: they pick the (seeded) random moment of
    # the kill, which is what the test varies; ``ready`` is awaited as a line, not a time.
    if rng.random() < 0.2:
        time.sleep(rng.uniform(0.0, 0.08))  # anywhere: start-up, opening, migrating, writing
    else:
        assert proc.stdout.readline() == "ready\n", proc.stderr and proc.stderr.read()
        time.sleep(rng.uniform(0.0, 0.03))  # in the middle of the burst of writes
    proc.send_signal(signal.SIGKILL)
    # Read through the buffer ``readline`` used: it may hold ids printed after ``ready``,
    # which ``communicate`` (reading the pipe itself) would never see.
    out = proc.stdout.read()
    err = proc.stderr.read() if proc.stderr is not None else ""
    proc.wait()
    if proc.returncode == 3 and err.startswith("read-only:"):
        print("writer read-only", err.strip())
        return []  # it found the file busy past the wait and wrote (and claimed) nothing
    assert proc.returncode == -signal.SIGKILL, f"the writer died on its own: {err}"
    return [int(line) for line in out.split() if line.isdigit()]


def _check(path: Path, first: int, reported: list[int], mode: str) -> int | None:
    """The file opens as is, and every id reported committed is there; return the saved id."""
    with Profile.open(path) as p:
        assert p.open_report is None, p.open_report
        scores = {a.score for a in p.bowls_endless_history() if first <= a.score < first + 10**5}
        saved = p.load_attempt(mode)
    committed_odd = {n for n in reported if n % 2}
    assert committed_odd <= scores, sorted(committed_odd - scores)[:5]
    # and nothing beyond what the writer reached: at most the one write after the last print
    last = max(reported, default=first - 1)
    assert scores <= set(range(first, last + 3)), sorted(scores)[-5:]
    evens = [n for n in reported if n % 2 == 0]
    saved_id = None if saved is None else int(json.loads(saved)["id"])
    if evens:
        assert saved_id is not None and saved_id >= max(evens)
    return saved_id


def _stream(path: Path, stream: int, kills: int) -> int:
    rng = random.Random(1000 + stream)
    mode = ("bowls:endless", "tubes:level")[stream]
    writes = 0
    for k in range(kills):
        first = (stream * 1_000 + k + 1) * 10**5  # scores stay within Qt's int
        reported = _kill_one(path, first, mode, rng)
        _check(path, first, reported, mode)
        writes += len(reported)
    return writes


def test_sigkill_during_writes_never_loses_a_commit_or_damages_the_file(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    with ThreadPoolExecutor(STREAMS) as pool:
        writes = sum(pool.map(lambda s: _stream(path, s, KILLS // STREAMS), range(STREAMS)))
    assert writes > KILLS  # the kills really landed during bursts of writes
    conn_check = Profile.open(path)
    try:
        assert conn_check._conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        conn_check.close()
    assert sorted(p.name for p in tmp_path.iterdir() if ".damaged" in p.name) == []


def test_two_instances_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    count = 300
    procs = [
        _spawn(path, (s + 1) * 10**6, ("bowls:endless", "tubes:level")[s], count) for s in (0, 1)
    ]
    outs = [p.communicate(timeout=60) for p in procs]
    for proc, (_, err) in zip(procs, outs, strict=True):
        assert proc.returncode == 0, err
    with Profile.open(path) as p:
        assert p.open_report is None
        scores = sorted(a.score for a in p.bowls_endless_history())
        expected = sorted(
            n for s in (0, 1) for n in range((s + 1) * 10**6, (s + 1) * 10**6 + count) if n % 2
        )
        assert scores == expected
        assert p.load_attempt("bowls:endless") == f'{{"id": {10**6 + count - 2}}}'
        assert p.load_attempt("tubes:level") == f'{{"id": {2 * 10**6 + count - 2}}}'


def test_two_connections_in_one_process_interleave_safely(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    with Profile.open(path) as a, Profile.open(path) as b:
        for level in range(1, 11):
            (a if level % 2 else b).record_tubes_level(level, 10, 1.0, 0)
            assert a.tubes_unlocked() == b.tubes_unlocked() == level + 1
        a.update_settings(theme="simple", move_preview=True)
        assert b.settings().move_preview


@pytest.mark.parametrize("mode", ["bowls:endless"])
def test_the_writer_runs_to_completion(tmp_path: Path, mode: str) -> None:
    proc = _spawn(tmp_path / "p.sqlite3", 1, mode, 4)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert out.split() == ["ready", "1", "2", "3", "4"]
