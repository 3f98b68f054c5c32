"""``python -m pebblepour.tools screens OUTDIR``: every screen and dialog as a picture, and
fit.json listing what does not fit; bad options refused with one line and status 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from pebblepour.tools.screens import SCREENS


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pebblepour.tools", "screens", *args],
        capture_output=True, text=True, timeout=300,
    )


def test_every_screen_is_drawn_at_the_size_and_in_the_language_asked(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    done = run(str(out), "--language", "ja", "--text-size", "150", "--size", "1024x700")
    found = json.loads((out / "fit.json").read_text(encoding="utf-8"))
    # Exit 1 exactly when it finds faults, and it finds none (the fit test: none is left).
    assert done.returncode == (1 if found else 0), done.stderr[-3000:]
    assert found == [], found
    pictures = sorted(out.glob("*.png"))
    # One picture per screen and dialog, more for the pages of How to play and About.
    numbers = {p.name[:2] for p in pictures}
    assert numbers == {f"{n:02d}" for n in range(1, len(SCREENS) + 1)}
    assert len(pictures) >= len(SCREENS) + 14
    assert all(p.name.endswith("-ja-1024x700-150.png") for p in pictures)
    image = QImage(str(pictures[0]))
    assert (image.width(), image.height()) == (1024, 700)


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--size", "800x600"], "smaller than the app's window"),
        (["--size", "big"], "is not a window size"),
        (["--text-size", "130"], "invalid choice"),
        (["--language", "de"], "invalid choice"),
        (["--scale", "3"], "is not a display scale"),
    ],
)
def test_a_bad_option_is_one_line_and_status_2(tmp_path: Path, args: list[str], says: str) -> None:
    done = run(str(tmp_path), *args)
    assert done.returncode == 2
    assert says in done.stderr and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []
