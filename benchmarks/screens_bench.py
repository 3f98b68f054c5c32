"""Opening each screen from Home: seconds to its first frame and the longest GUI-thread stall
meanwhile and for 2 s after (run on demand, never a timed test; issue 41: the soak's known stalls).

Each run is a fresh process on a fresh profile; every screen is opened from Home twice (the
first time builds its QML types, the second is what a player meets on every later visit).

Usage: python benchmarks/screens_bench.py [--language pl] [--text-size 2] [--runs 3]
       [--only gallery,bowlsPlay]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

SCREENS: list[tuple[str, str, dict[str, object]]] = [
    ("gallery", "galleryScreen", {}),
    ("bowlsPlay", "bowlsPlay", {"startMode": "endless"}),
    ("tubesPlay", "tubesPlay", {"startLevel": 1}),
    ("howToPlay", "howToPlay", {"game": "bowls"}),
    ("settings", "settingsScreen", {}),
    ("stats", "statsScreen", {}),
    ("tubesLevels", "tubesLevels", {}),
    ("bowlsPuzzles", "bowlsPuzzles", {}),
    ("boardEditor", "boardEditor", {}),
    ("charts", "chartsScreen", {}),
    ("playBoard", "playBoard", {}),
    ("about", "aboutScreen", {}),
    ("keys", "keysScreen", {}),
]


def measure(language: str, text_size: float, only: list[str]) -> dict[str, list[float]]:
    sys.path.insert(0, os.path.dirname(__file__))
    from appscene import AppScene

    scene = AppScene(language=language, text_size=text_size)
    out: dict[str, list[float]] = {}
    for name, object_name, props in SCREENS:
        if only and name not in only:
            continue
        for visit in (1, 2):
            with scene.stalls(after=2.0) as gaps:
                seconds = scene.open_timed(name, object_name, props)
            scene.back_home()
            scene.pump(0.3)
            out[f"{name} #{visit}"] = [seconds * 1000, gaps.longest_ms]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--language", default="en")
    parser.add_argument("--text-size", type=float, default=1.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default="")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    only = [s for s in args.only.split(",") if s]
    if args.child:
        print(json.dumps(measure(args.language, args.text_size, only)), flush=True)
        os._exit(0)  # no teardown to wait for
    runs = []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="screens-bench-") as folder:
            env = dict(os.environ, PEBBLEPOUR_PROFILE_DIR=folder)
            out = subprocess.run(
                [sys.executable, __file__, "--child", "--language", args.language,
                 "--text-size", str(args.text_size), "--only", args.only],
                capture_output=True, text=True, timeout=900, check=True, env=env).stdout
            runs.append(json.loads(out.strip().splitlines()[-1]))
    platform = os.environ.get("QT_QPA_PLATFORM") or (
        "xcb" if os.environ.get("DISPLAY") else "offscreen")
    print(f"{args.language}, text {args.text_size:.0%}, platform {platform}"
          f", {args.runs} runs (a fresh process each); median / max in ms")
    print(f"{'screen (visit)':24} {'to first frame':>20} {'longest stall':>20}")
    for key in runs[0]:
        opened = [r[key][0] for r in runs]
        stall = [r[key][1] for r in runs]
        print(f"{key:24} {statistics.median(opened):>11.0f} / {max(opened):<6.0f}"
              f" {statistics.median(stall):>11.0f} / {max(stall):<6.0f}")


if __name__ == "__main__":
    main()
