"""Hear the board (key A): the whole board as a run of short notes in about two seconds.

Tubes: tube by tube from left to right, each unit from the bottom up on its liquid's note
(:data:`.synth.BOARD_NOTES`), an empty tube a soft click. Bowls: bowl by bowl round the ring
from bowl 1, a tick per stone pitched by the bowl's count (:func:`.synth.stone_freq`; a
frozen, reverse or volcano bowl ticks in its own timbre), an empty bowl a soft click. Every
note sounds at its tube's or bowl's place (:func:`.cues.tube_pan`, :func:`.cues.bowl_pan`).

The notes of one tube or bowl follow each other :data:`STEP_MS` apart, the next tube or bowl
comes :data:`GAP_MS` later; a board that would last longer than :data:`BUDGET_MS` is played
faster, every step and gap by the same factor, so that it lasts about that long.

>>> notes = tubes(((0, 0, 1), ()))
>>> [(n.at_ms, n.cue.kind.value, n.cue.args) for n in notes]  # doctest: +NORMALIZE_WHITESPACE
[(0, 'board_unit', (0,)), (45, 'board_unit', (0,)), (90, 'board_unit', (1,)),
 (165, 'board_empty', ())]
>>> [n.cue.pan for n in notes]
[-0.8, -0.8, -0.8, 0.8]
>>> length_ms(notes)
187
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pebblepour.sound import cues
from pebblepour.sound.cues import Cue, sound_of
from pebblepour.sound.synth import RATE

STEP_MS: Final = 45
"""Between two notes of one tube or bowl."""
GAP_MS: Final = 75
"""Between the last note of a tube or bowl and the first of the next."""
BUDGET_MS: Final = 2000
"""The longest a board sounds: a full Tubes board (11 tubes) lasts about this at the normal
pace; a fuller ring of bowls is played faster to fit."""


@dataclass(frozen=True, slots=True)
class Note:
    """One sound of the board and when it starts (ms after the first)."""

    at_ms: int
    cue: Cue


def _lay(places: Sequence[Sequence[Cue]]) -> list[Note]:
    """The cues of each place (a tube, a bowl) one after the other, sped up to the budget."""
    timed: list[tuple[int, Cue]] = []
    t = -GAP_MS
    for place in places:
        t += GAP_MS - STEP_MS
        for cue in place:
            t += STEP_MS
            timed.append((t, cue))
    if not timed:
        return []
    last = timed[-1]
    tail = _ms(last[1])
    scale = min(1.0, max(0.0, BUDGET_MS - tail) / last[0]) if last[0] else 1.0
    return [Note(round(at * scale), cue) for at, cue in timed]


def _ms(cue: Cue) -> int:
    return round(len(sound_of(cue)) * 1000 / RATE)


def length_ms(notes: Sequence[Note]) -> int:
    """How long the notes sound, from the first note's start to the last one's end."""
    return max((n.at_ms + _ms(n.cue) for n in notes), default=0)


def tubes(board: Sequence[Sequence[int]]) -> list[Note]:
    """A Tubes board (each tube's liquids bottom first, as colour indices) as notes."""
    count = len(board)
    places = []
    for i, tube in enumerate(board):
        pan = cues.tube_pan(i, count)
        places.append([cues.board_unit(c, pan) for c in tube] or [cues.board_empty(pan)])
    return _lay(places)


def bowls(stones: Sequence[str], modifiers: Sequence[str]) -> list[Note]:
    """A ring of bowls (each bowl's stone letters; its modifier letter or "") as notes."""
    places = []
    for i, bowl in enumerate(stones):
        n = len(bowl)
        places.append(
            [cues.board_stone(i, n, modifiers[i]) for _ in bowl]
            or [cues.board_empty(cues.bowl_pan(i))]
        )
    return _lay(places)
