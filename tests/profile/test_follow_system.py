"""Settings that follow the system (issue 43): high contrast, reduced motion and the text size
follow the desktop's values while the profile holds no value of the player's for them; one
the player sets is theirs, kept across starts, until they follow the system again. A profile
from before keeps every value its player changed as theirs."""

from __future__ import annotations

from pathlib import Path

import pytest

from pebblepour.profile import Profile
from pebblepour.profile import settings as _settings

DESKTOP = {"high_contrast": True, "reduced_motion": True, "text_size": 1.25}


def test_a_new_profile_follows_the_system_and_stores_nothing(profile: Profile) -> None:
    assert profile.chosen_settings() == frozenset()
    profile.use_system_settings(DESKTOP)
    now = profile.settings()
    assert (now.high_contrast, now.reduced_motion, now.text_size) == (True, True, 1.25)
    assert profile.chosen_settings() == frozenset()
    profile.use_system_settings({"high_contrast": False})  # a live change; the others unknown
    now = profile.settings()
    assert (now.high_contrast, now.reduced_motion, now.text_size) == (False, False, 1.0)


def test_only_the_followed_settings_and_acceptable_values_are_taken(profile: Profile) -> None:
    profile.use_system_settings(
        {"high_contrast": 1, "reduced_motion": "yes", "text_size": 9.0, "theme": "neon",
         "sound": False}
    )
    assert profile.system_settings() == {}
    profile.use_system_settings({"text_size": 2})
    assert profile.system_settings() == {"text_size": 2.0}
    assert profile.settings().theme == "simple" and profile.settings().sound is True


def test_the_players_choice_wins_and_is_kept(path: Path, profile: Profile) -> None:
    profile.use_system_settings(DESKTOP)
    profile.update_settings(high_contrast=False)
    assert profile.chosen_settings() == frozenset({"high_contrast"})
    now = profile.settings()
    assert (now.high_contrast, now.reduced_motion, now.text_size) == (False, True, 1.25)
    profile.close()
    with Profile.open(path) as again:  # the next start: the system read anew
        assert again.system_settings() == {}
        again.use_system_settings({"high_contrast": True, "reduced_motion": False})
        now = again.settings()
        assert (now.high_contrast, now.reduced_motion, now.text_size) == (False, False, 1.0)
        assert again.chosen_settings() == frozenset({"high_contrast"})


def test_following_the_system_again_forgets_the_players_value(profile: Profile) -> None:
    profile.update_settings(high_contrast=False, text_size=1.5, sound=False)
    profile.use_system_settings(DESKTOP)
    after = profile.follow_system("high_contrast", "text_size")
    assert (after.high_contrast, after.text_size, after.sound) == (True, 1.25, False)
    assert profile.chosen_settings() == frozenset({"sound"})
    profile.use_system_settings({})  # no system: the defaults
    assert (profile.settings().high_contrast, profile.settings().text_size) == (False, 1.0)
    with pytest.raises(ValueError, match="cannot follow the system"):
        profile.follow_system("sound")
    assert profile.settings().sound is False


def test_an_older_profiles_changed_values_stay_the_players(profile: Profile) -> None:
    """A profile from before this version: the app stored a setting only when its player
    changed it, so every stored one is theirs, one changed back to its default too."""
    profile.update_settings(text_size=1.5, reduced_motion=False)
    profile.use_system_settings(DESKTOP)
    now = profile.settings()
    assert (now.high_contrast, now.reduced_motion, now.text_size) == (True, False, 1.5)
    assert profile.chosen_settings() == frozenset({"text_size", "reduced_motion"})


def test_a_stored_value_that_cannot_be_read_is_no_choice() -> None:
    stored = {"high_contrast": "maybe", "text_size": "1.5", "reduced_motion": "true"}
    assert _settings.chosen(stored) == frozenset({"text_size", "reduced_motion"})
    now = _settings.decode(stored, {"high_contrast": True, "text_size": 2.0})
    assert (now.high_contrast, now.reduced_motion, now.text_size) == (True, True, 1.5)
