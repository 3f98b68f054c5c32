"""Statistics → Charts with a long history (issue 41: 10,000 days froze Charts for 2.8 s).

Builds a profile with ``--days`` days (default 10,000) of Tubes Dailies (each with its
shortest solution) and of Bowls Dailies, plus the 100 Tubes levels and 200 Endless attempts,
then, in the real QML scene (offscreen unless $DISPLAY), opens Statistics and times:

* ``charts()``: what the Python side hands to QML (the records read, the bars made);
* opening Charts: from the click to the first frame drawn with the charts on it, the time
  the GUI thread is blocked (nothing else can be drawn or answered meanwhile);
* the longest gap between two ticks of a 2 ms timer while it opens (the worst stall).

Each run is a fresh process on the same profile (the app started, Statistics opened, then
Charts once). Usage: python benchmarks/charts_bench.py [--days 10000] [--runs 3]
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
from datetime import timedelta

from appscene import AppScene, platform_env


def fill(days: int) -> None:
    """Write the history straight into the profile (as many years of play would)."""
    from pebblepour.board_id import TubesDaily, format_id
    from pebblepour.profile import Profile, store
    from pebblepour.profile.rows import FIRST_DAY

    first = FIRST_DAY  # the profile keeps dates from 2000 on
    with Profile.open() as p:
        tubes, shortest, bowls = [], [], []
        for n in range(days):
            day = first + timedelta(days=n)
            moves = 20 + (n * 7) % 17
            tubes.append((day.isoformat(), moves, 60.0 + n % 50, n % 3, 1 + n % 2))
            shortest.append((format_id(TubesDaily(day)), moves - (n % 5)))
            bowls.append(("daily", day.isoformat(), f"{day.isoformat()}T12:00:00+00:00",
                          (n * 7919) % 3000, 30 + n % 20, 0))
        for n in range(200):
            day = first + timedelta(days=n * days // 200)
            bowls.append(("endless", day.isoformat(), f"{day.isoformat()}T13:00:00+00:00",
                          (n * 104729) % 5000, 40 + n % 30, int(n % 7 == 0)))
        with store.transaction(p._conn) as conn:
            conn.executemany(
                "INSERT INTO tubes_daily (day, moves, seconds, hints, completions) "
                "VALUES (?, ?, ?, ?, ?)", tubes)
            conn.executemany(
                "INSERT OR REPLACE INTO shortest (board_id, moves) VALUES (?, ?)", shortest)
            conn.executemany(
                "INSERT INTO bowls_attempt (mode, day, ended_at, score, moves, practice) "
                "VALUES (?, ?, ?, ?, ?, ?)", bowls)
        for level in range(1, 101):
            p.record_tubes_level(level, 20 + level % 9, 30.0 + level, level % 3)
            p.note_shortest(f"tubes:level:{level}", 18 + level % 7)


def measure() -> dict[str, float]:
    """In this process: start the app on the profile, open Statistics, then Charts."""
    scene = AppScene()
    scene.open_screen("stats")
    scene.until(lambda: scene.current().objectName() == "statsScreen")
    scene.pump(0.5)

    start = time.perf_counter()
    made = scene.state.charts()
    python_s = time.perf_counter() - start
    bars = sum(len(c.get("bars", [])) for c in made)
    with scene.stalls() as gaps:
        open_s = scene.open_timed("charts", "chartsScreen")  # as its button does
    return {"python_s": python_s, "bars": bars, "open_s": open_s, "stall_ms": gaps.longest_ms}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--days", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    platform_env()
    if args.child:
        print(json.dumps(measure()), flush=True)
        os._exit(0)  # no teardown to wait for
    with tempfile.TemporaryDirectory(prefix="charts-bench-") as folder:
        os.environ["PEBBLEPOUR_PROFILE_DIR"] = folder
        fill(args.days)
        from pebblepour.profile import Profile

        with Profile.open() as p:
            s = p.stats_summary()
        print(f"profile: {len(s.tubes_daily)} Tubes Dailies, {len(s.bowls_daily_best)} Bowls "
              f"Dailies, {len(s.tubes_levels)} Tubes levels; platform "
              f"{os.environ['QT_QPA_PLATFORM']}, {args.runs} runs (a fresh process each)")
        runs = []
        for _ in range(args.runs):
            out = subprocess.run([sys.executable, __file__, "--child"], capture_output=True,
                                 text=True, timeout=600, check=True).stdout
            runs.append(json.loads(out.strip().splitlines()[-1]))

    def ms(key: str) -> str:
        values = [r[key] * (1000 if key.endswith("_s") else 1) for r in runs]
        return f"median {statistics.median(values):.0f} ms, max {max(values):.0f} ms"

    print(f"charts() (records read, bars made): {ms('python_s')}; "
          f"{runs[0]['bars']:.0f} bars handed to QML")
    print(f"open Charts, click to first frame:  {ms('open_s')}")
    print(f"longest GUI-thread stall meanwhile: {ms('stall_ms')}")


if __name__ == "__main__":
    main()
