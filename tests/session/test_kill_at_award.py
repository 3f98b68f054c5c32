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
import signal
import threading
import time
from pathlib import Path

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


def _kill_child(path: Path, case: Case, moment: str, delay: float, split: bool) -> bool:
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
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
            time.sleep(0.1)  # a "during" kill lands before the child could leave
        finally:
            os._exit(3)
    _, status = os.waitpid(pid, 0)
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


def _rounds(tmp_path: Path, case: Case, split: bool = False) -> dict[str, object]:
    rng = random.Random(case.name)
    kills, lost, problems = 0, 0, []
    for n in range(ROUNDS):
        path = tmp_path / f"{n}.sqlite3"
        with Profile.open(path) as p:
            case.prepare(p, n)
        moment = MOMENTS[n % len(MOMENTS)]
        kills += _kill_child(path, case, moment, rng.uniform(0, 0.006), split)
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
