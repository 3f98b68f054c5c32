"""Every module's doctests run with the suite, and running them changes nothing outside.

The modules are found by walking the package, so a new module is covered without being
listed. The Qt modules import offscreen like the others (``tests/conftest.py``); importing
a module must not start anything (``python -m`` entry points are guarded by ``__main__``).
"""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import os
import pkgutil
from pathlib import Path

import pytest

import pebblepour

MODULES = sorted(
    [pebblepour.__name__]
    + [m.name for m in pkgutil.walk_packages(pebblepour.__path__, pebblepour.__name__ + ".")]
)


def has_examples(name: str) -> bool:
    """Whether the module's source holds a ``>>>`` example (read as text, not imported)."""
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.origin is not None
    return ">>> " in Path(spec.origin).read_text(encoding="utf-8")


def test_the_walk_finds_every_module() -> None:
    root = Path(pebblepour.__file__).parent
    files = sorted(root.rglob("*.py"))
    assert len(MODULES) == len(files)
    assert {"pebblepour.app", "pebblepour.ui.bowls_game", "pebblepour.__main__"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Run where a stray file would show, with a profile folder nothing may create.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path / "profile"))
    environ = dict(os.environ)
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
    # A module with examples has them found (not hidden where doctest does not look).
    assert (tried > 0) == has_examples(name)
    assert list(tmp_path.iterdir()) == []
    assert dict(os.environ) == environ
