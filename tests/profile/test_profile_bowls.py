"""Bowls records, achievements and themes, and the statistics summary."""

from datetime import date

import pytest
from profile_support import FakeClock

from pebblepour.profile import THEMES, BowlsDailyBest, BowlsPuzzleStats, Profile


def test_puzzles_keep_best_moves_and_best_score_separately(profile: Profile) -> None:
    assert profile.bowls_puzzle_stats() == {}
    r = profile.record_bowls_puzzle(7, moves=9, score=300)
    assert (r.first_solve, r.new_best_moves, r.new_best_score) == (True, True, True)
    r = profile.record_bowls_puzzle(7, moves=8, score=200)
    assert (r.first_solve, r.new_best_moves, r.new_best_score) == (False, True, False)
    r = profile.record_bowls_puzzle(7, moves=10, score=450)
    assert (r.new_best_moves, r.new_best_score) == (False, True)
    assert profile.bowls_puzzle_stats() == {7: BowlsPuzzleStats(7, 8, 450, 3)}
    with pytest.raises(ValueError):
        profile.record_bowls_puzzle(101, 1, 1)


def test_endless_best_counts_only_valid_attempts(profile: Profile) -> None:
    assert profile.bowls_endless_best() is None
    r = profile.record_bowls_endless(score=900, moves=40, practice=True)
    assert not r.new_best and r.previous_best is None
    assert profile.bowls_endless_best() is None
    r = profile.record_bowls_endless(score=500, moves=30, practice=False)
    assert r.new_best and r.previous_best is None
    r = profile.record_bowls_endless(score=5000, moves=90, practice=True)
    assert not r.new_best and r.previous_best == 500
    assert profile.bowls_endless_best() == 500
    r = profile.record_bowls_endless(score=700, moves=35, practice=False)
    assert r.new_best and r.previous_best == 500
    assert profile.bowls_endless_best() == 700


def test_no_points_is_no_new_best(profile: Profile) -> None:
    assert not profile.record_bowls_endless(score=0, moves=0, practice=False).new_best
    assert not profile.record_bowls_daily(date(2026, 11, 30), 0, 0, practice=False).new_best


def test_endless_history_lists_every_ended_attempt_newest_first(
    profile: Profile, fake_clock: FakeClock
) -> None:
    profile.record_bowls_endless(100, 10, False)
    fake_clock.advance(3600)  # past UTC midnight
    profile.record_bowls_endless(200, 20, True)
    history = profile.bowls_endless_history()
    assert [(a.score, a.moves, a.practice, a.day) for a in history] == [
        (200, 20, True, date(2026, 12, 1)),
        (100, 10, False, date(2026, 11, 30)),
    ]
    assert history[0].ended_at == fake_clock.now
    assert all(a.mode == "endless" for a in history)
    assert len(profile.bowls_endless_history(limit=1)) == 1


def test_daily_keeps_the_best_valid_result_per_utc_date(profile: Profile) -> None:
    d1, d2 = date(2026, 11, 29), date(2026, 11, 30)
    assert profile.record_bowls_daily(d1, 300, 20, practice=False).new_best
    r = profile.record_bowls_daily(d1, 900, 20, practice=True)
    assert not r.new_best and r.previous_best == 300
    r = profile.record_bowls_daily(d1, 250, 18, practice=False)
    assert not r.new_best
    r = profile.record_bowls_daily(d2, 100, 20, practice=False)
    assert r.new_best and r.previous_best is None  # another date has its own best
    profile.record_bowls_daily(d2, 400, 12, practice=False)
    assert profile.bowls_daily_best() == {
        d1: BowlsDailyBest(d1, 300, 20),
        d2: BowlsDailyBest(d2, 400, 12),
    }


def test_a_practice_only_day_has_no_valid_best(profile: Profile) -> None:
    profile.record_bowls_daily(date(2026, 11, 1), 999, 20, practice=True)
    assert profile.bowls_daily_best() == {}


def test_achievements_unlock_themes_in_order(profile: Profile, fake_clock: FakeClock) -> None:
    assert profile.themes_unlocked() == ("simple",)
    unlocked = []
    for n in range(8):
        fake_clock.advance(1)
        r = profile.award_achievement(f"a{n}")
        assert r.new
        unlocked.append(r.theme_unlocked)
    assert unlocked == [*THEMES[1:], None, None]
    assert profile.themes_unlocked() == THEMES
    again = profile.award_achievement("a0")
    assert not again.new and again.theme_unlocked is None
    earned = profile.achievements()
    assert list(earned) == [f"a{n}" for n in range(8)]
    assert earned["a7"].earned_at == fake_clock.now


def test_stats_summary_gathers_everything(profile: Profile) -> None:
    empty = profile.stats_summary()
    assert empty.tubes_unlocked == 1 and empty.bowls_endless_best is None
    assert empty.themes == ("simple",) and empty.tubes_levels == ()
    profile.record_tubes_level(1, 10, 5.0, 0)
    profile.record_tubes_daily(date(2026, 11, 30), 25, 60.0, 1)
    profile.record_bowls_puzzle(3, 5, 120)
    for i in range(12):
        profile.record_bowls_endless(i * 10, i, practice=i % 3 == 0)
    profile.record_bowls_daily(date(2026, 11, 30), 80, 20, practice=False)
    profile.record_bowls_daily(date(2026, 11, 30), 90, 20, practice=True)
    profile.award_achievement("first")
    s = profile.stats_summary()
    assert s.tubes_unlocked == 2
    assert [lv.level for lv in s.tubes_levels] == [1]
    assert [d.moves for d in s.tubes_daily] == [25]
    assert [p.puzzle for p in s.bowls_puzzles] == [3]
    assert s.bowls_endless_best == 110
    assert (s.bowls_endless_played, s.bowls_endless_practice) == (12, 4)
    assert [a.score for a in s.bowls_endless_recent] == [110, 100, 90, 80, 70, 60, 50, 40, 30, 20]
    assert [(b.score, b.moves) for b in s.bowls_daily_best] == [(80, 20)]
    assert s.bowls_daily_played == 2
    assert [a.id for a in s.achievements] == ["first"]
    assert s.themes == ("simple", "garden")
