"""Hear the board (A): the notes of a Tubes board and of a ring of bowls, in order, on their
pitches and places, in about two seconds for a full board."""

from __future__ import annotations

import itertools

import pytest
from tests.sound.test_sounds import crossings

from pebblepour.sound import board, cues, synth
from pebblepour.sound.board import GAP_MS, STEP_MS
from pebblepour.sound.cues import Kind, render
from pebblepour.tubes.levels import level


def test_tubes_are_heard_left_to_right_each_unit_bottom_up_an_empty_tube_a_click() -> None:
    notes = board.tubes(((0, 1, 1), (2,), ()))
    heard = [(n.at_ms, n.cue) for n in notes]
    left, mid, right = (cues.tube_pan(i, 3) for i in range(3))
    assert heard == [
        (0, cues.board_unit(0, left)),
        (STEP_MS, cues.board_unit(1, left)),
        (2 * STEP_MS, cues.board_unit(1, left)),
        (2 * STEP_MS + GAP_MS, cues.board_unit(2, mid)),
        (2 * STEP_MS + 2 * GAP_MS, cues.board_empty(right)),
    ]
    assert left < mid < right


def test_each_liquid_has_its_own_fixed_note() -> None:
    assert len(set(synth.BOARD_NOTES)) == len(synth.BOARD_NOTES) == 9
    # the colours both games share sound on the same note (red, yellow, blue, green)
    assert synth.BOARD_NOTES[:4] == tuple(synth.GROUP_NOTES[c] for c in "rybg")
    heard = [crossings(render(Kind.BOARD_UNIT, (c,))) for c in range(9)]
    order = sorted(range(9), key=lambda c: synth.BOARD_NOTES[c])
    assert [heard[c] for c in order] == sorted(heard)  # the higher note sounds higher
    assert render(Kind.BOARD_UNIT, (3,)) == render(Kind.BOARD_UNIT, (3,))


def test_a_full_tubes_board_lasts_about_two_seconds() -> None:
    full = level(100).board  # 9 liquids in 11 tubes, the largest board
    assert len(full.tubes) == 11
    notes = board.tubes(full.tubes)
    assert len(notes) == 36 + 2
    assert 1800 <= board.length_ms(notes) <= 2050
    assert [n.at_ms for n in notes] == sorted(n.at_ms for n in notes)
    # tube by tube: the pans only ever move right
    pans = [n.cue.pan for n in notes]
    assert pans == sorted(pans) and pans[0] == -cues.PAN_WIDTH and pans[-1] == cues.PAN_WIDTH


def test_bowls_are_heard_round_the_ring_a_tick_per_stone_pitched_by_count() -> None:
    stones = ("rgb", "", "y#") + ("",) * 9
    mods = ("", "", "F") + ("",) * 9
    notes = board.bowls(stones, mods)
    assert [(n.at_ms, n.cue) for n in notes[:6]] == [
        (0, cues.stone(0, 3)),
        (STEP_MS, cues.stone(0, 3)),
        (2 * STEP_MS, cues.stone(0, 3)),
        (2 * STEP_MS + GAP_MS, cues.board_empty(cues.bowl_pan(1))),
        (2 * STEP_MS + 2 * GAP_MS, cues.board_stone(2, 2, "F")),
        (3 * STEP_MS + 2 * GAP_MS, cues.board_stone(2, 2, "F")),
    ]
    assert [n.cue.kind for n in notes[6:]] == [Kind.BOARD_EMPTY] * 9
    assert [n.cue.pan for n in notes[6:]] == [cues.bowl_pan(i) for i in range(3, 12)]
    ticks = [crossings(render(Kind.STONE, (n,))) for n in range(1, 8)]
    assert ticks == sorted(ticks)


@pytest.mark.parametrize("modifier", ["F", "R", "V"])
def test_a_frozen_reverse_or_volcano_bowl_ticks_in_its_own_timbre(modifier: str) -> None:
    plain = render(Kind.STONE, (4,))
    own = render(Kind.BOARD_STONE, (4, modifier))
    others = [render(Kind.BOARD_STONE, (4, m)) for m in "FRV" if m != modifier]
    assert all(own != s for s in [plain, *others])
    assert len(own) != len(plain)  # unlike the plain tick in length too
    assert synth.stone_freq(5) > synth.stone_freq(4)
    rising = [crossings(render(Kind.BOARD_STONE, (n, modifier))) for n in (1, 4, 7)]
    assert rising == sorted(rising)


def test_the_three_timbres_differ_in_brightness() -> None:
    bright = {m: crossings(render(Kind.BOARD_STONE, (4, m))) for m in "FRV"}
    for a, b in itertools.combinations("FRV", 2):
        assert abs(bright[a] - bright[b]) > 0.1 * max(bright[a], bright[b]), bright


def test_a_full_ring_is_played_faster_to_last_about_two_seconds() -> None:
    full = board.bowls(("rgbyrgb",) * 12, ("",) * 12)  # 84 stones: 7 in every bowl
    assert len(full) == 84
    assert 1900 <= board.length_ms(full) <= 2000
    steps = {b.at_ms - a.at_ms for a, b in itertools.pairwise(full[:7])}
    assert max(steps) < STEP_MS  # sped up, evenly
    assert max(steps) - min(steps) <= 1
    # a typical ring is played at the normal pace
    ring = board.bowls(("rg", "b", "", "yy", "p", "", "gg", "r", "", "bb", "y", "rp"),
                       ("",) * 12)
    assert ring[1].at_ms == STEP_MS and board.length_ms(ring) < 2000


def test_nothing_to_hear_is_no_notes() -> None:
    assert board.tubes(()) == [] and board.length_ms([]) == 0
