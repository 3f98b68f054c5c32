"""Sounds never mask speech: the effects' gain while a sentence is spoken, and how long a
sentence is taken to last."""

from __future__ import annotations

import pytest

from pebblepour.sound.ducking import (
    CHARS_PER_SECOND,
    DUCKED,
    LONGEST_S,
    SHORTEST_S,
    Ducking,
    speech_seconds,
)


def test_a_sentence_lasts_in_proportion_to_its_length_within_bounds() -> None:
    assert speech_seconds("x" * 70) == pytest.approx(70 / CHARS_PER_SECOND)
    assert speech_seconds("x" * 140) == pytest.approx(2 * speech_seconds("x" * 70))
    assert speech_seconds("Undone.") == SHORTEST_S
    assert speech_seconds("Bowl 1: red. " * 100) == LONGEST_S
    assert speech_seconds("   Undone.   ") == speech_seconds("Undone.")


def test_the_effects_are_down_while_a_sentence_is_spoken_then_back() -> None:
    d = Ducking()
    assert d.gain(5.0) == 1.0  # nothing said yet
    text = "Poured 2 red from tube 1 into tube 4."
    d.speak(text, now=5.0)
    end = 5.0 + speech_seconds(text)
    assert d.gain(5.0) == d.gain(end - 0.01) == DUCKED
    assert d.gain(end) == 1.0
    assert 0.3 <= DUCKED <= 0.5  # clearly under speech, still heard (-6 to -10 dB)


def test_a_polite_sentence_queues_after_the_one_being_spoken() -> None:
    d = Ducking()
    d.speak("x" * 28, now=0.0)  # 2 s
    d.speak("y" * 14, now=1.0)  # said after the first: ends at 3 s, not 2 s
    assert d.gain(2.9) == DUCKED and d.gain(3.0) == 1.0


def test_an_assertive_sentence_interrupts() -> None:
    d = Ducking()
    d.speak("x" * 140, now=0.0)  # 10 s
    d.speak("Not a move: the top colours differ.", now=1.0, assertive=True)
    end = 1.0 + speech_seconds("Not a move: the top colours differ.")
    assert d.gain(end - 0.01) == DUCKED and d.gain(end) == 1.0


def test_a_sound_due_later_gets_the_gain_of_its_own_time() -> None:
    d = Ducking()
    d.speak("x" * 14, now=0.0)  # 1 s
    assert [d.gain(t) for t in (0.5, 0.99, 1.2)] == [DUCKED, DUCKED, 1.0]


def test_nothing_said_ducks_nothing() -> None:
    d = Ducking()
    d.speak("   ", now=0.0)
    assert d.gain(0.0) == 1.0
