"""The :class:`Profile`: the typed API the app calls to read and save the player's progress."""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import Any, Self, Unpack

from pebblepour.profile import clock, rows
from pebblepour.profile import settings as _settings
from pebblepour.profile.records import (
    Achievement,
    AchievementResult,
    BoardResult,
    BoardStats,
    BowlsAttempt,
    BowlsAttemptResult,
    BowlsDailyBest,
    BowlsPuzzleResult,
    BowlsPuzzleStats,
    Earned,
    Run,
    StatsSummary,
    TubesDailyResult,
    TubesDailyStats,
    TubesLevelResult,
    TubesLevelStats,
    better,
    is_new_best,
)
from pebblepour.profile.settings import THEMES, Settings, SettingsChange
from pebblepour.profile.store import (
    BUSY_TIMEOUT_S,
    BackgroundSync,
    ErrorKind,
    MovedAside,
    OpenIssue,
    ProfileError,
    ReadOnly,
    open_database,
    profile_error,
    snapshot,
    transaction,
)

ENV_DIR = "PEBBLEPOUR_PROFILE_DIR"
"""Environment variable naming the profile folder (tests, portable use)."""

FILE_NAME = "profile.sqlite3"
"""The profile's file name inside its folder."""

TUBES_LEVELS = 100
BOWLS_PUZZLES = 100

ATTEMPT_MODES = (
    "tubes:level",
    "tubes:daily",
    "tubes:board",
    "bowls:puzzle",
    "bowls:endless",
    "bowls:daily",
    "bowls:board",
)
"""The modes that each keep one unfinished attempt."""

KEPT_ASIDE = 20
"""How many bad saves of each mode :meth:`Profile.set_aside_attempt` keeps."""

REFUSED_MOMENT_S = 0.2
"""A write this soon after one refused as busy tries once, without waiting again: the other
window is still writing (one key's record and save cost one wait, not two)."""

RECENT_ENDLESS = 10
"""How many recent Endless attempts :meth:`Profile.stats_summary` includes."""


def default_path() -> Path:
    """Return the profile file: in ``$PEBBLEPOUR_PROFILE_DIR`` if set, else the user data dir."""
    folder = os.environ.get(ENV_DIR)
    if folder:
        return Path(folder) / FILE_NAME
    import platformdirs  # imported here: a crash-test writer never needs it

    return platformdirs.user_data_path("pebblepour", appauthor=False) / FILE_NAME


def _count(name: str, value: int) -> int:
    if not rows.COUNT(value):
        raise ValueError(f"{name} must be a whole number 0..{rows.INT_MAX}, not {value!r}")
    return value


def _seconds(value: float) -> float:
    if not rows.seconds(value):
        raise ValueError(f"seconds must be a finite number 0..{rows.SECONDS_MAX:g}, not {value!r}")
    return float(value)


