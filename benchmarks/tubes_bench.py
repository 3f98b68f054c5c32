"""Tubes solver and generator speed figures: ``python benchmarks/tubes_bench.py [N]``.

Same as ``python -m pebblepour.tubes bench --boards N`` (default 300 boards per colour count).
"""

import sys

from pebblepour.tubes.bench import main

if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
