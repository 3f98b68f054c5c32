"""The GUI thread and the GUI process's memory while the hardest pasted board is proven (issue
41 point 2; run on demand, never a timed test).

Builds the app's real engine and window (fresh profile, offscreen unless told otherwise),
pastes the worst Bowls board into "Play a board" (``BoardEntry.play``, as the screen does) and,
until the proof answers, records:

* the longest gap between ticks of a 10 ms ``QTimer`` on the GUI thread (a stall: a key
  pressed then waits as long), and when the gaps over 100 ms came;
* the GUI process's peak resident memory (``ru_maxrss``) and its resident memory after the
  proof (2 s later, after a full collection); and the largest reaped child's peak.

Where searches run in a worker process (``pebblepour.session.search_process``), it first
times a hint-sized search there: the first (the worker starting) and the median of 20 more.

Usage: python benchmarks/search_stall_bench.py [--board ID] [--budget N] [--thread]
(``--budget`` lowers the proof's state budget, ``board_id.PROVE_STATES``, for a quicker run;
``--thread`` runs the searches as before issue 41, on the GUI process's solver thread.)
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import resource
import sys
import tempfile
import time

from appscene import AppScene

WORST = "bowls:rygb,pryg,bpry,gbpr,ygbp,rygb,pryg,bpry,gbpr,ygbp,rygb,pryg:clear_board:30"


def rss_mb() -> float:
    """The resident memory of this process now (Linux; elsewhere its peak)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
    except OSError:
        return peak_mb()
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_mb(who: int = resource.RUSAGE_SELF) -> float:
    """The peak resident memory of this process (or of its largest reaped child)."""
    peak = resource.getrusage(who).ru_maxrss
    return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def on_thread() -> None:
    """Searches as before issue 41: on the solver thread of the GUI process."""
    from collections.abc import Callable
    from typing import Any

    from pebblepour.ui.background import Background

    def search(
        self: Background, job: Callable[..., Any], args: tuple[Any, ...], unknown: object,
        deliver: Callable[[Any], None], busy: Callable[[bool], None] | None = None,
    ) -> None:
        self.run(lambda cancel: job(*args, cancel=cancel), deliver, busy)

    Background.search = search  # type: ignore[method-assign]


def worker_cost(loop: asyncio.AbstractEventLoop) -> dict[str, object]:
    """The first search in the worker (its start) and the median of 20 more, in ms."""
    try:
        from pebblepour.session import search_process
    except ImportError:
        return {"worker": "none (searches run on a thread of the GUI process)"}
    import statistics
    import threading

    from pebblepour import board_id
    from pebblepour.tubes.solver import solve

    named = board_id.parse("tubes:abca,bcab,cabc,-,-")
    assert isinstance(named, board_id.TubesBoard)

    async def once() -> float:
        t = time.perf_counter()
        await search_process.run(solve, (named.board,), threading.Event(), None)
        return (time.perf_counter() - t) * 1000

    first = loop.run_until_complete(once())
    warm = [loop.run_until_complete(once()) for _ in range(20)]
    return {
        "worker_first_search_ms": round(first),
        "worker_warm_search_ms_median": round(statistics.median(warm), 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default=WORST, help="the board ID to prove")
    parser.add_argument("--budget", type=int, default=0, help="the proof's state budget")
    parser.add_argument(
        "--thread", action="store_true", help="search on a thread of the GUI process (before)"
    )
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PEBBLEPOUR_PROFILE_DIR"] = tempfile.mkdtemp(prefix="search-bench-")
    from pebblepour import board_id
    from pebblepour.ui.board_entry import BoardEntry

    if args.budget:
        board_id.PROVE_STATES = args.budget
        board_id.prove.__defaults__ = (None, args.budget)  # a search on a thread of this process
    if args.thread:
        on_thread()
    scene = AppScene(reduced_motion=False)
    entry = scene.engine.singletonInstance("PebblePour.Backend", "BoardEntry")
    assert isinstance(entry, BoardEntry)

    report: dict[str, object] = {"board": args.board}
    report["searches"] = "GUI process's thread" if args.thread else "search process"
    if not args.thread:
        report.update(worker_cost(asyncio.get_event_loop()))
    before = rss_mb()
    with scene.stalls(interval_ms=10, settle=0, after=0.1) as gaps:
        t0 = time.monotonic()
        entry.play(args.board)
        proving = entry.verdict
        scene.until(lambda: not entry.busy and entry.verdict != proving, limit=600)
        seconds = time.monotonic() - t0
    verdict = entry.verdict
    scene.pump(2.0)
    gc.collect()
    scene.pump(0.1)
    report |= {
        "budget": board_id.PROVE_STATES,
        "proof_s": round(seconds, 1),
        "verdict": verdict,
        "gui_longest_gap_ms (10 ms timer)": gaps.longest_ms,
        "gui_gaps_over_100_ms (ms after the paste, gap)": gaps.over(100),
        "gui_rss_before_mb": round(before),
        "gui_peak_rss_mb": round(peak_mb()),
        "gui_rss_after_mb": round(rss_mb()),
        "largest_child_peak_rss_mb": round(peak_mb(resource.RUSAGE_CHILDREN)),
    }
    print(json.dumps(report, indent=2))
    scene.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
