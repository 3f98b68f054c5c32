"""No text cut off, elided or overflowing, screen by screen, in a pseudo-locale (every string
about 40% longer, with accents) and in the real catalogues, at the smallest and largest text
size: every visible Text must fit its own box and the panel drawn round it."""

from __future__ import annotations

import math
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Q_ARG, QCoreApplication, QMetaObject, QObject, QRectF, QTranslator
from PySide6.QtQuick import QQuickItem, QQuickWindow

from pebblepour.tubes.solver import solve
from pebblepour.ui import services
from tests.ui.test_bowls_keyboard import bowls_game
from tests.ui.test_tubes_keyboard import game as tubes_game

CATALOGUE = Path(__file__).resolve().parents[2] / "translations" / "pebblepour_th.ts"
ACCENTS = str.maketrans("aceinorsuyzACEINORSUYZ", "áçéíñóřšúýžÁÇÉÍÑÓŘŠÚÝŽ")
PLACEHOLDER = re.compile(r"(%L?\d+|%n|%%|<[^>]*>|&\w+;)")
PADDING = "ŵőŕđ ļóñğ ẽƒƒ ţéxţ ŵìđé ãñđ ƭàļļ ŵőŕđş "


def pseudo(text: str) -> str:
    """Accented, and padded by 40% (at least two characters) with words that wrap."""
    parts = PLACEHOLDER.split(text)
    out = "".join(p if PLACEHOLDER.fullmatch(p) else p.translate(ACCENTS) for p in parts)
    extra = max(2, math.ceil(len(text) * 0.4))
    padding = (PADDING * (extra // len(PADDING) + 1))[: extra - 1].rstrip()
    return f"{out} {padding}" if padding else out


class PseudoTranslator:
    """Built lazily (QTranslator needs the application)."""

    @staticmethod
    def make() -> QObject:
        sources = {
            (ctx.findtext("name"), m.findtext("source"))
            for ctx in ET.parse(CATALOGUE).getroot()
            for m in ctx.findall("message")
        }

        class Pseudo(QTranslator):
            def translate(  # type: ignore[override]
                self, context: str, source: str, disambiguation: str | None = None, n: int = -1
            ) -> str:
                return pseudo(source) if (context, source) in sources else None  # type: ignore[return-value]

            def isEmpty(self) -> bool:
                return False

        return Pseudo(QCoreApplication.instance())


def visual_tree(item: QQuickItem) -> list[QQuickItem]:
    items = [item]
    for child in item.childItems():
        items += visual_tree(child)
    return items


def box(item: QQuickItem) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def is_panel(item: QQuickItem) -> bool:
    """A drawn box a text must stay inside: a card, a tile, a panel, a button."""
    if item.metaObject().className() != "QQuickRectangle" or item.width() < 30:
        return False
    border = item.property("border")
    fill = item.property("color")
    return bool(fill.alpha() > 0 or (border is not None and border.property("width") > 0))


def visible_texts(window: QQuickWindow) -> list[QQuickItem]:
    root = window.contentItem()
    while root.parentItem() is not None:
        root = root.parentItem()
    shown = []
    for t in visual_tree(root):
        if (
            t.metaObject().className() != "QQuickText"
            or not t.isVisible()
            or not t.property("text")
        ):
            continue
        r = box(t)
        # Scrolled out of sight inside a list or a scrolling panel: not on screen now.
        if t.property("opacity") == 0 or any(
            not box(c).intersects(r) for c in ancestors(t) if c.clip()
        ):
            continue
        shown.append(t)
    return shown


def misfits(window: QQuickWindow, shown: list[QQuickItem], where: str) -> list[str]:
    found = []
    for t in shown:
        text = str(t.property("text")).replace("\n", " ")[:50]
        r = box(t)
        width = t.width()
        if t.property("truncated"):
            found.append(f"{where}: {text!r} is elided or cut")
        elif t.property("contentWidth") > width + 1:
            found.append(
                f"{where}: {text!r} is wider than its box "
                f"({t.property('contentWidth'):.0f} > {width:.0f})"
            )
        painted = QRectF(
            r.x(),
            r.y(),
            max(r.width(), t.property("contentWidth")),
            max(r.height(), t.property("contentHeight")),
        )
        if t.property("contentHeight") > t.height() + 1:
            found.append(
                f"{where}: {text!r} is taller than its box (its lines overlap what follows)"
            )
        if (
            not QRectF(0, 0, window.width(), window.height())
            .adjusted(-1, -1, 1, 1)
            .contains(painted)
        ):
            found.append(f"{where}: {text!r} runs off the window")
        for up in ancestors(t):
            if (is_panel(up) or (up.clip() and not scrolls(up))) and not box(up).adjusted(
                -1, -1, 1, 1
            ).contains(painted):
                found.append(
                    f"{where}: {text!r} runs past {up.objectName() or up.metaObject().className()}"
                )
                break
    return found


def scrolls(item: QQuickItem) -> bool:
    """A list or a scrolling panel: what it clips is scrolled out of view, not cut."""
    return (
        item.metaObject()
        .className()
        .startswith(("QQuickFlickable", "QQuickListView", "QQuickGridView"))
    )


def ancestors(item: QQuickItem) -> list[QQuickItem]:
    out = []
    up = item.parentItem()
    while up is not None:
        out.append(up)
        up = up.parentItem()
    return out


def open_screen(scene, name: str, props: dict[str, object] | None = None) -> None:  # type: ignore[no-untyped-def]
    stack = scene.find("stack")
    screen = stack.property("currentItem")
    QMetaObject.invokeMethod(screen, "openScreen", Q_ARG(str, name), Q_ARG("QVariant", props or {}))
    scene.qtbot.waitUntil(lambda: stack.property("currentItem") is not screen)
    scene.settle(300)


def go_home(scene) -> None:  # type: ignore[no-untyped-def]
    stack = scene.find("stack")
    while stack.property("depth") > 1:
        QMetaObject.invokeMethod(stack.property("currentItem"), "back")
        scene.settle(200)


def tubes_clear(scene) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, "tubesPlay", {"startLevel": 1})
    g = tubes_game(scene)
    scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
    scene.settle(200)
    yield_ = []
    yield_.append("Tubes play")
    for src, dst in solve(g.board()).moves:
        g.activate(src)
        g.activate(dst)
    scene.qtbot.waitUntil(lambda: scene.find("clearPanel").property("visible"), timeout=5000)
    scene.settle(300)


def bowls_result(scene) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, "bowlsPlay", {"startMode": "endless"})
    g = bowls_game(scene)
    scene.qtbot.waitUntil(lambda: g.mode == "endless", timeout=3000)
    scene.settle(200)
    g.endAttempt()
    scene.qtbot.waitUntil(lambda: scene.find("bowlsResult").property("visible"), timeout=3000)
    scene.settle(300)


