"""Switching language at runtime changes QML and Python texts at once, and persists."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pebblepour.ui import services
from tests.ui.test_tubes_keyboard import open_level_one


def test_switch_to_polish_and_back_while_playing(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    assert scene.focused_name().startswith("Tube 1:")
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("language", "pl")
    scene.settle(50)
    assert services.current().profile.settings().language == "pl"
    # Python-built texts (the tube names) and QML texts are both Polish now.
    scene.key(Qt.Key.Key_1)
    assert scene.focused_name().startswith("Probówka 1:"), scene.focused_name()
    assert g.title == "Poziom 1"
    undo = scene.find("undoButton")
    assert undo.property("text") == "Cofnij"
    settings.setProperty("language", "en")
    scene.settle(50)
    assert scene.focused_name().startswith("Tube 1:")
    assert undo.property("text") == "Undo"
