"""Opening, settings, Tubes records and unfinished attempts."""

import os
import sqlite3
from datetime import date
from pathlib import Path

import pytest
from profile_support import FakeClock

from pebblepour.profile import (
    ATTEMPT_MODES,
    ENV_DIR,
    Profile,
    Settings,
    TubesDailyStats,
    TubesLevelStats,
    default_path,
    store,
    utc_today,
)
from pebblepour.profile.clock import use_clock


def test_a_new_profile_is_created_in_wal_mode_with_the_current_schema(path: Path) -> None:
    with Profile.open(path) as p:
        assert p.open_report is None
        assert p.path == path
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert conn.execute("PRAGMA user_version").fetchone() == (store.SCHEMA_VERSION,)
    assert conn.execute("PRAGMA application_id").fetchone() == (store.APPLICATION_ID,)
    conn.close()


def test_reopening_keeps_everything(path: Path) -> None:
    with Profile.open(path) as p:
        p.update_settings(language="th")
        p.record_tubes_level(1, 12, 30.5, 0)
        p.save_attempt("tubes:level", '{"v": 1}')
    with Profile.open(path) as p:
        assert p.open_report is None
        assert p.settings().language == "th"
        assert p.tubes_unlocked() == 2
        assert p.load_attempt("tubes:level") == '{"v": 1}'


def test_the_default_location_follows_the_environment_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_DIR, str(tmp_path / "portable"))
    assert default_path() == tmp_path / "portable" / "profile.sqlite3"
    with Profile.open() as p:
        assert p.path == tmp_path / "portable" / "profile.sqlite3"
    assert p.path.is_file()


def test_without_the_variable_the_user_data_dir_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_DIR, raising=False)
    found = default_path()
    assert found.name == "profile.sqlite3"
    assert "pebblepour" in found.parent.parts[-1]


def test_utc_today_comes_from_the_one_clock(fake_clock: FakeClock) -> None:
    assert utc_today() == date(2026, 11, 30)
    fake_clock.advance(60)
    assert utc_today() == date(2026, 12, 1)


def test_the_clock_is_restored_after_use_clock() -> None:
    from datetime import UTC, datetime

    with use_clock(lambda: datetime(2000, 1, 1, tzinfo=UTC)):
        assert utc_today() == date(2000, 1, 1)
    assert utc_today().year > 2000


# ------------------------------------------------------------------------------- settings


def test_settings_have_typed_defaults(profile: Profile) -> None:
    assert profile.settings() == Settings(
        language="",
        move_preview=False,
        reduced_motion=False,
        text_size=1.0,
        high_contrast=False,
        theme="simple",
        chain_pace="normal",
        key_cooldown=0.0,
        sound=True,
        sound_volume=0.7,
        sound_moves=True,
        sound_chains=True,
        sound_results=True,
        sound_interface=True,
        sound_mono=False,
        board_zoom=1.0,
    )


def test_settings_change_and_persist(profile: Profile, path: Path) -> None:
    s = profile.update_settings(move_preview=True, text_size=1.5, language="ja")
    assert (s.move_preview, s.text_size, s.language) == (True, 1.5, "ja")
    assert not s.reduced_motion
    profile.update_settings(high_contrast=True, reduced_motion=True)
    with Profile.open(path) as again:
        assert again.settings() == Settings("ja", True, True, 1.5, True, "simple")


def test_chain_pace_and_key_cooldown_are_kept(profile: Profile, path: Path) -> None:
    profile.update_settings(chain_pace="slower", key_cooldown=0.6)
    with Profile.open(path) as again:
        assert (again.settings().chain_pace, again.settings().key_cooldown) == ("slower", 0.6)


def test_board_zoom_is_kept(profile: Profile, path: Path) -> None:
    profile.update_settings(board_zoom=1.75)
    with Profile.open(path) as again:
        assert again.settings().board_zoom == 1.75


def test_sound_settings_are_kept(profile: Profile, path: Path) -> None:
    profile.update_settings(sound=False, sound_volume=0.0, sound_chains=False, sound_mono=True)
    with Profile.open(path) as again:
        s = again.settings()
        assert (s.sound, s.sound_volume, s.sound_chains, s.sound_mono) == (False, 0.0, False, True)
        assert s.sound_moves and s.sound_results and s.sound_interface


