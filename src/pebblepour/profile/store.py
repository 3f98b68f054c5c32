"""The profile's SQLite file: opening, checking, moving bad files aside, migrations, transactions.

Only the standard library is used here, so a crash-test writer process starts fast.

* WAL journal: a committed change survives a killed process; records are also fsynced
  (``synchronous=FULL``) to survive a power cut, the save after every move is not (speed).
  The app's GUI thread never waits on the disk: its commits are fsynced by a
  :class:`BackgroundSync` on a thread of its own, moments later.
* Every change runs in ``BEGIN IMMEDIATE … COMMIT`` (:func:`transaction`); two app instances
  wait for each other (``busy_timeout``) instead of failing or losing a commit: a script up to
  :data:`BUSY_TIMEOUT_S`, the app's GUI thread only :data:`GUI_WAIT_S` (it must answer keys).
* ``PRAGMA application_id`` marks the file as ours, ``PRAGMA user_version`` is the schema
  version; :data:`MIGRATIONS` lifts any older file to :data:`SCHEMA_VERSION`.
* A file that is damaged, foreign, from a newer version or unreadable is renamed under a dated
  name and a fresh profile starts (:class:`OpenIssue` says what happened).
* Every SQLite failure reaches the caller as a :class:`ProfileError` with one clear sentence.
"""

from __future__ import annotations

import enum
import os
import sqlite3
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from pebblepour.profile import clock

APPLICATION_ID = 0x50625070  # "PbPp"
"""Marks a SQLite file as a Pebble & Pour profile."""

SCHEMA_VERSION = 6
"""The schema version this code reads and writes."""

BUSY_TIMEOUT_S = 5.0
"""How long a write waits for another app instance to finish its own write."""

GUI_WAIT_S = 0.03
"""How long a write made on the app's GUI thread waits for another instance's write
(``Profile.write_wait``): a moment (another instance's commit takes milliseconds), so that a
key is answered within 100 ms while another window holds the lock for seconds. A write
refused then fails as busy: it is said, a record is tried again, a move's save is kept."""

SYNC_RETRY_S = 0.2
"""How soon :class:`BackgroundSync` tries again when a reader or writer held frames back."""

SYNC_LAZY_S = 5.0
"""How long :class:`BackgroundSync` lets commits that need no fsync (a move's save) gather
before it checkpoints them, unless a durable one (a record, a setting) comes first: a move
costs no disk sync of its own, as before the thread."""

_SQLITE_MAGIC = b"SQLite format 3\x00"


# --------------------------------------------------------------------------------------------
# Errors


class ErrorKind(enum.Enum):
    """Why the profile could not be read or written (lets the UI pick its own translation)."""

    DISK_FULL = "disk_full"
    READ_ONLY = "read_only"
    BUSY = "busy"
    DAMAGED = "damaged"
    DISK_ERROR = "disk_error"
    OTHER = "other"


_REASONS = {
    ErrorKind.DISK_FULL: "the disk is full; free some space and try again",
    ErrorKind.READ_ONLY: "the profile location {where}is read-only or cannot be written",
    ErrorKind.BUSY: "another Pebble & Pour window kept the profile busy; try again",
    ErrorKind.DAMAGED: (
        "the profile file is damaged; restart Pebble & Pour to start a fresh profile "
        "(the damaged file will be kept)"
    ),
    ErrorKind.DISK_ERROR: "the disk reported an error",
    ErrorKind.OTHER: "of an unexpected database error ({detail})",
}


class ProfileError(Exception):
    """The profile could not be read or saved; ``str(error)`` is one sentence for the player."""

    def __init__(self, message: str, kind: ErrorKind = ErrorKind.OTHER) -> None:
        super().__init__(message)
        self.kind = kind
        """Why it failed."""


def _error_kind(error: sqlite3.Error) -> ErrorKind:
    code = getattr(error, "sqlite_errorcode", None)
    primary = -1 if code is None else code & 0xFF
    if primary == sqlite3.SQLITE_FULL:
        return ErrorKind.DISK_FULL
    if primary in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN):
        return ErrorKind.READ_ONLY
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return ErrorKind.BUSY
    if primary in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return ErrorKind.DAMAGED
    if primary == sqlite3.SQLITE_IOERR:
        return ErrorKind.DISK_ERROR
    return ErrorKind.OTHER


