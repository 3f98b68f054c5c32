"""End to end as a screen-reader user: the real app under Xvfb with the AT-SPI bus.

A listener (Debian's python3 + pyatspi) registers for announcements and focus events, keys
go in with xdotool, and we assert on the tube names read over AT-SPI and what was heard.
The test command installs the Debian packages this needs; missing tools fail the test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.atspi_run import run_driver

pytestmark = pytest.mark.atspi


def test_screen_reader_hears_tubes_and_moves(tmp_path: Path) -> None:
    result = run_driver("atspi_driver.py", tmp_path)
    tubes = result["tubes"]
    # Level 1 has 3 colours and 5 tubes, each read bottom to top with its free space.
    assert len(tubes) == 5, result
    assert tubes[0].startswith("Tube 1: ")
    assert sum("empty" in t for t in tubes) == 2
    heard = result["heard"]
    assert any(h.startswith("Level 1.") for h in heard), heard
    assert any(h.startswith("Hint: pour tube") for h in heard), heard
    # The listener registers for announcements, so the app speaks as to Orca 48: the selection
    # is the selected tube's own name, not a second announcement.
    assert not any(" selected, " in h for h in heard), heard
    assert any(h.startswith("Poured ") for h in heard), heard
    assert any(h.count("Tube ") == 5 for h in heard), heard  # the read-board key
    # Focus events name the tube a player lands on.
    assert any(f.startswith("Tube ") for f in result["focused"]), result["focused"]
    assert len(result["selected"]) == 1 and "; selected" in result["selected"][0], result
    assert result["tubes_after"] != tubes
