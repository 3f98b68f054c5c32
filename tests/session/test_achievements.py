"""Achievements: each rule on a concrete recorded attempt, unlock order, no practice awards."""

from __future__ import annotations

from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from pebblepour.bowls.attempts import DailyAttempt, Goal, PuzzleAttempt
from pebblepour.profile import clock
from pebblepour.profile.profile import Profile
from pebblepour.profile.settings import THEMES
from pebblepour.session import achievements as ach
from pebblepour.session import bowls as sb
from pebblepour.session import tubes as st
from pebblepour.session.core import Session
from pebblepour.tubes.board import Board


def puzzle(
    start: str, goal: Goal, limit: int, number: int = 1, shortest: int = 0
) -> sb.BowlsSession:
    return sb.session_of(sb.BowlsPlay(PuzzleAttempt(start, goal, limit), number, shortest))


def ids(session: Session) -> list[str]:  # type: ignore[type-arg]
    return [u.id for u in session.earned]


def play_out(session: sb.BowlsSession, moves: list[int]) -> sb.BowlsSession:
    for m in moves:
        session.play(m)
    return session


COMBO_4 = "rrrr rr rr rr rr . . . . . . ."
"""Bowl 0 sows one red into four pairs: four groups at once, and an empty board."""
ERUPTION = "b grbyp@V gg . . . . . . . . ."
"""The blue makes the volcano erupt; its green lands on gg and clears a group."""


def test_a_first_solved_puzzle_its_shortest_and_a_perfect_x4_combo(profile: Profile) -> None:
    s = play_out(puzzle(COMBO_4, Goal.clear_board(), 3, shortest=1), [0])
    s.finish(profile)
    assert ids(s) == [
        "bowls_first_puzzle", "bowls_shortest", "bowls_combo_4", "bowls_perfect_clear"
    ]
    assert [u.theme for u in s.earned] == list(THEMES[1:5])  # the SPEC 1.9 order
    assert set(profile.achievements()) == set(ids(s))
    first = s.earned
    s.finish(profile)  # recorded once, awarded once
    assert s.earned is first and len(profile.achievements()) == 4


def test_a_shortest_solve_with_a_hint_is_not_the_shortest_way(profile: Profile) -> None:
    # Following the hints gives a shortest solution: the achievement asks for none (the
    # first-puzzle achievement and the records still count).
    s = puzzle(COMBO_4, Goal.clear_board(), 3, shortest=1)
    s.use_hint()
    play_out(s, [0]).finish(profile)
    assert "bowls_shortest" not in ids(s) and "bowls_first_puzzle" in ids(s)
    stats = profile.bowls_puzzle_stats()[1]
    assert stats.best_moves == 1


def test_longer_than_shortest_a_small_combo_and_no_eruption_earn_only_the_first(
    profile: Profile,
) -> None:
    # r rr: a one-bowl combo that empties the board: a perfect clear but not x4.
    s = play_out(puzzle("r . rr . . . . . . . . .", Goal.clear_board(), 3, shortest=1), [0, 1])
    s.finish(profile)
    assert ids(s) == ["bowls_first_puzzle", "bowls_perfect_clear"]


def test_an_eruption_that_completes_a_group(profile: Profile) -> None:
    s = play_out(puzzle(ERUPTION, Goal.score(10), 3), [0])
    s.finish(profile)
    assert "bowls_eruption" in ids(s) and "bowls_perfect_clear" not in ids(s)


def test_an_eruption_that_completes_nothing_earns_nothing(profile: Profile) -> None:
    s = play_out(puzzle("b grbyp@V g . . . . . . . . .", Goal.at_most(20), 3), [0])
    s.finish(profile)
    assert "bowls_eruption" not in ids(s)


def test_a_chapter_of_ten_puzzles(profile: Profile) -> None:
    for n in range(1, 10):
        profile.record_bowls_puzzle(n, 5, 100)
    s = play_out(puzzle("r rr . . . . . . . . . .", Goal.clear_board(), 2, number=10), [0])
    s.finish(profile)
    assert "bowls_chapter" in ids(s)