def profile_error(
    error: sqlite3.Error, action: str = "saved", where: Path | None = None
) -> ProfileError:
    """Turn a SQLite error into a :class:`ProfileError` whose text explains it in one sentence."""
    kind = _error_kind(error)
    reason = _REASONS[kind].format(where=f"{where} " if where else "", detail=error)
    return ProfileError(f"Your progress could not be {action} because {reason}.", kind)


commit_hook: Callable[[str], None] | None = None
"""Called with ``"before"`` just before every COMMIT and ``"after"`` just after it returned.

Only for tests: a crash test sets it to SIGKILL its own process at the commit moment."""


@contextmanager
def transaction(
    conn: sqlite3.Connection, action: str = "saved", *, durable: bool = True
) -> Iterator[sqlite3.Connection]:
    """Run the block as one write transaction: all of it is committed, or none of it.

    Once committed, the change survives the app being killed. ``durable`` also makes it
    survive a power cut (an fsync, about 4 ms); without it (``synchronous=NORMAL``, used for
    the save after every move) a power cut may undo the latest commits but never damages
    the file, and the next durable commit makes them durable too.
    SQLite errors leave the block as :class:`ProfileError` (after a rollback).
    """
    try:
        conn.execute(f"PRAGMA synchronous = {'FULL' if durable else 'NORMAL'}")
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as error:
        raise profile_error(error, action) from error
    try:
        yield conn
        if commit_hook is not None:
            commit_hook("before")
        conn.execute("COMMIT")
        if commit_hook is not None:
            commit_hook("after")
    except BaseException as error:
        if conn.in_transaction:
            with suppress(sqlite3.Error):  # the original error is the one worth reporting
                conn.execute("ROLLBACK")
        if isinstance(error, sqlite3.Error):
            raise profile_error(error, action) from error
        raise


