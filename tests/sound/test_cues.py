"""The cue table: each game event's sound, pan and pitch, and a Bowls chain's sounds in the
order of its frames."""

from __future__ import annotations

from pebblepour.bowls.attempts import Goal, PuzzleAttempt
from pebblepour.session.playback import frames
from pebblepour.sound import cues
from pebblepour.sound.cues import Cue, Group, Kind


def test_tubes_events() -> None:
    assert cues.tube_select(0, 5) == Cue(Kind.TUBE_SELECT, -0.8)
    assert cues.pour(4, 5, units=3, fill=4) == Cue(Kind.POUR, 0.8, (3, 4))
    assert cues.pour(2, 5, units=1, fill=1) == Cue(Kind.POUR, 0.0, (1, 1))
    assert cues.not_a_move(cues.tube_pan(1, 5)) == Cue(Kind.NOT_A_MOVE, -0.4)
    assert cues.undo() == Cue(Kind.UNDO, 0.0)
    assert cues.tube_completed(2, 4) == Cue(Kind.TUBE_COMPLETED, round(0.8 / 3, 4))
    assert cues.solved() == Cue(Kind.SOLVED, 0.0)


def test_tube_1_is_left_and_the_last_tube_right() -> None:
    for count in (5, 7, 11):
        pans = [cues.tube_pan(i, count) for i in range(count)]
        assert pans == sorted(pans) and pans[0] == -cues.PAN_WIDTH
        assert pans[-1] == cues.PAN_WIDTH
    assert cues.tube_pan(0, 1) == 0.0


def test_a_bowl_sounds_where_it_sits_on_the_ring() -> None:
    pans = [cues.bowl_pan(i) for i in range(12)]
    assert pans[0] == pans[6] == 0.0  # top and bottom: the centre
    assert pans[3] == cues.PAN_WIDTH and pans[9] == -cues.PAN_WIDTH
    assert all(p > 0 for p in pans[1:6]) and all(p < 0 for p in pans[7:])
    assert pans[1] == pans[5] and pans[2] == pans[4]


def test_bowls_events() -> None:
    assert cues.bowl_select(3) == Cue(Kind.BOWL_SELECT, 0.8)
    assert cues.stone(9, 5) == Cue(Kind.STONE, -0.8, (5,))
    assert cues.group_cleared(0, "g") == Cue(Kind.GROUP_CLEARED, 0.0, ("g",))
    assert [cues.combo(n).args for n in (2, 3, 4, 6)] == [(2,), (3,), (4,), (4,)]
    assert cues.blockers_removed(1).kind is Kind.BLOCKERS_REMOVED
    assert cues.eruption(2) == Cue(Kind.ERUPTION, cues.bowl_pan(2))
    assert cues.overflow(8).kind is Kind.OVERFLOW
    assert cues.goal() == Cue(Kind.GOAL) and cues.defeat() == Cue(Kind.DEFEAT)
    assert cues.edge(-0.8) == Cue(Kind.EDGE, -0.8) and cues.dialog() == Cue(Kind.DIALOG)


def test_groups() -> None:
    moves = {Kind.TUBE_SELECT, Kind.POUR, Kind.NOT_A_MOVE, Kind.UNDO, Kind.BOWL_SELECT,
             Kind.STONE}
    results = {Kind.TUBE_COMPLETED, Kind.SOLVED, Kind.GOAL, Kind.DEFEAT}
    assert {k for k in Kind if k.group is Group.MOVES} == moves
    assert {k for k in Kind if k.group is Group.RESULTS} == results
    assert {k for k in Kind if k.group is Group.INTERFACE} == {Kind.EDGE, Kind.DIALOG}
    board = {Kind.BOARD_UNIT, Kind.BOARD_EMPTY, Kind.BOARD_STONE}
    assert {k for k in Kind if k.group is Group.REVIEW} == board


def test_hear_the_board_cues() -> None:
    assert cues.board_unit(4, 0.8) == Cue(Kind.BOARD_UNIT, 0.8, (4,))
    assert cues.board_empty(-0.4) == Cue(Kind.BOARD_EMPTY, -0.4)
    assert cues.board_stone(3, 5) == cues.stone(3, 5)  # a plain bowl: the sowing tick
    assert cues.board_stone(9, 2, "V") == Cue(Kind.BOARD_STONE, -0.8, (2, "V"))


def chain_sounds(position: str) -> list[list[Cue]]:
    a = PuzzleAttempt(position, Goal.clear_board(), limit=3)
    before, score = a.position, a.score
    result = a.play(0)
    shown = frames(before, score, result, a.last_events)
    out, combo = [], 0
    for frame in shown:
        out.append(cues.frame_cues(frame, combo))
        combo = frame.combo
    return out


def test_a_chain_sounds_stone_by_stone_then_groups_and_combo_steps() -> None:
    heard = chain_sounds("rbg rr bb gg . . . . . . . .")
    flat = [cue for frame in heard for cue in frame]
    assert flat[:3] == [cues.stone(1, 3), cues.stone(2, 3), cues.stone(3, 3)]
    assert flat[3:] == [
        cues.group_cleared(1, "r"), cues.group_cleared(2, "b"), cues.group_cleared(3, "g"),
        cues.combo(3),
    ]
    assert heard[0] == []  # the hand is taken: the select sound was before


def test_blockers_eruption_and_overflow_are_heard() -> None:
    # Bowl 2 groups and clears the blocker of bowl 3; the volcano (bowl 4) erupts.
    heard = [c.kind for f in chain_sounds("ryg rr # pypyb@V . . . . . . . .") for c in f]
    assert Kind.GROUP_CLEARED in heard and Kind.BLOCKERS_REMOVED in heard
    assert heard.index(Kind.GROUP_CLEARED) < heard.index(Kind.BLOCKERS_REMOVED)
    over = [c for f in chain_sounds("b rrggyyp . . . . . . . . . .") for c in f]
    assert cues.overflow(1) in over
