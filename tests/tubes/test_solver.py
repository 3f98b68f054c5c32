"""Solver: three-way answer, replayable solutions, optimal lengths, budget and cancel."""

import threading
from collections.abc import Callable

import pytest

from pebblepour.tubes.board import Board
from pebblepour.tubes.solver import (
    SolveResult,
    Status,
    lower_bound,
    solve,
    solve_optimal,
)

NINE = "fhga dhic dfag dedg ebcg fhic ifcb beai heba - -"
HARD = "fcfg ahba chdd degc heid ibbc ihea igga ebff - -"  # optimal search: ~570 positions


def replay(board: Board, result: SolveResult) -> Board:
    for src, dst in result.moves:
        board = board.pour(src, dst)
    return board


@pytest.mark.parametrize("search", [solve, solve_optimal])
def test_solves_start_boards(search: Callable[[Board], SolveResult]) -> None:
    for text in ("abca bcab cabc - -", "aabb ccdd abcd dcba - -", NINE):
        board = Board.parse(text)
        result = search(board)
        assert result.status is Status.SOLVED
        assert replay(board, result).is_solved()
        assert len(result.moves) >= board.mixedness()


def test_optimal_length_of_the_spec_example() -> None:
    result = solve_optimal(Board.parse("abca bcab cabc - -"))
    assert len(result.moves) == 10


def test_solved_board_needs_no_move() -> None:
    result = solve(Board.parse("aaaa - bbbb cccc -"))
    assert result == SolveResult(Status.SOLVED, (), 0)


def test_position_of_play_mid_game() -> None:
    board = Board.parse("aaa bbbb a - cccc")
    result = solve_optimal(board)
    assert result.status is Status.SOLVED
    assert len(result.moves) == 1
    assert replay(board, result).is_solved()


def test_no_legal_pour_is_unsolvable() -> None:
    board = Board.parse("abcd bcad cabd da b c")
    assert board.legal_moves() == []
    assert solve(board) == SolveResult(Status.UNSOLVABLE, (), 1)
    assert solve_optimal(board).status is Status.UNSOLVABLE


def test_dead_end_with_moves_is_unsolvable() -> None:
    board = Board.parse("da dd bc bc daaa bbcc")  # pours, but every one leads nowhere
    assert board.legal_moves()
    result = solve(board)
    assert result.status is Status.UNSOLVABLE and result.moves == ()


def test_budget_turns_into_unknown() -> None:
    result = solve(Board.parse(NINE), budget=3)
    assert result == SolveResult(Status.UNKNOWN, (), 3)


def test_cancel_returns_unknown() -> None:
    cancel = threading.Event()
    cancel.set()
    assert solve(Board.parse(NINE), cancel=cancel).status is Status.UNKNOWN
    assert solve_optimal(Board.parse(NINE), cancel=cancel).status is Status.UNKNOWN
    assert solve(Board.parse(NINE), cancel=threading.Event()).status is Status.SOLVED


def test_lower_bound_adds_colours_at_no_bottom() -> None:
    board = Board.parse("abca bcab cabc - -")
    assert board.mixedness() == 9
    assert lower_bound(board) == 9  # a, b and c all lie at some bottom
    board = Board.parse("baab abba - -")  # mixedness 4
    assert lower_bound(board) == board.mixedness()
    board = Board.parse("ba ca - cbbc bcaa")  # colour a at no bottom
    assert lower_bound(board) == board.mixedness() + 1


def test_status_values() -> None:
    assert [s.value for s in Status] == ["solved", "unsolvable", "unknown"]
    assert str(Status.SOLVED) == "solved"
    assert isinstance(Status.SOLVED, str)


class _SetAfter(threading.Event):
    """An event that reads as set from its ``calls``-th poll on (a deterministic cancel)."""

    def __init__(self, calls: int) -> None:
        super().__init__()
        self.calls = calls
        self.polls = 0

    def is_set(self) -> bool:
        self.polls += 1
        return self.polls >= self.calls


def test_cancel_during_the_search_stops_within_a_few_dozen_positions() -> None:
    cancel = _SetAfter(3)
    result = solve_optimal(Board.parse(HARD), cancel=cancel)
    assert result.status is Status.UNKNOWN and result.moves == ()
    assert cancel.polls == 3
    assert result.states <= 3 * 32


def test_moves_name_the_right_tubes_when_tubes_look_alike() -> None:
    for text in ("ab ab ab ab", "aabb - - bbaa", "ba ab ba ab"):
        board = Board.parse(text)
        for search in (solve, solve_optimal):
            result = search(board)
            assert result.status is Status.SOLVED
            assert replay(board, result).is_solved()
