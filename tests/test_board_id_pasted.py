"""A board ID pasted from a chat, a web page or a document (issue 41): what cannot be seen is
left out, full-width letters and digits are read as their plain forms, and a character that
belongs to no ID is named instead of a sentence about the prefix or the level number; an ID
longer than any board's is refused as too long."""

from __future__ import annotations

import pytest

from pebblepour import board_id as ids

TUBES = "tubes:abca,bcab,cabc,-,-"
BOWLS = "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3"


@pytest.mark.parametrize(
    "pasted",
    [
        "\u200btubes:level:37",  # a zero-width space before it
        "\ufefftubes:level:37",  # a byte order mark
        "tubes:level:37\u200e",  # a left-to-right mark after it
        "\u202atubes:level:37\u202c",  # an embedding around it
        "tubes:\u2066level:37\u2069",  # an isolate inside it
        "tubes:level:3\u200d7",  # a zero-width joiner between the digits
        "tubes:level:3\u00ad7",  # a soft hyphen
        "tubes:level:\u206037",  # a word joiner
        "ｔｕｂｅｓ：ｌｅｖｅｌ：３７",  # full width, as a Japanese keyboard types it
        "tubes:level:３７",
        "\u00a0tubes:level:37\u3000",  # no-break and ideographic spaces around it
    ],
)
def test_what_cannot_be_seen_is_left_out_and_full_width_is_folded(pasted: str) -> None:
    assert ids.parse(pasted) == ids.TubesLevel(37)


def test_a_whole_board_pasted_with_hidden_and_full_width_characters() -> None:
    board = ids.parse(TUBES)
    assert ids.parse("\u200b" + TUBES.replace(",", "，") + "\ufeff") == board
    assert ids.parse(TUBES.replace("a", "ａ")) == board
    assert ids.format_id(ids.parse("\u200f" + BOWLS.replace(":", "\u200b:"))) == BOWLS


@pytest.mark.parametrize(
    ("pasted", "named"),
    [
        ("tubes:daily:2026\u201312\u201301", "\u2013"),  # en dashes from a word processor
        ("tubes:level:\u0663\u0667", "\u0663"),  # Arabic-Indic digits
        ("tub\u0435s:level:37", "\u0435"),  # a Cyrillic e that looks like e
        ("bowls:puzzle:12\U0001f600", "\U0001f600"),
        ("tubes:level:37\x00", "\x00"),  # a control character
    ],
)
def test_a_character_no_id_holds_is_named(pasted: str, named: str) -> None:
    with pytest.raises(ids.BoardIdError) as caught:
        ids.parse(pasted)
    assert caught.value.problem is ids.Problem.CHARACTER
    assert caught.value.character == named
    assert f"U+{ord(named):04X}" in str(caught.value)


def test_an_id_longer_than_any_board_is_refused_as_too_long() -> None:
    text = "tubes:" + "a" * 100_000
    with pytest.raises(ids.BoardIdError) as caught:
        ids.parse(text)
    assert caught.value.problem is ids.Problem.LENGTH
    assert str(ids.MAX_LENGTH) in str(caught.value)
    # The longest real IDs are far shorter.
    assert len(ids.format_id(ids.parse("bowls:" + ",".join(["rygbp*#@V"] * 12)
                                       + ":collect-b-30:30"))) < ids.MAX_LENGTH


def test_an_id_with_nothing_hidden_reads_as_before() -> None:
    with pytest.raises(ids.BoardIdError) as caught:
        ids.parse("chess:e4")
    assert caught.value.problem is ids.Problem.NOT_AN_ID
    with pytest.raises(ids.BoardIdError) as caught:
        ids.parse("tubes:level:101")
    assert caught.value.problem is ids.Problem.LEVEL
