"""What a Bowls player hears: bowl names and the one announcement per move (English source)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from pebblepour.bowls import Position, resolve
from pebblepour.bowls.rules import ModifierExpired, ModifierPlaced
from pebblepour.ui.bowls_text import bowl_description, goal_text, move_announcement


@pytest.fixture(autouse=True)
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The English catalogue holds the singular forms ("1 stone")."""
    tr = QTranslator()
    assert tr.load(str(Path(__file__).parents[2] / "translations" / "pebblepour_en.qm"))
    QCoreApplication.installTranslator(tr)
    yield
    QCoreApplication.removeTranslator(tr)


def test_bowl_name_reads_number_modifier_count_and_every_stone_in_queue_order(qapp) -> None:  # type: ignore[no-untyped-def]
    assert (
        bowl_description(4, "rb*#r", "V", 0)
        == "Bowl 4, volcano, 5 stones: red circle, blue square, wildcard, blocker, red circle"
    )
    assert bowl_description(1, "", "", 0) == "Bowl 1, empty"
    frozen = bowl_description(12, "p", "F", 2)
    assert frozen == "Bowl 12, frozen (2 moves left), 1 stone: purple star"
    assert bowl_description(3, "gy", "R", 1).startswith("Bowl 3, reverse (1 move left), 2 stones")
    assert bowl_description(5, "rrgbbyyp", "", 0).endswith("(over the limit of 7)")


def test_move_announcement_says_what_happened_in_order(qapp) -> None:  # type: ignore[no-untyped-def]
    # Bowl 1 sows into the volcano (bowl 4), whose eruption groups five bowls and takes the
    # blockers out of bowl 11.
    r = resolve(Position.parse("ygb r p bgypg@V bb gg yy pp gg bb #rr# ry"), 0)
    text = move_announcement(r, r.events)
    assert text.startswith("Bowl 1: 3 stones sown to bowl 4.")
    assert "The volcano in bowl 4 erupted." in text
    assert "Bowls 5, 6, 7, 8, 9, 10 cleared" in text
    assert "2 blockers removed." in text
    assert f"Combo {r.combo}, times 4." in text and f"+{r.player_points} points." in text
    assert len(text) < 240  # short enough to hear in a few seconds


def test_overflow_and_endless_events_are_announced(qapp) -> None:  # type: ignore[no-untyped-def]
    r = resolve(Position.parse("y rrgbpyp . . . . . . . . . ."), 0)
    assert r.overflow == "player"
    text = move_announcement(r, r.events)
    assert text == "Bowl 1: 1 stone sown to bowl 2. Overflow in bowl 2!"
    r = resolve(Position.parse("rg y . . . . . . . . . ."), 0, refill=[(5, "*"), (7, "#")])
    events = (*r.events, ModifierPlaced(3, "F", 3), ModifierExpired(9, "R"))
    text = move_announcement(r, events)
    assert "No group." in text and "New stones in bowls 6, 8." in text
    assert "A wildcard arrived in bowl 6." in text and "A blocker arrived in bowl 8." in text
    assert text.endswith("Bowl 4 is now frozen for 3 moves. Bowl 10 is no longer reverse.")


def test_goal_texts(qapp) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.bowls import Goal

    assert goal_text(Goal.collect("b", 6)) == "Collect 6 blue squares"
    assert goal_text(Goal.clear_colour("g")) == "Clear every green diamond"
    assert goal_text(Goal.combo(3)) == "Make a combo of 3 bowls in one move"
    assert goal_text(Goal.at_most(1)) == "Leave at most 1 stone on the board"
