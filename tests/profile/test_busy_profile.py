"""Another window holding the profile's write lock (issue 41 point 3): a write waits no longer
than its profile's ``write_wait`` (the app's GUI thread: a moment), the move's save it refused
is kept and lands with the next write or when the profile closes, and a board saved in place
of another is one write (both or neither)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from pebblepour.profile import Profile, store
from pebblepour.profile.store import ErrorKind, ProfileError

TUBES = "tubes:abca,bcab,cabc,-,-"
OTHER = "tubes:aabb,bbaa,-,-"


class Holder:
    """Another app instance in the middle of a write: it holds the write lock."""

    def __init__(self, path: Path) -> None:
        self.conn = sqlite3.connect(path, isolation_level=None)

    def hold(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def release(self) -> None:
        self.conn.execute("ROLLBACK")


@pytest.fixture
def busy(path: Path, profile: Profile) -> Iterator[Holder]:
    holder = Holder(path)
    profile.write_wait = 0.01
    yield holder
    if holder.conn.in_transaction:
        holder.release()
    holder.conn.close()


def _busy_timeout(p: Profile) -> int:
    return int(p._conn.execute("PRAGMA busy_timeout").fetchone()[0])


def test_a_write_waits_as_long_as_its_profile_says(profile: Profile) -> None:
    assert profile.write_wait == store.BUSY_TIMEOUT_S  # a script, a test: it may wait
    assert _busy_timeout(profile) == int(store.BUSY_TIMEOUT_S * 1000)
    profile.write_wait = store.GUI_WAIT_S  # the app's GUI thread: a moment
    assert _busy_timeout(profile) == int(store.GUI_WAIT_S * 1000)
    assert store.GUI_WAIT_S <= 0.05


def test_a_save_refused_while_busy_lands_with_the_next_write(
    path: Path, profile: Profile, busy: Holder
) -> None:
    profile.save_attempt("tubes:level", '{"moves": 1}', "a1")
    busy.hold()
    for moves in (2, 3):
        with pytest.raises(ProfileError) as caught:
            profile.save_attempt("tubes:level", f'{{"moves": {moves}}}', "a1")
        assert caught.value.kind is ErrorKind.BUSY
    # This window reads what it saved last, though it is not on the disk yet.
    assert profile.load_attempt("tubes:level") == '{"moves": 3}'
    assert profile.unfinished_modes() == ["tubes:level"]
    with pytest.raises(ProfileError):  # still busy: nothing else is written either
        profile.update_settings(move_preview=True)
    busy.release()
    profile.update_settings(move_preview=True)  # the next write takes the kept save first
    with Profile.open(path) as other:
        assert other.load_attempt("tubes:level") == '{"moves": 3}'
        assert other.settings().move_preview


def test_a_save_refused_while_busy_lands_when_the_profile_closes(
    path: Path, profile: Profile, busy: Holder
) -> None:
    busy.hold()
    with pytest.raises(ProfileError):
        profile.save_attempt("bowls:endless", '{"moves": 7}', "b1")
    busy.release()
    profile.close()
    with Profile.open(path) as other:
        assert other.load_attempt("bowls:endless") == '{"moves": 7}'


def test_a_kept_save_of_an_attempt_recorded_since_is_dropped(
    path: Path, profile: Profile, busy: Holder
) -> None:
    busy.hold()
    with pytest.raises(ProfileError):
        profile.save_attempt("tubes:level", '{"moves": 9}', "a9")
    busy.release()
    profile.record_tubes_level(1, 9, 5.0, 0, attempt_id="a9")  # the record clears its save
    assert profile.load_attempt("tubes:level") is None
    profile.close()
    with Profile.open(path) as other:
        assert other.load_attempt("tubes:level") is None


def test_a_kept_save_is_forgotten_with_its_attempt(profile: Profile, busy: Holder) -> None:
    busy.hold()
    with pytest.raises(ProfileError):
        profile.save_attempt("tubes:daily", '{"moves": 4}', "d1")
    busy.release()
    profile.clear_attempt("tubes:daily", "d1")
    assert profile.load_attempt("tubes:daily") is None
    assert profile.unfinished_modes() == []


def test_a_board_saved_in_place_of_another_is_one_write(
    profile: Profile, busy: Holder
) -> None:
    assert profile.save_my_board(TUBES)
    busy.hold()
    with pytest.raises(ProfileError):
        profile.save_my_board(OTHER, replacing=TUBES)
    assert profile.my_boards() == [TUBES]  # the old one is not lost
    busy.release()
    assert profile.save_my_board(OTHER, replacing=TUBES)
    assert profile.my_boards() == [OTHER]
