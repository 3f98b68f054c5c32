"""One announcer for the whole app: every spoken result goes through it, on exactly one channel.

Python controllers call :meth:`Announcer.say` (QML calls ``Announcer.say``); tests read
:attr:`Announcer.history` and :attr:`Announcer.channels`.

Why two channels, and why only one per message
-----------------------------------------------
Qt's ``QAccessibleAnnouncementEvent`` becomes the AT-SPI signal ``Object:Announcement``. Orca
speaks it from 45.2 on; Debian 12's Orca 43.1 and Ubuntu 22.04's Orca 42 never listen for it
(``orca/scripts/default.py`` in Debian's ``orca`` 43.1 has no handler for it), so a blind
player there hears nothing. What Orca 43.1 does speak (same file):

* ``onShowingChanged``: an object of role Notification that becomes showing is spoken
  (``speech.speak(generateSpeech(obj))``); inside a StatusBar its role name is left out
  (``isStatusBarNotification`` in ``script_utilities.py``, used by ``_generateRoleName``).
* ``onNameChanged``: the new name of the focused object (used for tubes and bowls after a move).

Orca 45.2 and later speak announcements *and* notifications, so sending both would make them
say every message twice. The AT-SPI registry knows which events its clients listen for
(``org.a11y.atspi.Registry.GetRegisteredEvents`` on the accessibility bus; Qt itself sends
announcements only while one is registered). Measured on Debian 12 with Orca 43.1 running:
the registry lists ``Object:StateChanged:Showing`` and ``Object:PropertyChange:AccessibleName``
among 34 events and no ``Object:Announcement``. So, per message:

* a client listens for announcements (Orca 45.2+, any other reader that does) -> the
  announcement only;
* otherwise -> the notification only (the ``spoken`` signal; ``Main.qml`` shows a
  Notification item inside the caption's StatusBar, which Orca 43.1 and 42 speak).

On platforms without AT-SPI (Windows, macOS) the announcement is the native channel.

The focused item's own name
---------------------------
A reader that listens for announcements (Orca 45.2+; Debian 13's Orca 48 measured) also reads
the new name of the focused item when it changes (``on_name_changed`` re-presents the locus of
focus); Orca 43.1 drops that for list items. So a message that repeats the focused item's new
name (a pour's target tube, a tube just selected) names it in ``focus_name``: while the focused
item really has that name, the announcement leaves it out (``covered``: the whole message is
what the name says, so nothing is announced) and the reader says it once, from the name; the
notification channel, the caption and the history keep the whole sentence.
``tests/ui/test_announcer.py`` counts the channels of every message; the Orca tests
(``tests/ui/test_orca.py``) prove what Orca 43.1 and Orca 48 actually speak.
"""

from __future__ import annotations

import sys
import threading
import time

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QWindow
from PySide6.QtQml import QmlElement, QmlSingleton
from PySide6.QtQuick import QQuickWindow

from pebblepour.spoken import spoken_form
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME
from pebblepour.ui.wording import sentence

__all__ = [
    "QML_IMPORT_MAJOR_VERSION",
    "QML_IMPORT_NAME",
    "Announcer",
    "listens_for_announcements",
    "registered_events",
]

_instance: Announcer | None = None
_window: QWindow | None = None

# The registry is asked again at most this often (seconds): readers start and stop rarely,
# and a D-Bus round trip per message would be wasted.
_REGISTRY_TTL = 2.0


def set_window(window: QWindow | None) -> None:
    """The window whose focused item speaks the announcements."""
    global _window
    _window = window


def listens_for_announcements(events: list[str]) -> bool:
    """Whether any of the registry's ``events`` ("Kind:Member:Detail") covers announcements.

    >>> listens_for_announcements(["Object:StateChanged:Showing", "Focus::"])
    False
    >>> listens_for_announcements(["Object:Announcement:"])
    True
    >>> listens_for_announcements(["object:"])  # every object event
    True
    """
    for event in events:
        parts = [p.strip().lower().replace("-", "").replace("_", "") for p in event.split(":")]
        kind = parts[0]
        member = parts[1] if len(parts) > 1 else ""
        if kind in ("", "object") and member in ("", "announcement"):
            return True
    return False


