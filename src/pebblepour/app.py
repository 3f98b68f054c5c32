"""Start the app: Qt application, qasync loop, translator, QML engine.

``main`` only wires things together; ``create_engine`` is shared with the tests, which drive
the same QML scene offscreen.
"""

from __future__ import annotations

import asyncio
import os
import sys

from PySide6.QtCore import QCoreApplication, QLocale, QTimer, QTranslator
from PySide6.QtGui import QFont, QGuiApplication, QIcon, QWindow
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow, QSGRendererInterface
from PySide6.QtQuickControls2 import QQuickStyle

from pebblepour.paths import data_dir
from pebblepour.profile.profile import Profile

# Importing the modules registers their QML types (@QmlElement / @QmlSingleton).
from pebblepour.ui import (  # noqa: F401
    announcer,
    app_state,
    bowls_game,
    bowls_lists,
    messages,
    services,
    settings,
    tubes_game,
    tubes_lists,
)
from pebblepour.ui.settings import LANGUAGES

APP_NAME = "Pebble & Pour"


class Translations:
    """Installs the translator for a language and retranslates the running QML."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._translator: QTranslator | None = None
        self.engine: QQmlApplicationEngine | None = None

    def set_language(self, code: str) -> None:
        if self._translator is not None:
            self._app.removeTranslator(self._translator)
            self._translator = None
        # English has a catalogue too: it holds the singular and plural forms of "%n …".
        tr = QTranslator(self._app)
        if tr.load(f"pebblepour_{code}", str(data_dir("translations"))):
            self._app.installTranslator(tr)
            self._translator = tr
        QLocale.setDefault(QLocale(code))
        if self.engine is not None:
            self.engine.retranslate()
            # Texts built in Python (tube names, level lists, statistics) are rebuilt too.
            for name in ("TubesGame", "TubesLists", "AppState", "BowlsGame", "BowlsLists"):
                obj = self.engine.singletonInstance("PebblePour.Backend", name)
                if obj is not None:
                    obj.retranslate()


def initial_language(saved: str) -> str:
    codes = dict(LANGUAGES)
    if saved in codes:
        return saved
    system = QLocale.system().name().split("_")[0]
    return system if system in codes else "en"


def create_engine(app: QGuiApplication, profile: Profile) -> QQmlApplicationEngine:
    """Build the QML engine with the app's services; the caller keeps both alive."""
    translations = Translations(app)
    svc = services.Services(profile=profile, set_language=translations.set_language)
    services.install(svc)
    translations.set_language(initial_language(profile.settings().language))
    engine = QQmlApplicationEngine()
    translations.engine = engine
    engine.addImportPath(str(data_dir("qml")))
    engine.loadFromModule("PebblePour", "Main")
    roots = engine.rootObjects()
    if roots and isinstance(roots[0], QWindow):
        announcer.set_window(roots[0])
    messages.reset_warnings()
    spoken = []
    if profile.read_only is not None:
        spoken.append(messages.report_read_only(profile.read_only))
    # A kept-aside profile is told at every start until the player dismisses it (on Home).
    spoken.extend(app_state.notice_sentence(m.issue, m.moved_to.name) for m in profile.notices())
    for sentence in spoken:
        # Shown on screen too; said once the window is up so a screen reader hears it.
        QTimer.singleShot(1000, lambda text=sentence: announcer.say(text, True))
    return engine


def suspend_games(engine: QQmlApplicationEngine) -> None:
    """Save every unfinished attempt (on quit, as on every move)."""
    for name in ("TubesGame", "BowlsGame"):
        game = engine.singletonInstance("PebblePour.Backend", name)
        if game is not None:
            game.suspend()


def choose_renderer() -> None:
    """Draw with Qt Quick's software renderer unless QT_QUICK_BACKEND says otherwise.

    Both games are flat 2D scenes whose animations touch small regions, which the software
    renderer repaints partially; measured on this project's reference machine it halves peak
    memory (about 106 MB instead of 200 MB with Mesa's GL) and starts faster, with chain frames
    under 6 ms (benchmarks/ui_bench.py, benchmarks/bowls_frame_bench.py).
    """
    if not os.environ.get("QT_QUICK_BACKEND"):
        QQuickWindow.setGraphicsApi(QSGRendererInterface.GraphicsApi.Software)


def main() -> int:
    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
    QQuickStyle.setStyle("Basic")
    choose_renderer()
    QGuiApplication.setApplicationName("pebblepour")
    QGuiApplication.setApplicationDisplayName(APP_NAME)
    QGuiApplication.setOrganizationName("pebblepour")
    app = QGuiApplication(sys.argv)
    icon = data_dir("resources") / "icons" / "pebblepour.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    font = QFont(app.font())
    font.setFamilies(["Noto Sans", "Noto Sans Thai", "Noto Sans CJK JP", "DejaVu Sans"])
    app.setFont(font)

    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    # A profile that cannot be written opens as an in-memory copy: the player plays,
    # warned on screen for the whole session (Profile.read_only says why).
    profile = Profile.open()
    engine = create_engine(app, profile)
    if not engine.rootObjects():
        print("pebblepour: the interface failed to load", file=sys.stderr)
        return 1
    with loop:
        app.aboutToQuit.connect(loop.stop)
        loop.run_forever()
    suspend_games(engine)
    del engine
    services.current().close()
    return 0
