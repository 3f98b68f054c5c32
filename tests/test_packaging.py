"""A plain (non-editable) install carries the QML, translations and resources."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_wheel_contains_the_app_data(tmp_path: Path) -> None:
    src = tmp_path / "src"
    shutil.copytree(
        ROOT,
        src,
        ignore=shutil.ignore_patterns(
            ".venv", ".git", "build", "*.egg-info", "__pycache__", ".*_cache"
        ),
    )
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(src)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    wheel = next(tmp_path.glob("pebblepour-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "pebblepour/data/qml/PebblePour/Main.qml" in names
    assert "pebblepour/data/qml/PebblePour/qmldir" in names
    for lang in ("th", "es", "ja", "pl", "en"):
        assert f"pebblepour/data/translations/pebblepour_{lang}.qm" in names
    assert "pebblepour/tubes/solver.py" in names
    entry = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry).decode()
    assert "[gui_scripts]" in text and "pebblepour = pebblepour.app:main" in text
