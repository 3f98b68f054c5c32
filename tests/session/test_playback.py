"""The chain frames (Qt-free) end at exactly what the engine computed, for every move of every
stored puzzle solution and of seeded Endless games."""

from __future__ import annotations

from pebblepour.bowls.attempts import Attempt, EndlessAttempt
from pebblepour.bowls.puzzles import load_pack
from pebblepour.session.playback import MAX_PLAYBACK_MS, MIN_STEP_MS, Flash, frames

CHAIN_FLASHES = {Flash.GROUP, Flash.BLOCKERS, Flash.ERUPT}


def _check_move(a: Attempt, move: int) -> None:
    before, score = a.position, a.score
    result = a.play(move)
    shown = frames(before, score, result, a.last_events)
    assert shown, "every move shows at least the hand"
    last = shown[-1]
    after = a.position
    assert last.bowls == tuple(after.bowls)
    assert last.modifiers == tuple(after.modifiers)
    if result.overflow is None:
        assert last.score == a.score
    else:
        assert any(k is Flash.OVER for f in shown for k in f.flash.values())
    assert all(f.ms >= 16 for f in shown)
    # Every step of the chain stays long enough to follow; the sowing speeds up instead.
    chain = [f for f in shown if CHAIN_FLASHES & set(f.flash.values())]
    assert all(f.ms >= MIN_STEP_MS for f in chain), [f.ms for f in chain]
    sowing = [f for f in shown if f.flight and not CHAIN_FLASHES & set(f.flash.values())]
    rest = sum(f.ms for f in shown if f not in sowing)
    assert sum(f.ms for f in sowing) <= max(0, MAX_PLAYBACK_MS - rest) + 16 * len(sowing)
    combos = [f.combo for f in shown]
    assert combos == sorted(combos)
    assert max(combos) == (result.combo if result.player.matched else 0)


def test_frames_of_every_stored_puzzle_solution() -> None:
    moves = 0
    for puzzle in load_pack():
        a = puzzle.attempt()
        for move in puzzle.solution:
            _check_move(a, move)
            moves += 1
    assert moves > 100


def test_frames_of_seeded_endless_games() -> None:
    for seed in range(12):
        a = EndlessAttempt(seed)
        n = 0
        while not a.status.is_over and n < 60:
            legal = a.legal_sources()
            _check_move(a, min(legal, key=lambda m: (a.forecast(m).fullest, m)))
            n += 1


def test_goal_progress_agrees_with_the_goal_check_along_every_solution() -> None:
    for puzzle in load_pack():
        a = puzzle.attempt()
        for move in puzzle.solution:
            a.play(move)
            p = puzzle.goal.progress(a.position.bowls, a.score, a.collected_all(), a.best_combo)
            assert (p.fraction == 1.0) == a.status.is_over, (puzzle.id, p)


def test_a_long_move_sows_faster_but_keeps_each_chain_step(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # With a budget far below any chain, the sowing shrinks to the floor and every group,
    # blocker and eruption step still stays MIN_STEP_MS (before, all steps shrank alike).
    from pebblepour.session import playback

    monkeypatch.setattr(playback, "MAX_PLAYBACK_MS", 400)
    chains = 0
    for puzzle in load_pack():
        a = puzzle.attempt()
        for move in puzzle.solution:
            before, score = a.position, a.score
            result = a.play(move)
            shown = frames(before, score, result, a.last_events)
            chain = [f for f in shown if CHAIN_FLASHES & set(f.flash.values())]
            if len(chain) >= 2:
                chains += 1
                assert all(f.ms >= MIN_STEP_MS for f in chain)
                assert min(f.ms for f in shown if f not in chain) < MIN_STEP_MS
    assert chains > 10
