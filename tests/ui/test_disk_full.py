"""A full disk during play (issue 26 point 3): a profile on a tiny tmpfs fills up before a
clear. The player hears why in one sentence, the game keeps running, the panel claims no
record it did not write, and the clear (with its achievement) is written once space returns."""

from __future__ import annotations

import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from pebblepour.tools.screens import open_screen, solve_tubes
from pebblepour.ui import game_controller, services
from tests.ui.conftest import start_scene, stop_scene
from tests.ui.play import announcements
from tests.ui.play import game as tubes_game

FULL = "Your progress could not be saved: the disk is full. Free some space."


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (the test command runs as root)")
    disk = tmp_path / "disk"
    disk.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(disk)], check=True)
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def _fill(disk: Path) -> Path:
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while os.write(fd, b"\0" * 4096):
            pass
    except OSError as error:
        assert error.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler


def test_a_clear_on_a_full_disk_waits_and_is_written_when_space_returns(
    qapp, qt_loop, qtbot, tiny_disk: Path, monkeypatch  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tiny_disk))
    scene = start_scene(qapp, qtbot)
    try:
        profile = services.current().profile
        open_screen(scene, "tubesPlay", {"startLevel": 1})
        g = tubes_game(scene)
        scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
        # the next write must grow the file: nothing is left of earlier writes to reuse
        profile._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        filler = _fill(tiny_disk)
        solve_tubes(scene)
        panel = g.result
        assert FULL in announcements(scene)
        assert "Best for this board" not in [f[0] for f in panel["facts"]]
        assert any("Not saved yet" in n for n in panel["notes"]), panel["notes"]
        assert not any("First clear" in n for n in panel["notes"])
        assert profile.tubes_level_stats(1) is None and len(game_controller.unwritten) == 1
        assert g.board() is not None  # the game goes on
        game_controller.unwritten.retry()  # still full: it keeps waiting
        assert len(game_controller.unwritten) == 1
        filler.unlink()
        scene.qtbot.waitUntil(lambda: len(game_controller.unwritten) == 0, timeout=8000)
        stats = profile.tubes_level_stats(1)
        assert stats is not None and stats.completions == 1
        assert "tubes_first_level" in profile.achievements()
        assert "Your result is saved now." in announcements(scene)
        panel = g.result
        assert "Best for this board" in [f[0] for f in panel["facts"]]
        assert "First clear of this level" in panel["notes"]
        assert not any("Not saved yet" in n for n in panel["notes"])
        assert any("Garden" in n for n in panel["notes"]), panel["notes"]  # the theme it opened
    finally:
        stop_scene(scene)