@contextmanager
def snapshot(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """Run several reads against one consistent view of the file."""
    try:
        conn.execute("BEGIN")
        try:
            yield conn
        finally:
            conn.execute("COMMIT")
    except sqlite3.Error as error:
        raise profile_error(error, "read") from error


# --------------------------------------------------------------------------------------------
# Schema and migrations. A migration, once released, never changes: add a new one instead.


def _v1(conn: sqlite3.Connection) -> None:
    """Version 1: settings, Tubes records, unfinished attempts."""
    for statement in (
        "CREATE TABLE setting (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID",
        """CREATE TABLE tubes_level (
            level INTEGER PRIMARY KEY CHECK (level BETWEEN 1 AND 100),
            best_moves INTEGER NOT NULL,
            best_seconds REAL NOT NULL,
            best_hints INTEGER NOT NULL,
            completions INTEGER NOT NULL)""",
        """CREATE TABLE tubes_daily (
            day TEXT PRIMARY KEY,
            moves INTEGER NOT NULL,
            seconds REAL NOT NULL,
            hints INTEGER NOT NULL,
            completions INTEGER NOT NULL) WITHOUT ROWID""",
        "CREATE TABLE unfinished (mode TEXT PRIMARY KEY, data TEXT NOT NULL) WITHOUT ROWID",
    ):
        conn.execute(statement)


def _v2(conn: sqlite3.Connection) -> None:
    """Version 2: Bowls records, achievements, themes; unfinished attempts get a save time."""
    for statement in (
        """CREATE TABLE bowls_puzzle (
            puzzle INTEGER PRIMARY KEY CHECK (puzzle >= 1),
            best_moves INTEGER NOT NULL,
            best_score INTEGER NOT NULL,
            solves INTEGER NOT NULL)""",
        """CREATE TABLE bowls_attempt (
            id INTEGER PRIMARY KEY,
            mode TEXT NOT NULL CHECK (mode IN ('endless', 'daily')),
            day TEXT NOT NULL,
            ended_at TEXT NOT NULL,
            score INTEGER NOT NULL,
            moves INTEGER NOT NULL,
            practice INTEGER NOT NULL CHECK (practice IN (0, 1)))""",
        # best valid score; best valid result per day; most recent first
        "CREATE INDEX bowls_attempt_best ON bowls_attempt (mode, practice, score)",
        "CREATE INDEX bowls_attempt_day ON bowls_attempt (mode, practice, day, score, moves)",
        "CREATE INDEX bowls_attempt_recent ON bowls_attempt (mode, id)",
        "CREATE TABLE achievement (id TEXT PRIMARY KEY, earned_at TEXT NOT NULL) WITHOUT ROWID",
        "CREATE TABLE theme (name TEXT PRIMARY KEY, unlocked_at TEXT NOT NULL) WITHOUT ROWID",
        "ALTER TABLE unfinished ADD COLUMN saved_at TEXT NOT NULL DEFAULT ''",
    ):
        conn.execute(statement)
    # Attempts saved by version 1 carry no time: count them as saved at the upgrade.
    conn.execute("UPDATE unfinished SET saved_at = ?", (clock.to_text(clock.utc_now()),))


def _v3(conn: sqlite3.Connection) -> None:
    """Version 3: every recorded attempt keyed by its id (never twice); unfinished attempts
    carry their id; saves that failed validation are kept aside instead of deleted."""
    for statement in (
        """CREATE TABLE recorded (
            attempt_id TEXT PRIMARY KEY,
            mode TEXT NOT NULL,
            recorded_at TEXT NOT NULL) WITHOUT ROWID""",
        "ALTER TABLE unfinished ADD COLUMN attempt_id TEXT NOT NULL DEFAULT ''",
        """CREATE TABLE unfinished_aside (
            id INTEGER PRIMARY KEY,
            mode TEXT NOT NULL,
            data TEXT NOT NULL,
            saved_at TEXT NOT NULL,
            set_aside_at TEXT NOT NULL,
            reason TEXT NOT NULL)""",
        # a bad profile file moved aside: told at every start until the player dismisses it
        """CREATE TABLE notice (
            moved_to TEXT PRIMARY KEY,
            issue TEXT NOT NULL,
            noticed_at TEXT NOT NULL) WITHOUT ROWID""",
    ):
        conn.execute(statement)


def _v4(conn: sqlite3.Connection) -> None:
    """Version 4: what an attempt itself achieved (a combo, a hint-free shortest solve) is kept
    with its record, so that every achievement can be derived again from the records; rows
    that fail validation are kept aside instead of breaking a screen."""
    for statement in (
        """CREATE TABLE feat (
            name TEXT PRIMARY KEY,
            attempt_id TEXT NOT NULL,
            achieved_at TEXT NOT NULL) WITHOUT ROWID""",
        # what version 3 awarded stands as achieved (nothing older says more)
        "INSERT INTO feat (name, attempt_id, achieved_at) SELECT id, '', earned_at "
        "FROM achievement",
        """CREATE TABLE row_aside (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            data TEXT NOT NULL,
            set_aside_at TEXT NOT NULL,
            reason TEXT NOT NULL)""",
    ):
        conn.execute(statement)


def _v5(conn: sqlite3.Connection) -> None:
    """Version 5: the records of boards played by their ID (a board typed, pasted or shared:
    ``pebblepour.board_id``), one row per canonical ID, both games; and the shortest solution
    the solver proved for each Tubes board solved (the statistics chart compares them)."""
    for statement in (
        """CREATE TABLE board (
            board_id TEXT PRIMARY KEY,
            best_moves INTEGER NOT NULL,
            best_seconds REAL NOT NULL,
            best_score INTEGER NOT NULL,
            solves INTEGER NOT NULL) WITHOUT ROWID""",
        """CREATE TABLE shortest (
            board_id TEXT PRIMARY KEY,
            moves INTEGER NOT NULL) WITHOUT ROWID""",
    ):
        conn.execute(statement)


def _v6(conn: sqlite3.Connection) -> None:
    """Version 6: "My boards", the boards a player made in the editor and saved, by their
    canonical ID, with when each was last saved."""
    conn.execute(
        """CREATE TABLE my_board (
            board_id TEXT PRIMARY KEY,
            saved_at TEXT NOT NULL) WITHOUT ROWID"""
    )


MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _v1,
    2: _v2,
    3: _v3,
    4: _v4,
    5: _v5,
    6: _v6,
}
"""``MIGRATIONS[n]`` lifts a file from version n - 1 to version n."""


