"""The app's sounds, synthesised in pure Python (``math`` and ``array``; no samples).

Every sound is mono float samples at :data:`RATE`, peaking at a quiet level (:data:`PEAK`:
about -11 dBFS, under speech); :mod:`.cues` says which sound an event plays, where (pan) and
how high. Each sound has its own shape so that it is told apart at once: a blip, a glug, a
low thud, a falling sweep, a chime, a knock, a tick, a pop, a square ding, a crack, a rumble,
a two-tone warning, arpeggios up and down.

>>> len(pour(2, 3)) == ms(pour_ms(2))
True
>>> round(max(abs(x) for x in tube_select()), 4) == PEAK
True
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable, Sequence
from typing import Final, TypeAlias

RATE: Final = 22050
"""Samples per second (the device resamples; these sounds have nothing above 8 kHz)."""

PEAK: Final = 0.28
"""The loudest sample of a normal sound (full scale is 1.0)."""

SOFT: Final = 0.18
"""The loudest sample of a soft sound (not a move, an edge)."""

Sound: TypeAlias = "array[float]"
"""Mono float samples (``array('f')``) at :data:`RATE`."""

LONG_MS: Final = 1200
"""The longest sound (solved, goal, defeat); every other one lasts at most :data:`SHORT_MS`."""
SHORT_MS: Final = 250

Partial = tuple[float, float]
"""(frequency ratio to the base, amplitude)."""


def ms(millis: float) -> int:
    """Samples in ``millis`` milliseconds."""
    return round(RATE * millis / 1000)


def _tone(
    freq: float,
    millis: float,
    partials: Sequence[Partial] = ((1.0, 1.0),),
    *,
    attack: float = 3.0,
    decay: float = 20.0,
    glide: float = 1.0,
    wobble: tuple[float, float] = (0.0, 0.0),
) -> list[float]:
    """A tone of ``partials`` on ``freq`` Hz: linear attack (ms), exponential decay (per
    second), a pitch glide to ``glide`` times ``freq`` over its length, and an amplitude
    ``wobble`` (rate in Hz, depth 0..1). The last 4 ms fade to silence (no click)."""
    n = ms(millis)
    a, fade = max(1, ms(attack)), ms(4)
    out = [0.0] * n
    phase = 0.0
    for k in range(n):
        t = k / RATE
        f = freq * glide ** (k / n)
        phase += 2 * math.pi * f / RATE
        value = sum(amp * math.sin(phase * ratio) for ratio, amp in partials)
        env = min(1.0, k / a) * math.exp(-decay * t) * min(1.0, (n - k) / fade)
        if wobble[1]:
            env *= 1 - wobble[1] * (0.5 + 0.5 * math.sin(2 * math.pi * wobble[0] * t))
        out[k] = value * env
    return out


def _noise(
    millis: float, seed: int, *, smooth: float = 1.0, decay: float = 30.0, attack: float = 1.0
) -> list[float]:
    """Seeded white noise through a one-pole low-pass (``smooth`` 1: none, towards 0:
    darker), with attack (ms) and exponential decay (per second)."""
    rng = random.Random(seed)
    n = ms(millis)
    a, fade = max(1, ms(attack)), ms(4)
    out = [0.0] * n
    y = 0.0
    for k in range(n):
        y += smooth * (rng.uniform(-1.0, 1.0) - y)
        env = min(1.0, k / a) * math.exp(-decay * k / RATE) * min(1.0, (n - k) / fade)
        out[k] = y * env
    return out


def _mix(millis: float, *parts: tuple[float, list[float], float]) -> list[float]:
    """``parts`` (start ms, samples, gain) laid into one sound of ``millis`` ms."""
    out = [0.0] * ms(millis)
    for start, samples, gain in parts:
        at = ms(start)
        for k, x in enumerate(samples[: max(0, len(out) - at)]):
            out[at + k] += x * gain
    return out


def _finish(samples: list[float], peak: float = PEAK) -> Sound:
    """Scale to ``peak`` and store as floats."""
    top = max((abs(x) for x in samples), default=0.0)
    scale = peak / top if top else 0.0
    return array("f", (x * scale for x in samples))


def _semitones(base: float, steps: float) -> float:
    return base * 2 ** (steps / 12)


BELL: Final[tuple[Partial, ...]] = ((1.0, 1.0), (2.76, 0.3), (5.4, 0.1))
SQUARE: Final[tuple[Partial, ...]] = ((1.0, 1.0), (3.0, 0.33), (5.0, 0.2), (7.0, 0.14))
BRASS: Final[tuple[Partial, ...]] = ((1.0, 1.0), (2.0, 0.5), (3.0, 0.35), (4.0, 0.2))


# ---------------------------------------------------------------------------- Tubes


def tube_select() -> Sound:
    """A tube is picked up: a short bright blip rising a little (60 ms)."""
    return _finish(_tone(1046.5, 60, ((1.0, 1.0), (2.0, 0.25)), decay=40, glide=1.12))


def pour_ms(units: int) -> int:
    """How long a pour of ``units`` sounds: 100 ms and 35 ms a unit (1..4: 135..240 ms)."""
    return 100 + 35 * max(1, min(units, 4))


def pour(units: int, fill: int) -> Sound:
    """Water poured: a bubbling glug rising in pitch, as long as the units poured, and the
    higher the fuller the target is after it (``fill`` 1..4 units)."""
    millis = pour_ms(units)
    base = _semitones(300.0, 4 * (max(1, min(fill, 4)) - 1))
    water = _tone(base, millis, ((1.0, 1.0), (2.0, 0.2)), attack=12, decay=4, glide=1.5,
                  wobble=(28.0, 0.7))
    hiss = _noise(millis, 7, smooth=0.25, decay=6, attack=12)
    return _finish(_mix(millis, (0, water, 1.0), (0, hiss, 0.35)))


def not_a_move() -> Sound:
    """Not a move: a soft low thud that sinks (180 ms), unlike anything else."""
    thud = _tone(98.0, 180, ((1.0, 1.0), (2.0, 0.35), (1.5, 0.3)), attack=15, decay=12,
                 glide=0.85)
    return _finish(thud, SOFT)


def undo() -> Sound:
    """Undo: a sweep falling an octave (140 ms), a step back."""
    return _finish(_tone(880.0, 140, ((1.0, 1.0), (2.0, 0.3)), attack=5, decay=14, glide=0.5))


def tube_completed() -> Sound:
    """A tube full of one colour: a two-note bell chime, E6 then B6 (240 ms)."""
    first = _tone(1318.5, 240, BELL, decay=14)
    second = _tone(1975.5, 170, BELL, decay=16)
    return _finish(_mix(240, (0, first, 0.8), (70, second, 1.0)))


def _arpeggio(notes: Sequence[float], step: float, partials: Sequence[Partial], millis: float,
              *, decay: float, wobble: tuple[float, float] = (0.0, 0.0)) -> list[float]:
    parts = [
        (i * step, _tone(f, millis - i * step, partials, attack=6, decay=decay, wobble=wobble),
         1.0)
        for i, f in enumerate(notes)
    ]
    return _mix(millis, *parts)


def solved() -> Sound:
    """The board is solved: a bell arpeggio up, C5 E5 G5 C6 (1000 ms)."""
    return _finish(_arpeggio((523.3, 659.3, 784.0, 1046.5), 110, BELL, 1000, decay=4.5))


# ---------------------------------------------------------------------------- Bowls


def bowl_select() -> Sound:
    """A bowl is chosen: a hollow wooden knock (70 ms)."""
    knock = _tone(440.0, 70, ((1.0, 1.0), (1.58, 0.6), (2.3, 0.3)), attack=1, decay=55)
    click = _noise(8, 11, smooth=0.6, decay=300)
    return _finish(_mix(70, (0, knock, 1.0), (0, click, 0.5)))


def stone_freq(count: int) -> float:
    """The pitch of a stone's tick in a bowl of ``count`` stones (1..8): G6, two semitones
    higher a stone."""
    return _semitones(1568.0, 2 * (max(1, min(count, 8)) - 1))


def stone(count: int) -> Sound:
    """A stone lands: a short high tick (30 ms), higher the more stones the bowl holds
    (``count`` 1..8)."""
    f = stone_freq(count)
    tick = _tone(f, 30, ((1.0, 1.0), (2.4, 0.4)), attack=1, decay=150)
    click = _noise(5, 13, smooth=0.9, decay=500)
    return _finish(_mix(30, (0, tick, 1.0), (0, click, 0.6)), SOFT)


GROUP_NOTES: Final = {"r": 523.3, "y": 587.3, "g": 659.3, "b": 784.0, "p": 880.0}
"""The pitch of a cleared group, by colour: a pentatonic scale, C5 D5 E5 G5 A5."""


def group_cleared(colour: str) -> Sound:
    """A group of ``colour`` vanishes: a pop sliding up a fifth (170 ms), on the colour's
    note (:data:`GROUP_NOTES`)."""
    base = GROUP_NOTES.get(colour, 698.5)
    return _finish(_tone(base, 170, ((1.0, 1.0), (2.0, 0.5), (3.0, 0.2)), attack=2, decay=18,
                         glide=1.5))


def combo(step: int) -> Sound:
    """A combo step (``step`` 2, 3, 4: ×2 ×3 ×4): a hollow square ding (150 ms), a major
    third higher each step."""
    f = _semitones(784.0, 4 * (max(2, min(step, 4)) - 2))
    return _finish(_tone(f, 150, SQUARE, attack=2, decay=16))


def blockers_removed() -> Sound:
    """Blockers removed: a bright crack over a low thump (120 ms)."""
    crack = _noise(120, 17, smooth=1.0, decay=45)
    thump = _tone(180.0, 120, ((1.0, 1.0),), attack=1, decay=30, glide=0.7)
    return _finish(_mix(120, (0, crack, 0.8), (0, thump, 0.6)))


def eruption() -> Sound:
    """A volcano erupts: a dark rumble that swells and rises (250 ms)."""
    rumble = _noise(250, 19, smooth=0.04, decay=3, attack=60)
    low = _tone(70.0, 250, ((1.0, 1.0), (2.0, 0.4)), attack=60, decay=3, glide=2.0)
    return _finish(_mix(250, (0, rumble, 1.0), (0, low, 0.6)))


def overflow() -> Sound:
    """A bowl overflows: a two-tone warning falling, square waves (240 ms)."""
    high = _tone(660.0, 115, SQUARE, attack=3, decay=4)
    low = _tone(440.0, 120, SQUARE, attack=3, decay=4)
    return _finish(_mix(240, (0, high, 1.0), (120, low, 1.0)))


def goal() -> Sound:
    """The goal is reached: a brass fanfare an octave under Tubes' bells, C4 E4 G4 then a
    held C5 (1100 ms)."""
    return _finish(_arpeggio((261.6, 329.6, 392.0, 523.3), 120, BRASS, 1100, decay=3.0))


def defeat() -> Sound:
    """Defeat: four slow wavering notes falling a semitone each, G4 to E4 (1200 ms)."""
    return _finish(_arpeggio((392.0, 370.0, 349.2, 329.6), 260, ((1.0, 1.0), (2.0, 0.15)),
                             1200, decay=2.5, wobble=(6.0, 0.3)))


# ---------------------------------------------------------------------------- hear the board

BOARD_NOTES: Final = (523.3, 587.3, 784.0, 659.3, 880.0, 1046.5, 1174.7, 440.0, 392.0)
"""The note of each Tubes liquid (a..i: red, yellow, blue, green, orange, pink, white, brown,
black) when the board is heard (A): a pentatonic scale from G4 to D6, the dark liquids at
the bottom; red, yellow, green and blue on the notes of Bowls' groups of the same colour."""


