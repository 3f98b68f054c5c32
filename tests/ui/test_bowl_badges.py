"""The modifier badge sits beside a bowl's stones, never on them, wherever the bowl is."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtQml import QQmlComponent
from PySide6.QtQuick import QQuickItem

BOWL = b"""
import QtQuick
import PebblePour
Item {
    width: 600; height: 600
    property real outward: 0
    property string modifier: "F"
    property int remaining: 3
    property var stones: []
    BowlItem {
        objectName: "bowl"
        x: 250; y: 250
        diameter: 100
        outward: parent.outward
        index: 0; number: 1; stones: parent.stones; modifier: parent.modifier
        remaining: parent.remaining; description: ""; selected: false; playable: true
        flash: 0; hint: false
    }
}
"""


def parts(item: QQuickItem, kind: str) -> list[QQuickItem]:
    found = [item] if item.metaObject().className().startswith(kind) else []
    for child in item.childItems():
        found += parts(child, kind)
    return found


def rect(item: QQuickItem) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def circles_overlap(a: QRectF, b: QRectF) -> bool:
    gap = math.dist((a.center().x(), a.center().y()), (b.center().x(), b.center().y()))
    return gap < (a.width() + b.width()) / 2


@pytest.mark.parametrize("modifier,remaining", [("F", 3), ("R", 12), ("V", 0)])
def test_badge_covers_no_stone_round_the_ring(scene, modifier: str, remaining: int) -> None:  # type: ignore[no-untyped-def]
    component = QQmlComponent(scene.engine)
    component.setData(BOWL, "")
    root = component.create()
    assert root is not None, component.errorString()
    root.setParentItem(scene.window.contentItem())
    try:
        root.setProperty("modifier", modifier)
        root.setProperty("remaining", remaining)
        # A full bowl and an overflow stone (the 8th sits outside the rim).
        root.setProperty("stones", list("rgbypr*#"))
        for k in range(12):
            root.setProperty("outward", -math.pi / 2 + k * math.pi / 6)
            scene.settle(0)
            bowl = root.findChild(QQuickItem, "bowl")
            # Each stone is drawn twice: every shadow first, then every face above them all.
            stones = [rect(s) for s in parts(bowl, "Stone_QML") if s.property("part") == "face"]
            assert len(stones) == 8
            badge = parts(bowl, "ModifierBadge")[0]
            disc, *count = (c for c in badge.childItems() if c.isVisible())
            assert bool(count) == (remaining > 0)
            for s in stones:
                assert not circles_overlap(rect(disc), s), (k, "disc")
                for pill in count:
                    assert not rect(pill).intersects(s), (k, "count")
    finally:
        root.deleteLater()
