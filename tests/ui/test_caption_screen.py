"""A caption goes with the screen it was said on (issue 42: a pour's sentence stayed up over
Charts, "Saved to My boards" over the level list)."""

from __future__ import annotations

from pebblepour.tools import screens


def caption_shown(scene) -> bool:  # type: ignore[no-untyped-def]
    caption = scene.find("caption")
    return bool(caption.property("visible")) and caption.property("opacity") > 0


def test_a_caption_stays_gone_when_its_screen_is_destroyed(scene) -> None:  # type: ignore[no-untyped-def]
    """The pour's sentence was said on the Tubes screen; that screen is left and destroyed
    (the burial of left screens) before the caption's four seconds are over: the next screens
    do not show it (its screen being gone once made it belong to whichever came next)."""
    screens.tubes_play(scene)
    screens.solve_tubes(scene)
    scene.frames()
    assert caption_shown(scene)
    screens.go_home(scene)  # leaves and destroys the play screen at once
    assert not caption_shown(scene)
    screens.open_screen(scene, "stats")
    assert not caption_shown(scene)
    screens.open_screen(scene, "charts")
    assert not caption_shown(scene)


def test_a_caption_said_as_a_screen_opens_belongs_to_it(scene) -> None:  # type: ignore[no-untyped-def]
    """What a screen says as it is made (a level's opening sentence) is shown on it."""
    screens.tubes_play(scene)
    scene.frames()
    caption = scene.find("caption")
    assert caption.property("said") is scene.find("stack").property("currentItem")
    assert caption_shown(scene)
