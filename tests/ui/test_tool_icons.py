"""The play screens' toolbar icons all come from the icon set (ToolIcon.qml: SVG paths, one
stroke weight), each a name the set draws; no button is left with a text glyph."""

from __future__ import annotations

import pytest

from pebblepour.tools.screens import bowls_mode, open_screen, singleton, tubes_play, visual_tree
from tests.ui.conftest import Scene


@pytest.mark.parametrize("where", ["tubes", "endless", "puzzle"])
def test_every_toolbar_button_draws_a_known_icon(scene: Scene, where: str) -> None:
    if where == "tubes":
        tubes_play(scene)
    elif where == "puzzle":
        open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 1})
        scene.wait_until(lambda: singleton(scene, "BowlsGame").mode == "puzzle")
        scene.frames()
    else:
        bowls_mode(scene, where)
    screen = scene.find("stack").property("currentItem")
    buttons = [i for i in visual_tree(screen)
               if i.metaObject().className().startswith(("IconButton", "ActionButton"))
               and i.isVisible()]
    assert len(buttons) >= 5, [b.metaObject().className() for b in buttons]
    for button in buttons:
        icons = [i for i in visual_tree(button)
                 if i.metaObject().className().startswith("ToolIcon")]
        assert len(icons) == 1, button.property("text")
        assert icons[0].property("known") is True, (button.property("text"),
                                                     icons[0].property("name"))
        assert icons[0].width() > 0
