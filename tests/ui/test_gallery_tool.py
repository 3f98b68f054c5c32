"""``python -m pebblepour.tools gallery OUTDIR``: seven pictures from the real scene whose
stones keep the same colours, a page with names and alt text, and one clear error for a bad
OUTDIR."""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from pebblepour.profile import THEMES
from pebblepour.tools import gallery

STONE_COLOURS = {"r": "#d8433f", "y": "#d49a12", "g": "#2f9a4c", "b": "#2f6fd0", "p": "#8e4fc9"}


def body_colour(image: QImage, spot: gallery.StoneSpot) -> str:
    """The most common pixel colour between the symbol and the stone's edge."""
    seen: Counter[str] = Counter()
    r = spot.radius
    for dy in range(-int(r), int(r) + 1):
        for dx in range(-int(r), int(r) + 1):
            if 0.5 * r <= (dx * dx + dy * dy) ** 0.5 <= 0.8 * r:
                seen[image.pixelColor(int(spot.x) + dx, int(spot.y) + dy).name()] += 1
    return seen.most_common(1)[0][0]


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory, qapp: Any) -> tuple[Path, list[gallery.Shot]]:
    out = gallery.prepare(str(tmp_path_factory.mktemp("site") / "gallery"))
    return out, gallery.write(out)


def test_seven_distinct_pictures_from_the_real_scene_without_warnings(
    written: tuple[Path, list[gallery.Shot]],
) -> None:
    out, shots = written
    assert [s.name for s in shots] == list(THEMES)
    digests = set()
    for shot in shots:
        assert shot.warnings == []
        assert shot.path == out / f"{shot.name}.png"
        image = QImage(str(shot.path))
        assert image.width() >= 1280 and image.height() >= 800
        digests.add(hashlib.sha256(shot.path.read_bytes()).hexdigest())
        assert len(shot.stones) >= 30  # the sample position's stones were all found
    assert len(digests) == 7


def test_the_stone_colours_are_the_same_in_every_picture(
    written: tuple[Path, list[gallery.Shot]],
) -> None:
    _, shots = written
    per_theme = {}
    for shot in shots:
        image = QImage(str(shot.path))
        found: dict[str, set[str]] = {}
        for spot in shot.stones:
            if spot.letter in STONE_COLOURS:
                found.setdefault(spot.letter, set()).add(body_colour(image, spot))
        per_theme[shot.name] = found
    for name, found in per_theme.items():
        assert found == {k: {v} for k, v in STONE_COLOURS.items()}, name


def symbol_pixels(image: QImage, spot: gallery.StoneSpot) -> int:
    """How many pure white pixels the stone's symbol covers."""
    r = int(spot.radius)
    return sum(
        1
        for dy in range(-r, r + 1)
        for dx in range(-r, r + 1)
        if dx * dx + dy * dy <= (0.8 * r) ** 2
        and image.pixelColor(int(spot.x) + dx, int(spot.y) + dy).name() == "#ffffff"
    )


def test_the_white_symbols_are_the_same_shape_in_every_picture(
    written: tuple[Path, list[gallery.Shot]],
) -> None:
    _, shots = written
    per_theme = {}
    for shot in shots:
        image = QImage(str(shot.path))
        per_theme[shot.name] = sorted(
            (spot.letter, spot.x, spot.y, symbol_pixels(image, spot)) for spot in shot.stones
        )
    simple = per_theme["simple"]
    assert all(count > 20 for letter, _, _, count in simple if letter in STONE_COLOURS)
    for name, symbols in per_theme.items():
        assert symbols == simple, name


def test_the_page_shows_every_picture_with_its_name_and_english_alt_text(
    written: tuple[Path, list[gallery.Shot]],
) -> None:
    out, shots = written
    page = (out / "index.html").read_text(encoding="utf-8")
    images = re.findall(r'<img src="([a-z]+)\.png"[^>]* alt="([^"]+)"', page)
    assert [name for name, _ in images] == list(THEMES)
    for (_, alt), shot in zip(images, shots, strict=True):
        assert alt.startswith(f"The {shot.title} theme: twelve bowls")
        assert shot.description and shot.description in alt
        assert f"<strong>{shot.title}</strong>" in page
    assert '<html lang="en">' in page


def run(outdir: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pebblepour.tools", "gallery", outdir],
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("kind", ["empty", "a file", "inside a file"])
def test_a_malformed_or_unwritable_outdir_is_one_line_and_exit_2(tmp_path: Path, kind: str) -> None:
    blocker = tmp_path / "notes.txt"
    blocker.write_text("keep me", encoding="utf-8")
    outdir = {"empty": "", "a file": str(blocker), "inside a file": str(blocker / "site")}[kind]
    done = run(outdir)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("pebblepour.tools gallery: "), done.stderr
    assert blocker.read_text(encoding="utf-8") == "keep me"
