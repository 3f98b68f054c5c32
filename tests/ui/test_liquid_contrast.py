"""Liquids measured as drawn: the real TubeItem rendered offscreen, its pixels read back.

Issue 13 point 1: every liquid at WCAG 3:1 or more against the empty tube interior and the
background, in normal and high contrast (issue 25 point 2: the fill itself, against one of
the two tones of the empty glass, its dark core or its light walls), while the palette
keeps its goals (CIEDE2000 >= 20, >= 10 under each simulated dichromacy, L* steps >= 8).
A liquid whose fill is too dark for 3:1 is drawn with an edge (palette.edge_colour); its
outline must then reach 3:1 on both sides: against the fill inside it and against the
surround outside it.
Selection, hint and focus: three different colours in each mode, and three different shapes.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QUrl
from PySide6.QtGui import QColor, QImage
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickItem

from pebblepour.palette import (
    DEFICIENCIES,
    LIQUIDS,
    MIN_CONTRAST,
    MIN_DE00,
    MIN_DE00_SIMULATED,
    MIN_LSTAR_STEP,
    ciede2000,
    contrast_ratio,
    edge_colour,
    simulated_lab,
    srgb_to_lab,
)
from pebblepour.tools.screens import visual_tree

PROBE = """
import QtQuick
import PebblePour
Column {
    Repeater {
        model: [Theme.bg, Theme.bgTop]
        Rectangle {
            id: band
            required property color modelData
            required property int index
            objectName: "band" + index
            color: modelData
            width: 1000; height: 300
            Row {
                x: 20; y: 40; spacing: 24
                Repeater {
                    model: %s
                    TubeItem {
                        required property string modelData
                        objectName: "probe" + index
                        colours: [modelData, modelData]
                        free: 2
                        description: modelData
                        selected: false
                        hint: 0
                        complete: false
                        number: index + 1
                        slotHeight: 44
                    }
                }
            }
        }
    }
}
""" % [liq.hex for liq in LIQUIDS]


def _pixel(image: QImage, item: QQuickItem, x: float, y: float) -> str:
    p = item.mapToScene(QPointF(x, y))
    return QColor(image.pixel(int(p.x()), int(p.y()))).name()


def _named(root: QQuickItem, name: str) -> list[QQuickItem]:
    return [i for i in visual_tree(root)[1:] if i.objectName() == name]


def _core(glass: QQuickItem) -> QQuickItem:
    (core,) = _named(glass, "glassCore")
    return core


def _measure(scene) -> dict[tuple[int, str], dict[str, str]]:  # type: ignore[no-untyped-def]
    """For each band (0 on Theme.bg, 1 on Theme.bgTop) and liquid: fill, edge, inside, outside."""
    component = QQmlComponent(scene.engine)
    component.setData(PROBE.encode(), QUrl("probe.qml"))
    probe = component.create()
    assert probe is not None, component.errorString()
    probe.setParentItem(scene.window.contentItem())
    probe.setZ(1000)
    scene.frames()  # the probe laid out and drawn
    image = scene.window.grabWindow()
    found: dict[tuple[int, str], dict[str, str]] = {}
    for band_index in (0, 1):
        (band,) = _named(probe, f"band{band_index}")
        for i, liq in enumerate(LIQUIDS):
            (tube,) = _named(band, f"probe{i}")
            (glass,) = _named(tube, "glass")
            # Two units of one colour are one column, with no seam between them.
            (run,) = [r for r in _named(tube, "liquidRun") if r.isVisible()]
            assert run.height() == 2 * tube.property("slotHeight")
            mid = run.height() / 4  # the middle of the upper unit
            found[(band_index, liq.hex)] = {
                "fill": _pixel(image, run, run.width() / 2, mid),
                "seam": _pixel(image, run, run.width() / 2, run.height() / 2),
                "edge": _pixel(image, run, 1, mid),
                "inside": _pixel(image, glass, glass.width() / 2, run.y() - 30),
                # The empty glass's wall, beside its core: the core starts at x = wall.
                "wall": _pixel(image, glass, _core(glass).x() / 2 + 1, run.y() - 30),
                "outside": _pixel(image, glass, -4, glass.height() / 2),
            }
    with scene.qtbot.waitSignal(probe.destroyed, timeout=1000):
        probe.deleteLater()
    return found


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
def test_every_liquid_at_3_to_1_as_drawn(scene, high_contrast: bool) -> None:  # type: ignore[no-untyped-def]
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("highContrast", high_contrast)
    scene.flush()
    found = _measure(scene)
    theme = scene.engine.singletonInstance("PebblePour", "Theme")
    surround_names = ("tubeInterior", "bg", "bgTop")
    surrounds = [theme.property(name).name() for name in surround_names]
    edged = []
    for (band, fill), px in found.items():
        # The renderer draws exactly the palette's fill, and the Theme's interior and band.
        assert px["fill"] == fill, (band, px)
        assert px["seam"] == fill, (band, px)
        assert px["inside"] == theme.property("tubeInterior").name(), (band, px)
        assert px["wall"] == theme.property("tubeWall").name(), (band, px)
        # The fill itself (not only its edge) stands out from the empty glass: 3:1 against
        # its dark core or against its light walls, which the surface of every run meets.
        assert max(contrast_ratio(px["fill"], px["inside"]),
                   contrast_ratio(px["fill"], px["wall"])) >= MIN_CONTRAST, (band, px)
        assert px["outside"] == surrounds[1 + band], (band, px)
        assert px["edge"] == edge_colour(fill, surrounds), (band, px)
        assert contrast_ratio(px["edge"], px["inside"]) >= MIN_CONTRAST, (band, px)
        assert contrast_ratio(px["edge"], px["outside"]) >= MIN_CONTRAST, (band, px)
        if px["edge"] != px["fill"]:
            assert contrast_ratio(px["edge"], px["fill"]) >= MIN_CONTRAST, (band, px)
            edged.append(fill)
        else:
            assert contrast_ratio(px["fill"], px["inside"]) >= MIN_CONTRAST, (band, px)
            assert contrast_ratio(px["fill"], px["outside"]) >= MIN_CONTRAST, (band, px)
    # The fills that cannot reach 3:1 on a dark surround are the dark ones, and only those.
    assert {liq.name for liq in LIQUIDS if liq.hex in edged} == {"blue", "brown", "black"}

    # The palette goals, from the colours read back off the screen.
    fills = sorted({px["fill"] for px in found.values()})
    assert len(fills) == 9
    for a, b in itertools.combinations(fills, 2):
        assert ciede2000(srgb_to_lab(a), srgb_to_lab(b)) >= MIN_DE00, (a, b)
        for kind in DEFICIENCIES:
            d = ciede2000(simulated_lab(a, kind), simulated_lab(b, kind))
            assert d >= MIN_DE00_SIMULATED, (kind, a, b)
    ladder = sorted(srgb_to_lab(f)[0] for f in fills)
    assert min(b - a for a, b in itertools.pairwise(ladder)) >= MIN_LSTAR_STEP
    settings.setProperty("highContrast", False)


@pytest.mark.parametrize("high_contrast", [False, True], ids=["normal", "high-contrast"])
def test_selection_hint_and_focus_differ_in_colour(scene, high_contrast: bool) -> None:  # type: ignore[no-untyped-def]
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("highContrast", high_contrast)
    scene.flush()
    theme = scene.engine.singletonInstance("PebblePour", "Theme")
    marks = {name: theme.property(name).name() for name in ("selection", "hint", "focus")}
    for (n1, c1), (n2, c2) in itertools.combinations(marks.items(), 2):
        assert ciede2000(srgb_to_lab(c1), srgb_to_lab(c2)) >= MIN_DE00, (n1, n2, marks)
    settings.setProperty("highContrast", False)


MARKS = """
import QtQuick
import PebblePour
Row {
    Repeater {
        model: 4
        TubeItem {
            objectName: "mark" + index
            colours: ["#c71f05"]
            free: 3
            description: "tube " + number
            selected: index === 1
            hint: index === 2 ? 1 : 0
            complete: false
            number: index + 1
        }
    }
}
"""


def test_selection_hint_and_focus_differ_in_shape(scene) -> None:  # type: ignore[no-untyped-def]
    component = QQmlComponent(scene.engine)
    component.setData(MARKS.encode(), QUrl("marks.qml"))
    row = component.create()
    assert row is not None, component.errorString()
    row.setParentItem(scene.window.contentItem())
    (plain,) = _named(row, "mark0")
    (selected,) = _named(row, "mark1")
    (hinted,) = _named(row, "mark2")
    (focused,) = _named(row, "mark3")
    focused.forceActiveFocus()
    scene.wait_until(focused.hasActiveFocus)
    scene.frames()  # the marks laid out and shown

    def glass_top(tube: QQuickItem) -> float:
        (glass,) = _named(tube, "glass")
        return glass.mapToScene(QPointF(0, 0)).y()

    def shown(tube: QQuickItem, name: str) -> bool:
        (item,) = _named(tube, name)
        return bool(item.isVisible())

    # Selected: lifted off the row. Hint: an arrow. Focus: a ring outside the glass.
    assert glass_top(selected) < glass_top(plain) - 10
    assert glass_top(hinted) == glass_top(plain) == glass_top(focused)
    assert [shown(t, "hintArrow") for t in (plain, selected, hinted, focused)] == [
        False,
        False,
        True,
        False,
    ]
    assert [shown(t, "focusRing") for t in (plain, selected, hinted, focused)] == [
        False,
        False,
        False,
        True,
    ]
    row.deleteLater()
