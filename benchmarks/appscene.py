"""The real app's window for the UI benchmarks (never a test): one start-up, one way to wait,
one GUI-thread stall timer, one way to open a screen as its button does.

    scene = AppScene(language="pl", text_size=2.0)
    with scene.stalls() as gaps:
        seconds = scene.open_timed("gallery", "galleryScreen")
    print(seconds, gaps.longest_ms)

The platform is the X display in $DISPLAY if there is one, else offscreen; the profile is the
one in $PEBBLEPOUR_PROFILE_DIR (a benchmark sets it to a temporary folder first). A process may
build one scene after another if it closes each (``close``).
"""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any


def platform_env() -> None:
    """Offscreen unless there is a display; no sound (before QGuiApplication is made)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb" if os.environ.get("DISPLAY") else "offscreen")
    os.environ.setdefault("PEBBLEPOUR_AUDIO", "off")


class Gaps:
    """The gaps between the ticks of a timer on the GUI thread: the longest is the worst stall
    (a key pressed meanwhile waits as long)."""

    def __init__(self, interval_ms: int) -> None:
        from PySide6.QtCore import QElapsedTimer, Qt, QTimer

        self.clock = QElapsedTimer()
        self.clock.start()
        self.ticks: list[int] = [0]
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(lambda: self.ticks.append(self.clock.elapsed()))
        self.timer.start()

    @property
    def gaps_ms(self) -> list[int]:
        return [b - a for a, b in zip(self.ticks, self.ticks[1:], strict=False)]

    @property
    def longest_ms(self) -> int:
        return max(self.gaps_ms, default=0)

    def over(self, limit_ms: int) -> list[tuple[int, int]]:
        """(when, how long) of each gap over the limit, in ms from the start."""
        return [(a, b - a) for a, b in zip(self.ticks, self.ticks[1:], strict=False)
                if b - a > limit_ms]


class AppScene:
    """The app's engine and shown window, built as ``main()`` builds them."""

    def __init__(self, language: str = "en", text_size: float = 1.0,
                 reduced_motion: bool = True, size: tuple[int, int] | None = None) -> None:
        platform_env()
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtQuick import QQuickWindow
        from PySide6.QtQuickControls2 import QQuickStyle
        from PySide6.QtTest import QTest

        QQuickStyle.setStyle("Basic")
        app = QGuiApplication.instance()
        if app is None:  # the process's first scene: the app and its asyncio loop
            import asyncio

            import qasync

            app = QGuiApplication(sys.argv[:1])
            asyncio.set_event_loop(qasync.QEventLoop(app))
        assert isinstance(app, QGuiApplication)
        self.app = app
        from pebblepour.app import create_engine
        from pebblepour.profile.profile import Profile

        self.profile = Profile.open()
        self.profile.update_settings(reduced_motion=reduced_motion, language=language,
                                     text_size=text_size)
        self.engine = create_engine(self.app, self.profile)
        window = self.engine.rootObjects()[0]
        assert isinstance(window, QQuickWindow)
        self.window = window
        if size:
            window.resize(*size)
        window.show()
        QTest.qWaitForWindowExposed(window)
        self.state: Any = self.engine.singletonInstance("PebblePour.Backend", "AppState")
        from pebblepour.tools.screens import find_named

        self.stack: Any = find_named(window, "stack")  # the StackView of screens
        self.pump(0.5)

    def pump(self, seconds: float) -> None:
        """Let the app run for a while (events, timers, frames), deleting what was destroyed
        as the app's event loop does (``processEvents`` outside a loop never does)."""
        from PySide6.QtCore import QCoreApplication, QEvent

        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            time.sleep(0.002)

    def until(self, done: Callable[[], object], limit: float = 120.0) -> None:
        end = time.monotonic() + limit
        while not done() and time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.001)  # not a busy loop: the work waited for may need the CPU
        if not done():
            raise TimeoutError(f"not done in {limit} s")

    def current(self) -> Any:
        """The screen on top of the stack."""
        return self.stack.property("currentItem")

    def open_screen(self, name: str, props: dict[str, object] | None = None) -> None:
        """Open a screen as its button does (``openScreen`` on the screen shown)."""
        from PySide6.QtCore import Q_ARG, QMetaObject

        QMetaObject.invokeMethod(self.current(), "openScreen", Q_ARG(str, name),
                                 Q_ARG("QVariant", props or {}))

    def open_timed(self, name: str, object_name: str,
                   props: dict[str, object] | None = None) -> float:
        """Open a screen; seconds from the call to the first frame drawn with it on top."""
        drawn = [False]

        def frame() -> None:
            if self.current().objectName() == object_name:
                drawn[0] = True

        self.window.frameSwapped.connect(frame)
        start = time.perf_counter()
        self.open_screen(name, props)
        self.until(lambda: drawn[0])
        seconds = time.perf_counter() - start
        self.window.frameSwapped.disconnect(frame)
        return seconds

    def frame_after(self, act: Callable[[], object] = lambda: None) -> float:
        """Seconds from the start of ``act()`` (a key, say) to the first frame drawn since (a
        frame is asked for once it returns)."""
        drawn: list[float] = []

        def frame() -> None:
            drawn.append(time.perf_counter())

        self.window.frameSwapped.connect(frame)
        start = time.perf_counter()
        act()
        self.window.update()
        self.until(lambda: drawn)
        self.window.frameSwapped.disconnect(frame)
        return drawn[0] - start

    def back_home(self) -> None:
        from PySide6.QtCore import QMetaObject

        QMetaObject.invokeMethod(self.window, "goHome")
        self.until(lambda: self.current().objectName() == "homeScreen")

    @contextmanager
    def stalls(self, interval_ms: int = 2, settle: float = 0.1,
               after: float = 0.3) -> Iterator[Gaps]:
        """Time the GUI thread's gaps over the block (with a short pump before and after)."""
        gaps = Gaps(interval_ms)
        self.pump(settle)
        try:
            yield gaps
            self.pump(after)
        finally:
            gaps.timer.stop()

    def close(self) -> None:
        """Quit as main() does: the unfinished games saved, the engine gone, the services
        stopped."""
        from PySide6.QtTest import QTest

        from pebblepour.app import suspend_games
        from pebblepour.ui import services

        suspend_games(self.engine)
        self.window.close()
        self.engine.deleteLater()
        QTest.qWait(20)  # processEvents() alone leaves a deleteLater() undone
        services.current().close()
        self.app.processEvents()
        gc.collect()  # the next scene's figures are not slowed by a collection of this one
