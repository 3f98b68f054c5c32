"""Play again, the one path of both controllers (GameController._play_again over
Session.again): a new attempt with its own id, clock and hints; the same start (a Bowls
Endless game gets a new seed)."""

from __future__ import annotations

from pebblepour.tubes.solver import solve
from tests.ui.play import open_daily, open_endless, open_level_one


def test_tubes_play_again_after_a_clear_is_a_new_attempt_at_the_same_board(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    start, old = g.board(), g.session()
    assert start is not None and old is not None
    old.use_hint()
    for src, dst in solve(start).moves:
        g.activate(src)
        g.activate(dst)
    assert g.over and g.result
    g.act("again")
    new = g.session()
    assert new is not None and new is not old and new.attempt_id != old.attempt_id
    assert g.board() == start and g.moves == 0 and new.hints == 0 and not g.result
    assert new.slot == old.slot and new.game.identity() == old.game.identity()
    assert not g.canUndo  # the cleared attempt is not brought back by undo


def test_bowls_play_again_of_an_ended_endless_game_deals_a_new_seed(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    seeds = iter([11, 12])
    g.endless_seed = lambda: next(seeds)  # type: ignore[method-assign]
    old = g._session
    a = g.attempt()
    assert old is not None and a is not None
    g.endAttempt()
    assert g.result and a.status.is_over
    g.act("again")
    new = g._session
    assert new is not None and new is not old and new.attempt_id != old.attempt_id
    assert new.game.identity() == {"mode": "endless", "seed": 11}
    b = g.attempt()
    assert b is not None and b.moves_used == 0 and not b.practice and not g.result


def test_bowls_play_again_of_a_practice_daily_is_the_same_date_not_practice(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_daily(scene)
    a = g.attempt()
    assert a is not None
    a_moves = a.legal_sources()
    g.select(a_moves[0])
    g.confirm()
    g.skip()
    g.undo()
    assert a.practice
    old = g._session
    assert old is not None
    g.endAttempt()
    g.act("again")
    new = g._session
    b = g.attempt()
    assert new is not None and b is not None and new.attempt_id != old.attempt_id
    assert new.game.identity() == old.game.identity()  # the same date
    assert b.moves_used == 0 and not b.practice and new.hints == 0