def user_version(conn: sqlite3.Connection) -> int:
    """Return the file's schema version."""
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> None:
    """Bring the file up to schema ``target`` in one transaction (nothing if already there)."""
    with transaction(conn):
        version = user_version(conn)  # read again under the write lock: another instance may
        if version == 0:  # have migrated while we waited
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        for step in range(version + 1, target + 1):
            MIGRATIONS[step](conn)
        if version < target:
            conn.execute(f"PRAGMA user_version = {target}")


# --------------------------------------------------------------------------------------------
# Opening, checking, moving bad files aside


class OpenIssue(enum.Enum):
    """Why an existing profile file was moved aside when opening."""

    DAMAGED = "damaged"
    FOREIGN = "foreign"
    NEWER = "newer"
    UNREADABLE = "unreadable"
    ROWS = "rows"
    """Not a file: some rows of the profile were damaged and were set aside
    (:mod:`pebblepour.profile.rows`); ``moved_to`` is the profile file that keeps them."""


_ISSUE_SENTENCES = {
    OpenIssue.DAMAGED: (
        "Your saved progress was damaged and could not be read, so Pebble & Pour started a "
        "fresh profile and kept the old file as {name}."
    ),
    OpenIssue.FOREIGN: (
        "The profile file did not come from Pebble & Pour, so a fresh profile was started "
        "and that file was kept as {name}."
    ),
    OpenIssue.NEWER: (
        "Your profile was saved by a newer version of Pebble & Pour, so this version started "
        "a fresh profile and kept that file as {name}."
    ),
    OpenIssue.UNREADABLE: (
        "Your profile file could not be opened, so Pebble & Pour started a fresh profile and "
        "kept the old file as {name}."
    ),
    OpenIssue.ROWS: (
        "Some of your saved records were damaged, so Pebble & Pour set them aside (they are "
        "kept in {name}); the rest of your progress is as you left it."
    ),
}


@dataclass(frozen=True, slots=True)
class MovedAside:
    """A bad profile file found at start-up, and where it was moved."""

    issue: OpenIssue
    """What was wrong with it."""
    moved_to: Path
    """Its new, dated name (in the same folder)."""

    @property
    def sentence(self) -> str:
        """One clear English sentence for the player."""
        return _ISSUE_SENTENCES[self.issue].format(name=self.moved_to.name)


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    return conn


def _read_header(path: Path) -> bytes:
    """Read the first 100 bytes of ``path`` (raises ``OSError`` if it cannot be read)."""
    with open(path, "rb") as handle:
        return handle.read(100)


