"""Themes open in SPEC 1.9 order: Simple, then one per achievement earned."""

from __future__ import annotations

from pathlib import Path

import pytest

from pebblepour.profile import THEMES, Profile, chosen_theme, unlocked_themes


def test_a_new_player_has_simple_only(tmp_path: Path) -> None:
    with Profile.open(tmp_path / "p.sqlite3") as p:
        assert unlocked_themes(p) == ("simple",)
        assert p.themes_unlocked() == unlocked_themes(p)


def test_each_achievement_opens_the_next_theme_in_order(tmp_path: Path) -> None:
    with Profile.open(tmp_path / "p.sqlite3") as p:
        seen = [unlocked_themes(p)]
        for n in range(8):  # more achievements than themes: the list stops at seven
            p.award_achievement(f"test-{n}")
            seen.append(unlocked_themes(p))
            assert p.themes_unlocked() == unlocked_themes(p)
        assert [len(s) for s in seen] == [1, 2, 3, 4, 5, 6, 7, 7, 7]
        assert seen[-1] == THEMES == ("simple", "garden", "sand", "ocean", "runes", "neon", "space")
        p.award_achievement("test-0")  # the same one again opens nothing
        assert unlocked_themes(p) == THEMES


def test_a_locked_theme_cannot_be_chosen_and_a_saved_one_falls_back(tmp_path: Path) -> None:
    with Profile.open(tmp_path / "p.sqlite3") as p:
        with pytest.raises(ValueError, match="locked"):
            p.update_settings(theme="garden")
        p.award_achievement("first")
        assert p.update_settings(theme="garden").theme == "garden"
    assert chosen_theme("garden", ("simple", "garden")) == "garden"
    assert chosen_theme("space", ("simple", "garden")) == "simple"