STEPS: list[tuple[str, Callable[..., None]]] = [
    ("Home", lambda s: None),
    ("Settings", lambda s: open_screen(s, "settings")),
    ("Statistics", lambda s: open_screen(s, "stats")),
    ("Level list", lambda s: open_screen(s, "tubesLevels")),
    ("Tubes play", lambda s: open_screen(s, "tubesPlay", {"startLevel": 1})),
    ("Tubes clear panel", tubes_clear),
    ("Statistics, an achievement earned", lambda s: open_screen(s, "stats")),
    ("Puzzle list", lambda s: open_screen(s, "bowlsPuzzles")),
    ("Bowls play", lambda s: open_screen(s, "bowlsPlay", {"startMode": "endless"})),
    ("Bowls result panel", bowls_result),
]


def render_all(scene, language: str, scale: float) -> list[str]:  # type: ignore[no-untyped-def]
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("textScale", scale)
    # Earlier scenes in this process leave their translators installed: start clean.
    app = QCoreApplication.instance()
    for stale in app.findChildren(QTranslator):
        QCoreApplication.removeTranslator(stale)
    services.current().set_language("en" if language == "pseudo" else language)
    settings.setProperty("language", "en" if language == "pseudo" else language)
    pseudo_tr = None
    if language == "pseudo":
        pseudo_tr = PseudoTranslator.make()
        QCoreApplication.installTranslator(pseudo_tr)
        scene.engine.retranslate()
        for name in ("TubesGame", "TubesLists", "AppState", "BowlsGame", "BowlsLists",
                     "Achievements"):
            scene.engine.singletonInstance("PebblePour.Backend", name).retranslate()
    scene.settle(300)
    found: list[str] = []
    try:
        for where, step in STEPS:
            go_home(scene)
            step(scene)
            scene.settle(200)
            shown = visible_texts(scene.window)
            # The screen really is in the language under test (pseudo texts end in padding).
            assert len(shown) >= 5, where
            if language == "pseudo":
                assert sum("ŵ" in t.property("text") for t in shown) >= 3, where
            found += misfits(scene.window, shown, f"{where} [{language} ×{scale}]")
            if os.environ.get("PEBBLEPOUR_SHOTS"):
                shot = Path(os.environ["PEBBLEPOUR_SHOTS"]) / f"{where}-{language}-{scale}.png"
                scene.window.grabWindow().save(str(shot))
    finally:
        go_home(scene)
        if pseudo_tr is not None:
            QCoreApplication.removeTranslator(pseudo_tr)
    return found


def test_pseudo_strings_keep_placeholders_and_grow_by_40_percent() -> None:
    assert pseudo("%n moves").startswith("%n móvéš ")
    assert pseudo("Bowl %1: %L2 points").count("%1") == 1
    for text in ("Back", "Score as much as you can", "Level %1, %n colours"):
        assert len(pseudo(text)) >= len(text) * 1.4


@pytest.mark.parametrize("language", ["pseudo", "en", "th", "es", "ja", "pl"])
@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_every_text_fits(scene, language: str, scale: float) -> None:  # type: ignore[no-untyped-def]
    found = render_all(scene, language, scale)
    print("\n".join(found))
    assert found == [], "\n".join(found)
