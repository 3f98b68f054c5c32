"""Every screen and dialog of the app, rendered from the real QML scene, and the texts that
do not fit.

``render_all`` goes screen by screen (:data:`SCREENS`: each is reached the way a player
gets there, then each of its views: every rule of How to play, every page of About), at
each text size asked for, and checks every visible text: it must not be elided or cut, not
be wider or taller than its own box, stay inside the panel drawn round it, and stay in the
window unless a scrolling view holds it. The fit test (``tests/ui/test_text_fits.py``) runs
it in every language at three window sizes; ``python -m pebblepour.tools screens`` writes
the pictures and ``fit.json`` for translators and designers.

The pseudo-locale ``pseudo`` shows every string accented and about 40 % longer.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import json
import math
import os
import re
import tempfile
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import (
    Q_ARG,
    QCoreApplication,
    QMetaObject,
    QObject,
    Qt,
    QTranslator,
)
from PySide6.QtQml import QQmlEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow

from pebblepour import paths
from pebblepour.profile import clock
from pebblepour.tools.fit import box as box  # the tests measure items with it
from pebblepour.tools.fit import problems

ACCENTS = str.maketrans("aceinorsuyzACEINORSUYZ", "áçéíñóřšúýžÁÇÉÍÑÓŘŠÚÝŽ")
PLACEHOLDER = re.compile(r"(%L?\d+|%L?n|%%|<[^>]*>|&\w+;)")
PADDING = "ŵőŕđ ļóñğ ẽƒƒ ţéxţ ŵìđé ãñđ ƭàļļ ŵőŕđş "
LANGUAGES = ("en", "th", "es", "ja", "pl", "pseudo")
SIZES = ((1024, 700), (1280, 800), (1920, 1080))
"""The window sizes the layout is made for: the smallest, the usual, a large one."""


class Scene(Protocol):
    """What the screens are driven with: the running window and a player's acts."""

    engine: Any
    window: QQuickWindow

    def find(self, name: str) -> QQuickItem: ...
    def present(self, name: str) -> bool: ...
    def key(self, key: Qt.Key) -> None: ...
    def focused(self) -> QQuickItem | None: ...
    def focused_name(self) -> str: ...
    def wait_until(self, done: Callable[[], object], timeout: int = 5000) -> None: ...
    def frames(self, count: int = 2) -> None: ...


