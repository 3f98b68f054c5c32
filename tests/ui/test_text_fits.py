"""No text cut off, elided or overflowing, screen by screen, in a pseudo-locale (every string
about 40% longer, with accents) and in the real catalogues, at every text size the Settings
offer: every visible Text must fit its own box and the panel drawn round it."""

from __future__ import annotations

import math
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Q_ARG, QCoreApplication, QMetaObject, QObject, QRectF, Qt, QTranslator
from PySide6.QtGui import QFontInfo, QGuiApplication
from PySide6.QtQml import QQmlProperty
from PySide6.QtQuick import QQuickItem, QQuickWindow

from pebblepour.tubes.solver import solve
from pebblepour.ui import services
from pebblepour.ui.settings import TEXT_SCALES
from tests.ui.test_bowls_keyboard import bowls_game
from tests.ui.test_tubes_keyboard import game as tubes_game

CATALOGUE = Path(__file__).resolve().parents[2] / "translations" / "pebblepour_th.ts"
ACCENTS = str.maketrans("aceinorsuyzACEINORSUYZ", "áçéíñóřšúýžÁÇÉÍÑÓŘŠÚÝŽ")
PLACEHOLDER = re.compile(r"(%L?\d+|%L?n|%%|<[^>]*>|&\w+;)")
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
    fill = item.property("color")
    return bool(fill.alpha() > 0 or QQmlProperty.read(item, "border.width") > 0)


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
        # In a scrolling list or page, the part scrolled away is not cut: the scroller,
        # checked as a panel below, must stay in the window.
        if not any(scrolls(up) for up in ancestors(t)) and (
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
    """A list or a scrolling panel (any Flickable, ListView and GridView included, and QML
    types built on one such as TileGrid): what it clips is scrolled out of view, not cut."""
    return item.inherits("QQuickFlickable")


def ancestors(item: QQuickItem) -> list[QQuickItem]:
    out = []
    up = item.parentItem()
    while up is not None:
        out.append(up)
        up = up.parentItem()
    return out


def frames(scene, count: int = 2) -> None:  # type: ignore[no-untyped-def]
    """Let the scene lay itself out: ``count`` rendered frames (motion is reduced: instant)."""
    for _ in range(count):
        with scene.qtbot.waitSignal(scene.window.frameSwapped, timeout=1000, raising=False):
            scene.window.update()


def open_screen(scene, name: str, props: dict[str, object] | None = None) -> None:  # type: ignore[no-untyped-def]
    stack = scene.find("stack")
    screen = stack.property("currentItem")
    QMetaObject.invokeMethod(screen, "openScreen", Q_ARG(str, name), Q_ARG("QVariant", props or {}))
    scene.qtbot.waitUntil(lambda: stack.property("currentItem") is not screen)
    frames(scene)


def go_home(scene) -> None:  # type: ignore[no-untyped-def]
    for popup in ("clearPanel", "bowlsResult", "bowlsEndConfirm", "shortcuts"):
        if scene.present(popup) and scene.find(popup).property("visible"):
            QMetaObject.invokeMethod(scene.find(popup), "close")
    stack = scene.find("stack")
    while stack.property("depth") > 1:
        QMetaObject.invokeMethod(stack.property("currentItem"), "back")
        frames(scene, 1)
    frames(scene, 1)


def open_popup(scene, name: str) -> None:  # type: ignore[no-untyped-def]
    QMetaObject.invokeMethod(scene.find(name), "open")
    scene.qtbot.waitUntil(lambda: scene.find(name).property("opened"), timeout=3000)
    frames(scene)


def solve_tubes(scene) -> None:  # type: ignore[no-untyped-def]
    g = tubes_game(scene)
    scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
    for src, dst in solve(g.board()).moves:
        g.activate(src)
        g.activate(dst)
    scene.qtbot.waitUntil(lambda: scene.find("clearPanel").property("opened"), timeout=5000)
    frames(scene)


def tubes_clear(scene) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, "tubesPlay", {"startLevel": 1})
    solve_tubes(scene)


def tubes_daily_clear(scene) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, "tubesDaily")
    scene.key(Qt.Key.Key_Return)  # today's board, the first row
    scene.qtbot.waitUntil(lambda: tubes_game(scene).isDaily, timeout=3000)
    solve_tubes(scene)


def bowls_mode(scene, mode: str) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, "bowlsPlay", {"startMode": mode})
    scene.qtbot.waitUntil(lambda: bowls_game(scene).mode == mode, timeout=3000)
    frames(scene)


def bowls_result(scene, mode: str) -> None:  # type: ignore[no-untyped-def]
    bowls_mode(scene, mode)
    bowls_game(scene).endAttempt()
    scene.qtbot.waitUntil(lambda: scene.find("bowlsResult").property("opened"), timeout=3000)
    frames(scene)


def bowls_question(scene) -> None:  # type: ignore[no-untyped-def]
    bowls_mode(scene, "daily")
    open_popup(scene, "bowlsEndConfirm")


