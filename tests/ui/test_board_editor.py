"""The board editor and My boards (issue 24 point 4), as a keyboard-only player hears them:
a Tubes board poured unit by unit and proven as it changes; a Bowls board put together stone by
stone with a modifier, a goal and a limit, then proven; saved, listed, edited, played."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from pebblepour.bowls.attempts import Goal
from pebblepour.ui import services
from tests.ui.play import announcements, bowls_game, game, tab_to
from tests.ui.test_play_board import TUBES, open_entry


def typed(scene: Any, text: str) -> None:
    for c in text:
        QTest.keyClick(scene.window, ord(c))
        scene.flush()


def editor(scene: Any, which: str) -> Any:
    open_entry(scene)
    tab_to(scene, f"New {which} board", limit=20)
    scene.key(Qt.Key.Key_Return)
    scene.wait_screen("Tube 1" if which == "Tubes" else "Bowl 1")
    return scene.find("boardEditor")


def verdict(scene: Any) -> str:
    return str(scene.find("editorVerdict").property("text"))


def test_a_tubes_board_is_poured_proven_saved_edited_and_played(scene: Any) -> None:
    editor(scene, "Tubes")
    assert verdict(scene) == "12 units still to pour: each colour needs 4."
    scene.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert scene.focused_name() == "Colours: 3"
    scene.key(Qt.Key.Key_Left)
    assert scene.focused_name() == "Colours: 2"  # read from the name: nothing more is said
    assert "Colours: 2" not in announcements(scene)
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Tube 1: empty"
    typed(scene, "11")
    assert scene.focused_name() == "Tube 1: red, red; 2 free"
    assert announcements(scene)[-1] == "Tube 1: red, red; 2 free"
    typed(scene, "22")
    assert scene.focused_name() == "Tube 1: red, red, yellow, yellow; full"
    typed(scene, "1")
    assert announcements(scene)[-1] == "Tube 1 is full."
    scene.key(Qt.Key.Key_Right)
    typed(scene, "2211")
    # Every unit in: the proof runs in the search process; its verdict is said when it comes.
    scene.wait_until(lambda: verdict(scene).startswith("Solvable"), timeout=20000)
    scene.key(Qt.Key.Key_Right)
    typed(scene, "1")
    assert announcements(scene)[-1] == "Every red unit is in a tube already."
    scene.key(Qt.Key.Key_Backspace)
    assert announcements(scene)[-1] == "Tube 3 is empty."
    # Every unit in: the solver's verdict, shown and said.
    said = "Solvable: the shortest solution is 3 moves."
    scene.wait_until(lambda: verdict(scene) == said and said in announcements(scene))
    assert announcements(scene).count(said) == 1
    assert scene.find("boardEditor").property("title") == "Tubes board editor"
    scene.key(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert announcements(scene)[-1] == "Saved to My boards."
    profile = services.current().profile
    assert profile.my_boards() == [TUBES]
    # F1 lists the editor's keys.
    scene.key(Qt.Key.Key_F1)
    overlay = scene.find("shortcuts")
    rows = overlay.property("rows").toVariant()
    assert ["Ctrl+S", "Save the board to My boards"] in rows, rows
    scene.key(Qt.Key.Key_Escape)
    assert not overlay.property("opened")
    assert scene.focused_name().startswith("Tube 3")
    # Back on Play a board, the board is listed; E edits it, and saving keeps it in its place.
    scene.key(Qt.Key.Key_Escape)
    scene.wait_screen("New Tubes board")
    # The list shows its new row once it is laid out (the next frame).
    scene.wait_until(lambda: scene.find("myBoards").isVisible())
    tab_to(scene, "Tubes board of 2 colours. Not solved yet", limit=20)
    scene.key(Qt.Key.Key_E)
    scene.wait_screen("Tube 1: red, red, yellow, yellow; full")
    scene.key(Qt.Key.Key_Backspace)
    scene.key(Qt.Key.Key_Right)
    scene.key(Qt.Key.Key_Right)
    typed(scene, "2")
    scene.wait_until(lambda: verdict(scene).startswith("Solvable"), timeout=20000)
    scene.key(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert profile.my_boards() == ["tubes:aab,bbaa,b,-"]
    scene.key(Qt.Key.Key_Escape)
    scene.wait_screen("Tubes board of 2 colours. Not solved yet")  # back where it was left
    scene.key(Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert announcements(scene)[-1] == "Board ID copied: tubes:aab,bbaa,b,-."
    scene.key(Qt.Key.Key_Return)
    g = game(scene)
    scene.wait_until(lambda: g.board() is not None and g.isCustom)
    assert str(g.board()) == "aab bbaa b -"


def test_a_bowls_board_is_made_stone_by_stone_and_proven(scene: Any) -> None:
    editor(scene, "Bowls")
    assert verdict(scene) == "Put stones in the bowls, then prove the goal."
    scene.key(Qt.Key.Key_Right)
    scene.key(Qt.Key.Key_Right)
    typed(scene, "rg")
    assert scene.focused_name() == "Bowl 3, 2 stones: red circle, green diamond"
    scene.key(Qt.Key.Key_Right)
    typed(scene, "b")  # a blue square, not the read-the-board key
    assert scene.focused_name() == "Bowl 4, 1 stone: blue square"
    scene.key(Qt.Key.Key_Backspace)
    typed(scene, "1")  # 1 is red too
    scene.key(Qt.Key.Key_Right)
    typed(scene, "rgg")
    scene.key(Qt.Key.Key_Return)
    assert scene.focused_name() == (
        "Bowl 5, frozen, 3 stones: red circle, green diamond, green diamond")
    assert announcements(scene)[-1] == scene.focused_name()
    for _ in range(3):  # reverse, volcano, none
        scene.key(Qt.Key.Key_Return)
    assert scene.focused_name() == "Bowl 5, 3 stones: red circle, green diamond, green diamond"
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Goal: Clear every red circle"
    scene.key(Qt.Key.Key_Tab)
    scene.key(Qt.Key.Key_Right)
    scene.key(Qt.Key.Key_Right)
    assert scene.focused_name() == "Goal colour: green diamond"
    assert scene.find("boardEditor").property("title") == "Bowls board editor"
    tab_to(scene, "Prove", limit=20)
    scene.key(Qt.Key.Key_Return)
    said = "Proven: the goal can be reached in 1 move."
    scene.wait_until(lambda: verdict(scene) == said and announcements(scene)[-1] == said)
    # The limit down to 1 still holds; the board is then played from the editor.
    tab_to(scene, "Move limit: 3 moves", limit=20)
    scene.key(Qt.Key.Key_Left)
    scene.key(Qt.Key.Key_Left)
    assert scene.focused_name() == "Move limit: 1 move"
    tab_to(scene, "Play", limit=20)
    scene.key(Qt.Key.Key_Return)
    g = bowls_game(scene)
    scene.wait_until(lambda: g.attempt() is not None and g.isCustom)
    assert g.isCustom and str(g.attempt().position) == ". . rg r rgg . . . . . . ."
    assert g.attempt().goal == Goal.clear_colour("g")
