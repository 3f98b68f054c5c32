"""End to end as a screen-reader user: the real app under Xvfb with the AT-SPI bus.

A listener (Debian's python3 + pyatspi) registers for announcements and focus events, keys
go in with xdotool, and we assert on the tube names read over AT-SPI and what was heard.
The test command installs the Debian packages this needs; missing tools fail the test.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.atspi
DRIVER = Path(__file__).with_name("atspi_driver.py")


def test_screen_reader_hears_tubes_and_moves(tmp_path: Path) -> None:
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
            str(90 + os.getpid() % 50),
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
    tubes = result["tubes"]
    # Level 1 has 3 colours and 5 tubes, each read bottom to top with its free space.
    assert len(tubes) == 5, result
    assert tubes[0].startswith("Tube 1: ")
    assert sum("empty" in t for t in tubes) == 2
    heard = result["heard"]
    assert any(h.startswith("Level 1.") for h in heard), heard
    assert any(h.startswith("Hint: pour tube") for h in heard), heard
    assert any(" selected, " in h for h in heard), heard
    assert any(h.startswith("Poured ") for h in heard), heard
    assert any(h.count("Tube ") == 5 for h in heard), heard  # the read-board key
    # Focus events name the tube a player lands on.
    assert any(f.startswith("Tube ") for f in result["focused"]), result["focused"]
    assert len(result["selected"]) == 1, result
    assert result["tubes_after"] != tubes
