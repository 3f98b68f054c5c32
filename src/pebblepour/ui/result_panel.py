"""A result panel as both games hand it to QML: heading, facts, notes and actions.

The controllers fill it in the player's words; ``ResultDialog.qml`` draws any of them the same
way (one dialog for both games). An action is what a button does: ``"back"`` leaves the
screen (QML's to do), any other key goes back to the controller's ``act`` slot.

>>> p = panel(title="Solved!", subtitle="Level 1", won=True,
...           facts=[("Moves", "6")], notes=["", "New best"],
...           actions=[action("again", "Play again"), action("next", "Next", primary=True)])
>>> p["facts"], p["notes"]
([['Moves', '6']], ['New best'])
>>> [(a["key"], a["focus"]) for a in p["actions"]]
[('again', False), ('next', True)]
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = ["action", "panel"]


def action(key: str, text: str, *, primary: bool = False, stays: bool = False) -> dict[str, Any]:
    """A button of the panel: ``key`` names what it does, ``text`` is its label; with
    ``stays`` the panel stays open after it (copying the result to share)."""
    return {"key": key, "text": text, "primary": primary, "focus": False, "stays": stays}


def panel(
    *,
    title: str,
    subtitle: str,
    won: bool,
    facts: Iterable[tuple[str, str]],
    notes: Iterable[str],
    actions: list[dict[str, Any]],
) -> dict[str, Any]:
    """The words of a result panel. Empty notes are left out; the focus goes to the first
    primary action when the panel opens (else to the first one)."""
    if actions:
        first = next((a for a in actions if a["primary"]), actions[0])
        first["focus"] = True
    return {
        "title": title,
        "subtitle": subtitle,
        "won": won,
        "facts": [[label, value] for label, value in facts],
        "notes": [n for n in notes if n],
        "actions": actions,
    }
