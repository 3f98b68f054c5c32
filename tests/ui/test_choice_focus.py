"""A radio group's focused option may be unchecked from elsewhere (the language set while its
old option has the focus): no Qt warning, and the focus stays where it was."""

from __future__ import annotations

from typing import Any

from pebblepour.tools.screens import open_screen, singleton
from tests.ui.conftest import Scene


def test_the_language_changed_under_the_focused_option(scene: Scene, qtlog: Any) -> None:
    open_screen(scene, "settings")
    scene.wait_screen()
    focused = scene.focused()
    assert focused is not None and scene.focused_name() == "English"
    singleton(scene, "AppSettings").setProperty("language", "pl")
    scene.frames()
    warnings = [r.message for r in qtlog.records if "activeFocusOnTab" in r.message]
    assert warnings == []
    assert scene.focused() is focused
