"""Generator (SPEC 2.3), levels (2.5) and daily (2.6), with golden boards."""

import datetime

import pytest

from pebblepour.rng import seed_from_text
from pebblepour.tubes.board import Board
from pebblepour.tubes.levels import (
    BANDS,
    CANDIDATES,
    LEVEL_COUNT,
    Generated,
    LevelError,
    band_of,
    daily,
    generate,
    level,
)
from pebblepour.tubes.solver import Status, solve

# Any change to the PRNG, the shuffle, the solver's budget or the candidate order shows here.
GOLDEN_LEVELS = {
    1: "cbbb caaa ccba - -",
    8: "caab cbca cbab - -",
    9: "bddc daab accc bbad - -",
    50: "decc eadb cdaa aefe bffb dfcb - -",
    100: "fhga dhic dfag dedg ebcg fhic ifcb beai heba - -",
}
GOLDEN_DAILIES = {
    "2026-12-01": "fffc dfae abde bdca beab cdec - -",
    "2027-01-01": "cadb fcef fdee faab cdbe dacb - -",
}


@pytest.mark.parametrize(("n", "text"), GOLDEN_LEVELS.items())
def test_golden_levels(n: int, text: str) -> None:
    generated = level(n)
    assert str(generated.board) == text
    assert generated.seed == seed_from_text(f"tubes-level-{n}")
    assert generated.mixedness == generated.board.mixedness()


@pytest.mark.parametrize(("day", "text"), GOLDEN_DAILIES.items())
def test_golden_dailies(day: str, text: str) -> None:
    generated = daily(datetime.date.fromisoformat(day))
    assert str(generated.board) == text
    assert generated.colours == 6
    assert generated.seed == seed_from_text(day)


def test_same_level_same_board() -> None:
    assert level(23) == level(23)
    assert daily(datetime.date(2027, 3, 4)) == daily(datetime.date(2027, 3, 4))
    assert daily(datetime.date(2027, 3, 4)) != daily(datetime.date(2027, 3, 5))


def test_bands_follow_the_table() -> None:
    assert [(b.first, b.last, b.colours) for b in BANDS] == [
        (1, 8, 3), (9, 22, 4), (23, 40, 5), (41, 60, 6), (61, 78, 7), (79, 92, 8), (93, 100, 9),
    ]
    assert LEVEL_COUNT == 100
    assert band_of(1) == (3, 0.0)
    assert band_of(8) == (3, 1.0)
    assert band_of(9) == (4, 0.0)
    assert band_of(10) == (4, 1 / 13)
    assert band_of(50) == (6, 9 / 19)
    assert band_of(92) == (8, 1.0)
    assert band_of(93) == (9, 0.0)
    assert band_of(100) == (9, 1.0)


def test_position_climbs_evenly_within_each_band() -> None:
    for band in BANDS:
        n = band.last - band.first + 1
        positions = [band_of(k)[1] for k in range(band.first, band.last + 1)]
        assert positions == [k / (n - 1) for k in range(n)]
        assert {band_of(k)[0] for k in range(band.first, band.last + 1)} == {band.colours}


@pytest.mark.parametrize("n", [1, 8, 9, 22, 23, 60, 61, 92, 93, 100])
def test_levels_are_proven_solvable_start_boards(n: int) -> None:
    generated = level(n)
    board = generated.board
    assert Board.parse(str(board), start=True) == board
    assert generated.colours == band_of(n)[0] == board.colours
    assert str(board)[0] in "abcdefghi"
    assert set(str(board).replace(" ", "").replace("-", "")) == set("abcdefghi"[: board.colours])
    result = solve(board)
    assert result.status is Status.SOLVED


def test_mixedness_position_picks_from_the_sorted_candidates() -> None:
    picks = [generate(5, p, 1234) for p in (0.0, 1 / 12, 0.5, 11 / 12, 1.0)]
    assert [g.mixedness for g in picks] == sorted(g.mixedness for g in picks)
    assert picks[0].mixedness <= picks[-1].mixedness
    assert picks[3] == picks[4]  # min(11, floor(12 * p)) for p = 11/12 and 1
    assert all(isinstance(g, Generated) and g.seed == 1234 for g in picks)
    assert CANDIDATES == 12


@pytest.mark.parametrize("n", [0, 101, -1, True, 2.0, "3"])
def test_invalid_level(n: object) -> None:
    with pytest.raises(LevelError, match=r"level must be 1\.\.100"):
        level(n)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"level must be 1\.\.100"):
        band_of(n)  # type: ignore[arg-type]


def test_invalid_daily_and_generator_arguments() -> None:
    with pytest.raises(LevelError, match="the daily needs a date"):
        daily(datetime.datetime(2027, 1, 1, 12, 0))
    with pytest.raises(LevelError, match="the daily needs a date"):
        daily("2027-01-01")  # type: ignore[arg-type]
    with pytest.raises(LevelError, match=r"colours must be 2\.\.9"):
        generate(10, 0.5, 1)
    with pytest.raises(LevelError, match=r"colours must be 2\.\.9"):
        generate(1, 0.5, 1)
    with pytest.raises(LevelError, match=r"position must be in \[0, 1\]"):
        generate(4, 1.5, 1)
