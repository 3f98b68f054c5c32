"""Boards played by their ID (issue 24 point 2), in the session: an attempt built from its
identity, saved and continued by the same ID, recorded under that ID (both games)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pebblepour.profile.profile import Profile
from pebblepour.session import bowls as sb
from pebblepour.session import tubes as st
from pebblepour.session.core import SaveError

TUBES_ID = "tubes:aab,bba,-"
BOWLS_ID = "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3"


def test_a_tubes_board_by_its_id_is_played_saved_continued_and_recorded(tmp_path: Path) -> None:
    with Profile.open(tmp_path / "p.sqlite3") as profile:
        play = st.new_play({"board": "tubes:aabb,bbaa,-,-"})
        assert play.custom and play.slot == "tubes:board" and play.level == 0
        assert play.identity() == {"board": "tubes:aabb,bbaa,-,-"}
        assert play.board_id == "tubes:aabb,bbaa,-,-"
        s = st.session_of(play)
        s.play((0, 2))
        s.save(profile)
        again = st.resume_play(profile, {"board": "tubes:aabb,bbaa,-,-"}).session
        assert again is not None and again.game.moves() == [(0, 2)]
        # Another ID does not take that save up.
        assert st.resume_play(profile, {"board": "tubes:abab,baba,-,-"}).session is None
        for move in ((1, 3), (1, 2), (3, 0)):
            again.play(move)
        assert again.outcome() is not None
        rec = st.record(profile, again)
        assert st.standing(rec).mark.first and st.standing(rec).best_moves == 4
        stats = profile.board_stats("tubes:aabb,bbaa,-,-")
        assert stats is not None and stats.best_moves == 4 and stats.solves == 1
        assert profile.load_attempt("tubes:board") is None
        # The level records are untouched.
        assert profile.tubes_all_level_stats() == {}


def test_a_bowls_board_by_its_id_is_played_and_recorded_under_it(tmp_path: Path) -> None:
    with Profile.open(tmp_path / "p.sqlite3") as profile:
        play = sb.new_play(sb.board_identity(BOWLS_ID))
        assert play.custom and play.slot == "bowls:board" and play.board_id == BOWLS_ID
        s = sb.session_of(play)
        s.play(3)  # bowl 4's red into bowl 5: red, green, green, red
        s.save(profile)
        found = sb.resume_play(profile, {"board": BOWLS_ID}, lambda n: None)
        assert found.session is not None and found.session.game.moves() == [3]
        session = found.session
        session.play(2)  # its green makes three in bowl 5: the goal
        assert session.outcome() is not None and session.outcome().won  # type: ignore[union-attr]
        rec = sb.record(profile, session)
        assert rec.first_solve and rec.stats.best_moves == 2 and rec.stats.best_score > 0
        assert profile.board_stats(BOWLS_ID) == rec.stats
        assert profile.bowls_puzzle_stats() == {}


@pytest.mark.parametrize("identity", [
    {"board": "bowls:puzzle:1"}, {"board": "tubes:aab"}, {"board": 7}, {"board": "tubes:level:3"}])
def test_a_tubes_save_naming_no_tubes_board_is_refused(identity: dict[str, object]) -> None:
    with pytest.raises(SaveError):
        st.new_play(identity)


def test_a_bowls_save_naming_no_bowls_board_is_refused() -> None:
    for board in ("tubes:aabb,bbaa,-,-", "bowls:puzzle:2", "bowls:r,r:score-30:3"):
        with pytest.raises(SaveError):
            sb.new_play(sb.board_identity(board))
