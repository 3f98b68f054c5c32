"""What every row the profile reads must hold: a hand edit, a failing disk or a bug in another
version must never reach a screen.

When the profile opens, :func:`find_damaged` reads every row and :func:`set_aside` moves
those whose value is out of range, not finite, of the wrong type or not parseable (a saved
board's ID that names no board, too) into ``row_aside`` (kept for the player, as damaged
saves are); a notice says so once. The limits keep every number within Qt's
``int`` (what QML shows), and the record methods refuse values beyond them.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Callable
from datetime import date
from typing import Final

from pebblepour.profile import clock
from pebblepour.profile import settings as _settings
from pebblepour.profile.store import OpenIssue

INT_MAX: Final = 2**31 - 1
"""The largest count or score stored (Qt's ``int``)."""
SECONDS_MAX: Final = 10.0**9
"""The longest time stored (about 31 years)."""
FIRST_DAY: Final = date(2000, 1, 1)

Check = Callable[[object], bool]


def whole(low: int = 0, high: int = INT_MAX) -> Check:
    """A whole number ``low..high`` (never a bool)."""
    return lambda v: type(v) is int and low <= v <= high


def seconds(v: object) -> bool:
    """A finite time ``0..SECONDS_MAX``."""
    return type(v) in (int, float) and math.isfinite(v) and 0 <= v <= SECONDS_MAX  # type: ignore[arg-type,operator]


def day(v: object) -> bool:
    """A date written as ``YYYY-MM-DD``, from 2000 on."""
    if not isinstance(v, str) or len(v) != 10:
        return False
    try:
        return date.fromisoformat(v) >= FIRST_DAY
    except ValueError:
        return False


def moment(v: object) -> bool:
    """A timestamp written by :func:`.clock.to_text`."""
    if not isinstance(v, str):
        return False
    try:
        clock.from_text(v)
    except ValueError:
        return False
    return True


def text(most: int = 500, *, empty: bool = False) -> Check:
    """Text of at most ``most`` characters (not empty unless ``empty``)."""
    return lambda v: isinstance(v, str) and (empty or bool(v)) and len(v) <= most


def one_of(*values: object) -> Check:
    return lambda v: v in values


def board(v: object) -> bool:
    """A board ID that names a board (:func:`pebblepour.board_id.parse` reads it)."""
    if not text(2000)(v):
        return False
    from pebblepour import board_id  # imported here: a crash-test writer never needs it

    try:
        board_id.parse(str(v))
    except board_id.BoardIdError:
        return False
    return True


COUNT, POSITIVE = whole(), whole(1)

TABLES: Final[dict[str, tuple[tuple[str, Check], ...]]] = {
    # the first column is the table's key: a damaged row is deleted by it
    "tubes_level": (
        ("level", whole(1, 100)),
        ("best_moves", COUNT),
        ("best_seconds", seconds),
        ("best_hints", COUNT),
        ("completions", POSITIVE),
    ),
    "tubes_daily": (
        ("day", day),
        ("moves", COUNT),
        ("seconds", seconds),
        ("hints", COUNT),
        ("completions", POSITIVE),
    ),
    "bowls_puzzle": (
        ("puzzle", whole(1, 100)),
        ("best_moves", COUNT),
        ("best_score", COUNT),
        ("solves", POSITIVE),
    ),
    "bowls_attempt": (
        ("id", whole(1, 2**63 - 1)),
        ("mode", one_of("endless", "daily")),
        ("day", day),
        ("ended_at", moment),
        ("score", COUNT),
        ("moves", COUNT),
        ("practice", one_of(0, 1)),
    ),
    "board": (
        ("board_id", text(2000)),
        ("best_moves", COUNT),
        ("best_seconds", seconds),
        ("best_score", COUNT),
        ("solves", POSITIVE),
    ),
    "shortest": (("board_id", text(2000)), ("moves", POSITIVE)),
    "my_board": (("board_id", board), ("saved_at", moment)),  # listed: must name a board
    "achievement": (("id", text(64)), ("earned_at", moment)),
    "theme": (("name", one_of(*_settings.THEMES)), ("unlocked_at", moment)),
    "feat": (("name", text(64)), ("attempt_id", text(64, empty=True)), ("achieved_at", moment)),
    "unfinished": (
        ("mode", text(64)),
        ("data", text(10**7, empty=True)),  # checked by replay when resumed
        ("saved_at", text(64, empty=True)),
        ("attempt_id", text(64, empty=True)),
    ),
    "recorded": (("attempt_id", text(64)), ("mode", text(64)), ("recorded_at", text(64))),
    "notice": (
        ("moved_to", text(5000)),
        ("issue", one_of(*(i.value for i in OpenIssue))),
        ("noticed_at", text(64)),
    ),
    "setting": (("key", text(64)), ("value", text(1000))),
}
"""Every table a screen reads, with a check for each column."""


def _setting_value(key: str, value: str) -> bool:
    if key not in _settings.NAMES:
        return True  # a newer version's setting: not read here, kept for it
    try:
        _settings.check(key, json.loads(value))
    except ValueError:
        return False
    return True


def problem(table: str, row: tuple[object, ...]) -> str | None:
    """What is wrong with ``row`` of ``table`` (its columns in :data:`TABLES` order), or None."""
    for (name, check), value in zip(TABLES[table], row, strict=True):
        if not check(value):
            return f"{table}.{name} holds {value!r:.80}"
    if table == "setting" and not _setting_value(str(row[0]), str(row[1])):
        return f"setting {row[0]!r:.64} holds {row[1]!r:.80}"
    return None


Damaged = tuple[str, tuple[object, ...], str]
"""A damaged row: its table, its values (in :data:`TABLES` order) and what is wrong."""


def find_damaged(conn: sqlite3.Connection) -> list[Damaged]:
    """Every damaged row (a read: no write lock is held while the rows are checked)."""
    found = []
    for table, columns in TABLES.items():
        names = ", ".join(name for name, _ in columns)
        for row in conn.execute(f"SELECT {names} FROM {table}").fetchall():
            reason = problem(table, row)
            if reason is not None:
                found.append((table, tuple(row), reason))
    return found


def set_aside(conn: sqlite3.Connection, damaged: list[Damaged]) -> int:
    """Inside a transaction: move the rows :func:`find_damaged` found into ``row_aside``
    (each only if it is still there as found); return how many were moved."""
    now = clock.to_text(clock.utc_now())
    moved = 0
    for table, row, reason in damaged:
        names = [name for name, _ in TABLES[table]]
        where = " AND ".join(f"{name} IS ?" for name in names)
        if conn.execute(f"DELETE FROM {table} WHERE {where}", row).rowcount:
            data = json.dumps(dict(zip(names, row, strict=True)), default=repr)
            conn.execute(
                "INSERT INTO row_aside (source, data, set_aside_at, reason) VALUES (?, ?, ?, ?)",
                (table, data, now, reason),
            )
            moved += 1
    return moved
