"""The theme gallery opens at once and fills in (issue 41, the soak's known stall: its seven live
previews, made at once, held the window 1-2 s as it opened, and Orca 48 missed its first card).

The first card has the focus and its name before any preview is made; the previews are made
a little at a time, each shown once whole (its twelve bowls), and locked ones are veiled."""

from __future__ import annotations

from typing import Any

from PySide6.QtQuick import QQuickItem

from pebblepour.tools.screens import singleton, still_loading, visual_tree
from tests.ui.conftest import Scene


def cards(scene: Scene) -> list[QQuickItem]:
    return [i for i in visual_tree(scene.find("themeGallery"))
            if i.objectName().startswith("theme_")]


def preview_loader(card: QQuickItem) -> Any:
    return next(i for i in visual_tree(card) if i.inherits("QQuickLoader"))


def test_the_gallery_is_usable_before_its_previews_are_made(scene: Scene) -> None:
    from PySide6.QtCore import Q_ARG, QMetaObject

    home = scene.find("stack").property("currentItem")
    QMetaObject.invokeMethod(home, "openScreen", Q_ARG(str, "gallery"), Q_ARG("QVariant", {}))
    # The same turn of the event loop: the cards and the focus are there, no preview yet.
    made = cards(scene)
    assert [c.objectName() for c in made] == [
        f"theme_{t}" for t in singleton(scene, "AppSettings").property("themes")]
    assert all(preview_loader(c).property("item") is None for c in made)
    scene.wait_screen()
    assert scene.focused_name() == "Simple, in use"
    # Then every preview is made, whole, and shown.
    scene.wait_until(lambda: not still_loading(scene.window))
    scene.frames()
    unlocked = singleton(scene, "AppSettings").property("unlockedThemes")
    for card in made:
        loader = preview_loader(card)
        preview = loader.property("item")
        assert preview.property("complete") is True
        bowls = [i for i in visual_tree(preview)
                 if i.metaObject().className().startswith("BowlItem")]
        assert len(bowls) == 12, card.objectName()
        assert loader.opacity() == 1.0
        veil = [i for i in visual_tree(card) if i.parentItem() is loader.parentItem()
                and i.metaObject().className() == "QQuickRectangle" and i.isVisible()
                and i.property("color").alphaF() < 1 and i.property("color").alphaF() > 0]
        assert (len(veil) == 1) == (card.objectName()[6:] not in unlocked), card.objectName()


def test_still_loading_sees_a_preview_half_made(scene: Scene) -> None:
    """The screens tool's wait (no picture of a half-made screen) fails on one."""
    from pebblepour.tools.screens import open_screen

    open_screen(scene, "gallery")
    assert not still_loading(scene.window)
    loader = preview_loader(cards(scene)[2])
    loader.setProperty("active", False)
    loader.setProperty("active", True)  # made again, asynchronously
    assert still_loading(scene.window)
    scene.wait_until(lambda: not still_loading(scene.window))
    assert loader.property("item").property("complete") is True
