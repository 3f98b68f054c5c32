"""The desktop's own accessibility settings (issue 43): the high contrast, reduced motion and
text size a player set for the whole desktop, read where the desktop publishes them and
followed while the game runs (``Profile.use_system_settings`` gives them to the settings the
player has not chosen in the game).

Linux and the other free desktops: the settings portal (``org.freedesktop.portal.Settings``
on the session bus), asked asynchronously, its ``SettingChanged`` signal followed; a session
without a bus or without a portal costs nothing and says nothing. Windows and macOS: Qt's
style hints, which publish the contrast preference (neither gives Qt a reduced-motion or text
size setting). The colour scheme is not followed: the game has one look, a dark one.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Mapping

from PySide6.QtCore import SLOT, QObject, Qt, Signal, Slot
from PySide6.QtDBus import (
    QDBusConnection,
    QDBusMessage,
    QDBusPendingCallWatcher,
    QDBusVariant,
)
from PySide6.QtGui import QAccessibilityHints, QGuiApplication, QStyleHints

from pebblepour.ui.settings import TEXT_SCALES

__all__ = [
    "PORTAL",
    "PORTAL_PATH",
    "PORTAL_SETTINGS",
    "SOURCES",
    "PortalSettings",
    "StyleHintSettings",
    "SystemSettings",
    "meaning",
    "read_values",
    "session_bus",
    "text_step",
    "watch",
]

PORTAL = "org.freedesktop.portal.Desktop"
PORTAL_PATH = "/org/freedesktop/portal/desktop"
PORTAL_SETTINGS = "org.freedesktop.portal.Settings"

APPEARANCE = "org.freedesktop.appearance"
GNOME = "org.gnome.desktop.interface"
GNOME_A11Y = "org.gnome.desktop.a11y.interface"
KDE = "org.kde.kdeglobals.KDE"

SOURCES: dict[str, tuple[tuple[str, str], ...]] = {
    "high_contrast": ((APPEARANCE, "contrast"), (GNOME_A11Y, "high-contrast")),
    "reduced_motion": (
        (APPEARANCE, "reduced-motion"),
        (GNOME, "enable-animations"),
        (KDE, "AnimationDurationFactor"),
    ),
    "text_size": ((GNOME, "text-scaling-factor"),),
}
"""Where the portal publishes each setting the game follows, the first one it has first: the
standard ``org.freedesktop.appearance`` key (portal 1.19 and 1.21 on), then the desktop's own
(GNOME's, KDE's)."""

WATCHED = tuple(key for keys in SOURCES.values() for key in keys)
"""Every (namespace, key) read."""

ASK_TIMEOUT_MS = 5000
"""How long an answer from the portal is awaited (asynchronously: nothing waits on it; a
portal started on demand may take a moment)."""

UNKNOWN_METHOD = "org.freedesktop.DBus.Error.UnknownMethod"


def text_step(factor: float) -> float | None:
    """The game's text size nearest the desktop's text scaling ``factor`` (None: no factor).

    >>> text_step(1.25), text_step(1.1), text_step(1.6), text_step(3.0), text_step(0.8)
    (1.25, 1.0, 1.5, 2.0, 1.0)
    """
    if not math.isfinite(factor) or factor <= 0:
        return None
    return min(TEXT_SCALES, key=lambda step: abs(step - factor))


def meaning(namespace: str, key: str, value: object) -> bool | float | None:
    """What the value published under ``namespace`` ``key`` says for the game's setting;
    None when it says nothing usable (another type, no such key).

    >>> meaning(APPEARANCE, "contrast", 1), meaning(GNOME, "enable-animations", False)
    (True, True)
    >>> meaning(KDE, "AnimationDurationFactor", "0.5"), meaning(GNOME, "text-scaling-factor", 1.25)
    (False, 1.25)
    """
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if (namespace, key) in ((APPEARANCE, "contrast"), (APPEARANCE, "reduced-motion")):
        # 1: higher contrast / reduced motion; 0 or an unknown value: no preference.
        return value == 1 if number else None
    if (namespace, key) == (GNOME_A11Y, "high-contrast"):
        return value if isinstance(value, bool) else None
    if (namespace, key) == (GNOME, "enable-animations"):
        return (not value) if isinstance(value, bool) else None
    if (namespace, key) == (KDE, "AnimationDurationFactor"):
        try:  # kdeglobals' text ("0.5"); 0 turns animations off
            return float(value) == 0 if isinstance(value, str) or number else None  # type: ignore[arg-type]
        except ValueError:
            return None
    if (namespace, key) == (GNOME, "text-scaling-factor"):
        return text_step(float(value)) if number else None  # type: ignore[arg-type]
    return None


def read_values(published: Mapping[tuple[str, str], object]) -> dict[str, bool | float]:
    """The game's settings as the ``published`` values ((namespace, key) -> value) give
    them: each from the first of its :data:`SOURCES` that says something."""
    values: dict[str, bool | float] = {}
    for name, keys in SOURCES.items():
        for namespace, key in keys:
            if (namespace, key) in published:
                found = meaning(namespace, key, published[(namespace, key)])
                if found is not None:
                    values[name] = found
                    break
    return values


def _unwrap(value: object) -> object:
    """The value inside D-Bus variants (``Read`` wraps it in one more)."""
    while isinstance(value, QDBusVariant):
        value = value.variant()
    return value


class SystemSettings(QObject):
    """The system's settings the game can follow: :attr:`values`, by setting name, only
    those the desktop publishes; :attr:`changed` carries them when they change. This one
    reads none (a desktop that publishes nothing)."""

    changed = Signal(dict)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._values: dict[str, bool | float] = {}

    @property
    def values(self) -> dict[str, bool | float]:
        return dict(self._values)

    def harvest(self) -> None:
        """Take in the answers already there, waiting for none (before the first frame, so
        that a quick desktop's settings are in it)."""

    def waiting(self) -> int:
        """How many questions to the desktop are not answered yet (taken in)."""
        return 0

    def close(self) -> None:
        """Stop following the desktop (before the object or its bus goes)."""

    def _publish(self, values: dict[str, bool | float]) -> None:
        if values != self._values:
            self._values = values
            self.changed.emit(dict(values))


class PortalSettings(SystemSettings):
    """The settings portal on ``bus``: every watched key asked once with ``ReadOne`` (an
    older portal: ``Read``), then followed through ``SettingChanged``. Without
    ``text_scaling`` the desktop's text scaling is not taken (see :func:`watch`)."""

    def __init__(
        self, bus: QDBusConnection, parent: QObject | None = None, *, text_scaling: bool = True
    ) -> None:
        super().__init__(parent)
        self._bus = bus
        self._text_scaling = text_scaling
        self._published: dict[tuple[str, str], object] = {}
        self._asked: dict[int, tuple[QDBusPendingCallWatcher, str, str, str]] = {}
        self._following = bus.connect(  # type: ignore[call-overload]  # the stub says bytes
            PORTAL, PORTAL_PATH, PORTAL_SETTINGS, "SettingChanged",
            self, SLOT("settingChanged(QDBusMessage)"),
        )
        for namespace, key in WATCHED:
            self._ask("ReadOne", namespace, key)

    def close(self) -> None:
        if self._following:
            self._following = False
            self._bus.disconnect(  # type: ignore[call-overload]
                PORTAL, PORTAL_PATH, PORTAL_SETTINGS, "SettingChanged",
                self, SLOT("settingChanged(QDBusMessage)"),
            )
        for watcher, *_ in self._asked.values():
            watcher.finished.disconnect(self._answered)
        self._asked.clear()

    def _ask(self, method: str, namespace: str, key: str) -> None:
        message = QDBusMessage.createMethodCall(PORTAL, PORTAL_PATH, PORTAL_SETTINGS, method)
        message.setArguments([namespace, key])
        watcher = QDBusPendingCallWatcher(self._bus.asyncCall(message, ASK_TIMEOUT_MS), self)
        self._asked[id(watcher)] = (watcher, method, namespace, key)
        watcher.finished.connect(self._answered)

    @Slot(QDBusPendingCallWatcher)
    def _answered(self, watcher: QDBusPendingCallWatcher) -> None:
        asked = self._asked.pop(id(watcher), None)
        if asked is None:
            return  # taken in already (harvest)
        _, method, namespace, key = asked  # the watcher stays, a child: its signal may come
        reply = watcher.reply()
        if reply.type() == QDBusMessage.MessageType.ErrorMessage:
            if method == "ReadOne" and reply.errorName() == UNKNOWN_METHOD:
                self._ask("Read", namespace, key)  # a portal older than ReadOne (version 2)
            return  # no portal, no such key, no answer: this one says nothing
        arguments = reply.arguments()
        if arguments:
            self._take(namespace, key, arguments[0])

    def waiting(self) -> int:
        return len(self._asked)

    def harvest(self) -> None:
        for watcher, *_ in list(self._asked.values()):
            if watcher.isFinished():
                self._answered(watcher)

    @Slot(QDBusMessage)
    def settingChanged(self, message: QDBusMessage) -> None:
        arguments = message.arguments()
        if len(arguments) == 3 and (arguments[0], arguments[1]) in WATCHED:
            self._take(str(arguments[0]), str(arguments[1]), arguments[2])

    def _take(self, namespace: str, key: str, value: object) -> None:
        self._published[(namespace, key)] = _unwrap(value)
        values = read_values(self._published)
        if not self._text_scaling:
            values.pop("text_size", None)
        self._publish(values)


class StyleHintSettings(SystemSettings):
    """Qt's style hints (Windows, macOS): the contrast preference, from Qt 6.10 on."""

    def __init__(self, hints: QStyleHints, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hints: QAccessibilityHints | None = None
        accessibility = getattr(hints, "accessibility", None)  # Qt 6.10 on
        if accessibility is not None:
            self._hints = accessibility()
            self._hints.contrastPreferenceChanged.connect(self._read)
            self._read()

    def _read(self, *_: object) -> None:
        if self._hints is None:
            return
        high = self._hints.contrastPreference() == Qt.ContrastPreference.HighContrast
        self._publish({"high_contrast": high})

    def close(self) -> None:
        if self._hints is not None:
            self._hints.contrastPreferenceChanged.disconnect(self._read)
            self._hints = None


def session_bus() -> QDBusConnection | None:
    """The desktop session's bus, if it has one: named in ``DBUS_SESSION_BUS_ADDRESS`` or at
    ``$XDG_RUNTIME_DIR/bus``. Never D-Bus's autolaunch, which would start a bus of its own."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS") and not (
        runtime and os.path.exists(os.path.join(runtime, "bus"))
    ):
        return None
    bus = QDBusConnection.sessionBus()
    return bus if bus.isConnected() else None


def watch(parent: QObject | None = None) -> SystemSettings:
    """Start reading this desktop's settings (the answers come later: :attr:`changed`).

    On X11 the desktop's text scaling is left to Qt: GNOME sets the X resource ``Xft.dpi``
    by it, from which Qt scales the whole window; the game adding it to its text size would
    count it twice (1.25 × 1.25)."""
    if sys.platform in ("win32", "darwin"):
        return StyleHintSettings(QGuiApplication.styleHints(), parent)
    bus = session_bus()
    if bus is None:
        return SystemSettings(parent)
    return PortalSettings(bus, parent, text_scaling=QGuiApplication.platformName() != "xcb")
