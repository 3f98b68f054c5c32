"""Damaged saves in every slot break no screen: Home, the level list, Statistics and the Bowls
home all come up; starting the game reports the bad save once and plays afresh (issue 12 pt 3)."""

from __future__ import annotations

import json
from pathlib import Path

from pebblepour.profile import Profile
from pebblepour.session import tubes as st
from tests.ui.conftest import start_scene, stop_scene
from tests.ui.play import announcements, open_level_one


def _bad_tubes_save() -> str:
    s = st.new_level_session(1)
    s.play(s.game.legal_moves()[0])
    return s.save_text().replace(json.dumps(s.game.encode(s.game.moves()[0])).replace(" ", ""),
                                 "[1e400,3]", 1)


BAD = {
    "tubes:level": None,  # filled by _bad_tubes_save()
    "tubes:daily": '{"version": 1, "level": 0, "daily": "2026-11-30", "seconds": NaN}',
    "bowls:puzzle": '{"version": 1, "puzzle": 1e400, "attempt": "{}"}',
    "bowls:endless": '{"format": "pebblepour.session", "identity": {"mode": "endless", "seed": '
    + "9" * 5000
    + "}}",
    "bowls:daily": "\x00\xff not json",
}


def test_damaged_saves_in_every_slot_break_no_screen(
    qapp, qt_loop, qtbot, tmp_path: Path, monkeypatch  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    with Profile.open(tmp_path / "profile.sqlite3") as p:
        for slot, text in BAD.items():
            p.save_attempt(slot, text if text is not None else _bad_tubes_save())
        assert "1e400" in (p.load_attempt("tubes:level") or "")
    scene = start_scene(qapp, qtbot)
    try:
        engine = scene.engine
        lists = engine.singletonInstance("PebblePour.Backend", "TubesLists")  # type: ignore[attr-defined]
        bowls = engine.singletonInstance("PebblePour.Backend", "BowlsGame")  # type: ignore[attr-defined]
        state = engine.singletonInstance("PebblePour.Backend", "AppState")  # type: ignore[attr-defined]
        assert lists.continueLevel == 0 and lists.unlocked == 1
        home = engine.singletonInstance("PebblePour.Backend", "BowlsLists")  # type: ignore[attr-defined]
        home.refreshHome()
        assert home.continueMode == ""
        rows = state.statsRows()
        assert any(r["label"] == "Highest unlocked level" and r["value"] == "1" for r in rows)
        g = open_level_one(scene)  # the level list came up with level 1 focused
        assert g.moves == 0 and g.board() is not None
        heard = announcements(scene)
        assert sum("could not be restored" in a for a in heard) == 1
        for start in (bowls.startEndless, lambda: bowls.startDaily("")):
            start()
            assert bowls.mode in ("endless", "daily") and bowls.moves == 0
        assert sum("could not be restored" in a for a in announcements(scene)) == 3
    finally:
        stop_scene(scene)
