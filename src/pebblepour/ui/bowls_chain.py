"""The Bowls chain playback on the Qt clock: the frames of a confirmed move (computed
Qt-free by :func:`pebblepour.session.playback.frames`) shown one by one, each for its own
time. Reduced motion shows none; any key jumps to the end.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from pebblepour.session.playback import Frame

__all__ = ["ChainPlayer"]


class ChainPlayer(QObject):
    """Plays one move's frames; ``stepped`` when a new frame shows, ``ended`` (``frame`` is
    None again) after the last frame's time or a skip."""

    stepped = Signal()
    ended = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.frame: Frame | None = None
        """The frame shown (None: the engine's board)."""
        self._frames: list[Frame] = []
        self._pace = 1.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)

    @property
    def playing(self) -> bool:
        return self.frame is not None or bool(self._frames)

    def play(self, shown: list[Frame], pace: float = 1.0) -> None:
        """Show ``shown`` one after the other, each for its time times ``pace`` (the player's
        chain speed); none: the move ends at once."""
        self.stop()
        self._frames = list(shown)
        self._pace = pace
        self._next()

    def stop(self) -> None:
        """Drop the playback, with no signal: the owner shows the engine's board next."""
        self._timer.stop()
        self._frames = []
        self.frame = None

    def skip(self) -> None:
        """Jump to the end of a running playback."""
        if self.playing:
            self._finish()

    def _next(self) -> None:
        if not self._frames:
            self._finish()
            return
        self.frame = self._frames.pop(0)
        self.stepped.emit()
        self._timer.start(round(self.frame.ms * self._pace))

    def _finish(self) -> None:
        self.stop()
        self.ended.emit()
