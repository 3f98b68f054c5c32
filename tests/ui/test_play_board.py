"""Home → "Play a board" (issue 24 point 2), as a keyboard player: an ID typed; what is wrong
said in one sentence as it is typed and on Enter; a level, a puzzle, a Daily opened as from
their lists; a whole board proven before play (solvable: played, its shortest known, its
record kept per ID; unsolvable: said, not started; the budget ran out: said, playable)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from pebblepour import board_id as ids
from pebblepour.ui import services
from tests.ui.play import announcements, bowls_game, game, tab_to

TUBES = "tubes:aabb,bbaa,-,-"
BOWLS = "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3"


def open_entry(scene: Any) -> Any:
    tab_to(scene, "Play a board", limit=20)
    scene.key(Qt.Key.Key_Return)
    scene.wait_screen("Board ID")
    return scene.find("boardIdField")


def enter(scene: Any, field: Any, text: str) -> None:
    """Type ``text`` into the focused field (replacing what it held), then Enter."""
    field.setProperty("text", "")
    for c in text:  # each as a key with its text, as a keyboard types it
        QTest.keyClick(scene.window, ord(c))
    scene.flush()
    assert field.property("text") == text
    scene.key(Qt.Key.Key_Return)


def status(scene: Any) -> str:
    return str(scene.find("boardStatus").property("text"))


def test_a_malformed_id_is_said_in_one_sentence_and_nothing_starts(scene: Any) -> None:
    field = open_entry(scene)
    enter(scene, field, "tubes:level:101")
    said = "A level is a number from 1 to 100, as in tubes:level:37."
    assert status(scene) == said and announcements(scene)[-1] == said
    # The field keeps the text (what is wrong is shown as it is typed, said on Enter).
    assert field.property("text") == "tubes:level:101"
    enter(scene, field, "bowls:r,r,.:clear_board:1")
    assert announcements(scene)[-1] == "A ring has 12 bowls, separated by commas."
    # Typed keys go into the field, not to the app's shortcuts (M mutes, ? opens the keys).
    enter(scene, field, "bowls:combo?m")
    assert not scene.find("shortcuts").property("opened")
    assert services.current().profile.settings().sound
    assert scene.find("stack").property("currentItem").property("objectName") == "playBoard"


def test_a_locked_level_is_refused_and_an_open_one_starts(scene: Any) -> None:
    field = open_entry(scene)
    enter(scene, field, "tubes:level:37")
    assert announcements(scene)[-1] == "Level 37 is locked. Solve level 1 first."
    enter(scene, field, "TUBES:level:1")
    g = game(scene)
    scene.wait_until(lambda: g.board() is not None and not g.busy)
    assert g.number == 1 and not g.isCustom
    # The board's ID is shown under the move counter; the copy key copies it.
    assert scene.find("tubesBoardId").property("text") == "tubes:level:1"
    scene.key(Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert announcements(scene)[-1] == "Board ID copied: tubes:level:1."


def test_a_whole_tubes_board_is_proven_played_recorded_and_shared(scene: Any) -> None:
    field = open_entry(scene)
    enter(scene, field, "tubes: aabb bbaa - -")  # spaces are accepted too
    g = game(scene)
    scene.wait_until(lambda: g.board() is not None and not g.busy)
    assert g.isCustom and g.title == "Custom board" and g.number == 0
    assert "Custom board. 2 colours, 4 tubes." in announcements(scene)[-1]
    for src, dst in ((0, 2), (1, 0), (1, 2)):  # the shortest: 3 pours
        g.activate(src)
        g.activate(dst)
    assert g.over
    r = g.result
    assert r["par"] == 3 and r["perfect"] and r["first"]
    assert "First solve of this board" in r["notes"]
    assert [a["text"] for a in r["actions"]][:3] == ["Play again", "Another board", "Copy result"]
    stats = services.current().profile.board_stats(TUBES)
    assert stats is not None and stats.best_moves == 3 and stats.solves == 1
    # No achievement from a board anyone can make.
    assert services.current().profile.achievements() == {}
    g.act("share")
    assert announcements(scene)[-1] == (
        "Result copied: Pebble & Pour · Tubes board · solved in 3 moves (shortest 3), no hints"
        f" · {TUBES}.")


def test_a_whole_bowls_board_is_proven_and_played_to_its_goal(scene: Any) -> None:
    field = open_entry(scene)
    enter(scene, field, BOWLS)
    g = bowls_game(scene)
    scene.wait_until(lambda: g.attempt() is not None)
    scene.wait_screen("Bowl ")
    assert g.isCustom and g.title == "Custom board" and g.mode == "puzzle"
    assert scene.find("bowlsBoardId").property("text") == BOWLS
    scene.find("bowlsBoardId").clicked.emit()
    assert announcements(scene)[-1] == f"Board ID copied: {BOWLS}."
    g.select(2)
    g.confirm()
    scene.wait_until(lambda: scene.find("bowlsResult").property("opened"))
    r = g.result
    assert r["won"] and r["shortest"] == 1 and r["bestMoves"] == 1
    facts = dict(r["facts"])
    assert facts["Best for this board"].startswith("1 move")
    assert facts["Shortest solution"] == "1 move"
    assert services.current().profile.board_stats(BOWLS) is not None
    assert services.current().profile.bowls_puzzle_stats() == {}


def test_an_unsolvable_board_is_said_and_not_started(scene: Any) -> None:
    field = open_entry(scene)
    enter(scene, field, "bowls:r,r,.,.,.,.,.,.,.,.,.,.:clear_board:1")
    said = "This board cannot be solved: the solver proved it, so it is not started."
    scene.wait_until(lambda: announcements(scene)[-1:] == [said])
    assert status(scene) == said
    assert scene.find("stack").property("currentItem").property("objectName") == "playBoard"
    assert not scene.find("playAnyway").property("visible")


def test_a_board_the_solver_could_not_finish_may_be_played_anyway(
    scene: Any, monkeypatch: Any
) -> None:
    # The proof runs in the search process; its budget is passed from here.
    monkeypatch.setattr(ids, "PROVE_STATES", 0)
    field = open_entry(scene)
    enter(scene, field, TUBES)
    said = ("The solver could not finish proving this board. You may play it without a promise "
            "that it can be solved.")
    scene.wait_until(lambda: announcements(scene)[-1:] == [said])
    anyway = scene.find("playAnyway")
    assert anyway.property("visible")
    anyway.clicked.emit()
    g = game(scene)
    scene.wait_until(lambda: g.board() is not None and g.isCustom)
