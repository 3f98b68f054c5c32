"""Bad files at start-up, migrations, and clear errors when the disk cannot take a save."""

import os
import random
import sqlite3
from datetime import date
from pathlib import Path

import pytest
from profile_support import FakeClock

from pebblepour.profile import ErrorKind, OpenIssue, Profile, ProfileError, store
from pebblepour.profile.store import ReadOnlyCause


def _filled(path: Path) -> None:
    """Write a profile with enough data to span many pages."""
    with Profile.open(path) as p:
        for level in range(1, 40):
            p.record_tubes_level(level, 20, 30.0, 1)
        p.record_bowls_endless(1, 1, practice=False)
        with store.transaction(p._conn) as conn:  # many rows, one commit: keeps the test fast
            conn.executemany(
                "INSERT INTO bowls_attempt (mode, day, ended_at, score, moves, practice) "
                "VALUES ('endless', '2026-11-30', '2026-11-30T10:00:00+00:00', ?, ?, ?)",
                [(i, i % 40, i % 2) for i in range(300)],
            )
        p.save_attempt("bowls:endless", '{"format": 1}' * 500)


def _assert_moved_aside(p: Profile, path: Path, issue: OpenIssue, original: bytes | None) -> None:
    """The bad file is kept under a dated name, reported in one sentence; a fresh profile runs."""
    assert p.moved_aside is not None
    assert p.moved_aside.issue is issue
    moved = p.moved_aside.moved_to
    assert moved.parent == path.parent
    assert moved.name == f"profile.{issue.value}-2026-11-30-235930.sqlite3"
    if original is not None:
        assert moved.read_bytes() == original
    report = p.open_report
    assert report is not None and moved.name in report
    assert report.count(". ") == 0 and report.endswith(".")  # one sentence
    # a fresh, working profile
    assert p.tubes_unlocked() == 1 and p.bowls_endless_best() is None
    p.record_tubes_level(1, 10, 1.0, 0)
    assert p.tubes_unlocked() == 2


def test_random_bytes(path: Path, fake_clock: FakeClock) -> None:
    path.parent.mkdir(parents=True)
    junk = random.Random(5).randbytes(50_000)
    path.write_bytes(junk)
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.DAMAGED, junk)


def test_random_bytes_after_a_valid_header(path: Path, fake_clock: FakeClock) -> None:
    path.parent.mkdir(parents=True)
    junk = b"SQLite format 3\x00" + random.Random(6).randbytes(20_000)
    path.write_bytes(junk)
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.DAMAGED, junk)


@pytest.mark.parametrize("keep", [16, 100, 4096, 0.5])
def test_truncated_database(path: Path, fake_clock: FakeClock, keep: float) -> None:
    _filled(path)
    data = path.read_bytes()
    cut = data[: int(len(data) * keep) if keep < 1 else int(keep)]
    path.write_bytes(cut)
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.DAMAGED, cut)


def test_damaged_page_inside_the_database(path: Path, fake_clock: FakeClock) -> None:
    _filled(path)
    data = bytearray(path.read_bytes())
    data[4096 * 3 : 4096 * 3 + 200] = random.Random(7).randbytes(200)
    path.write_bytes(bytes(data))
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.DAMAGED, bytes(data))


def test_a_database_with_another_schema(path: Path, fake_clock: FakeClock) -> None:
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)")
    conn.execute("INSERT INTO invoices VALUES (1, 9.5)")
    conn.commit()
    conn.close()
    original = path.read_bytes()
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.FOREIGN, original)


def test_a_database_of_another_application(path: Path, fake_clock: FakeClock) -> None:
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 1234")
    conn.execute("PRAGMA user_version = 2")
    conn.close()
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.FOREIGN, None)


def test_a_newer_schema_version(path: Path, fake_clock: FakeClock) -> None:
    _filled(path)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {store.SCHEMA_VERSION + 1}")
    conn.close()
    original = path.read_bytes()
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.NEWER, original)
        assert "newer version" in (p.open_report or "")


def test_an_unreadable_file(
    path: Path, fake_clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    _filled(path)
    original = path.read_bytes()

    def denied(_: Path) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(store, "_read_header", denied)
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.UNREADABLE, original)


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file_by_permissions(path: Path, fake_clock: FakeClock) -> None:
    _filled(path)
    path.chmod(0)
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.UNREADABLE, None)


