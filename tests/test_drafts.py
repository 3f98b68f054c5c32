"""The board editor's drafts (issue 24 point 4): each edit pinned with a concrete board and the
exact result; refused edits change nothing; the ID is the board's canonical ID."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pebblepour import board_id as ids
from pebblepour.bowls.attempts import Goal, GoalKind
from pebblepour.drafts import BowlsDraft, Refusal, TubesDraft
from pebblepour.tubes.board import Board


def test_a_tubes_board_is_poured_unit_by_unit_bottom_first() -> None:
    d = TubesDraft(2)
    assert d.tubes == [[], [], [], []] and d.left() == (4, 4)
    assert d.board() is None and d.board_id() is None
    for tube, colour in ((0, 0), (0, 0), (0, 1), (0, 1), (1, 1), (1, 1), (1, 0), (1, 0)):
        assert d.add(tube, colour) is None
    assert d.board() == Board.parse("aabb bbaa - -")
    assert d.board_id() == "tubes:aabb,bbaa,-,-"


def test_refused_pours_say_why_and_change_nothing() -> None:
    d = TubesDraft(2, [[0, 0, 0, 0], [1], [], []])
    assert d.add(0, 1) is Refusal.FULL
    assert d.add(2, 0) is Refusal.USED_UP  # all four a units are in tube 1
    assert d.add(2, 2) is Refusal.NO_SUCH_PLACE  # a third colour on a two-colour board
    assert d.add(4, 1) is Refusal.NO_SUCH_PLACE
    assert d.take(3) is Refusal.EMPTY
    assert d.tubes == [[0, 0, 0, 0], [1], [], []]
    assert d.take(0) is None and d.tubes[0] == [0, 0, 0]


def test_fewer_colours_take_that_colour_out_and_the_rest_settles() -> None:
    d = TubesDraft(3, [[0, 2, 1], [2, 2], [1], [], []])
    d.set_colours(2)
    assert d.tubes == [[0, 1], [], [1], []] and d.left() == (3, 2)
    d.set_colours(1)  # at least two colours
    assert d.colours == 2
    d.set_colours(4)
    assert len(d.tubes) == 6 and d.left() == (3, 2, 4, 4)
    d.set_colours(20)
    assert d.colours == 9 and len(d.tubes) == 11


def test_a_saved_tubes_board_opens_as_it_was() -> None:
    board = Board.parse("abca bcab cabc - -")
    d = TubesDraft.of(board)
    assert d.colours == 3 and d.board() == board and d.board_id() == "tubes:abca,bcab,cabc,-,-"


def test_a_bowls_board_is_made_stone_by_stone_oldest_first() -> None:
    d = BowlsDraft()
    for bowl, stone in ((2, "r"), (2, "g"), (3, "r"), (4, "r"), (4, "g"), (4, "g")):
        assert d.add(bowl, stone) is None
    d.goal = Goal.clear_colour("g")
    assert d.board_id() == "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3"
    assert d.take(4) is None and d.bowls[4] == "rg"
    assert d.take(0) is Refusal.EMPTY
    assert d.add(0, "x") is Refusal.NO_SUCH_PLACE and d.add(12, "r") is Refusal.NO_SUCH_PLACE
    for _ in range(7):
        d.add(5, "#")
    assert d.add(5, "*") is Refusal.FULL and d.bowls[5] == "#######"


def test_modifiers_goals_and_limits_step_through_their_values() -> None:
    d = BowlsDraft()
    assert [d.cycle_modifier(0) for _ in range(4)] == ["F", "R", "V", ""]
    kinds = [d.cycle_goal().kind for _ in range(6)]
    assert kinds == [GoalKind.COLLECT, GoalKind.SCORE, GoalKind.COMBO, GoalKind.AT_MOST,
                     GoalKind.CLEAR_BOARD, GoalKind.CLEAR_COLOUR]
    assert d.cycle_goal(-1) == Goal.clear_board()
    assert d.cycle_goal(-1) == Goal.at_most(3)
    assert d.change_amount(-10) == Goal.at_most(0)
    assert d.cycle_goal(-1) == Goal.combo(2) and d.change_amount(-1) == Goal.combo(2)
    assert d.change_amount(20) == Goal.combo(12)
    d.cycle_goal(-1)
    d.cycle_goal(-1)
    assert d.goal == Goal.collect("r", 3)
    assert d.cycle_colour() == Goal.collect("y", 3) and d.cycle_colour(-2) == Goal.collect("p", 3)
    assert d.change_limit(-5) == 1 and d.change_limit(100) == ids.MAX_LIMIT
    assert d.board_id().endswith(":collect-p-3:30")


def test_a_saved_bowls_board_opens_as_it_was() -> None:
    text = "bowls:r,.,.,.,.,.,.,.,.,.,.,b@V:collect-r-3:5"
    board = ids.parse(text)
    assert isinstance(board, ids.BowlsBoard)
    assert BowlsDraft.of(board).board_id() == text


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 11), st.integers(0, 6)),
                max_size=60))
def test_every_draft_stays_a_readable_board(edits: list[tuple[int, int, int]]) -> None:
    """Whatever is done, a Bowls draft's ID reads back to itself and a Tubes draft never holds
    more than four units of a colour or in a tube."""
    bowls, tubes = BowlsDraft(), TubesDraft(3)
    for what, place, key in edits:
        if what == 0:
            bowls.add(place, "rygbp*#"[key])
            tubes.add(place % 5, key % 3)
        elif what == 1:
            bowls.take(place)
            tubes.take(place % 5)
        else:
            bowls.cycle_modifier(place)
            bowls.cycle_goal(key - 3)
    assert ids.format_id(ids.parse(bowls.board_id())) == bowls.board_id()
    assert all(n >= 0 for n in tubes.left()) and all(len(t) <= 4 for t in tubes.tubes)
    if tubes.board() is not None:
        assert ids.parse(tubes.board_id() or "") == ids.TubesBoard(tubes.board())  # type: ignore[arg-type]
