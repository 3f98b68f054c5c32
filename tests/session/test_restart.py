"""Restart is one step of the undo chain, in the shared session, for both games."""

from __future__ import annotations

import datetime as dt

from pebblepour.bowls.attempts import Goal, PuzzleAttempt
from pebblepour.session import bowls as sb
from pebblepour.session import tubes as st
from pebblepour.session.core import Session, Undone
from pebblepour.tubes.board import Board


def test_tubes_restart_is_undone_by_one_undo_then_undo_takes_moves() -> None:
    s = st.new_level_session(1)
    start = s.game.board
    s.use_hint()
    played = []
    for _ in range(3):
        move = s.game.legal_moves()[0]
        s.play(move)
        played.append(move)
    before = s.game.board
    attempt_id = s.attempt_id
    s.restart()
    assert s.game.board == start and s.game.moves() == [] and s.can_undo()
    assert s.attempt_id == attempt_id and s.hints == 1  # the same attempt
    assert s.undo() is Undone.RESTART
    assert s.game.board == before and s.game.moves() == played and s.hints == 1
    assert s.undo() is Undone.MOVE
    assert s.game.moves() == played[:2]
    # A save after the undone restart holds the line that came back.
    assert '"moves":[' + ",".join(f"[{a},{b}]" for a, b in played[:2]) + "]" in s.save_text()


def test_restart_at_the_start_changes_nothing_and_undo_walks_back_restart_by_restart() -> None:
    s = st.new_level_session(1)
    assert not s.can_undo()
    s.restart()  # no move yet: nothing to bring back
    assert not s.can_undo()
    first = s.game.legal_moves()[0]
    s.play(first)
    s.restart()
    s.restart()  # again at the start: still one restart to undo
    second = s.game.legal_moves()[-1]
    s.play(second)
    s.restart()
    assert s.undo() is Undone.RESTART and s.game.moves() == [second]
    assert s.undo() is Undone.MOVE and s.game.moves() == []
    assert s.undo() is Undone.RESTART and s.game.moves() == [first]
    assert s.undo() is Undone.MOVE and not s.can_undo()


def test_bowls_puzzle_restart_undone_with_score_and_clock() -> None:
    now = [0.0]
    a = PuzzleAttempt("r rr . g gg . . . . . . .", Goal.score(60), limit=3)
    s: sb.BowlsSession = Session(sb.BowlsPlay(a, puzzle=1), sb.PUZZLE_SLOT, sb.record,
                                 clock=lambda: now[0])
    s.play(0)  # bowl 1's red makes three in bowl 2: a group, 30 points
    key, score, moves = s.game.attempt.state_key(), s.game.attempt.score, s.game.attempt.moves
    assert score == 30 and moves == [0]
    now[0] = 5.0
    s.restart()
    fresh = s.game.attempt
    assert fresh is not a and fresh.moves == [] and fresh.score == 0
    assert fresh.position == PuzzleAttempt("r rr . g gg . . . . . . .", Goal.score(60), 3).start
    now[0] = 7.0
    assert s.undo() is Undone.RESTART
    assert s.game.attempt.state_key() == key and s.game.attempt.score == score
    assert s.game.attempt.moves == moves
    assert s.seconds() == 7.0  # a restart is not a new attempt: the clock ran on
    assert s.undo() is Undone.MOVE and s.game.attempt.moves == []


def test_an_ended_line_comes_back_ended_and_the_clock_stops_again() -> None:
    now = [0.0]
    play = st.TubesPlay(Board.parse("aaab bbba - -"), level_number=1)
    s: st.TubesSession = Session(play, st.LEVEL_SLOT, st.record, clock=lambda: now[0])
    for move in ((0, 2), (1, 3), (2, 1), (3, 0)):
        s.play(move)
    assert s.outcome() is not None and not s.can_undo()
    now[0] = 4.0
    s.restart()  # e.g. a solve whose record failed: played again from the start
    assert s.outcome() is None
    now[0] = 6.0
    assert s.seconds() == 2.0  # the clock stood while the board was solved
    assert s.undo() is Undone.RESTART and s.outcome() is not None
    now[0] = 9.0
    assert s.seconds() == 2.0  # stopped again with the solved line


def test_again_is_a_new_attempt_at_the_same_start_and_restart_keeps_practice() -> None:
    """Play again (Session.again) and Restart both build from the attempt's identity
    (sb.new_play): again starts a new attempt (own id, clock, hints), never practice; a
    restart stays the same attempt and keeps the practice mark."""
    s = sb.new_session(sb.daily_identity(dt.date(2026, 3, 1)))
    s.play(s.game.legal_moves()[0])
    s.undo()
    s.play(s.game.legal_moves()[0])
    s.use_hint()
    assert s.game.attempt.practice
    s.restart()
    assert s.game.attempt.practice and s.game.moves() == [] and s.hints == 1
    fresh = s.again()
    assert fresh.attempt_id != s.attempt_id and fresh.hints == 0 and fresh.slot == s.slot
    assert fresh.game.identity() == s.game.identity() and not fresh.game.attempt.practice
    assert fresh.game.attempt == sb.new_play(s.game.identity()).attempt
    endless = sb.new_endless_session(4)
    other = endless.again(sb.new_play(sb.endless_identity(5)))  # Endless: a new seed
    assert other.game.identity() == {"mode": "endless", "seed": 5}
    assert other.slot == endless.slot and other.attempt_id != endless.attempt_id
