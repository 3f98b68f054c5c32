"""The app's own sounds: each short (but the results), quiet, and clearly unlike the others;
a pour as long as its units and as high as the target's fill."""

from __future__ import annotations

import itertools
import math
from array import array

import pytest

from pebblepour.sound import synth
from pebblepour.sound.cues import Group, Kind, render

ARGS: dict[Kind, tuple[int | str, ...]] = {
    Kind.POUR: (2, 2),
    Kind.STONE: (3,),
    Kind.GROUP_CLEARED: ("r",),
    Kind.COMBO: (2,),
    Kind.BOARD_UNIT: (0,),
    Kind.BOARD_STONE: (3, "F"),
}
"""A representative of each sound with parameters."""

LONG = {Kind.SOLVED, Kind.GOAL, Kind.DEFEAT}

LENGTHS_MS = {
    Kind.TUBE_SELECT: 60, Kind.POUR: 170, Kind.NOT_A_MOVE: 180, Kind.UNDO: 140,
    Kind.TUBE_COMPLETED: 240, Kind.SOLVED: 1000, Kind.BOWL_SELECT: 70, Kind.STONE: 30,
    Kind.GROUP_CLEARED: 170, Kind.COMBO: 150, Kind.BLOCKERS_REMOVED: 120,
    Kind.ERUPTION: 250, Kind.OVERFLOW: 240, Kind.GOAL: 1100, Kind.DEFEAT: 1200,
    Kind.EDGE: 90, Kind.DIALOG: 190, Kind.BOARD_UNIT: 50, Kind.BOARD_EMPTY: 22,
    Kind.BOARD_STONE: 40,
}


def sound(kind: Kind) -> array[float]:
    return render(kind, ARGS.get(kind, ()))


def crossings(s: array[float]) -> float:
    """Zero crossings a second: how bright (high) a sound is."""
    return sum((a < 0) != (b < 0) for a, b in itertools.pairwise(s)) * synth.RATE / len(s)


def rms(s: array[float]) -> float:
    return math.sqrt(sum(x * x for x in s) / len(s))


def features(kind: Kind) -> tuple[float, float, float]:
    s = sound(kind)
    return len(s) * 1000 / synth.RATE, crossings(s), rms(s)


@pytest.mark.parametrize("kind", list(Kind), ids=lambda k: k.value)
def test_each_sound_is_short_quiet_and_as_long_as_pinned(kind: Kind) -> None:
    s = sound(kind)
    assert len(s) == synth.ms(LENGTHS_MS[kind])
    assert LENGTHS_MS[kind] <= (synth.LONG_MS if kind in LONG else synth.SHORT_MS)
    peak = max(abs(x) for x in s)
    soft = kind in (Kind.NOT_A_MOVE, Kind.STONE, Kind.EDGE, Kind.BOARD_EMPTY, Kind.BOARD_STONE)
    assert peak == pytest.approx(synth.SOFT if soft else synth.PEAK, rel=1e-5)
    assert abs(s[-1]) < 0.01 * peak  # ends in silence: no click
    assert rms(s) > 0.02


def test_every_sound_is_clearly_unlike_every_other() -> None:
    """Each pair differs by a fifth or more in length, brightness or loudness."""
    seen = {kind: features(kind) for kind in Kind}
    for a, b in itertools.combinations(Kind, 2):
        gap = max(abs(math.log(x / y)) for x, y in zip(seen[a], seen[b], strict=True))
        assert gap > math.log(1.2), (a, b, seen[a], seen[b])


def test_not_a_move_is_the_lowest_and_soft() -> None:
    low = crossings(sound(Kind.NOT_A_MOVE))
    assert all(low * 2 < crossings(sound(k)) for k in Kind if k is not Kind.NOT_A_MOVE)
    assert rms(sound(Kind.NOT_A_MOVE)) < rms(sound(Kind.POUR))


def test_a_pour_is_as_long_as_its_units_and_as_high_as_the_fill() -> None:
    lengths = [len(render(Kind.POUR, (units, 2))) for units in (1, 2, 3, 4)]
    assert lengths == [synth.ms(ms) for ms in (135, 170, 205, 240)]
    highs = [crossings(render(Kind.POUR, (2, fill))) for fill in (1, 2, 3, 4)]
    assert highs == sorted(highs) and highs[3] > 1.5 * highs[0]


def test_combo_steps_rise_and_groups_have_a_note_per_colour() -> None:
    steps = [crossings(render(Kind.COMBO, (n,))) for n in (2, 3, 4)]
    assert steps[0] < steps[1] < steps[2]
    notes = [crossings(render(Kind.GROUP_CLEARED, (c,))) for c in "rygbp"]
    assert notes == sorted(notes) and len(set(notes)) == 5


def test_a_stone_ticks_higher_in_a_fuller_bowl() -> None:
    ticks = [crossings(render(Kind.STONE, (n,))) for n in (1, 4, 8)]
    assert ticks == sorted(ticks)


def test_every_sound_is_in_one_group() -> None:
    assert {k.group for k in Kind} == set(Group)
    assert {k.value for k in Kind} == set(synth.MAKERS)


def test_sounds_are_the_same_every_time() -> None:
    render.cache_clear()
    first = bytes(sound(Kind.BLOCKERS_REMOVED))
    render.cache_clear()
    assert bytes(sound(Kind.BLOCKERS_REMOVED)) == first
