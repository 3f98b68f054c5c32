"""Golden values for the project's PRNG: any change to its output shows up here."""

import pytest

from pebblepour.rng import Rng, seed_from_text


def test_splitmix64_reference_values() -> None:
    # Published SplitMix64 outputs for seed 0.
    r = Rng(0)
    assert [r.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_golden_draws() -> None:
    r = Rng(1)
    assert [r.below(10) for _ in range(5)] == [5, 9, 0, 5, 1]
    items = list(range(8))
    Rng(42).shuffle(items)
    assert items == GOLDEN_SHUFFLE


GOLDEN_SHUFFLE = [3, 1, 6, 2, 4, 0, 7, 5]


def test_seed_from_text_is_fnv1a() -> None:
    assert seed_from_text("") == 0xCBF29CE484222325
    assert seed_from_text("a") == 0xAF63DC4C8601EC8C
    assert seed_from_text("2026-12-01") == 1755020995787274575


def test_state_round_trip() -> None:
    a = Rng(123)
    a.next_u64()
    b = Rng(a.state)
    assert [a.next_u64() for _ in range(4)] == [b.next_u64() for _ in range(4)]


def test_below_rejects_bad_bounds() -> None:
    with pytest.raises(ValueError):
        Rng(1).below(0)
    with pytest.raises(TypeError):
        Rng(1.5)  # type: ignore[arg-type]


def test_below_is_roughly_uniform() -> None:
    r = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)
