"""The input cool-down (Settings, for tremor): a repeat of the same key within the chosen
time of the last one that counted is ignored, whatever has the focus."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QWindow

__all__ = ["KeyCooldown"]


class KeyCooldown(QObject):
    """An application event filter. Each key press reaches the window once before the window
    hands it to an item: only there is it counted, so a press is never counted twice."""

    def __init__(
        self,
        seconds: float,
        parent: QObject | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.seconds = seconds
        self.clock = clock
        self._last: tuple[int, int] | None = None
        self._at = 0.0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self.seconds <= 0
            or event.type() != QEvent.Type.KeyPress
            or not isinstance(watched, QWindow)
            or not isinstance(event, QKeyEvent)
        ):
            return False
        key = (event.key(), event.modifiers().value)
        now = self.clock()
        if key == self._last and now - self._at < self.seconds:
            return True  # a repeat within the cool-down: ignored
        self._last, self._at = key, now
        return False
