"""The desktop's own settings (issue 43, point 3): high contrast, reduced motion and the text
size a player set for the whole desktop are the game's from the first start and followed
live, read from the settings portal on the session bus; an option the player changes in the
game is theirs from then on, and "Follow system" gives it back. No portal: the defaults,
said nowhere.

Each test runs a private D-Bus session (``dbus-daemon`` with no services to start on demand,
so no real portal can answer) and a fake portal in a process of its own
(``tests/ui/fake_portal.py``), as the desktop's is.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QtMsgType
from PySide6.QtDBus import QDBusConnection
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickWindow
from PySide6.QtTest import QTest

from pebblepour.profile.settings import Settings
from pebblepour.tools.screens import open_screen, singleton
from pebblepour.ui import system_settings
from pebblepour.ui.system_settings import APPEARANCE, GNOME, GNOME_A11Y, KDE, PortalSettings
from tests.ui.conftest import Scene, stop_scene

BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path={socket}</listen>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""

DESKTOP = [
    [APPEARANCE, "contrast", 1],
    [APPEARANCE, "reduced-motion", 1],
    [GNOME, "text-scaling-factor", 1.25],
]
"""A low-vision player's desktop: high contrast, reduced motion, large text (125 %)."""

CONTRAST = "Black background, white text, thicker outlines and focus ring."
"""High contrast's explanation, as a screen reader hears it with the switch."""
CONTRAST_NOTE = CONTRAST + " Following your system"


@pytest.fixture
def bus() -> Iterator[str]:
    """The address of a private session bus, for this test alone."""
    assert shutil.which("dbus-daemon"), "dbus-daemon missing: run the suite with scripts/test.sh"
    folder = Path(tempfile.mkdtemp(prefix="pp-bus-"))  # short: a socket path has 108 bytes
    config = folder / "bus.conf"
    config.write_text(BUS_CONFIG.format(socket=folder / "socket"), encoding="utf-8")
    daemon = subprocess.Popen(
        ["dbus-daemon", f"--config-file={config}", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    try:
        assert daemon.stdout is not None
        address = daemon.stdout.readline().strip()
        assert address.startswith("unix:"), address
        yield address
    finally:
        daemon.terminate()
        daemon.wait(10)
        shutil.rmtree(folder, ignore_errors=True)


class FakePortal:
    """``tests/ui/fake_portal.py`` running on a bus."""

    def __init__(self, address: str, values: list[list[Any]], old: bool = False) -> None:
        script = Path(__file__).with_name("fake_portal.py")
        self.process = subprocess.Popen(
            [sys.executable, str(script), address, json.dumps(values), *(["--old"] if old else [])],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        )
        assert self.process.stdout is not None
        assert self.process.stdout.readline().strip() == "ready"

    def set(self, namespace: str, key: str, value: object) -> None:
        """Change a setting: the portal emits SettingChanged (returns once it has)."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(["set", namespace, key, value]) + "\n")
        self.process.stdin.flush()
        assert self.process.stdout.readline().strip() == "set"

    def stop(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()


@pytest.fixture
def portal(bus: str) -> Iterator[Callable[..., FakePortal]]:
    """Start a fake portal on the test's bus: ``portal(values, old=False)``."""
    started: list[FakePortal] = []

    def start(values: list[list[Any]], old: bool = False) -> FakePortal:
        started.append(FakePortal(bus, values, old))
        return started[-1]

    yield start
    for fake in started:
        fake.stop()


@pytest.fixture
def reader(bus: str, qapp: QGuiApplication) -> Iterator[Callable[[], PortalSettings]]:
    """Make the game's portal reader on the test's bus (a connection of its own); closed
    after the test, before its connection goes."""
    names: list[str] = []
    made: list[PortalSettings] = []

    def make(text_scaling: bool = True) -> PortalSettings:
        names.append(f"pebblepour-test-{uuid.uuid4().hex}")
        connection = QDBusConnection.connectToBus(bus, names[-1])
        assert connection.isConnected()
        made.append(PortalSettings(connection, text_scaling=text_scaling))
        return made[-1]

    yield make
    for system in made:
        system.close()
    made.clear()
    for name in names:
        QDBusConnection.disconnectFromBus(name)


def answered(system: PortalSettings) -> None:
    """Wait, without running the event loop, until the portal answered every question (as
    the app's start would find them when it makes the interface)."""
    deadline = time.monotonic() + 15
    while system.waiting() and time.monotonic() < deadline:
        time.sleep(0.01)
        system.harvest()
    assert system.waiting() == 0


def start(qapp: QGuiApplication, qtbot: Any, system: PortalSettings,
          check: Callable[[Any], None] | None = None) -> Scene:
    """The app's window on a new profile (only the language chosen), following ``system``;
    ``check(AppSettings)`` runs before the event loop has run once: the first frame."""
    from PySide6.QtGui import QAccessible
    from PySide6.QtQuickControls2 import QQuickStyle

    from pebblepour.app import create_engine
    from pebblepour.profile.profile import Profile

    QQuickStyle.setStyle("Basic")
    QAccessible.setActive(True)
    profile = Profile.open()
    profile.update_settings(language="en")
    engine = create_engine(qapp, profile, system)
    if check is not None:
        check(engine.singletonInstance("PebblePour.Backend", "AppSettings"))
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)
    window.show()
    QTest.qWaitForWindowExposed(window)
    s = Scene(engine, window, qtbot)
    s.wait_screen()
    return s


@pytest.fixture
def scenes(qapp: QGuiApplication, qt_loop: object, tmp_path: Path,
           monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Scene]]:
    """The scenes a test starts, stopped after it (asked for after the bus and the portal:
    stopped before them, as the game quits before the desktop session ends)."""
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    started: list[Scene] = []
    yield started
    for s in started:
        stop_scene(s)


