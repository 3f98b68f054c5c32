"""Takes the AppStream screenshots (packaging/screenshots/*.png) from the real app, offscreen.

Usage: .venv/bin/python scripts/take-screenshots.py
Each screen is reached with the keys a player would press.
"""

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["PEBBLEPOUR_PROFILE_DIR"] = tempfile.mkdtemp(prefix="pebblepour-shots-")

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtQuick import QQuickWindow
from PySide6.QtQuickControls2 import QQuickStyle
from PySide6.QtTest import QTest

OUT = Path(__file__).resolve().parents[1] / "packaging" / "screenshots"
SIZE = QSize(1280, 800)

QQuickStyle.setStyle("Basic")
from pebblepour.app import choose_renderer  # noqa: E402

choose_renderer()
app = QGuiApplication(sys.argv[:1])
import asyncio  # noqa: E402

import qasync  # noqa: E402

asyncio.set_event_loop(qasync.QEventLoop(app))
from pebblepour.app import create_engine  # noqa: E402
from pebblepour.profile.profile import Profile  # noqa: E402

profile = Profile.open()
profile.update_settings(reduced_motion=True, language="en")
engine = create_engine(app, profile)
window = engine.rootObjects()[0]
assert isinstance(window, QQuickWindow)
window.resize(SIZE)
window.show()
QTest.qWaitForWindowExposed(window)


def wait(ms: int = 300) -> None:
    QTest.qWait(ms)


def focused_name() -> str:
    item = window.activeFocusItem()
    iface = QAccessible.queryAccessibleInterface(item) if item else None
    return iface.text(QAccessible.Text.Name) if iface else ""


def key(k: Qt.Key) -> None:
    QTest.keyClick(window, k)
    wait(60)


def tab_to(name: str) -> None:
    for _ in range(20):
        if focused_name() == name:
            return
        key(Qt.Key.Key_Tab)
    raise SystemExit(f"no {name!r} on this screen")


def until(test: object, limit: float = 10.0) -> None:
    end = time.monotonic() + limit
    while not test() and time.monotonic() < end:  # type: ignore[operator]
        wait(50)


def shot(name: str) -> None:
    wait(400)
    path = OUT / f"{name}.png"
    window.grabWindow().save(str(path))
    print(path.name, path.stat().st_size, "bytes")


QAccessible.setActive(True)
wait(500)
shot("home")
tubes = engine.singletonInstance("PebblePour.Backend", "TubesGame")
bowls = engine.singletonInstance("PebblePour.Backend", "BowlsGame")
tab_to("Levels")  # Tubes levels, then level 1
key(Qt.Key.Key_Return)
until(lambda: window.findChild(QObject, "levelGrid") is not None)
wait(200)
key(Qt.Key.Key_Return)
until(lambda: tubes.board() is not None and not tubes.busy)
key(Qt.Key.Key_1)
key(Qt.Key.Key_4)
shot("tubes")
key(Qt.Key.Key_Escape)
wait(300)
key(Qt.Key.Key_Escape)
wait(300)
tab_to("Endless")
key(Qt.Key.Key_Return)
until(lambda: bowls.mode == "endless")
key(Qt.Key.Key_Right)
key(Qt.Key.Key_Right)
shot("bowls")
