"""Puzzle, Endless and Daily attempts (SPEC 1.7-1.9): goals, status, undo, saves (in the
session envelope, the one save format)."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from pebblepour.bowls.attempts import (
    DAILY_MOVES,
    ENDLESS_EVENTS,
    EVENTS_FROM_SAFE_MOVE,
    Attempt,
    AttemptDataError,
    AttemptOverError,
    DailyAttempt,
    EndlessAttempt,
    Goal,
    GoalKind,
    Mode,
    PuzzleAttempt,
    Reason,
    State,
    Status,
    daily_seed,
)
from pebblepour.bowls.position import COLOURS, Position, PositionError
from pebblepour.bowls.rules import IllegalMoveError, ModifierExpired, ModifierPlaced
from pebblepour.session import bowls as sb
from pebblepour.session.core import SaveError, Session, load
from tests.bowls.conftest import pos


def greedy(a: Attempt) -> int:
    """Best forecast: safe first, then points, then the emptiest fullest bowl."""
    best: tuple[tuple[bool, int, int, int], int] | None = None
    for s in a.legal_sources():
        f = a.forecast(s)
        key = (not f.overflow, f.points, -f.fullest, -s)
        if best is None or key > best[0]:
            best = (key, s)
    assert best is not None
    return best[1]


# --------------------------------------------------------------------------- goals


@pytest.mark.parametrize(
    ("goal", "text"),
    [
        (Goal.clear_colour("r"), "clear_colour r"),
        (Goal.collect("g", 6), "collect g 6"),
        (Goal.score(300), "score 300"),
        (Goal.combo(3), "combo 3"),
        (Goal.at_most(4), "at_most 4"),
        (Goal.clear_board(), "clear_board"),
    ],
)
def test_goal_text_round_trip(goal: Goal, text: str) -> None:
    assert str(goal) == text
    assert Goal.parse(text) == goal


@pytest.mark.parametrize(
    "text",
    ["", "win", "collect r", "collect x 3", "collect r -1", "combo 0", "combo 13",
     "score", "clear_board 3", "clear_colour", "clear_colour r r", "at_most x"],
)
def test_bad_goals(text: str) -> None:
    with pytest.raises(AttemptDataError):
        Goal.parse(text)


def test_goal_constructor_validates() -> None:
    with pytest.raises(AttemptDataError):
        Goal(GoalKind.SCORE, "r", 3)
    with pytest.raises(AttemptDataError):
        Goal("score", None, 3)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- puzzles


def test_clear_colour_goal() -> None:
    a = PuzzleAttempt(pos(b0="r", b1="rr", b5="g"), Goal.clear_colour("r"), 3)
    a.play(0)
    assert a.status == Status(State.WON, Reason.GOAL)
    assert a.legal_sources() == []
    with pytest.raises(AttemptOverError):
        a.play(5)


def test_collect_goal_counts_normal_stones_not_wildcards() -> None:
    start = pos(b0="*", b1="rr", b4="r", b5="rr", b8="g")
    a = PuzzleAttempt(start, Goal.collect("r", 4), 3)
    a.play(0)  # rr + * : 2 reds
    assert a.collected("r") == 2 and a.status.state is State.PLAYING
    a.play(4)  # rrr: 3 more
    assert a.collected("r") == 5 and a.status == Status(State.WON, Reason.GOAL)


def test_score_goal_and_combo_goal() -> None:
    start = pos(b0="r", b1="rr", b4="rgbyyg@V", b5="rr", b6="gg", b7="bp")
    assert PuzzleAttempt(start, Goal.score(270), 1).play(0).player_points == 270
    a = PuzzleAttempt(start, Goal.score(270), 1)
    a.play(0)
    assert a.status.state is State.WON
    b = PuzzleAttempt(start, Goal.combo(3), 1)
    b.play(0)
    assert b.status.state is State.WON
    c = PuzzleAttempt(start, Goal.combo(4), 1)
    c.play(0)
    assert c.status == Status(State.LOST, Reason.OUT_OF_MOVES)


def test_at_most_goal() -> None:
    a = PuzzleAttempt(pos(b0="r", b1="rr", b3="gg", b4="#"), Goal.at_most(3), 2)
    a.play(0)
    assert a.status == Status(State.WON, Reason.GOAL)


def test_clear_board_goal_reached_on_the_last_allowed_move() -> None:
    a = PuzzleAttempt(pos(b0="g", b1="gg", b5="r", b6="rr"), Goal.clear_board(), 2)
    a.play(0)
    assert a.status.state is State.PLAYING and a.moves_left == 1
    a.play(5)
    assert a.status == Status(State.WON, Reason.GOAL) and a.score == 30 + 130


def test_out_of_moves() -> None:
    a = PuzzleAttempt(pos(b0="g", b1="gg", b5="r", b6="rr"), Goal.clear_board(), 1)
    a.play(0)
    assert a.status == Status(State.LOST, Reason.OUT_OF_MOVES)


def test_no_source_left() -> None:
    a = PuzzleAttempt(pos(b0="g", b1="y@F3"), Goal.clear_colour("y"), 5)
    a.play(0)
    assert a.position == Position.parse(pos(b1="yg@F2"))
    assert a.status == Status(State.LOST, Reason.NO_SOURCE)


def test_overflow_beats_a_reached_goal() -> None:
    start = pos(b0="rp", b1="rr", b2="gbgbpyr")
    a = PuzzleAttempt(start, Goal.clear_colour("r"), 3)
    r = a.play(0)
    assert r.overflow == "player"
    assert a.status == Status(State.LOST, Reason.OVERFLOW) and a.score == 0


def test_timed_modifiers_count_down_and_expire() -> None:
    a = PuzzleAttempt(pos(b0="gy", b1="p@F1", b5="b@R2"), Goal.clear_board(), 5)
    a.play(0)
    assert str(a.position) == pos(b1="pg", b2="y", b5="b@R1")
    assert ModifierExpired(1, "F") in a.last_events
    a.play(2)
    assert str(a.position) == pos(b1="pg", b3="y", b5="b")


def test_puzzle_undo_is_an_ordinary_aid() -> None:
    start = pos(b0="rp", b1="rr", b2="gbgbpyr")
    a = PuzzleAttempt(start, Goal.clear_colour("r"), 3)
    a.play(0)
    assert a.can_undo
    a.undo()
    assert a.status.state is State.PLAYING and str(a.position) == start
    assert not a.practice and not a.can_undo
    with pytest.raises(AttemptOverError):
        a.undo()


def test_puzzle_start_with_a_ready_group_resolves_on_the_first_move_and_after_undo() -> None:
    a = PuzzleAttempt(pos(b0="y", b3="rr*"), Goal.collect("r", 2), 2)
    a.play(0)
    assert a.status.state is State.WON
    a.undo()
    a.play(0)
    assert a.status.state is State.WON


def test_puzzle_start_is_validated() -> None:
    with pytest.raises(PositionError):
        PuzzleAttempt(pos(b0="rgbypgby"), Goal.clear_board(), 3)
    with pytest.raises(AttemptDataError):
        PuzzleAttempt(pos(b0="r"), Goal.clear_board(), 0)
    a = PuzzleAttempt(pos(b0="r@F"), Goal.clear_board(), 3)
    assert a.status == Status(State.LOST, Reason.NO_SOURCE)


def test_illegal_move_changes_nothing() -> None:
    a = PuzzleAttempt(pos(b0="r", b1="g@F"), Goal.clear_board(), 3)
    key = a.state_key()
    for bad in (1, 2, 12, -1):
        with pytest.raises(IllegalMoveError):
            a.play(bad)
    assert a.state_key() == key and not a.can_undo


# --------------------------------------------------------------------------- endless


def test_endless_deal_is_36_normal_stones_without_groups_and_seeded() -> None:
    for seed in range(50):
        a = EndlessAttempt(seed)
        p = a.position
        assert all(len(b) == 3 and b[0] in COLOURS for b in p.bowls)
        assert all(not b[0] == b[1] == b[2] for b in p.bowls)
        assert all(ch in COLOURS for b in p.bowls for ch in b)
    assert EndlessAttempt(42).position == EndlessAttempt(42).position
    assert EndlessAttempt(42).position != EndlessAttempt(43).position
    assert str(EndlessAttempt(42).position) == (
        "bgy brb ggb rpr prg pgb yby bgr ypp bby bpy yry"
    )


def test_endless_refill_two_stones_into_two_bowls_and_events_from_the_ninth() -> None:
    seen_event = False
    for seed in range(40):
        a = EndlessAttempt(seed)
        while not a.status.is_over and a.safe_moves < 40:
            r = a.play(greedy(a))
            if r.overflow == "player":
                assert r.refill_stones == ()
                break
            stones = r.refill_stones
            assert len(stones) == 2 and stones[0][0] != stones[1][0]
            placed = [e for e in a.last_events if isinstance(e, ModifierPlaced)]
            special = [s for _, s in stones if s not in COLOURS] or placed
            if a.safe_moves < EVENTS_FROM_SAFE_MOVE:
                assert not special
                assert all(m == "" for m in a.position.modifiers)
            elif special:
                seen_event = True
            for e in placed:
                assert e.modifier in "FRV" and e.moves >= 1
                assert a.position.timers[e.bowl] == e.moves
    assert seen_event


def test_endless_is_deterministic_for_a_seed() -> None:
    def run(seed: int) -> tuple[int, int, str]:
        a = EndlessAttempt(seed, record_events=False)
        while not a.status.is_over:
            a.play(greedy(a))
        return a.score, a.moves_used, str(a.position)

    assert run(42) == run(42)
    assert run(42) != run(7)


def test_undo_restores_the_refill_and_marks_practice() -> None:
    a = EndlessAttempt(5)
    for _ in range(12):
        a.play(greedy(a))
    before = a.state_key()
    first = a.play(greedy(a))
    a.undo()
    assert a.state_key() == before and a.practice
    again = a.play(greedy(a))
    assert again.refill_stones == first.refill_stones
    assert again.position == first.position


def test_end_attempt() -> None:
    a = EndlessAttempt(1)
    a.play(greedy(a))
    a.end()
    assert a.status == Status(State.LOST, Reason.ENDED)
    assert not a.can_undo and a.legal_sources() == []
    with pytest.raises(AttemptOverError):
        a.play(0)
    assert a.moves_left is None


def test_event_table_is_documented_and_fits() -> None:
    assert {e.letter for e in ENDLESS_EVENTS} == set("*#FRV")
    assert sum(e.max_weight for e in ENDLESS_EVENTS) <= 1000
    for e in ENDLESS_EVENTS:
        if e.letter in "FRV":
            assert 1 <= e.duration[0] <= e.duration[1]


# --------------------------------------------------------------------------- daily


def test_daily_is_seeded_by_date_and_keeps_it() -> None:
    a = DailyAttempt("2026-11-30")
    assert a.date == dt.date(2026, 11, 30) and a.seed == daily_seed(a.date)
    assert a.position == DailyAttempt(dt.date(2026, 11, 30)).position
    assert a.position != DailyAttempt("2026-12-01").position
    with pytest.raises(AttemptDataError):
        DailyAttempt("30.11.2026")


def test_daily_twenty_moves_normal_stones_no_refill_after_the_last() -> None:
    a = DailyAttempt("2026-11-30")
    results = []
    while not a.status.is_over:
        results.append(a.play(greedy(a)))
    assert a.status == Status(State.WON, Reason.COMPLETED)
    assert a.moves_used == DAILY_MOVES and a.moves_left == 0
    assert all(len(r.refill_stones) == 2 for r in results[:-1])
    assert results[-1].refill_stones == () and results[-1].refill is None
    assert all(s in COLOURS for r in results for _, s in r.refill_stones)
    assert all(m == "" for m in a.position.modifiers)
    assert a.score == sum(r.points for r in results)
    a.undo()
    assert a.practice and a.status.state is State.PLAYING


# --------------------------------------------------------------------------- saves


def _played(mode: Mode) -> Attempt:
    a: Attempt
    if mode is Mode.PUZZLE:
        a = PuzzleAttempt(pos(b0="g", b1="gg", b5="r", b6="rr", b8="b@V2"),
                          Goal.clear_board(), 4)
    elif mode is Mode.ENDLESS:
        a = EndlessAttempt(99)
    else:
        a = DailyAttempt("2026-11-30")
    for _ in range(2 if mode is Mode.PUZZLE else 14):
        if not a.status.is_over:
            a.play(greedy(a))
    return a


def save_text(a: Attempt) -> str:
    """``a`` in the one save format, the session envelope (a puzzle is numbered 1)."""
    play = sb.BowlsPlay(a, 1 if a.mode is Mode.PUZZLE else 0)
    return Session(play, play.slot, sb.record, attempt_id="0" * 32, clock=lambda: 0.0).save_text()


def reloaded(text: str) -> Attempt:
    """The attempt of a save, rebuilt by replay (``sb.new_play`` from its identity; a
    puzzle's start, goal and limit are the save's own, no pack); raises SaveError."""
    identity = json.loads(text)["identity"]
    play = sb.new_play(identity)
    session = load(text, kind="bowls", expect=identity, new=sb.new_play, slot=play.slot,
                   record=sb.record, clock=lambda: 0.0)
    return session.game.attempt


@pytest.mark.parametrize("mode", list(Mode))
def test_save_round_trip(mode: Mode) -> None:
    a = _played(mode)
    text = save_text(a)
    b = reloaded(text)
    assert b == a and save_text(b) == text
    assert type(b) is type(a)
    if a.can_undo:
        a.undo()
        b.undo()
        assert a == b


def test_saved_flags() -> None:
    a = _played(Mode.ENDLESS)
    a.undo()
    a.end()
    b = reloaded(save_text(a))
    assert b.practice and b.status.reason is Reason.ENDED and not b.can_undo


def _tamper(text: str, **changes: object) -> str:
    data = json.loads(text)
    data.update(changes)
    return json.dumps(data)


def test_moves_after_the_end_are_rejected() -> None:
    a = PuzzleAttempt(pos(b0="r", b1="rr", b5="g"), Goal.clear_colour("r"), 3)
    a.play(0)
    text = _tamper(save_text(a), moves=[0, 5])
    with pytest.raises(SaveError, match="after the game ended"):
        reloaded(text)


def test_what_each_mode_can_hold_for_the_legend() -> None:
    """A puzzle holds only what its start holds (nothing arrives); the Daily deals and refills
    normal stones only; Endless adds what its special events bring."""
    start = Position.parse(". b* . rr@V . . #g . . . . .@F")
    assert PuzzleAttempt(start, Goal.clear_colour("r"), 3).can_hold() == "rgb*#FV"
    assert PuzzleAttempt(pos(b0="r", b1="rr"), Goal.clear_colour("r"), 1).can_hold() == "r"
    assert DailyAttempt(dt.date(2026, 12, 3)).can_hold() == "rygbp"
    assert EndlessAttempt(7).can_hold() == "rygbp*#FRV"
