"""The Bowls record policy lives in the session: a best needs points and a real improvement."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from pebblepour.bowls.attempts import DailyAttempt, EndlessAttempt
from pebblepour.profile.profile import Profile
from pebblepour.session import bowls as sb


@pytest.fixture
def profile(tmp_path: Path) -> Iterator[Profile]:
    with Profile.open(tmp_path / "profile.sqlite3") as p:
        yield p


@pytest.mark.parametrize("attempt", [DailyAttempt(date(2026, 11, 30)), EndlessAttempt(7)])
def test_an_attempt_ended_at_once_with_no_points_is_no_new_best(
    profile: Profile, attempt: DailyAttempt | EndlessAttempt
) -> None:
    s = sb.session_of(sb.BowlsPlay(attempt))
    attempt.end()
    assert attempt.score == 0
    best = sb.best_so_far(profile, s.game)
    assert best == sb.BestSoFar(None, False)
    s.finish(profile)
    # Recorded, but 0 points is no record to beat or to show.
    assert sb.best_valid(profile, s.game) is None


def test_points_make_a_best_and_only_more_points_beat_it(profile: Profile) -> None:
    day = date(2026, 11, 30)
    first = sb.session_of(sb.BowlsPlay(DailyAttempt(day)))
    a = first.game.attempt
    while a.score == 0 and not a.status.is_over:
        first.play(a.legal_sources()[0])
    a.end()
    assert a.score > 0 and sb.best_so_far(profile, first.game) == sb.BestSoFar(a.score, True)
    first.finish(profile)
    same = sb.session_of(sb.BowlsPlay(DailyAttempt(day)))
    for m in a.moves:
        same.play(m)
    same.game.attempt.end()
    assert sb.best_so_far(profile, same.game) == sb.BestSoFar(a.score, False)  # a tie


def test_a_tubes_solve_stands_as_first_or_as_new_best_never_both() -> None:
    from pebblepour.profile.records import (
        TubesDailyResult,
        TubesDailyStats,
        TubesLevelResult,
        TubesLevelStats,
    )
    from pebblepour.session.tubes import Standing, standing

    stats = TubesLevelStats(level=3, best_moves=9, best_seconds=41.5, best_hints=0, completions=1)
    first = TubesLevelResult(stats, True, True, True, unlocked=4)
    assert standing(first) == Standing(9, 41.5, first=True, new_best=False)
    again = TubesLevelResult(stats, False, True, False, unlocked=None)
    assert standing(again) == Standing(9, 41.5, first=False, new_best=True)
    slower = TubesLevelResult(stats, False, False, True, unlocked=None)  # faster is no best
    assert standing(slower).new_best is False
    day = TubesDailyStats(day=date(2026, 12, 1), moves=12, seconds=60.0, hints=1, completions=2)
    assert standing(TubesDailyResult(day, False, True)) == Standing(12, 60.0, False, True)
    assert standing(TubesDailyResult(day, True, True)) == Standing(12, 60.0, True, False)


def test_only_endless_and_daily_attempts_are_ended_by_the_player() -> None:
    from pebblepour.bowls.attempts import Reason
    from pebblepour.bowls.puzzles import load_pack

    endless = sb.session_of(sb.BowlsPlay(EndlessAttempt(3)))
    endless.play(endless.game.legal_moves()[0])
    endless.game.end()
    assert endless.game.attempt.status.reason is Reason.ENDED and endless.game.is_final()
    endless.game.end()  # over already: nothing changes
    assert endless.game.attempt.moves_used == 1
    puzzle = load_pack()[0]
    s = sb.session_of(sb.BowlsPlay(puzzle.attempt(), puzzle.id))
    with pytest.raises(ValueError, match="cannot be ended"):
        s.game.end()
    assert not s.game.attempt.status.is_over


def test_a_puzzle_solve_is_a_new_best_when_first_or_better_in_moves_or_points(
    profile: Profile,
) -> None:
    said = []
    for moves, score in ((5, 30), (6, 20), (4, 10), (6, 40), (6, 40)):
        now = sb.puzzle_standing(profile.record_bowls_puzzle(1, moves, score))
        said.append((now.best_moves, now.best_score, now.new_best))
    assert said == [(5, 30, True), (5, 30, False), (4, 30, True), (4, 40, True), (4, 40, False)]