def test_a_folder_in_place_of_the_file(path: Path, fake_clock: FakeClock) -> None:
    path.mkdir(parents=True)
    (path / "x").write_text("x")
    with Profile.open(path) as p:
        _assert_moved_aside(p, path, OpenIssue.UNREADABLE, None)
    assert p.moved_aside is not None and (p.moved_aside.moved_to / "x").read_text() == "x"


def test_the_wal_of_a_bad_file_moves_with_it(path: Path, fake_clock: FakeClock) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(b"garbage" * 100)
    Path(f"{path}-wal").write_bytes(b"old wal")
    with Profile.open(path) as p:
        assert p.moved_aside is not None
        assert Path(f"{p.moved_aside.moved_to}-wal").read_bytes() == b"old wal"
        p.record_tubes_level(1, 10, 1.0, 0)
    with Profile.open(path) as p:
        assert p.open_report is None and p.tubes_unlocked() == 2


def test_two_bad_files_in_the_same_second_get_different_names(
    path: Path, fake_clock: FakeClock
) -> None:
    names = set()
    for n in range(3):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"junk %d" % n * 1000)
        with Profile.open(path) as p:
            assert p.moved_aside is not None
            names.add(p.moved_aside.moved_to.name)
    assert len(names) == 3


def test_an_empty_file_becomes_a_new_profile(path: Path) -> None:
    path.parent.mkdir(parents=True)
    path.touch()
    with Profile.open(path) as p:
        assert p.open_report is None
        assert p.tubes_unlocked() == 1


def test_a_good_profile_is_never_moved(path: Path) -> None:
    _filled(path)
    for _ in range(3):
        with Profile.open(path) as p:
            assert p.open_report is None
            assert p.tubes_unlocked() == 40
    assert sorted(f.name for f in path.parent.iterdir() if "sqlite3." in f.name) == []


# ------------------------------------------------------------------------------- migrations


def test_migration_from_version_1_keeps_real_data(path: Path, fake_clock: FakeClock) -> None:
    path.parent.mkdir(parents=True)
    conn = sqlite3.connect(path, isolation_level=None)
    store.migrate(conn, target=1)  # exactly what the first release wrote
    assert store.user_version(conn) == 1
    conn.executemany(
        "INSERT INTO setting (key, value) VALUES (?, ?)",
        [("language", '"es"'), ("move_preview", "true"), ("text_size", "1.25")],
    )
    conn.executemany(
        "INSERT INTO tubes_level VALUES (?, ?, ?, ?, ?)",
        [(1, 9, 12.5, 0, 3), (2, 14, 40.0, 2, 1), (3, 20, 61.25, 1, 2)],
    )
    conn.execute("INSERT INTO tubes_daily VALUES ('2026-11-28', 31, 95.5, 2, 1)")
    conn.execute(
        "INSERT INTO unfinished (mode, data) VALUES ('tubes:level', ?)",
        ('{"format": 1, "level": 4, "moves": [[0, 3]]}',),
    )
    conn.close()

    with Profile.open(path) as p:
        assert p.open_report is None
        s = p.settings()
        assert (s.language, s.move_preview, s.text_size) == ("es", True, 1.25)
        assert p.tubes_unlocked() == 4
        assert p.tubes_level_stats(2) is not None
        assert p.tubes_level_stats(2).best_hints == 2  # type: ignore[union-attr]
        assert p.tubes_level_stats(3).best_seconds == 61.25  # type: ignore[union-attr]
        daily = p.tubes_daily_completions()[date(2026, 11, 28)]
        assert (daily.moves, daily.seconds, daily.hints) == (31, 95.5, 2)
        assert p.load_attempt("tubes:level") == '{"format": 1, "level": 4, "moves": [[0, 3]]}'
        # the new tables of version 2 work
        assert p.record_bowls_endless(120, 15, practice=False).new_best
        assert p.award_achievement("x").theme_unlocked == "garden"
    conn = sqlite3.connect(path)
    assert store.user_version(conn) == store.SCHEMA_VERSION
    assert conn.execute("SELECT saved_at FROM unfinished").fetchall() == [
        ("2026-11-30T23:59:30+00:00",)
    ]
    conn.close()


