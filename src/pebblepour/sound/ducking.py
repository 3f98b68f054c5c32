"""Sounds never mask speech: while a sentence is being spoken, effects play quieter.

The app knows when it speaks (every sentence goes through the announcer) but not when a
screen reader has finished saying it, so a sentence is taken to last as long as a reader at
its usual rate takes to say it (:func:`speech_seconds`: :data:`CHARS_PER_SECOND`, at least
:data:`SHORTEST_S`, at most :data:`LONGEST_S`). A polite sentence is queued after what is
still being said; an assertive one interrupts it. Until then every sound is played at
:data:`DUCKED` of its volume (about -9 dB), a sound due later at the gain of its own time.

>>> d = Ducking()
>>> d.gain(0.0)
1.0
>>> d.speak("Tube 1 selected, red on top.", now=10.0)  # 28 characters: 2 s
>>> d.gain(11.9), d.gain(12.1)
(0.35, 1.0)
"""

from __future__ import annotations

from typing import Final

CHARS_PER_SECOND: Final = 14.0
"""How fast a reader says a sentence: about 170 words a minute, near eSpeak NG's default
rate (175 words a minute); a faster reader only keeps the effects down a little longer."""
SHORTEST_S: Final = 0.6
"""Even "Undone." keeps the effects down this long."""
LONGEST_S: Final = 10.0
"""A long read-out (B: the whole board) ducks at most this long."""
DUCKED: Final = 0.35
"""The effects' gain while a sentence is spoken (20 log10 0.35: -9.1 dB)."""


def speech_seconds(text: str) -> float:
    """How long a reader takes to say ``text``."""
    return min(LONGEST_S, max(SHORTEST_S, len(text.strip()) / CHARS_PER_SECOND))


class Ducking:
    """When the effects are down: until the sentences said so far have been spoken."""

    def __init__(self) -> None:
        self.until = 0.0
        """When the last sentence is expected to end (``time.monotonic``)."""

    def speak(self, text: str, now: float, *, assertive: bool = False) -> None:
        """A sentence is said at ``now`` (``assertive``: it interrupts what is being said)."""
        if not text.strip():
            return
        start = now if assertive else max(now, self.until)
        self.until = start + speech_seconds(text)

    def gain(self, at: float) -> float:
        """The effects' gain for a sound that starts at ``at``."""
        return DUCKED if at < self.until else 1.0
