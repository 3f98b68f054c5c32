"""Kill the app at the moment an achievement is earned (issue 26 point 1): never lost.

A forked child plays the last moves of an attempt as the controllers do (a save, then the
record) and is SIGKILLed by the store's commit hook at the record's commit: just before it,
just after it, or a random 0-6 ms into it (while SQLite syncs the file). The parent opens the
profile as the next start does and checks that a recorded attempt has its achievements
(they are written in the record's transaction); then it finishes the attempt as the reopened
app would and checks they are there, once. For the Tubes first clear and for the Endless
milestones, on a fresh profile each round.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from tests.session.test_kill_at_commit import CASES, Case

from pebblepour.profile import Profile, store
from pebblepour.profile.profile import Awards
from pebblepour.session import achievements as ach

ROUNDS = 150
"""Kills per attempt kind (50 at each moment)."""
MOMENTS = ("before", "after", "during")
RECORD_COMMIT = 1
"""The child's commits: 0 is the save after its move, 1 the record."""

TUBES_FIRST = next(c for c in CASES if c.name == "tubes level")
ENDLESS = next(c for c in CASES if c.name == "bowls endless")
EXPECTED = {
    TUBES_FIRST.name: {"tubes_first_level"},
    ENDLESS.name: {"bowls_endless_score", "bowls_endless_long"},
}


@pytest.fixture(autouse=True)
def _reachable_milestones(monkeypatch: pytest.MonkeyPatch) -> None:
    """A few safe Endless moves reach the milestones (the rules read these at call time)."""
    monkeypatch.setattr(ach, "ENDLESS_SCORES", (0, 10**9))
    monkeypatch.setattr(ach, "ENDLESS_MOVES", 3)


def die_at_the_award(path: Path, case: Case, moment: str, delay: float, split: bool) -> None:
    """In the child: play the end of the attempt, killed at the record's commit."""
    profile = Profile.open(path)
    seen = 0

    def hook(phase: str) -> None:
        nonlocal seen
        if seen == RECORD_COMMIT and phase == "before" and moment == "during":
            threading.Timer(delay, os.kill, (os.getpid(), signal.SIGKILL)).start()
        elif seen == RECORD_COMMIT and phase == moment:
            os.kill(os.getpid(), signal.SIGKILL)
        if phase == "after":
            seen += 1

    store.commit_hook = hook
    if split:  # the first release's way: the record, then the awards on their own
        ach.awards = lambda game, hints=0: Awards((), lambda p: [])
    case.end(profile, False)
    if split:
        ach.restore(profile)
    time.sleep(0.5)  # a "during" kill lands before the child could leave


def _kill_child(path: Path, case: Case, moment: str, delay: float, split: bool) -> bool:
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            die_at_the_award(path, case, moment, delay, split)
        finally:
            os._exit(3)
    _, status = os.waitpid(pid, 0)
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


def _rounds(
    tmp_path: Path, case: Case, split: bool = False, kill: Any = None, rounds: int = ROUNDS
) -> dict[str, object]:
    rng = random.Random(case.name)
    kills, lost, problems = 0, 0, []
    kill = kill or _kill_child
    for n in range(rounds):
        path = tmp_path / f"{n}.sqlite3"
        with Profile.open(path) as p:
            case.prepare(p, n)
        moment = MOMENTS[n % len(MOMENTS)]
        kills += kill(path, case, moment, rng.uniform(0, 0.006), split)
        with Profile.open(path) as p:
            have = set(p.achievements())
            if case.count(p) and not EXPECTED[case.name] <= have:
                lost += 1  # recorded, and the award gone with the kill
            case.end(p, True)  # the player opens it again and finishes it
            case.end(p, True)
            got = set(p.achievements())
            if case.count(p) != 1 or not EXPECTED[case.name] <= got:
                problems.append(f"round {n}: {case.count(p)} records, {sorted(got)}")
            if len(p.themes_unlocked()) != 1 + len(got):
                problems.append(f"round {n}: themes {p.themes_unlocked()} for {sorted(got)}")
    return {"kills": kills, "lost": lost, "problems": problems}


