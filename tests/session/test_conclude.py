"""How an attempt ends is the session's decision, one shape for both games (issue 44.1):
``conclude`` writes what is recorded now and hands the controller the result panel's facts,
what was earned, and what the profile said; the controllers only show it."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from pebblepour.bowls.attempts import EndlessAttempt, PuzzleAttempt
from pebblepour.bowls.puzzles import shipped_puzzle
from pebblepour.profile import clock
from pebblepour.profile.profile import Profile
from pebblepour.profile.store import ErrorKind
from pebblepour.session import bowls as sb
from pebblepour.session import tubes as st
from pebblepour.session.core import Mark
from pebblepour.tubes.solver import solve


@pytest.fixture(autouse=True)
def fixed_clock() -> Iterator[None]:
    """Records are dated: the day is the test's, never the real clock's."""
    with clock.use_clock(lambda: datetime(2026, 12, 7, 12, 0, tzinfo=UTC)):
        yield


def _solved_level(n: int) -> st.TubesSession:
    s = st.new_level_session(n)
    for pour in solve(s.game.board).moves:
        s.play(pour)
    assert s.game.outcome() is not None
    return s


def _hold_lock(profile: Profile) -> sqlite3.Connection:
    """Another window in the middle of a write; this profile waits only a moment."""
    other = sqlite3.connect(profile.path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    profile.write_wait = 0.01
    return other


def test_a_solved_level_is_recorded_and_stands_as_a_first_solve(profile: Profile) -> None:
    s = _solved_level(1)
    done = st.conclude(profile, s, par=len(s.game.moves()))
    assert done.written and done.failed is None and not done.waits
    assert done.result.recorded and done.result.perfect
    assert done.result.best.mark == Mark(first=True)
    assert done.result.best.best_moves == len(s.game.moves())
    assert done.earned == s.earned and done.earned  # the first level's award
    assert profile.tubes_unlocked() == 2


def test_a_solve_the_disk_refuses_waits_and_says_so(profile: Profile) -> None:
    s = _solved_level(1)
    other = _hold_lock(profile)
    try:
        done = st.conclude(profile, s, par=None)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert not done.written and done.waits
    assert done.failed is not None and done.failed.kind is ErrorKind.BUSY
    assert not done.result.recorded and done.result.par == -1 and done.earned == []
    assert profile.tubes_unlocked() == 1  # nothing written: it waits


def test_a_solved_puzzle_is_recorded_with_its_standing(profile: Profile) -> None:
    puzzle = shipped_puzzle(1)
    s = sb.session_of(sb.BowlsPlay.of_puzzle(puzzle))
    for move in puzzle.solution:
        s.play(move)
    done = sb.conclude(profile, s)
    assert done.written and not done.waits
    end = done.result
    assert end.won and end.recorded and not end.can_undo
    assert end.standing is not None and end.standing.mark == Mark(first=True)
    assert end.standing.best_moves == puzzle.shortest == end.moves
    assert end.shortest == puzzle.shortest
    assert profile.bowls_puzzle_stats()[1].best_moves == puzzle.shortest


def test_a_failed_puzzle_records_nothing_and_keeps_undo(profile: Profile) -> None:
    puzzle = shipped_puzzle(1)
    a = PuzzleAttempt(puzzle.start, puzzle.goal, 1)
    s = sb.session_of(sb.BowlsPlay(a, puzzle=1, shortest=puzzle.shortest))
    wrong = next(m for m in a.legal_sources() if m != puzzle.solution[0])
    s.play(wrong)
    assert a.status.is_over
    done = sb.conclude(profile, s)
    assert not done.written and not done.waits and done.failed is None
    assert not done.result.won and done.result.recorded and done.result.can_undo
    assert profile.bowls_puzzle_stats() == {}


def test_an_ended_endless_attempt_waits_for_the_player_to_leave(profile: Profile) -> None:
    s = sb.session_of(sb.BowlsPlay(EndlessAttempt(7)))
    a = s.game.attempt
    while a.score == 0:
        s.play(a.legal_sources()[0])
    a.end()
    done = sb.conclude(profile, s)
    assert not done.written and done.failed is None
    end = done.result
    assert end.best == sb.BestSoFar(a.score, Mark(first=True)) and not end.can_undo
    assert profile.bowls_endless_best() in (0, None)  # recorded only when the player leaves
    left = sb.finalize(profile, s, end)
    assert left.written and left.result is not None and not left.result.can_undo
    assert profile.bowls_endless_best() == a.score
