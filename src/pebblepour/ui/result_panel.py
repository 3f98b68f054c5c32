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

from PySide6.QtCore import QCoreApplication

from pebblepour.ui.wording import items, noted, number

__all__ = ["action", "hints_phrase", "panel", "share_line", "solved_phrase"]


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


# --- The words a player shares after a result ("Copy result"): both games, one wording.


def solved_phrase(moves: int, shortest: int) -> str:
    """ "solved in 6 moves (shortest 6)"; without the note while the shortest is not known."""
    solved = QCoreApplication.translate("ResultPanel", "solved in %Ln moves", None, moves)
    if shortest <= 0:
        return solved
    note = QCoreApplication.translate("ResultPanel", "(shortest %1)").replace(
        "%1", number(shortest))
    return noted(solved, note)


def hints_phrase(hints: int) -> str:
    """ "no hints" / "2 hints"."""
    if hints == 0:
        return QCoreApplication.translate("ResultPanel", "no hints")
    return QCoreApplication.translate("ResultPanel", "%Ln hints", None, hints)


def share_line(head: str, details: list[str], board_id: str) -> str:
    """The line a player shares: plain words, no emoji grid ("Pebble & Pour · Tubes level 1 ·
    solved in 6 moves (shortest 6), no hints · tubes:level:1")."""
    return " · ".join(["Pebble & Pour", head, items(details), board_id])