def _greedy_endless(seed: int, practice: bool = False) -> sb.BowlsSession:
    s = sb.new_endless_session(seed)
    a = s.game.attempt
    while not a.status.is_over:
        s.play(max(a.legal_sources(), key=lambda b: a.forecast(b).points))
        if practice and not a.practice:
            s.undo()  # undo makes an Endless attempt practice
            a.mark_practice()
    return s


def test_endless_score_and_length_milestones(
    profile: Profile, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = _greedy_endless(0)
    a = s.game.attempt
    assert a.moves_used < ach.ENDLESS_MOVES
    assert ach.ENDLESS_SCORES[0] <= a.score < ach.ENDLESS_SCORES[1]
    monkeypatch.setattr(ach, "ENDLESS_MOVES", a.moves_used)
    s.finish(profile)
    assert {"bowls_endless_score", "bowls_endless_long"} <= set(ids(s))
    assert "bowls_endless_high" not in ids(s)
    monkeypatch.setattr(ach, "ENDLESS_SCORES", (0, a.score + 1))
    monkeypatch.setattr(ach, "ENDLESS_MOVES", a.moves_used + 1)
    again = _greedy_endless(0)
    again.finish(profile)
    assert ids(again) == []  # nothing new: the long one would need one move more


def test_practice_never_earns_anything(profile: Profile) -> None:
    s = _greedy_endless(0, practice=True)
    assert s.game.attempt.practice and s.game.attempt.score >= ach.ENDLESS_SCORES[0]
    s.finish(profile)
    assert s.earned == [] and profile.achievements() == {}
    assert profile.themes_unlocked() == THEMES[:1]
    daily = sb.session_of(sb.BowlsPlay(DailyAttempt("2026-03-01")))
    daily.game.attempt.mark_practice()
    daily.game.attempt.end()
    daily.finish(profile)
    assert daily.earned == [] and profile.achievements() == {}


def tubes_session(level: int = 0, day: date | None = None) -> st.TubesSession:
    play = st.TubesPlay(Board.parse("aaab bbba - -"), level_number=level, day=day)
    s: st.TubesSession = Session(play, play.slot, st.record)
    for move in ((0, 2), (1, 3), (2, 1), (3, 0)):
        s.play(move)
    return s


def test_tubes_first_level_then_a_band_without_hints(profile: Profile) -> None:
    s = tubes_session(1)
    s.finish(profile)
    assert ids(s) == ["tubes_first_level"]
    for n in range(2, 8):
        profile.record_tubes_level(n, 10, 5.0, 1 if n == 4 else 0)
    s = tubes_session(8)
    s.finish(profile)
    assert ids(s) == []  # level 4 of the band took a hint
    profile.record_tubes_level(4, 9, 5.0, 0)
    s = tubes_session(8)
    s.finish(profile)
    assert ids(s) == ["tubes_band_no_hints"]


def test_a_hinted_clear_finishes_no_band(profile: Profile) -> None:
    for n in range(1, 8):
        profile.record_tubes_level(n, 10, 5.0, 0)
    s = tubes_session(8)
    s.use_hint()
    s.finish(profile)
    assert ids(s) == ["tubes_first_level"]


def test_tubes_dailies_and_ten_dailies_of_both_games(profile: Profile) -> None:
    s = tubes_session(day=date(2026, 2, 1))
    s.use_hint()
    s.finish(profile)
    assert ids(s) == ["tubes_first_daily"]
    for k in range(2, 6):
        profile.record_tubes_daily(date(2026, 2, k), 10, 5.0, 0)
    for k in range(1, 4):
        profile.record_bowls_daily(date(2026, 2, k), 100, 10, False)
    profile.record_bowls_daily(date(2026, 2, 9), 100, 10, True)  # practice: not a day
    s = tubes_session(day=date(2026, 2, 20))
    s.finish(profile)
    # nine days so far; the Bowls dailies recorded above earn theirs with the next record
    assert ids(s) == ["bowls_first_daily", "tubes_daily_no_hint"]
    daily = sb.session_of(sb.BowlsPlay(DailyAttempt("2026-02-21")))
    daily.game.attempt.end()
    daily.finish(profile)
    assert ids(daily) == ["dailies_10"]


def test_every_achievement_once_and_the_themes_in_order(profile: Profile) -> None:
    assert len(ach.IDS) >= 14 and len(set(ach.IDS)) == len(ach.IDS)
    moment = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
    with clock.use_clock(lambda: moment):
        s = play_out(puzzle(COMBO_4, Goal.clear_board(), 3, shortest=1), [0])
        s.finish(profile)
    got = profile.achievements()
    assert all(a.earned_at == moment for a in got.values())
    assert ach.open_ids(got) == [i for i in ach.IDS if i not in got]
    for name in ach.IDS:
        profile.award_achievement(name)
    assert profile.themes_unlocked() == THEMES and ach.open_ids(profile.achievements()) == []


def test_a_duplicate_record_earns_nothing(profile: Profile) -> None:
    s = play_out(puzzle(COMBO_4, Goal.clear_board(), 3), [0])
    twin = play_out(puzzle(COMBO_4, Goal.clear_board(), 3), [0]).game
    other = Session(twin, sb.PUZZLE_SLOT, sb.record, attempt_id=s.attempt_id)  # another window
    s.finish(profile)
    assert ids(s)
    other.finish(profile)
    assert other.recorded.duplicate and other.earned == []


def test_an_endless_attempt_is_not_a_daily(profile: Profile) -> None:
    s = sb.new_endless_session(1)
    s.game.attempt.end()
    s.finish(profile)
    assert "bowls_first_daily" not in ach.derive(profile) and ids(s) == []


def test_an_ended_endless_attempt_foresees_exactly_what_its_record_earns(
    profile: Profile, monkeypatch: pytest.MonkeyPatch
) -> None:
    profile.award_achievement("tubes_first_level")  # Garden is open already
    s = _greedy_endless(0)
    monkeypatch.setattr(ach, "ENDLESS_MOVES", s.game.attempt.moves_used)
    before = ach.foreseen(profile, s.game)
    assert {u.id for u in before} >= {"bowls_endless_score", "bowls_endless_long"}
    assert [u.theme for u in before] == list(THEMES[2 : 2 + len(before)])
    assert len(profile.achievements()) == 1  # nothing written
    s.finish(profile)
    assert s.earned == before
    assert ach.foreseen(profile, s.game) == []  # earned now: nothing new to foresee
    assert ach.foreseen(profile, _greedy_endless(0, practice=True).game) == []
    assert ach.foreseen(profile, sb.new_endless_session(1).game) == []  # not over yet


def test_a_daily_foresees_the_tenth_day_before_it_is_recorded(profile: Profile) -> None:
    for k in range(1, 10):
        profile.record_tubes_daily(date(2026, 2, k), 10, 5.0, 0)
    daily = sb.session_of(sb.BowlsPlay(DailyAttempt("2026-02-21")))
    daily.game.attempt.end()
    # the Tubes dailies were recorded without their awards: this record grants theirs too
    expected = ["bowls_first_daily", "tubes_first_daily", "dailies_10"]
    assert [u.id for u in ach.foreseen(profile, daily.game)] == expected
    daily.finish(profile)
    assert ids(daily) == expected


def test_progress_lists_every_achievement_with_its_theme_in_unlock_order(
    profile: Profile,
) -> None:
    fresh = ach.progress(profile)
    assert [p.id for p in fresh] == list(ach.IDS)
    assert all(p.earned_at is None and p.theme == "garden" for p in fresh)
    moment = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
    with clock.use_clock(lambda: moment):
        # One attempt, one second: awarded in list order (not in the ids' alphabetical order).
        s = tubes_session(day=date(2026, 2, 1))
        s.finish(profile)
    assert ids(s) == ["tubes_first_daily", "tubes_daily_no_hint"]
    by_id = {p.id: p for p in ach.progress(profile)}
    assert by_id["tubes_first_daily"].theme == "garden"
    assert by_id["tubes_daily_no_hint"] == ach.Progress("tubes_daily_no_hint", moment, "sand")
    assert by_id["bowls_first_puzzle"] == ach.Progress("bowls_first_puzzle", None, "ocean")
    for name in ach.IDS:
        profile.award_achievement(name)
    done = ach.progress(profile)
    assert all(p.earned_at is not None for p in done)
    themes = [p.theme for p in done if p.theme]
    assert sorted(themes) == sorted(THEMES[1:])  # six unlocks, each theme once


def test_a_profile_that_cannot_be_read_foresees_nothing(
    profile: Profile, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pebblepour.profile.store import ErrorKind, ProfileError

    daily = sb.session_of(sb.BowlsPlay(DailyAttempt("2026-02-21")))
    daily.game.attempt.end()

    def broken() -> None:
        raise ProfileError("disk I/O error", ErrorKind.DISK_ERROR)

    monkeypatch.setattr(profile, "achievements", broken)
    assert ach.foreseen(profile, daily.game) == []


def _forget_awards(profile: Profile) -> None:
    """What a kill before the award did to an older version, or a hand edit, does."""
    with profile._conn:
        profile._conn.execute("DELETE FROM achievement")
        profile._conn.execute("DELETE FROM theme")


def test_every_achievement_comes_back_from_the_records_and_feats(profile: Profile) -> None:
    s = play_out(puzzle(COMBO_4, Goal.clear_board(), 3, shortest=1), [0])
    s.finish(profile)
    for n in range(1, 9):
        profile.record_tubes_level(n, 10, 5.0, 0)
    profile.record_tubes_daily(date(2026, 2, 1), 10, 5.0, 1)
    profile.record_bowls_endless(2500, 60, False)
    profile.record_bowls_endless(9000, 99, True)  # practice earns nothing
    profile.record_bowls_daily(date(2026, 2, 2), 50, 9, True)
    _forget_awards(profile)
    assert profile.achievements() == {} and profile.themes_unlocked() == ("simple",)
    got = ach.restore(profile)
    assert [u.id for u in got] == [
        "bowls_first_puzzle",
        "bowls_shortest",  # feats: kept with the puzzle's record
        "bowls_combo_4",
        "bowls_perfect_clear",
        "bowls_endless_score",
        "bowls_endless_high",
        "bowls_endless_long",
        "tubes_first_level",
        "tubes_band_no_hints",
        "tubes_first_daily",  # a hinted clear: no tubes_daily_no_hint
    ]
    assert [u.theme for u in got] == [*THEMES[1:], None, None, None, None]
    assert profile.themes_unlocked() == THEMES
    assert ach.restore(profile) == []  # once
    assert set(profile.achievements()) == {u.id for u in got}


def test_a_theme_row_lost_comes_back(profile: Profile) -> None:
    for name in ach.IDS[:3]:
        profile.award_achievement(name)
    with profile._conn:
        profile._conn.execute("DELETE FROM theme WHERE name = 'sand'")
    assert ach.restore(profile) == []
    assert profile.themes_unlocked() == THEMES[:4]


def test_a_version_3_profile_keeps_what_it_awarded_as_feats(tmp_path: Path) -> None:
    import sqlite3

    from pebblepour.profile import store

    path = tmp_path / "profile.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    store.migrate(conn, target=3)
    conn.execute("INSERT INTO achievement VALUES ('bowls_combo_4', '2026-01-01T00:00:00+00:00')")
    conn.close()
    with Profile.open(path) as p:
        assert p.feats() == {"bowls_combo_4"}
        _forget_awards(p)
        assert [u.id for u in ach.restore(p)] == ["bowls_combo_4"]
