"""Bowls puzzle hints off the GUI thread: the solver's proven answer for the position in
play, and the search of each new position while the player looks at it (so that H then
answers from the solver's cache at once). What a hint shows and says is the controller's.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Sequence

from pebblepour.bowls import PuzzleAttempt
from pebblepour.bowls.puzzles import Puzzle
from pebblepour.bowls.solver import Hint, HintQuery, hint, remember
from pebblepour.ui.background import Background

__all__ = ["HINT_SECONDS", "HintSearch"]

# How long a hint may search before it says "No solution found" (the state budget,
# ``pebblepour.bowls.solver.HINT_MAX_STATES``, usually ends it sooner).
HINT_SECONDS = 5.0


def _proven(query: HintQuery, cancel: threading.Event) -> tuple[HintQuery, Hint]:
    """The solver's hint for ``query`` (worker thread): it stops when ``cancel`` is set or
    after :data:`HINT_SECONDS` of search ("unknown": nothing proved)."""
    deadline = time.monotonic() + HINT_SECONDS
    return query, hint(query, stop=lambda: cancel.is_set() or time.monotonic() > deadline)


def _ignore(answer: object) -> None:
    """A search ahead only fills the solver's cache."""


class HintSearch:
    """The hint searches of one play screen, on its worker."""

    def __init__(self, work: Background) -> None:
        self._work = work
        self._asked: HintQuery | None = None  # the position a hint is being searched for

    def ask(self, a: PuzzleAttempt, answer: Callable[[HintQuery, Hint], None]) -> None:
        """Search the hint of ``a``'s position; ``answer(position, hint)`` on the GUI thread
        unless :meth:`drop` came first. Asking again while it runs waits for that search."""
        query = HintQuery.of(a)
        if query == self._asked:
            return

        def deliver(found: tuple[HintQuery, Hint]) -> None:
            if found[0] == self._asked:
                self._asked = None
                answer(*found)

        self._asked = query
        self._work.run(lambda cancel: _proven(query, cancel), deliver)

    def think_ahead(self, a: PuzzleAttempt) -> None:
        """Search ``a``'s position in the background (nothing is shown or counted)."""
        if not a.status.is_over:
            query = HintQuery.of(a)
            self._work.run(lambda cancel: _proven(query, cancel), _ignore)

    def drop(self) -> None:
        """The position changes: a search still running is stopped and its answer dropped."""
        self._work.reset()
        self._asked = None

    @staticmethod
    def learn(puzzle: Puzzle, moves: Sequence[int], line: Sequence[int]) -> None:
        """Tell the solver's cache that ``line`` is a proven shortest line after ``moves``
        on ``puzzle`` (the pack's own solution, or a hint's): following it needs no search."""
        a: PuzzleAttempt = puzzle.attempt(record_events=False)
        with contextlib.suppress(ValueError):  # an illegal move: nothing learnt
            for m in moves:
                a.play(m)
            remember(a, tuple(line))
