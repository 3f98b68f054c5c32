"""The games' sounds on the Qt side: the controllers call :func:`play` where they announce
a result, with a cue of :mod:`pebblepour.sound.cues` made from the same event data; the
player's settings (sound on, the effects volume, the four groups, mono) decide whether and
how it sounds. The player (``services.current().player``) plays off the GUI thread.

QML plays the interface sounds (``Sounds.edge(pan)``, ``Sounds.dialog()``).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QAccessible
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.profile.settings import Settings
from pebblepour.profile.store import ProfileError
from pebblepour.sound import board, cues
from pebblepour.sound.board import Note
from pebblepour.sound.cues import Cue, Group
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.announcer import say
from pebblepour.ui.keymap import current_label

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "HearBoard", "Sounds", "play",
           "speaking", "wanted"]


def wanted(settings: Settings, group: Group) -> bool:
    """Whether a sound of ``group`` plays with these settings (hearing the board is asked
    for: it has no switch of its own)."""
    switch = {
        Group.MOVES: settings.sound_moves,
        Group.CHAINS: settings.sound_chains,
        Group.RESULTS: settings.sound_results,
        Group.INTERFACE: settings.sound_interface,
        Group.REVIEW: True,
    }[group]
    return settings.sound and switch and settings.sound_volume > 0


def play(cue: Cue, delay_ms: int = 0) -> None:
    """Play ``cue`` (after ``delay_ms``) if the player's settings want it; never raises."""
    svc = services.current()
    try:
        settings = svc.profile.settings()
    except ProfileError:
        return
    if not wanted(settings, cue.kind.group):
        return
    svc.record([cue])
    gain = svc.ducking.gain(time.monotonic() + delay_ms / 1000)
    svc.player.play(cue, volume=settings.sound_volume * gain, mono=settings.sound_mono,
                    delay_ms=delay_ms)


def silence() -> None:
    """Sound off or the volume at 0: nothing more sounds, not even what was on its way."""
    services.current().player.silence()


def reader_active() -> bool:
    """Whether a screen reader (or another assistive tool) listens: only then is speech."""
    return QAccessible.isActive()


def speaking(text: str, assertive: bool = False) -> None:
    """The app says ``text`` (``Announcer.announced``): while a reader says it, the effects
    play quieter (:mod:`pebblepour.sound.ducking`)."""
    if reader_active():
        services.current().ducking.speak(text, time.monotonic(), assertive=assertive)


BOARD_TAG: Final = "board"
"""The player's name for the board being heard (A): one at a time, in either game."""


class HearBoard:
    """A (both games' ``hearBoard``): the board as sound (:mod:`pebblepour.sound.board`),
    or, while it still plays, stopping it; a move stops it too (:meth:`stop`). With sound
    off or the volume at 0 it says so instead of staying silent."""

    def __init__(self) -> None:
        self._until = 0.0
        self._hush = 0

    def toggle(self, notes: Sequence[Note]) -> None:
        if self.stop():
            return
        svc = services.current()
        try:
            settings = svc.profile.settings()
        except ProfileError:
            return
        if not settings.sound:
            say(QCoreApplication.translate("Sounds", "Sound is off. %1 switches it on.")
                .replace("%1", current_label("mute")))
            return
        if settings.sound_volume <= 0:
            say(QCoreApplication.translate(
                "Sounds", "The effects volume is 0. Raise it in Settings."))
            return
        if not notes:
            return
        if svc.player.failed is not None:
            say(QCoreApplication.translate("Sounds", "There is no sound device, so nothing plays."))
            return
        svc.record(n.cue for n in notes)
        volume = settings.sound_volume * svc.ducking.gain(time.monotonic())
        svc.player.play_run([(n.at_ms, n.cue) for n in notes], volume=volume,
                            mono=settings.sound_mono, tag=BOARD_TAG)
        self._until = time.monotonic() + board.length_ms(notes) / 1000
        self._hush = svc.player.hush

    def stop(self) -> bool:
        """Stop the board's sound if it still plays (True if it did); what may still wait
        to play is stopped either way (a device that started late)."""
        player = services.current().player
        due = time.monotonic() < self._until and self._hush == player.hush  # not silenced
        was = due or player.mixer.playing(BOARD_TAG)
        self._until = 0.0
        player.stop(BOARD_TAG)
        return was


@QmlElement
@QmlSingleton
class Sounds(QObject):
    """The interface sounds QML plays."""

    @Slot(float)
    def edge(self, pan: float) -> None:
        """Focus reached the end of a list or an edge (``pan``: where, -1 left .. 1 right)."""
        play(cues.edge(pan))

    @Slot()
    def dialog(self) -> None:
        """A dialog opened."""
        play(cues.dialog())
