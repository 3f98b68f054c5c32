"""The app's GUI thread never waits on the disk's fsync (issue 41): its commits are made
durable by a thread of its own (``store.BackgroundSync``), and reach the file itself."""

import sqlite3
from pathlib import Path

import pytest
from tests.profile.read_only_support import ReadOnly

from pebblepour.profile import Profile, store


def _in_main_file(path: Path, key: str, table: str = "setting") -> str | None:
    """A setting (or a mode's unfinished attempt) as the database file alone holds it (the
    WAL not read): what a power cut right now would leave."""
    query = {"setting": "SELECT value FROM setting WHERE key = ?",
             "unfinished": "SELECT data FROM unfinished WHERE mode = ?"}[table]
    uri = f"file:{path}?immutable=1"
    conn = sqlite3.connect(uri, uri=True)
    try:
        row = conn.execute(query, (key,)).fetchone()
    finally:
        conn.close()
    return None if row is None else str(row[0])


def _synchronous_at_commit(profile: Profile, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    seen: list[int] = []

    def hook(when: str) -> None:
        if when == "before":
            seen.append(int(profile._conn.execute("PRAGMA synchronous").fetchone()[0]))

    monkeypatch.setattr(store, "commit_hook", hook)
    return seen


def test_a_record_commits_without_an_fsync_and_reaches_the_file_soon(
    profile: Profile, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _synchronous_at_commit(profile, monkeypatch)
    profile.sync_off_thread()
    profile.update_settings(move_preview=True)
    profile.record_tubes_level(1, 12, 30.0, 0)
    assert seen == [1, 1]  # NORMAL: the commit only appends to the WAL, no fsync
    assert profile.wait_durable(10.0)
    assert _in_main_file(path, "move_preview") == "true"
    assert profile._conn.execute("PRAGMA wal_autocheckpoint").fetchone() == (0,)


def test_a_moves_save_waits_for_the_next_durable_commit(
    profile: Profile, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move's save costs no disk sync of its own (as before the thread): it reaches the file
    with the next record or setting, or store.SYNC_LAZY_S later."""
    profile.sync_off_thread()
    profile.update_settings(move_preview=False)  # the file itself holds the tables now
    assert profile.wait_durable(10.0)
    profile.save_attempt("tubes:level", '{"id": 1}')
    assert not profile.wait_durable(0.5)
    assert _in_main_file(path, "tubes:level", "unfinished") is None
    profile.update_settings(move_preview=True)
    assert profile.wait_durable(10.0)
    assert _in_main_file(path, "tubes:level", "unfinished") is not None
    assert _in_main_file(path, "move_preview") == "true"


def test_without_it_a_record_is_fsynced_where_it_is_written(
    profile: Profile, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _synchronous_at_commit(profile, monkeypatch)
    profile.update_settings(move_preview=True)
    profile.save_attempt("tubes:level", '{"id": 1}')
    assert seen == [2, 1]  # FULL for the setting, NORMAL for a move's save
    assert profile.wait_durable(0.0)


def test_closing_leaves_everything_in_the_file(path: Path, fake_clock: object) -> None:
    profile = Profile.open(path)
    profile.sync_off_thread()
    for n in range(50):
        profile.save_attempt("tubes:level", f'{{"id": {n}}}')
    profile.update_settings(theme="simple")
    profile.close()
    assert _in_main_file(path, "theme") == '"simple"'
    with Profile.open(path) as again:
        assert again.load_attempt("tubes:level") == '{"id": 49}'
        assert again.settings().theme == "simple"


def test_a_refused_checkpoint_is_said_and_tried_again(
    profile: Profile, path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    profile.sync_off_thread()
    reader = sqlite3.connect(path)
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM setting").fetchone()  # holds a snapshot
        profile.update_settings(move_preview=True)
        assert not profile.wait_durable(0.5)  # the frames after the reader's snapshot wait
    finally:
        reader.execute("COMMIT")
        reader.close()
    assert profile.wait_durable(10.0)
    assert _in_main_file(path, "move_preview") == "true"


def test_a_read_only_profile_has_no_sync_thread(
    path: Path, read_only: ReadOnly, fake_clock: object
) -> None:
    with Profile.open(path) as p:
        p.record_tubes_level(1, 5, 1.0, 0)
    read_only(path.parent)
    with Profile.open(path) as p:
        assert p.read_only is not None
        p.sync_off_thread()
        assert p._sync is None and p.wait_durable(0.0)
