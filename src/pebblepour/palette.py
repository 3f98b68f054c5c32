"""The nine liquid colours of the Tubes game, and the colour science that proves them apart.

Qt-free and dependency-free. The requirement (measured from this data by
``tests/test_palette.py``):

* every pair of liquids is at least 20 apart in CIEDE2000;
* every pair stays at least 10 apart under simulated protanopia, deuteranopia and
  tritanopia (Machado, Oliveira & Fernandes 2009, severity 1.0);
* sorted by CIE L*, neighbouring liquids are at least 8 apart in lightness;
* every liquid is drawn at WCAG 2 contrast 3:1 or more against what surrounds it (the
  empty tube interior and the background), in normal and high contrast.

The last goal cannot be met by the fills alone: a 3:1 ratio against any one surround
colour leaves a forbidden luminance band spanning a factor of 9 in ``Y + 0.05``; on a
black surround the fills must have L* >= 37.8, and nine fills 8 L* apart need a span of
64, from L* <= 36. So the empty glass has two tones (the QML Theme's ``tubeInterior``, a
dark core, and ``tubeWall``, light walls round it): every fill is 3:1 against one of them,
and the surface of every run meets both. A liquid whose fill falls short against the dark
surrounds is drawn with an *edge* too (``edge_colour``): its own hue lightened until the
edge is 3:1 against the fill and against every surround.

The pipeline is sRGB (IEC 61966-2-1) -> linear RGB -> XYZ (D65) -> CIELAB, and CIEDE2000
as formulated by Sharma, Wu & Dalal (2005). Colour-vision deficiency is simulated by
applying the Machado matrix to linear RGB and clipping to [0, 1].

The palette was found by ``benchmarks/palette_search.py``; ``palette_report()`` prints the
margins (``python -m pebblepour.palette``).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Literal

RGB = tuple[float, float, float]
Lab = tuple[float, float, float]
Matrix = tuple[RGB, RGB, RGB]
Deficiency = Literal["protanopia", "deuteranopia", "tritanopia"]

DEFICIENCIES: tuple[Deficiency, ...] = ("protanopia", "deuteranopia", "tritanopia")

MIN_DE00 = 20.0
MIN_DE00_SIMULATED = 10.0
MIN_LSTAR_STEP = 8.0
MIN_CONTRAST = 3.0


@dataclass(frozen=True, slots=True)
class Liquid:
    """One liquid colour: its letter in level data, its sRGB hex, its plain English name.

    ``name`` is the source text for translation wherever the colour is spoken or written.
    """

    letter: str
    hex: str
    name: str

    @property
    def lab(self) -> Lab:
        return srgb_to_lab(self.hex)


# Letter order a..i; the first letters are the most familiar hues, since small levels use
# only the first few. Found by benchmarks/palette_search.py (simulated annealing inside
# named hue regions, maximising the smallest normalised margin) with every chroma capped
# at 72 (``--max-chroma 72``: softer colours that sit with the app's art, where the
# uncapped search gave an electric #1a01f6 blue), then the brown moved by hand from a
# maroon hue (43 degrees) to a chocolate one (60) at a margin of 1.35.
LIQUIDS: tuple[Liquid, ...] = (
    Liquid("a", "#e64159", "red"),
    Liquid("b", "#ebe34e", "yellow"),
    Liquid("c", "#11449d", "blue"),
    Liquid("d", "#207313", "green"),
    Liquid("e", "#e18e21", "orange"),
    Liquid("f", "#edacd4", "pink"),
    Liquid("g", "#fcfffd", "white"),
    Liquid("h", "#4e2604", "brown"),
    Liquid("i", "#000d07", "black"),
)

# Machado, Oliveira & Fernandes (2009), severity 1.0, for linear RGB.
MACHADO: dict[Deficiency, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

# sRGB (linear) -> XYZ, D65, IEC 61966-2-1.
_RGB_TO_XYZ: Matrix = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
# D65 reference white, Y = 1 (the sum of each row above).
_WHITE: RGB = (
    sum(_RGB_TO_XYZ[0]),
    sum(_RGB_TO_XYZ[1]),
    sum(_RGB_TO_XYZ[2]),
)


# --- sRGB, linear RGB, XYZ, CIELAB -------------------------------------------------------


def hex_to_rgb(hex_colour: str) -> RGB:
    """``"#rrggbb"`` (or ``"rrggbb"``) to gamma-encoded sRGB in [0, 1]."""
    h = hex_colour.removeprefix("#")
    if len(h) != 6:
        raise ValueError(f"expected #rrggbb, got {hex_colour!r}")
    return (int(h[0:2], 16) / 255, int(h[2:4], 16) / 255, int(h[4:6], 16) / 255)


def rgb_to_hex(rgb: RGB) -> str:
    """Gamma-encoded sRGB in [0, 1] to ``"#rrggbb"`` (clamped, rounded)."""
    r, g, b = (round(min(1.0, max(0.0, c)) * 255) for c in rgb)
    return f"#{r:02x}{g:02x}{b:02x}"


def decode(c: float) -> float:
    """sRGB transfer function inverse: encoded component -> linear light."""
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encode(c: float) -> float:
    """sRGB transfer function: linear light -> encoded component."""
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def _mul(m: Matrix, v: RGB) -> RGB:
    return (
        m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
        m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
        m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
    )


def _f(t: float) -> float:
    delta = 6 / 29
    return t ** (1 / 3) if t > delta**3 else t / (3 * delta * delta) + 4 / 29


def linear_to_lab(lin: RGB) -> Lab:
    """Linear sRGB to CIELAB (D65)."""
    x, y, z = _mul(_RGB_TO_XYZ, lin)
    fx, fy, fz = _f(x / _WHITE[0]), _f(y / _WHITE[1]), _f(z / _WHITE[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def rgb_to_lab(rgb: RGB) -> Lab:
    """Gamma-encoded sRGB in [0, 1] to CIELAB (D65)."""
    return linear_to_lab((decode(rgb[0]), decode(rgb[1]), decode(rgb[2])))


def srgb_to_lab(hex_colour: str) -> Lab:
    """``"#rrggbb"`` to CIELAB (D65, 2° observer)."""
    return rgb_to_lab(hex_to_rgb(hex_colour))


# --- colour-vision deficiency simulation -------------------------------------------------


def simulate_linear(lin: RGB, kind: Deficiency) -> RGB:
    """Machado 2009 (severity 1.0) on linear RGB, clipped to [0, 1]."""
    out = _mul(MACHADO[kind], lin)
    return (
        min(1.0, max(0.0, out[0])),
        min(1.0, max(0.0, out[1])),
        min(1.0, max(0.0, out[2])),
    )


def simulate_rgb(rgb: RGB, kind: Deficiency) -> RGB:
    """Gamma-encoded sRGB as seen with ``kind``, as gamma-encoded sRGB (floats)."""
    lin = simulate_linear((decode(rgb[0]), decode(rgb[1]), decode(rgb[2])), kind)
    return (encode(lin[0]), encode(lin[1]), encode(lin[2]))


def simulate(hex_colour: str, kind: Deficiency) -> str:
    """``"#rrggbb"`` as seen with ``kind`` (protanopia, deuteranopia or tritanopia)."""
    return rgb_to_hex(simulate_rgb(hex_to_rgb(hex_colour), kind))


def simulated_lab(hex_colour: str, kind: Deficiency) -> Lab:
    """CIELAB of the simulated colour, computed without rounding to 8 bits."""
    rgb = hex_to_rgb(hex_colour)
    return linear_to_lab(simulate_linear((decode(rgb[0]), decode(rgb[1]), decode(rgb[2])), kind))


# --- CIEDE2000 ---------------------------------------------------------------------------

_POW25_7 = 25.0**7


def ciede2000(lab1: Lab, lab2: Lab, kl: float = 1.0, kc: float = 1.0, kh: float = 1.0) -> float:
    """CIEDE2000 colour difference, following Sharma, Wu & Dalal (2005) step by step."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1 = math.hypot(a1, b1)
    c2 = math.hypot(a2, b2)
    c_bar7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c_bar7 / (c_bar7 + _POW25_7)))
    a1p = (1 + g) * a1
    a2p = (1 + g) * a2
    c1p = math.hypot(a1p, b1)
    c2p = math.hypot(a2p, b2)
    h1p = 0.0 if a1p == 0 and b1 == 0 else math.degrees(math.atan2(b1, a1p)) % 360
    h2p = 0.0 if a2p == 0 and b2 == 0 else math.degrees(math.atan2(b2, a2p)) % 360

    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    else:
        dhp = h2p - h1p
        if dhp > 180:
            dhp -= 360
        elif dhp < -180:
            dhp += 360
    dhp_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp) / 2)

    lp_bar = (l1 + l2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_bar = (h1p + h2p + 360) / 2
    else:
        hp_bar = (h1p + h2p - 360) / 2

    t = (
        1
        - 0.17 * math.cos(math.radians(hp_bar - 30))
        + 0.24 * math.cos(math.radians(2 * hp_bar))
        + 0.32 * math.cos(math.radians(3 * hp_bar + 6))
        - 0.20 * math.cos(math.radians(4 * hp_bar - 63))
    )
    d_theta = 30 * math.exp(-(((hp_bar - 275) / 25) ** 2))
    cp_bar7 = cp_bar**7
    rc = 2 * math.sqrt(cp_bar7 / (cp_bar7 + _POW25_7))
    sl = 1 + 0.015 * (lp_bar - 50) ** 2 / math.sqrt(20 + (lp_bar - 50) ** 2)
    sc = 1 + 0.045 * cp_bar
    sh = 1 + 0.015 * cp_bar * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc

    tl = dlp / (kl * sl)
    tc = dcp / (kc * sc)
    th = dhp_big / (kh * sh)
    return math.sqrt(tl * tl + tc * tc + th * th + rt * tc * th)


# --- WCAG 2 contrast, and the edge that keeps a liquid visible ---------------------------


def relative_luminance(hex_colour: str) -> float:
    """WCAG 2 relative luminance of ``"#rrggbb"`` (0 black .. 1 white)."""
    r, g, b = (decode(c) for c in hex_to_rgb(hex_colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(first: str, second: str) -> float:
    """WCAG 2 contrast ratio of two colours, 1.0 .. 21.0 (symmetric)."""
    y1, y2 = relative_luminance(first), relative_luminance(second)
    return (max(y1, y2) + 0.05) / (min(y1, y2) + 0.05)


def edge_colour(fill: str, surrounds: list[str], need: float = MIN_CONTRAST) -> str:
    """The colour to outline liquid ``fill`` with, given the colours around it.

    ``fill`` itself when it is at ``need`` or more against every surround; otherwise the
    fill mixed with white (in sRGB, in 1/64 steps) until the edge is at ``need`` against
    the fill and against every surround. ``ValueError`` when no mix gets there (a light
    surround: the edge would have to be darker, and the fill is already too dark for that).

    >>> edge_colour("#ffffff", ["#000000"])
    '#ffffff'
    >>> edge_colour("#14082e", ["#000000"])
    '#655d76'
    """
    if all(contrast_ratio(fill, s) >= need for s in surrounds):
        return fill
    rgb = hex_to_rgb(fill)
    for step in range(1, 65):
        t = step / 64
        edge = rgb_to_hex(tuple(c + t * (1 - c) for c in rgb))  # type: ignore[arg-type]
        if contrast_ratio(edge, fill) >= need and all(
            contrast_ratio(edge, s) >= need for s in surrounds
        ):
            return edge
    raise ValueError(f"no edge for {fill} reaches {need}:1 against {surrounds}")


# --- measuring a palette -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PairMin:
    """The smallest pairwise difference within a palette, and which pair it was."""

    value: float
    first: str
    second: str


def min_pair(hexes: dict[str, str], kind: Deficiency | None = None) -> PairMin:
    """Smallest CIEDE2000 over all pairs of ``{letter: hex}``, normally or under ``kind``."""
    labs = {k: srgb_to_lab(h) if kind is None else simulated_lab(h, kind) for k, h in hexes.items()}
    best = PairMin(math.inf, "", "")
    for (k1, lab1), (k2, lab2) in itertools.combinations(labs.items(), 2):
        d = ciede2000(lab1, lab2)
        if d < best.value:
            best = PairMin(d, k1, k2)
    return best


def lightness_ladder(liquids: tuple[Liquid, ...] = LIQUIDS) -> list[tuple[Liquid, float]]:
    """The liquids sorted by CIE L*, darkest first, with their L*."""
    return sorted(((liq, liq.lab[0]) for liq in liquids), key=lambda p: p[1])


def min_lightness_step(liquids: tuple[Liquid, ...] = LIQUIDS) -> float:
    """Smallest L* difference between neighbours in the lightness ladder."""
    ladder = [l_star for _, l_star in lightness_ladder(liquids)]
    return min(b - a for a, b in itertools.pairwise(ladder))


def palette_report(liquids: tuple[Liquid, ...] = LIQUIDS) -> str:
    """Human-readable measurement of the palette against the requirement."""
    hexes = {liq.letter: liq.hex for liq in liquids}
    names = {liq.letter: liq.name for liq in liquids}
    lines = [f"{len(liquids)} liquids"]
    for liq in liquids:
        l_star, a, b = liq.lab
        lines.append(
            f"  {liq.letter}  {liq.hex}  {liq.name:<10} L*={l_star:6.2f} a*={a:7.2f} b*={b:7.2f}"
        )
    lines.append("minimum pairwise CIEDE2000:")
    for kind, need in [(None, MIN_DE00), *((k, MIN_DE00_SIMULATED) for k in DEFICIENCIES)]:
        m = min_pair(hexes, kind)
        label = "normal vision" if kind is None else kind
        verdict = "ok" if m.value >= need else "FAIL"
        lines.append(
            f"  {label:<13} {m.value:6.2f} (need >= {need:g}, {verdict})  worst pair "
            f"{m.first} {names[m.first]} / {m.second} {names[m.second]}"
        )
    ladder = lightness_ladder(liquids)
    lines.append(f"L* ladder (need neighbours >= {MIN_LSTAR_STEP:g} apart):")
    prev: float | None = None
    for liq, l_star in ladder:
        step = "" if prev is None else f"  (+{l_star - prev:.2f})"
        lines.append(f"  {l_star:6.2f}  {liq.letter} {liq.name}{step}")
        prev = l_star
    lines.append(f"  smallest step {min_lightness_step(liquids):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(palette_report())
