"""Bowls benchmark: engine speed and the balance figures the Endless event table is tuned by.

Run ``python -m pebblepour.bowls bench`` (or ``benchmarks/bowls_bench.py``). It prints

* player moves resolved per second in random Endless playouts (full rules, special events
  on, one core, CPU time), with and without the step-by-step event record;
* the cost of one :func:`~.rules.forecast` (median and 95th percentile);
* mean / median Endless length (moves until overflow) and score over seeded games for a
  random player and for a greedy player that picks the best forecast;
* the same for Daily scores (and how many Dailies were completed);
* with ``--hints`` (or ``benchmarks/bowls_hint_bench.py``): puzzle hint times from every
  position along every stored solution (:func:`hint_benchmark`).

Nothing here is timed in tests; the figures go into the closing notes of the work.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Final, TextIO

from ..rng import Rng
from .attempts import Attempt, DailyAttempt, EndlessAttempt, State
from .puzzles import Puzzle, load_pack
from .rules import forecast
from .solver import Hint, HintCache, HintQuery, hint

Player = Callable[[Attempt, Rng], int]

#: Endless games longer than this are stopped and counted as "never overflowed".
MAX_ENDLESS_MOVES = 3000


def random_player(attempt: Attempt, rng: Rng) -> int:
    """A uniformly random legal source."""
    sources = attempt.legal_sources()
    return sources[rng.below(len(sources))]


def greedy_player(attempt: Attempt, rng: Rng) -> int:
    """The best forecast: no overflow first, then most points, then the emptiest fullest
    bowl, then the lowest bowl number."""
    best_key: tuple[bool, int, int, int] | None = None
    best = -1
    board = attempt._board
    for s in attempt.legal_sources():
        f = forecast(board, s)
        key = (not f.overflowing, f.points, -f.fullest, -s)
        if best_key is None or key > best_key:
            best_key, best = key, s
    return best


def throughput(games: int, *, record_events: bool, first_seed: int = 0) -> tuple[float, int]:
    """Moves per CPU second over ``games`` random Endless playouts, and the move count."""
    moves = 0
    rng = Rng(12345 + first_seed)
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        a = EndlessAttempt(seed, record_events=record_events)
        play = a.play
        legal = a._board.legal_sources
        while a._status.state is State.PLAYING and moves < 10_000_000:
            sources = legal()
            play(sources[rng.below(len(sources))])
            moves += 1
    spent = time.process_time() - start
    return moves / spent if spent else float("inf"), moves


def forecast_cost(samples: int) -> tuple[float, float]:
    """Median and 95th-percentile microseconds of one forecast on Endless positions."""
    rng = Rng(777)
    costs: list[float] = []
    seed = 0
    while len(costs) < samples:
        a = EndlessAttempt(seed, record_events=False)
        seed += 1
        while not a.status.is_over and len(costs) < samples:
            sources = a.legal_sources()
            board = a._board
            for s in sources:
                t = time.perf_counter_ns()
                forecast(board, s)
                costs.append((time.perf_counter_ns() - t) / 1000)
            a.play(sources[rng.below(len(sources))])
    costs.sort()
    return statistics.median(costs), costs[int(len(costs) * 0.95)]


def endless_balance(player: Player, games: int) -> tuple[list[int], list[int], int]:
    """(lengths, scores, games that never overflowed) over seeded Endless games."""
    lengths: list[int] = []
    scores: list[int] = []
    endless = 0
    rng = Rng(2024)
    for seed in range(games):
        a = EndlessAttempt(1_000_000 + seed, record_events=False)
        while not a.status.is_over and a.moves_used < MAX_ENDLESS_MOVES:
            a.play(player(a, rng))
        if not a.status.is_over:
            endless += 1
        lengths.append(a.moves_used)
        scores.append(a.score)
    return lengths, scores, endless


def daily_balance(player: Player, games: int) -> tuple[list[int], int]:
    """(scores, completed) over ``games`` consecutive Daily dates from 2026-01-01."""
    import datetime as dt

    scores: list[int] = []
    completed = 0
    rng = Rng(99)
    day = dt.date(2026, 1, 1)
    for k in range(games):
        a = DailyAttempt(day + dt.timedelta(days=k), record_events=False)
        while not a.status.is_over:
            a.play(player(a, rng))
        completed += a.status.state == "won"
        scores.append(a.score)
    return scores, completed


#: The hint time the UI aims at (a figure to quote, never asserted).
HINT_TARGET_MS: Final = 100.0


#: A row of the hint benchmark: wall ms, worker CPU ms, states, puzzle id, moves played.
_Row = tuple[float, float, int, int, int]


def _times(label: str, rows: list[_Row], out: TextIO) -> None:
    times = sorted(r[0] for r in rows)
    cpu = sorted(r[1] for r in rows)
    states = sorted(r[2] for r in rows)
    print(f"{label}: {len(rows)} hints; time median {statistics.median(times):.2f} ms, p95 "
          f"{times[int(len(times) * 0.95)]:.1f} ms, worst {times[-1]:.1f} ms "
          f"(target worst <= {HINT_TARGET_MS:.0f} ms; "
          f"{sum(t > HINT_TARGET_MS for t in times)} over it); states median "
          f"{statistics.median(states):.0f}, worst {states[-1]}", file=out)
    print(f"  worker CPU time (what other load on the machine does not add): median "
          f"{statistics.median(cpu):.2f} ms, p95 {cpu[int(len(cpu) * 0.95)]:.1f} ms, worst "
          f"{cpu[-1]:.1f} ms ({sum(t > HINT_TARGET_MS for t in cpu)} over the target)",
          file=out)
    print("  slowest: " + ", ".join(f"puzzle {pid} after {k} moves {ms:.0f} ms ({n} states)"
                                    for ms, _, n, pid, k in sorted(rows, reverse=True)[:3]),
          file=out)


def hint_benchmark(pack: Sequence[Puzzle], out: TextIO) -> int:
    """A hint from every position along every stored solution of ``pack``, each asked on a
    worker thread as the UI does; prints median / p95 / worst time and states and the
    slowest positions, three ways:

    * **search**: the solver from scratch (an empty cache), what a hint costs anywhere;
    * **in the game**: as the play screen asks, which on opening a puzzle teaches the
      solver the pack's stored solution (proven shortest by ``puzzles verify``) with
      :meth:`~.solver.HintCache.remember`, so hints along it need no search;
    * **off the line**: from every position one wrong first move away from the start (the
      search the play screen runs in the background after such a move, while the player
      looks at the board).

    Every answer along the stored solutions is checked: ``solved`` with a line of exactly
    ``shortest - k`` moves (shorter would beat the stored shortest solution) that the
    engine replays to a win. Returns the number of wrong answers (0 = all right)."""
    from concurrent.futures import ThreadPoolExecutor

    def timed(query: HintQuery, cache: HintCache) -> tuple[Hint, float, float]:
        t0, c0 = time.perf_counter(), time.thread_time()
        answer = hint(query, cache=cache)
        return answer, (time.perf_counter() - t0) * 1000, (time.thread_time() - c0) * 1000

    wrong = 0
    with ThreadPoolExecutor(max_workers=1) as worker:
        for way in ("search", "in the game"):
            rows: list[_Row] = []
            cache = HintCache()  # each way from an empty cache
            for p in pack:
                if way == "in the game":
                    cache.remember(p.attempt(record_events=False), p.solution)
                attempt = p.attempt(record_events=False)
                for k, move in enumerate(p.solution):
                    answer, ms, cpu = worker.submit(timed, HintQuery.of(attempt), cache).result()
                    check = p.attempt(record_events=False)
                    for m in p.solution[:k] + answer.moves:
                        check.play(m)
                    if (answer.status != "solved" or len(answer.moves) != p.shortest - k
                            or check.status.state is not State.WON):
                        print(f"WRONG puzzle {p.id} after {k} moves: {answer}", file=out)
                        wrong += 1
                    rows.append((ms, cpu, answer.states, p.id, k))
                    attempt.play(move)
            if way == "search":
                print(f"hints from every position along the stored solutions of {len(pack)} "
                      "puzzles, on a worker thread", file=out)
            _times(f"{way:11}", rows, out)
        rows = []
        cache = HintCache()
        for p in pack:
            for m in p.attempt(record_events=False).legal_sources():
                off = p.attempt(record_events=False)
                off.play(m)
                if m != p.solution[0] and not off.status.is_over:
                    answer, ms, cpu = worker.submit(timed, HintQuery.of(off), cache).result()
                    rows.append((ms, cpu, answer.states, p.id, 1))
        _times("off the line", rows, out)
    return wrong


def _fmt(values: list[int]) -> str:
    return (
        f"mean {statistics.fmean(values):8.1f}  median {statistics.median(values):7.1f}  "
        f"min {min(values)}  max {max(values)}"
    )


def add_arguments(
    parser: argparse.ArgumentParser, count: Callable[[str], int] = int
) -> None:
    """The benchmark's options on ``parser``; ``count`` parses a positive number."""
    parser.add_argument("--games", type=count, default=1000, help="games per balance figure")
    parser.add_argument("--speed-games", type=count, default=3000, help="random playouts timed")
    parser.add_argument("--forecasts", type=count, default=20_000, help="forecasts timed")
    parser.add_argument("--skip-balance", action="store_true", help="speed figures only")
    parser.add_argument("--hints", action="store_true",
                        help="also time a puzzle hint from every position along every stored "
                        "solution (about 15 s)")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures (``python -m pebblepour.bowls bench``)."""
    from .__main__ import main as cli

    return cli(["bench", *(sys.argv[1:] if argv is None else argv)])


def run(args: argparse.Namespace) -> int:
    """Run the benchmark with parsed :func:`add_arguments` options; print the figures."""
    # The rules cache the groups of bowl queues that hold a wildcard: the first run pays
    # for filling that cache (queues without a wildcard need no cache).
    rate, moves = throughput(args.speed_games, record_events=False)
    print(f"random Endless playouts: {rate:,.0f} moves/s ({moves} moves, cold cache, "
          "CPU time, no event record)")
    rate, moves = throughput(args.speed_games, record_events=False, first_seed=10**6)
    print(f"random Endless playouts: {rate:,.0f} moves/s ({moves} moves, warm cache, "
          "CPU time, no event record)")
    rate2, moves2 = throughput(args.speed_games // 3, record_events=True, first_seed=2 * 10**6)
    print(f"random Endless playouts: {rate2:,.0f} moves/s ({moves2} moves, warm cache, "
          "with event record)")
    med, p95 = forecast_cost(args.forecasts)
    print(f"forecast: median {med:.1f} us, p95 {p95:.1f} us")
    if args.hints and hint_benchmark(load_pack(), sys.stdout):
        return 1
    if args.skip_balance:
        return 0
    for name, player in (("random", random_player), ("greedy", greedy_player)):
        lengths, scores, endless = endless_balance(player, args.games)
        print(f"Endless {name:6} length: {_fmt(lengths)}  never overflowed: {endless}")
        print(f"Endless {name:6} score:  {_fmt(scores)}")
    for name, player in (("random", random_player), ("greedy", greedy_player)):
        dscores, completed = daily_balance(player, args.games)
        print(f"Daily   {name:6} score:  {_fmt(dscores)}  completed: {completed}/{args.games}")
    return 0
