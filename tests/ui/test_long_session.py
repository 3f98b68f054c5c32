"""A long session (issue 41): the real app played a while, then left idle on Home longer
than every timer it has, then every screen opened again from Home, by keys (Tab to the
button, Return, as a player) and by mouse (a click on the button's centre).

The app is the player's: the engine and window ``create_engine`` builds for ``pebblepour``
(run offscreen in the test's process), on a fresh profile with the player's default settings
(motion on: the screens fade in and out, and a kept list is left during its pop animation,
which is how the burial of left screens once destroyed the level and puzzle lists, commit
d746b51). The idle is real time, not faked: it outlasts the longest timer found in the
running scene (``QQmlTimer``: the burial of left screens, the caption, the speech hold,
one-switch play's clock) and in the Python side (a record that waits for the disk,
``game_controller.RETRY_MS``), a left screen's burial counted as its delay
(``Main.burialDelay``, 30 s) plus a turn of the burial timer (5 s); the test checks that the
timers did their work (every left screen buried, the caption gone). Attempts are saved on
every move (there is no autosave timer): a pour and a sow before the idle bring the Continue
buttons.

Each variant is its own test: on two workers, the two idles run side by side.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPoint,
    QPointF,
    Qt,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from pebblepour.tools.screens import singleton
from tests.ui.conftest import ENDLESS_SEED, Scene, start_scene, stop_scene

# In a process of its own, beside the suite (scripts/test.sh: the soak's run): it leaves an app
# idle for half a minute and makes many scenes.
pytestmark = pytest.mark.soak

# --- What went wrong, as it happens ------------------------------------------------------


class Trouble:
    """Every Qt warning (QML's included) and every Python exception raised where no caller
    sees it (a slot, a callback of the asyncio loop), in the order they came."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def handler(self, kind: QtMsgType, context: Any, message: str) -> None:
        if kind not in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            where = f" ({context.file}:{context.line})" if context and context.file else ""
            self.seen.append(f"Qt {kind.name}: {message}{where}")

    def hook(self, kind: type[BaseException], error: BaseException, trace: Any) -> None:
        import traceback

        self.seen.append("".join(traceback.format_exception(kind, error, trace)))

    def loop_handler(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        error = context.get("exception")
        if error is not None:
            self.hook(type(error), error, error.__traceback__)
        else:
            self.seen.append(f"asyncio: {context.get('message')}")

    def check(self, doing: str = "") -> None:
        assert not self.seen, f"{doing}: " + "\n".join(self.seen)


@pytest.fixture(name="trouble")
def trouble_fixture(qt_loop: asyncio.AbstractEventLoop) -> Iterator[Trouble]:
    t = Trouble()
    previous, old_hook = qInstallMessageHandler(t.handler), sys.excepthook
    old_loop_handler = qt_loop.get_exception_handler()
    sys.excepthook = t.hook
    qt_loop.set_exception_handler(t.loop_handler)
    yield t
    qt_loop.set_exception_handler(old_loop_handler)
    sys.excepthook = old_hook
    qInstallMessageHandler(previous)


@pytest.fixture(name="player_app")
def player_app_fixture(
    qapp: QGuiApplication,
    qt_loop: object,
    qtbot: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    trouble: Trouble,
) -> Iterator[Scene]:
    """The app on a fresh profile in a temporary folder, with motion on (a player's default;
    start_scene turns it off for the other tests) and Endless seeded (a failure replays)."""
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    from pebblepour.ui.bowls_game import BowlsGame

    monkeypatch.setattr(BowlsGame, "endless_seed", staticmethod(lambda: ENDLESS_SEED))
    s = start_scene(qapp, qtbot)
    singleton(s, "AppSettings").setProperty("reducedMotion", False)
    s.frames()
    yield s
    stop_scene(s)


# --- A player's acts ---------------------------------------------------------------------


def stack(scene: Scene) -> QQuickItem:
    return scene.window.findChild(QQuickItem, "stack")


def current(scene: Scene) -> QQuickItem | None:
    item = stack(scene).property("currentItem")
    return item if isinstance(item, QQuickItem) else None


def current_name(scene: Scene) -> str:
    item = current(scene)
    return item.objectName() if item is not None else ""


def within(item: QQuickItem | None, ancestor: QQuickItem | None) -> bool:
    while item is not None and ancestor is not None:
        if item == ancestor:
            return True
        item = item.parentItem()
    return False


def shown(item: QQuickItem) -> bool:
    """The item and every item above it visible."""
    it: QQuickItem | None = item
    while it is not None:
        if not it.isVisible():
            return False
        it = it.parentItem()
    return True


def on_screen(scene: Scene, name: str) -> QQuickItem | None:
    """The visible item called ``name`` on the current screen (None if there is none).

    Looked for from the window, whose wrapper lives as long as the scene: PySide marks the
    wrappers ``findChildren`` returns as deleted when the wrapper it was called on goes (a
    screen's, here a temporary one), though the items live on."""
    screen = current(scene)
    for item in scene.window.findChildren(QQuickItem, name):
        if shown(item) and within(item, screen):
            return item
    return None


def popup_item(scene: Scene, name: str) -> QObject | None:
    """The popup called ``name`` (the first found: ``findChildren`` would walk every object
    of the window, 0.1-0.4 s with the kept lists, on the GUI thread the soak measures)."""
    found = scene.window.findChild(QObject, name)
    return found if isinstance(found, QObject) else None


def ready(scene: Scene, name: str) -> bool:
    """Screen ``name`` is the current one, its transition over, not left (``gone``), shown
    whole (opacity 1), and the focus is on it."""
    screen = current(scene)
    s = stack(scene)
    if screen is None or screen.objectName() != name or s.property("busy"):
        return False
    if screen.property("gone") or not shown(screen) or screen.opacity() < 0.999:
        return False
    return bool(screen.property("focusedBefore")) and within(scene.focused(), screen)


def wait_ready(scene: Scene, name: str, doing: str, trouble: Trouble | None = None,
               timeout: int = 10000) -> None:
    """Wait until screen ``name`` is :func:`ready`, or fail saying what is on screen instead
    (and what went wrong on the way, from ``trouble``). The time allowed is for a loaded
    machine (the theme gallery takes a second of CPU to open); a screen that does not open
    never does."""
    try:
        scene.qtbot.waitUntil(lambda: ready(scene, name), timeout=timeout)  # type: ignore[attr-defined]
    except Exception:
        screen, focus = current(scene), scene.focused()
        state = "none" if screen is None else (
            f"{screen.objectName()!r} (gone {screen.property('gone')}, opacity "
            f"{screen.opacity():.2f}, shown {shown(screen)})")
        raise AssertionError(
            f"{doing}: screen {name!r} did not open with the focus on it; on screen {state}, "
            f"depth {stack(scene).property('depth')}, busy {stack(scene).property('busy')}, "
            f"focus on {focus.objectName() if focus is not None else None!r}"
            + ("".join(f"\n  {t}" for t in trouble.seen) if trouble else "")) from None


def focus_to(scene: Scene, name: str, limit: int = 80) -> QQuickItem:
    """Tab until the item called ``name`` has the focus (the focus ring goes round the
    screen, and the page scrolls to it), as a player does."""
    for _ in range(limit):
        f = scene.focused()
        if f is not None and f.objectName() == name:
            return f
        scene.key(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name!r} on {current_name(scene)!r}")


def scroller(item: QQuickItem) -> QQuickItem | None:
    """The nearest Flickable (a KeyScrollArea, a list) that holds ``item``."""
    it = item.parentItem()
    while it is not None:
        if it.inherits("QQuickFlickable"):
            return it
        it = it.parentItem()
    return None


def centre(scene: Scene, item: QQuickItem) -> QPoint:
    """The item's centre in the window, scrolled into its page's view first with the mouse
    wheel when it is outside it (as a player would: Settings and About are taller than the
    window); it must then be in the window."""
    for _ in range(60):
        c = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
        flick = scroller(item)
        if flick is None:
            break
        top = flick.mapToScene(QPointF(0, 0)).y()
        bottom = top + flick.height()
        if top <= c.y() < bottom:
            break
        at = flick.mapToScene(QPointF(flick.width() / 2, flick.height() / 2))
        wheel = QWheelEvent(at, scene.window.mapToGlobal(at), QPoint(0, 0),
                            QPoint(0, -360 if c.y() >= bottom else 360),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        wheel.setTimestamp(int(time.monotonic() * 1000))  # Flickable reads the wheel's pace
        QCoreApplication.sendEvent(scene.window, wheel)
        QTest.qWait(20)
        scene.qtbot.waitUntil(lambda f=flick: not f.property("moving"), timeout=3000)  # type: ignore[attr-defined]
    c = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
    w, h = scene.window.width(), scene.window.height()
    assert 0 <= c.x() < w and 0 <= c.y() < h, (item.objectName(), c, w, h)
    return c.toPoint()


def click(scene: Scene, at: QPoint) -> None:
    """A left click at ``at`` (an item's centre: :func:`centre`)."""
    QTest.mouseClick(scene.window, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    scene.flush()


def back_button(scene: Scene) -> QPoint:
    """The centre of the screen's visible way back (ScreenHeader's first button, in any
    language); a point, found while the screen's wrapper lives (see :func:`on_screen`)."""
    screen = current(scene)
    assert screen is not None
    for item in screen.findChildren(QQuickItem):
        parent = item.parentItem()
        if (parent is not None and parent.metaObject().className().startswith("ScreenHeader")
                and item.metaObject().className().startswith("AppButton") and shown(item)):
            return centre(scene, item)
    raise AssertionError(f"no Back button on {current_name(scene)!r}")


FOCUSED = ""
"""A route's step that presses (or clicks) what has the focus: a list's first tile or row."""


@dataclass
class Route:
    """A screen opened from Home by the button ``button``, and the screens opened from it
    (``then``: (button or FOCUSED, screen))."""

    button: str
    screen: str
    then: list[tuple[str, str]] = field(default_factory=list)


ROUTES = [
    Route("continueTubes", "tubesPlay"),
    Route("playTubes", "tubesLevels", [(FOCUSED, "tubesPlay")]),
    Route("dailyTubes", "tubesDaily", [(FOCUSED, "tubesPlay")]),
    Route("howToTubes", "howToPlay"),
    Route("continueBowls", "bowlsPlay"),
    Route("bowlsPuzzles", "bowlsPuzzles", [(FOCUSED, "bowlsPlay")]),
    Route("bowlsEndless", "bowlsPlay"),
    Route("bowlsDaily", "bowlsDailies", [(FOCUSED, "bowlsPlay")]),
    Route("howToBowls", "howToPlay"),
    Route("openPlayBoard", "playBoard",
          [("newTubesBoard", "boardEditor"), ("newBowlsBoard", "boardEditor")]),
    Route("openSettings", "settingsScreen",
          [("changeKeys", "keysScreen"), ("settingsGallery", "galleryScreen")]),
    Route("openStats", "statsScreen", [("openCharts", "chartsScreen")]),
    Route("openGallery", "galleryScreen"),
    Route("openAbout", "aboutScreen"),
]
GAME_OF = {"tubesPlay": "tubes", "bowlsPlay": "bowls"}


def game_ready(scene: Scene, game: str) -> bool:
    """The game's board is made, no chain plays, and a tube or bowl has the focus."""
    g = singleton(scene, "TubesGame" if game == "tubes" else "BowlsGame")
    f = scene.focused()
    board = g.board() is not None if game == "tubes" else g.attempt() is not None
    busy = g.busy if game == "tubes" else g.playing
    return board and not busy and f is not None and f.metaObject().className().startswith(
        "TubeItem" if game == "tubes" else "BowlItem")


class Player:
    """Opens screens by ``keys`` (Tab and Return, back by Escape) or by ``mouse`` (a click on
    the centre of the button or tile, back by the screen's Back button), checking that each
    screen opens, takes the focus, and gives it back to the button it was opened from."""

    def __init__(self, scene: Scene, trouble: Trouble, means: str) -> None:
        self.scene, self.trouble, self.means = scene, trouble, means
        self.opened: list[str] = []

    def press(self, name: str) -> None:
        """Press the button ``name`` of the current screen (FOCUSED: what has the focus)."""
        if self.means == "keys":
            if name != FOCUSED:
                focus_to(self.scene, name)
            self.scene.key(Qt.Key.Key_Return)
        else:
            item = self.scene.focused() if name == FOCUSED else on_screen(self.scene, name)
            assert item is not None, f"no {name!r} on {current_name(self.scene)!r}"
            click(self.scene, centre(self.scene, item))

    def open(self, name: str, screen: str, doing: str) -> None:
        self.press(name)
        wait_ready(self.scene, screen, doing, self.trouble)
        if screen in GAME_OF:
            self.scene.qtbot.waitUntil(  # type: ignore[attr-defined]
                lambda: game_ready(self.scene, GAME_OF[screen]), timeout=10000)
        self.trouble.check(doing)
        self.opened.append(screen)

    def back(self, to: str, button: str, doing: str) -> None:
        """Leave the current screen for ``to``, whose focus must be back on ``button``."""
        if self.means == "keys":
            self.scene.key(Qt.Key.Key_Escape)
        else:
            click(self.scene, back_button(self.scene))
        wait_ready(self.scene, to, doing, self.trouble)
        f = self.scene.focused()
        if button != FOCUSED:
            assert f is not None and f.objectName() == button, (
                f"{doing}: back on {to!r}, the focus is on "
                f"{f.objectName() if f is not None else None!r}, not {button!r}")
        self.trouble.check(doing)

    def route(self, r: Route, when: str) -> None:
        doing = f"{when}: Home → {r.button} by {self.means}"
        self.open(r.button, r.screen, doing)
        for button, screen in r.then:
            step = f"{doing} → {button or 'the focused entry'}"
            self.open(button, screen, step)
            self.back(r.screen, button, f"{step}, back")
        self.back("homeScreen", r.button, f"{doing}, back Home")

    def shortcuts(self, when: str) -> None:
        """The key list: F1 (keys) or the Shortcuts button (mouse); closed by Escape."""
        doing = f"{when}: the key list by {self.means}"
        shortcuts = popup_item(self.scene, "shortcuts")
        assert shortcuts is not None
        if self.means == "keys":
            self.scene.key(Qt.Key.Key_F1)
        else:
            button = next(centre(self.scene, i)
                          for i in current(self.scene).findChildren(QQuickItem)  # type: ignore[union-attr]
                          if i.metaObject().className().startswith("AppButton")
                          and str(i.property("text")).startswith("Shortcuts"))
            click(self.scene, button)
        self.scene.qtbot.waitUntil(lambda: shortcuts.property("opened"), timeout=3000)  # type: ignore[attr-defined]
        self.scene.key(Qt.Key.Key_Escape)
        self.scene.qtbot.waitUntil(lambda: not shortcuts.property("visible"), timeout=3000)  # type: ignore[attr-defined]
        wait_ready(self.scene, "homeScreen", f"{doing}, closed", self.trouble)
        self.trouble.check(doing)


# --- The timers ---------------------------------------------------------------------------


def timers(scene: Scene) -> list[tuple[str, int]]:
    """Every QML Timer in the running scene: (where, interval in ms)."""
    out = []
    for t in scene.window.findChildren(QObject):
        if t.metaObject().className() == "QQmlTimer":
            parent = t.parent()
            where = parent.objectName() or parent.metaObject().className() if parent else "?"
            out.append((where, int(t.property("interval"))))
    return out


def longest_timer_ms(scene: Scene) -> int:
    """How long the app can take to act on its own: the longest timer, a left screen's
    burial (its delay, then up to one turn of the burial timer), the retry of a record the
    disk refused."""
    from pebblepour.ui import game_controller

    found = timers(scene)
    # The burial timer's turn is one of the timers: the longest bounds it.
    burial = int(scene.window.property("burialDelay")) + max(ms for _, ms in found)
    return max(burial, game_controller.RETRY_MS, *(ms for _, ms in found))


def left_screens(scene: Scene) -> int:
    left = scene.window.property("leftScreens")  # a QJSValue (a JavaScript array)
    return int(left.property("length").toInt()) if left is not None else 0


def idle(scene: Scene, ms: int) -> None:
    """Nothing from the player for ``ms``: the event loop runs, the timers fire."""
    end = time.monotonic() + ms / 1000
    while (left := end - time.monotonic()) > 0:
        QTest.qWait(int(min(left, 0.5) * 1000) + 1)


# --- A session before the idle: something played in each game -----------------------------


def pour_once(scene: Scene) -> None:
    """One pour on the open Tubes board, the solver's first, by digits and Space: the attempt
    is saved unfinished, and Home offers to continue it."""
    from pebblepour.tubes.solver import solve

    g = singleton(scene, "TubesGame")
    src, dst = solve(g.board()).moves[0]
    for tube in (src, dst):
        scene.key(Qt.Key.Key_1 + tube if tube < 9 else Qt.Key.Key_0)  # type: ignore[operator]
        scene.key(Qt.Key.Key_Space)
    scene.qtbot.waitUntil(lambda: g.moves == 1, timeout=3000)  # type: ignore[attr-defined]


def sow_once(scene: Scene) -> None:
    """One Endless move: the focused bowl (moved along until one can be sown), Space, Enter."""
    g = singleton(scene, "BowlsGame")
    for _ in range(12):
        scene.key(Qt.Key.Key_Space)
        if g.selected >= 0:
            break
        scene.key(Qt.Key.Key_Right)
    assert g.selected >= 0
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: g.attempt().moves_used == 1 and not g.playing,  # type: ignore[attr-defined]
                          timeout=10000)
    scene.key(Qt.Key.Key_Escape)


def play_a_little(scene: Scene, trouble: Trouble) -> None:
    """By keys: every screen opened and left (the kept lists left by Escape, while their
    pop animation runs), a pour in Tubes level 1 and a sow in Bowls Endless (saved, so
    Home shows both Continue buttons)."""
    p = Player(scene, trouble, "keys")
    p.open("playTubes", "tubesLevels", "before the idle: Levels")
    p.open(FOCUSED, "tubesPlay", "before the idle: level 1")
    pour_once(scene)
    p.back("tubesLevels", FOCUSED, "before the idle: level 1, back")
    p.back("homeScreen", "playTubes", "before the idle: Levels, back")
    p.open("bowlsEndless", "bowlsPlay", "before the idle: Endless")
    sow_once(scene)
    p.back("homeScreen", "bowlsEndless", "before the idle: Endless, back")
    scene.qtbot.waitUntil(lambda: on_screen(scene, "continueTubes") is not None  # type: ignore[attr-defined]
                          and on_screen(scene, "continueBowls") is not None, timeout=3000)
    for r in ROUTES:
        p.route(r, "before the idle")
    p.shortcuts("before the idle")


# --- The test ----------------------------------------------------------------------------


@pytest.mark.seconds(60)
@pytest.mark.parametrize("means", ["keys", "mouse"])
def test_every_screen_opens_after_the_app_was_left_idle(
    player_app: Scene, trouble: Trouble, means: str
) -> None:
    scene = player_app
    play_a_little(scene, trouble)
    assert left_screens(scene) > 0  # the screens just left wait for their burial
    longest = longest_timer_ms(scene)
    idle(scene, longest + 1000)
    # Every timer has had its turn: the left screens are buried (a loaded machine may run
    # the burial's last turn a little late), the caption has gone; Home is still there,
    # with its focus.
    try:
        scene.qtbot.waitUntil(lambda: left_screens(scene) == 0, timeout=5000)  # type: ignore[attr-defined]
    except Exception:
        raise AssertionError(f"{left_screens(scene)} left screens outlived the burial") from None
    caption = scene.window.findChild(QQuickItem, "caption")
    assert caption is not None and not caption.isVisible(), "the caption outlived its timer"
    wait_ready(scene, "homeScreen", "after the idle", trouble)
    trouble.check("the idle")

    p = Player(scene, trouble, means)
    for r in ROUTES:
        p.route(r, f"after {longest / 1000:.0f} s idle")
    p.shortcuts("after the idle")
    assert set(p.opened) == {r.screen for r in ROUTES} | {
        s for r in ROUTES for _, s in r.then}
    trouble.check("after the idle")
