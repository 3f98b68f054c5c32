"""Every write the player starts is answered while another window holds the profile's write
lock (issue 41 point 3): the editor's save and a removal from My boards are said and shown
with the games' own sentence, nothing is lost, and the window does not wait for the lock
(its writes wait a moment, not the seconds a script waits: the figures are in
benchmarks/busy_profile_bench.py)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from pebblepour.profile import Profile, store
from pebblepour.tools.screens import open_screen
from pebblepour.ui import services
from tests.ui.play import DIGITS, announcements, open_level_one, tab_to
from tests.ui.test_play_board import TUBES

BUSY = "Your progress could not be saved: another copy of the game is busy with it."


class Holder:
    """Another window in the middle of a write: it holds the profile's write lock."""

    def __init__(self) -> None:
        self.conn = sqlite3.connect(services.current().profile.path, isolation_level=None)

    def hold(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def release(self) -> None:
        self.conn.execute("ROLLBACK")


@pytest.fixture
def other_window(scene: Any) -> Iterator[Holder]:
    holder = Holder()
    yield holder
    if holder.conn.in_transaction:
        holder.release()
    holder.conn.close()


def warning(scene: Any) -> str:
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    return str(state.saveWarning)


def test_the_window_waits_a_moment_for_the_lock_not_seconds(scene: Any) -> None:
    profile = services.current().profile
    assert profile.write_wait == store.GUI_WAIT_S < store.BUSY_TIMEOUT_S


def test_a_pour_while_busy_is_answered_and_its_save_lands_later(
    scene: Any, other_window: Holder
) -> None:
    g = open_level_one(scene)
    other_window.hold()
    src, dst = g.board().legal_moves()[0]
    for key in (DIGITS[src], Qt.Key.Key_Space, DIGITS[dst], Qt.Key.Key_Space):
        scene.key(key)
    assert g.moves == 1  # the pour is made, and its save refused is said and shown
    assert BUSY in announcements(scene) and warning(scene) == BUSY
    other_window.release()
    # The refused save is kept, and written with the next write (here a setting).
    services.current().profile.update_settings(move_preview=False)
    with Profile.open(services.current().profile.path) as p:
        saved = p.load_attempt("tubes:level")
    assert saved is not None and len(json.loads(saved)["moves"]) == 1


def test_a_save_in_the_editor_while_busy_is_said_and_shown(
    scene: Any, other_window: Holder
) -> None:
    open_screen(scene, "boardEditor", {"editId": TUBES})
    scene.wait_screen("Tube 1")
    profile = services.current().profile
    profile.forget_my_board(TUBES)
    other_window.hold()
    scene.key(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert announcements(scene)[-1] == BUSY
    assert warning(scene) == BUSY and scene.find("saveWarning").isVisible()
    assert profile.my_boards() == []
    other_window.release()
    scene.key(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert announcements(scene)[-1] == "Saved to My boards."
    assert profile.my_boards() == [TUBES]
    assert warning(scene) == ""  # a save that worked takes the warning away


def test_a_removal_from_my_boards_while_busy_is_said_and_shown(
    scene: Any, other_window: Holder
) -> None:
    profile = services.current().profile
    profile.save_my_board(TUBES)
    open_screen(scene, "playBoard")
    scene.wait_until(lambda: scene.find("myBoards").property("count") == 1)
    tab_to(scene, "Tubes board of 2 colours. Not solved yet", limit=20)
    other_window.hold()
    scene.key(Qt.Key.Key_Delete)
    assert announcements(scene)[-1] == BUSY and warning(scene) == BUSY
    assert profile.my_boards() == [TUBES]
    assert scene.find("myBoards").property("count") == 1
    other_window.release()
    scene.key(Qt.Key.Key_Delete)
    assert announcements(scene)[-1] == "Removed from My boards."
    assert profile.my_boards() == [] and warning(scene) == ""
