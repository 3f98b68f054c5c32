"""Play a board with what players really paste (issue 41): an ID with characters that cannot
be seen or in full-width letters plays as it looks; a character no ID holds is named; a paste
far longer than any ID is refused with a sentence instead of being cut at 32,767 characters,
by the paste key and by the Paste button."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from tests.ui.play import announcements, game
from tests.ui.test_play_board import enter, open_entry, status

TOO_LONG = ("Not pasted: the text is 100,000 characters long, and a board ID is at most "
            "2,000.")


def test_an_id_with_hidden_and_full_width_characters_plays_as_it_looks(scene: Any) -> None:
    field = open_entry(scene)
    field.setProperty("text", "\u200bｔｕｂｅｓ：level：1\ufeff")
    assert status(scene) == "Press Enter to play it."
    scene.key(Qt.Key.Key_Return)
    g = game(scene)
    scene.wait_until(lambda: g.board() is not None and not g.busy)
    assert g.number == 1


def test_a_character_no_id_holds_is_named(scene: Any) -> None:
    field = open_entry(scene)
    field.setProperty("text", "tubes:daily:2026\u201312\u201301")
    said = "This ID holds \u201c\u2013\u201d (U+2013), a character no board ID has."
    assert status(scene) == said
    scene.key(Qt.Key.Key_Return)
    assert announcements(scene)[-1] == said


def test_a_paste_too_long_for_an_id_is_refused_with_a_sentence(scene: Any) -> None:
    field = open_entry(scene)
    enter(scene, field, "tubes:level:1")  # a level opens: back to the field
    scene.key(Qt.Key.Key_Escape)
    scene.wait_screen("Board ID")
    field.setProperty("text", "tubes:")
    QGuiApplication.clipboard().setText("a" * 100_000)
    scene.key(Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert field.property("text") == "tubes:"  # nothing cut, nothing pasted
    assert announcements(scene)[-1] == TOO_LONG
    assert status(scene) == TOO_LONG
    # The Paste button says the same.
    announcements(scene).clear()
    scene.find("pasteBoard").clicked.emit()
    scene.flush()
    assert field.property("text") == "tubes:"
    assert announcements(scene) == [TOO_LONG]
    # A paste of a real ID still works, by the key and by the button.
    QGuiApplication.clipboard().setText("tubes:level:1")
    field.setProperty("text", "")
    scene.key(Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert field.property("text") == "tubes:level:1"
    assert status(scene) == "Press Enter to play it."
    field.setProperty("text", "something else")
    scene.find("pasteBoard").clicked.emit()
    scene.flush()
    assert field.property("text") == "tubes:level:1"


def test_typed_text_too_long_for_an_id_says_so(scene: Any) -> None:
    field = open_entry(scene)
    field.setProperty("text", "tubes:" + "ab," * 1000)
    assert status(scene) == "A board ID is at most 2,000 characters long."
