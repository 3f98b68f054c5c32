"""Bowls engine benchmark: speed and Endless/Daily balance figures (run on demand).

Usage: ``.venv/bin/python benchmarks/bowls_bench.py [--games N] [--skip-balance]``
(the same as ``python -m pebblepour.bowls bench``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pebblepour.bowls.bench import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
