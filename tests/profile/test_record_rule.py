"""The one record rule (README, "Records"; :func:`pebblepour.profile.records.better`): fewer
moves, then less time, then fewer hints, then more points, over the measures a record keeps;
a tie is neither. Pinned with concrete results, one tie-breaker at a time, for the rule
itself and for every record the profile keeps with it."""

from __future__ import annotations

from datetime import date

import pytest

from pebblepour.profile import Profile, TubesDailyStats, TubesLevelStats
from pebblepour.profile.records import BoardStats, BowlsPuzzleStats, Run, better, is_new_best

# (new, old, new beats old): each step down the order decides only when all before it tie.
RULE = [
    # Fewer moves beat anything after them: slower, more hints, fewer points.
    (Run(moves=9, seconds=80.0, hints=5, points=0), Run(10, 20.0, 0, 100), True),
    (Run(moves=11, seconds=1.0, hints=0, points=999), Run(10, 20.0, 0, 100), False),
    # As few moves: less time decides.
    (Run(moves=10, seconds=19.5, hints=5, points=0), Run(10, 20.0, 0, 100), True),
    (Run(moves=10, seconds=20.5, hints=0, points=999), Run(10, 20.0, 0, 100), False),
    # As few and as fast: fewer hints decide.
    (Run(moves=10, seconds=20.0, hints=1, points=0), Run(10, 20.0, 2, 100), True),
    (Run(moves=10, seconds=20.0, hints=3, points=999), Run(10, 20.0, 2, 100), False),
    # As few, as fast, as many hints: more points decide.
    (Run(moves=10, seconds=20.0, hints=2, points=101), Run(10, 20.0, 2, 100), True),
    (Run(moves=10, seconds=20.0, hints=2, points=99), Run(10, 20.0, 2, 100), False),
    # A tie is neither.
    (Run(moves=10, seconds=20.0, hints=2, points=100), Run(10, 20.0, 2, 100), False),
    # Only the measures a record keeps count: the order holds among them.
    (Run(moves=10, hints=1), Run(moves=10, hints=2), True),
    (Run(moves=10, points=60), Run(moves=10, points=30), True),
    (Run(moves=9, points=0), Run(moves=10, points=30), True),
    (Run(seconds=12.0), Run(seconds=30.0), True),
    (Run(seconds=30.0), Run(seconds=30.0), False),
    (Run(points=701), Run(points=700), True),
    (Run(points=700), Run(points=700), False),
]


@pytest.mark.parametrize(("new", "old", "beats"), RULE)
def test_the_rule_with_each_tie_breaker(new: Run, old: Run, beats: bool) -> None:
    assert better(new, old) is beats
    if beats:
        assert better(old, new) is False  # never both ways


@pytest.mark.parametrize(
    ("new", "old"),
    [(Run(moves=1), Run(seconds=1.0)), (Run(moves=1, points=2), Run(moves=1)), (Run(), Run())],
)
def test_runs_weighed_on_different_measures_are_refused(new: Run, old: Run) -> None:
    with pytest.raises(ValueError, match="same measures"):
        better(new, old)


def test_endless_and_daily_need_a_valid_attempt_with_more_points() -> None:
    assert [is_new_best(s, p, practice) for s, p, practice in [
        (500, None, False),  # the first valid score
        (0, None, False),  # no points is no best, not even the first
        (500, 500, False),  # a tie
        (501, 500, False),
        (499, 500, False),
        (900, 500, True),  # practice never
    ]] == [True, False, False, True, False, False]


def test_a_tubes_level_keeps_fewest_moves_and_shortest_time_apart_and_the_best_runs_hints(
    profile: Profile,
) -> None:
    profile.record_tubes_level(1, 12, 40.0, 3)
    steps = [
        # (moves, seconds, hints) -> (new best moves, new best time, records after)
        ((12, 40.0, 3), (False, False, TubesLevelStats(1, 12, 40.0, 3, 2))),  # a tie
        ((12, 45.0, 1), (False, False, TubesLevelStats(1, 12, 40.0, 1, 3))),  # fewer hints
        ((12, 39.0, 2), (False, True, TubesLevelStats(1, 12, 39.0, 1, 4))),  # faster only
        ((11, 60.0, 6), (True, False, TubesLevelStats(1, 11, 39.0, 6, 5))),  # fewer moves
    ]
    for (moves, seconds, hints), (fewer, faster, stats) in steps:
        r = profile.record_tubes_level(1, moves, seconds, hints)
        assert (r.new_best_moves, r.new_best_time, r.stats) == (fewer, faster, stats)


