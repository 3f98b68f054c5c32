"""Frame time while a Bowls chain plays, on Qt Quick's software renderer (run on demand).

Opens the real Bowls play screen (same engine as the app, fresh profile, animation on),
puts a position on it whose move sets off a volcano chain (one sowing, an eruption, five
grouping bowls, blockers removed), and plays that move again and again (undo in between).
For every frame it records the time from the start of the scene-graph sync to the frame
being swapped (the render work) and the GUI-thread time of each playback step (the Python
that updates the model), and prints median / 95th percentile / maximum in milliseconds.

Usage: python benchmarks/bowls_frame_bench.py [--runs 5] [--size 1280x800]
Uses QT_QUICK_BACKEND=software and the offscreen platform unless told otherwise.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time

#: A volcano chain: bowl 1 sows into the volcano (bowl 4), which erupts into five bowls that
#: each clear a group; the neighbours' blockers go too.
CHAIN_POSITION = "ygb r p bgypg@V bb gg yy pp gg bb #rr# ry"


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="chains to play (default 5)")
    parser.add_argument("--size", default="1280x800", help="window size (default 1280x800)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QUICK_BACKEND", "software")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PEBBLEPOUR_PROFILE_DIR"] = tempfile.mkdtemp(prefix="bowls-bench-")

    from PySide6.QtCore import QElapsedTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQuickControls2 import QQuickStyle
    from PySide6.QtTest import QTest

    QQuickStyle.setStyle("Basic")
    app = QGuiApplication(sys.argv[:1])
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    from pebblepour.app import create_engine
    from pebblepour.bowls import Goal, PuzzleAttempt
    from pebblepour.profile.profile import Profile
    from pebblepour.session.bowls import BowlsPlay, session_of

    profile = Profile.open()
    profile.update_settings(reduced_motion=False, language="en")
    engine = create_engine(app, profile)
    window = engine.rootObjects()[0]
    w, h = (int(x) for x in args.size.split("x"))
    window.resize(w, h)
    window.show()
    QTest.qWaitForWindowExposed(window)
    QTest.qWait(300)
    window.findChild(object, "bowlsEndless").clicked.emit()
    QTest.qWait(500)
    game = engine.singletonInstance("PebblePour.Backend", "BowlsGame")
    attempt = PuzzleAttempt(CHAIN_POSITION, Goal.score(100_000), limit=50)
    game._begin(session_of(BowlsPlay(attempt, puzzle=1)), None, resumed=False)
    QTest.qWait(300)

    render: list[float] = []
    steps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    started = [0.0]
    recording = [False]

    def sync_started() -> None:
        started[0] = clock.nsecsElapsed() / 1e6

    def swapped() -> None:
        if recording[0]:
            render.append(clock.nsecsElapsed() / 1e6 - started[0])

    window.beforeSynchronizing.connect(sync_started)
    window.frameSwapped.connect(swapped)

    # Time each playback step's Python work (model update and signals).
    original = game._next_step

    def timed_step() -> None:
        t = time.perf_counter()
        original()
        steps.append((time.perf_counter() - t) * 1000)

    game._timer.timeout.disconnect()
    game._timer.timeout.connect(timed_step)

    chain_ms: list[float] = []
    for _ in range(args.runs):
        game.select(0)
        QTest.qWait(50)
        recording[0] = True
        t0 = time.perf_counter()
        game.confirm()
        while game.playing:
            QTest.qWait(5)
        chain_ms.append((time.perf_counter() - t0) * 1000)
        QTest.qWait(100)
        recording[0] = False
        game.undo()
        QTest.qWait(100)

    a = game.attempt()
    assert a is not None and a.moves_used == 0
    report = {
        "backend": os.environ["QT_QUICK_BACKEND"],
        "platform": os.environ["QT_QPA_PLATFORM"],
        "window": args.size,
        "chains": args.runs,
        "frames": len(render),
        "frame_ms": {
            "median": round(statistics.median(render), 2),
            "p95": round(percentile(render, 0.95), 2),
            "max": round(max(render), 2),
        },
        "step_python_ms": {
            "median": round(statistics.median(steps), 2),
            "max": round(max(steps), 2),
        },
        "chain_playback_ms": round(statistics.median(chain_ms)),
        "position": CHAIN_POSITION,
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
