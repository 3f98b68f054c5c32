"""SPEC 2.2 pouring rules, SPEC 2.3 mixedness and the SPEC 3.3 text format, on literal boards."""

import pytest

from pebblepour.tubes.board import CAPACITY, LETTERS, Board, BoardError, IllegalPour

EXAMPLE = "abca bcab cabc - -"  # the SPEC 3.3 example
MIXED = "abcc bbc aac ab -"  # a position of play with partly filled tubes


def after(text: str, src: int, dst: int) -> str:
    return str(Board.parse(text).pour(src, dst))


# -- legal pours: exactly what moves ------------------------------------------------------


def test_pour_into_empty_moves_the_top_unit() -> None:
    assert after(EXAMPLE, 0, 3) == "abc bcab cabc a -"


def test_pour_into_empty_moves_the_whole_top_run() -> None:
    assert after(MIXED, 0, 4) == "ab bbc aac ab cc"


def test_pour_onto_same_colour_moves_the_run() -> None:
    assert after(MIXED, 2, 1) == "abcc bbcc aa ab -"


def test_partial_pour_moves_only_what_fits_and_the_rest_stays() -> None:
    board = Board.parse(MIXED)
    assert board.pour_amount(0, 1) == 1
    assert str(board.pour(0, 1)) == "abc bbcc aac ab -"


def test_run_of_three_into_tube_with_room_two() -> None:
    board = Board.parse("abbb ab aa cccc -")
    assert board.pour_amount(0, 1) == 2
    assert str(board.pour(0, 1)) == "ab abbb aa cccc -"  # room 2, run 3: two move
    assert str(board.pour(0, 4)) == "a ab aa cccc bbb"  # into empty: the whole run


def test_only_the_top_run_moves_never_what_lies_below() -> None:
    assert after("aabb cab - cc abc", 0, 2) == "aa cab bb cc abc"


def test_pour_a_tube_empty() -> None:
    assert after("ccc - abab baba c", 4, 0) == "cccc - abab baba -"


def test_pouring_returns_a_new_board() -> None:
    board = Board.parse(EXAMPLE)
    board.pour(0, 3)
    assert str(board) == EXAMPLE


# -- illegal pours: nothing happens, a clear reason --------------------------------------


@pytest.mark.parametrize(
    ("text", "src", "dst", "reason"),
    [
        (EXAMPLE, 3, 0, "tube 3 is empty"),
        (EXAMPLE, 0, 1, "tube 1 is full"),
        (MIXED, 3, 1, "top of tube 1 is c, not b like tube 3"),
        (MIXED, 2, 2, "cannot pour a tube into itself"),
        (MIXED, 4, 4, "cannot pour a tube into itself"),
        (MIXED, 0, 5, "tube index out of range 0..4"),
        (MIXED, -1, 0, "tube index out of range 0..4"),
    ],
)
def test_illegal_pour(text: str, src: int, dst: int, reason: str) -> None:
    board = Board.parse(text)
    assert not board.can_pour(src, dst)
    assert board.pour_amount(src, dst) == 0
    assert (src, dst) not in board.legal_moves()
    with pytest.raises(IllegalPour, match=f"cannot pour {src} into {dst}: {reason}"):
        board.pour(src, dst)
    assert str(board) == text


def test_legal_moves() -> None:
    assert Board.parse(EXAMPLE).legal_moves() == [(0, 3), (0, 4), (1, 3), (1, 4), (2, 3), (2, 4)]
    assert Board.parse(MIXED).legal_moves() == [
        (0, 1), (0, 2), (0, 4), (1, 2), (1, 4), (2, 1), (2, 4), (3, 4),
    ]
    assert Board.parse("aaaa bbbb - cccc -").legal_moves() == [
        (0, 2), (0, 4), (1, 2), (1, 4), (3, 2), (3, 4),
    ]


# -- solved, complete, mixedness ----------------------------------------------------------


def test_solved_means_every_tube_empty_or_full_of_one_colour() -> None:
    assert Board.parse("aaaa - bbbb cccc -").is_solved()
    assert not Board.parse("aaaa - bbb cccc b").is_solved()
    assert not Board.parse(EXAMPLE).is_solved()


def test_complete_and_free() -> None:
    board = Board.parse("aaaa bbb - cccc b")
    assert [board.is_complete(i) for i in range(5)] == [True, False, False, True, False]
    assert [board.free(i) for i in range(5)] == [0, 1, 4, 0, 3]
    assert not Board.parse(EXAMPLE).is_complete(0)


