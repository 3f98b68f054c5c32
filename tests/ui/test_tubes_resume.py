"""Unfinished Tubes attempts survive leaving the screen and restarting the app."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pebblepour.ui import services
from tests.ui.conftest import start_scene, stop_scene
from tests.ui.play import DIGITS, announcements, game, open_level_one


def test_attempt_resumes_after_restart(scene, qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    board = g.board()
    src, dst = board.legal_moves()[0]
    scene.key(DIGITS[src])
    scene.key(Qt.Key.Key_Space)
    scene.key(DIGITS[dst])
    scene.key(Qt.Key.Key_Space)
    after = g.board()
    assert g.moves == 1
    stop_scene(scene)

    again = start_scene(qapp, qtbot)
    try:
        # Home offers to continue, with focus on that button.
        assert again.focused_name() == "Continue level 1"
        again.key(Qt.Key.Key_Return)
        g2 = game(again)
        again.qtbot.waitUntil(lambda: g2.board() is not None and not g2.busy, timeout=5000)
        assert g2.board() == after and g2.moves == 1
        assert "Resumed" in announcements(again)[-1]
        # Undo still reaches the start board.
        again.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert g2.board() == board
    finally:
        stop_scene(again)


def test_corrupt_saved_attempt_is_reported_and_replaced(scene) -> None:  # type: ignore[no-untyped-def]
    profile = services.current().profile
    profile.save_attempt("tubes:level", '{"version": 1, "level": 1, "start": "zz"}')
    g = open_level_one(scene)
    assert g.moves == 0 and g.board() is not None
    assert any("could not be restored" in a for a in announcements(scene))
    assert profile.load_attempt("tubes:level") is None


def test_a_failing_disk_is_reported_and_play_goes_on(scene, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.profile.store import ErrorKind, ProfileError

    profile = services.current().profile

    def full(*_args: object, **_kw: object) -> None:
        raise ProfileError("disk full", ErrorKind.DISK_FULL)

    monkeypatch.setattr(profile, "save_attempt", full)
    monkeypatch.setattr(profile, "record_tubes_level", full)
    g = open_level_one(scene)
    for _ in range(30):
        if g.over:
            break
        from pebblepour.tubes.solver import solve

        src, dst = solve(g.board()).moves[0]
        g.activate(src)
        g.activate(dst)
        scene.flush()
    assert g.over
    heard = announcements(scene)
    assert any("the disk is full" in a for a in heard)
    assert g.result["moves"] == g.moves
    # The warning stays on screen although later captions replaced the spoken one.
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    assert "the disk is full" in state.saveWarning
    assert scene.find("saveWarning").isVisible()
    assert heard[-1] != state.saveWarning  # the caption moved on; the banner did not


def test_a_clear_whose_record_failed_is_recorded_at_the_next_start(
    scene, qapp, qtbot, monkeypatch  # type: ignore[no-untyped-def]
) -> None:
    from pebblepour.profile.store import ErrorKind, ProfileError
    from pebblepour.tubes.solver import solve

    profile = services.current().profile

    def busy(*_args: object, **_kw: object) -> None:
        raise ProfileError("busy", ErrorKind.BUSY)

    monkeypatch.setattr(profile, "record_tubes_level", busy)
    g = open_level_one(scene)
    while not g.over:
        src, dst = solve(g.board()).moves[0]
        g.activate(src)
        g.activate(dst)
    moves = g.moves
    assert profile.tubes_level_stats(1) is None  # not recorded...
    assert profile.load_attempt("tubes:level") is not None  # ...but not lost either
    stop_scene(scene)

    again = start_scene(qapp, qtbot)
    try:
        again.key(Qt.Key.Key_Return)  # Home: "Continue level 1"
        g2 = game(again)
        again.qtbot.waitUntil(lambda: g2.over, timeout=5000)
        stats = services.current().profile.tubes_level_stats(1)
        assert stats is not None and stats.completions == 1 and stats.best_moves == moves
        assert services.current().profile.load_attempt("tubes:level") is None
        assert g2.result["moves"] == moves
    finally:
        stop_scene(again)
