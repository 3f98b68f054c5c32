"""The games' sounds on the Qt side: the controllers call :func:`play` where they announce
a result, with a cue of :mod:`pebblepour.sound.cues` made from the same event data; the
player's settings (sound on, the effects volume, the four groups, mono) decide whether and
how it sounds. The player (``services.current().player``) plays off the GUI thread.

QML plays the interface sounds (``Sounds.edge(pan)``, ``Sounds.dialog()``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.profile.settings import Settings
from pebblepour.profile.store import ProfileError
from pebblepour.sound import cues
from pebblepour.sound.cues import Cue, Group
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "Sounds", "play", "wanted"]


def wanted(settings: Settings, group: Group) -> bool:
    """Whether a sound of ``group`` plays with these settings."""
    switch = {
        Group.MOVES: settings.sound_moves,
        Group.CHAINS: settings.sound_chains,
        Group.RESULTS: settings.sound_results,
        Group.INTERFACE: settings.sound_interface,
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
    svc.played.append(cue)
    svc.player.play(cue, volume=settings.sound_volume, mono=settings.sound_mono,
                    delay_ms=delay_ms)


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
