"""The liquid palette: colour science checked against published data, then the requirement.

Requirement (Tubes issue): every pair of the 9 liquids at CIEDE2000 >= 20, >= 10 under
simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009, severity 1), and
consecutive CIE L* values at least 8 apart. Everything is measured from the palette data.
"""

from __future__ import annotations

import itertools
import re

import pytest

from pebblepour import palette
from pebblepour.palette import (
    DEFICIENCIES,
    LIQUIDS,
    Deficiency,
    ciede2000,
    decode,
    encode,
    simulate,
    simulate_linear,
    simulate_rgb,
    simulated_lab,
    srgb_to_lab,
)

# Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
# supplementary test data, and mathematical observations", Table 1 (all 34 pairs).
SHARMA_2005 = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


# --- colour science ----------------------------------------------------------------------


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA_2005)
def test_ciede2000_matches_sharma_2005(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], expected: float
) -> None:
    # Published to 4 decimals: agreement within rounding (5e-5) plus float noise.
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_ciede2000_of_identical_colours_is_zero() -> None:
    assert ciede2000((40.0, 10.0, -20.0), (40.0, 10.0, -20.0)) == 0.0


@pytest.mark.parametrize(
    ("hex_colour", "lab"),
    [
        ("#ffffff", (100.0, 0.0, 0.0)),
        ("#000000", (0.0, 0.0, 0.0)),
        ("#ff0000", (53.2408, 80.0925, 67.2032)),
        ("#00ff00", (87.7347, -86.1827, 83.1793)),
        ("#0000ff", (32.2970, 79.1875, -107.8602)),
        ("#808080", (53.5850, 0.0, 0.0)),
    ],
)
def test_srgb_to_lab_known_values(hex_colour: str, lab: tuple[float, float, float]) -> None:
    got = srgb_to_lab(hex_colour)
    for g, want in zip(got, lab, strict=True):
        assert g == pytest.approx(want, abs=2e-3)


def test_srgb_transfer_round_trips() -> None:
    for i in range(256):
        c = i / 255
        assert encode(decode(c)) == pytest.approx(c, abs=1e-12)
    assert decode(0.04045) == pytest.approx(0.04045 / 12.92)
    assert decode(1.0) == pytest.approx(1.0)


@pytest.mark.parametrize("kind", DEFICIENCIES)
def test_machado_keeps_greys_grey(kind: Deficiency) -> None:
    # Each published row sums to 1 (to 1e-6), so neutral colours are unchanged.
    for level in (0.0, 0.2, 0.5, 1.0):
        for v in simulate_linear((level, level, level), kind):
            assert v == pytest.approx(level, abs=2e-6)
    assert simulate("#808080", kind) == "#808080"


def test_machado_matrices_applied_to_pure_red() -> None:
    # Linear (1, 0, 0) picks out the first column of each matrix; negatives clip to 0.
    assert simulate_linear((1.0, 0.0, 0.0), "protanopia") == pytest.approx(
        (0.152286, 0.114503, 0.0)
    )
    assert simulate_linear((1.0, 0.0, 0.0), "deuteranopia") == pytest.approx(
        (0.367322, 0.280085, 0.0)
    )
    assert simulate_linear((1.0, 0.0, 0.0), "tritanopia") == pytest.approx((1.0, 0.0, 0.004733))
    # ...then back through the sRGB transfer function to 8-bit hex.
    assert simulate("#ff0000", "protanopia") == "#6d5f00"
    assert simulate("#ff0000", "deuteranopia") == "#a39000"
    assert simulate("#ff0000", "tritanopia") == "#ff000f"


def test_machado_matrices_applied_to_a_mixed_colour() -> None:
    # sRGB #4080c0: linear (0.051269, 0.215861, 0.527115), times the matrices by hand;
    # the tritanopia red channel comes out at -0.046 and clips to 0.
    lin = (decode(0x40 / 255), decode(0x80 / 255), decode(0xC0 / 255))
    assert lin == pytest.approx((0.0512695, 0.2158605, 0.5271151), abs=1e-6)
    expected = {
        "protanopia": (0.1270297, 0.2278958, 0.5439387),
        "deuteranopia": (0.0844465, 0.1845183, 0.5193749),
        "tritanopia": (0.0, 0.2747081, 0.3096718),
    }
    for kind in DEFICIENCIES:
        assert simulate_linear(lin, kind) == pytest.approx(expected[kind], abs=1e-6)
        assert simulate_rgb((0x40 / 255, 0x80 / 255, 0xC0 / 255), kind) == pytest.approx(
            tuple(encode(v) for v in expected[kind]), abs=1e-6
        )


