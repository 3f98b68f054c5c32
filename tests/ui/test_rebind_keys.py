"""Keys you choose: Settings → Keys rebinds an action by pressing the new key; a key another
action has is refused with a sentence naming it; Escape and Tab keep the old key; Delete and
"All keys back" restore the defaults; the games, the key list (F1), the buttons' descriptions
and the sentences that name a key follow the chosen key."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from pebblepour.profile import Profile, keys
from pebblepour.tools.screens import go_home, open_screen
from pebblepour.ui import services
from tests.ui.conftest import start_scene, stop_scene
from tests.ui.play import announcements, open_endless, open_level_one, play_move

K = Qt.Key


def chosen() -> dict[str, str]:
    return keys.parse(services.current().profile.settings().keys)


def open_keys(scene) -> None:  # type: ignore[no-untyped-def]
    open_screen(scene, "settings")
    scene.wait_screen()
    open_screen(scene, "keys")
    scene.wait_screen("Select: Space")


def row_down_to(scene, name: str) -> None:  # type: ignore[no-untyped-def]
    for _ in range(len(keys.ACTIONS)):
        if scene.focused_name().startswith(name):
            return
        scene.key(K.Key_Down)
    raise AssertionError(f"no row {name!r}; at {scene.focused_name()!r}")


def test_rebinding_by_pressing_the_new_key(scene) -> None:  # type: ignore[no-untyped-def]
    open_keys(scene)
    row_down_to(scene, "Undo: U")
    scene.key(K.Key_Return)
    assert scene.focused_name() == "Undo: press the new key"
    assert announcements(scene)[-1] == "Undo: press the new key. Escape keeps U."
    # A key another action has: refused, and said with the action that has it.
    scene.key(K.Key_H)
    assert announcements(scene)[-1] == "H is already the key for Hint. Undo: U."
    assert scene.focused_name() == "Undo: U" and chosen() == {}
    # A kept key: Escape goes back, always.
    scene.key(K.Key_Return)
    scene.key(K.Key_5)
    assert announcements(scene)[-1] == "5 keeps its own job: it jumps to a tube. Undo: U."
    # Escape while waiting keeps the key and stays on the screen.
    scene.key(K.Key_Return)
    scene.key(K.Key_Escape)
    assert announcements(scene)[-1] == "Not changed. Undo: U."
    assert scene.present("keysScreen") and chosen() == {}
    # A modifier alone waits for the key: Ctrl, then Ctrl+K.
    scene.key(K.Key_Return)
    scene.key(K.Key_Control, Qt.KeyboardModifier.ControlModifier)
    assert scene.focused_name() == "Undo: press the new key"
    scene.key(K.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert chosen() == {"undo": "Ctrl+K"}
    assert scene.focused_name() == "Undo: Ctrl+K, changed from U"
    assert announcements(scene)[-1] == "Undo: now Ctrl+K."
    # M while waiting is the new key, not the sound switch.
    sound = services.current().profile.settings().sound
    scene.key(K.Key_Return)
    scene.key(K.Key_X)
    assert chosen() == {"undo": "X"} and services.current().profile.settings().sound == sound
    # Delete: back to the default.
    scene.key(K.Key_Delete)
    assert chosen() == {} and scene.focused_name() == "Undo: U"
    # Tab while waiting keeps the key and moves on as always.
    scene.key(K.Key_Return)
    scene.key(K.Key_Tab)
    assert chosen() == {} and not scene.focused_name().startswith("Undo")
    # Escape leaves the screen.
    scene.key(K.Key_Escape)
    scene.wait_until(lambda: not scene.present("keysScreen"))


def test_all_keys_back_to_their_defaults(scene) -> None:  # type: ignore[no-untyped-def]
    open_keys(scene)
    reset = scene.find("resetAllKeys")
    assert not reset.property("enabled")
    row_down_to(scene, "Hint: H")
    scene.key(K.Key_Return)
    scene.key(K.Key_J)
    row_down_to(scene, "Sound off or on: M")
    scene.key(K.Key_Return)
    scene.key(K.Key_F6)
    assert chosen() == {"hint": "J", "mute": "F6"}
    assert reset.property("enabled")
    reset.forceActiveFocus()
    scene.key(K.Key_Space)
    assert chosen() == {} and not reset.property("enabled")
    assert announcements(scene)[-1] == "Every key is back on its default."
    assert scene.focused() is not None and scene.focused_name().startswith("Sound off or on: M")


def test_the_games_and_every_text_follow_the_chosen_keys(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.ui.keymap import KeyMap

    km = scene.engine.singletonInstance("PebblePour.Backend", "KeyMap")
    assert isinstance(km, KeyMap)
    for action, key in (("undo", K.Key_X), ("readBoard", K.Key_F5), ("mute", K.Key_F6),
                        ("help", K.Key_F2)):
        km.startCapture(action)
        assert km.capture(key.value, 0)
    assert chosen() == {"undo": "X", "readBoard": "F5", "mute": "F6", "help": "F2"}
    g = open_level_one(scene)
    assert announcements(scene)[-1].endswith("Press F5 to hear the whole board.")
    scene.key(K.Key_Space)  # tube 1 (yellow on top) into the empty tube 4
    scene.key(K.Key_4)
    scene.key(K.Key_Space)
    assert g.moves == 1
    scene.key(K.Key_U)  # no longer undo
    assert g.moves == 1
    scene.key(K.Key_X)
    assert g.moves == 0
    scene.key(K.Key_F5)
    assert announcements(scene)[-1].startswith("0 moves. Tube 1: blue, yellow")
    assert scene.find("undoButton").property("shortcut") == "X"
    # F6 is the sound switch now, and M nothing.
    sound = services.current().profile.settings().sound
    scene.key(K.Key_M)
    assert services.current().profile.settings().sound == sound
    scene.key(K.Key_F6)
    assert services.current().profile.settings().sound != sound
    scene.key(K.Key_F6)
    # The key list: F2 opens it (F1 no more), and it names the chosen keys.
    shortcuts = scene.find("shortcuts")
    scene.key(K.Key_F1)
    assert not shortcuts.property("visible")
    scene.key(K.Key_F2)
    scene.wait_until(lambda: shortcuts.property("opened"))
    rows = [r[0] for r in shortcuts.property("rows").toVariant()]
    assert {"Ctrl+Z / X", "F5", "F6", "F2 / ?"} <= set(rows), rows
    scene.key(K.Key_F2)
    scene.wait_until(lambda: not shortcuts.property("visible"))
    # Bowls: X undoes a sow.
    go_home(scene)
    b = open_endless(scene)
    play_move(scene, 0)
    scene.wait_until(lambda: b.attempt().moves_used == 1 and not b.playing)  # type: ignore[union-attr]
    scene.key(K.Key_U)
    assert b.attempt().moves_used == 1  # type: ignore[union-attr]
    scene.key(K.Key_X)
    scene.wait_until(lambda: b.attempt().moves_used == 0)  # type: ignore[union-attr]


@pytest.mark.parametrize("stored", ["hint=u", "mute=Escape"])
def test_a_key_spelled_another_way_in_the_profile_leaves_no_key_dead(  # type: ignore[no-untyped-def]
    qapp, qt_loop, qtbot, tmp_path: Path, monkeypatch, stored: str
) -> None:
    """Issue 41 point 4: ``hint=u`` left U and H dead in Tubes, ``mute=Escape`` took Escape
    away. Read as Qt reads them (U is undo's, Esc is kept), they are set aside with the notice
    a damaged row gets, and every key does what it did."""
    from pebblepour.ui.app_state import AppState
    from pebblepour.ui.keymap import KeyMap

    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    Profile.open(tmp_path / "profile.sqlite3").close()
    conn = sqlite3.connect(tmp_path / "profile.sqlite3", isolation_level=None)
    conn.execute("INSERT INTO setting (key, value) VALUES ('keys', ?)", (json.dumps(stored),))
    conn.close()
    scene = start_scene(qapp, qtbot)
    try:
        state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
        assert isinstance(state, AppState) and "set aside" in state.profileNotice
        km = scene.engine.singletonInstance("PebblePour.Backend", "KeyMap")
        assert isinstance(km, KeyMap) and km.keys == keys.ACTIONS and chosen() == {}
        g = open_level_one(scene)
        scene.key(K.Key_Space)  # tube 1 into the empty tube 4
        scene.key(K.Key_4)
        scene.key(K.Key_Space)
        assert g.moves == 1
        scene.key(K.Key_U)
        assert g.moves == 0
        heard = announcements(scene)
        before = len(heard)
        scene.key(K.Key_H)
        scene.wait_until(lambda: len(heard) > before and not g.busy)
        assert heard[-1].startswith("Hint: pour tube"), heard[-1]
        sound = services.current().profile.settings().sound
        scene.key(K.Key_M)
        assert services.current().profile.settings().sound != sound
        scene.key(K.Key_M)
        scene.key(K.Key_Escape)  # leaves the game, as always
        scene.wait_until(lambda: scene.focused_name().startswith("Level 1,"))
    finally:
        stop_scene(scene)
