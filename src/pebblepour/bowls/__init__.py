"""Bowls engine: Qt-free rules of SPEC Part 1.

* :mod:`.position` - :class:`Position` (12 bowls, stones, modifiers) and SPEC 3.1 text.
* :mod:`.rules` - :class:`Board`, :func:`resolve`, :func:`forecast`, the event types.
* :mod:`.attempts` - :class:`PuzzleAttempt`, :class:`EndlessAttempt`,
  :class:`DailyAttempt`, :class:`Goal`, undo, saves (:func:`load_attempt`).
* ``python -m pebblepour.bowls resolve`` - the SPEC 3.2 conformance command.
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
    load_attempt,
)
from .position import Modifier, Position, PositionError
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
    "PhaseReport",
    "Position",
    "PositionError",
    "PuzzleAttempt",
    "Reason",
    "State",
    "Status",
    "bowl_groups",
    "forecast",
    "load_attempt",
    "resolve",
]