def board_unit(colour: int) -> Sound:
    """A unit of liquid, heard with the board: a round marimba note on the colour's note
    (:data:`BOARD_NOTES`, 50 ms)."""
    f = BOARD_NOTES[colour % len(BOARD_NOTES)]
    return _finish(_tone(f, 50, ((1.0, 1.0), (4.0, 0.12)), attack=2, decay=35))


def board_empty() -> Sound:
    """An empty tube or bowl, heard with the board: a soft dull click (22 ms)."""
    click = _noise(22, 23, smooth=0.2, decay=140)
    low = _tone(220.0, 22, ((1.0, 1.0),), attack=1, decay=140)
    return _finish(_mix(22, (0, click, 1.0), (0, low, 0.8)), SOFT)


def board_stone(count: int, modifier: str) -> Sound:
    """A stone of a frozen (``F``), reverse (``R``) or volcano (``V``) bowl of ``count``
    stones, heard with the board: the tick's pitch (:func:`stone_freq`) in the bowl's own
    timbre (40 ms): frozen rings like glass, reverse slides down, a volcano is a deep
    rumbling knock an octave under."""
    f = stone_freq(count)
    if modifier == "F":
        tick = _tone(f, 40, ((1.0, 1.0), (2.76, 0.45)), attack=1, decay=45)
    elif modifier == "R":
        tick = _tone(f, 40, ((1.0, 1.0), (2.0, 0.3)), attack=1, decay=70, glide=0.7)
    else:
        tone = _tone(f / 2, 40, ((1.0, 1.0), (2.0, 0.5)), attack=1, decay=60)
        rumble = _noise(40, 29, smooth=0.08, decay=60)
        tick = _mix(40, (0, tone, 1.0), (0, rumble, 0.6))
    return _finish(tick, SOFT)


