"""SPEC 3.1 text format: parse, format, errors."""

from __future__ import annotations

import pytest

from pebblepour.bowls.position import Modifier, Position, PositionError

EXAMPLE = "rgb rr* . #p@V ygb rgp . b@R bb* . gg p"


def test_example_round_trips() -> None:
    p = Position.parse(EXAMPLE)
    assert str(p) == EXAMPLE
    assert p.bowls[3] == "#p" and p.modifier(3) is Modifier.VOLCANO
    assert p.modifier(7) is Modifier.REVERSE and p.modifier(0) is None
    assert p.stone_count() == 21
    assert p.legal_sources() == [0, 1, 3, 4, 5, 7, 8, 10, 11]


def test_modifier_with_remaining_moves_and_empty_bowl_with_modifier() -> None:
    p = Position.parse(".@R r@F2 . . . . . . . . . gg@V13")
    assert p.modifier(0) is Modifier.REVERSE and p.remaining(0) is None
    assert p.modifier(1) is Modifier.FROZEN and p.remaining(1) == 2
    assert p.remaining(11) == 13
    assert str(p) == ".@R r@F2 . . . . . . . . . gg@V13"
    assert p.legal_sources() == [11]


def test_extra_whitespace_is_tolerated_and_normalised() -> None:
    assert str(Position.parse("  r  . . . . . . . . . . g \n")) == "r . . . . . . . . . . g"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("r . .", "12 space-separated bowls, got 3"),
        (". " * 13, "got 13"),
        ("x . . . . . . . . . . .", "unknown stone letter 'x'"),
        ("R . . . . . . . . . . .", "unknown stone letter 'R'"),
        ("r@F@R . . . . . . . . . . .", "two modifiers"),
        ("r@X . . . . . . . . . . .", "unknown modifier"),
        ("r@ . . . . . . . . . . .", "unknown modifier"),
        ("r@f . . . . . . . . . . .", "unknown modifier"),
        ("@F . . . . . . . . . . .", "empty bowl as '.'"),
        ("r. . . . . . . . . . . .", "'.' must stand alone"),
        (".. . . . . . . . . . . .", "'.' must stand alone"),
        ("r@F0 . . . . . . . . . . .", "positive"),
        ("r@F02 . . . . . . . . . . .", "leading zeros"),
        ("r@Fx . . . . . . . . . . .", "not a number"),
        ("r@F-1 . . . . . . . . . . .", "not a number"),
    ],
)
def test_malformed_text(text: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        Position.parse(text)


def test_constructor_validates() -> None:
    with pytest.raises(PositionError):
        Position(["r"] * 11)
    with pytest.raises(PositionError):
        Position(["r"] * 12, ["Q"] + [""] * 11)
    with pytest.raises(PositionError):
        Position(["r"] * 12, [""] * 12, [1] + [0] * 11)
    p = Position(["r"] * 12, ["F"] + [""] * 11, [3] + [0] * 11)
    assert str(p).startswith("r@F3 r ")
    assert p == Position.parse(str(p)) and hash(p) == hash(Position.parse(str(p)))


def test_position_is_immutable() -> None:
    p = Position.parse(EXAMPLE)
    with pytest.raises(AttributeError):
        p.bowls = ()  # type: ignore[misc]
