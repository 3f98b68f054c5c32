"""Board IDs (issue 24 points 1 and 3): the text of each form, read and written back exactly;
every malformed ID refused with one sentence naming what is wrong; `python -m
pebblepour.bowls prove ID` and `python -m pebblepour.tubes solve ID` on the command line."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pebblepour.board_id import (
    BoardIdError,
    BowlsBoard,
    BowlsDaily,
    BowlsPuzzle,
    TubesBoard,
    TubesDaily,
    TubesLevel,
    format_id,
    parse,
)
from pebblepour.bowls.attempts import Goal, GoalKind
from pebblepour.bowls.position import Position
from pebblepour.bowls.puzzles import load_pack
from pebblepour.tubes.board import Board
from pebblepour.tubes.levels import level


def test_the_short_forms() -> None:
    assert parse("tubes:level:37") == TubesLevel(37)
    assert parse("tubes:daily:2026-12-01") == TubesDaily(dt.date(2026, 12, 1))
    assert parse("bowls:puzzle:12") == BowlsPuzzle(12)
    assert parse("bowls:daily:2026-12-01") == BowlsDaily(dt.date(2026, 12, 1))
    for text in ("tubes:level:37", "tubes:daily:2026-12-01", "bowls:puzzle:12",
                 "bowls:daily:2026-12-01"):
        assert format_id(parse(text)) == text


def test_a_tubes_board_bottom_to_top_with_commas_or_spaces() -> None:
    expected = TubesBoard(Board(((0, 1, 2, 0), (1, 2, 0, 1), (2, 0, 1, 2), (), ())))
    assert parse("tubes:abca,bcab,cabc,-,-") == expected
    assert parse("tubes:abca bcab cabc - -") == expected
    assert parse(" Tubes: abca, bcab, cabc, -, - ") == expected
    assert format_id(expected) == "tubes:abca,bcab,cabc,-,-"
    # Any position of play, not only a start board: a complete tube and one empty.
    mid = parse("tubes:aaaa,bcb,cbc,b,c")
    assert isinstance(mid, TubesBoard) and mid.board.is_complete(0)


def test_a_bowls_board_with_its_goal_and_limit() -> None:
    b = parse("bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3")
    assert b == BowlsBoard(Position.parse(". . rg r rgg . . . . . . ."), Goal.clear_colour("g"), 3)
    modifiers = parse("bowls:r*,#p@V,.,b@R,.@F2,.,.,.,.,.,.,yy:collect-b-3:5")
    assert isinstance(modifiers, BowlsBoard)
    assert str(modifiers.position) == "r* #p@V . b@R .@F2 . . . . . . yy"
    assert format_id(modifiers) == "bowls:r*,#p@V,.,b@R,.@F2,.,.,.,.,.,.,yy:collect-b-3:5"


@pytest.mark.parametrize(
    ("text", "goal"),
    [
        ("clear_colour-g", Goal(GoalKind.CLEAR_COLOUR, "g", 0)),
        ("collect-b-3", Goal(GoalKind.COLLECT, "b", 3)),
        ("score-30", Goal(GoalKind.SCORE, None, 30)),
        ("combo-2", Goal(GoalKind.COMBO, None, 2)),
        ("at_most-3", Goal(GoalKind.AT_MOST, None, 3)),
        ("clear_board", Goal(GoalKind.CLEAR_BOARD, None, 0)),
    ],
)
def test_every_goal(text: str, goal: Goal) -> None:
    b = parse(f"bowls:r,.,.,.,.,.,.,.,.,.,.,.:{text}:4")
    assert isinstance(b, BowlsBoard) and b.goal == goal
    assert format_id(b).split(":")[2] == text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "A board ID starts with tubes: or bowls:, not ''."),
        ("chess:e4", "A board ID starts with tubes: or bowls:, not 'chess:e4'."),
        ("tubes:", "A tubes: ID needs its tubes, e.g. tubes:abca,bcab,cabc,-,-."),
        ("tubes:aab,-", "Tubes board: colour a has 2 units; every colour needs exactly 4."),
        ("tubes:aaaa,-", "Tubes board: 2 tubes for 1 colour; a board has colours + 2 = 3 tubes."),
        ("tubes:level:0", "A level must be a number from 1 to 100, not '0'."),
        ("tubes:level:x", "A level must be a number from 1 to 100, not 'x'."),
        ("tubes:daily:2026-02-30", "'2026-02-30' is not a date written YYYY-MM-DD."),
        ("bowls:puzzle:101", "A puzzle must be a number from 1 to 100, not '101'."),
        ("bowls:daily:1.12.2026", "'1.12.2026' is not a date written YYYY-MM-DD."),
        ("bowls:r,.,.,.,.,.,.,.,.,.,.:score-3:2",
         "A ring has 12 bowls separated by commas, not 11."),
        ("bowls:r,.,.,.,.,.,.,.,.,.,.,.:score-3",
         "A bowls: ID is the 12 bowls, the goal and the move limit, separated by ':', "
         "e.g. bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3."),
        ("bowls:x,.,.,.,.,.,.,.,.,.,.,.:score-3:2",
         "Bowls board: bowl 0: unknown stone letter 'x' (use r y g b p * #)."),
        ("bowls:r,.,.,.,.,.,.,.,.,.,.,.:win:2",
         "Goal 'win': unknown goal kind 'win'; goals are clear_colour-g, collect-b-3, "
         "score-30, combo-2, at_most-3 or clear_board."),
        ("bowls:r,.,.,.,.,.,.,.,.,.,.,.:score-3:0",
         "The move limit must be a number from 1 to 30, not '0'."),
        ("bowls:r,.,.,.,.,.,.,.,.,.,.,.:score-3:31",
         "The move limit must be a number from 1 to 30, not '31'."),
    ],
)
def test_a_malformed_id_is_refused_in_one_sentence(text: str, message: str) -> None:
    with pytest.raises(BoardIdError) as caught:
        parse(text)
    assert str(caught.value) == message


def test_not_text_is_refused() -> None:
    with pytest.raises(BoardIdError) as caught:
        parse(37)  # type: ignore[arg-type]
    assert str(caught.value) == "A board ID is a line of text."


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=100), st.randoms(use_true_random=False))
def test_any_tubes_position_goes_round(n: int, rnd: object) -> None:
    """A level's board with its tubes shuffled (still a position of play) reads back as
    itself from its ID."""
    tubes = list(level(n).board.tubes)
    rnd.shuffle(tubes)  # type: ignore[attr-defined]
    board = TubesBoard(Board(tuple(tubes)))
    assert parse(format_id(board)) == board


def test_every_puzzle_of_the_pack_goes_round() -> None:
    for puzzle in load_pack():
        b = BowlsBoard(puzzle.start, puzzle.goal, puzzle.limit)
        assert parse(format_id(b)) == b


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True,
                          timeout=120)


def test_prove_on_the_command_line() -> None:
    r = _run("pebblepour.bowls", "prove", "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == {"status": "solved", "moves": [2], "states": 3}
    # The pack's puzzle 12 by its short form: its stored shortest length.
    r = _run("pebblepour.bowls", "prove", "bowls:puzzle:12")
    out = json.loads(r.stdout)
    assert out["status"] == "solved" and len(out["moves"]) == load_pack()[11].shortest
    r = _run("pebblepour.bowls", "prove", "bowls:r,r,.,.,.,.,.,.,.,.,.,.:clear_board:1")
    assert json.loads(r.stdout) == {"status": "unsolvable", "moves": [], "states": 1}
    r = _run("pebblepour.bowls", "prove", "bowls:puzzle:100", "--max-states", "10")
    assert json.loads(r.stdout) == {"status": "unknown", "moves": [], "states": 10}
    for bad, said in (("bowls:puzzle:0", "A puzzle must be a number from 1 to 100"),
                      ("bowls:daily:2026-12-01", "prove takes a Bowls board with a goal"),
                      ("tubes:level:3", "prove takes a Bowls board with a goal")):
        r = _run("pebblepour.bowls", "prove", bad)
        assert r.returncode == 2 and r.stdout == ""
        assert r.stderr.startswith("error: " + said) and r.stderr.count("\n") == 1, r.stderr


def test_tubes_solve_takes_an_id() -> None:
    r = _run("pebblepour.tubes", "solve", "tubes:level:1", "--optimal")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["moves"] == [[0, 3], [1, 4], [0, 1], [2, 4], [2, 3], [1, 2]]
    same = _run("pebblepour.tubes", "solve", "tubes:" + level(1).board.format().replace(" ", ","),
                "--optimal")
    assert same.stdout == r.stdout
    r = _run("pebblepour.tubes", "solve", "tubes:abca,bcab")
    assert r.returncode == 2 and r.stderr == (
        "error: Tubes board: colour a has 3 units; every colour needs exactly 4.\n")

