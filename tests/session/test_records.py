"""The record policy lives in the session, one for both games and every mode (``Mark``): the
first record is first, a later one that beats every earlier one is a new best, never both; a
Bowls best needs points and a real improvement."""

from __future__ import annotations

from datetime import date

import pytest

from pebblepour.bowls.attempts import DailyAttempt, EndlessAttempt
from pebblepour.profile.profile import Profile
from pebblepour.session import bowls as sb
from pebblepour.session.core import Mark


@pytest.mark.parametrize("attempt", [DailyAttempt(date(2026, 11, 30)), EndlessAttempt(7)])
def test_an_attempt_ended_at_once_with_no_points_is_no_new_best(
    profile: Profile, attempt: DailyAttempt | EndlessAttempt
) -> None:
    s = sb.session_of(sb.BowlsPlay(attempt))
    attempt.end()
    assert attempt.score == 0
    best = sb.best_so_far(profile, s.game)
    assert best == sb.BestSoFar(None, Mark())
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
    assert a.score > 0
    assert sb.best_so_far(profile, first.game) == sb.BestSoFar(a.score, Mark(first=True))
    first.finish(profile)
    same = sb.session_of(sb.BowlsPlay(DailyAttempt(day)))
    for m in a.moves:
        same.play(m)
    same.game.attempt.end()
    assert sb.best_so_far(profile, same.game) == sb.BestSoFar(a.score, Mark())  # a tie
    same.finish(profile)
    better = sb.session_of(sb.BowlsPlay(DailyAttempt(day)))
    b = better.game.attempt
    while b.score <= a.score and not b.status.is_over:
        better.play(b.legal_sources()[-1])
    assert b.score > a.score  # more points than the day's best: a new best, not a first
    b.end()
    assert sb.best_so_far(profile, better.game) == sb.BestSoFar(b.score, Mark(new_best=True))


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
    assert standing(first) == Standing(9, 41.5, Mark(first=True))
    again = TubesLevelResult(stats, False, True, False, unlocked=None)
    assert standing(again) == Standing(9, 41.5, Mark(new_best=True))
    slower = TubesLevelResult(stats, False, False, True, unlocked=None)  # faster is no best
    assert standing(slower).mark == Mark()
    day = TubesDailyStats(day=date(2026, 12, 1), moves=12, seconds=60.0, hints=1, completions=2)
    assert standing(TubesDailyResult(day, False, True)) == Standing(12, 60.0, Mark(new_best=True))
    assert standing(TubesDailyResult(day, True, True)) == Standing(12, 60.0, Mark(first=True))


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


def test_a_puzzle_solve_is_first_then_a_new_best_when_better_in_moves_or_points(
    profile: Profile,
) -> None:
    said = []
    for moves, score in ((5, 30), (6, 20), (4, 10), (6, 40), (6, 40)):
        now = sb.puzzle_standing(profile.record_bowls_puzzle(1, moves, score))
        said.append((now.best_moves, now.best_score, now.mark.first, now.mark.new_best))
    assert said == [(5, 30, True, False), (5, 30, False, False), (4, 30, False, True),
                    (4, 40, False, True), (4, 40, False, False)]


def test_a_tubes_solve_hands_its_facts_typed_and_adds_its_record(profile: Profile) -> None:
    """``Solve``: the facts of a solved board before its record (its best is itself), once
    the shortest length is proven (a Perfect Clear), and once the record is written."""
    from pebblepour.session.tubes import Standing, TubesPlay, session_of, solve_of
    from pebblepour.tubes.board import Board

    s = session_of(TubesPlay(Board.parse("aaab bbba - -"), level_number=1))
    for move in ((0, 2), (1, 3), (2, 1), (3, 0)):
        s.play(move)
    solve = solve_of(s, None)
    assert (solve.moves, solve.hints, solve.par, solve.perfect, solve.recorded) == (
        4, 0, -1, False, True)
    shown = solve.shown()
    assert {k: shown[k] for k in ("bestMoves", "first", "newBest", "par")} == {
        "bestMoves": 4, "first": False, "newBest": False, "par": -1}
    proven = solve.with_par(s, 4)
    assert (proven.par, proven.perfect) == (4, True)
    written = proven.with_record(s.finish(profile))
    assert written.standing == Standing(4, written.standing.best_seconds, Mark(first=True))  # type: ignore[union-attr]
    assert written.shown()["first"] is True and written.shown()["newBest"] is False


def test_a_bowls_ending_hands_its_facts_typed(profile: Profile) -> None:
    """``Ending``: an Endless attempt's best so far and its undo until it is final; a
    puzzle's record once written."""
    from pebblepour.bowls.puzzles import load_pack

    s = sb.session_of(sb.BowlsPlay(EndlessAttempt(7)))
    a = s.game.attempt
    a.end()
    end = sb.Ending(won=False, mode=a.mode, score=0, moves=0, practice=False, hints=0,
                    can_undo=True, best=sb.best_so_far(profile, s.game))
    assert end.mark == Mark() and end.shown() == {
        "won": False, "mode": "endless", "score": 0, "moves": 0, "practice": False,
        "hints": 0, "first": False, "newBest": False, "canUndo": True, "recorded": True,
        "bestValid": None}
    assert end.final().can_undo is False
    puzzle = load_pack()[0]
    ps = sb.session_of(sb.BowlsPlay.of_puzzle(puzzle))
    for move in puzzle.solution:
        ps.play(move)
    pa = ps.game.attempt
    won = sb.Ending(won=True, mode=pa.mode, score=pa.score, moves=pa.moves_used,
                    practice=False, hints=0, can_undo=False, recorded=False)
    assert "bestMoves" not in won.shown() and won.mark == Mark()
    done = won.with_record(ps.finish(profile), ps.game.shortest)
    assert done.recorded and done.mark == Mark(first=True)
    assert {k: done.shown()[k] for k in ("bestMoves", "bestScore", "shortest")} == {
        "bestMoves": len(puzzle.solution), "bestScore": pa.score,
        "shortest": len(puzzle.solution)}


def test_a_shipped_boards_shortest_is_kept_and_a_custom_ones_not(profile: Profile) -> None:
    """The session keeps a shortest solution for the statistics chart (the controller only
    hands it on): a level's and a day's by their IDs; a pasted board's, never."""
    from pebblepour.session import tubes as st

    st.note_par(profile, st.new_play({"level": 3}), 11)
    st.note_par(profile, st.new_play({"daily": "2026-11-30"}), 17)
    custom = st.TubesPlay(st.new_play({"level": 1}).start, custom=True)
    st.note_par(profile, custom, 4)
    assert profile.shortest() == {"tubes:level:3": 11, "tubes:daily:2026-11-30": 17}