@functools.cache
def pseudo(text: str) -> str:
    """Accented, and padded by 40% (at least two characters) with words that wrap."""
    parts = PLACEHOLDER.split(text)
    out = "".join(p if PLACEHOLDER.fullmatch(p) else p.translate(ACCENTS) for p in parts)
    extra = max(2, math.ceil(len(text) * 0.4))
    padding = (PADDING * (extra // len(PADDING) + 1))[: extra - 1].rstrip()
    return f"{out} {padding}" if padding else out


def pseudo_translator() -> QTranslator:
    """A translator that turns every string of the app's catalogue into :func:`pseudo`."""
    catalogue = paths.data_dir("translations") / "pebblepour_th.ts"
    sources = {
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in ET.parse(catalogue).getroot()
        for m in ctx.findall("message")
    }

    class Pseudo(QTranslator):
        def translate(
            self, context: str, source: str, disambiguation: str | None = None, n: int = -1
        ) -> str:
            return pseudo(source) if (context, source) in sources else None  # type: ignore[return-value]

        def isEmpty(self) -> bool:
            return False

    return Pseudo(QCoreApplication.instance())


# --- What is on screen, and what does not fit (pebblepour.tools.fit) ----------------------


def visual_tree(item: QQuickItem) -> list[QQuickItem]:
    items = [item]
    for child in item.childItems():
        items += visual_tree(child)
    return items


def still_loading(window: QQuickWindow) -> bool:
    """Whether a visible asynchronous Loader is still making its item, or the item is not
    ``complete`` yet (the theme gallery's previews, whose bowls come one by one): a picture
    or a measure taken now would show it half made."""

    def loading(loader: QQuickItem) -> bool:
        # Only an asynchronous Loader makes its item later (a synchronous one without an
        # item has none to make: no component, or one that failed, and said so).
        if not (loader.isVisible() and loader.property("active")
                and loader.property("asynchronous")):
            return False
        if loader.property("sourceComponent") is None and not loader.property("source"):
            return False
        made = loader.property("item")
        return made is None or made.property("complete") is False

    return any(item.inherits("QQuickLoader") and loading(item)
               for item in visual_tree(window.contentItem()))


# --- Reaching each screen as a player does -----------------------------------------------


def singleton(scene: Scene, name: str) -> Any:
    return scene.engine.singletonInstance("PebblePour.Backend", name)


def open_screen(scene: Scene, name: str, props: dict[str, object] | None = None) -> None:
    stack = scene.find("stack")
    screen = stack.property("currentItem")
    QMetaObject.invokeMethod(screen, "openScreen", Q_ARG(str, name), Q_ARG("QVariant", props or {}))
    scene.wait_until(lambda: stack.property("currentItem") is not screen)
    scene.wait_until(lambda: not still_loading(scene.window), timeout=30000)
    scene.frames()


def go_home(scene: Scene) -> None:
    for popup in ("clearPanel", "bowlsResult", "bowlsEndConfirm", "shortcuts"):
        # Popups are in the object tree: no walk through every item for one that is not.
        for found in scene.window.findChildren(QObject, popup):
            if found.property("visible"):
                QMetaObject.invokeMethod(found, "close")
    stack = scene.find("stack")
    while stack.property("depth") > 1:
        QMetaObject.invokeMethod(stack.property("currentItem"), "back")
        scene.frames(1)
    QMetaObject.invokeMethod(scene.window, "buryLeftScreens", Q_ARG(int, 0))
    scene.frames(1)


def open_popup(scene: Scene, name: str) -> None:
    QMetaObject.invokeMethod(scene.find(name), "open")
    scene.wait_until(lambda: scene.find(name).property("opened"), timeout=3000)
    scene.frames()


def tubes_ready(scene: Scene) -> Any:
    """Wait until the Tubes board is on the screen (proven off the GUI thread: until then
    the screen shows it is preparing, and its layout changes when the tubes come); the
    controller."""
    g = singleton(scene, "TubesGame")
    scene.wait_until(lambda: g.board() is not None and not g.busy)
    scene.frames()
    return g


def tubes_play(scene: Scene) -> None:
    open_screen(scene, "tubesPlay", {"startLevel": 1})
    tubes_ready(scene)


def solve_tubes(scene: Scene) -> None:
    from pebblepour.tubes.solver import solve

    g = tubes_ready(scene)
    solution = solve(g.board())
    for src, dst in solution.moves:
        g.activate(src)
        g.activate(dst)
    scene.wait_until(lambda: scene.find("clearPanel").property("opened"))
    scene.frames()


def tubes_clear(scene: Scene) -> None:
    open_screen(scene, "tubesPlay", {"startLevel": 1})
    solve_tubes(scene)


def tubes_daily_clear(scene: Scene) -> None:
    open_screen(scene, "tubesDaily")
    scene.key(Qt.Key.Key_Return)  # today's board, the first row
    scene.wait_until(lambda: singleton(scene, "TubesGame").isDaily, timeout=3000)
    solve_tubes(scene)


def bowls_mode(scene: Scene, mode: str) -> None:
    open_screen(scene, "bowlsPlay", {"startMode": mode})
    scene.wait_until(lambda: singleton(scene, "BowlsGame").mode == mode, timeout=3000)
    scene.frames()


def bowls_result(scene: Scene, mode: str) -> None:
    bowls_mode(scene, mode)
    singleton(scene, "BowlsGame").endAttempt()
    scene.wait_until(lambda: scene.find("bowlsResult").property("opened"), timeout=3000)
    scene.frames()


def bowls_question(scene: Scene) -> None:
    bowls_mode(scene, "daily")
    open_popup(scene, "bowlsEndConfirm")


def bowls_practice_question(scene: Scene) -> None:
    """The End-attempt question of an attempt that undo made practice."""
    bowls_mode(scene, "endless")
    g = singleton(scene, "BowlsGame")
    g.select(next(i for i in range(12) if g.bowls.row(i)["stones"]))
    g.confirm()
    scene.wait_until(lambda: g.canUndo and not g.playing)
    g.undo()
    scene.wait_until(lambda: g.practice, timeout=3000)
    open_popup(scene, "bowlsEndConfirm")


def bowls_puzzle_solved(scene: Scene) -> None:
    open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 1})
    g = singleton(scene, "BowlsGame")
    scene.wait_until(lambda: g.mode == "puzzle", timeout=3000)
    g.select(2)  # puzzle 1 is solved by sowing bowl 3
    g.confirm()
    scene.wait_until(lambda: scene.find("bowlsResult").property("opened"))
    scene.frames()