def bowls_practice_question(scene) -> None:  # type: ignore[no-untyped-def]
    """The End-attempt question of an attempt that undo made practice."""
    bowls_mode(scene, "endless")
    g = bowls_game(scene)
    g.select(next(i for i in range(12) if g.bowls.row(i)["stones"]))
    g.confirm()
    scene.qtbot.waitUntil(lambda: g.canUndo and not g.playing, timeout=5000)
    g.undo()
    scene.qtbot.waitUntil(lambda: g.practice, timeout=3000)
    open_popup(scene, "bowlsEndConfirm")


def bowls_puzzle_solved(scene) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 1})
    g = bowls_game(scene)
    scene.qtbot.waitUntil(lambda: g.mode == "puzzle", timeout=3000)
    g.select(2)  # puzzle 1 is solved by sowing bowl 3
    g.confirm()
    scene.qtbot.waitUntil(lambda: scene.find("bowlsResult").property("opened"), timeout=5000)
    frames(scene)


def bowls_puzzle_failed(scene) -> None:  # type: ignore[no-untyped-def]
    """Puzzle 1 played without its solution (never bowl 3) until its moves run out."""
    open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 1})
    g = bowls_game(scene)
    scene.qtbot.waitUntil(lambda: g.mode == "puzzle", timeout=3000)
    panel = scene.find("bowlsResult")
    while not panel.property("opened"):
        assert g.movesLeft > 0, "the result panel never opened"
        g.select(next(i for i in range(11, -1, -1) if i != 2 and g.bowls.row(i)["stones"]))
        g.confirm()
        scene.qtbot.waitUntil(lambda: not g.playing, timeout=5000)
        frames(scene)
    assert g.result["won"] is False, g.result
    frames(scene)


def shortcuts(screen: str, props: dict[str, object]) -> Callable[..., None]:
    def show(scene) -> None:  # type: ignore[no-untyped-def]
        open_screen(scene, screen, props)
        open_popup(scene, "shortcuts")

    return show


def how_to(game: str) -> Callable[..., None]:
    return lambda s: open_screen(s, "howToPlay", {"game": game})


def every_rule(scene) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """Each rule of a How to play page in turn, scrolled to as Down moves focus to it."""
    seen = []
    while True:
        name = scene.focused_name()
        if name in seen:
            return
        seen.append(name)
        yield f" rule {len(seen)}"
        scene.key(Qt.Key.Key_Down)
        frames(scene)