def test_every_version_is_reachable_by_migrations() -> None:
    assert sorted(store.MIGRATIONS) == list(range(1, store.SCHEMA_VERSION + 1))


# ------------------------------------------------------------------------------- errors


def test_a_location_that_cannot_be_created(tmp_path: Path) -> None:
    """The player still plays (an in-memory profile), told the real cause."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with Profile.open(blocker / "profile" / "profile.sqlite3") as p:
        assert p.read_only is not None
        assert p.read_only.cause is ReadOnlyCause.FOLDER
        assert p.read_only.sentence == (
            f"Nothing you play will be saved because the profile folder {blocker / 'profile'} "
            "is read-only."
        )
        p.record_tubes_level(1, 10, 1.0, 0)
        assert p.tubes_unlocked() == 2  # play goes on in memory
    assert blocker.read_text() == "not a folder"


def test_a_full_disk_is_a_clear_error_and_nothing_is_half_saved(profile: Profile) -> None:
    profile.save_attempt("bowls:daily", "small")
    pages = profile._conn.execute("PRAGMA page_count").fetchone()[0]
    profile._conn.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(ProfileError) as caught:
        profile.save_attempt("bowls:daily", "x" * 200_000)
    assert caught.value.kind is ErrorKind.DISK_FULL
    assert str(caught.value) == (
        "Your progress could not be saved because the disk is full; free some space and try again."
    )
    assert profile.load_attempt("bowls:daily") == "small"  # the old save is intact
    profile._conn.execute("PRAGMA max_page_count = 1000000")
    profile.save_attempt("bowls:daily", "x" * 200_000)  # works again once there is space
    assert profile.load_attempt("bowls:daily") == "x" * 200_000


def test_a_read_only_database_is_a_clear_error(profile: Profile) -> None:
    profile._conn.execute("PRAGMA query_only = ON")
    with pytest.raises(ProfileError) as caught:
        profile.record_tubes_level(1, 10, 1.0, 0)
    assert caught.value.kind is ErrorKind.READ_ONLY
    assert "read-only" in str(caught.value)
    profile._conn.execute("PRAGMA query_only = OFF")
    assert profile.tubes_unlocked() == 1


def test_a_bad_file_that_cannot_be_moved_aside(
    path: Path, fake_clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(b"junk" * 100)

    def refuse(*_: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    with Profile.open(path) as p:
        assert p.read_only is not None
        assert "Permission denied" in p.read_only.sentence
        assert p.read_only.sentence.startswith("Nothing you play will be saved because")
        assert p.tubes_unlocked() == 1  # a fresh profile, in memory
        p.record_tubes_level(1, 10, 1.0, 0)
    assert path.read_bytes() == b"junk" * 100


def test_a_profile_kept_busy_too_long_is_a_clear_error(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store, "BUSY_TIMEOUT_S", 0.05)
    with Profile.open(path) as p:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(ProfileError) as caught:
            p.save_attempt("tubes:level", "{}")
        assert caught.value.kind is ErrorKind.BUSY
        other.execute("ROLLBACK")
        other.close()
        p.save_attempt("tubes:level", "{}")
        assert p.load_attempt("tubes:level") == "{}"


def test_a_location_where_the_file_cannot_be_created(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def cannot_open(_: Path) -> sqlite3.Connection:
        error = sqlite3.OperationalError("unable to open database file")
        error.sqlite_errorcode = sqlite3.SQLITE_CANTOPEN  # type: ignore[attr-defined]
        raise error

    monkeypatch.setattr(store, "_connect", cannot_open)
    with Profile.open(path) as p:
        assert p.read_only is not None
        assert p.read_only.sentence == (
            f"Nothing you play will be saved because the profile file {path} could not be "
            "opened for writing (unable to open database file)."
        )
        assert p.tubes_unlocked() == 1


def test_a_bad_file_moved_by_another_instance_first(
    path: Path, fake_clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(b"junk" * 100)
    real_inspect = store._inspect

    def inspect_then_lose_the_race(p: Path) -> OpenIssue | None:
        issue = real_inspect(p)
        p.rename(p.with_name("moved-by-the-other-instance"))
        return issue

    monkeypatch.setattr(store, "_inspect", inspect_then_lose_the_race)
    with Profile.open(path) as p:
        assert p.open_report is None  # the other instance reports it
        assert p.tubes_unlocked() == 1
