"""Keys you choose (Settings → Keys): which key an action may be given, stored in the profile."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pebblepour.profile import Profile
from pebblepour.profile import keys as k
from pebblepour.profile.settings import check


def test_defaults_and_a_changed_key() -> None:
    assert k.key_of({}, "undo") == "U" and k.action_for({}, "U") == "undo"
    chosen = k.rebind({}, "undo", "X")
    assert chosen == {"undo": "X"}
    assert isinstance(chosen, dict)
    assert k.action_for(chosen, "X") == "undo" and k.action_for(chosen, "U") == ""
    # U is free now: another action may take it.
    assert k.rebind(chosen, "hint", "U") == {"undo": "X", "hint": "U"}


def test_a_key_another_action_has_is_refused_naming_that_action() -> None:
    assert k.rebind({}, "undo", "H") == k.Refused(k.Reason.TAKEN, "hint")
    assert k.rebind({"undo": "X"}, "hint", "X") == k.Refused(k.Reason.TAKEN, "undo")
    # The action's own key again is no change.
    assert k.rebind({"undo": "X"}, "undo", "X") == {"undo": "X"}


@pytest.mark.parametrize(("key", "job"), [
    ("Esc", "way"), ("Tab", "way"), ("Shift+Backtab", "way"), ("Left", "move"),
    ("Home", "move"), ("5", "jump"), ("0", "jump"), ("Ctrl+Z", "undo"), ("?", "help"),
    ("Enter", "play"),
])
def test_escape_tab_arrows_digits_and_second_keys_keep_their_jobs(key: str, job: str) -> None:
    assert k.rebind({}, "hint", key) == k.Refused(k.Reason.KEPT, job)
    # A second key does its action, whatever the action's own key is now.
    if job in k.ACTIONS:
        assert k.action_for({job: "F9"}, key) == job
    else:
        assert k.action_for({}, key) == ""


def test_the_switch_keys_share_keys_with_the_game_but_not_with_each_other() -> None:
    assert k.key_of({}, "switch") == "Space" == k.key_of({}, "select")
    assert k.action_for({}, "Space") == "select"
    assert k.action_for({}, "Space", switch=True) == "switch"
    assert k.rebind({}, "switch", "Return") == k.Refused(k.Reason.TAKEN, "switchStep")
    assert k.rebind({}, "switch", "H") == {"switch": "H"}
    assert k.rebind({}, "hint", "Space") == k.Refused(k.Reason.TAKEN, "select")


def test_no_such_action_or_no_key() -> None:
    assert k.rebind({}, "fly", "X") == k.Refused(k.Reason.UNKNOWN)
    assert k.rebind({}, "undo", "") == k.Refused(k.Reason.UNKNOWN)


def test_back_to_the_default_forgets_the_change() -> None:
    assert k.rebind({"undo": "X", "hint": "J"}, "undo", "U") == {"hint": "J"}


def test_stored_text_round_trip_in_action_order() -> None:
    chosen = {"zoomIn": "Ctrl+=", "undo": "X", "hint": "="}
    assert k.dump(chosen) == "undo=X hint== zoomIn=Ctrl+="
    # Ctrl+= is kept (Ctrl + without Shift): parse leaves that pair out.
    assert k.parse("undo=X hint== zoomIn=Ctrl+=") == {"undo": "X", "hint": "="}
    # Any order: select moved off Space, so undo may have it.
    assert k.parse("undo=Space select=X") == {"select": "X", "undo": "Space"}
    assert k.parse("undo=Space") == {}  # Space is still select's


def test_a_hand_edited_profile_never_puts_two_actions_on_one_key() -> None:
    assert k.parse("undo=X hint=X restart=Esc fly=Q nonsense goal=Y") == {"goal": "Y"}


def test_the_setting_accepts_only_what_can_stand(tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert check("keys", "undo=X") == "undo=X"
    with pytest.raises(ValueError, match="cannot stand"):
        check("keys", "undo=H")
    with pytest.raises(ValueError):
        check("keys", 3)
    profile = Profile.open(tmp_path / "p.sqlite3")
    assert profile.settings().keys == ""
    profile.update_settings(keys="undo=X hint=J")
    profile.close()
    again = Profile.open(tmp_path / "p.sqlite3")
    assert k.parse(again.settings().keys) == {"undo": "X", "hint": "J"}
    again.close()


KEY_POOL = ["U", "H", "R", "X", "J", "Space", "Return", "F5", "Ctrl+K", "Esc", "5", "M", "="]


@given(st.lists(st.tuples(st.sampled_from(list(k.ACTIONS)), st.sampled_from(KEY_POOL)),
                max_size=30))
def test_every_action_keeps_one_key_of_its_own(steps: list[tuple[str, str]]) -> None:
    chosen: dict[str, str] = {}
    for action, key in steps:
        result = k.rebind(chosen, action, key)
        if isinstance(result, dict):
            chosen = result
            assert k.key_of(chosen, action) == key
        for switch in (False, True):
            in_use = [k.key_of(chosen, a) for a in k.ACTIONS if (a in k.SWITCH) == switch]
            assert len(set(in_use)) == len(in_use)
            assert not set(in_use) & set(k.KEPT)
        assert k.parse(k.dump(chosen)) == chosen