def test_a_tubes_day_keeps_its_best_run_fewer_moves_then_faster(profile: Profile) -> None:
    day = date(2026, 11, 30)
    profile.record_tubes_daily(day, 30, 100.0, 2)
    steps = [
        # (moves, seconds, hints) -> (new best, records after)
        ((30, 100.0, 2), (False, TubesDailyStats(day, 30, 100.0, 2, 2))),  # a tie
        ((30, 100.0, 0), (False, TubesDailyStats(day, 30, 100.0, 2, 3))),  # hints: not weighed
        ((31, 10.0, 0), (False, TubesDailyStats(day, 30, 100.0, 2, 4))),  # faster, more moves
        ((30, 99.0, 5), (True, TubesDailyStats(day, 30, 99.0, 5, 5))),  # as few, faster
        ((29, 300.0, 7), (True, TubesDailyStats(day, 29, 300.0, 7, 6))),  # fewer moves
    ]
    for (moves, seconds, hints), (new_best, stats) in steps:
        r = profile.record_tubes_daily(day, moves, seconds, hints)
        assert (r.new_best, r.stats) == (new_best, stats)


def test_a_bowls_puzzle_keeps_fewest_moves_and_most_points_apart(profile: Profile) -> None:
    profile.record_bowls_puzzle(7, 9, 300)
    steps = [
        # (moves, points) -> (new best moves, new best points, records after)
        ((9, 300), (False, False, BowlsPuzzleStats(7, 9, 300, 2))),  # a tie
        ((8, 200), (True, False, BowlsPuzzleStats(7, 8, 300, 3))),  # fewer moves
        ((10, 301), (False, True, BowlsPuzzleStats(7, 8, 301, 4))),  # more points
        ((7, 450), (True, True, BowlsPuzzleStats(7, 7, 450, 5))),  # both
    ]
    for (moves, points), (fewer, more, stats) in steps:
        r = profile.record_bowls_puzzle(7, moves, points)
        assert (r.new_best_moves, r.new_best_score, r.stats) == (fewer, more, stats)


def test_a_board_keeps_its_best_run_fewer_moves_then_more_points_and_its_time_apart(
    profile: Profile,
) -> None:
    bowls = "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3"
    profile.record_board(bowls, 3, 20.0, 30)
    steps = [
        # (moves, seconds, points) -> (new best, records after)
        ((3, 20.0, 30), (False, BoardStats(bowls, 3, 20.0, 30, 2))),  # a tie
        ((3, 10.0, 30), (False, BoardStats(bowls, 3, 10.0, 30, 3))),  # faster: time only
        ((3, 50.0, 60), (True, BoardStats(bowls, 3, 10.0, 60, 4))),  # as few, more points
        ((4, 1.0, 900), (False, BoardStats(bowls, 3, 1.0, 60, 5))),  # more moves
        ((2, 40.0, 0), (True, BoardStats(bowls, 2, 1.0, 0, 6))),  # fewer moves, fewer points
    ]
    for (moves, seconds, points), (new_best, stats) in steps:
        r = profile.record_board(bowls, moves, seconds, points)
        assert (r.new_best, r.stats) == (new_best, stats)
    tubes = "tubes:abca,bcab,cabc,-,-"
    profile.record_board(tubes, 8, 30.0)
    assert profile.record_board(tubes, 8, 12.0).new_best is False  # Tubes: moves alone
    assert profile.record_board(tubes, 7, 50.0).stats == BoardStats(tubes, 7, 12.0, 0, 3)


def test_endless_and_daily_records_beat_only_with_more_points(profile: Profile) -> None:
    day = date(2026, 11, 30)
    for record in (
        lambda score, practice: profile.record_bowls_endless(score, 10, practice),
        lambda score, practice: profile.record_bowls_daily(day, score, 10, practice),
    ):
        assert record(700, False).new_best
        assert not record(700, False).new_best  # a tie
        assert not record(900, True).new_best  # practice
        assert record(701, False).new_best
