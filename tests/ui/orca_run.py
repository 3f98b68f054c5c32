"""Run an Orca driver (orca_*_driver.py) in its own D-Bus session and return its transcript."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tests.ui.xsession import run_session

ORCA_MODULE = Path("/usr/lib/python3/dist-packages/orca/orca.py")


def run_orca_driver(name: str, profile_dir: Path, lang: str, *extra: str) -> dict[str, Any]:
    """The test command installs Debian's orca; a missing one fails."""
    assert ORCA_MODULE.exists(), "Orca missing: run the suite with scripts/test.sh"
    result = run_session(name, sys.executable, profile_dir, lang, *extra)
    for step in result["transcript"]:  # shown by pytest when a test fails
        print(f"{step['step']} {step['keys']} ({step.get('seconds')} s) -> {step['spoken']}")
    print("errors:", result["errors"])
    assert result["ready"], "Orca never said 'Screen reader on.'"
    assert result["window"], result
    return result
