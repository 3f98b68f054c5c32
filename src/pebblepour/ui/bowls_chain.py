"""The Bowls chain playback on the Qt clock: the frames of a confirmed move (computed
Qt-free by :func:`pebblepour.session.playback.frames`) shown one by one, each for its own
time, with their sounds. Reduced motion shows none (their sounds play condensed); any key
jumps to the end.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from pebblepour.session.playback import Frame
from pebblepour.sound import cues
from pebblepour.ui.sounds import play as play_cue

__all__ = ["CONDENSED_MS", "SPREAD_MS", "ChainPlayer"]

CONDENSED_MS = 45
"""With reduced motion a chain's sounds still play, in order, one frame's sounds this many
milliseconds after the last's."""
SPREAD_MS = 60
"""Sounds of one chain step (groups of two bowls and the combo step) follow each other this
far apart, in their order, instead of sounding as one chord."""


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
        self._heard_combo = 0  # the combo the chain's sounds have reached
        self.result_delay = 0
        """Milliseconds until the move's result may sound (a condensed chain plays first)."""

    def play_move(self, steps: list[Frame], *, reduced_motion: bool, pace: float) -> None:
        """Play a move's frames with their sounds (stones landing, groups, combo steps); with
        ``reduced_motion`` none is shown and their sounds play condensed, in order."""
        self._heard_combo, self.result_delay = 0, 0
        if reduced_motion:
            for frame in steps:
                heard = self._cues(frame)
                for k, cue in enumerate(heard):
                    play_cue(cue, self.result_delay + k * SPREAD_MS)
                self.result_delay += CONDENSED_MS + (len(heard) - 1) * SPREAD_MS if heard else 0
        self.play([] if reduced_motion else steps, pace)

    def _cues(self, frame: Frame) -> list[cues.Cue]:
        heard = cues.frame_cues(frame, self._heard_combo)
        self._heard_combo = frame.combo
        return heard

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
        self.frame = frame = self._frames.pop(0)
        self.stepped.emit()  # shown first, then heard (unless the showing skipped it)
        if self.frame is frame:
            for k, cue in enumerate(self._cues(frame)):
                play_cue(cue, k * SPREAD_MS)
        self._timer.start(round(self.frame.ms * self._pace))

    def _finish(self) -> None:
        self.stop()
        self.ended.emit()
