"""The shipped Bowls puzzle pack: every stored solution wins; the pack-level design rules hold."""

from __future__ import annotations

from collections import Counter

import pytest

from pebblepour.bowls import GoalKind, State
from pebblepour.bowls.position import CAPACITY
from pebblepour.bowls.puzzles import (
    FEATURES,
    PACK_SIZE,
    Puzzle,
    default_pack_path,
    design_problems,
    load_pack,
    rotation_key,
    solution_chains,
    solution_features,
    teaches,
)
from pebblepour.bowls.rules import bowl_groups

PACK = load_pack()


def test_pack_file_is_in_resources() -> None:
    assert default_pack_path().is_file()
    assert default_pack_path().parent.name == "puzzles"


def test_load_pack_is_cached() -> None:
    assert load_pack() is load_pack()


def test_hundred_puzzles_in_ten_chapters_of_ten() -> None:
    assert len(PACK) == PACK_SIZE
    assert [p.id for p in PACK] == list(range(1, 101))
    assert Counter(p.chapter for p in PACK) == {c: 10 for c in range(1, 11)}
    for p in PACK:
        assert p.chapter == (p.id - 1) // 10 + 1


@pytest.mark.parametrize("puzzle", PACK, ids=lambda p: f"puzzle{p.id}")
def test_stored_solution_wins_within_the_limit(puzzle: Puzzle) -> None:
    attempt = puzzle.attempt()
    assert attempt.moves_left == puzzle.limit
    for k, move in enumerate(puzzle.solution, 1):
        assert attempt.status.state is State.PLAYING, f"over before move {k}"
        attempt.play(move)
    assert attempt.status.state is State.WON
    assert attempt.moves_used == puzzle.shortest <= puzzle.limit


def test_start_positions_are_legal_puzzle_starts() -> None:
    for p in PACK:
        assert p.start.legal_sources(), p.id
        for stones in p.start.bowls:
            assert len(stones) <= CAPACITY, p.id
            assert bowl_groups(stones) is None, p.id


def test_every_goal_kind_at_least_ten_times() -> None:
    kinds = Counter(p.goal.kind for p in PACK)
    assert set(kinds) == set(GoalKind)
    assert min(kinds.values()) >= 10, kinds


def test_features_introduced_one_at_a_time_in_order() -> None:
    first = {}
    for p in PACK:
        for f in p.features():
            first.setdefault(f, p)
    assert set(first) == set(FEATURES)
    ids = [first[f].id for f in FEATURES]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    introduced: set[str] = set()
    for f in FEATURES:
        intro = first[f]
        # The introducing puzzle holds only this new feature and its solution uses it.
        assert intro.features() - introduced == {f}, intro.id
        assert f in solution_features(intro), intro.id
        introduced.add(f)
    # ... and later puzzles combine features.
    assert any(len(p.features()) >= 3 for p in PACK)


def test_no_two_puzzles_alike_up_to_rotation() -> None:
    keys = [rotation_key(p.start) for p in PACK]
    assert len(set(keys)) == len(keys)


def test_design_problems_reports_nothing() -> None:
    assert design_problems(PACK) == []


def test_difficulty_curve() -> None:
    by_chapter: dict[int, list[Puzzle]] = {}
    for p in PACK:
        by_chapter.setdefault(p.chapter, []).append(p)
    means = [sum(p.shortest for p in by_chapter[c]) / 10 for c in range(1, 11)]
    assert means == sorted(means), means
    assert means[9] >= means[4] + 2 >= means[0] + 4, means
    assert all(p.shortest <= 2 for c in (1, 2) for p in by_chapter[c])
    assert all(5 <= p.shortest <= 8 for c in (9, 10) for p in by_chapter[c])
    assert max(p.shortest for p in PACK) == 8
    # Within a chapter the puzzles get longer (the introducing puzzle may come first).
    for c in range(1, 11):
        rest = [p.shortest for p in by_chapter[c][1:]]
        assert rest == sorted(rest), (c, rest)
    # Limits stay meaningful: 0..2 moves of slack, tighter later.
    assert all(0 <= p.slack <= 2 for p in PACK)
    slack = [max(p.slack for p in by_chapter[c]) for c in range(1, 11)]
    assert slack == sorted(slack, reverse=True)
    assert all(p.slack == 0 for c in (9, 10) for p in by_chapter[c])


def test_late_chapters_chain_through_volcanoes() -> None:
    late = [p for p in PACK if p.chapter >= 8]
    assert sum("volcano" in solution_features(p) for p in late) >= 24
    assert sum(solution_chains(p) > 0 for p in late) >= 18
    assert sum(len(p.features()) >= 3 for p in late) >= 15


def test_introducing_puzzles_teach_their_feature() -> None:
    first: dict[str, Puzzle] = {}
    for p in PACK:
        for f in p.features():
            first.setdefault(f, p)
    for f in FEATURES:
        assert teaches(first[f], f), (f, first[f].id)
        assert first[f].shortest <= 4
