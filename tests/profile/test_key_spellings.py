"""A key in the profile spelled another way (issue 41 point 4): Qt reads ``Escape``, ``esc``,
``u``, ``ctrl+z`` as ``Esc``, ``U``, ``Ctrl+Z``, so the profile's key names are read as the key
Qt reads. An alias becomes its key; a key that is then kept, or bound twice, or that Qt cannot
read at all, is set aside with the notice any damaged row gets, never a dead key.
(tests/ui/test_key_spellings_match_qt.py proves the reading is Qt's own.)"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from pebblepour.profile import OpenIssue, Profile
from pebblepour.profile import keys as k


@pytest.mark.parametrize(("spelled", "key"), [
    ("x", "X"), ("X", "X"), ("ctrl+k", "Ctrl+K"), ("CTRL+K", "Ctrl+K"),
    ("shift+ctrl+k", "Ctrl+Shift+K"), ("Shift+Ctrl+K", "Ctrl+Shift+K"),
    ("alt+meta+k", "Meta+Alt+K"), ("shift+alt+ctrl+meta+k", "Meta+Ctrl+Alt+Shift+K"),
    ("f6", "F6"), ("F06", "F6"), ("pgup", "PgUp"), ("PGDOWN", "PgDown"), ("insert", "Ins"),
    ("INS", "Ins"), ("delete", "Del"), ("del", "Del"), ("backspace", "Backspace"),
    ("ctrl+return", "Ctrl+Return"), ("ctrl+,", "Ctrl+,"), ("ctrl+,,", "Ctrl+,"),
    ("shift+ctrl+?", "Ctrl+?"),  # a symbol typed with Shift is the symbol alone
    ("num+*", "*"),  # the keypad is ignored, as for a key pressed
    ("ä", "Ä"), ("ж", "Ж"), ("ς", "Σ"), ("ß", "ß"), ("menu", "Menu"), ("itouch", "iTouch"),
])
def test_an_alias_becomes_its_key(spelled: str, key: str) -> None:
    assert k.normal(spelled) == key
    assert k.normal(key) == key  # the key's own text is already its text
    assert k.parse(f"undo={spelled}") == {"undo": key}
    assert k.stands(f"undo={spelled}")


@pytest.mark.parametrize("spelled", [
    "", "Foo", "super+m", "win+m", "cmd+m", "ctrl", "Ctrl+", "shift", "Ctrl+Shift", "f0", "f36",
    "F1a", "pageup", "page_up", "m+ctrl", "Ctrl-M", "++", "Ctrl+++", "a,b", "Ctrl+X,Ctrl+C",
    "keypad+5", "\N{SLIGHTLY SMILING FACE}", "capslock", "numlock",
])
def test_what_qt_cannot_read_as_one_key_is_no_key(spelled: str) -> None:
    assert k.normal(spelled) == ""
    assert k.parse(f"undo={spelled} hint=J") == {"hint": "J"}
    assert not k.stands(f"undo={spelled} hint=J")
    assert k.rebind({}, "undo", spelled) == k.Refused(k.Reason.UNKNOWN)


@pytest.mark.parametrize(("spelled", "job"), [
    ("Escape", "way"), ("esc", "way"), ("ESC", "way"), ("tab", "way"), ("shift+tab", "way"),
    ("BackTab", "way"), ("left", "move"), ("HOME", "move"), ("num+5", "jump"),
    ("ctrl+z", "undo"), ("Shift+?", "help"), ("ctrl+=", "zoomIn"), ("enter", "play"),
])
def test_a_kept_key_spelled_another_way_is_still_kept(spelled: str, job: str) -> None:
    """``mute=Escape`` took Escape away on every screen: now it is Esc, a kept key."""
    assert k.parse(f"mute={spelled}") == {}
    assert not k.stands(f"mute={spelled}")
    assert k.rebind({}, "mute", spelled) == k.Refused(k.Reason.KEPT, job)


def test_bound_twice_is_found_after_the_spelling() -> None:
    """``hint=u`` left both U and H dead in Tubes: now u is U, undo's key, so hint keeps H."""
    assert k.parse("hint=u") == {}
    assert k.key_of(k.parse("hint=u"), "hint") == "H"
    assert k.parse("undo=x hint=X") == {}
    assert k.parse("switch=return") == {}  # one-switch play's second switch has Return
    assert k.parse("select=x undo=space") == {"select": "X", "undo": "Space"}
    assert k.rebind({}, "hint", "u") == k.Refused(k.Reason.TAKEN, "undo")
    assert not k.stands("hint=u")


def test_what_stands_is_what_parse_keeps() -> None:
    assert k.stands("") and k.stands("undo=X hint=J") and k.stands("undo=x hint=j")
    assert k.dump(k.parse("undo=x hint=j")) == "undo=X hint=J"
    assert not k.stands("undo=U")  # the default is never stored
    assert not k.stands("fly=X")
    assert not k.stands("undo=X undo=Y")


def _reopened(path: Path, stored: str) -> Profile:
    with Profile.open(path) as p:
        p.update_settings(text_size=1.25)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("INSERT OR REPLACE INTO setting (key, value) VALUES ('keys', ?)",
                 (json.dumps(stored),))
    conn.close()
    return Profile.open(path)


@pytest.mark.parametrize("stored", ["mute=Escape", "hint=u", "undo=Foo", "undo=X mute=esc"])
def test_a_profile_holding_one_is_set_aside_with_the_notice(tmp_path: Path, stored: str) -> None:
    path = tmp_path / "p.sqlite3"
    with _reopened(path, stored) as p:
        assert p.settings().keys == "" and p.settings().text_size == 1.25
        assert [m.issue for m in p.notices()] == [OpenIssue.ROWS]
        kept = p._conn.execute("SELECT source, data FROM row_aside").fetchall()
        assert [(s, json.loads(json.loads(d)["value"])) for s, d in kept] == [
            ("setting", stored)]


def test_a_profile_holding_an_alias_reads_its_key(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    with _reopened(path, "undo=x mute=f6") as p:
        assert p.notices() == []
        assert k.parse(p.settings().keys) == {"undo": "X", "mute": "F6"}
