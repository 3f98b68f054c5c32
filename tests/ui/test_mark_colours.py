"""Marks that must never be mistaken for one another, in normal and high contrast: focus,
selection and hint (the player's own marks) and the frozen, reverse and volcano modifiers and
the overflow warning (the board's). Every pair at CIEDE2000 20 or more, and each mark at 3:1
or more against the background it is drawn on."""

from __future__ import annotations

import itertools

import pytest

from pebblepour.palette import MIN_CONTRAST, MIN_DE00, ciede2000, contrast_ratio, srgb_to_lab

THEME = ("focus", "selection", "hint")
BOWLS = ("frozen", "reverse", "volcano", "warning")


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
def test_marks_and_modifiers_never_share_a_colour(scene, high_contrast: bool) -> None:  # type: ignore[no-untyped-def]
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("highContrast", high_contrast)
    theme = scene.engine.singletonInstance("PebblePour", "Theme")
    scene.qtbot.waitUntil(lambda: theme.property("contrast") is high_contrast)
    bowls = scene.engine.singletonInstance("PebblePour", "BowlsTheme")
    marks = {n: theme.property(n).name() for n in THEME}
    marks |= {n: bowls.property(n).name() for n in BOWLS}
    close = [
        (a, b, round(ciede2000(srgb_to_lab(marks[a]), srgb_to_lab(marks[b])), 1))
        for a, b in itertools.combinations(marks, 2)
        if ciede2000(srgb_to_lab(marks[a]), srgb_to_lab(marks[b])) < MIN_DE00
    ]
    assert close == [], marks
    bg = theme.property("bg").name()
    assert {n: c for n, c in marks.items() if contrast_ratio(c, bg) < MIN_CONTRAST} == {}
    if high_contrast:
        # The focus ring is not the frozen cyan, the hint not the reverse magenta (as they were).
        assert marks["focus"] != marks["frozen"] and marks["hint"] != marks["reverse"]
    settings.setProperty("highContrast", False)
