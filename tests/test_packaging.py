"""The release route a distribution takes: sdist -> wheel built from the sdist -> install into
a fresh venv -> the installed app starts offscreen to its first frame.

The build runs without isolation (setuptools and wheel come from the test venv) and the
fresh venv gets its dependencies through pip as a user's would (pip's cache keeps reruns
quick).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.pebblepour.pebblepour"


def run(*args: str | Path, **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args], capture_output=True, text=True, timeout=600, **kw  # type: ignore[call-overload]
    )


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel built from that sdist), from a copy of the working tree."""
    out = tmp_path_factory.mktemp("release")
    tree = out / "tree"
    shutil.copytree(
        ROOT,
        tree,
        ignore=shutil.ignore_patterns(
            ".venv*", ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache"
        ),
    )
    done = run(sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", out, tree)
    assert done.returncode == 0, done.stderr
    sdist = next(out.glob("pebblepour-*.tar.gz"))
    done = run(
        sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
        "-w", out, sdist,
    )
    assert done.returncode == 0, done.stderr
    return sdist, next(out.glob("pebblepour-*.whl"))


def test_sdist_holds_the_sources_data_and_licence(release: tuple[Path, Path]) -> None:
    sdist, _ = release
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    for needed in (
        "LICENSE", "MANIFEST.in", "setup.py", "qml/PebblePour/qmldir",
        "translations/pebblepour_th.ts", "translations/pebblepour_pl.qm",
        "resources/puzzles/bowls.json", f"packaging/{APP_ID}.desktop",
        f"packaging/{APP_ID}.metainfo.xml", "packaging/bundle/pebblepour.spec",
        "scripts/test.sh", "tests/test_packaging.py", "src/pebblepour/py.typed",
    ):
        assert needed in names, needed


def test_wheel_from_the_sdist_carries_data_licence_and_entry_point(
    release: tuple[Path, Path],
) -> None:
    _, wheel = release
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        entry = whl.read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
        meta = whl.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    data = "pebblepour/data/"
    for needed in (
        "qml/PebblePour/Main.qml", "qml/PebblePour/qmldir", "resources/puzzles/bowls.json",
        f"packaging/{APP_ID}.desktop", f"packaging/icons/hicolor/scalable/apps/{APP_ID}.svg",
        f"packaging/icons/hicolor/256x256/apps/{APP_ID}.png",
        *(f"translations/pebblepour_{lang}.qm" for lang in ("en", "th", "es", "ja", "pl")),
    ):
        assert data + needed in names, needed
    assert "pebblepour/py.typed" in names  # PEP 561: type checkers read the annotations
    assert not any(n.endswith(".ts") or "screenshots" in n for n in names)
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "License-Expression: GPL-3.0-or-later" in meta
    requires = [line for line in meta.splitlines() if line.startswith("Requires-Dist:")]
    qt = [line for line in requires if "pyside" in line.lower()]
    assert qt == ["Requires-Dist: PySide6-Essentials!=6.12.0,>=6.8"]
    assert "[gui_scripts]" in entry and "pebblepour = pebblepour.app:main" in entry


def test_installed_wheel_starts_to_its_first_frame(
    release: tuple[Path, Path], tmp_path: Path
) -> None:
    _, wheel = release
    env_dir = tmp_path / "fresh"
    venv.create(env_dir, with_pip=True)
    done = run(env_dir / "bin" / "python", "-m", "pip", "install", "-q", wheel)
    assert done.returncode == 0, done.stderr
    app = env_dir / "bin" / "pebblepour"
    env = {k: v for k, v in os.environ.items() if not k.startswith("PEBBLEPOUR_")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    started = run(app, "--self-test", "--profile-dir", tmp_path / "profile", env=env, cwd=tmp_path)
    assert started.returncode == 0, started.stderr
    assert "first frame" in started.stdout
    assert (tmp_path / "profile" / "profile.sqlite3").is_file()
    # Sound comes with it: miniaudio is installed and plays (to its null device here).
    sound = run(app, "--sound-check", env={**env, "PEBBLEPOUR_AUDIO": "null"})
    assert sound.returncode == 0, sound.stderr
    assert sound.stdout == "pebblepour: sound plays through Null (0.14 s played)\n"

    # A damaged installation stops with one sentence naming the missing file.
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    missing = site / "pebblepour" / "data" / "qml" / "PebblePour" / "TubeItem.qml"
    missing.unlink()
    broken = run(app, "--self-test", "--profile-dir", tmp_path / "profile", env=env)
    assert broken.returncode == 1
    assert broken.stderr.strip().splitlines() == [
        f"pebblepour: Pebble & Pour cannot start because its data file {missing} is missing; "
        "reinstall the app."
    ]
