"""Everything but the Qt layer imports no Qt (SPEC layout; STYLE: rules never near QML).

The Qt layer is named (:data:`QT_BOUND`: the QML adapters, the tools that render the QML
scene, the app and ``python -m pebblepour``, which starts it); every other module of the
package is found by walking it, so a new one is covered without being listed. A Qt-free
module may import neither Qt nor a module of the Qt layer (which would bring Qt with it),
not even inside a function; and importing all of them loads no Qt.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "pebblepour"
QT_BOUND = ("ui", "tools", "app.py", "__main__.py")
"""The parts of :data:`SRC` that may import Qt."""
QT = frozenset({"PySide6", "PyQt5", "PyQt6", "shiboken6", "qasync"})
"""The top-level packages that are Qt (or bring it)."""


def _name(path: Path) -> str:
    """The dotted module name of ``path`` (a package's ``__init__.py``: the package's)."""
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _bound(path: Path) -> bool:
    return path.relative_to(SRC).parts[0] in QT_BOUND


def _files() -> list[Path]:
    return sorted(SRC.rglob("*.py"))


def _qt_free() -> list[Path]:
    """Every module of the package outside :data:`QT_BOUND`."""
    return [p for p in _files() if not _bound(p)]


BOUND_NAMES = tuple(_name(SRC / part) for part in QT_BOUND)
"""The dotted names of the Qt layer: ``pebblepour.ui``, ..., ``pebblepour.__main__``."""


def _imports(path: Path) -> Iterator[str]:
    """Every module name ``path`` imports, anywhere in it, relative imports resolved (for
    ``from m import x`` both ``m`` and ``m.x``: ``x`` may be a module)."""
    name = _name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            yield module
            yield from (f"{module}.{a.name}" for a in node.names if a.name != "*")


def _offence(imported: str) -> str | None:
    """Why importing ``imported`` brings Qt, or None."""
    if imported.split(".")[0] in QT:
        return "Qt"
    for bound in BOUND_NAMES:
        if imported == bound or imported.startswith(bound + "."):
            return f"the Qt layer ({bound})"
    return None


@pytest.mark.parametrize("path", _qt_free(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_qt_import(path: Path) -> None:
    for imported in _imports(path):
        why = _offence(imported)
        assert why is None, (
            f"{path.relative_to(SRC)} imports {imported}, {why}: only "
            f"{', '.join(QT_BOUND)} may; everything else stays Qt-free"
        )


def test_importing_every_qt_free_module_loads_no_qt() -> None:
    names = [_name(p) for p in _qt_free()]
    code = (
        "import importlib, sys\n"
        f"for name in {names!r}:\n"
        "    importlib.import_module(name)\n"
        f"qt = {sorted(QT)!r}\n"
        f"bound = {BOUND_NAMES!r}\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in qt\n"
        "             or any(m == b or m.startswith(b + '.') for b in bound)))\n"
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = str(SRC.parent) + os.pathsep + env.get("PYTHONPATH", "")
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", f"importing the Qt-free modules loaded {done.stdout}"


def test_the_check_sees_every_module_outside_the_qt_layer() -> None:
    free = {str(p.relative_to(SRC)) for p in _qt_free()}
    # The engines, the profile, the session and the sound, and the package's own modules.
    for package in ("tubes", "bowls", "profile", "session", "sound"):
        assert f"{package}/__init__.py" in free
    assert {
        "__init__.py", "board_id.py", "drafts.py", "palette.py", "rng.py", "paths.py",
        "desktop.py", "session/search_process.py", "bowls/solver.py",
    } <= free
    # Every file is either Qt-free or in the Qt layer, and the layer is what it says.
    assert len(free) + sum(_bound(p) for p in _files()) == len(_files())
    assert all((SRC / part).exists() for part in QT_BOUND)
    assert not any(p.relative_to(SRC).parts[0] in QT_BOUND for p in _qt_free())


@pytest.mark.parametrize("part", QT_BOUND)
def test_each_part_of_the_qt_layer_needs_qt(part: str) -> None:
    """An exclusion never hides a Qt-free module's part: each imports Qt (the ui and tools
    packages in some module, ``__main__`` by starting the app)."""
    root = SRC / part
    files = sorted(root.rglob("*.py")) if root.is_dir() else [root]
    assert any(_offence(i) for p in files for i in _imports(p)), part
