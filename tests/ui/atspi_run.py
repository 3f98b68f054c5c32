"""Run a screen-reader driver (atspi_*_driver.py) and return what it printed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any


def run_driver(name: str, profile_dir: Path, display: int) -> dict[str, Any]:
    """Start ``name`` under Debian's python3 in its own D-Bus session; the test command
    installs Xvfb, xdotool and AT-SPI, so a missing tool fails the test."""
    for tool in ("Xvfb", "xdotool", "dbus-run-session"):
        assert shutil.which(tool), f"{tool} missing: run the suite with scripts/test.sh"
    assert Path("/usr/libexec/at-spi-bus-launcher").exists()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DISPLAY"))}
    proc = subprocess.run(
        [
            "dbus-run-session",
            "--",
            "/usr/bin/python3",
            str(Path(__file__).with_name(name)),
            sys.executable,
            str(profile_dir),
            str(display + os.getpid() % 50),
        ],
        capture_output=True,
        text=True,
        timeout=150,
        env=env,
        check=False,
    )
    assert proc.stdout.strip(), proc.stderr[-3000:]
    result: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result.get("app_found"), result
    return result
