"""The keys a player chose (Settings → Keys): which key does which action, and which keys may
be given to an action at all. Keys are Qt's portable key texts ("U", "Ctrl+Z", "F1", "Space"),
as a key press reads in the app (:func:`pebblepour.ui.keymap.portable`); a key spelled another
way ("esc", "Escape", "u", "shift+ctrl+z") is read as the key Qt reads (:func:`normal`), so this
module needs no Qt.

The bindings are stored as one setting, ``keys``: the changed ones only, as ``action=key``
pairs separated by spaces (a key's text never holds a space: the space bar is "Space").

>>> chosen = parse("undo=X hint=J")
>>> key_of(chosen, "undo"), key_of(chosen, "restart")
('X', 'R')
>>> rebind(chosen, "restart", "J")
Refused(reason=<Reason.TAKEN: 'taken'>, other='hint')
>>> dump(rebind(chosen, "hint", "H"))
'undo=X'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

__all__ = ["ACTIONS", "KEPT", "SWITCH", "Reason", "Refused", "action_for", "dump", "key_of",
           "normal", "parse", "rebind", "stands"]

ACTIONS: dict[str, str] = {
    "select": "Space",
    "play": "Return",
    "undo": "U",
    "hint": "H",
    "restart": "R",
    "readBoard": "B",
    "hearBoard": "A",
    "review": "S",
    "goal": "G",
    "readSelection": "Q",
    "pause": "P",
    "mute": "M",
    "help": "F1",
    "zoomIn": "Ctrl++",
    "zoomOut": "Ctrl+-",
    "zoomFit": "Ctrl+0",
    "copyId": "Ctrl+C",
    "switch": "Space",
    "switchStep": "Return",
}
"""Every action a key can be chosen for, in the order Settings lists them, with its default.
``select`` selects a tube or bowl (Tubes: and pours), ``play`` pours or sows; ``switch`` and
``switchStep`` are the keys of one-switch play (:data:`SWITCH`)."""

SWITCH = ("switch", "switchStep")
"""The keys of one-switch play: the switch that chooses the highlighted item, and the second
switch that moves the highlight by hand. While one-switch play is on they are its own, so they
share keys with the other actions (Space selects when it is off), never with each other."""

KEPT: dict[str, str] = {
    **{key: "way" for key in ("Esc", "Tab", "Backtab", "Shift+Tab", "Shift+Backtab")},
    **{key: "move" for key in ("Left", "Right", "Up", "Down", "Home", "End")},
    **{str(digit): "jump" for digit in range(10)},
    "Ctrl+Z": "undo",
    "?": "help",
    "Ctrl+=": "zoomIn",
    "Enter": "play",
}
"""Keys no action can be given, and why: ``way`` (Escape and Tab are always the way out),
``move`` (moving the focus), ``jump`` (a digit jumps to a tube), or the action whose second
key it is (Ctrl+Z undoes, ? opens the key list, Ctrl+= is Ctrl + without Shift, the keypad's
Enter plays)."""


_NAMED = {name.lower(): name for name in (
    "Away", "Back", "Backspace", "Backtab", "Battery", "Blue", "Bluetooth", "Book", "Browser",
    "Calculator", "Calendar", "Call", "Cancel", "CD", "Clear", "Close", "Community", "Context1",
    "Context2", "Context3", "Context4", "Copy", "Cut", "Del", "Display", "Documents", "DOS",
    "Down", "Eject", "End", "Enter", "Esc", "Execute", "Exit", "Favorites", "Finance", "Find",
    "Flip", "Forward", "Game", "Go", "Green", "Guide", "Hangul", "Hangup", "Hankaku", "Help",
    "Henkan", "Hibernate", "Hiragana", "History", "Home", "Info", "Ins", "iTouch", "Kanji",
    "Katakana", "Keyboard", "Left", "LightBulb", "Logoff", "Market", "Massyo", "Meeting", "Memo",
    "Menu", "Messenger", "Muhenkan", "Music", "New", "News", "No", "Open", "Option", "Paste",
    "Pause", "PgDown", "PgUp", "Phone", "Pictures", "Play", "Print", "Printer", "Red", "Redo",
    "Refresh", "Reload", "Reply", "Return", "Right", "Romaji", "Save", "Screensaver", "ScrollLock",
    "Search", "Select", "Send", "Settings", "Shop", "Sleep", "Space", "Spellchecker",
    "Spreadsheet", "Standby", "Stop", "Subtitle", "Support", "Suspend", "SysReq", "Tab",
    "Terminal", "Time", "Tools", "Touroku", "Travel", "Undo", "Up", "Video", "View", "WebCam",
    "Wireless", "WWW", "XFer", "Yellow", "Yes", "Zenkaku", "Zoom",
)} | {"escape": "Esc", "insert": "Ins", "delete": "Del"}
"""Qt's names of keys (lower case → Qt's own case) that hold no space (the stored pairs are
split on spaces), besides the characters and F1–F35; then Qt's other names for three of them.
The modifiers alone (Shift, Control, CapsLock…) are not here: a key press never reads so."""
_MODIFIERS = {"meta+": "Meta", "ctrl+": "Ctrl", "alt+": "Alt", "shift+": "Shift", "num+": ""}
"""What Qt reads before a ``+``; ``num+`` (the keypad) is read and dropped, as for a press."""
_UPPER = dict(zip("\u019b\u0264\u1c8a\ua7cd\ua7cf\ua7d3\ua7d5\ua7db",
                  "\ua7dc\ua7cb\u1c89\ua7cc\ua7ce\ua7d2\ua7d4\ua7da", strict=True))
"""Capitals that Qt's Unicode (16) has and this Python's may lack."""


def normal(key: str) -> str:
    """``key`` as Qt reads it (QKeySequence, portable text) and a press of that key reads in
    the app: "esc" and "Escape" are Esc, "u" is U, "shift+ctrl+z" is Ctrl+Shift+Z, "Shift+?"
    is ? (a symbol typed with Shift is the symbol alone), "Num+5" is 5; "" for what Qt does not
    read as one key ("Foo", "Super+A", "Ctrl+X,Ctrl+C") and for whitespace, which a stored key
    never holds. tests/ui/test_key_spellings_match_qt.py holds it to Qt's reading."""
    if not key or key[0] in "\ufeff\ufffe" or any(
            c.isspace() or c == "\0" or "\ud800" <= c <= "\udfff" for c in key):
        return ""
    comma = key.find(",")  # Qt cuts a sequence of keys at a comma not last, and ",," is ","
    if comma not in (-1, len(key) - 1):
        if key[comma + 1:] != ",":
            return ""
        key = key[:-1]
    text = key.lower()
    mods: set[str] = set()
    start, plus = 0, text.find("+", 1)
    while plus != -1:  # all before the last "+" are modifiers; "+" itself only as the key
        part = text[start:plus + 1]
        if part in _MODIFIERS:
            mods.add(_MODIFIERS[part])
        elif part != "+" or plus != len(text) - 1:
            return ""
        start, plus = plus + 1, text.find("+", plus + 1)
    cut = text.rfind("+", 0, len(text) - 1)
    name = text[cut + 1:] if cut > 0 else text
    if len(name) == 1 and name <= "\uffff":  # a character (one UTF-16 unit), in capitals
        upper = _UPPER.get(name) or name.upper()
        last = upper if len(upper) == 1 else name
    elif re.fullmatch("f[0-9]+", name) and 1 <= int(name[1:]) <= 35:
        last = f"F{int(name[1:])}"
    elif name in _NAMED:
        last = _NAMED[name]
    else:
        return ""
    if last == "Space" or (len(last) == 1 and not "A" <= last <= "Z"):
        mods.discard("Shift")
    return "+".join([*(m for m in ("Meta", "Ctrl", "Alt", "Shift") if m in mods), last])


