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
