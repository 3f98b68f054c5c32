"""Speed figures of the solver and the generator (run on demand, never a timed test).

``python -m pebblepour.tubes bench`` or ``python benchmarks/tubes_bench.py``. Random boards
are start boards made like the generator's (shuffle, no complete tube), from a fixed seed.
Each search is timed as the best of three runs; level generation is timed once, cold.
"""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence

from ..rng import Rng
from .board import CAPACITY, START_EMPTY, Board
from .levels import LEVEL_COUNT, level
from .solver import SolveResult, Status, solve, solve_optimal

#: Each search is timed this many times and the fastest run is reported.
REPEAT = 3


def random_board(colours: int, rng: Rng) -> Board:
    """A random start board: shuffled units, no complete tube (not checked for solvability)."""
    units = [c for c in range(colours) for _ in range(CAPACITY)]
    while True:
        rng.shuffle(units)
        tubes = tuple(tuple(units[k : k + CAPACITY]) for k in range(0, len(units), CAPACITY))
        if not any(len(set(t)) == 1 for t in tubes):
            return Board(tubes + ((),) * START_EMPTY)


def _p99(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]


def _timed(search: Callable[[Board], SolveResult], board: Board) -> tuple[SolveResult, float]:
    """The result and the best of ``REPEAT`` wall times in ms (the search is deterministic;
    the minimum filters out other processes on a shared machine)."""
    best = math.inf
    for _ in range(REPEAT):
        t = time.perf_counter()
        result = search(board)
        best = min(best, time.perf_counter() - t)
    return result, best * 1000


def _row(label: str, ms: Sequence[float], states: Sequence[int]) -> str:
    return (
        f"{label:<12} ms median {statistics.median(ms):6.2f}  p99 {_p99(ms):7.2f}"
        f"  max {max(ms):7.2f}   states median {statistics.median(states):6.0f}"
        f"  p99 {_p99(states):6.0f}  max {max(states):6d}"
    )


def main(boards: int = 300) -> None:
    """Print the figures: solver per colour count, hint quality, exact mode, levels."""
    print(f"solve (hint mode), {boards} random start boards per colour count; "
          f"ms = best of {REPEAT} runs of each search")
    extra: list[int] = []
    exact_ms: list[float] = []
    exact_states: list[int] = []
    for colours in range(3, 10):
        rng = Rng(1000 + colours)
        sample = [random_board(colours, rng) for _ in range(boards)]
        ms: list[float] = []
        states: list[int] = []
        statuses: Counter[str] = Counter()
        for board in sample:
            result, dt = _timed(solve, board)
            ms.append(dt)
            states.append(result.states)
            statuses[result.status.value] += 1
            if colours in (5, 6, 7) and result.status is Status.SOLVED:
                best = solve_optimal(board)
                if best.status is Status.SOLVED:
                    extra.append(len(result.moves) - len(best.moves))
            if colours == 9:
                best, dt = _timed(solve_optimal, board)
                exact_ms.append(dt)
                exact_states.append(best.states)
        print(_row(f"{colours} colours", ms, states), " ", dict(sorted(statuses.items())))
    rng = Rng(2000)
    ms, states = [], []
    statuses = Counter()
    for _ in range(boards):
        board = random_board(9, rng)
        for _ in range(rng.randint(3, 12)):
            moves = board.legal_moves()
            if moves:
                board = board.pour(*rng.choice(moves))
        result, dt = _timed(solve, board)
        ms.append(dt)
        states.append(result.states)
        statuses[result.status.value] += 1
    print(_row("9 c. played", ms, states), " ", dict(sorted(statuses.items())),
          "(after 3..12 random pours)")
    print(
        f"hint solutions over the optimum, 5-7 colours ({len(extra)} boards): "
        f"mean {statistics.mean(extra):.2f} moves, max {max(extra)}"
    )
    print(_row("exact, 9 c.", exact_ms, exact_states))
    print(f"levels 1..{LEVEL_COUNT}, generation ms:")
    times: list[float] = []
    for n in range(1, LEVEL_COUNT + 1):
        t = time.perf_counter()
        level(n)
        times.append((time.perf_counter() - t) * 1000)
    for start in range(0, LEVEL_COUNT, 10):
        line = " ".join(f"{ms:6.1f}" for ms in times[start : start + 10])
        print(f"  {start + 1:3d}-{start + 10:3d} {line}")
    print(
        f"one level median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms; "
        f"all {LEVEL_COUNT} levels {sum(times) / 1000:.2f} s"
    )