def looks(settings: Any) -> tuple[bool, bool, float]:
    """High contrast, reduced motion, text size: as the game shows them."""
    return (settings.property("highContrast"), settings.property("reducedMotion"),
            settings.property("textScale"))


def saved() -> tuple[bool, bool, float, frozenset[str]]:
    """What the profile gives the rest of the game, and which settings the player chose."""
    from pebblepour.ui import services

    profile = services.current().profile
    now: Settings = profile.settings()
    return now.high_contrast, now.reduced_motion, now.text_size, profile.chosen_settings()


def test_the_first_start_takes_the_desktops_settings(
    qapp: QGuiApplication, qtbot: Any, portal: Any, reader: Any, scenes: list[Scene]
) -> None:
    portal(DESKTOP)
    system = reader()
    answered(system)
    first: list[tuple[bool, bool, float]] = []
    s = start(qapp, qtbot, system, lambda settings: first.append(looks(settings)))
    scenes.append(s)
    settings = singleton(s, "AppSettings")
    # In the first frame already, and nothing stored: the profile only follows.
    assert first == [(True, True, 1.25)]
    assert looks(settings) == (True, True, 1.25)
    assert saved() == (True, True, 1.25, frozenset({"language"}))
    assert settings.property("systemFollow") == {
        "highContrast": "following", "reducedMotion": "following", "textScale": "following"}
    # Settings says so under each option, and a screen reader hears it with the option.
    open_screen(s, "settings")
    s.wait_screen()
    assert s.find("highContrast").property("explanation") == CONTRAST_NOTE
    assert s.find("reducedMotion").property("explanation") == (
        "Pours, lifts and screen changes happen instantly. Following your system")
    assert not s.find("highContrastFollow").isVisible()
    assert not s.find("textScaleFollow").isVisible()


