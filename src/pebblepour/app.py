"""Start the app: Qt application, qasync loop, translator, QML engine.

``main`` only wires things together; ``create_engine`` is shared with the tests, which drive
the same QML scene offscreen.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import socket
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer, QTranslator
from PySide6.QtGui import QFont, QGuiApplication, QIcon, QWindow
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow, QSGRendererInterface
from PySide6.QtQuickControls2 import QQuickStyle

from pebblepour import __version__, board_id, desktop
from pebblepour.paths import APP_ID, data_dir, icon_file, missing_data
from pebblepour.profile.profile import ENV_DIR, Profile
from pebblepour.profile.store import GUI_WAIT_S, ProfileError
from pebblepour.session.achievements import restore as restore_achievements

# Importing the modules registers their QML types (@QmlElement / @QmlSingleton).
from pebblepour.sound.player import NoDevice, sound_check
from pebblepour.thai_breaks import use_catalogue_breaks
from pebblepour.ui import (
    QML_IMPORT_NAME,
    achievements,
    announcer,
    app_state,
    board_editor,
    board_entry,
    bowls_game,
    bowls_lists,
    game_controller,
    keymap,
    messages,
    scale_watch,
    services,
    settings,
    sounds,
    tubes_game,
    tubes_lists,
)
from pebblepour.ui.key_cooldown import KeyCooldown
from pebblepour.ui.settings import LANGUAGES, language_in_use
from pebblepour.ui.system_settings import SystemSettings, watch

APP_NAME = "Pebble & Pour"
#: The QML singletons (named as their classes) whose Python-built texts follow the language.
RETRANSLATED = (
    tubes_game.TubesGame,
    tubes_lists.TubesLists,
    app_state.AppState,
    bowls_game.BowlsGame,
    bowls_lists.BowlsLists,
    achievements.Achievements,
    keymap.KeyMap,
    board_entry.BoardEntry,
    board_editor.BoardEditor,
)


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
            for kind in RETRANSLATED:
                obj = self.engine.singletonInstance(QML_IMPORT_NAME, kind.__name__)
                if isinstance(obj, kind):
                    obj.retranslate()


FONT_FAMILIES = ["Noto Sans", "Noto Sans Thai", "Noto Sans CJK JP", "DejaVu Sans"]
"""The app's fonts, first choice first: a character takes the first that has it (so Thai
takes Noto Sans Thai, and a "·" among Thai words stays Noto Sans's or DejaVu Sans's centred
dot, not a Thai system font's raised one); then the system's own fallback."""


def use_app_fonts(app: QGuiApplication) -> None:
    """The app's font families (:data:`FONT_FAMILIES`): the app, the tests and the screens
    tool all lay out with them."""
    font = QFont(app.font())
    font.setFamilies(FONT_FAMILIES)
    app.setFont(font)


def create_engine(
    app: QGuiApplication, profile: Profile, system: SystemSettings | None = None
) -> QQmlApplicationEngine:
    """Build the QML engine with the app's services; the caller keeps both alive.

    ``system``: the desktop's settings, followed where the player has not chosen their own
    (the app's; without it, as the tests and the screens tool draw, none are followed).
    """
    use_app_fonts(app)
    if system is not None:
        system.harvest()  # the answers already in: the first frame has them
        profile.use_system_settings(system.values)
    translations = Translations(app)
    restore_achievements(profile)  # an award lost to an older version or an edit comes back
    # The window writes its profile on the GUI thread: a write that finds another window's
    # lock waits a moment, not seconds, so that every key is answered meanwhile (issue 41).
    profile.write_wait = GUI_WAIT_S
    profile.sync_off_thread()  # nor does it wait on the disk's fsync (up to 0.6 s under load)
    engine = QQmlApplicationEngine()
    # Lives as long as the engine (a filter is removed from the application when it goes);
    # an application event filter while it is on.
    cooldown = KeyCooldown(profile.settings().key_cooldown, engine)
    svc = services.Services(
        profile=profile,
        set_language=translations.set_language,
        set_key_cooldown=lambda seconds: setattr(cooldown, "seconds", seconds),
    )
    services.install(svc)
    translations.set_language(language_in_use(profile.settings().language))
    translations.engine = engine
    engine.addImportPath(str(data_dir("qml")))
    engine.loadFromModule("PebblePour", "Main")
    roots = engine.rootObjects()
    if roots and isinstance(roots[0], QWindow):
        announcer.set_window(roots[0])
    app_settings = engine.singletonInstance(QML_IMPORT_NAME, "AppSettings")
    if system is not None and isinstance(app_settings, settings.AppSettings):
        system.changed.connect(app_settings.useSystem)
        system.harvest()  # what came while the interface loaded, still before the first frame
    speech = engine.singletonInstance(QML_IMPORT_NAME, "Announcer")
    if isinstance(speech, announcer.Announcer):
        speech.announced.connect(sounds.speaking)  # the effects duck under speech
    messages.reset_warnings()
    spoken = []
    if profile.read_only is not None:
        spoken.append(messages.report_read_only(profile.read_only))
    # A kept-aside profile is told at every start until the player dismisses it (on Home).
    spoken.extend(app_state.notice_sentence(m.issue, m.moved_to.name) for m in profile.notices())
    for sentence in spoken:
        # Shown on screen too; said once the window is up so a screen reader hears it.
        # (Tied to the engine: a window closed within the second says nothing.)
        QTimer.singleShot(1000, engine, lambda text=sentence: announcer.say(text, True))
    return engine


def suspend_games(engine: QQmlApplicationEngine) -> None:
    """Save every unfinished attempt (on quit, as on every move)."""
    for kind in (tubes_game.TubesGame, bowls_game.BowlsGame):
        game = engine.singletonInstance(QML_IMPORT_NAME, kind.__name__)
        if isinstance(game, kind):
            game.suspend()
    game_controller.unwritten.last_try()  # a record that waited for the disk


def choose_renderer() -> None:
    """Draw with Qt Quick's software renderer unless QT_QUICK_BACKEND says otherwise.

    Both games are flat 2D scenes whose animations touch small regions, which the software
    renderer repaints partially; measured on this project's reference machine it halves peak
    memory (about 106 MB instead of 200 MB with Mesa's GL) and starts faster, with chain frames
    under 6 ms (benchmarks/ui_bench.py, benchmarks/bowls_frame_bench.py).
    """
    if not os.environ.get("QT_QUICK_BACKEND"):
        QQuickWindow.setGraphicsApi(QSGRendererInterface.GraphicsApi.Software)


def parse_command_line(argv: list[str]) -> argparse.Namespace:
    """The desktop program's options (``pebblepour --help``)."""
    parser = argparse.ArgumentParser(
        prog="pebblepour",
        description="Pebble & Pour: two colour puzzles, Bowls and Tubes, playable with the "
        "mouse, the keyboard alone or a screen reader.",
        epilog="Without options it opens the game window. Your progress lives in a profile "
        f"in the user data folder (or in ${ENV_DIR}).",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--profile-dir", metavar="DIR", type=Path,
        help="keep the profile in DIR instead of the user data folder (created if needed)",
    )
    parser.add_argument(
        "--language", metavar="CODE", choices=[code for code, _ in LANGUAGES],
        help="play in this language and keep it as the chosen language: "
        + ", ".join(f"{code} ({name})" for code, name in LANGUAGES),
    )
    parser.add_argument(
        "--install-desktop-files", action="store_true",
        help="add the app to the desktop's menu: copy its desktop entry, AppStream "
        "metadata and icons into $XDG_DATA_HOME (~/.local/share), then quit",
    )
    parser.add_argument(
        "--remove-desktop-files", action="store_true",
        help="take those files out of $XDG_DATA_HOME again, then quit",
    )
    parser.add_argument(
        "--play", metavar="ID",
        help="open the board this ID names: tubes:level:37, tubes:daily:2026-12-01, "
        "bowls:puzzle:12, bowls:daily:2026-12-01, or a whole board (tubes:abca,bcab,cabc,-,-; "
        "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3), proven by the solver first",
    )
    parser.add_argument(
        "--self-test", action="store_true",
        help="start, draw the first frame (with --play: the board's), print how long that "
        "took and quit (checks an installation; with QT_QPA_PLATFORM=offscreen it needs no "
        "display)",
    )
    parser.add_argument(
        "--sound-check", action="store_true",
        help="open the sound device, play a short sound through it, say which backend "
        "played it and quit (checks an installation; PEBBLEPOUR_AUDIO=null plays to "
        "miniaudio's null device, which needs no sound card)",
    )
    return parser.parse_args(argv)


def _x11_reachable(display: str) -> bool:
    """Whether a local X display (``:N`` or ``unix:N``) accepts a connection."""
    host, _, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if host not in ("", "unix") or not number.isdigit():
        return True  # a remote display: Qt will say if it cannot reach it
    path = f"/tmp/.X11-unix/X{number}"
    for address in ("\0" + path, path):
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            try:
                sock.connect(address)
            except OSError:
                continue
            return True
    return False


def no_display_sentence() -> str | None:
    """One sentence when there is no display to open a window on, else None."""
    if os.environ.get("QT_QPA_PLATFORM") or sys.platform in ("win32", "darwin"):
        return None
    wayland = os.environ.get("WAYLAND_DISPLAY", "")
    if wayland:
        folder = os.environ.get("XDG_RUNTIME_DIR", "")
        if os.path.exists(os.path.join(folder, wayland)):
            return None
    x11 = os.environ.get("DISPLAY", "")
    if x11 and _x11_reachable(x11):
        return None
    where = f"the display {x11 or wayland} does not answer" if (x11 or wayland) else (
        "neither DISPLAY nor WAYLAND_DISPLAY is set"
    )
    return (
        f"pebblepour: there is no display to open the game window on ({where}); start it "
        "from a desktop session, or set QT_QPA_PLATFORM=offscreen to run without a screen."
    )


def command_line_actions(args: argparse.Namespace) -> int | None:
    """Do what the options ask before any window; an exit status ends the program."""
    missing = missing_data()
    if missing is not None:
        print(f"pebblepour: {missing}", file=sys.stderr)
        return 1
    if args.install_desktop_files or args.remove_desktop_files:
        verb = "installed" if args.install_desktop_files else "removed"
        try:
            done = desktop.install() if args.install_desktop_files else desktop.remove()
        except OSError as error:
            where = error.filename or desktop.data_home()
            print(
                f"pebblepour: the desktop files could not be {verb} under "
                f"{desktop.data_home()}: {where}: {error.strerror or error}",
                file=sys.stderr,
            )
            return 1
        for path in done:
            print(f"{verb} {path}")
        print(f"pebblepour: {len(done)} desktop files {verb} under {desktop.data_home()}")
        return 0
    if args.sound_check:
        # The one line below says why there is no sound; the player's log line would repeat it.
        sound_log = logging.getLogger("pebblepour.sound")
        level = sound_log.level
        sound_log.setLevel(logging.ERROR)
        try:
            print(f"pebblepour: {sound_check()}")
        except NoDevice as error:
            print(f"pebblepour: no sound: {error}", file=sys.stderr)
            return 1
        finally:
            sound_log.setLevel(level)
        return 0
    if args.play is not None:
        try:
            board_id.parse(args.play)
        except board_id.BoardIdError as error:
            print(f"pebblepour: --play: {error}", file=sys.stderr)
            return 2
    if args.profile_dir is not None:
        os.environ[ENV_DIR] = str(args.profile_dir.absolute())
    sentence = no_display_sentence()
    if sentence is not None:
        print(sentence, file=sys.stderr)
        return 2
    return None


def _seconds_since_start(since: float) -> float:
    """Seconds since the process started (Linux), else since ``since`` (a monotonic time)."""
    try:
        with open("/proc/self/stat") as stat, open("/proc/uptime") as uptime:
            ticks = int(stat.read().rsplit(")", 1)[1].split()[19])
            return float(uptime.read().split()[0]) - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.monotonic() - since


def quit_after_first_frame(
    app: QGuiApplication, window: QWindow, engine: QQmlApplicationEngine | None = None
) -> list[int]:
    """``--self-test``: quit once the first frame is drawn; the list holds the exit status.
    With ``engine`` (``--play ID``), the first frame once a board is on a game's screen, or
    exit 1 as soon as the ID is refused (said why)."""
    status = [1]
    since = time.monotonic()
    what, late = ("first frame", "no frame was") if engine is None else (
        "board drawn", "the board was not")

    def drawn() -> None:
        print(f"pebblepour: {what} {_seconds_since_start(since):.2f} s after start", flush=True)
        status[0] = 0
        QTimer.singleShot(0, app.quit)

    def watch() -> None:
        window.frameSwapped.connect(drawn, Qt.ConnectionType.SingleShotConnection)  # type: ignore[attr-defined]
        if isinstance(window, QQuickWindow):
            window.update()

    def too_late() -> None:
        print(f"pebblepour: {late} drawn within 60 s", file=sys.stderr, flush=True)
        app.quit()

    QTimer.singleShot(60_000, too_late)
    if engine is None:
        watch()
        return status
    entry = engine.singletonInstance(QML_IMPORT_NAME, "BoardEntry")
    games = [engine.singletonInstance(QML_IMPORT_NAME, k.__name__)
             for k in (tubes_game.TubesGame, bowls_game.BowlsGame)]
    poll = QTimer(app)
    poll.setInterval(50)

    def check() -> None:
        if any(isinstance(g, game_controller.GameController) and g.has_game() for g in games):
            poll.stop()
            watch()
        elif isinstance(entry, board_entry.BoardEntry) and entry.refused():
            poll.stop()
            print(f"pebblepour: {entry.verdict}", file=sys.stderr, flush=True)
            app.quit()

    poll.timeout.connect(check)
    poll.start()
    return status


def main(argv: list[str] | None = None) -> int:
    args = parse_command_line(sys.argv[1:] if argv is None else argv)
    early = command_line_actions(args)
    if early is not None:
        return early
    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
    QQuickStyle.setStyle("Basic")
    choose_renderer()
    use_catalogue_breaks()  # Thai broken only between its words (before any layout)
    QGuiApplication.setApplicationName("pebblepour")
    QGuiApplication.setApplicationDisplayName(APP_NAME)
    QGuiApplication.setOrganizationName("pebblepour")
    QGuiApplication.setDesktopFileName(APP_ID)  # matches the desktop entry (Wayland app id)
    app = QGuiApplication(sys.argv[:1])
    app.setWindowIcon(QIcon(str(icon_file())))
    system = watch(app)  # asked now, answered while the rest starts (never waited for)

    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    # A profile that cannot be written opens as an in-memory copy: the player plays,
    # warned on screen for the whole session (Profile.read_only says why).
    profile = Profile.open()
    if args.language:
        try:
            profile.update_settings(language=args.language)
        except ProfileError as exc:
            print(f"pebblepour: {exc}", file=sys.stderr)
    engine = create_engine(app, profile, system)
    if profile.settings().sound:
        services.current().player.start()  # the device opens off the GUI thread, now
    if not engine.rootObjects():
        print("pebblepour: the interface failed to load", file=sys.stderr)
        return 1
    status = [0]
    window = engine.rootObjects()[0]
    # Whole again after the display's scale changes under it (Wayland: ui/scale_watch.py).
    rescaled = scale_watch.watch(window) if isinstance(window, QWindow) else None
    if args.play is not None:
        entry = engine.singletonInstance(QML_IMPORT_NAME, "BoardEntry")
        if isinstance(entry, board_entry.BoardEntry):
            QTimer.singleShot(0, lambda: entry.play(args.play))
    if args.self_test and isinstance(window, QWindow):
        status = quit_after_first_frame(app, window, engine if args.play is not None else None)
    with loop:
        app.aboutToQuit.connect(loop.stop)
        loop.run_forever()
    system.close()
    del rescaled
    suspend_games(engine)
    del engine
    services.current().close()
    return status[0]
