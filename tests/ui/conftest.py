"""Drive the real QML scene offscreen: the same engine the app builds, a fresh profile."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickItem, QQuickWindow
from PySide6.QtTest import QTest

from pebblepour.tools.screens import find_named


@pytest.fixture(scope="session")
def qapp_cls() -> type[QGuiApplication]:
    return QGuiApplication


@pytest.fixture(scope="session")
def qt_loop(qapp: QGuiApplication) -> Iterator[asyncio.AbstractEventLoop]:
    import qasync

    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop


class Scene:
    """The running window with helpers that act like a player."""

    def __init__(self, engine: object, window: QQuickWindow, qtbot: object) -> None:
        self.engine = engine
        self.window = window
        self.qtbot = qtbot
        self.stopped = False

    def find(self, name: str) -> QQuickItem:
        """The item named ``name`` on the screens in use (screens.find_named)."""
        item = find_named(self.window, name)
        assert item is not None, f"no item named {name!r}"
        return item  # type: ignore[return-value]

    def present(self, name: str) -> bool:
        """Whether an item named ``name`` is on a screen in use."""
        try:
            self.find(name)
        except AssertionError:
            return False
        return True

    def key(
        self, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        QTest.keyClick(self.window, key, modifiers)
        self.flush()

    def flush(self) -> None:
        """Deliver what the last act posted (queued signals, Qt.callLater, focus changes),
        and what that posted in turn, without waiting on a clock. Animations and work off
        the GUI thread are awaited with ``qtbot.waitUntil`` where a test needs them."""
        for _ in range(3):
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()

    def settle(self, ms: int = 30) -> None:
        QTest.qWait(ms)

    def wait_until(self, done: Callable[[], object], timeout: int = 15000) -> None:
        """Wait for ``done`` (no timing is asserted: the limit is only how long a loaded
        machine may take, a search process starting among them)."""
        self.qtbot.waitUntil(done, timeout=timeout)  # type: ignore[attr-defined]

    def frames(self, count: int = 2) -> None:
        """Let the scene lay itself out: ``count`` rendered frames (motion is reduced)."""
        for _ in range(count):
            with self.qtbot.waitSignal(  # type: ignore[attr-defined]
                self.window.frameSwapped, timeout=1000, raising=False
            ):
                self.window.update()

    def screen_ready(self) -> bool:
        """The stack's current screen has taken its first focus (after the transition)."""
        stack = self.find("stack")
        screen = stack.property("currentItem")
        if screen is None or stack.property("busy") or not screen.property("focusedBefore"):
            return False
        item = self.focused()
        while item is not None and item is not screen:
            item = item.parentItem()
        return item is not None

    def wait_screen(self, focus: str = "") -> None:
        """Wait until the current screen is ready and (with ``focus``) the focused item's
        name starts with it: a play screen focuses its board once the game is made."""
        self.qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: self.screen_ready() and self.focused_name().startswith(focus), timeout=5000
        )

    def focused(self) -> QQuickItem | None:
        return self.window.activeFocusItem()

    def focused_name(self) -> str:
        from PySide6.QtGui import QAccessible

        item = self.focused()
        assert item is not None
        iface = QAccessible.queryAccessibleInterface(item)
        return iface.text(QAccessible.Text.Name) if iface else ""


def start_scene(qapp: QGuiApplication, qtbot: object) -> Scene:
    """Build the app's engine and window on the profile in $PEBBLEPOUR_PROFILE_DIR."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtQuickControls2 import QQuickStyle

    from pebblepour.app import create_engine
    from pebblepour.profile.profile import Profile

    QQuickStyle.setStyle("Basic")
    QAccessible.setActive(True)
    profile = Profile.open()
    profile.update_settings(reduced_motion=True, language="en")
    engine = create_engine(qapp, profile)
    roots = engine.rootObjects()
    assert roots, "QML failed to load"
    window = roots[0]
    assert isinstance(window, QQuickWindow)
    window.show()
    QTest.qWaitForWindowExposed(window)
    s = Scene(engine, window, qtbot)
    s.wait_screen()
    return s


def stop_scene(s: Scene) -> None:
    """Close the window as a player quitting would (unfinished attempts are saved)."""
    from pebblepour.ui import services

    if s.stopped:
        return
    s.stopped = True
    from pebblepour.app import suspend_games

    suspend_games(s.engine)  # type: ignore[arg-type]
    s.window.close()
    s.engine.deleteLater()  # type: ignore[attr-defined]
    s.settle(10)
    services.current().close()
    # The scene's translator belongs to the application: the next scene starts without it.
    from PySide6.QtCore import QCoreApplication, QTranslator

    app = QCoreApplication.instance()
    if app is not None:
        for tr in app.findChildren(QTranslator):
            QCoreApplication.removeTranslator(tr)
            tr.deleteLater()


ENDLESS_SEED = 7
"""The seed of every Endless game a scene starts (BowlsGame.endless_seed)."""


@pytest.fixture
def scene(
    qapp: QGuiApplication,
    qt_loop: object,
    qtbot: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[Scene]:
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    from pebblepour.ui.bowls_game import BowlsGame

    # Every Endless game of a test is the same game, so a failure replays.
    monkeypatch.setattr(BowlsGame, "endless_seed", staticmethod(lambda: ENDLESS_SEED))
    s = start_scene(qapp, qtbot)
    yield s
    stop_scene(s)

