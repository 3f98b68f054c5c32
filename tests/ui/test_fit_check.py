"""The fit check's own fixtures (pebblepour.tools.fit): a small page with each fault a player
would see, which the check must name, and a clean page it must pass while seeing every text
on it, so that it cannot pass by seeing nothing."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QByteArray, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest

from pebblepour.tools.fit import problems

HEAD = """import QtQuick
import QtQuick.Controls.Basic
Window {
    id: win
    width: 400; height: 300; visible: true
    component NumberText: Text { property int number: 0; font.pixelSize: 20 }
"""

CLEAN = """
    Column {
        x: 20; y: 20; spacing: 10
        Text { text: "A title"; font.pixelSize: 24 }
        NumberText { number: 3; text: "Bowl " + number }
        Label { text: "A label" }
        TextField { width: 200; text: "typed" }
    }
    Flickable {
        x: 20; y: 180; width: 360; height: 100; clip: true
        contentWidth: width; contentHeight: 400
        Text {
            width: 330; wrapMode: Text.WordWrap
            text: "A long page that scrolls up and down only, as a page should, and whose " +
                  "lower lines are out of view."
        }
        ScrollBar.vertical: ScrollBar {
            parent: win.contentItem; x: 385; y: 180; height: 100; policy: ScrollBar.AlwaysOn
        }
    }
"""

FAULTS = {
    "a Text subclass elided": (
        'NumberText { x: 10; y: 10; width: 40; elide: Text.ElideRight; text: "Bowl twelve" }',
        "'Bowl twelve' is elided or cut",
    ),
    "a Text subclass wider than its box": (
        'NumberText { x: 10; y: 10; width: 40; text: "Bowl twelve" }',
        "'Bowl twelve' is wider than its box",
    ),
    "a page that scrolls sideways": (
        """Flickable { anchors.fill: parent; clip: true; contentWidth: 800; contentHeight: 300
               Text { x: 500; y: 10; text: "Daily" } }""",
        "scrolls sideways",
    ),
    "a text off the window sideways in a scrolling view": (
        """Flickable { anchors.fill: parent; contentWidth: 400; contentHeight: 600
               flickableDirection: Flickable.VerticalFlick
               Text { x: 330; y: 10; text: "Shortcuts (F1)"; font.pixelSize: 20 } }""",
        "'Shortcuts (F1)' runs off the window sideways",
    ),
    "a label cut at the side by a clipping row": (
        """Item { x: 10; y: 10; width: 60; height: 40; clip: true
               Text { text: "Zakończ"; font.pixelSize: 24 } }""",
        "'Zakończ' is cut at the side by",
    ),
    "two texts over one another": (
        """Text { x: 50; y: 50; text: "12"; font.pixelSize: 30 }
           Text { x: 60; y: 55; text: "11"; font.pixelSize: 30 }""",
        "'12' and '11' overlap",
    ),
    "centred texts drawn over one another in wide boxes": (
        """Text { x: 0; y: 50; width: 400; horizontalAlignment: Text.AlignHCenter
                  text: "0"; font.pixelSize: 40 }
           Text { x: 0; y: 70; width: 400; horizontalAlignment: Text.AlignHCenter
                  text: "points" }""",
        "'0' and 'points' overlap",
    ),
    "the caption over a button's label": (
        """Text { x: 20; y: 260; text: "New attempt"; font.pixelSize: 20 }
           Rectangle { objectName: "caption"; x: 0; y: 250; width: 400; height: 50; color: "black"
               Text { anchors.centerIn: parent; text: "Saved"; color: "white" } }""",
        "the caption covers 'New attempt'",
    ),
    "a scroll bar over a row": (
        """Flickable { anchors.fill: parent; clip: true; contentWidth: width; contentHeight: 900
               Text { width: 400; text: "Monday 26 October: 14 moves, 2 hints"; font.pixelSize: 26 }
               ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn; width: 60 } }""",
        "a scroll bar covers 'Monday 26 October: 14 moves, 2 hints'",
    ),
    "a scroll bar over the edge of a card": (
        """Flickable { anchors.fill: parent; clip: true; contentWidth: width; contentHeight: 900
               Rectangle { objectName: "dayRow"; width: 400; height: 60; color: "navy"
                   Text { x: 10; text: "Monday" } }
               ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn } }""",
        "a scroll bar covers the edge of dayRow",
    ),
    "a focus ring clipped by its row": (
        """Item { x: 20; y: 20; width: 200; height: 40; clip: true
               Rectangle { id: b; width: 120; height: 40; focus: true; color: "grey"
                   Component.onCompleted: forceActiveFocus()
                   Rectangle { objectName: "focusRing"; anchors.fill: parent; anchors.margins: -5
                       color: "transparent"; border.width: 3 }
                   Text { anchors.centerIn: parent; text: "Next level" } } }""",
        "the focus ring of",
    ),
    "a dialog opened below its heading": (
        """Dialog { id: d; visible: true; width: 300; height: 150; x: 50; y: 50
               contentItem: Flickable { id: f; clip: true; contentHeight: 600; contentY: 200
                   Text { objectName: "dialogHeading"; text: "Solved!"; font.pixelSize: 30 }
                   Text { y: 250; text: "Next level" } } }""",
        "the dialog's 'Solved!' is not in view",
    ),
    "bowls drawn over one another": (
        """component BowlItem: Rectangle { width: 60; height: 60; radius: 30; color: "tan" }
           BowlItem { objectName: "bowl1"; x: 100; y: 100 }
           BowlItem { objectName: "bowl2"; x: 130; y: 110 }""",
        "bowl1 and bowl2 are drawn over one another",
    ),
    "a text under the window's bottom edge": (
        'Text { x: 10; y: 290; text: "Restart"; font.pixelSize: 24 }',
        "'Restart' runs off the window",
    ),
}


def check(qapp: QGuiApplication, body: str) -> tuple[list[str], int]:
    engine = QQmlApplicationEngine()
    engine.loadData(QByteArray((HEAD + body + "\n}\n").encode()), QUrl("file:///fixture.qml"))
    roots = engine.rootObjects()
    assert roots, "the fixture did not load"
    window = roots[0]
    assert isinstance(window, QQuickWindow)
    QTest.qWaitForWindowExposed(window)
    QTest.qWait(50)
    try:
        return problems(window, "fixture")
    finally:
        window.close()
        engine.deleteLater()


def test_a_clean_page_passes_and_every_text_is_seen(qapp: QGuiApplication) -> None:
    found, seen = check(qapp, CLEAN)
    assert found == []
    # The four texts of the column (a Text subclass and a TextField among them), the page's
    # text: the check sees them all.
    assert seen >= 5, seen


@pytest.mark.parametrize("fault", list(FAULTS))
def test_the_check_names_each_fault(qapp: QGuiApplication, fault: str) -> None:
    body, expected = FAULTS[fault]
    found, _ = check(qapp, body)
    assert any(expected in f for f in found), found
