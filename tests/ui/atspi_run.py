"""Run a screen-reader driver (atspi_*_driver.py) and return what it printed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.ui.xsession import run_session


def run_driver(name: str, profile_dir: Path) -> dict[str, Any]:
    """Start ``name`` under Debian's python3 (pyatspi) in its own D-Bus session."""
    result = run_session(name, "/usr/bin/python3", profile_dir, timeout=150)
    assert result.get("app_found"), result
    return result
