"""What a screen reader is handed carries none of the typeset catalogues' characters: the
no-break space after a Polish one-letter word ("Jak grać w\u00a0Probówki") and the zero-width
space between Thai words are for the eye (scripts/typeset.py); every accessible name and
description in QML passes through ``Announcer.spokenForm`` (pebblepour.spoken), as every
announcement does."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAccessible, QAccessibleInterface

from pebblepour.spoken import spoken_form
from pebblepour.tools.fit import visible_texts
from pebblepour.tools.screens import go_home, open_screen

# Screens whose names and descriptions hold typeset words in both languages: Home (its
# buttons, "Jak grać w Probówki"), Settings (its options and their explanations), Statistics
# (its rows and achievements), How to play Bowls (its rules) and Play a board.
SCREENS: list[tuple[str, dict[str, object]]] = [
    ("home", {}),
    ("settings", {}),
    ("stats", {}),
    ("howToPlay", {"game": "bowls"}),
    ("playBoard", {}),
]


def reader_texts(node: QAccessibleInterface, depth: int = 0) -> list[str]:
    """Every name and description in the accessibility tree under ``node``, as a reader
    asks for them."""
    if node is None or not node.isValid() or depth > 60:
        return []
    found = [node.text(QAccessible.Text.Name), node.text(QAccessible.Text.Description)]
    for i in range(node.childCount()):
        found += reader_texts(node.child(i), depth + 1)
    return [t for t in found if t]


def typeset(text: str) -> bool:
    """Whether ``text`` holds a character typeset for the eye only."""
    return spoken_form(text) != text


@pytest.mark.parametrize("language", ["pl", "th"])
def test_no_accessible_name_or_description_carries_typesetting(scene: Any, language: str) -> None:
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("language", language)
    scene.flush()
    try:
        seen = 0
        for name, props in SCREENS:
            go_home(scene)
            if name != "home":
                open_screen(scene, name, props)
            scene.frames()
            shown = [str(t.property("text")) for t in visible_texts(scene.window)]
            # The screen really shows typeset words: the test cannot pass by seeing none.
            assert any(typeset(t) for t in shown), (name, shown[:5])
            heard = reader_texts(QAccessible.queryAccessibleInterface(scene.window))
            assert len(heard) > 5, (name, heard)
            seen += len(heard)
            bad = [t for t in heard if typeset(t)]
            assert bad == [], f"{language} {name}: " + " | ".join(repr(t) for t in bad[:8])
        assert seen > 50
    finally:
        go_home(scene)
        settings.setProperty("language", "en")
        scene.flush()
