"""Tubes solver: a three-way answer (solved / unsolvable / unknown) with a move list.

Both modes are a best-first search over positions, with a closed set keyed by the position
up to tube order (tubes sorted), and the lower bound

    h = mixedness + (colours that lie at the bottom of no tube)

Mixedness (SPEC 2.3) counts the runs a solution still has to merge, and only a pour onto the
same colour removes a run. A colour that sits at the bottom of no tube must also be poured
into an empty tube once (such a pour removes no run), so ``h`` is admissible, and consistent:
one pour changes it by at most one. ``h == 0`` exactly when the board is solved.

* :func:`solve_optimal` is A* (priority ``g + h``): the shortest solution (par figures).
* :func:`solve` is weighted A* (priority ``g + 1.5h``): fast, on average within half a
  move of the optimum. Used for hints and by the level generator.

Pours that cannot matter are never generated: pouring a tube that holds one colour only into
an empty tube (the same position with two tubes swapped), and pouring into any empty tube
but the first (all empty tubes are alike). Both searches stay complete, so exhausting the
search space proves "unsolvable".

The budget counts expanded positions (``states``), never wall time, so answers are the same
on every machine: the level generator depends on that. A set ``cancel`` event makes the
search return "unknown" within a few dozen positions.
"""

from __future__ import annotations

import heapq
import threading
from dataclasses import dataclass
from enum import StrEnum

from .board import CAPACITY, LETTERS, Board, amount_of, refusal_of

#: Default budget of :func:`solve` in expanded positions; a 9-colour search that needs more
#: (a few tens of milliseconds) answers "unknown".
DEFAULT_BUDGET = 800
#: Default budget of :func:`solve_optimal`.
OPTIMAL_BUDGET = 200_000
#: :func:`solve` expands positions in the order of ``2g + 3h`` (weight 1.5 on the bound):
#: measured against weights 1.25..2 and extra tie-breaks, it has the shortest tail.
WEIGHTS = (2, 3)
#: The cancel event is polled every this many expanded positions.
_CANCEL_EVERY = 32

Move = tuple[int, int]
_State = tuple[str, ...]


class Status(StrEnum):
    """The solver's three-way answer."""

    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    #: The budget ran out or the search was cancelled: nothing is known.
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class SolveResult:
    """What a search found."""

    #: The answer.
    status: Status
    #: The pours ``(src, dst)`` of a solution, by tube index; empty unless solved.
    moves: tuple[Move, ...]
    #: Positions the search expanded.
    states: int


def solve(
    board: Board, *, budget: int = DEFAULT_BUDGET, cancel: threading.Event | None = None
) -> SolveResult:
    """A solution from any position of play, fast and near-shortest (weighted A*)."""
    return _search(board, *WEIGHTS, budget, cancel)


def solve_optimal(
    board: Board, *, budget: int = OPTIMAL_BUDGET, cancel: threading.Event | None = None
) -> SolveResult:
    """A shortest solution (A* with an admissible, consistent bound)."""
    return _search(board, 1, 1, budget, cancel)


def lower_bound(board: Board) -> int:
    """The solver's bound: mixedness plus colours at the bottom of no tube.

    No tube has ``b`` at its bottom, so one ``b`` must be poured out of the way at least once:

    >>> board = Board.parse("abcb abca ccab - -")
    >>> board.mixedness(), lower_bound(board)
    (8, 9)
    """
    return _bound(_strings(board))


def _strings(board: Board) -> _State:
    return tuple("".join(LETTERS[u] for u in tube) for tube in board.tubes)


def _bound(state: _State) -> int:
    runs = 0
    colours: set[str] = set()
    bottoms = {tube[0] for tube in state if tube}
    for tube in state:
        colours.update(tube)
        runs += sum(1 for k, ch in enumerate(tube) if k == 0 or ch != tube[k - 1])
    return runs - len(colours) + len(colours - bottoms)


