"""A good profile with a damaged row in every table opens every screen: no traceback, no QML
warning, nothing good lost, and one notice on Home (issue 26 point 2)."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QtMsgType, qInstallMessageHandler

from pebblepour.profile import Profile
from pebblepour.session import achievements as ach
from pebblepour.tools.screens import bowls_mode, go_home, open_screen
from tests.ui.conftest import start_scene, stop_scene
from tests.ui.play import game as tubes_game

TODAY = date.today()
DAMAGE = [
    # the cases, then one more for every other table
    "INSERT INTO tubes_level VALUES (4, 9223372036854775807, 3.0, 0, 1)",
    "INSERT INTO tubes_level VALUES (5, 'abc', 3.0, 0, 1)",
    "INSERT INTO tubes_level VALUES (6, 12, 9e999, 0, 1)",  # an infinite time
    "INSERT INTO tubes_daily VALUES ('garbage', 10, 3.0, 0, 1)",
    "INSERT INTO bowls_attempt (mode, day, ended_at, score, moves, practice) "
    "VALUES ('endless', '2026-11-02', '2026-11-02T10:00:00+00:00', 1e300, 5, 0)",
    "INSERT INTO bowls_attempt (mode, day, ended_at, score, moves, practice) "
    "VALUES ('daily', 'yesterday', '2026-11-02T10:00:00+00:00', 50, 5, 0)",
    "INSERT INTO achievement VALUES ('bowls_chapter', 'garbage')",
    "INSERT INTO theme VALUES ('plaid', '2026-11-02T10:00:00+00:00')",
    "INSERT INTO bowls_puzzle VALUES (7, -3, 10, 1)",
    "INSERT INTO setting VALUES ('move_preview', '\"huge\"')",
    "INSERT INTO notice VALUES ('x', 'what', 'now')",
    "INSERT INTO unfinished VALUES ('bowls:puzzle', x'00ff', 'now', '')",
    "INSERT INTO feat VALUES ('bowls_eruption', 7, 'garbage')",
    "INSERT INTO recorded VALUES ('a1', 'tubes:level', x'00')",
]


def _good_then_damaged(path: Path) -> None:
    with Profile.open(path) as p:
        for level in (1, 2, 3):
            p.record_tubes_level(level, 10 + level, 20.5, 0)
        p.record_tubes_daily(TODAY, 12, 33.0, 0)
        p.record_bowls_puzzle(1, 1, 40)
        p.record_bowls_endless(600, 55, False)
        p.record_bowls_daily(TODAY, 120, 12, False)
        p.update_settings(high_contrast=True, text_size=1.3)
        ach.restore(p)
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in DAMAGE:
        conn.execute(statement)
    conn.close()


@pytest.fixture
def trouble() -> Iterator[list[str]]:
    """QML warnings and Python exceptions raised in slots, as they happen."""
    seen: list[str] = []

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg:
            seen.append(message)

    def hook(kind: Any, error: BaseException, trace: Any) -> None:
        seen.append(f"{kind.__name__}: {error}")

    previous, old_hook = qInstallMessageHandler(handler), sys.excepthook
    sys.excepthook = hook
    yield seen
    sys.excepthook = old_hook
    qInstallMessageHandler(previous)


def test_every_screen_opens_on_a_profile_with_damaged_rows(
    qapp, qt_loop, qtbot, tmp_path: Path, monkeypatch, trouble: list[str]  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    path = tmp_path / "profile.sqlite3"
    _good_then_damaged(path)
    scene = start_scene(qapp, qtbot)
    try:
        backend = "PebblePour.Backend"
        state = scene.engine.singletonInstance(backend, "AppState")  # type: ignore[attr-defined]
        settings = scene.engine.singletonInstance(backend, "AppSettings")  # type: ignore[attr-defined]
        lists = scene.engine.singletonInstance(backend, "TubesLists")  # type: ignore[attr-defined]
        assert "set aside" in state.profileNotice and "profile.sqlite3" in state.profileNotice
        # 1.3 was saved (an older version's size): shown as the nearest of today's
        assert settings.highContrast and settings.textScale == pytest.approx(1.25)
        assert lists.unlocked == 4  # levels 1-3 kept; the damaged 4-6 set aside
        rows = {r["label"]: r["value"] for r in state.statsRows()}
        assert rows["Highest unlocked level"] == "4"
        for name, props in (
            ("settings", {}),
            ("stats", {}),
            ("gallery", {}),
            ("tubesLevels", {}),
            ("tubesDaily", {}),
            ("bowlsDaily", {}),
            ("bowlsPuzzles", {}),
            ("about", {}),
        ):
            open_screen(scene, name, props)
            go_home(scene)
        open_screen(scene, "tubesPlay", {"startLevel": 2})
        g = tubes_game(scene)
        scene.qtbot.waitUntil(lambda: g.board() is not None and not g.busy, timeout=5000)
        go_home(scene)
        for mode in ("endless", "daily"):
            bowls_mode(scene, mode)
            go_home(scene)
        open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 2})
        go_home(scene)
        assert trouble == []
        with Profile.open(path) as p:
            kept = [s for (s,) in p._conn.execute("SELECT source FROM row_aside ORDER BY id")]
            assert sorted(kept) == sorted(
                s.split()[2] for s in DAMAGE
            ), kept  # each damaged row kept aside, once
            assert len(p.tubes_all_level_stats()) == 3 and p.bowls_endless_best() == 600
    finally:
        stop_scene(scene)
