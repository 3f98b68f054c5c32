"""Where the app's data folders are: inside the installed package, or at the repository top."""

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """Return the folder ``name`` (``qml``, ``resources`` or ``translations``)."""
    installed = _PACKAGE / "data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent.parent / name
