"""End to end as a screen-reader user playing Bowls: the real app under Xvfb with AT-SPI.

The driver (Debian's python3 + pyatspi) opens Endless from Home by keyboard, reads the bowl
names from the accessibility tree, sows a bowl and listens for the move announcement.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.ui.atspi_run import run_driver

pytestmark = pytest.mark.atspi


def test_screen_reader_hears_bowls_and_moves(tmp_path: Path) -> None:
    result = run_driver("atspi_bowls_driver.py", tmp_path)
    assert "Endless" in result["focused"], result
    bowls = result["bowls"]
    # Twelve bowls, each named with its number, stone count and every stone in order.
    assert len(bowls) == 12, result
    assert bowls[0].startswith("Bowl 1, 3 stones: "), bowls
    assert all(re.match(r"Bowl \d+, 3 stones: (\w+ \w+, ){2}\w+ \w+$", b) for b in bowls), bowls
    heard = result["heard"]
    assert any(h.startswith("Endless.") for h in heard), heard
    assert any(h.startswith("Selected bowl 1: ") for h in heard), heard
    # One move announcement: sown where, then what happened.
    moves = [h for h in heard if h.startswith("Bowl 1: 3 stones sown to bowl 4.")]
    assert len(moves) == 1, heard
    assert any(h.count("Bowl ") == 12 for h in heard), heard  # the read-ring key
    assert len(result["selected"]) == 1 and result["selected"][0].startswith("Bowl 1,")
    assert any(f.startswith("Bowl 1,") for f in result["focused"]), result["focused"]
    assert result["bowls_after"] != bowls
    assert result["bowls_after"][0] == "Bowl 1, empty" or "Bowl 1," in result["bowls_after"][0]
