"""Bowls puzzle hints off the GUI process: the solver's proven answer for the position in
play, and the search of each new position while the player looks at it (so that H then
answers from the hint cache at once). The searches run in the app's search process
(:mod:`pebblepour.session.search_process`); their proven answers come back to the hint
cache here, in the GUI process: the controller's :class:`~pebblepour.bowls.solver.HintCache`,
passed in. What a hint shows and says is the controller's.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence

from pebblepour.bowls import PuzzleAttempt
from pebblepour.bowls.puzzles import Puzzle
from pebblepour.bowls.solver import Hint, HintCache, HintQuery
from pebblepour.session.search_process import hint_job
from pebblepour.ui.background import Background

__all__ = ["HINT_SECONDS", "HintSearch"]

# How long a hint may search before it says "No solution found" (the state budget,
# ``pebblepour.bowls.solver.HINT_MAX_STATES``, usually ends it sooner).
HINT_SECONDS = 5.0

_UNKNOWN = Hint("unknown", (), 0)


def _ignore(answer: object) -> None:
    """A search ahead only fills the hint cache."""


class HintSearch:
    """The hint searches of one play screen, in the search process; their proven answers
    are kept in ``cache`` (the play screen's)."""

    def __init__(self, work: Background, cache: HintCache) -> None:
        self._work = work
        self._cache = cache
        self._asked: HintQuery | None = None  # the position a hint is being searched for
        # The searches out for the current generation of work, by position: asking for a
        # position searched ahead waits for that search instead of starting it again.
        self._out: dict[HintQuery, asyncio.Future[Hint]] = {}

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
        self._search(query, deliver)

    def think_ahead(self, a: PuzzleAttempt) -> None:
        """Search ``a``'s position in the background (nothing is shown or counted)."""
        if not a.status.is_over:
            self._search(HintQuery.of(a), _ignore)

    def _search(self, query: HintQuery, deliver: Callable[[tuple[HintQuery, Hint]], None]) -> None:
        """The proven answer for ``query`` (from the cache, or the search process: a proof
        found is kept in the cache whether still wanted or not), then ``deliver`` it on
        the GUI thread if the position has not changed meanwhile."""
        token = self._work.token
        found = self._cache.known(query)
        out = self._out.get(query)
        if found is None and out is None:
            job, args = hint_job(query, HINT_SECONDS)
            out = self._out[query] = self._work.in_process(job, args, _UNKNOWN)
            out.add_done_callback(lambda done: self._arrived(query, done))

        async def work() -> None:
            answer = found
            if answer is None:
                assert out is not None
                answer = await asyncio.shield(out)
            if self._work.current(token):
                deliver((query, answer))

        self._work.start(work)

    def _arrived(self, query: HintQuery, done: asyncio.Future[Hint]) -> None:
        if self._out.get(query) is done:
            del self._out[query]
        if not done.cancelled() and done.exception() is None:
            self._cache.keep(query, done.result())

    def drop(self) -> None:
        """The position changes: a search still running is stopped and its answer dropped."""
        self._work.reset()
        self._asked = None
        self._out.clear()

    def learn(self, puzzle: Puzzle, moves: Sequence[int], line: Sequence[int]) -> None:
        """Tell the hint cache that ``line`` is a proven shortest line after ``moves``
        on ``puzzle`` (the pack's own solution, or a hint's): following it needs no search."""
        a: PuzzleAttempt = puzzle.attempt(record_events=False)
        with contextlib.suppress(ValueError):  # an illegal move: nothing learnt
            for m in moves:
                a.play(m)
            self._cache.remember(a, tuple(line))