def bowls_puzzle_failed(scene: Scene) -> None:
    """Puzzle 1 played without its solution (never bowl 3) until its moves run out."""
    open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 1})
    g = singleton(scene, "BowlsGame")
    scene.wait_until(lambda: g.mode == "puzzle", timeout=3000)
    panel = scene.find("bowlsResult")
    while not g.over:
        if g.movesLeft <= 0:
            raise RuntimeError("puzzle 1 is not over with no moves left")
        g.select(next(i for i in range(11, -1, -1) if i != 2 and g.bowls.row(i)["stones"]))
        g.confirm()
        scene.wait_until(lambda: not g.playing)
    # The panel opens a moment after the last move's sentence.
    scene.wait_until(lambda: panel.property("opened"))
    if g.result["won"] is not False:
        raise RuntimeError(f"puzzle 1 was won: {g.result}")
    scene.frames()


def shortcuts(screen: str, props: dict[str, object]) -> Callable[[Scene], None]:
    def show(scene: Scene) -> None:
        open_screen(scene, screen, props)
        open_popup(scene, "shortcuts")

    return show


def keys_changed(scene: Scene) -> None:
    """Settings → Keys with Undo on X (its default shown beside it) and Hint waiting."""
    open_screen(scene, "keys")
    keymap = singleton(scene, "KeyMap")
    keymap.resetAll()
    keymap.startCapture("undo")
    keymap.capture(Qt.Key.Key_X.value, 0)
    keymap.startCapture("hint")
    scene.frames()


def how_to(game: str) -> Callable[[Scene], None]:
    return lambda s: open_screen(s, "howToPlay", {"game": game})


def every_rule(scene: Scene) -> Iterator[str]:
    """Each rule of a How to play page in turn, scrolled to as Down moves focus to it."""
    seen = []
    while True:
        name = scene.focused_name()
        if name in seen:
            return
        seen.append(name)
        yield f" rule {len(seen)}"
        scene.key(Qt.Key.Key_Down)
        scene.frames()


def every_page(scene: Scene) -> Iterator[str]:
    """The About text from top to bottom, a Page Down at a time (it scrolls when it is taller
    than the window)."""
    flick = scene.find("aboutFlick")
    page = 1
    while True:
        yield f" page {page}"
        before = flick.property("contentY")
        scene.key(Qt.Key.Key_PageDown)
        scene.frames()
        if flick.property("contentY") == before:
            return
        page += 1


def board_editor(game: str) -> Callable[[Scene], None]:
    """The board editor with a board half made (Tubes: still units to pour; Bowls: a few
    stones, a modifier, the goal as it comes), saved to My boards."""

    def show(scene: Scene) -> None:
        open_screen(scene, "boardEditor", {"game": game})
        editor = singleton(scene, "BoardEditor")
        puts = (
            [(0, "0"), (0, "1"), (0, "2"), (1, "1"), (1, "0"), (2, "2"), (2, "2"), (3, "0")]
            if game == "tubes"
            else [(2, "r"), (2, "g"), (3, "r"), (4, "r"), (4, "g"), (4, "g"), (7, "*"), (9, "#")]
        )
        for place, key in puts:
            editor.put(place, key)
        if game == "bowls":
            editor.cycleModifier(9)
            editor.change("goal", 1)
        editor.save()
        scene.frames()

    return show