@pytest.mark.parametrize("case", [TUBES_FIRST, ENDLESS], ids=lambda c: c.name)
def test_a_kill_at_the_award_loses_no_achievement(tmp_path: Path, case: Case) -> None:
    result = _rounds(tmp_path, case)
    assert result["kills"] == ROUNDS, result
    assert result["lost"] == 0 and result["problems"] == [], result


def test_the_harness_catches_an_award_written_after_the_record(tmp_path: Path) -> None:
    result = _rounds(tmp_path, TUBES_FIRST, split=True)
    assert result["kills"] == ROUNDS, result
    assert result["lost"] >= ROUNDS // len(MOMENTS), result  # every kill after the record


# ---------------------------------------------------------------------------- fsync delayed

SLOW_SYNC_MS = 25
"""Every fsync of the killed child takes this long (an LD_PRELOAD shim): the kills "during"
the commit land while SQLite waits for the disk."""
SLOW_ROUNDS = 45
SLOW_SYNC_C = r"""
#define _GNU_SOURCE
#include <sys/syscall.h>
#include <unistd.h>
static void wait_for_the_disk(void) { usleep(%d000); }
int fsync(int fd) { wait_for_the_disk(); return (int)syscall(SYS_fsync, fd); }
int fdatasync(int fd) { wait_for_the_disk(); return (int)syscall(SYS_fdatasync, fd); }
"""
CHILD = """
import sys
from pathlib import Path
from pebblepour.session import achievements as ach
from tests.session import test_kill_at_award as t
ach.ENDLESS_SCORES, ach.ENDLESS_MOVES = (0, 10**9), 3
case = next(c for c in t.CASES if c.name == sys.argv[2])
t.die_at_the_award(Path(sys.argv[1]), case, sys.argv[3], float(sys.argv[4]), False)
"""
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def slow_sync(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The environment of a child whose every fsync waits SLOW_SYNC_MS."""
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler for the fsync shim (scripts/test.sh installs gcc)")
    folder = tmp_path_factory.mktemp("slowsync")
    (folder / "slowsync.c").write_text(SLOW_SYNC_C % SLOW_SYNC_MS)
    subprocess.run(
        [cc, "-shared", "-fPIC", "-o", str(folder / "slowsync.so"), str(folder / "slowsync.c")],
        check=True,
    )
    env = {**os.environ, "LD_PRELOAD": str(folder / "slowsync.so"), "PYTHONPATH": str(ROOT)}
    probe = (
        "import time, pathlib, sys\n"
        "from pebblepour.profile import Profile\n"
        "p = Profile.open(pathlib.Path(sys.argv[1]))\n"
        "t = time.monotonic(); p.record_tubes_level(1, 5, 1.0, 0)\n"
        "print(time.monotonic() - t)\n"
    )
    took = subprocess.run(
        [sys.executable, "-c", probe, str(folder / "probe.sqlite3")],
        env=env, capture_output=True, text=True, check=True,
    )
    assert float(took.stdout) >= SLOW_SYNC_MS / 1000, "the shim did not slow the fsync"
    return env


@pytest.mark.parametrize("case", [TUBES_FIRST, ENDLESS], ids=lambda c: c.name)
def test_a_kill_at_the_award_with_fsync_delayed_loses_nothing(
    tmp_path: Path, case: Case, slow_sync: dict[str, str]
) -> None:
    def kill(path: Path, case: Case, moment: str, delay: float, split: bool) -> bool:
        wide = delay / 0.006 * 3 * SLOW_SYNC_MS / 1000  # anywhere in the slow commit
        proc = subprocess.run(
            [sys.executable, "-c", CHILD, str(path), case.name, moment, str(wide)],
            env=slow_sync, capture_output=True, text=True, timeout=60,
        )
        assert proc.returncode in (-signal.SIGKILL, 0), proc.stderr
        return proc.returncode == -signal.SIGKILL

    result = _rounds(tmp_path, case, kill=kill, rounds=SLOW_ROUNDS)
    assert result["kills"] == SLOW_ROUNDS, result
    assert result["lost"] == 0 and result["problems"] == [], result
