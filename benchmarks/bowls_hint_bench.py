"""Bowls puzzle hints benchmark: a hint from every position along every stored solution.

Usage: ``.venv/bin/python benchmarks/bowls_hint_bench.py [--pack PATH]``

For each puzzle and each k = 0 .. shortest-1, the attempt replays the first k moves of
the stored (shortest) solution and asks :func:`pebblepour.bowls.solver.hint` on a worker
thread, as the UI does. Every answer is checked: ``solved``, with a line of exactly
``shortest - k`` moves (a shorter one would beat the stored shortest solution) that the
engine replays to a win. Prints the median, 95th percentile and worst time and states,
the slowest positions, and exits 1 on a wrong answer (the 100 ms target is a figure to
quote, not a pass mark).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pebblepour.bowls.puzzles import default_pack_path, load_pack
from pebblepour.bowls.solver import Hint, HintQuery, hint

TARGET_MS = 100.0


def _timed(query: HintQuery) -> tuple[Hint, float]:
    t0 = time.perf_counter()
    answer = hint(query)
    return answer, (time.perf_counter() - t0) * 1000


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pack", type=Path, default=default_pack_path())
    args = parser.parse_args(argv)
    pack = load_pack(args.pack)
    rows: list[tuple[float, int, int, int]] = []  # ms, states, puzzle id, k
    wrong = 0
    with ThreadPoolExecutor(max_workers=1) as worker:
        for p in pack:
            attempt = p.attempt(record_events=False)
            for k, move in enumerate(p.solution):
                answer, ms = worker.submit(_timed, HintQuery.of(attempt)).result()
                check = p.attempt(record_events=False)
                for m in p.solution[:k] + answer.moves:
                    check.play(m)
                if (answer.status != "solved" or len(answer.moves) != p.shortest - k
                        or check.status.state != "won"):
                    print(f"WRONG puzzle {p.id} after {k} moves: {answer}")
                    wrong += 1
                rows.append((ms, answer.states, p.id, k))
                attempt.play(move)
    times = sorted(r[0] for r in rows)
    states = sorted(r[1] for r in rows)
    print(f"{len(rows)} hints ({len(pack)} puzzles, every position along the stored solutions)")
    print(f"time:   median {statistics.median(times):7.1f} ms   p95 "
          f"{times[int(len(times) * 0.95)]:7.1f} ms   worst {times[-1]:7.1f} ms "
          f"(target worst <= {TARGET_MS:.0f} ms)")
    print(f"states: median {statistics.median(states):7.0f}      p95 "
          f"{states[int(len(states) * 0.95)]:7d}      worst {states[-1]:7d}")
    print("slowest:", ", ".join(f"puzzle {pid} after {k} moves {ms:.0f} ms ({n} states)"
                                for ms, n, pid, k in sorted(rows, reverse=True)[:5]))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
