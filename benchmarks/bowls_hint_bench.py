"""Bowls puzzle hints benchmark: a hint from every position along every stored solution.

Usage: ``.venv/bin/python benchmarks/bowls_hint_bench.py [--pack PATH]``
(also ``python -m pebblepour.bowls bench --hints``).

See :func:`pebblepour.bowls.bench.hint_benchmark`: median, p95 and worst time and states,
the slowest positions; every answer is checked (exit 1 on a wrong one). The 100 ms target
is a figure to quote, not a pass mark.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pebblepour.bowls.bench import hint_benchmark
from pebblepour.bowls.puzzles import load_pack


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pack", type=Path, help="pack file (default: the shipped pack)")
    args = parser.parse_args(argv)
    return 1 if hint_benchmark(load_pack(args.pack), sys.stdout) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
