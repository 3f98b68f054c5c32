"""Profile speed: one move-save, and the full statistics load at start-up.

Run: ``.venv/bin/python benchmarks/profile_bench.py [folder]`` (default: a temporary folder;
give a folder on the disk the app will really use, since the save speed is the disk's).
Targets (issue 5): move-save median ≤ 2 ms; stats load with 10,000 stored attempts ≤ 20 ms.
Then a setting written while another program loads the disk (a writer fsyncing 4 MB at a time
beside it), as the GUI thread writes it (issue 41: ``Profile.sync_off_thread``) and as a script
does (an fsync in the writing thread): median and worst.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

from pebblepour.profile import Profile, store

ATTEMPTS = 10_000


def _median_ms(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def _attempt_json(moves: int) -> str:
    """Something shaped like an engine's saved attempt: a position and an undo history."""
    return json.dumps(
        {
            "format": 1,
            "seed": 123456789,
            "position": "rgb rr* . #p@V ygb rgp . b@R bb* . gg p",
            "history": [{"move": i % 12, "refill": [[2, "r"], [9, "*"]]} for i in range(moves)],
            "practice": False,
        }
    )


def _fill(p: Profile) -> None:
    """Store a heavy player's history: 10,000 ended attempts and full Tubes records."""
    first = date(2025, 1, 1)
    rows = []
    for i in range(ATTEMPTS):
        mode = "daily" if i % 3 == 0 else "endless"
        day = (first + timedelta(days=i // 10)).isoformat()
        rows.append((mode, day, f"{day}T12:00:00+00:00", (i * 7919) % 5000, i % 200, i % 4 == 0))
    with store.transaction(p._conn) as conn:
        conn.executemany(
            "INSERT INTO bowls_attempt (mode, day, ended_at, score, moves, practice) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            rows,
        )
    for level in range(1, 101):
        p.record_tubes_level(level, 20 + level, 30.0 + level, level % 3)
    for n in range(365):
        p.record_tubes_daily(first + timedelta(days=n), 30 + n % 9, 60.0 + n, n % 2)
    for puzzle in range(1, 101):
        p.record_bowls_puzzle(puzzle, 5 + puzzle % 7, 100 * puzzle)
    for n in range(6):
        p.award_achievement(f"achievement-{n}")


def _settings_under_disk_load(
    folder: Path, off_thread: bool, repeat: int = 60
) -> tuple[float, float]:
    """A setting written ``repeat`` times while another thread writes and fsyncs 4 MB chunks
    to the same disk; (median, worst) in ms."""
    stop = threading.Event()

    def load() -> None:
        chunk = os.urandom(4 << 20)
        with open(folder / "disk-load.bin", "wb") as out:
            while not stop.is_set():
                out.write(chunk)
                out.flush()
                os.fsync(out.fileno())
                out.seek(0)

    loader = threading.Thread(target=load, daemon=True)
    loader.start()
    times = []
    try:
        with Profile.open(folder / "settings-profile.sqlite3") as p:
            if off_thread:
                p.sync_off_thread()
            for n in range(repeat):
                start = time.perf_counter()
                p.update_settings(move_preview=bool(n % 2))
                times.append(time.perf_counter() - start)
                time.sleep(0.02)
    finally:
        stop.set()
        loader.join()
        (folder / "disk-load.bin").unlink(missing_ok=True)
    return statistics.median(times) * 1000, max(times) * 1000


def main() -> None:
    """Print the medians."""
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    path = folder / "bench-profile.sqlite3"
    for leftover in folder.glob("bench-profile.sqlite3*"):
        leftover.unlink()
    with Profile.open(path) as p:
        small, large = _attempt_json(40), _attempt_json(400)
        save_small = _median_ms(lambda: p.save_attempt("bowls:endless", small), 500)
        save_large = _median_ms(lambda: p.save_attempt("bowls:endless", large), 500)
        record = _median_ms(lambda: p.record_tubes_level(1, 30, 40.0, 0), 100)
        _fill(p)
        summary = _median_ms(p.stats_summary, 50)

    def cold_start() -> None:
        with Profile.open(path) as q:
            q.stats_summary()

    cold = _median_ms(cold_start, 30)
    s = Profile.open(path).stats_summary()
    print(f"profile file: {path} ({path.stat().st_size // 1024} KiB)")
    print(
        f"stored: {s.bowls_endless_played + s.bowls_daily_played} Bowls attempts, "
        f"{len(s.tubes_levels)} Tubes levels, {len(s.tubes_daily)} Tubes dailies"
    )
    print(f"move-save, {len(small)} B attempt  median {save_small:7.3f} ms   (target ≤ 2 ms)")
    print(f"move-save, {len(large)} B attempt median {save_large:7.3f} ms   (target ≤ 2 ms)")
    print(f"record (durable, fsync)        median {record:7.3f} ms   (level clears, results)")
    print(f"stats_summary(), profile open  median {summary:7.3f} ms   (target ≤ 20 ms)")
    print(f"open + check + stats_summary() median {cold:7.3f} ms   (start-up, cold)")
    for off_thread, how in ((True, "GUI thread, fsync off it"), (False, "fsync in the thread")):
        median, worst = _settings_under_disk_load(folder, off_thread)
        print(f"setting under disk load, {how:25} median {median:7.3f} ms, worst {worst:7.1f} ms")


if __name__ == "__main__":
    main()