def test_mixedness_is_runs_minus_colours() -> None:
    assert Board.parse(EXAMPLE).mixedness() == 12 - 3
    assert Board.parse(MIXED).mixedness() == 9 - 3
    assert Board.parse("aaaa - bbbb cccc -").mixedness() == 0
    assert Board.parse("aab bba ab -").mixedness() == 6 - 2  # runs never span two tubes


def test_colours() -> None:
    assert Board.parse(EXAMPLE).colours == 3
    assert Board.parse("ihgf ihgf ihgf ihgf - -").colours == 4


# -- text format --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text", [EXAMPLE, MIXED, "aaaa - bbbb cccc -", "ihgf ihgf ihgf ihgf - -"]
)
def test_round_trip(text: str) -> None:
    board = Board.parse(text)
    assert board.format() == text
    assert str(board) == text
    assert Board.parse(str(board)) == board


def test_parse_reads_bottom_to_top_and_tolerates_extra_spaces() -> None:
    board = Board.parse("  abca  bcab\tcabc - -\n")
    assert board.tubes[0] == (0, 1, 2, 0)
    assert board.tubes[3] == ()
    assert str(board) == EXAMPLE


def test_constants() -> None:
    assert CAPACITY == 4
    assert LETTERS == "abcdefghi"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty board text"),
        ("abcx bcab cabc - -", r"tube 0 \('abcx'\) has unknown letter 'x'"),
        ("abcA bcab cabc - -", r"tube 0 \('abcA'\) has unknown letter 'A'"),
        ("abca bcab cabc a- -", r"tube 3 \('a-'\) has unknown letter '-'"),
        ("abcaa bcab cbc - -", r"tube 0 \('abcaa'\) holds 5 units; a tube holds at most 4"),
        ("abca bcab cab c- -", "unknown letter '-'"),
        ("abca bcab cabb - -", "colour b has 5 units; every colour needs exactly 4"),
        ("abca bcab cab - -", "colour c has 3 units; every colour needs exactly 4"),
        ("aaaj - -", "unknown letter 'j'"),
        ("a - -", "colour a has 1 unit; every colour needs exactly 4"),
        ("- -", "the board holds no colour"),
        ("abca bcab cabc - - -", "6 tubes for 3 colours; a board has colours \\+ 2 = 5 tubes"),
        ("abca bcab cabc -", "4 tubes for 3 colours; a board has colours \\+ 2 = 5 tubes"),
        ("aaaa", "1 tube for 1 colour; a board has colours \\+ 2 = 3 tubes"),
    ],
)
def test_malformed_board(text: str, message: str) -> None:
    with pytest.raises(BoardError, match=message):
        Board.parse(text)
    with pytest.raises(BoardError, match=message):
        Board.parse(text, start=True)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("abc bcab cabc a -", "a start board has exactly 2 empty tubes, not 1"),
        ("abca bcab bc c a", "a start board has exactly 2 empty tubes, not 0"),
        ("aaaa bbbb cccc - -", "tube 0 is already complete; a start board has none"),
        ("cbcb aaaa bcbc - -", "tube 1 is already complete; a start board has none"),
    ],
)
def test_position_of_play_that_is_no_start_board(text: str, message: str) -> None:
    assert str(Board.parse(text)) == text  # fine for solving and hints
    with pytest.raises(BoardError, match=message):
        Board.parse(text, start=True)


def test_start_board() -> None:
    assert str(Board.parse(EXAMPLE, start=True)) == EXAMPLE


def test_constructing_an_invalid_board_raises() -> None:
    with pytest.raises(BoardError, match="colour a has 3 units"):
        Board(((0, 0, 0), (), ()))
    with pytest.raises(BoardError, match="tube 0 holds unknown colour 9"):
        Board(((9, 9, 9, 9), (), ()))


def test_errors_are_value_errors() -> None:
    assert issubclass(BoardError, ValueError)
    assert issubclass(IllegalPour, ValueError)


def test_unsorted_counts_tubes_with_water_not_yet_one_full_colour() -> None:
    assert Board.parse("abab baba - -").unsorted() == 2
    assert Board.parse("aaaa bbbb - -").unsorted() == 0  # solved
    assert Board.parse("aaa bbbb a -").unsorted() == 2  # one colour, but not full