def _search(
    board: Board, g_weight: int, h_weight: int, budget: int, cancel: threading.Event | None
) -> SolveResult:
    """Best-first search with priority ``g_weight * g + h_weight * h``, ties to the deeper
    position, then to the earlier pushed one."""
    start = _strings(board)
    h0 = _bound(start)
    if h0 == 0:
        return SolveResult(Status.SOLVED, (), 0)
    key0 = tuple(sorted(start))
    best: dict[_State, int] = {key0: 0}
    # For each reached key: the key it came from and the contents of the pour's two tubes.
    parent: dict[_State, tuple[_State, str, str] | None] = {key0: None}
    # (priority, -g, tie counter, position, key, h)
    heap: list[tuple[int, int, int, _State, _State, int]] = [
        (h_weight * h0, 0, 0, start, key0, h0)
    ]
    pushed = 0
    expanded = 0
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        _, neg_g, _, state, key, h = pop(heap)
        g = -neg_g
        if best[key] < g:
            continue  # reached again by a shorter path since it was pushed
        if expanded >= budget or (
            cancel is not None and expanded % _CANCEL_EVERY == 0 and cancel.is_set()
        ):
            return SolveResult(Status.UNKNOWN, (), expanded)
        expanded += 1
        g1 = g + 1
        # Facts about this position shared by all its pours: how many tubes have each
        # colour at the bottom, which tubes have room under each top colour.
        bottoms: dict[str, int] = {}
        room_under: dict[str, list[int]] = {}
        first_empty = -1
        for j, tube in enumerate(state):
            if tube:
                bottoms[tube[0]] = bottoms.get(tube[0], 0) + 1
                if len(tube) < CAPACITY:
                    room_under.setdefault(tube[-1], []).append(j)
            elif first_empty < 0:
                first_empty = j
        for i, src in enumerate(state):
            if not src:
                continue
            colour = src[-1]
            size = len(src)
            run = 1
            while run < size and src[-1 - run] == colour:
                run += 1
            targets = [j for j in room_under.get(colour, ()) if j != i]
            if first_empty >= 0 and run < size:
                targets.append(first_empty)  # never a one-colour tube into an empty one
            for j in targets:
                dst = state[j]
                if dst:
                    room = CAPACITY - len(dst)
                    amount = run if run < room else room
                    # A whole run merging removes one run; emptying the source may leave
                    # the colour at no tube's bottom.
                    dh = -1 if amount == run else 0
                    if amount == size and bottoms[colour] == 1:
                        dh += 1
                else:
                    amount = run
                    dh = 0 if colour in bottoms else -1
                new = list(state)
                new[i] = src[:-amount]
                new[j] = dst + colour * amount
                child = tuple(new)
                child_key = tuple(sorted(child))
                seen = best.get(child_key)
                if seen is not None and seen <= g1:
                    continue
                best[child_key] = g1
                parent[child_key] = (key, src, dst)
                h1 = h + dh
                if h1 == 0:
                    return SolveResult(Status.SOLVED, _path(start, parent, child_key), expanded)
                pushed += 1
                push(heap, (g_weight * g1 + h_weight * h1, -g1, pushed, child, child_key, h1))
    return SolveResult(Status.UNSOLVABLE, (), expanded)


def _pour(state: _State, i: int, j: int) -> _State | None:
    """``state`` after pouring tube ``i`` into ``j``, or None if that is illegal (the board's
    own rule, :func:`.board.refusal_of`)."""
    if refusal_of(state, i, j) is not None:
        return None
    src, dst = state[i], state[j]
    amount = amount_of(src, dst)
    new = list(state)
    new[i] = src[:-amount]
    new[j] = dst + src[-1] * amount
    return tuple(new)


def _path(
    start: _State, parent: dict[_State, tuple[_State, str, str] | None], goal: _State
) -> tuple[Move, ...]:
    """The pours from ``start`` to the key ``goal``, by tube index.

    Keys forget tube order, so each step is stored as the contents of its two tubes and
    found again in the actual position (the first tube with those contents).
    """
    steps: list[tuple[str, str]] = []
    link = parent[goal]
    while link is not None:
        key, src, dst = link
        steps.append((src, dst))
        link = parent[key]
    state, moves = start, []
    for src, dst in reversed(steps):
        i = state.index(src)
        j = next(j for j, tube in enumerate(state) if tube == dst and j != i)
        moves.append((i, j))
        child = _pour(state, i, j)
        assert child is not None
        state = child
    return tuple(moves)
