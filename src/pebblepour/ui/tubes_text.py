"""Words for Tubes: every sentence the game says and shows (a tube read bottom to top, a pour,
a hint, undo, the reviews, the clear panel); the controller only says them.

Every string is a literal ``QCoreApplication.translate`` call so pyside6-lupdate finds it.
Tubes are numbered 1..N for players (the engine counts from 0).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from pebblepour.session.tubes import Poured, Solve
from pebblepour.tubes.board import CAPACITY, Board, Refusal
from pebblepour.ui.colours import liquid_hex, liquid_name
from pebblepour.ui.result_panel import action, hints_phrase, panel, share_line, solved_phrase
from pebblepour.ui.wording import duration, items, long_date, number, sentence, sentences


def tube_description(board: Board, i: int) -> str:
    """What a screen reader says for tube ``i``: contents bottom to top, then free space."""
    return tube_words(i, board.tubes[i], board.is_complete(i))


def tube_words(i: int, tube: Sequence[int], complete: bool) -> str:
    """Tube ``i`` holding ``tube`` (colours bottom to top) in words: "Tube 2: red, blue; 2
    free" (a board in play, or one being made in the editor)."""
    free = CAPACITY - len(tube)
    if not tube:
        return QCoreApplication.translate("TubesGame", "Tube %1: empty").replace("%1", str(i + 1))
    contents = items([liquid_name(c) for c in tube])
    if free == 0:
        if complete:
            text = QCoreApplication.translate("TubesGame", "Tube %1: %2; full, complete")
            return text.replace("%1", str(i + 1)).replace("%2", contents)
        return (
            QCoreApplication.translate("TubesGame", "Tube %1: %2; full")
            .replace("%1", str(i + 1))
            .replace("%2", contents)
        )
    return (
        QCoreApplication.translate("TubesGame", "Tube %1: %2; %Ln free", None, free)
        .replace("%1", str(i + 1))
        .replace("%2", contents)
    )


# The roles of a tube in the play screen's model (``TubesGame.tubes``).
TUBE_KEYS: Final = ["number", "colours", "free", "complete", "description", "selected", "hint"]


def share_text(
    r: Solve, *, level: int, day: dt.date | None, board_id: str, custom: bool = False
) -> str:
    """The words a player shares after the solve ``r``:
    "Pebble & Pour · Tubes Daily 2026-12-01 · solved in 24 moves (shortest 19), no hints ·
    tubes:daily:2026-12-01"."""
    head = (
        QCoreApplication.translate("TubesGame", "Tubes board")
        if custom
        else QCoreApplication.translate("TubesGame", "Tubes Daily %1").replace(
            "%1", day.isoformat())
        if day is not None
        else QCoreApplication.translate("TubesGame", "Tubes level %1").replace("%1", str(level))
    )
    details = [solved_phrase(r.moves, r.par), hints_phrase(r.hints)]
    return share_line(head, details, board_id)


def refusal_sentence(why: Refusal, src: int, dst: int) -> str:
    """The sentence of a refused choice or pour (0-based tubes ``src`` into ``dst``), for
    every reason the board (and the session: SOLVED) gives."""
    if why is Refusal.EMPTY:
        return QCoreApplication.translate(
            "TubesGame", "Tube %1 is empty: nothing to pour."
        ).replace("%1", str(src + 1))
    if why is Refusal.FULL:
        reason = QCoreApplication.translate("TubesGame", "tube %1 is full").replace(
            "%1", str(dst + 1)
        )
    elif why is Refusal.COLOURS_DIFFER:
        reason = QCoreApplication.translate("TubesGame", "the top colours differ")
    elif why is Refusal.SAME_TUBE:
        reason = QCoreApplication.translate("TubesGame", "a tube cannot pour into itself")
    elif why is Refusal.SOLVED:
        reason = QCoreApplication.translate("TubesGame", "the board is solved")
    else:
        reason = QCoreApplication.translate("TubesGame", "there is no such tube")
    return QCoreApplication.translate("TubesGame", "Not a move: %1.").replace("%1", reason)


def tube_row(board: Board, i: int, selected: int, hint: tuple[int, int] | None) -> dict[str, Any]:
    """Tube ``i`` as the play screen's model shows it (see :data:`TUBE_KEYS`). Its
    description is what a screen reader says, with what a sighted player sees drawn on the
    tube: the selection lift and the hint marks. ``hint`` is 1 on the tube to pour from, 2
    on the one to pour into."""
    text = tube_description(board, i)
    if i == selected:
        text += QCoreApplication.translate("TubesGame", "; selected")
    mark = 0 if hint is None else 1 if hint[0] == i else 2 if hint[1] == i else 0
    if mark == 1:
        text += QCoreApplication.translate("TubesGame", "; hint: pour from this tube")
    elif mark == 2:
        text += QCoreApplication.translate("TubesGame", "; hint: pour into this tube")
    return {
        "number": i + 1,
        "colours": [liquid_hex(c) for c in board.tubes[i]],
        "free": CAPACITY - len(board.tubes[i]),
        "complete": board.is_complete(i),
        "description": text,
        "selected": i == selected,
        "hint": mark,
    }


