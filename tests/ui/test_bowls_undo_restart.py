"""Bowls puzzles by keys: R can be undone with one U, and an undo is one clear sentence."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.play import announcements, needs_pack, open_puzzle, play_move


def test_restart_comes_back_with_one_undo_and_each_undo_says_it_once(scene) -> None:  # type: ignore[no-untyped-def]
    needs_pack()
    g = open_puzzle(scene, 16)  # clear every green diamond in 4 moves
    heard = announcements(scene)
    play_move(scene, 1)
    scene.qtbot.waitUntil(lambda: not g.playing and g.moves == 1, timeout=5000)
    played = g.attempt()
    assert played is not None and g.score == 30
    position = played.position
    scene.key(Qt.Key.Key_R)
    assert g.moves == 0 and g.score == 0 and g.canUndo
    assert heard[-1] == "Restarted. Moves back to 0. Clear every green diamond."
    scene.key(Qt.Key.Key_U)
    again = g.attempt()
    assert again is played and again.position == position and g.moves == 1
    assert heard[-1] == (
        "Restart undone: 1 move played, score 30, 3 left on the board, 3 moves left."
    )
    scene.key(Qt.Key.Key_U)
    assert g.moves == 0 and not g.canUndo
    assert heard[-1] == "Move from bowl 2 undone: score 0, 3 left on the board, 4 moves left."
    scene.key(Qt.Key.Key_U)
    assert heard[-1] == "Nothing to undo."


def test_undo_in_a_score_puzzle_says_the_score_once(scene) -> None:  # type: ignore[no-untyped-def]
    needs_pack()
    g = open_puzzle(scene, 25)  # score 60 points in 3 moves
    play_move(scene, 8)
    scene.qtbot.waitUntil(lambda: not g.playing and g.moves == 1, timeout=5000)
    assert g.score == 30
    scene.key(Qt.Key.Key_U)
    # Not "Score 60 points. 0 of 60 points. 3 moves left. Score 0.": the goal progress
    # carries the score.
    assert announcements(scene)[-1] == "Move from bowl 9 undone: 0 of 60 points, 3 moves left."


def test_a_started_daily_says_in_progress_on_home(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.profile.clock import utc_today
    from pebblepour.ui.wording import long_date
    from tests.ui.play import open_daily

    home_daily = scene.find("bowlsDaily")
    assert home_daily.property("hint") == "Bowls: today's board, the same for everyone"
    g = open_daily(scene)
    a = g.attempt()
    assert a is not None
    play_move(scene, a.legal_sources()[0])
    scene.qtbot.waitUntil(lambda: not g.playing and g.moves == 1, timeout=5000)
    scene.key(Qt.Key.Key_Escape)  # home; the attempt is kept
    home = scene.engine.singletonInstance("PebblePour.Backend", "BowlsLists")
    scene.qtbot.waitUntil(lambda: home.dailyStatus != "", timeout=3000)
    status = f"Daily of {long_date(utc_today())} in progress: 1 move so far"
    assert home.dailyStatus == status
    assert home_daily.property("hint") == status


def test_restart_from_a_failed_puzzle_is_undone_back_to_its_result(scene) -> None:  # type: ignore[no-untyped-def]
    needs_pack()
    g = open_puzzle(scene, 16)
    panel = scene.find("bowlsResult")
    for bowl in (1, 4, 2, 3):  # four moves, the goal not reached
        play_move(scene, bowl)
        scene.qtbot.waitUntil(lambda: not g.playing, timeout=5000)
    scene.qtbot.waitUntil(lambda: panel.property("visible") is True, timeout=5000)
    assert g.result["title"] == "Puzzle failed" and g.over
    scene.find("result_again").clicked.emit()  # the panel's Restart
    scene.qtbot.waitUntil(lambda: panel.property("visible") is False, timeout=3000)
    assert g.moves == 0 and not g.over and g.canUndo
    scene.wait_screen("Bowl ")  # the board has the focus back
    scene.key(Qt.Key.Key_U)
    assert g.moves == 4 and g.over and g.score == 30
    scene.qtbot.waitUntil(lambda: panel.property("visible") is True, timeout=3000)
    assert g.result["title"] == "Puzzle failed" and g.result["canUndo"] is True
