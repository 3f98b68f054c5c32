"""The keys as QML sees them (Settings → Keys): each action's key and its label in the
player's language, the action a pressed key does, and rebinding by pressing the new key.
Which keys may be chosen is decided in :mod:`pebblepour.profile.keys`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, QObject, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence, QWindow
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.profile import keys
from pebblepour.profile.store import ProfileError
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.announcer import say
from pebblepour.ui.key_cooldown import filter_while
from pebblepour.ui.messages import report_profile_error
from pebblepour.ui.qt_property import Property

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "KeyMap", "SwitchKeys", "key_label",
           "portable", "switch_keys"]


def _fill(text: str, *values: str) -> str:
    """``text`` with %1, %2… replaced by ``values``."""
    for n, value in enumerate(values, 1):
        text = text.replace(f"%{n}", value)
    return text


def action_name(action: str) -> str:
    """What an action is called in Settings → Keys and in a refusal."""
    return {
        "select": QCoreApplication.translate("KeyMap", "Select"),
        "play": QCoreApplication.translate("KeyMap", "Pour or sow"),
        "undo": QCoreApplication.translate("KeyMap", "Undo"),
        "hint": QCoreApplication.translate("KeyMap", "Hint"),
        "restart": QCoreApplication.translate("KeyMap", "Restart"),
        "readBoard": QCoreApplication.translate("KeyMap", "Read the whole board"),
        "hearBoard": QCoreApplication.translate("KeyMap", "Hear the whole board"),
        "review": QCoreApplication.translate("KeyMap", "Quick review"),
        "goal": QCoreApplication.translate("KeyMap", "Goal in full (Bowls)"),
        "readSelection": QCoreApplication.translate("KeyMap", "Read the selected bowl (Bowls)"),
        "pause": QCoreApplication.translate("KeyMap", "Pause Endless (Bowls)"),
        "mute": QCoreApplication.translate("KeyMap", "Sound off or on"),
        "help": QCoreApplication.translate("KeyMap", "Key list"),
        "zoomIn": QCoreApplication.translate("KeyMap", "Board bigger"),
        "zoomOut": QCoreApplication.translate("KeyMap", "Board smaller"),
        "zoomFit": QCoreApplication.translate("KeyMap", "Board fits the window"),
        "copyId": QCoreApplication.translate("KeyMap", "Copy the board ID"),
        "switch": QCoreApplication.translate("KeyMap", "One-switch play: choose"),
        "switchStep": QCoreApplication.translate("KeyMap", "One-switch play: next item"),
    }.get(action, action)


def _kept_job(job: str) -> str:
    """Why a kept key keeps its job, as the end of a sentence."""
    return {
        "way": QCoreApplication.translate("KeyMap", "it is always the way out"),
        "move": QCoreApplication.translate("KeyMap", "it moves the focus"),
        "jump": QCoreApplication.translate("KeyMap", "it jumps to a tube"),
    }.get(job) or _fill(QCoreApplication.translate(
        "KeyMap", "it is the second key of %1", "an action's name"), action_name(job))


def _part_label(part: str) -> str:
    return {
        "Space": QCoreApplication.translate("KeyMap", "Space", "a key"),
        "Return": QCoreApplication.translate("KeyMap", "Enter", "a key"),
        "Enter": QCoreApplication.translate("KeyMap", "Enter", "a key"),
        "Esc": QCoreApplication.translate("KeyMap", "Escape", "a key"),
        "Backspace": QCoreApplication.translate("KeyMap", "Backspace", "a key"),
        "Del": QCoreApplication.translate("KeyMap", "Delete", "a key"),
        "Ins": QCoreApplication.translate("KeyMap", "Insert", "a key"),
        "PgUp": QCoreApplication.translate("KeyMap", "Page Up", "a key"),
        "PgDown": QCoreApplication.translate("KeyMap", "Page Down", "a key"),
        "Ctrl": QCoreApplication.translate("KeyMap", "Ctrl", "a key"),
        "Shift": QCoreApplication.translate("KeyMap", "Shift", "a key"),
        "Alt": QCoreApplication.translate("KeyMap", "Alt", "a key"),
        "Meta": QCoreApplication.translate("KeyMap", "Super", "a key"),
    }.get(part, part)


def key_label(key: str) -> str:
    """A key's portable text as the player's keyboard and language name it ("Ctrl+Z",
    "Leertaste"...): each part translated; "Ctrl++" reads "Ctrl +" (a no-break space)."""
    head, sep, last = key.rpartition("+")
    if not last:  # "Ctrl++": the key itself is "+"
        head, last = head[:-1] if head.endswith("+") else head, "+"
    parts = [p for p in head.split("+") if p] if sep else []
    if parts and last in "+-":  # "Ctrl +", "Ctrl −": a plus or minus after a "+" is hard to read
        return "+".join(map(_part_label, parts)) + "\u00a0" + ("+" if last == "+" else "−")
    return "+".join([*map(_part_label, parts), _part_label(last)])


_MODIFIERS = {Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_AltGr,
              Qt.Key.Key_Meta, Qt.Key.Key_Super_L, Qt.Key.Key_Super_R, Qt.Key.Key_CapsLock,
              Qt.Key.Key_NumLock, Qt.Key.Key_unknown}


def portable(key: int, modifiers: int) -> str:
    """The portable text of a key press ("" for a modifier alone). A symbol typed with Shift
    (?, +, :) is that symbol alone: its key code already says which; the keypad is ignored."""
    try:
        code = Qt.Key(key)
    except ValueError:
        return ""
    if code in _MODIFIERS or key == 0:
        return ""
    mods = Qt.KeyboardModifier(modifiers) & (
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        | Qt.KeyboardModifier.MetaModifier | Qt.KeyboardModifier.ShiftModifier)
    letter = Qt.Key.Key_A.value <= key <= Qt.Key.Key_Z.value
    if key < 0x01000000 and not letter:
        mods &= ~Qt.KeyboardModifier.ShiftModifier
    return QKeySequence(QKeyCombination(mods, code)).toString(
        QKeySequence.SequenceFormat.PortableText)


def chosen() -> dict[str, str]:
    """The player's changed bindings, from the profile."""
    return keys.parse(services.current().profile.settings().keys)