def this_view(scene: Scene) -> Iterator[str]:
    yield ""


def scrolled(name: str) -> Callable[[Scene], Iterator[str]]:
    """A screen that scrolls when it is taller than the window (Home, Settings): each part
    in turn, a view's height at a time, from the top."""

    def parts(scene: Scene) -> Iterator[str]:
        flick = scene.find(name)
        flick.setProperty("contentY", 0)
        scene.frames()
        part = 1
        while True:
            yield "" if part == 1 else f" part {part}"
            top = flick.property("contentY")
            end = max(0.0, flick.property("contentHeight") - flick.property("height"))
            if top >= end:
                flick.setProperty("contentY", 0)
                scene.frames()
                return
            flick.setProperty("contentY", min(end, top + 0.9 * flick.property("height")))
            scene.frames()
            part += 1

    parts.scrolls = True  # type: ignore[attr-defined]
    return parts


def scrolled_by_the_tool(each_view: Callable[[Scene], Iterator[str]]) -> bool:
    """Whether the views are the tool's own scrolling of a page, part by part from the top
    (as with the mouse wheel, whatever has the focus): the focus ring is not checked there."""
    return bool(getattr(each_view, "scrolls", False))


Screen = tuple[str, Callable[[Scene], None], Callable[[Scene], Iterator[str]]]

SCREENS: list[Screen] = [
    ("Home", lambda s: None, scrolled("homeScroll")),
    ("Settings", lambda s: open_screen(s, "settings"), scrolled("settingsScroll")),
    ("Statistics", lambda s: open_screen(s, "stats"), this_view),
    ("Themes", lambda s: open_screen(s, "gallery"), this_view),
    ("About", lambda s: open_screen(s, "about"), every_page),
    ("How to play Tubes", how_to("tubes"), every_rule),
    ("How to play Bowls", how_to("bowls"), every_rule),
    ("Keys (general)", shortcuts("settings", {}), this_view),
    ("Play a board", lambda s: open_screen(s, "playBoard"), this_view),
    ("Tubes board editor", board_editor("tubes"), scrolled("editorScroll")),
    ("Bowls board editor", board_editor("bowls"), scrolled("editorScroll")),
    ("My boards", lambda s: open_screen(s, "playBoard"), scrolled("entryScroll")),
    ("Level list", lambda s: open_screen(s, "tubesLevels"), this_view),
    ("Tubes daily list", lambda s: open_screen(s, "tubesDaily"), this_view),
    ("Tubes play", tubes_play, this_view),
    ("Keys (Tubes)", shortcuts("tubesPlay", {"startLevel": 1}), this_view),
    ("Tubes clear panel", tubes_clear, this_view),
    ("Tubes daily clear panel", tubes_daily_clear, this_view),
    ("Statistics, achievements earned", lambda s: open_screen(s, "stats"), this_view),
    ("Charts", lambda s: open_screen(s, "charts"), scrolled("chartScroll")),
    ("Puzzle list", lambda s: open_screen(s, "bowlsPuzzles"), this_view),
    ("Bowls play", lambda s: bowls_mode(s, "endless"), this_view),
    ("Keys (Bowls)", shortcuts("bowlsPlay", {"startMode": "endless"}), this_view),
    ("Bowls daily list", lambda s: open_screen(s, "bowlsDaily"), this_view),
    ("Bowls daily", lambda s: bowls_mode(s, "daily"), this_view),
    ("End-attempt question", bowls_question, this_view),
    ("End-attempt question (practice)", bowls_practice_question, this_view),
    ("Bowls puzzle solved", bowls_puzzle_solved, this_view),
    ("Bowls puzzle failed", bowls_puzzle_failed, this_view),
    ("Bowls Endless result", lambda s: bowls_result(s, "endless"), this_view),
    ("Bowls daily result", lambda s: bowls_result(s, "daily"), this_view),
    # Last: it changes a key (the screens above show the defaults).
    ("Keys you choose", keys_changed, scrolled("keyList")),
]


