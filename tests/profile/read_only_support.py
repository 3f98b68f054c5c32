"""Make a file or folder really read-only, even for root (``chattr +i``), and undo it."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest


def _chattr(flag: str, path: Path) -> bool:
    tool = shutil.which("chattr")
    if tool is None:
        return False
    done = subprocess.run([tool, flag, str(path)], capture_output=True)
    return done.returncode == 0


class ReadOnly:
    """Paths made read-only; :meth:`undo` (the fixture's teardown) makes them writable."""

    def __init__(self) -> None:
        self._paths: list[tuple[Path, int]] = []

    def __call__(self, path: Path) -> None:
        mode = path.stat().st_mode
        if os.geteuid() == 0:
            if not _chattr("+i", path):
                pytest.skip("root ignores file modes and chattr +i is not available here")
        else:
            path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
        self._paths.append((path, mode))

    def undo(self) -> None:
        for path, mode in reversed(self._paths):
            if os.geteuid() == 0:
                _chattr("-i", path)
            path.chmod(mode)
        self._paths.clear()
