"""My boards with many boards (issue 41): opening Play a board, and opening the profile.

Figures, run on demand (never a timed test):

* the profile's opening (its check of every row, My boards included);
* opening Play a board: from the request to the screen's first frame, and the GUI thread's
  longest stall meanwhile (a 2 ms timer's longest gap);
* a key on the list (Down, to the next board) once it is open.

Usage: ``.venv/bin/python benchmarks/my_boards_bench.py [--boards 10000] [--runs 3]``
(offscreen; a fresh profile in a temporary folder for each run).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from typing import Any

from appscene import AppScene


def boards(count: int, seed: int = 7) -> list[str]:
    """``count`` distinct Tubes and Bowls board IDs, as the editor saves them."""
    from pebblepour import board_id as ids

    rng = random.Random(seed)
    out: dict[str, None] = {}
    while len(out) < count:
        if rng.random() < 0.7:
            colours = rng.randint(3, 9)
            units = [chr(97 + c) for c in range(colours) for _ in range(4)]
            rng.shuffle(units)
            tubes = ["".join(units[i * 4 : i * 4 + 4]) for i in range(colours)] + ["-", "-"]
            text = "tubes:" + ",".join(tubes)
        else:
            ring = ["".join(rng.choice("rygbp") for _ in range(rng.randint(0, 4))) or "." for _ in
                    range(12)]
            text = "bowls:" + ",".join(ring) + f":clear_colour-g:{rng.randint(1, 30)}"
        out[ids.format_id(ids.parse(text))] = None
    return list(out)


def make_profile(ids: list[str]) -> None:
    from pebblepour.profile import Profile, clock
    from pebblepour.profile.store import transaction

    with Profile.open() as p, transaction(p._conn) as conn:
        now = clock.to_text(clock.utc_now())
        conn.executemany("INSERT INTO my_board (board_id, saved_at) VALUES (?, ?)",
                         [(text, now) for text in ids])
        conn.executemany(  # a tenth of them solved
            "INSERT INTO board (board_id, best_moves, best_seconds, best_score, solves) "
            "VALUES (?, ?, 12.0, 0, 1)",
            [(text, 10 + i % 20) for i, text in enumerate(ids[::10])],
        )


def run(count: int) -> dict[str, float]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from pebblepour.profile import Profile
    from pebblepour.tools.screens import find_named

    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        os.environ["PEBBLEPOUR_PROFILE_DIR"] = folder
        make_profile(boards(count))
        t0 = time.perf_counter()
        profile = Profile.open()
        figures["profile_open_s"] = time.perf_counter() - t0
        profile.close()
        scene = AppScene()
        home = scene.current()
        with scene.stalls(after=0.2) as gaps:
            started = time.perf_counter()
            scene.open_screen("playBoard")
            scene.until(lambda: scene.current() is not home)
            screen = scene.current()
            scene.until(lambda: screen.property("focusedBefore")
                        and not scene.stack.property("busy"))
            figures["open_to_frame_s"] = time.perf_counter() - started + scene.frame_after()
        figures["open_longest_stall_s"] = gaps.longest_ms / 1000
        mine: Any = find_named(scene.window, "myBoards")
        assert mine is not None
        mine.forceActiveFocus()
        scene.pump(0.05)
        figures["down_key_s"] = scene.frame_after(
            lambda: QTest.keyClick(scene.window, Qt.Key.Key_Down))
        figures["boards"] = float(mine.property("count"))
        scene.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    results = [run(args.boards) for _ in range(args.runs)]
    print(f"{args.boards} boards in My boards, {args.runs} runs (offscreen), median (max):")
    for key, label in (
        ("profile_open_s", "opening the profile (rows checked)"),
        ("open_to_frame_s", "Play a board: request to first frame"),
        ("open_longest_stall_s", "Play a board: longest GUI-thread stall"),
        ("down_key_s", "Down on the list: key to frame"),
    ):
        values = [r[key] for r in results]
        print(f"  {label}: {statistics.median(values) * 1000:.0f} ms "
              f"({max(values) * 1000:.0f} ms)")
    print(f"  rows listed: {int(results[-1]['boards'])}")


if __name__ == "__main__":
    main()
