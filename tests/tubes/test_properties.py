"""Property tests (hypothesis): conservation, valid play, replayable and optimal solutions."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pebblepour.tubes.board import CAPACITY, Board
from pebblepour.tubes.solver import Status, lower_bound, solve, solve_optimal


@st.composite
def positions(draw: st.DrawFn, max_colours: int = 9, start: bool = False) -> Board:
    """Any position of play (or a start board): colours + 2 tubes, 4 units of each colour."""
    colours = draw(st.integers(2, max_colours))
    units = draw(st.permutations([c for c in range(colours) for _ in range(CAPACITY)]))
    tubes = colours + 2
    sizes = [CAPACITY] * colours + [0, 0]
    if not start:
        sizes = [CAPACITY] * tubes
        for k in draw(st.lists(st.integers(0, tubes - 1), min_size=8, max_size=8)):
            while sizes[k] == 0:
                k = (k + 1) % tubes
            sizes[k] -= 1
    out: list[tuple[int, ...]] = []
    for size in sizes:
        out.append(tuple(units[:size]))
        units = units[size:]
    return Board(tuple(out))


def units(board: Board) -> Counter[int]:
    return Counter(u for tube in board.tubes for u in tube)


@settings(max_examples=150, deadline=None)
@given(positions())
def test_pouring_conserves_every_colour(board: Board) -> None:
    n = len(board.tubes)
    for src in range(n):
        for dst in range(n):
            if board.can_pour(src, dst):
                amount = board.pour_amount(src, dst)
                after = board.pour(src, dst)
                assert amount >= 1
                assert units(after) == units(board)
                assert len(after.tubes[src]) == len(board.tubes[src]) - amount
                assert len(after.tubes[dst]) == len(board.tubes[dst]) + amount
                assert after.tubes[dst][-amount:] == board.tubes[src][-amount:]
                assert len(set(after.tubes[dst][-amount:])) == 1
            else:
                assert board.pour_amount(src, dst) == 0
    assert board.legal_moves() == [
        (s, d) for s in range(n) for d in range(n) if board.pour_amount(s, d) > 0
    ]


@settings(max_examples=60, deadline=None)
@given(positions(start=True), st.lists(st.integers(0, 10_000), max_size=40))
def test_random_legal_play_never_produces_an_invalid_board(board: Board, picks: list[int]) -> None:
    for pick in picks:
        moves = board.legal_moves()
        if not moves:
            break
        board = board.pour(*moves[pick % len(moves)])
        assert Board.parse(str(board)) == board  # re-validates every rule of a position
        assert all(len(tube) <= CAPACITY for tube in board.tubes)
        assert board.mixedness() >= 0


@settings(max_examples=80, deadline=None)
@given(positions())
def test_a_solved_answer_replays_to_a_solved_board(board: Board) -> None:
    result = solve(board)
    if result.status is Status.SOLVED:
        for src, dst in result.moves:
            board = board.pour(src, dst)
        assert board.is_solved()
    else:
        assert result.moves == ()


@settings(max_examples=40, deadline=None)
@given(positions(max_colours=6, start=True))
def test_optimal_is_between_the_bound_and_the_fast_solution(board: Board) -> None:
    fast = solve(board)
    best = solve_optimal(board)
    assert best.status is fast.status is Status.SOLVED
    assert board.mixedness() <= lower_bound(board) <= len(best.moves) <= len(fast.moves)
    for src, dst in best.moves:
        board = board.pour(src, dst)
    assert board.is_solved()


@settings(max_examples=60, deadline=None)
@given(positions(max_colours=4))
def test_both_searches_agree_on_small_boards(board: Board) -> None:
    fast = solve(board, budget=100_000)
    best = solve_optimal(board)
    assert fast.status is best.status  # both searches are complete: same verdict
    if best.status is Status.SOLVED:
        assert len(best.moves) <= len(fast.moves)


@settings(max_examples=30, deadline=None)
@given(positions(max_colours=7, start=True))
def test_following_hints_solves_the_board(board: Board) -> None:
    plan = solve(board)
    assert plan.status is Status.SOLVED
    for _ in range(len(plan.moves)):
        if board.is_solved():
            break
        hint = solve(board)
        assert hint.status is Status.SOLVED
        board = board.pour(*hint.moves[0])
    assert board.is_solved()
