"""What the QML singletons share: one place, set up by ``app.create_engine``.

QML creates singletons with no arguments, so they fetch the app's services from here.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pebblepour.profile.profile import Profile
from pebblepour.sound.ducking import Ducking
from pebblepour.sound.player import Player

T = TypeVar("T")

PLAYED_KEPT = 1000
"""How many of the last cues :attr:`Services.played` keeps."""


@dataclass
class Services:
    profile: Profile
    executor: ThreadPoolExecutor = field(
        default_factory=lambda: ThreadPoolExecutor(max_workers=1, thread_name_prefix="solver")
    )
    set_language: Callable[[str], None] = lambda code: None
    set_key_cooldown: Callable[[float], None] = lambda seconds: None
    on_achievements: list[Callable[[], None]] = field(default_factory=list)
    """Called after an attempt earned achievements (the lists and the theme choice re-read)."""
    player: Player = field(default_factory=Player)
    """Plays the sounds (``pebblepour.ui.sounds``); its device opens at the first sound."""
    ducking: Ducking = field(default_factory=Ducking)
    """When a sentence is being spoken: the effects play quieter (``ui.sounds.speaking``)."""
    played: list[Any] = field(default_factory=list)
    """The cues handed to the player, oldest first (tests read it): the last
    :data:`PLAYED_KEPT` at most, so a long session does not hold every stone's tick."""

    def record(self, cues: Iterable[Any]) -> None:
        """Note ``cues`` as handed to the player."""
        self.played.extend(cues)
        if len(self.played) > 2 * PLAYED_KEPT:
            del self.played[:-PLAYED_KEPT]

    def achievements_earned(self) -> None:
        for listener in list(self.on_achievements):
            listener()

    def run_off_thread(self, fn: Callable[..., T], *args: Any) -> asyncio.Future[T]:
        """Run ``fn(*args)`` on the worker thread; await the result on the Qt loop (qasync)."""
        loop = asyncio.get_event_loop()
        return loop.run_in_executor(self.executor, fn, *args)

    def close(self) -> None:
        self.player.close()
        self.executor.shutdown(wait=True, cancel_futures=True)
        self.profile.close()


_current: Services | None = None


def install(services: Services) -> None:
    global _current
    _current = services


def current() -> Services:
    if _current is None:
        raise RuntimeError("services not installed: call app.create_engine first")
    return _current
