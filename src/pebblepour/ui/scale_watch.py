"""A whole window after the display's scale changes while the app runs (issue 43).

On Wayland, when the compositor changes an output's scale under an open window, Qt (6.11)
draws the window at the new device pixel ratio but leaves its surface's buffer scale as it
was when the surface was made: it sends ``wl_surface.set_buffer_scale`` when it makes a
surface, and on a scale change only when the compositor tells the surface its preferred scale
(``wl_surface`` version 6, or the fractional-scale protocol), which Debian 12's sway 1.7 does
not. The compositor then shows the new picture at the old scale: from 1 to 2 a magnified
quarter of the window, from 2 back to 1 the window in a quarter of its place (a bare Qt Quick
window does the same; ``WAYLAND_DEBUG=1`` shows no ``set_buffer_scale`` after
``wl_output.scale``). Resizing the window, by a pixel and back, or asking for a new frame
does not send it; a new surface does. So once the ratio has changed and the compositor's
configures have settled, the window is hidden and shown again: a new surface, made at the new
scale, drawn whole. Its state (maximised, full screen) and the focused item are kept; a screen
reader hears the window come back and reads the focused item again.

Only on Wayland (on X11 Qt draws a changed ratio right), and only when the ratio differs from
the one the surface was made at.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication, QWindow

SETTLE_MS = 300
"""How long the window must go without a resize or a new ratio before it is made again:
sway sends a scale and a new size as separate configures, a few milliseconds apart."""


class ScaleWatch(QObject):
    """Makes ``window``'s surface again when its device pixel ratio has changed (see the
    module's docstring); lives as long as the window."""

    def __init__(self, window: QWindow) -> None:
        super().__init__(window)
        self._window = window
        self._ratio = window.devicePixelRatio()  # the ratio its surface was made at
        self.renewed = 0  # how many times the surface was made again
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._renew)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window:
            kind = event.type()
            if kind == QEvent.Type.DevicePixelRatioChange or (
                kind in (QEvent.Type.Resize, QEvent.Type.Expose) and self._settle.isActive()
            ):
                self._settle.start()  # (again: until the compositor is done)
        return False

    def _renew(self) -> None:
        window = self._window
        ratio, was = window.devicePixelRatio(), self._ratio
        self._ratio = ratio
        if ratio == was or not window.isVisible():
            return  # (a hidden window gets a new surface, at the new scale, when shown)
        self.renewed += 1
        # setVisible, not show(): the window keeps its state (show() may make it normal).
        window.setVisible(False)
        window.setVisible(True)
        window.requestActivate()


def watch(window: QWindow) -> ScaleWatch | None:
    """Watch ``window`` on Wayland (None elsewhere: nothing to mend there)."""
    if not QGuiApplication.platformName().startswith("wayland"):
        return None
    return ScaleWatch(window)
