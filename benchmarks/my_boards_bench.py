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
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


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


def make_profile(folder: Path, ids: list[str]) -> Path:
    from pebblepour.profile import Profile, clock
    from pebblepour.profile.store import transaction

    path = folder / "profile.sqlite3"
    with Profile.open(path) as p:
        p.update_settings(reduced_motion=True, language="en")
        now = clock.utc_now()
        with transaction(p._conn) as conn:
            conn.executemany(
                "INSERT INTO my_board (board_id, saved_at) VALUES (?, ?)",
                [(text, clock.to_text(now)) for text in ids],
            )
            conn.executemany(  # a tenth of them solved
                "INSERT INTO board (board_id, best_moves, best_seconds, best_score, solves) "
                "VALUES (?, ?, 12.0, 0, 1)",
                [(text, 10 + i % 20) for i, text in enumerate(ids[::10])],
            )
    return path


def run(count: int) -> dict[str, float]:
    from PySide6.QtCore import Q_ARG, QCoreApplication, QElapsedTimer, QMetaObject, Qt, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQuick import QQuickWindow
    from PySide6.QtQuickControls2 import QQuickStyle
    from PySide6.QtTest import QTest

    QQuickStyle.setStyle("Basic")
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    from pebblepour.app import create_engine
    from pebblepour.profile import Profile
    from pebblepour.tools.screens import find_named
    from pebblepour.ui import services

    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        path = make_profile(Path(folder), boards(count))
        t0 = time.perf_counter()
        profile = Profile.open(path)
        figures["profile_open_s"] = time.perf_counter() - t0
        engine = create_engine(app, profile)  # type: ignore[arg-type]
        window = engine.rootObjects()[0]
        assert isinstance(window, QQuickWindow)
        window.show()
        QTest.qWaitForWindowExposed(window)

        def wait(done: object, limit: float = 60.0) -> None:
            end = time.monotonic() + limit
            while not done() and time.monotonic() < end:  # type: ignore[operator]
                app.processEvents()
                time.sleep(0.001)

        stack = find_named(window, "stack")
        assert stack is not None
        wait(lambda: stack.property("currentItem") is not None)
        QTest.qWait(300)

        clock = QElapsedTimer()
        clock.start()
        gaps: list[int] = []
        last = [clock.elapsed()]

        def tick() -> None:
            now = clock.elapsed()
            gaps.append(now - last[0])
            last[0] = now

        timer = QTimer()
        timer.setInterval(2)
        timer.timeout.connect(tick)
        timer.start()
        frames: list[float] = []
        window.frameSwapped.connect(lambda: frames.append(time.perf_counter()))
        home = stack.property("currentItem")
        QTest.qWait(50)
        gaps.clear()
        last[0] = clock.elapsed()
        started = time.perf_counter()
        QMetaObject.invokeMethod(
            home, "openScreen", Q_ARG(str, "playBoard"), Q_ARG("QVariant", {})
        )
        wait(lambda: stack.property("currentItem") is not home)
        screen = stack.property("currentItem")
        wait(lambda: screen.property("focusedBefore") and not stack.property("busy"))
        frames.clear()
        window.update()
        wait(lambda: frames)
        figures["open_to_frame_s"] = frames[0] - started
        QTest.qWait(200)
        figures["open_longest_stall_s"] = max(gaps, default=0) / 1000
        mine = find_named(window, "myBoards")
        assert mine is not None
        mine.forceActiveFocus()
        QTest.qWait(50)
        started = time.perf_counter()
        QTest.keyClick(window, Qt.Key.Key_Down)
        frames.clear()
        window.update()
        wait(lambda: frames)
        figures["down_key_s"] = frames[0] - started
        figures["boards"] = float(mine.property("count"))
        timer.stop()
        from pebblepour.app import suspend_games

        suspend_games(engine)
        window.close()
        engine.deleteLater()
        QTest.qWait(20)
        services.current().close()
        QCoreApplication.processEvents()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    results = [run(args.boards) for _ in range(args.runs)]
    loop.close()
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