def test_a_change_on_the_desktop_is_followed_at_once(
    qapp: QGuiApplication, qtbot: Any, portal: Any, reader: Any, scenes: list[Scene]
) -> None:
    desktop = portal(DESKTOP)
    system = reader()
    answered(system)
    s = start(qapp, qtbot, system)
    scenes.append(s)
    settings = singleton(s, "AppSettings")
    desktop.set(APPEARANCE, "contrast", 0)
    s.wait_until(lambda: not settings.property("highContrast"))
    desktop.set(GNOME, "text-scaling-factor", 1.5)
    s.wait_until(lambda: settings.property("textScale") == 1.5)
    desktop.set(APPEARANCE, "reduced-motion", 0)
    s.wait_until(lambda: not settings.property("reducedMotion"))
    assert looks(settings) == (False, False, 1.5)
    assert s.engine.singletonInstance("PebblePour", "Theme").property("contrast") is False
    assert saved() == (False, False, 1.5, frozenset({"language"}))


def test_the_players_own_choice_wins_until_they_follow_the_system_again(
    qapp: QGuiApplication, qtbot: Any, portal: Any, reader: Any, scenes: list[Scene]
) -> None:
    desktop = portal(DESKTOP)
    system = reader()
    answered(system)
    s = start(qapp, qtbot, system)
    scenes.append(s)
    settings = singleton(s, "AppSettings")
    open_screen(s, "settings")
    s.wait_screen()
    # The player turns high contrast off in the game, as a player does: Space on the switch.
    switch = s.find("highContrast")
    switch.forceActiveFocus()
    s.key(Qt.Key.Key_Space)
    assert looks(settings) == (False, True, 1.25)
    assert saved() == (False, True, 1.25, frozenset({"language", "high_contrast"}))
    assert settings.property("systemFollow")["highContrast"] == "chosen"
    assert s.find("highContrast").property("explanation") == CONTRAST
    # The desktop changes it, off and on again: not followed. The text size still is (its
    # change comes after, so once it shows, the contrast's changes have been seen).
    desktop.set(APPEARANCE, "contrast", 0)
    desktop.set(APPEARANCE, "contrast", 1)
    desktop.set(GNOME, "text-scaling-factor", 1.75)
    s.wait_until(lambda: settings.property("textScale") == 1.75)
    assert looks(settings) == (False, True, 1.75)
    desktop.set(APPEARANCE, "reduced-motion", 0)
    s.wait_until(lambda: not settings.property("reducedMotion"))
    assert looks(settings) == (False, False, 1.75)
    # "Follow system" gives it back: the desktop's high contrast at once, the focus on the
    # switch (the button goes).
    button = s.find("highContrastFollow")
    assert button.isVisible()
    button.forceActiveFocus()
    s.key(Qt.Key.Key_Space)
    s.frames()
    assert looks(settings) == (True, False, 1.75)
    assert saved() == (True, False, 1.75, frozenset({"language"}))
    assert not s.find("highContrastFollow").isVisible()
    assert s.focused() is s.find("highContrast")
    assert s.find("highContrast").property("explanation") == CONTRAST_NOTE
    desktop.set(APPEARANCE, "contrast", 0)
    s.wait_until(lambda: not settings.property("highContrast"))


def test_choosing_the_size_the_desktop_has_makes_it_the_players(
    qapp: QGuiApplication, qtbot: Any, portal: Any, reader: Any, scenes: list[Scene]
) -> None:
    desktop = portal(DESKTOP)
    system = reader()
    answered(system)
    s = start(qapp, qtbot, system)
    scenes.append(s)
    settings = singleton(s, "AppSettings")
    settings.setProperty("textScale", 1.25)  # the size shown, chosen
    assert saved()[3] == frozenset({"language", "text_size"})
    desktop.set(GNOME, "text-scaling-factor", 2.0)
    desktop.set(APPEARANCE, "contrast", 0)
    s.wait_until(lambda: not settings.property("highContrast"))
    assert looks(settings) == (False, True, 1.25)


