"""Where the app's data is: ``pebblepour/data/`` of an installed package (wheel, bundle),
found through :mod:`importlib.resources`, or the top of the repository in a checkout.

The data folders are ``qml``, ``resources``, ``translations`` and ``packaging``
(setup.py copies them into the wheel). :func:`missing_data` lists what the app cannot start
without, so a broken installation stops with one sentence instead of a QML error.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

APP_ID = "io.github.pebblepour.pebblepour"
"""The application id: desktop entry, AppStream component and icon names."""

LANGUAGE_CODES = ("en", "th", "es", "ja", "pl")


def _root() -> Path:
    package = Path(str(files("pebblepour")))
    installed = package / "data"
    return installed if installed.is_dir() else package.parent.parent


def data_dir(name: str) -> Path:
    """Return the data folder ``name`` (``qml``, ``resources``, ``translations``, ``packaging``)."""
    return _root() / name


def icon_file() -> Path:
    """The scalable app icon."""
    return data_dir("packaging") / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"


def required_files() -> list[Path]:
    """Every file the app needs to start: each QML file its module's qmldir names, the
    compiled catalogues, the Bowls puzzle pack and the icon."""
    module = data_dir("qml") / "PebblePour"
    needed = [module / "qmldir"]
    if needed[0].is_file():
        for line in needed[0].read_text(encoding="utf-8").splitlines():
            words = line.split()
            if words and words[-1].endswith((".qml", ".js")):
                needed.append(module / words[-1])
    needed += [data_dir("translations") / f"pebblepour_{code}.qm" for code in LANGUAGE_CODES]
    needed += [data_dir("resources") / "puzzles" / "bowls.json", icon_file()]
    return needed


def missing_data() -> str | None:
    """One sentence naming the first missing data file, or None when all are there."""
    for path in required_files():
        if not path.is_file():
            return (
                f"Pebble & Pour cannot start because its data file {path} is missing; "
                "reinstall the app."
            )
    return None
