"""Run an Orca driver (orca_*_driver.py) in its own D-Bus session and return its transcript."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

ORCA_MODULE = Path("/usr/lib/python3/dist-packages/orca/orca.py")


def run_orca_driver(
    name: str, profile_dir: Path, display: int, lang: str, *extra: str
) -> dict[str, Any]:
    """The test command installs Debian's orca, Xvfb, xdotool and AT-SPI; a missing one fails."""
    for tool in ("Xvfb", "xdotool", "dbus-run-session"):
        assert shutil.which(tool), f"{tool} missing: run the suite with scripts/test.sh"
    assert ORCA_MODULE.exists(), "Orca missing: run the suite with scripts/test.sh"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DISPLAY"))}
    proc = subprocess.run(
        ["dbus-run-session", "--", sys.executable, str(Path(__file__).with_name(name)),
         sys.executable, str(profile_dir), str(display + os.getpid() % 40), lang, *extra],
        capture_output=True, text=True, timeout=240, env=env, check=False,
    )
    assert proc.stdout.strip(), proc.stderr[-3000:]
    result: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    for step in result["transcript"]:  # shown by pytest when a test fails
        print(f"{step['step']} {step['keys']} ({step.get('seconds')} s) -> {step['spoken']}")
    print("errors:", result["errors"])
    assert result["ready"], "Orca never said 'Screen reader on.'"
    assert result["window"], result
    return result