def clear_panel(
    r: Solve, title: str, unlocks: list[str], *, kind: str, has_next: bool
) -> dict[str, Any]:
    """The clear panel of the solve ``r``; ``title`` names the level, day or board; ``kind``
    is "level", "daily" or "board" (played by its ID)."""
    par = r.par
    now = r.best
    best = (
        QCoreApplication.translate("TubesGame", "%Ln moves", None, now.best_moves)
        + " · "
        + duration(now.best_seconds)
    )
    facts = [
        (QCoreApplication.translate("TubesGame", "Moves"), number(r.moves)),
        (QCoreApplication.translate("TubesGame", "Time"), duration(r.seconds)),
        (QCoreApplication.translate("TubesGame", "Hints used"), number(r.hints)),
        *([(QCoreApplication.translate("TubesGame", "Best for this board"), best)] if r.recorded
          else []),
        (
            QCoreApplication.translate("TubesGame", "Shortest solution"),
            QCoreApplication.translate("TubesGame", "%Ln moves", None, par)
            if par > 0
            else QCoreApplication.translate("TubesGame", "being worked out…"),
        ),
    ]
    if now.mark.first:
        first = {
            "daily": QCoreApplication.translate("TubesGame", "First completion of this day"),
            "board": QCoreApplication.translate("TubesGame", "First solve of this board"),
        }.get(kind) or QCoreApplication.translate("TubesGame", "First clear of this level")
    elif now.mark.new_best:
        first = {
            "daily": QCoreApplication.translate("TubesGame", "New best for this day"),
            "board": QCoreApplication.translate("TubesGame", "New best for this board"),
        }.get(kind) or QCoreApplication.translate("TubesGame", "New best for this level")
    else:
        first = ""
    if not r.recorded:
        first = QCoreApplication.translate(
            "TubesGame", "Not saved yet: it is saved as soon as the disk has room."
        )
    actions = [
        action("again", QCoreApplication.translate("TubesGame", "Play again")),
        action(
            "back",
            {
                "daily": QCoreApplication.translate("TubesGame", "Daily list"),
                "board": QCoreApplication.translate("TubesGame", "Another board"),
            }.get(kind)
            or QCoreApplication.translate("TubesGame", "Level list"),
        ),
        action("share", QCoreApplication.translate("TubesGame", "Copy result"), stays=True),
    ]
    if has_next:
        actions.append(
            action("next", QCoreApplication.translate("TubesGame", "Next level"), primary=True)
        )
    return panel(
        title=QCoreApplication.translate("TubesGame", "Solved!"),
        subtitle=title,
        won=True,
        facts=facts,
        notes=[first, *unlocks],
        actions=actions,
    )


def title(custom: bool, daily: dt.date | None, level: int) -> str:
    """The screen's title: a custom board, a Daily (its date, long), a level."""
    if custom:
        return QCoreApplication.translate("TubesGame", "Custom board")
    if daily is not None:
        return QCoreApplication.translate("TubesGame", "Daily: %1").replace("%1", long_date(daily))
    if not level:
        return ""
    return QCoreApplication.translate("TubesGame", "Level %1").replace("%1", str(level))


def start_sentence(title_words: str, board: Board, read_key: str) -> str:
    """Said when a board opens: its title, colours and tubes, and the key that reads it."""
    return sentences(
        title_words,
        items(
            [
                QCoreApplication.translate("TubesGame", "%Ln colours", None, board.colours),
                QCoreApplication.translate("TubesGame", "%Ln tubes", None, len(board.tubes)),
            ]
        ),
        QCoreApplication.translate("TubesGame", "Press %1 to hear the whole board.").replace(
            "%1", read_key
        ),
    )


def selected_sentence(i: int, top_colour: int) -> str:
    """Tube ``i`` picked up, ``top_colour`` on top."""
    return (
        QCoreApplication.translate("TubesGame", "Tube %1 selected, %2 on top.")
        .replace("%1", str(i + 1))
        .replace("%2", liquid_name(top_colour))
    )


def pour_sentence(poured: Poured, src: int, dst: int) -> str:
    """A pour, as said: how much of which colour went from which tube into which."""
    return (
        QCoreApplication.translate(
            "TubesGame", "Poured %Ln %1 from tube %2 into tube %3.", None, poured.amount
        )
        .replace("%1", liquid_name(poured.colour))
        .replace("%2", str(src + 1))
        .replace("%3", str(dst + 1))
    )


def solved_sentence(moves: int) -> str:
    return QCoreApplication.translate("TubesGame", "Solved in %Ln moves!", None, moves)


def nothing_to_undo() -> str:
    return QCoreApplication.translate("TubesGame", "Nothing to undo.")


def undone_sentence(moves: int, restart: bool) -> str:
    """An undo said: of a restart (the moves come back) or of one pour."""
    if restart:
        return QCoreApplication.translate("TubesGame", "Restart undone. %Ln moves.", None, moves)
    return QCoreApplication.translate("TubesGame", "Undone. %Ln moves.", None, moves)


def restarted_sentence() -> str:
    return QCoreApplication.translate("TubesGame", "Restarted. Moves back to 0.")


def hint_sentence(src: int, dst: int) -> str:
    return (
        QCoreApplication.translate("TubesGame", "Hint: pour tube %1 into tube %2.")
        .replace("%1", str(src + 1))
        .replace("%2", str(dst + 1))
    )


def no_hint_sentence() -> str:
    return QCoreApplication.translate("TubesGame", "No move found to progress. Undo or restart.")


def board_words(board: Board, moves: int) -> str:
    """The whole board in words (the 'read board' key): the moves, then every tube."""
    parts = [tube_description(board, i) for i in range(len(board.tubes))]
    return sentence(QCoreApplication.translate("TubesGame", "%Ln moves.", None, moves), *parts)


def progress_sentence(board: Board, moves: int) -> str:
    """The short review: tubes still to sort, moves so far."""
    unsorted = board.unsorted()
    return sentences(
        QCoreApplication.translate("TubesGame", "%Ln tubes still to sort", None, unsorted)
        if unsorted
        else QCoreApplication.translate("TubesGame", "Every tube is sorted"),
        QCoreApplication.translate("TubesGame", "%Ln moves so far", None, moves),
        "",
    )
