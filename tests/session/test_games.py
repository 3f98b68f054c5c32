"""Both games through the one interface: legality with a reason, play, undo, outcome."""

from __future__ import annotations

from datetime import date

from pebblepour.bowls.attempts import Goal, PuzzleAttempt
from pebblepour.session import bowls as sb
from pebblepour.session import tubes as st
from pebblepour.session.core import Session, Undone
from pebblepour.tubes.board import Board


def test_tubes_refusals_name_every_reason() -> None:
    play = st.TubesPlay(Board.parse("aabb bbaa - -"), level_number=1)
    r = st.Refusal
    assert play.refusal((0, 9)) is r.NO_SUCH_TUBE and play.pick_refusal(-1) is r.NO_SUCH_TUBE
    assert play.refusal((0, 0)) is r.SAME_TUBE
    assert play.refusal((2, 0)) is r.EMPTY and play.pick_refusal(2) is r.EMPTY
    assert play.refusal((0, 1)) is r.FULL
    assert play.refusal((0, 2)) is None and play.pick_refusal(0) is None
    poured = play.play((0, 2))
    assert (poured.amount, poured.completed, poured.solved) == (2, False, False)
    assert play.refusal((2, 0)) is r.COLOURS_DIFFER  # b onto a
    assert play.refusal((1, 0)) is None
    assert set(play.legal_moves()) == {
        (s, d) for s in range(4) for d in range(4) if play.refusal((s, d)) is None
    }


def test_tubes_full_target_and_solved_board() -> None:
    play = st.TubesPlay(Board.parse("aaab bbba - -"), day=date(2026, 1, 1))
    assert play.refusal((0, 1)) is st.Refusal.FULL
    for move in ((0, 2), (1, 3), (2, 1)):
        play.play(move)
        assert play.outcome() is None
    assert play.play((3, 0)).solved
    outcome = play.outcome()
    assert outcome is not None and outcome.won
    assert play.refusal((0, 1)) is st.Refusal.SOLVED and not play.can_undo()
    assert play.identity() == {"daily": "2026-01-01"}


def test_bowls_refusals_and_the_session_clock() -> None:
    a = PuzzleAttempt("r rr . . . . . . . . . .@F", Goal.clear_board(), limit=2)
    play = sb.BowlsPlay(a, puzzle=1)
    assert play.refusal(12) is sb.Refusal.NO_SUCH_BOWL
    assert play.refusal(True) is sb.Refusal.NO_SUCH_BOWL  # type: ignore[arg-type]
    assert play.refusal(2) is sb.Refusal.EMPTY
    now = [100.0]
    s = Session(play, sb.PUZZLE_SLOT, sb.record, clock=lambda: now[0])
    now[0] = 104.0
    s.play(0)
    assert s.outcome() is not None and s.outcome().won  # type: ignore[union-attr]
    assert play.refusal(1) is sb.Refusal.OVER
    now[0] = 200.0
    assert s.seconds() == 4.0  # the clock stopped with the game
    assert not s.can_undo()  # a solve is final: recorded, never taken back
    failed = Session(sb.BowlsPlay(PuzzleAttempt("r rr . . . . . . . . . .@F",
                                                Goal.clear_board(), limit=1), puzzle=1),
                     sb.PUZZLE_SLOT, sb.record, clock=lambda: now[0])
    now[0] = 203.0
    failed.play(1)
    assert failed.outcome() is not None and not failed.outcome().won  # type: ignore[union-attr]
    now[0] = 300.0
    assert failed.seconds() == 3.0  # the clock stopped with the game
    assert failed.undo() is Undone.MOVE
    now[0] = 301.0
    assert failed.seconds() == 4.0  # ...and runs again after undo


def test_play_refuses_with_the_reason_refusal_names_and_changes_nothing() -> None:
    """A move is checked once, by the engine: play raises NotAMove with the same reason."""
    import pytest

    from pebblepour.bowls.position import Refusal as BowlsRefusal
    from pebblepour.session.core import NotAMove
    from pebblepour.tubes.board import Refusal as TubesRefusal

    tubes = st.TubesPlay(Board.parse("aabb bbaa - -"), level_number=1)
    for move, why in (
        ((0, 9), TubesRefusal.NO_SUCH_TUBE),
        ((0, 0), TubesRefusal.SAME_TUBE),
        ((2, 0), TubesRefusal.EMPTY),
        ((0, 1), TubesRefusal.FULL),
    ):
        assert tubes.refusal(move) is why
        with pytest.raises(NotAMove) as refused:
            tubes.play(move)
        assert refused.value.reason is why
    assert str(tubes.board) == "aabb bbaa - -" and not tubes.can_undo()

    bowls = sb.BowlsPlay(
        PuzzleAttempt("r rr . . . . . . . . . r@F", Goal.clear_board(), limit=2), puzzle=1
    )
    for move, bwhy in ((12, BowlsRefusal.NO_SUCH_BOWL), (2, BowlsRefusal.EMPTY),
                       (11, BowlsRefusal.FROZEN)):
        assert bowls.refusal(move) is bwhy
        with pytest.raises(NotAMove) as refused:
            bowls.play(move)
        assert refused.value.reason is bwhy
    assert str(bowls.attempt.position) == "r rr . . . . . . . . . r@F"
    while not bowls.attempt.status.is_over:
        bowls.play(bowls.legal_moves()[0])
    assert bowls.refusal(1) is BowlsRefusal.OVER
    with pytest.raises(NotAMove) as refused:
        bowls.play(1)
    assert refused.value.reason is BowlsRefusal.OVER