def current_label(action: str) -> str:
    """The label of the key that does ``action`` now (for sentences such as "Press B …")."""
    return key_label(keys.key_of(chosen(), action))


class SwitchKeys(QObject):
    """One-switch play's keys, whatever has the focus: an application event filter that, while
    the mode is on, takes the switch's key press before any item (``pressed``) and the second
    switch's (``stepped``). A key the app itself sends (:meth:`KeyMap.press`) passes."""

    pressed = Signal()
    stepped = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._on = False
        self.keys = ("Space", "Return")
        self.sending = False

    @property
    def on(self) -> bool:
        return self._on

    @on.setter
    def on(self, on: bool) -> None:
        """One-switch play on or off: an application event filter only while it is on."""
        self._on = on
        filter_while(self, on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (not self.on or self.sending or event.type() != QEvent.Type.KeyPress
                or not isinstance(watched, QWindow) or not isinstance(event, QKeyEvent)):
            return False
        text = portable(event.key(), event.modifiers().value)
        if text == self.keys[0]:
            if not event.isAutoRepeat():
                self.pressed.emit()
            return True
        if text == self.keys[1]:
            if not event.isAutoRepeat():
                self.stepped.emit()
            return True
        return False


_switch_keys: SwitchKeys | None = None


def switch_keys() -> SwitchKeys:
    """The one filter of one-switch play's keys (an application filter while it is on)."""
    global _switch_keys
    if _switch_keys is None:
        _switch_keys = SwitchKeys()
    return _switch_keys


@QmlElement
@QmlSingleton
class KeyMap(QObject):
    """``keys``: action → portable key text, for Shortcut sequences; ``labels``: action → the
    key as shown and spoken; ``names`` and ``spoken``: Settings → Keys (a row's name, and what
    the reader reads for it); :meth:`actionFor` for a key press in a game.

    Rebinding: :meth:`startCapture`, then the next key press goes to :meth:`capture` (Escape
    or Tab to :meth:`cancelCapture`). What is said names the focused row in ``focus_name``, so
    a reader that reads the row's new name (Orca 48) does not hear it twice."""

    changed = Signal()
    switchPressed = Signal()
    switchStepped = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chosen = chosen()
        self._capturing = ""
        # The maps QML reads, worked out once per change (each binding reads a whole map).
        self._maps: dict[str, dict[str, str]] = {}
        self._switch = switch_keys()
        self._switch.on = services.current().profile.settings().one_switch
        self._switch.pressed.connect(self.switchPressed)
        self._switch.stepped.connect(self.switchStepped)
        self._update_switch()

    def _update_switch(self) -> None:
        self._switch.keys = (keys.key_of(self._chosen, "switch"),
                             keys.key_of(self._chosen, "switchStep"))

    @Slot(int)
    def press(self, key: int) -> None:
        """Press ``key`` on whatever has the focus, as the keyboard would (one-switch play
        chooses the highlighted item so): press and release, past the switch's filter."""
        window = QGuiApplication.focusWindow()
        if window is None:
            return
        self._switch.sending = True
        try:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QCoreApplication.sendEvent(
                    window, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier))
        finally:
            self._switch.sending = False

    def retranslate(self) -> None:
        self._changed()

    def _label(self, action: str) -> str:
        return key_label(keys.key_of(self._chosen, action))

    @Property("QVariantList", constant=True)
    def actions(self) -> list[str]:
        return list(keys.ACTIONS)

    @Property("QVariantMap", notify=changed)
    def keys(self) -> dict[str, str]:
        return self._map("keys", lambda a: keys.key_of(self._chosen, a))

    @Property("QVariantMap", notify=changed)
    def labels(self) -> dict[str, str]:
        return self._map("labels", self._label)

    @Property("QVariantMap", notify=changed)
    def defaultLabels(self) -> dict[str, str]:
        return self._map("defaultLabels", lambda a: key_label(keys.ACTIONS[a]))

    @Property("QVariantMap", notify=changed)
    def names(self) -> dict[str, str]:
        return self._map("names", action_name)

    @Property("QVariantMap", notify=changed)
    def spoken(self) -> dict[str, str]:
        """A row of Settings → Keys as the reader reads it: "Undo: U", "Undo: press the new
        key" while it waits for one, with ", changed" when it is not the default."""
        return self._map("spoken", self._spoken)

    def _spoken(self, a: str) -> str:
        name, key = action_name(a), self._label(a)
        if a == self._capturing:
            return _fill(QCoreApplication.translate(
                "KeyMap", "%1: press the new key", "an action"), name)
        if a in self._chosen:
            return _fill(QCoreApplication.translate(
                "KeyMap", "%1: %2, changed from %3", "an action, its key, its default"),
                name, key, key_label(keys.ACTIONS[a]))
        return _fill(QCoreApplication.translate(
            "KeyMap", "%1: %2", "an action and its key"), name, key)

    def _changed(self) -> None:
        self._maps.clear()
        self.changed.emit()

    def _map(self, name: str, value: Callable[[str], str]) -> dict[str, str]:
        """Action → ``value``, kept until the next change (a key bound, the language)."""
        if name not in self._maps:
            self._maps[name] = {a: value(a) for a in keys.ACTIONS}
        return self._maps[name]

    @Property(bool, notify=changed)
    def allDefault(self) -> bool:
        return not self._chosen

    @Property(str, notify=changed)
    def capturing(self) -> str:
        """The action waiting for its new key, or ""."""
        return self._capturing

    @Slot(int, int, result=str)
    def actionFor(self, key: int, modifiers: int) -> str:
        """The action of a key press: its chosen action, or the one whose second key it is
        (Ctrl+Z, ?, keypad Enter); "" for none."""
        text = portable(key, modifiers)
        return keys.action_for(self._chosen, text) if text else ""

    @Slot(int, int, result=bool)
    def isModifier(self, key: int, modifiers: int) -> bool:
        """True for a key that is only a modifier (Shift, Ctrl…): capture waits for the next."""
        return portable(key, modifiers) == ""

    @Slot(str)
    def startCapture(self, action: str) -> None:
        if action not in keys.ACTIONS:
            return
        self._capturing = action
        self._changed()
        say("", True, focus_name=self.spoken[action], then=_fill(QCoreApplication.translate(
            "KeyMap", "Escape keeps %1.", "the key an action has now"), self._label(action)))

    @Slot()
    def cancelCapture(self) -> None:
        action, self._capturing = self._capturing, ""
        if action:
            self._changed()
            say(QCoreApplication.translate("KeyMap", "Not changed."), True,
                focus_name=self.spoken[action])

    @Slot(int, int, result=bool)
    def capture(self, key: int, modifiers: int) -> bool:
        """Give the waiting action the pressed key; says what happened. True when bound."""
        action, self._capturing = self._capturing, ""
        if not action:
            return False
        return self._bind(action, portable(key, modifiers))

    @Slot(str)
    def reset(self, action: str) -> None:
        """Give one action its default key back (refused, and said, when another has it)."""
        if action in keys.ACTIONS:
            self._capturing = ""
            self._bind(action, keys.ACTIONS[action])

    @Slot()
    def resetAll(self) -> None:
        self._capturing = ""
        if self._store({}):
            say(QCoreApplication.translate("KeyMap", "Every key is back on its default."), True)

    def _bind(self, action: str, text: str) -> bool:
        result = keys.rebind(self._chosen, action, text)
        if isinstance(result, keys.Refused):
            self._changed()  # the row waits no more
            if result.reason is keys.Reason.KEPT:
                why = _fill(QCoreApplication.translate("KeyMap", "%1 keeps its own job: %2."),
                            key_label(text), _kept_job(result.other))
            elif result.reason is keys.Reason.TAKEN:
                why = _fill(QCoreApplication.translate("KeyMap", "%1 is already the key for %2."),
                            key_label(text), action_name(result.other))
            else:
                why = QCoreApplication.translate("KeyMap", "Not changed.")
            say(why, True, focus_name=self.spoken[action])
            return False
        if result == self._chosen:
            self._changed()
            say(QCoreApplication.translate("KeyMap", "Not changed."), True,
                focus_name=self.spoken[action])
            return True
        if not self._store(result):
            return False
        said = _fill(QCoreApplication.translate(
            "KeyMap", "%1: now %2.", "an action, then its new key"),
            action_name(action), self._label(action))
        say(said, True, focus_name=self.spoken[action], covered=True)
        return True

    def _store(self, bindings: dict[str, str]) -> bool:
        try:
            services.current().profile.update_settings(keys=keys.dump(bindings))
        except ProfileError as exc:
            report_profile_error(exc)
            self._changed()
            return False
        self._chosen = bindings
        self._update_switch()
        self._changed()
        return True
