"""A screen that opens gives its first focus target the focus once: its focused entry is not
made again as the screen fills its lists (a screen reader would read it twice)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.ui.play import tab_to


@pytest.mark.parametrize(("button", "first"),
                         [("Statistics", "Tubes"), ("Themes", "Simple, in use")])
def test_a_screen_focuses_its_first_entry_once(scene: Any, button: str, first: str) -> None:
    tab_to(scene, button, limit=20)
    trail: list[Any] = []
    scene.window.activeFocusItemChanged.connect(lambda: trail.append(scene.focused()))
    scene.key(Qt.Key.Key_Return)
    scene.wait_screen()
    scene.qtbot.wait(600)  # the transition is over, the screen's lists are filled
    assert scene.focused_name() == first
    assert trail[-1] is scene.focused()
    # The gallery's list hands its focus on to the card: each takes it once.
    names = [t.metaObject().className() for t in trail]
    assert len(trail) == len({id(t) for t in trail}) <= 2, names
