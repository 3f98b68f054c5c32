"""Endless is paused, the app quits and starts again, and the attempt resumes exactly."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pebblepour.session.bowls import load_session
from pebblepour.ui import services
from tests.ui.conftest import start_scene, stop_scene
from tests.ui.play import (
    announcements,
    bowls_game,
    focused_bowl,
    open_endless,
    play_move,
)


def safe_move(a) -> int:  # type: ignore[no-untyped-def]
    """A move that leaves the most room (no overflow, even after a refill)."""
    return min(a.legal_sources(), key=lambda m: (a.forecast(m).fullest, m))


def quit_app(scene) -> None:  # type: ignore[no-untyped-def]
    stop_scene(scene)  # saves every unfinished attempt, as app.main does on quit


def test_endless_paused_restarted_and_resumed_exactly(scene, qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    a = g.attempt()
    assert a is not None
    for _ in range(3):
        play_move(scene, safe_move(a))
    assert a.moves_used == 3
    before = (a.state_key(), a.practice)  # everything a save keeps, the practice mark too
    score = a.score
    # P pauses: the attempt is kept and the player is back home.
    scene.key(Qt.Key.Key_P)
    assert announcements(scene)[-1] == "Paused. Continue from the home screen."
    saved = services.current().profile.load_attempt("bowls:endless")
    assert saved is not None
    assert load_session(saved, {"mode": "endless", "seed": a.seed}).game.attempt == a
    quit_app(scene)

    again = start_scene(qapp, qtbot)
    try:
        # Home offers to continue, with focus on that button.
        assert again.focused_name() == "Continue Endless"
        again.key(Qt.Key.Key_Return)
        g2 = bowls_game(again)
        again.qtbot.waitUntil(
            lambda: g2.mode == "endless" and "Resumed" in " ".join(announcements(again)),
            timeout=3000)
        a2 = g2.attempt()
        assert a2 is not None and a2 is not a
        assert (a2.state_key(), a2.practice) == before and a2 == a
        assert g2.score == score and g2.moves == 3
        # One announcement: where the game resumed and its status (goal, score).
        assert announcements(again)[-1] == (
            f"Endless. Resumed where you left off: 3 moves played. Score as much as you can. "
            f"Score {score}.")
        focused_bowl(again)
        # Play on exactly as the original would have: same refill, same result.
        move = safe_move(a)
        expected = a.play(move)
        play_move(again, move)
        assert a2.position == expected.position and a2.score == a.score
        # Undo still reaches the paused position, and marks practice.
        again.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert (a2.state_key(), a2.practice) != before and a2.moves_used == 3 and a2.practice
    finally:
        quit_app(again)
