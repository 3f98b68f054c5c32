"""End to end as a screen-reader user playing Bowls: the real app under Xvfb with AT-SPI.

The driver (Debian's python3 + pyatspi) opens Endless from Home by keyboard, reads the bowl
names from the accessibility tree, sows a bowl and listens for the move announcement.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.atspi
DRIVER = Path(__file__).with_name("atspi_bowls_driver.py")


def test_screen_reader_hears_bowls_and_moves(tmp_path: Path) -> None:
    for tool in ("Xvfb", "xdotool", "dbus-run-session"):
        assert shutil.which(tool), f"{tool} missing: run the suite with scripts/test.sh"
    assert Path("/usr/libexec/at-spi-bus-launcher").exists()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DISPLAY"))}
    proc = subprocess.run(
        [
            "dbus-run-session",
            "--",
            "/usr/bin/python3",
            str(DRIVER),
            sys.executable,
            str(tmp_path),
            str(140 + os.getpid() % 50),
        ],
        capture_output=True,
        text=True,
        timeout=150,
        env=env,
        check=False,
    )
    assert proc.stdout.strip(), proc.stderr[-3000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result.get("app_found"), result
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
