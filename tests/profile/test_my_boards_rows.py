"""Malformed rows of My boards (issue 41): a saved ID that names no board is set aside when the
profile opens and told with the profile's one notice, like every other damaged row, instead
of being hidden from the list without a word; the good boards stay. Boards are read with
their records in one query."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from pebblepour.profile import OpenIssue, Profile

NOW = "2026-12-01T10:00:00+00:00"
GOOD = ["tubes:abca,bcab,cabc,-,-", "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3",
        "tubes:level:37"]
MALFORMED = [
    # what the row check caught before
    (12345, NOW),
    ("", NOW),
    ("tubes:" + "a" * 3000, NOW),
    ("tubes:aabb,bbaa,-,-", "garbage"),
    # text that names no board: hidden from the list without a notice before
    ("tubes:aab,-", NOW),
    ("chess:e4", NOW),
    ("bowls:r,r,.:clear_board:1", NOW),
    ("tubes:level:101", NOW),
    ("bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:win:3", NOW),
]


def test_every_malformed_row_is_set_aside_and_told(path: Path) -> None:
    with Profile.open(path) as p:
        for text in GOOD:
            p.save_my_board(text)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.executemany("INSERT INTO my_board VALUES (?, ?)", MALFORMED)
    conn.close()
    with Profile.open(path) as p:
        assert sorted(p.my_boards()) == sorted(GOOD)
        kept = p._conn.execute("SELECT source FROM row_aside").fetchall()
        assert kept == [("my_board",)] * len(MALFORMED)
        assert [m.issue for m in p.notices()] == [OpenIssue.ROWS]
    with Profile.open(path) as p:  # told again at the next start, set aside once
        assert p._conn.execute("SELECT count(*) FROM row_aside").fetchone() == (9,)
        assert [m.issue for m in p.notices()] == [OpenIssue.ROWS]


def test_my_boards_are_read_with_their_records(path: Path) -> None:
    with Profile.open(path) as p:
        for text in GOOD:
            p.save_my_board(text)
        p.record_board(GOOD[0], 7, 30.0)
        listed = dict(p.my_boards_with_records())
        assert list(listed) == p.my_boards()
        stats = listed[GOOD[0]]
        assert stats is not None and stats.best_moves == 7
        assert listed[GOOD[1]] is None
