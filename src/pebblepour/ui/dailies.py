"""The Daily list of both games: the dates the session opens (:func:`~pebblepour.session.core.
daily_window`, newest first), each done (with the game's own result), in progress or not
played. Each game says what a done day shows; the rest is worded once here."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from pebblepour.session.core import daily_window
from pebblepour.ui.wording import long_date

# The roles of a Daily list row (DailyRow.qml).
DAILY_KEYS = ["iso", "label", "done", "status", "started", "isToday", "description"]


def in_progress(day: dt.date, moves: int) -> str:
    """What Home and the list say of an unfinished Daily: "Daily of 1 December 2026 in
    progress: 5 moves so far"."""
    return QCoreApplication.translate(
        "DailyList", "Daily of %1 in progress: %Ln moves so far", None, moves
    ).replace("%1", long_date(day))


def daily_rows(
    today: dt.date,
    done: Mapping[dt.date, tuple[str, str]],
    started: tuple[dt.date, int] | None,
) -> list[dict[str, Any]]:
    """The rows of the Daily list on ``today``. ``done`` holds, for each date done, what its
    row shows (e.g. "✓ 12 moves") and what a screen reader hears (e.g. "Tuesday, 1 December
    2026, completed in 12 moves"); ``started`` is the unfinished attempt's date and moves."""
    started_day, started_moves = started or (None, -1)
    rows: list[dict[str, Any]] = []
    for day in daily_window(today):
        label = long_date(day)
        shown, heard = done.get(day, ("", ""))
        moves = started_moves if day == started_day and not shown else -1
        if shown:
            status = shown
        elif moves >= 0:
            status = QCoreApplication.translate("DailyList", "in progress, %Ln moves", None, moves)
            heard = QCoreApplication.translate(
                "DailyList", "%1, in progress: %Ln moves so far", None, moves
            ).replace("%1", label)
        else:
            status = QCoreApplication.translate("DailyList", "not played")
            heard = QCoreApplication.translate("DailyList", "%1, not played").replace("%1", label)
        rows.append(
            {
                "iso": day.isoformat(),
                "label": label,
                "done": bool(shown),
                "status": status,
                "started": moves,
                "isToday": day == today,
                "description": heard,
            }
        )
    return rows
