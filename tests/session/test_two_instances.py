"""Two app instances on one profile (issue 26 point 4): each records its own attempts, with
their awards, at the same moments; afterwards every record of both is there, each achievement
once, and the themes match them."""

from __future__ import annotations

import os
from datetime import date, timedelta
from pathlib import Path

from pebblepour.profile import Profile
from pebblepour.profile.profile import Awards
from pebblepour.session import achievements as ach

CLEARS = 120
START = date(2026, 1, 1)


def _instance(path: Path, which: int, go: int) -> None:
    """A forked child: wait for the start signal, then record as fast as it can."""
    code = 0
    try:
        os.read(go, 1)
        with Profile.open(path) as p:
            for n in range(CLEARS):
                awards = Awards(("bowls_combo_4",) if which and n == 7 else (), ach.derive)
                day = START + timedelta(days=n)
                if which == 0:
                    p.record_tubes_daily(day, 10 + n, 5.0, 0, attempt_id=f"t{n}", awards=awards)
                    if n < 100:
                        p.record_tubes_level(n + 1, 9, 4.0, 0, attempt_id=f"l{n}", awards=awards)
                else:
                    p.record_bowls_daily(day, n, 9, False, attempt_id=f"b{n}", awards=awards)
                    p.record_bowls_puzzle(n % 100 + 1, 3, n, attempt_id=f"p{n}", awards=awards)
    except BaseException:
        code = 3
    os._exit(code)


def test_two_instances_recording_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "profile.sqlite3"
    Profile.open(path).close()
    read, write = os.pipe()
    children = []
    for which in (0, 1):
        pid = os.fork()
        if pid == 0:
            _instance(path, which, read)
        children.append(pid)
    os.write(write, b"gg")  # both start together
    for pid in children:
        assert os.waitpid(pid, 0)[1] == 0
    with Profile.open(path) as p:
        assert len(p.tubes_daily_completions()) == CLEARS
        assert len(p.tubes_all_level_stats()) == 100
        assert len(p.bowls_daily_best()) == CLEARS
        assert len(p.bowls_puzzle_stats()) == 100
        assert p.stats_summary().bowls_daily_played == CLEARS
        assert [m for m in p.notices()] == []
        earned = p.achievements()
        assert set(ach.derive(p)) == set(earned)  # nothing earned is missing
        assert {"bowls_combo_4", "tubes_all_levels", "dailies_10", "bowls_chapter"} <= set(earned)
        themes = p.themes_unlocked()
        assert len(themes) == min(1 + len(earned), 7) and len(set(themes)) == len(themes)
        assert ach.restore(p) == []
