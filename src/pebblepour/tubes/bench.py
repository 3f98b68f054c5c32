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


def _measure(
    label: str, boards: Sequence[Board], search: Callable[[Board], SolveResult]
) -> list[SolveResult]:
    """Time ``search`` on every board, print one row, return the results."""
    results: list[SolveResult] = []
    ms: list[float] = []
    for board in boards:
        result, dt = _timed(search, board)
        results.append(result)
        ms.append(dt)
    statuses = Counter(r.status.value for r in results)
    print(_row(label, ms, [r.states for r in results]), " ", dict(sorted(statuses.items())))
    return results


def _played(boards: int) -> list[Board]:
    """9-colour positions a hint may start from: 3..12 random legal pours into a game."""
    rng = Rng(2000)
    out: list[Board] = []
    for _ in range(boards):
        board = random_board(9, rng)
        for _ in range(rng.randint(3, 12)):
            moves = board.legal_moves()
            if moves:
                board = board.pour(*rng.choice(moves))
        out.append(board)
    return out


def _levels() -> None:
    print(f"levels 1..{LEVEL_COUNT}, generation ms (each once, cold):")
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


def main(boards: int = 300) -> None:
    """Print the figures: solver per colour count, hint quality, exact mode, levels."""
    print(
        f"solve (hint mode), {boards} random start boards per colour count; "
        f"ms = best of {REPEAT} runs of each search"
    )
    extra: list[int] = []
    nine: list[Board] = []
    for colours in range(3, 10):
        rng = Rng(1000 + colours)
        sample = [random_board(colours, rng) for _ in range(boards)]
        results = _measure(f"{colours} colours", sample, solve)
        if colours in (5, 6, 7):
            for board, fast in zip(sample, results, strict=True):
                best = solve_optimal(board)
                if fast.status is best.status is Status.SOLVED:
                    extra.append(len(fast.moves) - len(best.moves))
        if colours == 9:
            nine = sample
    _measure("9 c. played", _played(boards), solve)
    print("  (9 c. played: 9-colour games after 3..12 random pours, where hints start)")
    print(
        f"hint solutions over the optimum, 5-7 colours ({len(extra)} boards): "
        f"mean {statistics.mean(extra):.2f} moves, max {max(extra)}"
    )
    _measure("exact, 9 c.", nine, solve_optimal)
    _levels()
