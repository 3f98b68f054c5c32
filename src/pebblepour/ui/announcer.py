"""One announcer for the whole app: every spoken result goes through it.

Python controllers call :meth:`Announcer.say`; tests read :attr:`Announcer.history`
(announcements cannot be captured in-process otherwise; the AT-SPI test hears them).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QWindow
from PySide6.QtQml import QmlElement, QmlSingleton
from PySide6.QtQuick import QQuickWindow

from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "Announcer"]

_instance: Announcer | None = None
_window: QWindow | None = None


def set_window(window: QWindow | None) -> None:
    """The window whose focused item speaks the announcements."""
    global _window
    _window = window


@QmlElement
@QmlSingleton
class Announcer(QObject):
    """Records, emits ``announced`` (for the visible caption) and posts the accessibility event."""

    announced = Signal(str, bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        global _instance
        _instance = self
        self.history: list[str] = []

    @Slot(str)
    @Slot(str, bool)
    def say(self, text: str, assertive: bool = False) -> None:
        if not text:
            return
        self.history.append(text)
        self.announced.emit(text, assertive)
        target: QObject | None = _window
        if isinstance(_window, QQuickWindow):
            target = _window.activeFocusItem() or _window.contentItem()
        if target is not None and QAccessible.isActive():
            event = QAccessibleAnnouncementEvent(target, text)
            event.setPoliteness(
                QAccessible.AnnouncementPoliteness.Assertive
                if assertive
                else QAccessible.AnnouncementPoliteness.Polite
            )
            QAccessible.updateAccessibility(event)


def say(text: str, assertive: bool = False) -> None:
    """Announce from Python code that has no reference to the singleton."""
    if _instance is not None:
        _instance.say(text, assertive)
