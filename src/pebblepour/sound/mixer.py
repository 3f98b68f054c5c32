"""Overlapping sounds summed into the device's stereo frames (pure Python, thread-safe).

A sound is placed once (:func:`place`: pan, volume, mono) into interleaved stereo floats;
the :class:`Mixer` keeps what is playing and, when the device asks for ``n`` frames
(:meth:`Mixer.pull`, on the device's thread), adds up the voices that sound in them and
returns 16-bit samples; silence costs nothing.

>>> m = Mixer()
>>> m.add(place(array("f", [0.5, 0.5]), pan=-1.0, volume=1.0))
>>> list(m.pull(3))
[16384, 0, 16384, 0, 0, 0]
>>> m.add(place(array("f", [0.5]), pan=0.3, volume=1.0, mono=True))
>>> list(m.pull(1))
[11585, 11585]
"""

from __future__ import annotations

import math
import threading
from array import array
from collections.abc import Sequence
from dataclasses import dataclass

from pebblepour.sound.synth import Sound

_FULL = 32767


def place(sound: Sound, *, pan: float, volume: float, mono: bool = False) -> array[float]:
    """``sound`` as interleaved stereo (left, right, ...) at ``pan`` (-1 left .. 1 right,
    equal power) and ``volume`` (0..1); ``mono`` puts it in the centre, equal in both ears."""
    angle = (max(-1.0, min(1.0, 0.0 if mono else pan)) + 1) * math.pi / 4
    left, right = volume * math.cos(angle), volume * math.sin(angle)
    out = array("f", bytes(8 * len(sound)))
    out[0::2] = array("f", (x * left for x in sound))
    out[1::2] = array("f", (x * right for x in sound))
    return out


def place_all(parts: Sequence[tuple[int, Sound, float]], *, volume: float,
              mono: bool = False) -> array[float]:
    """Sounds that start ``at`` frames apart (``(at, sound, pan)``) as one interleaved stereo
    sound (a run of notes: one voice, stopped at once)."""
    end = max((at + len(sound) for at, sound, _ in parts), default=0)
    out = array("f", bytes(8 * end))
    for at, sound, pan in parts:
        stereo = place(sound, pan=pan, volume=volume, mono=mono)
        base = 2 * at
        for k, x in enumerate(stereo):
            out[base + k] += x
    return out


@dataclass(slots=True)
class _Voice:
    samples: array[float]
    at: int
    """The frame (of the mixer's clock) its first sample plays at."""
    tag: str = ""
    """What :meth:`Mixer.cancel` stops it by ("" for none)."""


class Mixer:
    """The voices playing now; ``clock`` counts the frames handed to the device so far."""

    def __init__(self) -> None:
        self._voices: list[_Voice] = []
        self._lock = threading.Lock()
        self.clock = 0

    def add(self, stereo: array[float], delay_frames: int = 0, tag: str = "") -> None:
        """Play interleaved ``stereo`` from ``delay_frames`` frames after the next pull;
        ``tag`` names it for :meth:`cancel`."""
        with self._lock:
            self._voices.append(_Voice(stereo, self.clock + max(0, delay_frames), tag))

    def cancel(self, tag: str) -> None:
        """Stop the voices of ``tag`` now, also the part not heard yet."""
        with self._lock:
            self._voices = [v for v in self._voices if v.tag != tag]

    def clear(self) -> None:
        """Drop every voice, playing or due."""
        with self._lock:
            self._voices = []

    def playing(self, tag: str) -> bool:
        """True while a voice of ``tag`` is playing or waiting to."""
        with self._lock:
            return any(v.tag == tag for v in self._voices)

    @property
    def busy(self) -> bool:
        """True while a voice is playing or waiting to."""
        with self._lock:
            return bool(self._voices)

    def pull(self, frames: int) -> array[int]:
        """The next ``frames`` stereo frames as 16-bit samples (silence when nothing plays)."""
        with self._lock:
            start, end = self.clock, self.clock + frames
            self.clock = end
            sounding = [v for v in self._voices if v.at < end]
            self._voices = [v for v in self._voices if v.at + len(v.samples) // 2 > end]
        if not sounding:
            return array("h", bytes(4 * frames))
        mixed = [0.0] * (2 * frames)
        for v in sounding:
            first = max(0, v.at - start)  # frame in this buffer where it begins
            skip = max(0, start - v.at)  # frames of it already played
            part = v.samples[2 * skip : 2 * (skip + frames - first)]
            base = 2 * first
            for k, x in enumerate(part):
                mixed[base + k] += x
        return array("h", (max(-_FULL, min(_FULL, round(x * _FULL))) for x in mixed))
