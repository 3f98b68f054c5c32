"""Put the desktop entry, AppStream metadata and icons into the user's XDG data folder
(``$XDG_DATA_HOME``, by default ``~/.local/share``) and take them out again.

This is what ``pebblepour --install-desktop-files`` and ``--remove-desktop-files`` do for
people who installed with pip or pipx, where no package manager puts these files in place.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from pebblepour.paths import APP_ID, data_dir


def data_home() -> Path:
    """``$XDG_DATA_HOME`` if set to an absolute path, else ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def launcher() -> list[str]:
    """The command that starts this very installation (for the entry's ``Exec``)."""
    if getattr(sys, "frozen", False):  # a standalone bundle
        return [str(Path(sys.executable).absolute())]
    script = Path(sys.argv[0]).absolute() if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "pebblepour" and script.is_file():
        return [str(script)]  # the console script of a pip/pipx/venv install
    return [str(Path(sys.executable).absolute()), "-m", "pebblepour"]


def _quote(arg: str) -> str:
    """Quote one ``Exec`` argument as the Desktop Entry Specification asks.

    >>> _quote("/usr/bin/pebblepour"), _quote("/home/ana maria/bin/python"), _quote("100%")
    ('/usr/bin/pebblepour', '"/home/ana maria/bin/python"', '100%%')
    """
    arg = arg.replace("%", "%%")
    if not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`"):
        return arg
    inner = "".join("\\" + c if c in '"`$\\' else c for c in arg)
    return '"' + inner.replace("\\", "\\\\") + '"'


def _sources() -> dict[str, Path]:
    """Target path below the data folder -> the file shipped with the app."""
    packaging = data_dir("packaging")
    found = {
        f"applications/{APP_ID}.desktop": packaging / f"{APP_ID}.desktop",
        f"metainfo/{APP_ID}.metainfo.xml": packaging / f"{APP_ID}.metainfo.xml",
    }
    for icon in sorted((packaging / "icons").rglob(f"{APP_ID}.*")):
        found[icon.relative_to(packaging).as_posix()] = icon
    return found


def _refresh(home: Path) -> None:
    """Tell the desktop about the change where its cache tools exist (they are optional)."""
    for tool, arg in (
        ("update-desktop-database", home / "applications"),
        ("gtk-update-icon-cache", home / "icons" / "hicolor"),
    ):
        if shutil.which(tool) and arg.is_dir():
            subprocess.run([tool, "-q", str(arg)], check=False, capture_output=True)


def install(home: Path | None = None) -> list[Path]:
    """Copy the files into ``home`` (default :func:`data_home`); return what was written."""
    home = data_home() if home is None else home
    command = " ".join(_quote(arg) for arg in launcher())
    written = []
    for relative, source in _sources().items():
        target = home / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.suffix == ".desktop":
            lines = source.read_text(encoding="utf-8").splitlines()
            lines = [
                f"Exec={command}" if line.startswith("Exec=")
                else f"TryExec={launcher()[0]}" if line.startswith("TryExec=")
                else line
                for line in lines
            ]
            target.write_text("\n".join(lines) + "\n", encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    _refresh(home)
    return written


def remove(home: Path | None = None) -> list[Path]:
    """Delete the files :func:`install` writes; return those that were there."""
    home = data_home() if home is None else home
    removed = []
    for relative in _sources():
        target = home / relative
        if target.is_file():
            target.unlink()
            removed.append(target)
    _refresh(home)
    return removed
