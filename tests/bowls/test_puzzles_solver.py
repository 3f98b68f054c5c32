"""The solver agrees with a brute-force walk of every line under the engine's PuzzleAttempt."""

from __future__ import annotations

import random

import pytest

from pebblepour.bowls import Goal, Position, PuzzleAttempt, State
from pebblepour.bowls.solver import SearchLimitError, hopeless, solve


def brute(start: str, goal: Goal, limit: int) -> tuple[int | None, set[int], int]:
    """(shortest, winning first moves within the limit, shortest winning lines)."""
    attempt = PuzzleAttempt(start, goal, limit, record_events=False)
    wins: list[tuple[int, ...]] = []

    def walk(line: tuple[int, ...]) -> None:
        for m in attempt.legal_sources():
            attempt.play(m)
            if attempt.status.state is State.WON:
                wins.append((*line, m))
            elif attempt.status.state is State.PLAYING:
                walk((*line, m))
            attempt.undo()

    walk(())
    if not wins:
        return None, set(), 0
    shortest = min(map(len, wins))
    return shortest, {w[0] for w in wins}, sum(1 for w in wins if len(w) == shortest)


CASES = [
    ("r rr . . . . . . . . . .", Goal.clear_board(), 2),
    ("rg gr r g . . . . . . . .", Goal.clear_board(), 4),
    ("rb br rb b . . . . . . . .", Goal.collect("b", 3), 4),
    ("rgb rr@V gg bb . . . . . . . .", Goal.at_most(3), 4),
    ("r#g rr . gg # g . . . . . .", Goal.clear_board(), 4),
    # Found by the authoring tool (shortest 2..4), one or two per feature.
    (". . ppg yg g pyy . . . . . .", Goal.clear_colour("y"), 4),
    (". . . yb ggb b ygy . . . . .", Goal.score(30), 4),
    (". . . . . . . pb bby pyp y .", Goal.combo(2), 5),
    (". . . . . g b g gbb . . .", Goal.clear_board(), 5),
    ("*y yyp pp . . . . . . . . .", Goal.collect("p", 3), 3),
    (". . . . . . . . rp* rp* rp .", Goal.combo(2), 5),
    ("yrr ry # . . . . . . . . y", Goal.collect("y", 3), 4),
    (". . . . . . #b by byy . . .", Goal.at_most(3), 3),
    (". gr rg gr@F . . . . . . . .", Goal.score(30), 3),
    (". . . . . p pb pb b@F . . .", Goal.clear_board(), 5),
    ("ryr bbr by y@R . . . . . . . .", Goal.combo(2), 3),
    (". . . . . . . . p pb@R pbb@R .", Goal.clear_board(), 5),
    (". . . . . . rp r g gprp@V gr .", Goal.combo(2), 6),
]


@pytest.mark.parametrize(("start", "goal", "limit"), CASES)
def test_solver_matches_brute_force(start: str, goal: Goal, limit: int) -> None:
    shortest, firsts, lines = brute(start, goal, limit)
    r = solve(Position.parse(start), goal, limit)
    assert r.shortest == shortest
    assert set(r.winning_first_moves) == firsts
    assert r.shortest_lines == lines
    if shortest is not None:
        assert len(r.solution) == shortest
        replay = PuzzleAttempt(start, goal, limit)
        for m in r.solution:
            replay.play(m)
        assert replay.status.state is State.WON


def random_case(rng: random.Random) -> tuple[str, Goal, int]:
    """A small random puzzle: two or three colours, maybe wildcards and a blocker, some
    volcano, reverse and frozen bowls (some of them timed), any goal kind, 2..4 moves."""
    colours = rng.sample("rygbp", rng.randint(2, 3))
    stones = [c for c in colours for _ in range(rng.choice([2, 3, 3, 4, 5, 6]))]
    stones += ["*"] * rng.choice([0, 0, 1, 2]) + ["#"] * rng.choice([0, 0, 1])
    rng.shuffle(stones)
    bowls = [""] * 12
    first, span = rng.randrange(12), rng.randint(4, 8)
    for ch in stones:
        j = (first + rng.randrange(span)) % 12
        if len(bowls[j]) < 5:
            bowls[j] += ch
    volcano = first + rng.randrange(span) if rng.random() < 0.5 else -1
    tokens = []
    for j, b in enumerate(bowls):
        mod = rng.choices(["", "@R", "@F"], [88, 7, 5])[0] if b else ""
        if j == volcano % 12:  # a volcano close to erupting
            b = (b + "".join(rng.choices(colours, k=5)))[: rng.randint(4, 5)]
            mod = "@V"
        if mod and rng.random() < 0.3:
            mod += str(rng.randint(1, 3))
        tokens.append((b or ".") + mod)
    c = rng.choice(colours)
    goal = rng.choice([
        Goal.clear_board(), Goal.clear_colour(c), Goal.collect(c, 3), Goal.combo(2),
        Goal.score(rng.choice([30, 60, 90, 150])), Goal.at_most(rng.randint(2, 8)),
    ])
    return " ".join(tokens), goal, rng.randint(2, 4)


def test_one_line_search_matches_brute_force_on_random_puzzles() -> None:
    # The hint search (one_line: sleep sets, last-move masks, goal tests, states one move
    # before the limit not stored) against every line walked by the engine alone.
    rng = random.Random(20261201)
    solvable = 0
    for _ in range(300):
        start, goal, limit = random_case(rng)
        attempt = PuzzleAttempt(start, goal, limit, record_events=False)
        if attempt.status.state is not State.PLAYING:
            continue
        shortest = brute(start, goal, limit)[0]
        r = solve(start, goal, limit, first_moves=False, one_line=True)
        assert r.shortest == shortest, (start, goal, limit)
        if shortest is not None:
            solvable += 1
            for m in r.solution:
                attempt.play(m)
            assert len(r.solution) == shortest and attempt.status.state is State.WON
    assert solvable >= 60


def test_some_cases_are_solvable_and_some_need_several_moves() -> None:
    lengths = [brute(*c)[0] for c in CASES]
    assert None in lengths or max(x for x in lengths if x) >= 2
    assert sum(1 for x in lengths if x and x >= 2) >= 4


def test_shortest_only_mode_gives_the_same_length() -> None:
    for start, goal, limit in CASES:
        full = solve(start, goal, limit)
        quick = solve(start, goal, limit, first_moves=False)
        assert quick.shortest == full.shortest


def test_hopeless_is_sound_on_simple_cases() -> None:
    # Two reds and no wildcard: red can never be cleared.
    assert hopeless(Goal.clear_colour("r"), ("rr", "g") + ("",) * 10, 0)
    assert not hopeless(Goal.clear_colour("r"), ("rr", "*") + ("",) * 10, 0)
    assert hopeless(Goal.clear_board(), ("*",) + ("",) * 11, 0)
    assert hopeless(Goal.collect("b", 4), ("bbb",) + ("",) * 11, 0)
    assert not hopeless(Goal.collect("b", 4), ("bbb",) + ("",) * 11, 1)


def test_search_limit() -> None:
    with pytest.raises(SearchLimitError):
        solve("rgb gbr brg rgb gbr brg . . . . . .", Goal.clear_board(), 6, max_states=50)