# ---------------------------------------------------------------------------- interface


def edge() -> Sound:
    """Focus reached the end of a list or the ring's edge: a soft double tock (90 ms)."""
    tock = _tone(660.0, 35, ((1.0, 1.0), (1.5, 0.5)), attack=1, decay=90)
    return _finish(_mix(90, (0, tock, 1.0), (50, tock, 0.7)), SOFT)


def dialog() -> Sound:
    """A dialog opens: two soft rising notes, G5 then D6 (190 ms)."""
    first = _tone(784.0, 120, ((1.0, 1.0),), attack=12, decay=10)
    second = _tone(1174.7, 130, ((1.0, 1.0),), attack=12, decay=10)
    return _finish(_mix(190, (0, first, 1.0), (60, second, 1.0)))


MAKERS: Final[dict[str, Callable[..., Sound]]] = {
    "tube_select": tube_select,
    "pour": pour,
    "not_a_move": not_a_move,
    "undo": undo,
    "tube_completed": tube_completed,
    "solved": solved,
    "bowl_select": bowl_select,
    "stone": stone,
    "group_cleared": group_cleared,
    "combo": combo,
    "blockers_removed": blockers_removed,
    "eruption": eruption,
    "overflow": overflow,
    "goal": goal,
    "defeat": defeat,
    "edge": edge,
    "dialog": dialog,
    "board_unit": board_unit,
    "board_empty": board_empty,
    "board_stone": board_stone,
}
"""Every sound by name (:class:`.cues.Sound` values)."""