def _number(name: str, value: int, top: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= top:
        raise ValueError(f"{name} must be 1..{top}, not {value!r}")
    return value


def _day(value: date) -> str:
    if not isinstance(value, date) or not rows.day(value.isoformat()):
        raise ValueError(f"a date from {rows.FIRST_DAY} on is needed, not {value!r}")
    return value.isoformat()


def _mode(mode: str) -> str:
    if mode not in ATTEMPT_MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of {ATTEMPT_MODES}")
    return mode


def _board_id(value: str) -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= 2000:
        raise ValueError(f"a board ID is text of 1..2000 characters, not {value!r:.40}")
    return value


def _attempt_id(value: str | None) -> str | None:
    if value is not None and (not isinstance(value, str) or not 1 <= len(value) <= 64):
        raise ValueError(f"an attempt id is text of 1..64 characters, not {value!r}")
    return value


def _busy_timeout_of(conn: sqlite3.Connection) -> float:
    """How long ``conn`` waits for another connection's write lock, in seconds."""
    try:
        return int(conn.execute("PRAGMA busy_timeout").fetchone()[0]) / 1000
    except sqlite3.Error:
        return BUSY_TIMEOUT_S


def _write_attempt(
    conn: sqlite3.Connection, mode: str, data: str, saved_at: str, attempt_id: str
) -> None:
    """Inside a transaction: save an unfinished attempt, unless it has been recorded."""
    recorded = (
        attempt_id
        and conn.execute("SELECT 1 FROM recorded WHERE attempt_id = ?", (attempt_id,)).fetchone()
    )
    if not recorded:
        conn.execute(
            "INSERT OR REPLACE INTO unfinished (mode, data, saved_at, attempt_id) "
            "VALUES (?, ?, ?, ?)",
            (mode, data, saved_at, attempt_id),
        )


def _finish(conn: sqlite3.Connection, mode: str, attempt_id: str | None) -> bool:
    """Inside a record's transaction: key the record by ``attempt_id`` and clear that
    attempt's unfinished save (only that one: an earlier attempt saved there is kept).
    Return False if the attempt had been recorded before (the caller then changes nothing)."""
    if attempt_id is None:
        return True
    conn.execute("DELETE FROM unfinished WHERE mode = ? AND attempt_id = ?", (mode, attempt_id))
    return bool(
        conn.execute(
            "INSERT OR IGNORE INTO recorded (attempt_id, mode, recorded_at) VALUES (?, ?, ?)",
            (attempt_id, mode, clock.to_text(clock.utc_now())),
        ).rowcount
    )


@dataclass(frozen=True, slots=True)
class Awards:
    """How a record earns achievements: in the record's own transaction, so that a kill
    leaves both or neither. The rules are the session's (:mod:`pebblepour.session.achievements`)."""

    feats: tuple[str, ...]
    """What the attempt itself achieved, kept with the record (the records cannot say it)."""
    derive: Callable[[Profile], Iterable[str]]
    """Every achievement the records and feats earn, in award order (read within the
    transaction, so it sees the new record)."""


@dataclass(frozen=True, slots=True)
class _Bests:
    """A table that keeps one row of records per board (a level, a day, a puzzle, a board
    ID): the best measures of its solves, then how many there were. Every best is weighed by
    the one record rule (:func:`~.records.better`)."""

    name: str
    key: str
    """The column that names the board."""
    columns: tuple[str, ...]
    """The measure columns, then the count of solves."""
    measures: tuple[str, ...]
    """What each measure column holds, as a :class:`~.records.Run` field."""
    bests: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    """Each best the table keeps: the measures it is weighed by, and the measures a solve
    that beats it replaces."""


_TUBES_LEVEL = _Bests(
    "tubes_level",
    "level",
    ("best_moves", "best_seconds", "best_hints", "completions"),
    ("moves", "seconds", "hints"),
    ((("moves",), ("moves",)), (("seconds",), ("seconds",)), (("moves", "hints"), ("hints",))),
)
_TUBES_DAILY = _Bests(
    "tubes_daily",
    "day",
    ("moves", "seconds", "hints", "completions"),
    ("moves", "seconds", "hints"),
    ((("moves", "seconds"), ("moves", "seconds", "hints")),),
)
_BOWLS_PUZZLE = _Bests(
    "bowls_puzzle",
    "puzzle",
    ("best_moves", "best_score", "solves"),
    ("moves", "points"),
    ((("moves",), ("moves",)), (("points",), ("points",))),
)
_BOARD = _Bests(
    "board",
    "board_id",
    ("best_moves", "best_seconds", "best_score", "solves"),
    ("moves", "seconds", "points"),
    ((("moves", "points"), ("moves", "points")), (("seconds",), ("seconds",))),
)


@dataclass(frozen=True, slots=True)
class _Kept:
    """What :meth:`Profile._keep_best` made of one solve."""

    row: tuple[Any, ...]
    """The board's records after it: the measures kept, then the count of solves."""
    first: bool
    beaten: tuple[bool, ...]
    """Which of the table's bests it beat, in order (all on a first solve, none on a
    duplicate)."""
    duplicate: bool = False
    earned: tuple[Earned, ...] = ()


class Profile:
    """The player's saved progress. Open with :meth:`open`; every call commits at once.

    Methods raise :class:`ProfileError` (one sentence for the player) when the disk fails,
    and ``ValueError`` when called with impossible values (a bug in the caller).
    Use from one thread; a second app instance may use the same file at the same time: a
    write then waits for the other's to end, at most :attr:`write_wait` seconds.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path,
        moved: MovedAside | None,
        read_only: ReadOnly | None = None,
    ) -> None:
        """Wrap an open connection; use :meth:`open` instead."""
        self._conn = conn
        self.path = path
        """The profile file."""
        self.moved_aside = moved
        """The bad file set aside when opening, if any."""
        self.read_only = read_only
        """Why the profile cannot be written, if so: then this is an in-memory copy (play
        goes on, nothing reaches the disk)."""
        self._wait = _busy_timeout_of(conn)
        self._refused_at = -REFUSED_MOMENT_S  # when a write was last refused as busy
        self._kept: dict[str, tuple[str, str, str]] = {}
        """Attempt saves refused while another window kept the profile busy, by mode: (data,
        saved at, attempt id). Read as saved; written before the next write, or at close."""
        self._system: dict[str, str | bool | float] = {}
        """The system's settings (:meth:`use_system_settings`), never stored."""
        self._sync: BackgroundSync | None = None
        """Makes the commits durable off this thread (:meth:`sync_off_thread`), if on."""
        if moved is not None:
            with suppress(ProfileError), transaction(self._conn) as c:
                c.execute(
                    "INSERT OR REPLACE INTO notice (moved_to, issue, noticed_at) VALUES (?, ?, ?)",
                    (str(moved.moved_to), moved.issue.value, clock.to_text(clock.utc_now())),
                )
        try:  # every row checked without holding the write lock; the lock only to move
            damaged = rows.find_damaged(self._conn)
        except sqlite3.Error:
            damaged = []
        if damaged:
            with suppress(ProfileError), transaction(self._conn) as c:
                if rows.set_aside(c, damaged):  # told at every start, as a file moved aside is
                    c.execute(
                        "INSERT OR REPLACE INTO notice (moved_to, issue, noticed_at) "
                        "VALUES (?, ?, ?)",
                        (str(path), OpenIssue.ROWS.value, clock.to_text(clock.utc_now())),
                    )

    @classmethod
    def open(cls, path: Path | None = None) -> Profile:
        """Open the profile at ``path`` (default: :func:`default_path`), creating it if needed.

        A damaged, foreign, newer or unreadable file is moved aside under a dated name and a
        fresh profile starts; :attr:`open_report` then says so.
        """
        path = default_path() if path is None else Path(path)
        conn, moved, read_only = open_database(path)
        return cls(conn, path, moved, read_only)

    @property
    def open_report(self) -> str | None:
        """One sentence to show the player if a bad file was moved aside when opening."""
        return None if self.moved_aside is None else self.moved_aside.sentence

    def notices(self) -> list[MovedAside]:
        """Bad profile files moved aside (this start or an earlier one), oldest first: told
        at every start until :meth:`dismiss_notices`."""
        rows = self._rows("SELECT issue, moved_to FROM notice ORDER BY noticed_at, moved_to")
        out = []
        for issue, moved_to in rows:
            with suppress(ValueError):
                out.append(MovedAside(OpenIssue(issue), Path(moved_to)))
        return out

    def dismiss_notices(self) -> None:
        """The player has read the notices: stop telling them."""
        with self._write() as conn:
            conn.execute("DELETE FROM notice")

    @property
    def write_wait(self) -> float:
        """How long a write waits, in seconds, while another window writes (holds the
        file's write lock) before it fails as busy. :data:`~.store.BUSY_TIMEOUT_S` by
        default; the app's GUI thread sets :data:`~.store.GUI_WAIT_S`, a moment, so that the
        window answers the player meanwhile (a refused record is tried again later, a
        refused save is kept: :meth:`save_attempt`)."""
        return self._wait

    @write_wait.setter
    def write_wait(self, seconds: float) -> None:
        self._busy_timeout(seconds)
        self._wait = seconds

    def _busy_timeout(self, seconds: float) -> None:
        try:
            self._conn.execute(f"PRAGMA busy_timeout = {max(0, round(seconds * 1000))}")
        except sqlite3.Error as error:
            raise profile_error(error) from error

    def sync_off_thread(self) -> None:
        """Never wait on the disk in this thread (the app's GUI thread): commits are made
        durable against a power cut moments later by a thread of its own
        (:class:`~.store.BackgroundSync`); against a killed process they are at once."""
        if self._sync is None and self.read_only is None:
            try:
                BackgroundSync.attach(self._conn)
            except sqlite3.Error as error:
                raise profile_error(error) from error
            self._sync = BackgroundSync(self.path)

    def wait_durable(self, timeout: float = BUSY_TIMEOUT_S) -> bool:
        """Wait until every commit so far would survive a power cut; False if ``timeout``
        passed first."""
        return self._sync is None or self._sync.wait(timeout)

    @contextmanager
    def _write(self, *, durable: bool = True) -> Iterator[sqlite3.Connection]:
        """A write transaction (:func:`~.store.transaction`), after the attempt saves kept
        while the profile was busy: those go first, in a transaction of their own, so that
        they land in order and never take another write down with them."""
        hurry = time.monotonic() - self._refused_at < REFUSED_MOMENT_S
        if hurry:
            self._busy_timeout(0)
        try:
            if self._kept:
                try:
                    self._write_kept()
                except ProfileError as error:
                    if error.kind is ErrorKind.BUSY:
                        raise  # still busy: the write that follows would wait in vain too
                    self._kept.clear()  # the disk itself refuses them: the last saves stand
            with transaction(self._conn, durable=durable and self._sync is None) as conn:
                yield conn
            if self._sync is not None:
                self._sync.poke(durable)
        except ProfileError as error:
            if error.kind is ErrorKind.BUSY:
                self._refused_at = time.monotonic()
            raise
        finally:
            if hurry:
                self._busy_timeout(self._wait)

    def _write_kept(self) -> None:
        with transaction(self._conn, durable=False) as conn:
            for mode, (data, saved_at, attempt_id) in self._kept.items():
                _write_attempt(conn, mode, data, saved_at, attempt_id)
        self._kept.clear()

    def close(self) -> None:
        """Close the file (everything is already saved, or written now: an attempt save
        refused while another window kept the profile busy is tried once more, waiting as
        long as a script would)."""
        if self._kept:
            with suppress(ProfileError):
                self.write_wait = max(self._wait, BUSY_TIMEOUT_S)
                self._write_kept()
        if self._sync is not None:
            self._sync.close()
        self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def _rows(self, sql: str, args: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._conn.execute(sql, args).fetchall()
        except sqlite3.Error as error:
            raise profile_error(error, "read") from error

    # ---------------------------------------------------------------------------- settings

    def settings(self) -> Settings:
        """Return the current settings: the player's own where they chose one, else the
        system's where it has one (:meth:`use_system_settings`), else the defaults."""
        return _settings.decode(self._stored_settings(), self._system)

    def _stored_settings(self) -> dict[str, str]:
        return dict(self._rows("SELECT key, value FROM setting"))

    def update_settings(self, **changes: Unpack[SettingsChange]) -> Settings:
        """Change some settings, e.g. ``update_settings(move_preview=True)``; return all of them.

        A theme must be unlocked before it can be chosen. A setting changed here is the
        player's own: it no longer follows the system (:meth:`follow_system` undoes that).
        """
        checked = {name: _settings.check(name, value) for name, value in changes.items()}
        if "theme" in checked and checked["theme"] not in self.themes_unlocked():
            raise ValueError(f"theme {checked['theme']!r} is locked")
        with self._write() as conn:
            conn.executemany(
                "INSERT INTO setting (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [(name, _settings.encode(value)) for name, value in checked.items()],
            )
        return self.settings()

    def chosen_settings(self) -> frozenset[str]:
        """The settings the player chose in the game (stored in the profile); of
        :data:`~.settings.FOLLOWS_SYSTEM`, the others follow the system."""
        return _settings.chosen(self._stored_settings())

    def use_system_settings(self, values: Mapping[str, object]) -> None:
        """The desktop's own values of :data:`~.settings.FOLLOWS_SYSTEM` (those it publishes;
        anything else is left out), which :meth:`settings` gives for the ones the player has
        not chosen. Kept for this session only: the system is read again at every start."""
        self._system = _settings.system_values(values)

    def system_settings(self) -> dict[str, str | bool | float]:
        """The system's values given to :meth:`use_system_settings` (the accepted ones)."""
        return dict(self._system)

    def follow_system(self, *names: str) -> Settings:
        """Forget the player's own value of each setting in ``names`` (of
        :data:`~.settings.FOLLOWS_SYSTEM`): it follows the system again, or is at its default
        where the system has none. Return all the settings."""
        for name in names:
            if name not in _settings.FOLLOWS_SYSTEM:
                raise ValueError(f"setting {name!r} cannot follow the system")
        with self._write() as conn:
            conn.executemany("DELETE FROM setting WHERE key = ?", [(name,) for name in names])
        return self.settings()

    # ---------------------------------------------------------------------------- tubes

    def tubes_unlocked(self) -> int:
        """Return the highest unlocked Tubes level (1 for a new player)."""
        (top,) = self._rows("SELECT max(level) FROM tubes_level")[0]
        return 1 if top is None else min(top + 1, TUBES_LEVELS)

    def record_tubes_level(
        self,
        level: int,
        moves: int,
        seconds: float,
        hints: int,
        *,
        attempt_id: str | None = None,
        awards: Awards | None = None,
    ) -> TubesLevelResult:
        """Record a clear of an unlocked ``level``; return what improved.

        With ``attempt_id`` the record is keyed by it (a second call changes nothing and
        says ``duplicate``) and that attempt's unfinished save is cleared in the same
        transaction: a kill leaves either both done or neither. ``awards``: the achievements
        it earns are stored in that transaction too (the result's ``earned``).
        """
        _number("level", level, TUBES_LEVELS)
        _count("moves", moves)
        seconds = _seconds(seconds)
        _count("hints", hints)
        _attempt_id(attempt_id)
        with self._write() as conn:
            top = conn.execute("SELECT max(level) FROM tubes_level").fetchone()[0]
            unlocked = 1 if top is None else min(int(top) + 1, TUBES_LEVELS)
            if level > unlocked:
                raise ValueError(f"Tubes level {level} is locked (unlocked up to {unlocked})")
            run = (moves, seconds, hints)
            kept = self._keep_best(
                conn, _TUBES_LEVEL, level, run, "tubes:level", attempt_id, awards
            )
        fewer, faster, _ = kept.beaten
        opens = level == unlocked and level < TUBES_LEVELS and not kept.duplicate
        stats = TubesLevelStats(level, *kept.row)
        return TubesLevelResult(
            stats,
            kept.first,
            fewer,
            faster,
            level + 1 if opens else None,
            duplicate=kept.duplicate,
            earned=kept.earned,
        )

    def tubes_level_stats(self, level: int) -> TubesLevelStats | None:
        """Return the records of ``level``, or None if it was never cleared."""
        _number("level", level, TUBES_LEVELS)
        rows = self._rows(
            "SELECT level, best_moves, best_seconds, best_hints, completions "
            "FROM tubes_level WHERE level = ?",
            (level,),
        )
        return TubesLevelStats(*rows[0]) if rows else None

    def tubes_all_level_stats(self) -> dict[int, TubesLevelStats]:
        """Return the records of every cleared level, by level number."""
        return {s.level: s for s in self._tubes_levels()}

    def _tubes_levels(self) -> list[TubesLevelStats]:
        rows = self._rows(
            "SELECT level, best_moves, best_seconds, best_hints, completions "
            "FROM tubes_level ORDER BY level"
        )
        return [TubesLevelStats(*row) for row in rows]

    def record_tubes_daily(
        self,
        day: date,
        moves: int,
        seconds: float,
        hints: int,
        *,
        attempt_id: str | None = None,
        awards: Awards | None = None,
    ) -> TubesDailyResult:
        """Record a clear of the daily board of UTC date ``day``; the best one is kept.

        ``attempt_id``, ``awards``: as for :meth:`record_tubes_level`."""
        key = _day(day)
        _count("moves", moves)
        seconds = _seconds(seconds)
        _count("hints", hints)
        _attempt_id(attempt_id)
        with self._write() as conn:
            kept = self._keep_best(
                conn, _TUBES_DAILY, key, (moves, seconds, hints), "tubes:daily", attempt_id, awards
            )
        stats = TubesDailyStats(day, *kept.row)
        return TubesDailyResult(
            stats, kept.first, kept.beaten[0], duplicate=kept.duplicate, earned=kept.earned
        )

    def tubes_daily_completions(self) -> dict[date, TubesDailyStats]:
        """Return the best completion of every completed day, oldest first."""
        return {s.day: s for s in self._tubes_daily()}

    def _tubes_daily(self) -> list[TubesDailyStats]:
        rows = self._rows(
            "SELECT day, moves, seconds, hints, completions FROM tubes_daily ORDER BY day"
        )
        return [TubesDailyStats(date.fromisoformat(str(d)), *rest) for d, *rest in rows]

    # ---------------------------------------------------------------------------- unfinished

    def save_attempt(self, mode: str, data: str, attempt_id: str = "") -> None:
        """Save the unfinished attempt of ``mode`` (the engine's JSON text), replacing any other.

        Fast enough for every accepted move: it survives the app being killed, and a power
        cut can at worst bring back an earlier save of the attempt. An attempt already
        recorded (``attempt_id``, by another window) is not saved again.

        When another window keeps the profile busy past :attr:`write_wait`,
        :class:`ProfileError` says so and the save is kept: this profile reads it as saved
        (:meth:`load_attempt`) and writes it before its next write, or when it closes. (A
        save the disk itself refuses, full or failing, is not kept: the last one stands.)
        """
        _mode(mode)
        if not isinstance(data, str):
            raise ValueError("an attempt is saved as text")
        _attempt_id(attempt_id or None)
        saved_at = clock.to_text(clock.utc_now())
        self._kept.pop(mode, None)  # this save replaces it
        try:
            with self._write(durable=False) as conn:
                _write_attempt(conn, mode, data, saved_at, attempt_id)
        except ProfileError as error:
            if error.kind is ErrorKind.BUSY:
                self._kept[mode] = (data, saved_at, attempt_id)
            raise

    def is_recorded(self, attempt_id: str) -> bool:
        """True if the attempt ``attempt_id`` has been recorded (it is over for good)."""
        return bool(self._rows("SELECT 1 FROM recorded WHERE attempt_id = ?", (attempt_id,)))

    def set_aside_attempt(self, mode: str, reason: str) -> None:
        """Keep the unfinished save of ``mode`` aside (it failed validation): it stops being
        offered, and stays in the file, with ``reason``, for whoever wants to look at it."""
        _mode(mode)
        with self._write() as conn:
            conn.execute(
                "INSERT INTO unfinished_aside (mode, data, saved_at, set_aside_at, reason) "
                "SELECT mode, data, saved_at, ?, ? FROM unfinished WHERE mode = ?",
                (clock.to_text(clock.utc_now()), str(reason)[:500], mode),
            )
            conn.execute("DELETE FROM unfinished WHERE mode = ?", (mode,))
            conn.execute(  # the newest KEPT_ASIDE of each mode are enough to look into
                "DELETE FROM unfinished_aside WHERE mode = ? AND id NOT IN "
                "(SELECT id FROM unfinished_aside WHERE mode = ? ORDER BY id DESC LIMIT ?)",
                (mode, mode, KEPT_ASIDE),
            )
        self._kept.pop(mode, None)

    def attempts_set_aside(self, mode: str) -> list[tuple[str, str]]:
        """The saves of ``mode`` kept aside, oldest first, as ``(data, reason)``."""
        rows = self._rows(
            "SELECT data, reason FROM unfinished_aside WHERE mode = ? ORDER BY id", (_mode(mode),)
        )
        return [(str(d), str(r)) for d, r in rows]

    def load_attempt(self, mode: str) -> str | None:
        """Return the saved unfinished attempt of ``mode``, or None."""
        if _mode(mode) in self._kept:
            return self._kept[mode][0]
        rows = self._rows("SELECT data FROM unfinished WHERE mode = ?", (mode,))
        return str(rows[0][0]) if rows else None

    def clear_attempt(self, mode: str, attempt_id: str | None = None) -> None:
        """Forget the unfinished attempt of ``mode`` (it ended or the player abandoned it);
        with ``attempt_id``, only if the saved one is that attempt."""
        kept = self._kept.get(_mode(mode))
        if kept is not None and attempt_id in (None, kept[2]):
            del self._kept[mode]
        with self._write() as conn:
            if attempt_id is None:
                conn.execute("DELETE FROM unfinished WHERE mode = ?", (_mode(mode),))
            else:
                conn.execute(
                    "DELETE FROM unfinished WHERE mode = ? AND attempt_id = ?",
                    (_mode(mode), attempt_id),
                )

    def unfinished_modes(self) -> list[str]:
        """Return the modes that have an unfinished attempt, in :data:`ATTEMPT_MODES` order."""
        saved = {m for (m,) in self._rows("SELECT mode FROM unfinished")} | set(self._kept)
        return [m for m in ATTEMPT_MODES if m in saved]

    # ---------------------------------------------------------------------------- bowls

    def record_bowls_puzzle(
        self,
        puzzle: int,
        moves: int,
        score: int,
        *,
        attempt_id: str | None = None,
        awards: Awards | None = None,
    ) -> BowlsPuzzleResult:
        """Record a solve of Bowls ``puzzle``; return what improved.

        ``attempt_id``, ``awards``: as for :meth:`record_tubes_level`."""
        _number("puzzle", puzzle, BOWLS_PUZZLES)
        _count("moves", moves)
        _count("score", score)
        _attempt_id(attempt_id)
        with self._write() as conn:
            kept = self._keep_best(
                conn, _BOWLS_PUZZLE, puzzle, (moves, score), "bowls:puzzle", attempt_id, awards
            )
        fewer, more = kept.beaten
        stats = BowlsPuzzleStats(puzzle, *kept.row)
        return BowlsPuzzleResult(
            stats, kept.first, fewer, more, duplicate=kept.duplicate, earned=kept.earned
        )

    def record_board(
        self,
        board_id: str,
        moves: int,
        seconds: float,
        score: int = 0,
        *,
        attempt_id: str | None = None,
        awards: Awards | None = None,
    ) -> BoardResult:
        """Record a solve of the board ``board_id`` (its canonical ID, either game); return
        what improved. The best run is the fewest moves, then (Bowls) the most points; the
        best time is kept apart. ``attempt_id``, ``awards``: as for
        :meth:`record_tubes_level`."""
        _board_id(board_id)
        _count("moves", moves)
        seconds = _seconds(seconds)
        _count("score", score)
        _attempt_id(attempt_id)
        mode = board_id.split(":", 1)[0] + ":board"
        with self._write() as conn:
            kept = self._keep_best(
                conn, _BOARD, board_id, (moves, seconds, score), mode, attempt_id, awards
            )
        best_run = kept.beaten[0] and not kept.first  # a first solve is no "new best"
        stats = BoardStats(board_id, *kept.row)
        return BoardResult(
            stats, kept.first, best_run, duplicate=kept.duplicate, earned=kept.earned
        )

    def _keep_best(
        self,
        conn: sqlite3.Connection,
        table: _Bests,
        key: object,
        run: tuple[Any, ...],
        mode: str,
        attempt_id: str | None,
        awards: Awards | None,
    ) -> _Kept:
        """Inside a record's transaction: weigh the solve ``run`` (its measures, in the order
        of ``table.measures``) against the records of the board ``key``, keep each best it
        beats, count it and grant what it earns; a duplicate (``attempt_id`` recorded before)
        changes nothing and reads the records as they are."""
        old = conn.execute(
            f"SELECT {', '.join(table.columns)} FROM {table.name} WHERE {table.key} = ?", (key,)
        ).fetchone()
        if not _finish(conn, mode, attempt_id):
            return _Kept(tuple(old or (*run, 0)), False, (False,) * len(table.bests), True)
        if old is None:
            row, first, beaten = (*run, 1), True, (True,) * len(table.bests)
        else:
            at = {m: i for i, m in enumerate(table.measures)}
            kept, wins = list(old[:-1]), []
            for weighs, keeps in table.bests:
                won = better(
                    Run(**{m: run[at[m]] for m in weighs}), Run(**{m: old[at[m]] for m in weighs})
                )
                wins.append(won)
                for m in keeps if won else ():
                    kept[at[m]] = run[at[m]]
            row, first, beaten = (*kept, old[-1] + 1), False, tuple(wins)
        marks = ", ".join("?" * (len(table.columns) + 1))
        conn.execute(
            f"INSERT OR REPLACE INTO {table.name} ({table.key}, {', '.join(table.columns)}) "
            f"VALUES ({marks})",
            (key, *row),
        )
        return _Kept(row, first, beaten, earned=self._award(attempt_id, awards))

    def board_stats(self, board_id: str) -> BoardStats | None:
        """Return the records of the board ``board_id``, or None if it was never solved."""
        rows = self._rows(
            "SELECT board_id, best_moves, best_seconds, best_score, solves FROM board "
            "WHERE board_id = ?",
            (board_id,),
        )
        return BoardStats(*rows[0]) if rows else None

    def note_shortest(self, board_id: str, moves: int) -> None:
        """Keep the shortest solution the solver proved for the board ``board_id``."""
        _board_id(board_id)
        _number("moves", moves, 10**6)
        with self._write() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO shortest (board_id, moves) VALUES (?, ?)",
                (board_id, moves),
            )

    def shortest(self) -> dict[str, int]:
        """The shortest solutions kept (:meth:`note_shortest`), by board ID."""
        return {str(b): int(m) for b, m in self._rows("SELECT board_id, moves FROM shortest")}

    def save_my_board(self, board_id: str, *, replacing: str = "") -> bool:
        """Keep ``board_id`` (a canonical ID) in "My boards", as saved now (the newest first);
        return True if it was not there before. ``replacing``: the saved board it was made
        from, taken out in the same write (a failed write keeps the old one)."""
        _board_id(board_id)
        with self._write() as conn:
            if replacing and replacing != board_id:
                conn.execute("DELETE FROM my_board WHERE board_id = ?", (replacing,))
            new = (
                conn.execute("SELECT 1 FROM my_board WHERE board_id = ?", (board_id,)).fetchone()
                is None
            )
            conn.execute(
                "INSERT OR REPLACE INTO my_board (board_id, saved_at) VALUES (?, ?)",
                (board_id, clock.to_text(clock.utc_now())),
            )
        return new

    def forget_my_board(self, board_id: str) -> None:
        """Take ``board_id`` out of "My boards" (its records stay)."""
        _board_id(board_id)
        with self._write() as conn:
            conn.execute("DELETE FROM my_board WHERE board_id = ?", (board_id,))

    def my_boards(self) -> list[str]:
        """The IDs in "My boards", the last saved first."""
        return [
            str(b)
            for (b,) in self._rows("SELECT board_id FROM my_board ORDER BY saved_at DESC, board_id")
        ]

    def my_boards_with_records(self) -> list[tuple[str, BoardStats | None]]:
        """The IDs in "My boards", the last saved first, each with its records (None: never
        solved): one read for the whole list."""
        rows = self._rows(
            "SELECT m.board_id, b.best_moves, b.best_seconds, b.best_score, b.solves "
            "FROM my_board AS m LEFT JOIN board AS b ON b.board_id = m.board_id "
            "ORDER BY m.saved_at DESC, m.board_id"
        )
        out: list[tuple[str, BoardStats | None]] = []
        for text, moves, seconds, score, solves in rows:
            stats = None if solves is None else BoardStats(str(text), moves, seconds, score, solves)
            out.append((str(text), stats))
        return out

    def bowls_puzzle_stats(self) -> dict[int, BowlsPuzzleStats]:
        """Return the records of every solved puzzle, by number."""
        rows = self._rows(
            "SELECT puzzle, best_moves, best_score, solves FROM bowls_puzzle ORDER BY puzzle"
        )
        return {r[0]: BowlsPuzzleStats(*r) for r in rows}

    def record_bowls_endless(
        self,
        score: int,
        moves: int,
        practice: bool,
        *,
        attempt_id: str | None = None,
        awards: Awards | None = None,
    ) -> BowlsAttemptResult:
        """Record an ended Endless attempt (dated today, UTC). Practice never sets a record.

        ``attempt_id``, ``awards``: as for :meth:`record_tubes_level`."""
        return self._record_bowls(
            "endless", clock.utc_today(), score, moves, practice, attempt_id, awards
        )

    def record_bowls_daily(
        self,
        day: date,
        score: int,
        moves: int,
        practice: bool,
        *,
        attempt_id: str | None = None,
        awards: Awards | None = None,
    ) -> BowlsAttemptResult:
        """Record an ended Daily attempt of the challenge of UTC date ``day``."""
        return self._record_bowls("daily", day, score, moves, practice, attempt_id, awards)

    def _record_bowls(
        self,
        mode: str,
        day: date,
        score: int,
        moves: int,
        practice: bool,
        attempt_id: str | None,
        awards: Awards | None,
    ) -> BowlsAttemptResult:
        _attempt_id(attempt_id)
        key = _day(day)
        _count("score", score)
        _count("moves", moves)
        if not isinstance(practice, bool):
            raise ValueError(f"practice must be true or false, not {practice!r}")
        attempt = BowlsAttempt(mode, day, clock.utc_now(), score, moves, practice)
        best_sql = "SELECT max(score) FROM bowls_attempt WHERE mode = ? AND practice = 0"
        best_args: tuple[object, ...] = (mode,)
        if mode == "daily":
            best_sql += " AND day = ?"
            best_args = (mode, key)
        with self._write() as conn:
            previous = conn.execute(best_sql, best_args).fetchone()[0]
            if not _finish(conn, f"bowls:{mode}", attempt_id):
                return BowlsAttemptResult(attempt, previous, False, duplicate=True)
            conn.execute(
                "INSERT INTO bowls_attempt (mode, day, ended_at, score, moves, practice) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (mode, key, clock.to_text(attempt.ended_at), score, moves, int(practice)),
            )
            earned = self._award(attempt_id, awards)
        new_best = is_new_best(score, previous, practice)
        return BowlsAttemptResult(attempt, previous, new_best, earned=earned)

    def bowls_endless_best(self) -> int | None:
        """Return the best valid Endless score, or None before any valid attempt."""
        (best,) = self._rows(
            "SELECT max(score) FROM bowls_attempt WHERE mode = 'endless' AND practice = 0"
        )[0]
        return None if best is None else int(best)

    def bowls_endless_history(self, limit: int | None = None) -> list[BowlsAttempt]:
        """Return ended Endless attempts, newest first (all, or the ``limit`` most recent)."""
        return self._bowls_history("endless", -1 if limit is None else _count("limit", limit))

    def _bowls_history(self, mode: str, limit: int) -> list[BowlsAttempt]:
        rows = self._rows(
            "SELECT day, ended_at, score, moves, practice FROM bowls_attempt "
            "WHERE mode = ? ORDER BY id DESC LIMIT ?",
            (mode, limit),
        )
        return [
            BowlsAttempt(
                mode,
                date.fromisoformat(str(d)),
                clock.from_text(str(at)),
                score,
                moves,
                bool(practice),
            )
            for d, at, score, moves, practice in rows
        ]

    def bowls_endless_longest(self) -> int | None:
        """Return the most moves of a valid Endless attempt, or None before any."""
        (most,) = self._rows(
            "SELECT max(moves) FROM bowls_attempt WHERE mode = 'endless' AND practice = 0"
        )[0]
        return None if most is None else int(most)

    def bowls_daily_best(self) -> dict[date, BowlsDailyBest]:
        """Return the best valid Daily result of every UTC date played, oldest first."""
        rows = self._rows(
            "SELECT day, max(score), moves FROM bowls_attempt "
            "WHERE mode = 'daily' AND practice = 0 GROUP BY day ORDER BY day"
        )
        return {(d := date.fromisoformat(str(day))): BowlsDailyBest(d, s, m) for day, s, m in rows}

    # ---------------------------------------------------------------------------- achievements

    def award_achievement(self, achievement_id: str) -> AchievementResult:
        """Record an achievement; a new one unlocks the next locked theme (SPEC 1.9 order)."""
        if not isinstance(achievement_id, str) or not achievement_id:
            raise ValueError(f"an achievement id is non-empty text, not {achievement_id!r}")
        with self._write():
            earned = self._grant([achievement_id])
        return AchievementResult(bool(earned), earned[0].theme if earned else None)

    def restore_achievements(self, derive: Callable[[Profile], Iterable[str]]) -> list[Earned]:
        """Grant every achievement ``derive`` finds earned by the records and not stored (an
        award lost to an older version, a kill or an edit); return what was granted."""
        with self._write():
            return list(self._grant(derive(self)))

    def feats(self) -> frozenset[str]:
        """What recorded attempts achieved themselves (see :class:`Awards`)."""
        return frozenset(str(name) for (name,) in self._rows("SELECT name FROM feat"))

    def _award(self, attempt_id: str | None, awards: Awards | None) -> tuple[Earned, ...]:
        """Inside a record's transaction: keep the attempt's feats, grant what is earned."""
        if awards is None:
            return ()
        self._conn.executemany(
            "INSERT OR IGNORE INTO feat (name, attempt_id, achieved_at) VALUES (?, ?, ?)",
            [(f, attempt_id or "", clock.to_text(clock.utc_now())) for f in awards.feats],
        )
        return self._grant(awards.derive(self))

    def _grant(self, ids: Iterable[str]) -> tuple[Earned, ...]:
        """Inside a transaction: store each achievement of ``ids`` not stored yet, each new one
        unlocking the next locked theme; a theme row lost (an edit) is unlocked again."""
        conn, now = self._conn, clock.to_text(clock.utc_now())
        have = {str(i) for (i,) in conn.execute("SELECT id FROM achievement")}
        themes = {str(n) for (n,) in conn.execute("SELECT name FROM theme")}

        def unlock() -> str | None:
            theme = next((t for t in THEMES[1:] if t not in themes), None)
            if theme is not None:
                themes.add(theme)
                conn.execute("INSERT INTO theme (name, unlocked_at) VALUES (?, ?)", (theme, now))
            return theme

        earned = []
        for name in dict.fromkeys(ids):
            if name not in have:
                have.add(name)
                conn.execute("INSERT INTO achievement (id, earned_at) VALUES (?, ?)", (name, now))
                earned.append(Earned(name, unlock()))
        while len(themes & set(THEMES[1:])) < min(len(have), len(THEMES) - 1):
            unlock()
        return tuple(earned)

    def achievements(self) -> dict[str, Achievement]:
        """Return the earned achievements by id, oldest first."""
        rows = self._rows("SELECT id, earned_at FROM achievement ORDER BY earned_at, id")
        return {str(i): Achievement(str(i), clock.from_text(str(at))) for i, at in rows}

    def themes_unlocked(self) -> tuple[str, ...]:
        """Return the unlocked themes in unlock order; ``simple`` is always there."""
        have = {name for (name,) in self._rows("SELECT name FROM theme")}
        return tuple(t for t in THEMES if t == THEMES[0] or t in have)

    # ---------------------------------------------------------------------------- statistics

    def stats_summary(self) -> StatsSummary:
        """Read everything the Statistics screen shows, from one consistent snapshot."""
        with snapshot(self._conn):
            counts = self._rows(
                "SELECT mode, count(*), sum(practice) FROM bowls_attempt GROUP BY mode"
            )
            played = {m: (n, p) for m, n, p in counts}
            return StatsSummary(
                tubes_unlocked=self.tubes_unlocked(),
                tubes_levels=tuple(self._tubes_levels()),
                tubes_daily=tuple(self._tubes_daily()),
                bowls_puzzles=tuple(self.bowls_puzzle_stats().values()),
                bowls_endless_best=self.bowls_endless_best(),
                bowls_endless_played=played.get("endless", (0, 0))[0],
                bowls_endless_practice=played.get("endless", (0, 0))[1],
                bowls_endless_recent=tuple(self._bowls_history("endless", RECENT_ENDLESS)),
                bowls_daily_best=tuple(self.bowls_daily_best().values()),
                bowls_daily_played=played.get("daily", (0, 0))[0],
                achievements=tuple(self.achievements().values()),
                themes=self.themes_unlocked(),
            )