class Reason(Enum):
    """Why a key was not given to an action."""

    KEPT = "kept"
    """The key keeps its own job (:data:`KEPT`)."""
    TAKEN = "taken"
    """Another action has the key."""
    UNKNOWN = "unknown"
    """No such action, or no key."""


@dataclass(frozen=True, slots=True)
class Refused:
    """A key refused: why, and the action (or the job of :data:`KEPT`) that has it."""

    reason: Reason
    other: str = ""


def key_of(chosen: dict[str, str], action: str) -> str:
    """The key that does ``action`` now."""
    return chosen.get(action, ACTIONS[action])


def _group(action: str) -> bool:
    return action in SWITCH


def action_for(chosen: dict[str, str], key: str, switch: bool = False) -> str:
    """The action ``key`` does (of one-switch play's with ``switch``), or ``""``; a kept key
    that is an action's second key (Ctrl+Z, ?, the keypad's Enter) does that action."""
    for action in ACTIONS:
        if _group(action) == switch and key_of(chosen, action) == key:
            return action
    second = KEPT.get(key, "")
    return second if second in ACTIONS and _group(second) == switch else ""


def rebind(chosen: dict[str, str], action: str, key: str) -> dict[str, str] | Refused:
    """The bindings with ``action`` on ``key``, or why not. Giving an action its default back
    removes it from the changed ones. ``key`` may be spelled any way Qt reads (:func:`normal`)."""
    key = normal(key)
    if action not in ACTIONS or not key:
        return Refused(Reason.UNKNOWN)
    if key in KEPT:
        return Refused(Reason.KEPT, KEPT[key])
    other = action_for(chosen, key, _group(action))
    if other and other != action:
        return Refused(Reason.TAKEN, other)
    changed = {a: k for a, k in chosen.items() if a != action}
    if key != ACTIONS[action]:
        changed[action] = key
    return changed


def _pairs(stored: str) -> list[tuple[str, str]]:
    """The stored pairs, each key as Qt reads it ("" for none)."""
    return [(action, normal(key))
            for action, _, key in (pair.partition("=") for pair in stored.split())]


def parse(stored: str) -> dict[str, str]:
    """The changed bindings from the stored text, in any order, each key read as Qt reads it
    (:func:`normal`: "esc" is Esc, "u" is U). A pair that cannot stand (an unknown action, a
    key Qt cannot read, a kept key, a key that another action also has) is left out: that
    action keeps its default, so a hand-edited profile never leaves two actions on one key,
    nor a key that no press matches."""
    chosen: dict[str, str] = {}
    for action, key in _pairs(stored):
        if action in ACTIONS and key and key not in KEPT:
            chosen[action] = key
    while True:
        owners: dict[tuple[bool, str], list[str]] = {}
        for action in ACTIONS:
            owners.setdefault((_group(action), key_of(chosen, action)), []).append(action)
        clashing = {a for group in owners.values() if len(group) > 1 for a in group} & set(chosen)
        if not clashing:
            break
        for action in clashing:
            del chosen[action]
    return {a: k for a, k in chosen.items() if k != ACTIONS[a]}


def stands(stored: str) -> bool:
    """Whether every pair of the stored text stands as :func:`dump` writes it, the spelling of
    its keys aside (``undo=x`` stands, as ``undo=X``): else the profile sets it aside."""
    return dump(parse(stored)) == " ".join(f"{action}={key}" for action, key in _pairs(stored))


def dump(chosen: dict[str, str]) -> str:
    """The stored text of the changed bindings, in the order of :data:`ACTIONS`."""
    return " ".join(f"{a}={chosen[a]}" for a in ACTIONS if a in chosen)