def set_scale(scene: Scene, scale: float) -> None:
    """The text size ``scale``, laid out (nothing to wait for when it is the size already)."""
    settings = singleton(scene, "AppSettings")
    if settings.property("textScale") != scale:
        settings.setProperty("textScale", scale)
        scene.frames()


def use_language(scene: Scene, language: str) -> QTranslator | None:
    """Switch the scene to ``language`` (``pseudo``: English source texts, pseudo-translated);
    return the pseudo translator to remove afterwards."""
    from pebblepour.ui import services

    app = QCoreApplication.instance()
    assert app is not None
    # Earlier scenes in this process leave their translators installed: start clean.
    for stale in app.findChildren(QTranslator):
        QCoreApplication.removeTranslator(stale)
    real = "en" if language == "pseudo" else language
    services.current().set_language(real)
    singleton(scene, "AppSettings").setProperty("language", real)
    pseudo_tr = None
    if language == "pseudo":
        pseudo_tr = pseudo_translator()
        QCoreApplication.installTranslator(pseudo_tr)
        scene.engine.retranslate()
        from pebblepour.app import RETRANSLATED  # the app's own list of them

        for kind in RETRANSLATED:  # the texts built in Python, pseudo-translated too
            singleton(scene, kind.__name__).retranslate()
    scene.frames()
    return pseudo_tr


def texts_seen(scene: Scene) -> list[str]:
    """The texts a player sees on the window now."""
    from pebblepour.tools.fit import visible_texts

    return [str(t.property("text")) for t in visible_texts(scene.window)]


def longest_day(year: int = 2026) -> dt.date:
    """The day of ``year`` whose long date (wording.long_date, in the language in use) is
    widest in the app's font: the fit check renders the Dailies on it, so that a screen
    fits on every day, not just on the day the suite runs ("poniedziałek, 26 października
    2026" in Polish; a Wednesday in September in English)."""
    from PySide6.QtGui import QFontMetricsF, QGuiApplication

    from pebblepour.ui.wording import long_date

    metrics = QFontMetricsF(QGuiApplication.font())
    days = (dt.date(year, 1, 1) + dt.timedelta(days=n) for n in range(365))
    return max(days, key=lambda day: (metrics.horizontalAdvance(long_date(day)), day))


def render_all(
    scene: Scene,
    language: str,
    scales: list[float],
    shots: Path | None = None,
    only: str = "",
    tag: str = "",
) -> tuple[list[str], int]:
    """Every screen (with ``only``, those whose name holds it), each at every text size in
    ``scales`` (the docstring of :func:`render_screens`), on the day whose date is longest
    in ``language``: no result depends on the day it runs."""
    pseudo_tr = use_language(scene, language)
    noon = dt.datetime.combine(longest_day(), dt.time(12), tzinfo=dt.UTC)
    try:
        with clock.use_clock(lambda: noon):
            return render_screens(scene, language, scales, shots, only, tag)
    finally:
        if pseudo_tr is not None:
            QCoreApplication.removeTranslator(pseudo_tr)


