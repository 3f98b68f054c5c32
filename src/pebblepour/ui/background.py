"""Solver work off the GUI thread, whose answer is dropped once it is stale.

Both games ask their solver the same way (a Tubes hint or par, a Bowls hint, a board proven
before play or in the editor): the search runs in the app's search process
(:meth:`Background.search`, :mod:`pebblepour.session.search_process`: its memory and garbage
collection never stall the GUI thread), other work on the app's worker thread
(:meth:`Background.run`, :meth:`.services.Services.run_off_thread`), both awaited on the Qt
loop through qasync; the answer comes back on the GUI thread -- unless
:meth:`Background.reset` was called meanwhile (the position changed, another game started):
then the running search is asked to stop and its answer is thrown away.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from pebblepour.session import search_process
from pebblepour.ui import services

T = TypeVar("T")

__all__ = ["Background"]


class Background:
    """One stream of off-thread work; :meth:`reset` makes every answer still on its way stale."""

    def __init__(self) -> None:
        self.token = 0
        """Which generation of work is current (changed by :meth:`reset`)."""
        self.cancel = threading.Event()
        """Set when the current generation's work should stop (a solver's ``cancel``)."""
        self.task: asyncio.Future[None] | None = None
        """The last task started (tests wait on it)."""

    def reset(self) -> int:
        """Stop the running work and drop its answer; the new token is returned."""
        self.cancel.set()
        self.cancel = threading.Event()
        self.token += 1
        return self.token

    def current(self, token: int) -> bool:
        """True if work of ``token`` is still wanted."""
        return token == self.token

    def start(self, work: Callable[[], Awaitable[None]]) -> None:
        """Run the coroutine ``work()`` on the Qt loop (it awaits :meth:`off_thread`)."""
        self.task = asyncio.ensure_future(work())

    def off_thread(self, fn: Callable[[threading.Event], T]) -> asyncio.Future[T]:
        """``fn(cancel)`` on the worker thread, with the current generation's cancel event."""
        cancel = self.cancel
        return services.current().run_off_thread(lambda: fn(cancel))

    def in_process(
        self, job: Callable[..., T], args: tuple[Any, ...], unknown: T
    ) -> asyncio.Future[T]:
        """``job(*args, cancel=...)`` in the search process, stopped with the current
        generation's cancel event; ``unknown`` if it could not finish (its memory bound, its
        process lost). ``job`` is a module-level function, ``args`` picklable."""
        return search_process.run(job, args, self.cancel, unknown)

    def run(
        self,
        fn: Callable[[threading.Event], T],
        deliver: Callable[[T], None],
        busy: Callable[[bool], None] | None = None,
    ) -> None:
        """``fn(cancel)`` off the GUI thread, then ``deliver(answer)`` on it if still current.

        ``busy(True)`` before and ``busy(False)`` after (whether current or not)."""
        self._answer(lambda: self.off_thread(fn), deliver, busy)

    def search(
        self,
        job: Callable[..., T],
        args: tuple[Any, ...],
        unknown: T,
        deliver: Callable[[T], None],
        busy: Callable[[bool], None] | None = None,
    ) -> None:
        """:meth:`run` for a search: :meth:`in_process` ``(job, args, unknown)``, then
        ``deliver(answer)`` on the GUI thread if still current."""
        cancel = self.cancel  # a reset before the search starts stops it too
        self._answer(
            lambda: search_process.run(job, args, cancel, unknown), deliver, busy
        )

    def _answer(
        self,
        ask: Callable[[], Awaitable[T]],
        deliver: Callable[[T], None],
        busy: Callable[[bool], None] | None,
    ) -> None:
        token = self.token

        async def work() -> None:
            if busy is not None:
                busy(True)
            try:
                answer = await ask()
            finally:
                if busy is not None:
                    busy(False)
            if self.current(token):
                deliver(answer)

        self.start(work)