# --- the palette -------------------------------------------------------------------------


def test_nine_liquids_in_letter_order() -> None:
    assert [liq.letter for liq in LIQUIDS] == list("abcdefghi")
    for liq in LIQUIDS:
        assert re.fullmatch(r"#[0-9a-f]{6}", liq.hex), liq


def test_names_are_distinct_plain_words() -> None:
    names = [liq.name for liq in LIQUIDS]
    assert len(set(names)) == 9
    for name in names:
        assert re.fullmatch(r"[a-z]+( [a-z]+)?", name), name


def test_colours_are_distinct() -> None:
    assert len({liq.hex for liq in LIQUIDS}) == 9


@pytest.mark.parametrize(
    ("a", "b"), list(itertools.combinations(LIQUIDS, 2)), ids=lambda liq: liq.letter
)
def test_every_pair_is_far_apart(a: palette.Liquid, b: palette.Liquid) -> None:
    assert ciede2000(a.lab, b.lab) >= palette.MIN_DE00
    for kind in DEFICIENCIES:
        d = ciede2000(simulated_lab(a.hex, kind), simulated_lab(b.hex, kind))
        assert d >= palette.MIN_DE00_SIMULATED, (kind, a.name, b.name, d)
        # The 8-bit rendering of the simulation agrees with the unrounded measurement.
        d8 = ciede2000(srgb_to_lab(simulate(a.hex, kind)), srgb_to_lab(simulate(b.hex, kind)))
        assert d8 >= palette.MIN_DE00_SIMULATED, (kind, a.name, b.name, d8)


def test_minimum_is_measured_over_all_pairs() -> None:
    hexes = {liq.letter: liq.hex for liq in LIQUIDS}
    brute = min(ciede2000(a.lab, b.lab) for a, b in itertools.combinations(LIQUIDS, 2))
    assert palette.min_pair(hexes).value == pytest.approx(brute)
    assert palette.min_pair(hexes).value >= palette.MIN_DE00
    for kind in DEFICIENCIES:
        assert palette.min_pair(hexes, kind).value >= palette.MIN_DE00_SIMULATED


def test_lightness_ladder_steps_at_least_8() -> None:
    ls = sorted(liq.lab[0] for liq in LIQUIDS)
    steps = [b - a for a, b in itertools.pairwise(ls)]
    assert min(steps) >= palette.MIN_LSTAR_STEP, steps
    assert palette.min_lightness_step() == pytest.approx(min(steps))


def test_palette_spans_near_black_to_near_white() -> None:
    ls = sorted(liq.lab[0] for liq in LIQUIDS)
    assert ls[0] < 20
    assert ls[-1] > 90


def test_report_names_every_check() -> None:
    report = palette.palette_report()
    assert "FAIL" not in report
    for kind in DEFICIENCIES:
        assert kind in report
    for liq in LIQUIDS:
        assert liq.hex in report and liq.name in report


# --- contrast against the surroundings ----------------------------------------------------


def test_wcag_contrast_known_values() -> None:
    assert palette.contrast_ratio("#ffffff", "#000000") == pytest.approx(21.0)
    assert palette.contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert palette.contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert palette.relative_luminance("#808080") == pytest.approx(0.2159, abs=1e-4)


def test_edge_reaches_3_to_1_on_both_sides_or_is_the_fill() -> None:
    for liq in LIQUIDS:
        for surrounds in (["#000000"], ["#0b1220", "#0e1522", "#0f1727"]):
            edge = palette.edge_colour(liq.hex, surrounds)
            assert all(palette.contrast_ratio(edge, s) >= 3 for s in surrounds)
            if edge != liq.hex:
                assert palette.contrast_ratio(edge, liq.hex) >= 3
                assert min(palette.contrast_ratio(liq.hex, s) for s in surrounds) < 3


def test_no_fill_set_of_nine_can_reach_3_to_1_alone() -> None:
    # Why edges exist: against black, 3:1 needs L* >= 37.8, and 9 fills 8 L* apart span 64.
    need_y = 3 * 0.05 - 0.05
    l_star = 116 * need_y ** (1 / 3) - 16
    assert l_star == pytest.approx(37.84, abs=0.01)
    assert 100 - l_star < 8 * palette.MIN_LSTAR_STEP


def test_edge_refuses_a_light_surround() -> None:
    with pytest.raises(ValueError, match="no edge"):
        palette.edge_colour("#e7e520", ["#ffffff"])
