"""A damaged profile is moved aside; the player is told in one sentence, seen and heard."""

from __future__ import annotations

import os
from pathlib import Path

from tests.ui.conftest import start_scene, stop_scene
from tests.ui.play import announcements


def test_damaged_profile_is_moved_aside_and_reported(
    qapp,
    qt_loop,
    qtbot,
    tmp_path: Path,  # type: ignore[no-untyped-def]
    monkeypatch,
) -> None:
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    (tmp_path / "profile.sqlite3").write_bytes(os.urandom(4096))
    scene = start_scene(qapp, qtbot)
    try:
        from pebblepour.ui.app_state import AppState

        state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
        assert isinstance(state, AppState)
        notice = state.profileNotice
        assert "damaged" in notice and "fresh profile" in notice
        moved = [p.name for p in tmp_path.iterdir() if p.name.startswith("profile.damaged-")]
        assert len(moved) == 1 and moved[0] in notice
        qtbot.waitUntil(lambda: notice in announcements(scene), timeout=3000)
        # The game still works on the fresh profile.
        assert "Levels" in scene.focused_name()
    finally:
        stop_scene(scene)
