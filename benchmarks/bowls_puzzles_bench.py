"""Bowls puzzle pack benchmark: load + validate time and the full re-proof (run on demand).

Usage: ``.venv/bin/python benchmarks/bowls_puzzles_bench.py [--pack PATH]``

Prints the time to parse and validate the pack (every stored solution replayed by the
engine), then runs the same re-proof as ``python -m pebblepour.bowls puzzles verify``
(one row per puzzle) and a per-chapter summary: mean / range of the shortest length,
mean slack, mean winning first moves, mean shortest winning lines and the solve time.
Exit status 1 if any puzzle fails or the whole re-proof takes more than 60 s.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pebblepour.bowls.__main__ import verify
from pebblepour.bowls.puzzles import default_pack_path, parse_pack
from pebblepour.bowls.solver import solve

BUDGET_SECONDS = 60.0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pack", type=Path, default=default_pack_path())
    args = parser.parse_args(argv)
    raw = args.pack.read_bytes()
    t0 = time.perf_counter()
    pack = parse_pack(raw)
    load = time.perf_counter() - t0
    print(f"load + validate {len(pack)} puzzles: {load * 1000:.0f} ms")
    t0 = time.perf_counter()
    status = verify(pack, full=len(pack) == 100, out=sys.stdout)
    total = time.perf_counter() - t0
    print()
    print("chapter  shortest(mean, range)  slack  win1st  lines  seconds")
    for ch in sorted({p.chapter for p in pack}):
        rows = [p for p in pack if p.chapter == ch]
        results = [solve(p.start, p.goal, p.limit) for p in rows]
        n = len(rows)
        short = [p.shortest for p in rows]
        print(
            f"{ch:>7}  {sum(short) / n:>8.1f} ({min(short)}-{max(short)})"
            f"        {sum(p.slack for p in rows) / n:>4.1f}"
            f"  {sum(len(r.winning_first_moves) for r in results) / n:>6.1f}"
            f"  {sum(r.shortest_lines for r in results) / n:>5.1f}"
            f"  {sum(r.seconds for r in results):>7.2f}"
        )
    print(f"\nfull re-proof: {total:.1f} s (budget {BUDGET_SECONDS:.0f} s)")
    return 1 if status or total > BUDGET_SECONDS else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