def render_screens(
    scene: Scene,
    language: str,
    scales: list[float],
    shots: Path | None = None,
    only: str = "",
    tag: str = "",
) -> tuple[list[str], int]:
    """Every screen, each at every text size in ``scales``: what does not fit, and how many
    views were checked. With ``shots``, a picture of every view is saved there (``tag`` at
    the end of its name: the display scale, :func:`scale_tag`). A screen of
    several views (the rules of How to play, the pages of About) is checked view by view at
    the largest size, where text runs out of room first, and by its first view at the
    others. The scene is in ``language`` already."""
    found: list[str] = []
    views = 0
    w, h = scene.window.width(), scene.window.height()
    try:
        for number, (where, arrange, each_view) in enumerate(SCREENS, 1):
            if only.lower() not in where.lower():
                continue
            set_scale(scene, scales[0])
            go_home(scene)
            arrange(scene)
            for scale in scales:
                set_scale(scene, scale)
                focused = scene.focused()
                for index, part in enumerate(each_view(scene)):
                    if index > 0 and scale != max(scales):
                        break
                    views += 1
                    label = f"{where}{part} [{language} {w}x{h} ×{scale}]"
                    focus = not scrolled_by_the_tool(each_view)
                    faults, seen = problems(scene.window, label, focus)
                    # A list still making its rows (off the GUI thread's frames: a row made
                    # but not yet placed sits on the first) is measured again once it settles.
                    for _ in range(6):
                        if not faults:
                            break
                        scene.frames(3)
                        settle = time.monotonic() + 0.25  # rows made off the frame clock
                        while time.monotonic() < settle:
                            QCoreApplication.processEvents()
                            time.sleep(0.01)
                        again, seen = problems(scene.window, label, focus)
                        if again == faults:
                            break
                        faults = again
                    # The screen really is in the language under test (pseudo texts end in
                    # padding): the Back button and at least one text of the screen.
                    if seen < 2 or (
                        language == "pseudo" and sum("ŵ" in t for t in texts_seen(scene)) < 2
                    ):
                        raise RuntimeError(f"{label}: the screen is not in {language}")
                    found += faults
                    if shots is not None:
                        slug = re.sub(r"[^a-z0-9]+", "-", f"{where}{part}".lower()).strip("-")
                        size = f"{w}x{h}-{round(scale * 100)}{tag}"
                        name = f"{number:02d}-{slug}-{language}-{size}.png"
                        scene.window.grabWindow().save(str(shots / name))
                if focused is not None and scene.focused() is not focused:
                    focused.forceActiveFocus()  # the next size starts from the first rule
                    scene.frames()
    finally:
        set_scale(scene, scales[0])
        go_home(scene)
    return found, views


# --- The command: python -m pebblepour.tools screens --------------------------------------


class Driver:
    """A :class:`Scene` without a test framework: the app's own engine and window."""

    def __init__(self, engine: QQmlEngine, window: QQuickWindow) -> None:
        self.engine = engine
        self.window = window

    def find(self, name: str) -> QQuickItem:
        found = find_named(self.window, name)
        if found is None:
            raise LookupError(f"no item named {name!r}")
        return found  # type: ignore[return-value]  # a popup is a QObject, used alike

    def present(self, name: str) -> bool:
        try:
            self.find(name)
        except LookupError:
            return False
        return True

    def key(self, key: Qt.Key) -> None:
        from PySide6.QtTest import QTest

        QTest.keyClick(self.window, key)
        for _ in range(3):
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()

    def focused(self) -> QQuickItem | None:
        return self.window.activeFocusItem()

    def focused_name(self) -> str:
        from PySide6.QtGui import QAccessible

        item = self.focused()
        iface = QAccessible.queryAccessibleInterface(item) if item else None
        return iface.text(QAccessible.Text.Name) if iface else ""

    def wait_until(self, done: Callable[[], object], timeout: int = 5000) -> None:
        from PySide6.QtTest import QTest

        end = time.monotonic() + timeout / 1000
        while not done():
            if time.monotonic() > end:
                raise TimeoutError("the screen did not get there in time")
            QTest.qWait(10)

    def frames(self, count: int = 2) -> None:
        """Let the scene lay itself out: ``count`` rendered frames."""
        from PySide6.QtTest import QTest

        swapped: list[bool] = []

        def swap() -> None:
            swapped.append(True)

        self.window.frameSwapped.connect(swap)
        for _ in range(count):
            swapped.clear()
            self.window.update()
            end = time.monotonic() + 1
            while not swapped and time.monotonic() < end:
                QTest.qWait(5)
        self.window.frameSwapped.disconnect(swap)


def left(obj: QObject) -> bool:
    """On a screen the player has left (AppScreen.gone), waiting to be destroyed."""
    up: QObject | None = obj
    while up is not None:
        if up.property("gone") is True:
            return True
        parent_item = up.parentItem() if isinstance(up, QQuickItem) else None
        up = parent_item if parent_item is not None else up.parent()
    return False


def find_named(window: QQuickWindow, name: str) -> QObject | None:
    """The item or popup named ``name`` on the screens in use (a screen left waits a few
    seconds before it is destroyed, Main.leave, and its items are passed over); the item tree
    is walked only when the object tree has no match (Repeater delegates are only there)."""
    found = next((f for f in window.findChildren(QObject, name) if not left(f)), None)
    todo = [window.contentItem()]
    while todo and found is None:
        node = todo.pop()
        if node.objectName() == name and not left(node):
            found = node
        todo.extend(node.childItems())
    return found


