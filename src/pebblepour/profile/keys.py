"""The keys a player chose (Settings → Keys): which key does which action, and which keys may
be given to an action at all. Keys are Qt's portable key texts ("U", "Ctrl+Z", "F1", "Space");
this module only compares them, so it needs no Qt.

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

from dataclasses import dataclass
from enum import Enum

__all__ = ["ACTIONS", "KEPT", "SWITCH", "Reason", "Refused", "action_for", "dump", "key_of",
           "parse", "rebind"]

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
    removes it from the changed ones."""
    if action not in ACTIONS or not key or " " in key:
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


def parse(stored: str) -> dict[str, str]:
    """The changed bindings from the stored text, in any order. A pair that cannot stand (an
    unknown action, a kept key, a key that another action also has) is left out: that action
    keeps its default, so a hand-edited profile never leaves two actions on one key."""
    chosen: dict[str, str] = {}
    for pair in stored.split():
        action, _, key = pair.partition("=")
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


def dump(chosen: dict[str, str]) -> str:
    """The stored text of the changed bindings, in the order of :data:`ACTIONS`."""
    return " ".join(f"{a}={chosen[a]}" for a in ACTIONS if a in chosen)
