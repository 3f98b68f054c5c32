"""Bowls puzzle hints on the real QML scene: H asks the solver off the GUI thread for the first
move of a shortest solution; the bowl is marked and the move spoken; an unsolvable position
and a search that gives up are said plainly; a stale answer is dropped; hints that showed a
move are counted, saved with the attempt and shown on the result panel."""

from __future__ import annotations

import json
import subprocess
import sys

from PySide6.QtCore import Qt
from PySide6.QtQuick import QQuickItem

from pebblepour.ui import bowls_hints, services
from pebblepour.ui.bowls_game import BowlsGame
from tests.ui.play import (
    announcements,
    focused_bowl,
    open_endless,
    open_puzzle,
    play_move,
)
from tests.ui.play import (
    bowls_game as game_of,
)


def cli_hint(puzzle: int, *moves: int) -> dict[str, object]:
    """What ``python -m pebblepour.bowls puzzles hint`` says (the tools' oracle)."""
    out = subprocess.run(
        [sys.executable, "-m", "pebblepour.bowls", "puzzles", "hint", str(puzzle),
         *map(str, moves)],
        check=True, capture_output=True, text=True,
    ).stdout
    answer = json.loads(out)
    assert isinstance(answer, dict)
    return answer


def press_hint(scene, g: BowlsGame) -> str:  # type: ignore[no-untyped-def]
    """H, then what was said once the search answered."""
    heard = announcements(scene)
    before = len(heard)
    scene.key(Qt.Key.Key_H)
    scene.qtbot.waitUntil(lambda: len(heard) > before, timeout=10_000)
    scene.flush()  # the focus the answer moved to the hinted bowl
    return heard[before]


def hint_marks(scene) -> list[bool]:  # type: ignore[no-untyped-def]
    """Whether each bowl's hint mark is shown."""
    found: list[bool] = []

    def walk(item: QQuickItem) -> None:
        if item.objectName() == "hintMark":
            found.append(item.isVisible())
        for child in item.childItems():
            walk(child)

    walk(scene.find("bowlsBoard"))
    return found


def test_h_gives_the_proven_move_counts_it_and_the_panel_shows_it(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_puzzle(scene, 1)
    expected = cli_hint(1)
    assert expected["status"] == "solved"
    first = expected["moves"][0]  # type: ignore[index]
    assert press_hint(scene, g) == f"Hint: sow bowl {first + 1}."
    assert g.hintBowl == first and g.hintsUsed == 1
    # Focus went to the hinted bowl, whose name carries the hint; one bowl is marked.
    assert focused_bowl(scene) == first
    assert scene.focused_name().endswith(", hint: sow this bowl"), scene.focused_name()
    marks = hint_marks(scene)
    assert len(marks) >= 12 and marks.count(True) == 1
    # Asking again at the same position shows the same move (counted again: it was shown).
    assert press_hint(scene, g) == f"Hint: sow bowl {first + 1}."
    assert g.hintsUsed == 2
    # Following it solves the puzzle; the result panel says how many hints were used.
    scene.key(Qt.Key.Key_Space)
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.find("bowlsResult").property("visible") is True)
    assert g.result["hints"] == 2
    facts = scene.find("bowlsResult").property("facts")
    assert ["Hints used", "2"] in [list(f) for f in facts], facts
    assert g.hintBowl == -1 and hint_marks(scene).count(True) == 0


def test_unsolvable_is_said_plainly_and_the_count_is_saved_and_resumed(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_puzzle(scene, 1)
    assert press_hint(scene, g).startswith("Hint: sow bowl 3.")
    # Sow bowl 5 instead: two moves left and no solution any more (the CLI proves it).
    assert cli_hint(1, 4)["status"] == "unsolvable"
    play_move(scene, 4)
    assert g.moves == 1
    assert g.hintBowl == -1  # the move took the highlight away
    assert press_hint(scene, g) == "No solution within the 2 moves left. Undo or restart."
    assert g.hintsUsed == 1  # a hint that found no move is not counted
    # The count is saved with the attempt and comes back with it.
    saved = services.current().profile.load_attempt("bowls:puzzle")
    assert saved is not None and json.loads(saved)["hints"] == 1
    scene.key(Qt.Key.Key_Escape)
    scene.qtbot.waitUntil(lambda: scene.present("puzzleGrid"))
    scene.wait_screen("Puzzle 1,")
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: g.number == 1 and g.moves == 1, timeout=3000)
    assert g.hintsUsed == 1
    # Undo, ask again: the proven move from the start.
    scene.key(Qt.Key.Key_U)
    assert press_hint(scene, g) == "Hint: sow bowl 3."
    assert g.hintsUsed == 2


def test_a_search_that_gives_up_says_no_solution_found(scene, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(bowls_hints, "HINT_SECONDS", 0.0)
    assert len(game_of(scene).hint_cache) == 0  # each controller starts with no answers
    g = open_puzzle(scene, 1)
    g.startPuzzle(31)
    puzzle = g.puzzle()
    assert puzzle is not None and puzzle.id == 31
    # Off the stored solution (whose hints are known without a search).
    wrong = next(m for m in g.attempt().legal_sources() if m != puzzle.solution[0])
    g.select(wrong)
    g.confirm()
    scene.wait_until(lambda: not g.playing)
    assert g.moves == 1 and not g.attempt().status.is_over
    assert press_hint(scene, g) == "No solution found."
    assert g.hintsUsed == 0 and g.hintBowl == -1


def test_a_stale_answer_is_dropped(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_puzzle(scene, 1)
    heard = announcements(scene)
    g.hint()  # the answer comes on the event loop, after the move below
    asked = g._work.task
    g.select(4)
    g.confirm()
    task = g._work.task
    assert asked is not None and task is not None
    # Each search hands its answer over (or drops it) before its task is done.
    scene.qtbot.waitUntil(lambda: asked.done() and task.done(), timeout=10_000)
    scene.flush()
    assert not any(h.startswith("Hint:") for h in heard), heard
    assert g.hintsUsed == 0 and g.hintBowl == -1


def test_endless_says_hints_are_only_for_puzzles(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    assert press_hint(scene, g) == (
        "Hints are only for puzzles: Endless and Daily have no proven solution."
    )
    assert g.hintsUsed == 0
    # The hand is read by Q now.
    scene.key(Qt.Key.Key_Space)
    scene.key(Qt.Key.Key_Q)
    assert announcements(scene)[-1].startswith(f"Selected bowl {g.selected + 1}, ")
    assert game_of(scene) is g


def test_leaving_the_puzzle_stops_its_search(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_puzzle(scene, 1)
    cancel = g._work.cancel
    assert not cancel.is_set()
    scene.key(Qt.Key.Key_Escape)
    scene.qtbot.waitUntil(lambda: scene.present("puzzleGrid"))
    assert cancel.is_set()  # the background search of the position was told to stop
