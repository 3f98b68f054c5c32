"""The input cool-down (Settings, for tremor): a repeat of the same key within the chosen
time of the last one that counted is ignored, whatever has the focus."""

from __future__ import annotations

import time
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QKeyEvent, QWindow

__all__ = ["KeyCooldown", "filter_while"]

_cooldown: KeyCooldown | None = None
"""The cool-down while it is on (it goes before the other filters)."""


def filter_while(obj: QObject, on: bool) -> None:
    """``obj`` an application event filter only while ``on``. An application filter is called
    for every event of every object in the app, and one written in Python makes a wrapper for
    each: with the cool-down's and one-switch play's filters always in place and idle, that
    was a quarter of the app's time under a screen reader. The cool-down, when on, is called
    first: a press it ignores (a tremor's second press, of the switch too) goes no further."""
    app = QCoreApplication.instance()
    if app is None:
        return
    if not on:
        app.removeEventFilter(obj)
        return
    app.installEventFilter(obj)  # called before those installed earlier
    if _cooldown is not None and _cooldown is not obj and shiboken6.isValid(_cooldown):
        app.installEventFilter(_cooldown)  # in front again


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
        self.clock = clock
        self._last: tuple[int, int] | None = None
        self._at = 0.0
        self._seconds = 0.0
        self.seconds = seconds

    @property
    def seconds(self) -> float:
        return self._seconds

    @seconds.setter
    def seconds(self, value: float) -> None:
        """The cool-down; 0 is off, and then the filter is not installed at all."""
        global _cooldown
        self._seconds = value
        if value > 0:
            _cooldown = self
        elif _cooldown is self:
            _cooldown = None
        filter_while(self, value > 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            self.seconds <= 0
            or event.type() != QEvent.Type.KeyPress
            or not event.spontaneous()  # sent by the app itself (one-switch play's Enter)
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
