"""A read-only profile: the player plays a whole level by keyboard; the warning naming the
read-only file stays on screen throughout, and nothing reaches the disk (issue 12 points 4-5).
A kept-aside newer profile is told at every start until dismissed (point 7)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt

from pebblepour.profile import Profile, store
from pebblepour.tubes.solver import solve
from tests.profile.read_only_support import ReadOnly
from tests.ui.conftest import Scene, start_scene, stop_scene
from tests.ui.play import DIGITS, announcements, open_level_one


def _warning(scene: Scene) -> str:
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")  # type: ignore[attr-defined]
    return str(state.saveWarning)


def test_a_read_only_profile_plays_a_whole_level_with_the_warning_shown(
    qapp, qt_loop, qtbot, tmp_path: Path, monkeypatch, read_only: ReadOnly  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    path = tmp_path / "profile.sqlite3"
    with Profile.open(path) as p:
        p.update_settings(reduced_motion=True, language="en")
    before = path.read_bytes()
    read_only(path)
    # start_scene writes settings: on a read-only profile they go to the in-memory copy
    scene = start_scene(qapp, qtbot)
    try:
        expected = f"Nothing you play will be saved: the profile file {path} is read-only."
        assert _warning(scene) == expected
        banner = scene.find("saveWarning")
        assert banner.isVisible()
        qtbot.waitUntil(lambda: expected in announcements(scene), timeout=3000)
        g = open_level_one(scene)
        heard = announcements(scene)
        while not g.over:
            src, dst = solve(g.board()).moves[0]
            scene.key(DIGITS[src])
            scene.key(Qt.Key.Key_Space)
            scene.key(DIGITS[dst])
            scene.key(Qt.Key.Key_Space)
            assert heard[-1].startswith("Poured")  # the caption moves on with every pour...
            assert _warning(scene) == expected and banner.isVisible()  # ...the warning stays
        assert "Solved in" in heard[-1]
        assert g.result["moves"] == g.moves  # the clear panel shows the result
        assert scene.find("saveWarning").isVisible()
    finally:
        stop_scene(scene)
    assert path.read_bytes() == before


def test_a_kept_aside_newer_profile_is_told_at_every_start_until_dismissed(
    qapp, qt_loop, qtbot, tmp_path: Path, monkeypatch  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    path = tmp_path / "profile.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {store.APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {store.SCHEMA_VERSION + 1}")
    conn.execute("CREATE TABLE future (x)")
    conn.commit()
    conn.close()
    kept = None
    for start in range(3):
        scene = start_scene(qapp, qtbot)
        try:
            state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")  # type: ignore[attr-defined]
            notice = str(state.profileNotice)
            newer = [f.name for f in tmp_path.iterdir() if f.name.startswith("profile.newer-")]
            assert len(newer) == 1  # moved aside once, never touched again
            kept = kept or newer[0]
            if start < 2:
                assert "newer version" in notice and kept in notice, start
                assert scene.find("profileNotice").isVisible()
                qtbot.waitUntil(lambda n=notice, s=scene: n in announcements(s), timeout=3000)
            else:
                assert notice == "" and not scene.find("dismissNotice").isVisible()
            if start == 1:
                state.dismissNotice()
                assert state.profileNotice == ""
        finally:
            stop_scene(scene)