def every_page(scene) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The About text from top to bottom, a Page Down at a time (it scrolls when it is taller
    than the window)."""
    flick = scene.find("aboutFlick")
    page = 1
    while True:
        yield f" page {page}"
        before = flick.property("contentY")
        scene.key(Qt.Key.Key_PageDown)
        frames(scene)
        if flick.property("contentY") == before:
            return
        page += 1


def this_view(scene) -> Iterator[str]:  # type: ignore[no-untyped-def]
    yield ""


Screen = tuple[str, Callable[..., None], Callable[..., Iterator[str]]]

SCREENS: list[Screen] = [
    ("Home", lambda s: None, this_view),
    ("Settings", lambda s: open_screen(s, "settings"), this_view),
    ("Statistics", lambda s: open_screen(s, "stats"), this_view),
    ("Themes", lambda s: open_screen(s, "gallery"), this_view),
    ("About", lambda s: open_screen(s, "about"), every_page),
    ("How to play Tubes", how_to("tubes"), every_rule),
    ("How to play Bowls", how_to("bowls"), every_rule),
    ("Keys (general)", shortcuts("settings", {}), this_view),
    ("Level list", lambda s: open_screen(s, "tubesLevels"), this_view),
    ("Tubes daily list", lambda s: open_screen(s, "tubesDaily"), this_view),
    ("Tubes play", lambda s: open_screen(s, "tubesPlay", {"startLevel": 1}), this_view),
    ("Keys (Tubes)", shortcuts("tubesPlay", {"startLevel": 1}), this_view),
    ("Tubes clear panel", tubes_clear, this_view),
    ("Tubes daily clear panel", tubes_daily_clear, this_view),
    ("Statistics, achievements earned", lambda s: open_screen(s, "stats"), this_view),
    ("Puzzle list", lambda s: open_screen(s, "bowlsPuzzles"), this_view),
    ("Bowls play", lambda s: bowls_mode(s, "endless"), this_view),
    ("Keys (Bowls)", shortcuts("bowlsPlay", {"startMode": "endless"}), this_view),
    ("Bowls daily", lambda s: bowls_mode(s, "daily"), this_view),
    ("End-attempt question", bowls_question, this_view),
    ("End-attempt question (practice)", bowls_practice_question, this_view),
    ("Bowls puzzle solved", bowls_puzzle_solved, this_view),
    ("Bowls puzzle failed", bowls_puzzle_failed, this_view),
    ("Bowls Endless result", lambda s: bowls_result(s, "endless"), this_view),
    ("Bowls daily result", lambda s: bowls_result(s, "daily"), this_view),
]


def set_scale(scene, scale: float) -> None:  # type: ignore[no-untyped-def]
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("textScale", scale)
    frames(scene)


def render_all(scene, language: str) -> tuple[list[str], int]:  # type: ignore[no-untyped-def]
    """Every screen, each at every text size the Settings offer: what does not fit, and how
    many views were checked."""
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
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
    frames(scene)
    found: list[str] = []
    views = 0
    try:
        for where, arrange, each_view in SCREENS:
            set_scale(scene, TEXT_SCALES[0])
            go_home(scene)
            arrange(scene)
            for scale in TEXT_SCALES:
                set_scale(scene, scale)
                focused = scene.focused()
                for part in each_view(scene):
                    views += 1
                    shown = visible_texts(scene.window)
                    size = f"{scene.window.width()}x{scene.window.height()}"
                    label = f"{where}{part} [{language} {size} ×{scale}]"
                    # The screen really is in the language under test (pseudo texts end in
                    # padding): the Back button and at least one text of the screen.
                    assert len(shown) >= 2, label
                    if language == "pseudo":
                        assert sum("ŵ" in t.property("text") for t in shown) >= 2, label
                    found += misfits(scene.window, shown, label)
                    if os.environ.get("PEBBLEPOUR_SHOTS"):
                        shot = Path(os.environ["PEBBLEPOUR_SHOTS"]) / f"{label}.png"
                        scene.window.grabWindow().save(str(shot))
                if focused is not None and scene.focused() is not focused:
                    focused.forceActiveFocus()  # the next size starts from the first rule
                    frames(scene)
    finally:
        set_scale(scene, TEXT_SCALES[0])
        go_home(scene)
        if pseudo_tr is not None:
            QCoreApplication.removeTranslator(pseudo_tr)
    return found, views


def test_pseudo_strings_keep_placeholders_and_grow_by_40_percent() -> None:
    assert pseudo("%n moves").startswith("%n móvéš ")
    assert pseudo("Bowl %1: %L2 points").count("%1") == 1
    for text in ("Back", "Score as much as you can", "Level %1, %n colours"):
        assert len(pseudo(text)) >= len(text) * 1.4


# Every language at the smallest window the app is made for (where text runs out of room
# first); the pseudo-locale, every string 40% longer, also at the usual and a large window.
SMALLEST = (1024, 700)
FITS = [(lang, SMALLEST) for lang in ("pseudo", "en", "th", "es", "ja", "pl")] + [
    ("pseudo", (1280, 800)),
    ("pseudo", (1920, 1080)),
]
# The layout must not depend on the fonts a desktop has. The suite's machine has Debian's
# fonts-noto-core (scripts/test.sh installs it), so the app's first choice, Noto Sans, is
# what it measures with; the second font set is the same machine without those fonts (what
# a desktop without them falls back to), in a process of its own, as fontconfig reads its
# configuration once per process.
OTHER_FONTS = "without-noto-core"
FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont><glob>/usr/share/fonts/truetype/noto/*</glob></rejectfont></selectfont>
</fontconfig>
"""


def font_in_use() -> str:
    return QFontInfo(QGuiApplication.font()).family()


@pytest.mark.parametrize(
    ("language", "size"), FITS, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in FITS]
)
def test_every_text_fits(scene, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """One engine per language and window size; every screen and dialog at every text size."""
    expected_font = os.environ.get("PEBBLEPOUR_FONT_SET") != OTHER_FONTS
    assert (font_in_use() == "Noto Sans") is expected_font, font_in_use()
    scene.window.resize(*size)
    frames(scene)
    assert (scene.window.width(), scene.window.height()) == size
    found, views = render_all(scene, language)
    print("\n".join(found))
    # Every screen at every size, every rule of both How to play pages (5 and 11 rules).
    assert views >= len(TEXT_SCALES) * (len(SCREENS) + 14), views
    assert found == [], "\n".join(found)


@pytest.mark.skipif(os.environ.get("PEBBLEPOUR_FONT_SET") == OTHER_FONTS, reason="the inner run")
@pytest.mark.parametrize("language", ["pseudo", "th"])
def test_every_text_fits_with_other_fonts(language: str, tmp_path: Path) -> None:
    """The same check at the smallest window with the other font set: the pseudo-locale's
    long Latin words and Thai, the script whose fallback font changes most."""
    conf = tmp_path / "fonts.conf"
    conf.write_text(FONTS_CONF, encoding="utf-8")
    env = dict(os.environ, FONTCONFIG_FILE=str(conf), PEBBLEPOUR_FONT_SET=OTHER_FONTS)
    test = f"{__file__}::test_every_text_fits[{language}-{SMALLEST[0]}x{SMALLEST[1]}]"
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", test],
        env=env, capture_output=True, text=True, timeout=600,
    )
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert "1 passed" in run.stdout, run.stdout[-2000:]
