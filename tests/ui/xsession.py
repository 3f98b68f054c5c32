"""The virtual desktop of every end-to-end screen-reader test, and the command that runs one.

:func:`run_session` (in pytest) starts a driver script in its own D-Bus session and returns the
JSON object it printed last. The driver (atspi_*_driver.py under Debian's python3, for pyatspi;
orca_*_driver.py under the venv's python) builds a :class:`Desktop`: Xvfb on a display it picks
itself (``-displayfd``, so parallel runs never share a screen), the AT-SPI bus, and the app.
Standard library only: it runs under both interpreters.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

APP_AT_TIME = Path(__file__).with_name("app_at_time.py")
"""How the app is started: as ``python -m pebblepour``, at the test's moment if it set one."""

AT_SPI_BUS = "/usr/libexec/at-spi-bus-launcher"


def run_session(driver: str, interpreter: str, profile_dir: Path, *args: str,
                timeout: float = 240) -> dict[str, Any]:
    """Run ``driver`` (a file next to this one) with ``interpreter`` inside
    ``dbus-run-session``; argv: VENV_PYTHON PROFILE_DIR ARGS... The test command installs Xvfb,
    xdotool and AT-SPI, so a missing tool fails the test."""
    import sys

    for tool in ("Xvfb", "xdotool", "dbus-run-session"):
        assert shutil.which(tool), f"{tool} missing: run the suite with scripts/test.sh"
    assert Path(AT_SPI_BUS).exists(), "AT-SPI missing: run the suite with scripts/test.sh"
    return run_json(
        ["dbus-run-session", "--", interpreter, str(Path(__file__).with_name(driver)),
         sys.executable, str(profile_dir), *args], timeout=timeout)


def run_json(cmd: list[str], timeout: float, **env: str) -> dict[str, Any]:
    """Run a driver's command line (no display or Qt settings of ours leak in; ``env`` added)
    and return the JSON object it printed last."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DISPLAY"))}
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                          env={**clean, **env}, check=False)
    assert proc.stdout.strip(), proc.stderr[-3000:]
    result: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


class Desktop:
    """Xvfb, the AT-SPI bus and (after :meth:`start_app`) the app, ended by :meth:`stop`."""

    def __init__(self) -> None:
        self.procs: list[subprocess.Popen[bytes]] = []
        self.app: subprocess.Popen[bytes] | None = None
        read_end, write_end = os.pipe()
        self.procs.append(subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24",
             "-nolisten", "tcp"], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL))
        os.close(write_end)
        with os.fdopen(read_end) as pipe:  # written once the server accepts clients
            number = pipe.readline().strip()
        if not number:
            self.stop()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"
        self.env = dict(os.environ, DISPLAY=self.display)
        self.spawn([AT_SPI_BUS, "--launch-immediately"])
        time.sleep(0.5)

    def spawn(self, cmd: list[str], env: dict[str, str] | None = None,
              stderr: bool = False) -> subprocess.Popen[bytes]:
        proc = subprocess.Popen(cmd, env=env or self.env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE if stderr else subprocess.DEVNULL)
        self.procs.append(proc)
        return proc

    def start_app(self, venv_python: str, profile_dir: str,
                  **env: str) -> subprocess.Popen[bytes]:
        """The app on the X server (xcb), on the profile in ``profile_dir``."""
        app_env = dict(self.env, QT_QPA_PLATFORM="xcb", PEBBLEPOUR_PROFILE_DIR=profile_dir, **env)
        self.app = self.spawn([venv_python, str(APP_AT_TIME)], app_env, stderr=True)
        return self.app

    def xdo(self, *args: str) -> str:
        return subprocess.run(["xdotool", *args], env=self.env, capture_output=True,
                              text=True, check=False).stdout.strip()

    def find_window(self, title: str = "^Pebble & Pour$", seconds: float = 30) -> str:
        """The X window id of the app's window, once it is shown ("" if it never is)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            ids = self.xdo("search", "--onlyvisible", "--name", title).split()
            if ids:
                return ids[-1]
            time.sleep(0.2)
        return ""

    def stop(self) -> str:
        """End everything, the app last-started first; returns the tail of the app's stderr."""
        for p in reversed(self.procs):
            p.terminate()
        err = b""
        if self.app is not None:
            try:
                _out, err = self.app.communicate(timeout=5)
            except subprocess.TimeoutExpired:
                self.app.kill()
        for p in self.procs:
            try:
                p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                p.kill()
        return err.decode(errors="replace")[-3000:]
