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
    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
    os.environ["PEBBLEPOUR_PROFILE_DIR"] = tempfile.mkdtemp(prefix="search-bench-")

    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQuick import QQuickWindow
    from PySide6.QtQuickControls2 import QQuickStyle
    from PySide6.QtTest import QTest

    QQuickStyle.setStyle("Basic")
    app = QGuiApplication(sys.argv[:1])
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    from pebblepour import board_id
    from pebblepour.app import create_engine
    from pebblepour.profile.profile import Profile
    from pebblepour.ui import services
    from pebblepour.ui.board_entry import BoardEntry

    if args.budget:
        board_id.PROVE_STATES = args.budget
        board_id.prove.__defaults__ = (None, args.budget)  # a search on a thread of this process
    if args.thread:
        on_thread()
    profile = Profile.open()
    profile.update_settings(language="en")
    engine = create_engine(app, profile)
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.show()
    QTest.qWaitForWindowExposed(window)
    QTest.qWait(500)
    entry = engine.singletonInstance("PebblePour.Backend", "BoardEntry")
    assert isinstance(entry, BoardEntry)

    clock = QElapsedTimer()
    clock.start()
    gaps: list[int] = []
    long_gaps: list[tuple[int, int]] = []  # (ms since the paste, gap) of gaps over 100 ms
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        if gaps[-1] > 100:
            long_gaps.append((last[0] - start_ms, gaps[-1]))
        last[0] = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(10)
    timer.timeout.connect(tick)

    report: dict[str, object] = {"board": args.board}
    report["searches"] = "GUI process's thread" if args.thread else "search process"
    if not args.thread:
        report.update(worker_cost(loop))
    before = rss_mb()
    start_ms = last[0] = clock.elapsed()
    timer.start()
    t0 = time.monotonic()
    entry.play(args.board)
    proving = entry.verdict
    while (entry.busy or entry.verdict == proving) and time.monotonic() - t0 < 600:
        app.processEvents()
        time.sleep(0.001)
    seconds = time.monotonic() - t0
    QTest.qWait(100)
    timer.stop()
    verdict = entry.verdict
    QTest.qWait(2000)
    gc.collect()
    QTest.qWait(100)
    report |= {
        "budget": board_id.PROVE_STATES,
        "proof_s": round(seconds, 1),
        "verdict": verdict,
        "gui_longest_gap_ms (10 ms timer)": max(gaps),
        "gui_gaps_over_100_ms (ms after the paste, gap)": long_gaps,
        "gui_rss_before_mb": round(before),
        "gui_peak_rss_mb": round(peak_mb()),
        "gui_rss_after_mb": round(rss_mb()),
        "largest_child_peak_rss_mb": round(peak_mb(resource.RUSAGE_CHILDREN)),
    }
    print(json.dumps(report, indent=2))
    window.close()
    services.current().close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