DISPLAY_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
"""The display scales the screens tool draws at (``--scale``): a desktop at 100 % to 200 %."""


def scale_option(text: str) -> float:
    """The display scale ``text`` names (the option ``--scale``), one of
    :data:`DISPLAY_SCALES`; refused in one line if it is not."""
    try:
        scale = float(text)
    except ValueError:
        scale = 0.0
    if scale not in DISPLAY_SCALES:
        choices = ", ".join(f"{s:g}" for s in DISPLAY_SCALES)
        raise argparse.ArgumentTypeError(f"{text!r} is not a display scale: {choices}")
    return scale


def scale_tag(scale: float) -> str:
    """What the name of a picture drawn at display scale ``scale`` ends with: nothing at 1
    (the names of old), ``-x1.25``, ``-x2`` …"""
    return "" if scale == 1 else f"-x{scale:g}"


def use_display_scale(scale: float | None) -> None:
    """Draw at display scale ``scale`` (``None``: as the environment says): Qt reads
    ``QT_SCALE_FACTOR`` once, when the QGuiApplication is made, so it must not exist yet."""
    if scale is None:
        return
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is not None:
        raise RuntimeError(
            "the display scale is set before the app is made: run the screens tool in a "
            "process of its own (python -m pebblepour.tools screens --scale F)"
        )
    os.environ["QT_SCALE_FACTOR"] = f"{scale:g}"


def write(
    outdir: Path,
    language: str = "en",
    percent: int = 100,
    high_contrast: bool = False,
    size: tuple[int, int] = (1280, 800),
    only: str = "",
    display_scale: float | None = None,
) -> list[str]:
    """Render every screen and dialog into ``outdir`` (``NN name.png``) and write
    ``outdir/fit.json``: the texts that do not fit, ``[]`` when all fit. With
    ``display_scale``, on a display of that scale (:func:`use_display_scale`; ``None``: the
    environment's, such as ``QT_SCALE_FACTOR``). The scale drawn at is printed, and ends the
    name of each picture but at 1 (:func:`scale_tag`): a picture has size × scale pixels."""
    use_display_scale(display_scale)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
    os.environ.setdefault("PEBBLEPOUR_AUDIO", "off")  # pictures only: no sound device opened
    # A fresh profile of its own: nothing the player has is read or changed.
    os.environ["PEBBLEPOUR_PROFILE_DIR"] = tempfile.mkdtemp(prefix="pebblepour-screens-")
    import asyncio

    import qasync
    from PySide6.QtGui import QAccessible, QGuiApplication
    from PySide6.QtQuickControls2 import QQuickStyle
    from PySide6.QtTest import QTest

    from pebblepour.app import choose_renderer, create_engine
    from pebblepour.profile.profile import Profile

    QQuickStyle.setStyle("Basic")
    choose_renderer()
    app = QGuiApplication.instance() or QGuiApplication([])
    asyncio.set_event_loop(qasync.QEventLoop(app))
    QAccessible.setActive(True)
    profile = Profile.open()
    profile.update_settings(reduced_motion=True, language="en", high_contrast=high_contrast)
    engine = create_engine(app, profile)  # type: ignore[arg-type]
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    driver = Driver(engine, window)
    driver.frames()
    drawn = round(window.devicePixelRatio(), 2)
    print(
        f"pebblepour.tools screens: display scale {drawn:g} "
        f"(QT_SCALE_FACTOR={os.environ.get('QT_SCALE_FACTOR', 'unset')}): pictures of "
        f"{round(size[0] * drawn)}x{round(size[1] * drawn)} pixels",
        flush=True,
    )
    found, _ = render_all(driver, language, [percent / 100], outdir, only, scale_tag(drawn))
    (outdir / "fit.json").write_text(
        json.dumps(found, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    from pebblepour.app import suspend_games

    suspend_games(engine)
    window.close()
    return found
