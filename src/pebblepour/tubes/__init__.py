"""Tubes engine: Qt-free rules of SPEC Part 2.

* :mod:`.board` — :class:`Board` (pouring, solved check, mixedness, SPEC 3.3 text);
* :mod:`.solver` — :func:`solve` (hints, generation) and :func:`solve_optimal` (par);
* :mod:`.levels` — the generator, the 100 levels and the daily;
* ``python -m pebblepour.tubes`` — the SPEC 3.3 command line (and ``bench``).
"""

from .board import CAPACITY, LETTERS, Board, BoardError, IllegalPour
from .levels import BANDS, LEVEL_COUNT, Generated, LevelError, band_of, daily, generate, level
from .solver import SolveResult, Status, solve, solve_optimal

__all__ = [
    "BANDS",
    "CAPACITY",
    "LETTERS",
    "LEVEL_COUNT",
    "Board",
    "BoardError",
    "Generated",
    "IllegalPour",
    "LevelError",
    "SolveResult",
    "Status",
    "band_of",
    "daily",
    "generate",
    "level",
    "solve",
    "solve_optimal",
]
