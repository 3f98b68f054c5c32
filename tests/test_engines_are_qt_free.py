"""The game engines and the profile import no Qt (SPEC layout; STYLE: rules never near QML)."""

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "pebblepour"
QT_FREE = ["tubes", "bowls", "profile", "session", "sound", "rng.py"]


def _modules() -> list[Path]:
    found: list[Path] = []
    for name in QT_FREE:
        p = SRC / name
        found.extend(sorted(p.rglob("*.py")) if p.is_dir() else [p])
    return found


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_qt_import(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        for name in names:
            top = name.split(".")[0]
            assert top not in {"PySide6", "PyQt5", "PyQt6", "shiboken6", "qasync"}, (
                f"{path.relative_to(SRC)} imports {name}: engines stay Qt-free"
            )


def test_the_check_sees_engine_modules() -> None:
    assert any(p.parent.name == "tubes" for p in _modules())
    assert any(p.parent.name == "sound" for p in _modules())