@pytest.mark.parametrize(
    "change",
    [
        {"move_preview": 1},
        {"text_size": "big"},
        {"text_size": 0.0},
        {"text_size": float("nan")},
        {"language": None},
        {"theme": "lava"},
        {"colour": "red"},
        {"chain_pace": "warp"},
        {"chain_pace": 2},
        {"key_cooldown": 2.5},
        {"key_cooldown": -0.1},
        {"key_cooldown": True},
        {"board_zoom": 0.2},
        {"board_zoom": 3.5},
        {"board_zoom": "big"},
        {"sound": 1},
        {"sound_volume": 1.5},
        {"sound_volume": -0.1},
        {"sound_mono": "yes"},
    ],
)
def test_bad_setting_values_are_refused(profile: Profile, change: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        profile.update_settings(**change)  # type: ignore[arg-type]
    assert profile.settings() == Settings()


def test_a_locked_theme_cannot_be_chosen(profile: Profile) -> None:
    with pytest.raises(ValueError, match="locked"):
        profile.update_settings(theme="garden")
    profile.award_achievement("first-clear")
    assert profile.update_settings(theme="garden").theme == "garden"


def test_hand_edited_setting_values_fall_back_to_defaults(profile: Profile, path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.executemany(
        "INSERT OR REPLACE INTO setting (key, value) VALUES (?, ?)",
        [("move_preview", '"yes"'), ("text_size", "{"), ("language", '"pl"'), ("junk", "1")],
    )
    conn.commit()
    conn.close()
    assert profile.settings() == Settings(language="pl")


# ------------------------------------------------------------------------------- tubes


def test_tubes_start_with_level_one_unlocked(profile: Profile) -> None:
    assert profile.tubes_unlocked() == 1
    assert profile.tubes_level_stats(1) is None
    assert profile.tubes_all_level_stats() == {}


def test_a_first_clear_unlocks_the_next_level(profile: Profile) -> None:
    r = profile.record_tubes_level(1, moves=14, seconds=42.0, hints=2)
    assert r.first_clear and r.new_best_moves and r.new_best_time
    assert r.unlocked == 2
    assert r.stats == TubesLevelStats(1, 14, 42.0, 2, 1)
    assert profile.tubes_unlocked() == 2


def test_replays_keep_the_best_moves_and_time_separately(profile: Profile) -> None:
    profile.record_tubes_level(1, 14, 42.0, 2)
    r = profile.record_tubes_level(1, 12, 50.0, 0)
    assert (r.first_clear, r.new_best_moves, r.new_best_time, r.unlocked) == (
        False,
        True,
        False,
        None,
    )
    assert r.stats == TubesLevelStats(1, 12, 42.0, 0, 2)
    r = profile.record_tubes_level(1, 13, 30.0, 5)
    assert (r.new_best_moves, r.new_best_time) == (False, True)
    assert r.stats == TubesLevelStats(1, 12, 30.0, 0, 3)
    assert profile.tubes_level_stats(1) == r.stats
    assert profile.tubes_unlocked() == 2


def test_hints_of_the_best_run_are_kept(profile: Profile) -> None:
    profile.record_tubes_level(1, 12, 40.0, 3)
    assert profile.record_tubes_level(1, 12, 45.0, 1).stats.best_hints == 1
    assert profile.record_tubes_level(1, 12, 20.0, 4).stats.best_hints == 1
    assert profile.record_tubes_level(1, 11, 60.0, 6).stats.best_hints == 6


def test_levels_unlock_in_order_up_to_100(profile: Profile) -> None:
    with pytest.raises(ValueError, match="locked"):
        profile.record_tubes_level(2, 10, 1.0, 0)
    for level in range(1, 101):
        r = profile.record_tubes_level(level, 10 + level, float(level), 0)
        assert r.unlocked == (level + 1 if level < 100 else None)
    assert profile.tubes_unlocked() == 100
    assert profile.record_tubes_level(1, 5, 1.0, 0).unlocked is None
    assert sorted(profile.tubes_all_level_stats()) == list(range(1, 101))


@pytest.mark.parametrize(
    "args",
    [
        (0, 1, 1.0, 0),
        (101, 1, 1.0, 0),
        (1, -1, 1.0, 0),
        (1, 1, -1.0, 0),
        (1, 1, 1.0, -2),
        (1, 1.5, 1.0, 0),
        (1, 1, float("inf"), 0),
        (True, 1, 1.0, 0),
    ],
)
def test_impossible_tubes_results_are_refused(
    profile: Profile, args: tuple[int, int, float, int]
) -> None:
    with pytest.raises(ValueError):
        profile.record_tubes_level(*args)
    assert profile.tubes_all_level_stats() == {}


def test_daily_completions_keep_the_best_per_date(profile: Profile) -> None:
    d1, d2 = date(2026, 11, 29), date(2026, 11, 30)
    r = profile.record_tubes_daily(d1, moves=30, seconds=100.0, hints=1)
    assert r.first_completion and r.new_best
    r = profile.record_tubes_daily(d1, moves=32, seconds=50.0, hints=0)
    assert not r.first_completion and not r.new_best
    assert r.stats == TubesDailyStats(d1, 30, 100.0, 1, 2)
    r = profile.record_tubes_daily(d1, moves=28, seconds=120.0, hints=3)
    assert r.new_best and r.stats == TubesDailyStats(d1, 28, 120.0, 3, 3)
    profile.record_tubes_daily(d2, 40, 10.0, 0)
    done = profile.tubes_daily_completions()
    assert list(done) == [d1, d2]
    assert done[d1].moves == 28 and done[d2].moves == 40


def test_no_streak_figure_anywhere() -> None:
    import pebblepour.profile as package

    root = Path(package.__file__).parent
    for source in root.glob("*.py"):
        assert "streak" not in source.read_text(encoding="utf-8").lower(), source


# ------------------------------------------------------------------------------- unfinished


def test_one_unfinished_attempt_per_mode(profile: Profile) -> None:
    assert profile.unfinished_modes() == []
    for i, mode in enumerate(ATTEMPT_MODES):
        assert profile.load_attempt(mode) is None
        profile.save_attempt(mode, f'{{"format": 1, "n": {i}}}')
    profile.save_attempt("bowls:endless", '{"format": 1, "n": 99}')
    assert profile.load_attempt("bowls:endless") == '{"format": 1, "n": 99}'
    assert profile.load_attempt("tubes:level") == '{"format": 1, "n": 0}'
    assert profile.unfinished_modes() == list(ATTEMPT_MODES)
    profile.clear_attempt("bowls:endless")
    profile.clear_attempt("bowls:endless")
    assert profile.load_attempt("bowls:endless") is None
    assert "bowls:endless" not in profile.unfinished_modes()


def test_unknown_modes_are_refused(profile: Profile) -> None:
    with pytest.raises(ValueError):
        profile.save_attempt("chess", "{}")
    with pytest.raises(ValueError):
        profile.load_attempt("tubes")
    with pytest.raises(ValueError):
        profile.save_attempt("tubes:level", b"{}")  # type: ignore[arg-type]


def test_attempt_text_is_stored_exactly(profile: Profile) -> None:
    text = '{"é": "ดี", "x": [1, 2]}\n' + "z" * 100_000
    profile.save_attempt("tubes:daily", text)
    assert profile.load_attempt("tubes:daily") == text
    assert os.path.getsize(profile.path) > 0


def test_whole_seconds_come_back_as_float(profile: Profile) -> None:
    assert profile.record_tubes_level(1, 10, 7, 0).stats.best_seconds == 7.0
    assert isinstance(profile.record_tubes_daily(date(2026, 1, 1), 9, 3, 0).stats.seconds, float)


def test_a_board_played_by_its_id_keeps_its_own_records(tmp_path: Path) -> None:
    """Records per board ID (issue 24 point 2): the first solve, then a better run (fewer
    moves; for Bowls as few moves and more points), the best time kept apart; a duplicate
    attempt changes nothing; another ID has its own row."""
    tubes, bowls = "tubes:abca,bcab,cabc,-,-", "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3"
    with Profile.open(tmp_path / "p.sqlite3") as p:
        first = p.record_board(tubes, 8, 30.0, attempt_id="a1")
        assert (first.first_solve, first.new_best, first.stats.solves) == (True, False, 1)
        again = p.record_board(tubes, 8, 30.0, attempt_id="a1")
        assert again.duplicate and again.stats.solves == 1
        slower = p.record_board(tubes, 9, 12.0, attempt_id="a2")
        assert not slower.new_best
        assert (slower.stats.best_moves, slower.stats.best_seconds) == (8, 12.0)
        better = p.record_board(tubes, 6, 50.0, attempt_id="a3")
        assert better.new_best and better.stats.best_moves == 6 and better.stats.solves == 3
        p.record_board(bowls, 2, 5.0, 30, attempt_id="b1")
        more = p.record_board(bowls, 2, 5.0, 60, attempt_id="b2")
        assert more.new_best and more.stats.best_score == 60
        assert p.board_stats(tubes) == better.stats
        assert p.board_stats("tubes:aabb,bbaa,-") is None
        with pytest.raises(ValueError):
            p.record_board("", 1, 1.0)


def test_my_boards_keep_the_last_saved_first(profile: Profile, fake_clock: FakeClock) -> None:
    """My boards (issue 24 point 4): saved by ID, the last saved first; saving one again
    moves it up without a second row; forgetting one keeps its records."""
    tubes, bowls = "tubes:abca,bcab,cabc,-,-", "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3"
    assert profile.my_boards() == []
    assert profile.save_my_board(tubes)
    fake_clock.advance(5)
    assert profile.save_my_board(bowls)
    assert profile.my_boards() == [bowls, tubes]
    fake_clock.advance(5)
    assert not profile.save_my_board(tubes)
    assert profile.my_boards() == [tubes, bowls]
    profile.record_board(tubes, 7, 20.0)
    profile.forget_my_board(tubes)
    assert profile.my_boards() == [bowls] and profile.board_stats(tubes) is not None
    with pytest.raises(ValueError):
        profile.save_my_board("")