def test_an_older_portal_is_read_with_read(
    qapp: QGuiApplication, qtbot: Any, portal: Any, reader: Any, scenes: list[Scene]
) -> None:
    """A portal before ReadOne (version 1) and a GNOME desktop's own keys."""
    portal([[GNOME_A11Y, "high-contrast", True], [GNOME, "enable-animations", False],
            [GNOME, "text-scaling-factor", 2.2]], old=True)
    system = reader()
    answered(system)
    assert system.values == {"high_contrast": True, "reduced_motion": True, "text_size": 2.0}


def test_on_x11_the_text_scaling_is_left_to_qt(portal: Any, reader: Any) -> None:
    """There Qt already scales the whole window by it (``Xft.dpi``): not counted twice."""
    portal(DESKTOP)
    system = reader(text_scaling=False)
    answered(system)
    assert system.values == {"high_contrast": True, "reduced_motion": True}


def test_no_portal_gives_the_defaults_at_once_and_says_nothing(
    qapp: QGuiApplication, qtbot: Any, reader: Any, scenes: list[Scene], qtlog: Any,
    capfd: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    system = reader()  # a session bus with nobody on it
    answered(system)
    assert system.values == {}
    s = start(qapp, qtbot, system)
    scenes.append(s)
    settings = singleton(s, "AppSettings")
    s.frames()
    assert looks(settings) == (False, False, 1.0)
    assert saved() == (False, False, 1.0, frozenset({"language"}))
    assert settings.property("systemFollow") == {}
    open_screen(s, "settings")
    s.wait_screen()
    assert not s.find("highContrastFollow").isVisible()
    assert s.find("highContrast").property("explanation") == CONTRAST
    # No session bus at all: nothing is asked (no D-Bus autolaunch either).
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", tempfile.gettempdir() + "/no-such-runtime-dir")
    assert system_settings.session_bus() is None
    nothing = system_settings.watch()
    assert type(nothing) is system_settings.SystemSettings and nothing.values == {}
    warnings = [r.message for r in qtlog.records if r.type != QtMsgType.QtDebugMsg]
    assert warnings == []
    assert capfd.readouterr().err == ""


def test_windows_and_macos_read_the_contrast_from_qt(qapp: QGuiApplication) -> None:
    """Qt's style hints (the path of Windows and macOS; drawn offscreen here, where Qt knows
    no contrast preference)."""
    hints = system_settings.StyleHintSettings(QGuiApplication.styleHints())
    assert hints.values == {"high_contrast": False}
    assert hints.waiting() == 0
    hints.close()


@pytest.mark.parametrize(
    ("published", "values"),
    [
        ({}, {}),
        ({(APPEARANCE, "contrast"): 1, (GNOME_A11Y, "high-contrast"): False},
         {"high_contrast": True}),
        ({(APPEARANCE, "contrast"): 0, (GNOME_A11Y, "high-contrast"): True},
         {"high_contrast": False}),
        ({(APPEARANCE, "contrast"): 2}, {"high_contrast": False}),
        ({(APPEARANCE, "contrast"): "yes", (GNOME_A11Y, "high-contrast"): True},
         {"high_contrast": True}),
        ({(KDE, "AnimationDurationFactor"): "0"}, {"reduced_motion": True}),
        ({(KDE, "AnimationDurationFactor"): "0.5"}, {"reduced_motion": False}),
        ({(KDE, "AnimationDurationFactor"): "fast"}, {}),
        ({(GNOME, "enable-animations"): True, (KDE, "AnimationDurationFactor"): "0"},
         {"reduced_motion": False}),
        ({(GNOME, "text-scaling-factor"): 1.15}, {"text_size": 1.25}),
        ({(GNOME, "text-scaling-factor"): 0.0}, {}),
    ],
)
def test_what_the_published_values_mean(
    published: dict[tuple[str, str], object], values: dict[str, object]
) -> None:
    """The standard key first, then the desktop's own; a value of another type says
    nothing."""
    assert system_settings.read_values(published) == values
