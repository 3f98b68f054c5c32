"""``pebblepour`` behaves like a desktop program on the command line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pebblepour import __version__
from pebblepour.paths import APP_ID
from pebblepour.profile.profile import Profile

ROOT = Path(__file__).resolve().parents[1]


def pebblepour(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("PEBBLEPOUR_")}
    base["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [sys.executable, "-m", "pebblepour", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=base if env is None else env,
    )


def test_help_lists_the_options_and_opens_no_window() -> None:
    done = pebblepour("--help")
    assert done.returncode == 0 and done.stderr == ""
    for option in ("--version", "--profile-dir DIR", "--language CODE", "--self-test", "--play ID",
                   "--install-desktop-files", "--remove-desktop-files"):
        assert option in done.stdout


def test_version_comes_from_the_package() -> None:
    done = pebblepour("--version")
    assert (done.returncode, done.stdout) == (0, f"pebblepour {__version__}\n")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in pyproject and '"pebblepour.__version__"' in pyproject


def test_without_a_display_one_sentence_and_status_2() -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = pebblepour(env=env)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display" in lines[0] and "xcb" not in lines[0]


def test_an_unanswering_display_is_reported_the_same_way() -> None:
    free = next(n for n in range(4000, 5000) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = f":{free}"
    done = pebblepour(env=env)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"pebblepour: there is no display to open the game window on (the display :{free} does "
        "not answer); start it from a desktop session, or set QT_QPA_PLATFORM=offscreen to "
        "run without a screen."
    ]


def test_profile_dir_and_language_reach_the_profile(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "profile"
    done = pebblepour("--self-test", "--profile-dir", str(folder), "--language", "ja")
    assert done.returncode == 0, done.stderr
    assert "first frame" in done.stdout
    with Profile.open(folder / "profile.sqlite3") as profile:
        assert profile.settings().language == "ja"


def test_unknown_language_is_one_clear_error() -> None:
    done = pebblepour("--language", "xx")
    assert done.returncode == 2
    assert "invalid choice: 'xx'" in done.stderr and "Traceback" not in done.stderr


def test_install_desktop_files_goes_to_xdg_data_home(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PEBBLEPOUR_")}
    env["XDG_DATA_HOME"] = str(tmp_path)
    done = pebblepour("--install-desktop-files", env=env)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "applications" / f"{APP_ID}.desktop").is_file()
    assert done.stdout.splitlines()[-1].endswith(f"desktop files installed under {tmp_path}")
    done = pebblepour("--remove-desktop-files", env=env)
    assert done.returncode == 0, done.stderr
    assert not (tmp_path / "applications" / f"{APP_ID}.desktop").exists()


def test_install_desktop_files_into_a_file_is_one_sentence(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("")
    env = {**os.environ, "XDG_DATA_HOME": str(not_a_folder), "QT_QPA_PLATFORM": "offscreen"}
    done = pebblepour("--install-desktop-files", env=env)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1 and "could not be installed" in done.stderr
    assert "Not a directory" in done.stderr


def test_a_profile_dir_too_long_plays_on_an_in_memory_copy(tmp_path: Path) -> None:
    folder = tmp_path / ("a" * 5000)
    done = pebblepour("--self-test", "--profile-dir", str(folder))
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    with Profile.open(folder / "profile.sqlite3") as p:
        assert p.read_only is not None and "cannot be reached" in p.read_only.sentence


def test_a_profile_folder_behind_one_the_player_cannot_enter(tmp_path: Path) -> None:
    """As an ordinary user (root enters any folder): the in-memory copy, one sentence."""
    import shutil

    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        import pytest

        pytest.skip("needs root to become an ordinary user")
    locked = tmp_path / "locked"
    (locked / "inner").mkdir(parents=True)
    locked.chmod(0o700)
    tmp_path.chmod(0o755)
    code = (
        "from pathlib import Path\n"
        "from pebblepour.profile import Profile\n"
        f"p = Profile.open(Path({str(locked / 'inner' / 'profile.sqlite3')!r}))\n"
        "print(p.read_only.sentence)\n"
        "p.record_tubes_level(1, 5, 2.0, 0)\n"
        "print(p.tubes_unlocked())\n"
    )
    done = subprocess.run(
        ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
         "/usr/bin/python3", "-c", code],
        capture_output=True, text=True, timeout=60,
        env={"PYTHONPATH": str(ROOT / "src"), "PATH": os.environ["PATH"]},
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.splitlines() == [
        f"Nothing you play will be saved because the profile folder {locked / 'inner'} "
        "cannot be reached (Permission denied).",
        "2",
    ]


def test_play_opens_the_board_an_id_names_and_self_test_quits_once_it_is_drawn(
    tmp_path: Path,
) -> None:
    """``--play ID`` (issue 24 point 2): a whole board (either game) proven and drawn, a level
    drawn; a malformed ID is one line and status 2, before any window; a board the solver
    proves unsolvable is said and not started (status 1)."""
    folder = str(tmp_path / "profile")
    for board in ("tubes:aabb,bbaa,-,-", "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3",
                  "tubes:level:1"):
        done = pebblepour("--self-test", "--profile-dir", folder, "--play", board)
        assert done.returncode == 0, done.stderr
        assert "board drawn" in done.stdout
    done = pebblepour("--play", "tubes:level:0")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [
        "pebblepour: --play: A level must be a number from 1 to 100, not '0'."]
    done = pebblepour("--self-test", "--profile-dir", folder, "--play",
                      "bowls:r,r,.,.,.,.,.,.,.,.,.,.:clear_board:1")
    assert done.returncode == 1
    assert ("pebblepour: This board cannot be solved: the solver proved it, so it is not "
            "started.") in done.stderr.splitlines()
