"""Switching language at runtime changes QML and Python texts at once, and persists."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pebblepour.ui import services
from tests.ui.play import open_level_one


def test_switch_to_polish_and_back_while_playing(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    assert scene.focused_name().startswith("Tube 1:")
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("language", "pl")
    scene.flush()
    assert services.current().profile.settings().language == "pl"
    # Python-built texts (the tube names) and QML texts are both Polish now.
    scene.key(Qt.Key.Key_1)
    assert scene.focused_name().startswith("Probówka 1:"), scene.focused_name()
    assert g.title == "Poziom 1"
    undo = scene.find("undoButton")
    assert undo.property("text") == "Cofnij"
    settings.setProperty("language", "en")
    scene.flush()
    assert scene.focused_name().startswith("Tube 1:")
    assert undo.property("text") == "Undo"


def test_coming_back_restores_the_focus_the_player_left_from(scene) -> None:  # type: ignore[no-untyped-def]
    assert "Levels" in scene.focused_name()
    for _ in range(12):
        if scene.focused_name() == "Statistics":
            break
        scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Statistics"
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name() != "Statistics", timeout=3000)
    scene.key(Qt.Key.Key_Escape)
    scene.qtbot.waitUntil(lambda: scene.focused_name() == "Statistics", timeout=3000)
    # A level played from the level grid: Back returns to that level's tile.
    scene.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    for _ in range(12):
        if "Levels" in scene.focused_name():
            break
        scene.key(Qt.Key.Key_Tab)
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Level 1,"), timeout=3000)
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Tube 1:"), timeout=5000)
    scene.key(Qt.Key.Key_Escape)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Level 1,"), timeout=3000)


def test_settings_groups_are_one_tab_stop_with_arrow_keys(scene) -> None:  # type: ignore[no-untyped-def]
    for _ in range(12):
        if scene.focused_name() == "Settings":
            break
        scene.key(Qt.Key.Key_Tab)
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name() == "English", timeout=3000)
    scene.key(Qt.Key.Key_Right)  # the next language is chosen at once, as radio buttons do
    assert scene.focused_name() == "ไทย"
    assert services.current().profile.settings().language == "th"
    scene.key(Qt.Key.Key_Left)
    assert scene.focused_name() == "English"
    assert services.current().profile.settings().language == "en"
    scene.key(Qt.Key.Key_Tab)  # one stop per group: straight to the chosen text size
    assert scene.focused_name() == "100 %"
    scene.key(Qt.Key.Key_Down)
    assert scene.focused_name() == "125 %"
    assert services.current().profile.settings().text_size == 1.25
    scene.key(Qt.Key.Key_Up)
    assert services.current().profile.settings().text_size == 1.0


def test_an_open_clear_panel_follows_a_language_change(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.tubes.solver import solve

    g = open_level_one(scene)
    for src, dst in solve(g.board()).moves:
        g.activate(src)
        g.activate(dst)
    assert g.over and g.result["title"] == "Solved!"
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("language", "pl")
    scene.flush()
    try:
        # Its words are the controller's, made again in the new language.
        assert g.result["title"] == "Rozwiązano!"
        assert g.result["facts"][0][0] == "Ruchy"
        assert g.result["actions"][0]["text"] != "Play again"
    finally:
        settings.setProperty("language", "en")
        scene.flush()


def test_settings_mark_the_language_in_use_until_one_is_chosen(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A profile that never chose a language speaks the system's, and Settings marks that one
    (it marked English before, while every word was Polish)."""
    from PySide6.QtCore import QLocale

    from pebblepour.ui.settings import language_in_use

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("pl_PL")))
    assert language_in_use("") == "pl"
    assert language_in_use("ja") == "ja"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert language_in_use("") == "en"
