"""Which Daily dates may be played is decided once, in the session (issue 21 point 2): the
Dailies of the last 30 UTC days, today included, in both games. A Daily whose date has
closed is not started, not offered on Home or the Daily list, not continued, and so never
recorded; nothing is set aside (the save is not damaged)."""

from __future__ import annotations

import datetime as dt

import pytest

from pebblepour.bowls.attempts import Mode
from pebblepour.bowls.puzzles import shipped_puzzle as pack
from pebblepour.profile.profile import Profile
from pebblepour.session import bowls as sb
from pebblepour.session import tubes as st
from pebblepour.session.core import DAILY_DAYS, DailyClosed, SaveError, daily_date

DAY = dt.date(2026, 3, 1)
OPEN_LAST = DAY + dt.timedelta(days=DAILY_DAYS - 1)  # 2026-03-30: its last open day
CLOSED = DAY + dt.timedelta(days=DAILY_DAYS)  # 2026-03-31


def test_the_window() -> None:
    assert daily_date("2026-03-01", DAY) == DAY
    assert daily_date("2026-03-01", OPEN_LAST) == DAY
    for today in (CLOSED, DAY - dt.timedelta(days=1)):  # too old; not yet
        with pytest.raises(DailyClosed):
            daily_date("2026-03-01", today)
    for bad in ("2026-3-1", "2026-02-30", None, 20260301):
        with pytest.raises(SaveError) as caught:
            daily_date(bad, DAY)
        assert not isinstance(caught.value, DailyClosed)


def _bowls_daily_saved(profile: Profile) -> None:
    s = sb.new_session(sb.daily_identity(DAY))
    s.play(s.game.legal_moves()[0])
    s.save(profile)


def test_a_closed_bowls_daily_is_not_offered_nor_continued(profile: Profile) -> None:
    _bowls_daily_saved(profile)
    assert sb.to_continue(profile, pack, OPEN_LAST) == (Mode.DAILY, 0)
    assert sb.saved_daily(profile, OPEN_LAST) == (DAY, 1)
    found = sb.resume_play(profile, {"mode": "daily"}, pack, today=OPEN_LAST)
    assert found.session is not None and found.session.game.attempt.moves == [
        found.session.game.attempt.moves[0]]
    # The next day the Daily of 2026-03-01 has closed: not offered, not continued, and the
    # save is not set aside as damaged (nothing is reported).
    assert sb.to_continue(profile, pack, CLOSED) is None
    assert sb.saved_daily(profile, CLOSED) is None
    # Asked for another date, the saved Daily is not continued (nor set aside).
    other = sb.resume_play(
        profile, {"mode": "daily", "date": (DAY + dt.timedelta(days=1)).isoformat()}, pack,
        today=OPEN_LAST)
    assert other.session is None and other.set_aside is None
    assert sb.saved_daily(profile, OPEN_LAST) == (DAY, 1)
    closed = sb.resume_play(profile, {"mode": "daily"}, pack, today=CLOSED)
    assert closed.session is None and closed.set_aside is None
    assert profile.attempts_set_aside(sb.DAILY_SLOT) == []


def test_a_closed_tubes_daily_is_not_in_progress(profile: Profile) -> None:
    s = st.session_of(st.new_play({"daily": DAY.isoformat()}))
    s.play(s.game.board.legal_moves()[0])
    s.save(profile)
    assert st.saved_daily(profile, OPEN_LAST) == (DAY, 1)
    assert st.saved_daily(profile, CLOSED) is None
