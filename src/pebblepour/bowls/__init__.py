"""Bowls engine: Qt-free rules of SPEC Part 1.

* :mod:`.position` - :class:`Position` (12 bowls, stones, modifiers) and SPEC 3.1 text.
* :mod:`.rules` - :class:`Board`, :func:`resolve`, :func:`forecast`, the event types.
* :mod:`.attempts` - :class:`PuzzleAttempt`, :class:`EndlessAttempt`,
  :class:`DailyAttempt`, :class:`Goal`, undo (saves: ``pebblepour.session.bowls``).
* :mod:`.puzzles` - the puzzle pack: :class:`Puzzle`, :func:`load_pack`, :class:`PackError`.
* :mod:`.solver` - :func:`solve`, the search that proves puzzles (:mod:`.authoring` builds packs).
* ``python -m pebblepour.bowls resolve`` - the SPEC 3.2 conformance command;
  ``... puzzles verify | export | author`` - the pack validator and authoring aid.
"""

from .attempts import (
    ENDLESS_EVENTS,
    Attempt,
    AttemptDataError,
    AttemptOverError,
    DailyAttempt,
    EndlessAttempt,
    Goal,
    GoalKind,
    Mode,
    PuzzleAttempt,
    Reason,
    State,
    Status,
)
from .position import Modifier, Position, PositionError
from .puzzles import PackError, Puzzle, load_pack
from .rules import (
    Board,
    Event,
    Forecast,
    IllegalMoveError,
    MoveResult,
    PhaseReport,
    bowl_groups,
    forecast,
    resolve,
)
from .solver import SolveResult, solve

__all__ = [
    "ENDLESS_EVENTS",
    "Attempt",
    "AttemptDataError",
    "AttemptOverError",
    "Board",
    "DailyAttempt",
    "EndlessAttempt",
    "Event",
    "Forecast",
    "Goal",
    "GoalKind",
    "IllegalMoveError",
    "Mode",
    "Modifier",
    "MoveResult",
    "PackError",
    "PhaseReport",
    "Position",
    "PositionError",
    "Puzzle",
    "PuzzleAttempt",
    "Reason",
    "SolveResult",
    "State",
    "Status",
    "bowl_groups",
    "forecast",
    "load_pack",
    "resolve",
    "solve",
]