def _inspect(path: Path) -> OpenIssue | None:
    """Say what is wrong with the existing file at ``path``, or None if it is fine or new."""
    if not os.path.lexists(path):
        return None
    if not path.is_file():
        return OpenIssue.UNREADABLE
    try:
        header = _read_header(path)
    except OSError:
        return OpenIssue.UNREADABLE
    if not header:
        return None  # an empty file is an empty database
    if not header.startswith(_SQLITE_MAGIC):
        return OpenIssue.DAMAGED
    try:
        conn = _connect(path)
    except sqlite3.Error as error:
        raise profile_error(error, "opened", path.parent) from error
    try:
        app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
        version = user_version(conn)
        tables = int(conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
        if app_id != APPLICATION_ID:
            return None if (app_id, version, tables) == (0, 0, 0) else OpenIssue.FOREIGN
        if version > SCHEMA_VERSION:
            return OpenIssue.NEWER
        if version < 1:
            return OpenIssue.DAMAGED
        rows = conn.execute("PRAGMA quick_check").fetchall()
        return None if rows == [("ok",)] else OpenIssue.DAMAGED
    except sqlite3.Error as error:
        if _error_kind(error) is ErrorKind.DAMAGED:
            return OpenIssue.DAMAGED
        raise profile_error(error, "opened", path.parent) from error
    finally:
        conn.close()


def _move_aside(path: Path, issue: OpenIssue) -> Path | None:
    """Rename ``path`` (and its -wal/-shm companions) to a dated name; return the new path."""
    stamp = clock.utc_now().strftime("%Y-%m-%d-%H%M%S")
    target = path.with_name(f"{path.stem}.{issue.value}-{stamp}{path.suffix}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.stem}.{issue.value}-{stamp}-{n}{path.suffix}")
    try:
        try:
            os.rename(path, target)
        except FileNotFoundError:
            return None  # another instance starting at the same moment moved it already
        for companion in ("-wal", "-shm"):
            old = Path(f"{path}{companion}")
            if os.path.lexists(old):
                os.rename(old, Path(f"{target}{companion}"))
    except OSError as error:
        raise ProfileError(
            f"Your profile file {path} could not be read and could not be moved aside "
            f"({error.strerror}), so Pebble & Pour cannot save progress.",
            ErrorKind.READ_ONLY,
        ) from error
    return target


class ReadOnlyCause(enum.Enum):
    """Why the profile can be read but not written (the player plays, nothing is saved)."""

    FILE = "file"
    """The profile file itself is read-only."""
    FOLDER = "folder"
    """The folder that holds the profile is read-only (or cannot be created)."""
    FILE_SYSTEM = "file_system"
    """The whole file system is mounted read-only."""
    COMPANION = "companion"
    """Something that is not a file stands where SQLite's ``-wal`` / ``-shm`` file goes."""
    UNREACHABLE = "unreachable"
    """The profile folder cannot be reached: a folder on its way cannot be entered, or its
    name is too long for the file system."""
    OTHER = "other"
    """The disk refused for another reason (see :attr:`ReadOnly.detail`)."""


_READ_ONLY_SENTENCES = {
    ReadOnlyCause.FILE: "the profile file {path} is read-only",
    ReadOnlyCause.FOLDER: "the profile folder {folder} is read-only",
    ReadOnlyCause.FILE_SYSTEM: "the file system that holds {folder} is read-only",
    ReadOnlyCause.COMPANION: "{companion} is not a file (SQLite needs to write a file there)",
    ReadOnlyCause.UNREACHABLE: "the profile folder {folder} cannot be reached ({detail})",
    ReadOnlyCause.OTHER: "the profile file {path} could not be opened for writing ({detail})",
}


@dataclass(frozen=True, slots=True)
class ReadOnly:
    """The profile was opened as an in-memory copy because the real one cannot be written."""

    cause: ReadOnlyCause
    path: Path
    """The profile file."""
    companion: Path | None = None
    """The ``-wal`` / ``-shm`` path that is in the way (:attr:`ReadOnlyCause.COMPANION`)."""
    detail: str = ""
    """The underlying error, in English (:attr:`ReadOnlyCause.OTHER`)."""

    @property
    def blocker(self) -> Path:
        """The one path the player has to fix."""
        if self.cause is ReadOnlyCause.FILE:
            return self.path
        if self.cause is ReadOnlyCause.COMPANION and self.companion is not None:
            return self.companion
        return self.path.parent

    @property
    def sentence(self) -> str:
        """One English sentence naming the real cause."""
        reason = _READ_ONLY_SENTENCES[self.cause].format(
            path=self.path, folder=self.path.parent, companion=self.companion, detail=self.detail
        )
        return f"Nothing you play will be saved because {reason}."


def _writable_folder(folder: Path) -> bool:
    try:
        fd, name = tempfile.mkstemp(prefix=".pebblepour-probe-", dir=folder)
    except OSError:
        return False
    os.close(fd)
    with suppress(OSError):
        os.unlink(name)
    return True


def read_only_cause(path: Path, error: BaseException | None = None) -> ReadOnly:
    """Find out why the profile at ``path`` cannot be written (checks the disk itself)."""
    try:
        return _read_only_cause(path, error)
    except OSError as failure:  # a folder on the way that cannot be entered, a name too long
        return ReadOnly(ReadOnlyCause.UNREACHABLE, path, detail=failure.strerror or str(failure))


def _read_only_cause(path: Path, error: BaseException | None) -> ReadOnly:
    for companion in ("-wal", "-shm"):
        other = Path(f"{path}{companion}")
        if os.path.lexists(other) and not other.is_file():
            return ReadOnly(ReadOnlyCause.COMPANION, path, other)
    folder = path.parent
    with suppress(OSError):
        if os.statvfs(folder if folder.exists() else folder.parent).f_flag & os.ST_RDONLY:
            return ReadOnly(ReadOnlyCause.FILE_SYSTEM, path)
    if not folder.is_dir() or not _writable_folder(folder):
        return ReadOnly(ReadOnlyCause.FOLDER, path)
    if path.is_file():
        try:
            with open(path, "r+b"):
                pass
        except OSError:
            return ReadOnly(ReadOnlyCause.FILE, path)
    detail = str(error) if error is not None else "the disk refused to write"
    return ReadOnly(ReadOnlyCause.OTHER, path, detail=detail)


def _probe_write(conn: sqlite3.Connection) -> None:
    """Raise ``sqlite3.Error`` if the file cannot take a write (nothing is changed)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("INSERT OR REPLACE INTO setting (key, value) VALUES ('.probe', '0')")
    finally:
        conn.execute("ROLLBACK")


def _memory_copy(path: Path) -> sqlite3.Connection:
    """An in-memory profile holding what can still be read from ``path`` (or a fresh one)."""
    mem = sqlite3.connect(":memory:", isolation_level=None)
    try:
        readable = path.is_file() and _read_header(path).startswith(_SQLITE_MAGIC)
    except OSError:
        readable = False
    # mode=ro reads a -wal too; immutable=1 reads the main file alone (where the folder is
    # read-only, SQLite cannot make the -shm that reading a WAL needs).
    for query in ("mode=ro", "mode=ro&immutable=1") if readable else ():
        try:
            src = sqlite3.connect(f"file:{quote(str(path))}?{query}", uri=True)
            try:
                src.backup(mem)
            finally:
                src.close()
            app_id = int(mem.execute("PRAGMA application_id").fetchone()[0])
            ours = app_id == APPLICATION_ID and 1 <= user_version(mem) <= SCHEMA_VERSION
            if ours and mem.execute("PRAGMA quick_check").fetchall() == [("ok",)]:
                break
        except sqlite3.Error:
            pass
        mem.close()
        mem = sqlite3.connect(":memory:", isolation_level=None)
    migrate(mem)
    return mem


def open_database(path: Path) -> tuple[sqlite3.Connection, MovedAside | None, ReadOnly | None]:
    """Open (creating or upgrading if needed) the profile file at ``path``.

    A bad existing file is moved aside first and reported in the second element. When the
    profile cannot be written at all (read-only file, folder or file system, something in
    the way of the ``-wal`` / ``-shm`` file), the third element says why and the connection
    is an in-memory copy of what could be read: the player plays, nothing is saved.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        try:
            return (*_open_writable(path), None)
        except ProfileError as error:
            # Another instance starting at the same moment (switching to WAL, migrating)
            # can make SQLite answer "busy" without waiting: try again, briefly.
            if error.kind is ErrorKind.BUSY and time.monotonic() < deadline:
                time.sleep(0.02)
                continue
            return _memory_copy(path), None, read_only_cause(path, error.__cause__ or error)


def _open_writable(path: Path) -> tuple[sqlite3.Connection, MovedAside | None]:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ProfileError(
            f"Your progress cannot be saved because the folder {path.parent} cannot be "
            f"created ({error.strerror}).",
            ErrorKind.READ_ONLY,
        ) from error
    moved: MovedAside | None = None
    issue = _inspect(path)
    if issue is not None and (target := _move_aside(path, issue)) is not None:
        moved = MovedAside(issue, target)
    try:
        conn = _connect(path)
    except sqlite3.Error as error:
        raise profile_error(error, "opened", path.parent) from error
    try:
        conn.execute("PRAGMA journal_mode = WAL").fetchone()
        migrate(conn)
        _probe_write(conn)
    except sqlite3.Error as error:
        conn.close()
        raise profile_error(error, "opened", path.parent) from error
    except BaseException:
        conn.close()
        raise
    return conn, moved


# --------------------------------------------------------------------------------------------
# Durability off the calling thread


class BackgroundSync:
    """Makes the commits of a connection durable on a thread of its own.

    An fsync waits on the disk: 4 ms on an idle one, more than half a second under another
    program's writes (measured by the soak in CI). The app's GUI thread must answer every
    key, so its connection commits with ``synchronous=NORMAL`` and no automatic checkpoint
    (:meth:`attach`): a commit then only appends to the WAL, which survives a killed process.
    After a durable commit (:meth:`poke`) this thread checkpoints the WAL into the file
    through a connection of its own with ``synchronous=FULL`` (the WAL is fsynced before the
    copy and the file after it), so a power cut can only undo the last moment's commits, never
    damage the file; the saves of moves are checkpointed with the next durable commit, or
    :data:`SYNC_LAZY_S` after them. Errors are kept for :attr:`last_error` and tried again at
    the next commit.
    """

    def __init__(self, path: Path) -> None:
        self._path = path
        self._wake = threading.Condition()
        self._asked = 0  # commits poked
        self._done = 0  # commits known durable
        self._urgent = False  # a durable commit waits
        self._stopping = False
        self.last_error: sqlite3.Error | None = None
        self._thread = threading.Thread(target=self._run, name="profile-sync", daemon=True)
        self._thread.start()

    @staticmethod
    def attach(conn: sqlite3.Connection) -> None:
        """Make ``conn`` leave checkpoints to this thread (its commits then never fsync)."""
        conn.execute("PRAGMA wal_autocheckpoint = 0")

    def poke(self, durable: bool = True) -> None:
        """A commit has been made: make it durable soon (``durable``: at once)."""
        with self._wake:
            self._asked += 1
            self._urgent = self._urgent or durable
            self._wake.notify()

    def wait(self, timeout: float) -> bool:
        """Wait until every commit poked so far is durable; False if ``timeout`` passed."""
        deadline = time.monotonic() + timeout
        with self._wake:
            while self._done < self._asked:
                left = deadline - time.monotonic()
                if left <= 0 or not self._thread.is_alive():
                    return False
                self._wake.wait(left)
            return True

    def close(self) -> None:
        """Make what is committed durable, then stop the thread."""
        with self._wake:
            self._stopping = True
            self._wake.notify_all()
        self._thread.join()

    def _run(self) -> None:
        conn: sqlite3.Connection | None = None
        try:
            while True:
                with self._wake:
                    while self._done == self._asked and not self._stopping:
                        self._wake.wait()
                    if self._done == self._asked:
                        return
                    lazy_until = time.monotonic() + SYNC_LAZY_S
                    while not (self._urgent or self._stopping):
                        left = lazy_until - time.monotonic()
                        if left <= 0:
                            break
                        self._wake.wait(left)
                    target, self._urgent = self._asked, False
                try:
                    if conn is None:
                        conn = _connect(self._path)
                        conn.execute("PRAGMA synchronous = FULL")
                    busy, frames, copied = conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
                except sqlite3.Error as error:
                    self.last_error = error  # the disk refuses: tried again at the next commit
                    with self._wake:
                        while self._asked == target and not self._stopping:
                            self._wake.wait()
                        if self._stopping:
                            return
                    continue
                self.last_error = None
                if not busy and frames == copied:
                    with self._wake:
                        self._done = target
                        self._wake.notify_all()
                elif self._stopping:
                    return
                else:  # another connection's reader or writer held frames back: again soon
                    with self._wake:
                        self._urgent = True
                    time.sleep(SYNC_RETRY_S)
        finally:
            if conn is not None:
                with suppress(sqlite3.Error):
                    conn.close()