def registered_events() -> list[str] | None:
    """The events AT-SPI clients have registered for, or None when there is no AT-SPI bus.

    Read with jeepney (pure-Python D-Bus): PySide6 cannot unpack the registry's ``a(ss)``
    answer (its QDBusArgument has no readers).
    """
    if not sys.platform.startswith("linux"):
        return None
    try:
        from jeepney import DBusAddress, new_method_call
        from jeepney.io.blocking import open_dbus_connection

        with open_dbus_connection("SESSION") as session:
            bus = DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus", interface="org.a11y.Bus")
            reply = session.send_and_get_reply(new_method_call(bus, "GetAddress"), timeout=0.5)
        (address,) = reply.body
        with open_dbus_connection(str(address)) as a11y:
            registry = DBusAddress("/org/a11y/atspi/registry",
                                   bus_name="org.a11y.atspi.Registry",
                                   interface="org.a11y.atspi.Registry")
            answer = a11y.send_and_get_reply(new_method_call(registry, "GetRegisteredEvents"),
                                             timeout=0.5)
        (pairs,) = answer.body
        return [str(event) for _bus, event in pairs]
    except Exception:  # no session bus, no accessibility bus, an old registry: not known
        return None


@QmlElement
@QmlSingleton
class Announcer(QObject):
    """Records, emits ``announced`` (the visible caption) and speaks on one channel."""

    announced = Signal(str, bool)
    # The notification channel: Main.qml shows the text in a Notification item.
    spoken = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        global _instance
        _instance = self
        self.history: list[str] = []
        # (text, channel) for every message sent to a screen reader: "announcement" or
        # "notification"; tests assert one entry per message.
        self.channels: list[tuple[str, str]] = []
        self._listens: bool | None = None
        self._asked_at = -_REGISTRY_TTL
        self._asking = False

    def _use_announcement(self) -> bool:
        """Whether a reader listens for announcements. Asked of the registry once, then again
        in the background when the answer is older than ``_REGISTRY_TTL``: a D-Bus round trip
        on the GUI thread while a reader waits for this app's answers could stall both (Orca
        48 marks an app that answers late as hung, and falls silent for it)."""
        now = time.monotonic()
        if self._listens is None:
            self._refresh()
        elif now - self._asked_at >= _REGISTRY_TTL and not self._asking:
            self._asking = True
            threading.Thread(target=self._refresh, daemon=True).start()
        return bool(self._listens)

    def _refresh(self) -> None:
        try:
            events = registered_events()
            if events is not None:
                self._listens = listens_for_announcements(events)
            elif self._listens is None:
                # No registry to ask (not Linux, no AT-SPI bus): the announcement is the
                # platform's channel. A registry that is busy keeps the last answer.
                self._listens = True
            self._asked_at = time.monotonic()
        finally:
            self._asking = False

    @Slot(str, result=str)
    def spokenForm(self, text: str) -> str:
        """``text`` as a screen reader is to be handed it (:func:`pebblepour.spoken.spoken_form`):
        every accessible name and description in QML that carries translated text passes
        through this, so that the typeset catalogues' no-break and zero-width spaces reach
        no reader."""
        return spoken_form(text)

    @Slot(str)
    @Slot(str, bool)
    def say(self, text: str, assertive: bool = False, *, focus_name: str = "",
            covered: bool = False, then: str = "") -> None:
        """Say ``text``; with ``focus_name`` (see the module's "The focused item's own name")
        the whole message is ``text``, that name, then ``then``."""
        whole = sentence(text, focus_name, then) if focus_name and not covered else text
        if not whole:
            return
        self.history.append(whole)
        self.announced.emit(whole, assertive)
        if not QAccessible.isActive():
            return
        if self._use_announcement():
            short = whole
            if focus_name and focused_name() == focus_name:
                # the reader reads the name itself
                short = "" if covered else sentence(text, then)
            if short:
                self.channels.append((short, "announcement"))
                self._announce(short, assertive)
        else:
            self.channels.append((whole, "notification"))
            self.spoken.emit(spoken_form(whole))

    def _announce(self, text: str, assertive: bool) -> None:
        text = spoken_form(text)
        target: QObject | None = _window
        if isinstance(_window, QQuickWindow):
            target = _window.activeFocusItem() or _window.contentItem()
        if target is None:
            return
        event = QAccessibleAnnouncementEvent(target, text)
        event.setPoliteness(
            QAccessible.AnnouncementPoliteness.Assertive
            if assertive
            else QAccessible.AnnouncementPoliteness.Polite
        )
        QAccessible.updateAccessibility(event)


def focused_name() -> str:
    """The accessible name of the window's focused item, as a screen reader reads it."""
    if not isinstance(_window, QQuickWindow):
        return ""
    item = _window.activeFocusItem()
    iface = QAccessible.queryAccessibleInterface(item) if item is not None else None
    return iface.text(QAccessible.Text.Name) if iface is not None and iface.isValid() else ""


def say(text: str, assertive: bool = False, *, focus_name: str = "",
        covered: bool = False, then: str = "") -> None:
    """Announce from Python code that has no reference to the singleton (see
    :meth:`Announcer.say`; ``focus_name`` and ``covered``: "The focused item's own name")."""
    if _instance is not None:
        _instance.say(text, assertive, focus_name=focus_name, covered=covered, then=then)
