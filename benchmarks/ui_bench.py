"""UI figures, run on demand (never a timed test):

* cold start to first frame and peak memory of the real app (fresh process each run);
* GUI-thread stalls while the solver and the generator run off the GUI thread.

Usage: python benchmarks/ui_bench.py [--runs 5]
Uses the X display in $DISPLAY if there is one (real window), else the offscreen platform.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from appscene import AppScene

CHILD = r"""
import sys, time, json, os, resource
t0 = float(sys.argv[1])
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuickControls2 import QQuickStyle
QQuickStyle.setStyle("Basic")
from pebblepour.app import choose_renderer
choose_renderer()  # as main() does
app = QGuiApplication(sys.argv[:1])
import asyncio, qasync
loop = qasync.QEventLoop(app); asyncio.set_event_loop(loop)
from pebblepour.app import create_engine
from pebblepour.profile.profile import Profile
engine = create_engine(app, Profile.open())
window = engine.rootObjects()[0]
def first_frame():
    first = time.time() - t0
    def done():
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(json.dumps({"first_frame_s": first, "peak_rss_mb": rss}), flush=True)
        os._exit(0)
    from PySide6.QtCore import QTimer
    QTimer.singleShot(300, done)  # let the home screen settle, then read peak memory
window.frameSwapped.connect(first_frame)
loop.run_forever()
"""


def start_up(runs: int) -> None:
    firsts, peaks = [], []
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "xcb" if env.get("DISPLAY") else "offscreen")
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as profile:
            env["PEBBLEPOUR_PROFILE_DIR"] = profile
            t0 = time.time()
            out = subprocess.run(
                [sys.executable, "-c", CHILD, repr(t0)],
                env=env,
                capture_output=True,
                text=True,
                timeout=60,
                check=True,
            ).stdout
            fig = json.loads(out.strip().splitlines()[-1])
            firsts.append(fig["first_frame_s"])
            peaks.append(fig["peak_rss_mb"])
    backend = env.get("QT_QUICK_BACKEND") or "software (the app's default)"
    print(f"platform {env['QT_QPA_PLATFORM']}, Qt Quick backend {backend}, {runs} cold starts")
    print(
        f"start to first frame: median {statistics.median(firsts):.3f} s, "
        f"max {max(firsts):.3f} s (target <= 1.0 s)"
    )
    print(
        f"peak memory (max RSS): median {statistics.median(peaks):.0f} MB, "
        f"max {max(peaks):.0f} MB (target <= 200 MB)"
    )


def stalls() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["PEBBLEPOUR_PROFILE_DIR"] = tempfile.mkdtemp()
    from pebblepour.rng import Rng
    from pebblepour.ui.tubes_game import TubesGame

    scene = AppScene(reduced_motion=False)
    game = scene.engine.singletonInstance("PebblePour.Backend", "TubesGame")
    assert isinstance(game, TubesGame)

    def wait_idle() -> None:
        scene.until(lambda: not game.busy and game.board() is not None, limit=30)
        for _ in range(20):
            scene.app.processEvents()

    rng = Rng(7)
    generated = hints = 0
    with scene.stalls(settle=0, after=0) as ticks:
        # Level generation (9 colours: the largest) and hints from played positions.
        for n in range(93, 101):
            game.startLevel(n)
            wait_idle()
            generated += 1
            for _ in range(5):
                board = game.board()
                assert board is not None
                moves = board.legal_moves()
                if moves:
                    src, dst = moves[rng.below(len(moves))]
                    game.activate(src)
                    game.activate(dst)
                game.hint()
                wait_idle()
                hints += 1
    gaps = sorted(ticks.gaps_ms)
    print(
        f"GUI thread during {generated} level generations and {hints} hints (9 colours): "
        f"{len(gaps)} ticks of 2 ms, longest gap {gaps[-1]} ms, "
        f"p99 {gaps[int(len(gaps) * 0.99)]} ms (target: no stall > 50 ms)"
    )
    scene.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    start_up(args.runs)
    stalls()


if __name__ == "__main__":
    main()
