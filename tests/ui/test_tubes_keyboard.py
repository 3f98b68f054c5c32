"""A keyboard-only player on the real QML scene: open level 1, follow hints, solve it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from pebblepour.tubes.board import Board
from pebblepour.tubes.levels import level
from pebblepour.ui import services
from pebblepour.ui.announcer import _instance as _unused  # noqa: F401
from tests.ui.play import DIGITS, announcements, open_level_one


def test_keyboard_only_solve_of_level_one_following_hints(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    start = g.board()
    assert start == level(1).board
    assert scene.focused_name().startswith("Tube 1:")
    heard = announcements(scene)
    for _ in range(40):
        if g.over:
            break
        before = len(heard)
        scene.key(Qt.Key.Key_H)
        scene.qtbot.waitUntil(lambda n=before: len(heard) > n and not g.busy, timeout=5000)
        hint = heard[-1]
        assert hint.startswith("Hint: pour tube"), hint
        words = hint.rstrip(".").split()
        src, dst = int(words[3]) - 1, int(words[-1]) - 1
        # Focus stays on a tube: the hint moves it to the source (once the board has it).
        scene.qtbot.waitUntil(
            lambda s=src: scene.focused_name().startswith(f"Tube {s + 1}:"), timeout=3000
        )
        scene.key(Qt.Key.Key_Space)
        assert g.selected == src
        scene.key(DIGITS[dst])
        assert scene.focused_name().startswith(f"Tube {dst + 1}:")
        moves = g.moves
        scene.key(Qt.Key.Key_Return)
        assert g.moves == moves + 1
        assert heard[-1].startswith("Poured")
    assert g.over
    assert sum("Solved in" in a for a in heard) == 1 and "Solved in" in heard[-1]
    assert isinstance(g.board(), Board) and g.board().is_solved()
    # The records are saved.
    profile = services.current().profile
    stats = profile.tubes_level_stats(1)
    assert stats is not None and stats.best_moves == g.moves and stats.completions == 1
    assert profile.tubes_unlocked() == 2
    assert g.hintsUsed == g.moves
    # The clear panel has focus on "Next level"; Enter starts level 2 with focus on a tube.
    scene.qtbot.waitUntil(lambda: scene.focused_name() == "Next level", timeout=3000)
    result = g.result
    assert result["moves"] == g.moves and result["hints"] == g.moves
    scene.qtbot.waitUntil(lambda: g.result["par"] > 0, timeout=5000)
    assert g.result["par"] <= g.moves
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: g.number == 2 and not g.busy, timeout=5000)
    scene.wait_screen("Tube 1:")
    assert g.board() == level(2).board
    assert scene.focused_name().startswith("Tube 1:")


def test_tube_names_read_bottom_to_top_and_focus_survives_moves(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    board = g.board()
    assert board is not None
    name = scene.focused_name()
    from pebblepour.ui.colours import liquid_name

    first = ", ".join(liquid_name(c) for c in board.tubes[0])
    assert name.startswith(f"Tube 1: {first}")
    # Find a legal pour, do it with the keyboard, undo it, restart: focus is on a tube each time.
    src, dst = board.legal_moves()[0]
    scene.key(DIGITS[src])
    scene.key(Qt.Key.Key_Space)
    scene.key(DIGITS[dst])
    scene.key(Qt.Key.Key_Space)
    assert g.moves == 1
    assert not g.over
    assert announcements(scene)[-1].startswith("Poured ")
    assert "Solved" not in announcements(scene)[-1]
    assert scene.focused_name().startswith(f"Tube {dst + 1}:")
    scene.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert g.moves == 0 and g.board() == board
    assert scene.focused_name().startswith("Tube ")
    scene.key(Qt.Key.Key_R)
    assert scene.focused_name().startswith("Tube ")
    # An illegal choice: nothing happens but a cue.
    empty = next(i for i, t in enumerate(board.tubes) if not t)
    scene.key(DIGITS[empty])
    scene.key(Qt.Key.Key_Space)
    assert g.selected == -1 and g.moves == 0
    assert "empty" in announcements(scene)[-1]
    # Escape cancels a selection before it leaves the screen.
    scene.key(DIGITS[src])
    scene.key(Qt.Key.Key_Space)
    assert g.selected == src
    scene.key(Qt.Key.Key_Escape)
    assert g.selected == -1
    assert scene.focused_name().startswith("Tube ")
    scene.key(Qt.Key.Key_B)
    assert announcements(scene)[-1].count("Tube ") == len(board.tubes)


def test_every_liquid_has_a_translatable_name() -> None:
    from pebblepour.palette import LIQUIDS
    from pebblepour.ui.colours import liquid_name

    names = [liquid_name(i) for i in range(len(LIQUIDS))]
    assert names == [liq.name for liq in LIQUIDS]  # untranslated: English
    assert len(set(names)) == len(LIQUIDS) == 9


def test_undo_button_that_turns_off_passes_focus_on(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    src, dst = g.board().legal_moves()[0]
    for k in (DIGITS[src], Qt.Key.Key_Space, DIGITS[dst], Qt.Key.Key_Space):
        scene.key(k)
    assert g.moves == 1
    for _ in range(12):
        if scene.focused_name() == "Undo":
            break
        scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Undo"
    scene.key(Qt.Key.Key_Space)
    assert g.moves == 0 and not g.canUndo
    item = scene.focused()
    assert item is not None and item.isVisible() and item.isEnabled()
    assert scene.focused_name() not in ("", "Level 1"), scene.focused_name()
    # The game's keys work from a toolbar button too.
    heard = announcements(scene)
    before = len(heard)
    scene.key(Qt.Key.Key_H)
    scene.qtbot.waitUntil(lambda: len(heard) > before and not g.busy, timeout=5000)
    assert heard[-1].startswith("Hint: pour tube")
    scene.key(Qt.Key.Key_2)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Tube 2:"), timeout=3000)


def test_level_grid_arrows_follow_what_is_drawn(scene) -> None:  # type: ignore[no-untyped-def]
    scene.key(Qt.Key.Key_Return)  # Home: Levels
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Level 1,"), timeout=3000)
    scene.key(Qt.Key.Key_Right)
    assert scene.focused_name().startswith("Level 2,")
    scene.key(Qt.Key.Key_Down)  # the 4-colour band starts under the 3-colour one
    assert scene.focused_name().startswith("Level 10,"), scene.focused_name()
    scene.key(Qt.Key.Key_Down)
    assert scene.focused_name().startswith("Level 20,"), scene.focused_name()
    scene.key(Qt.Key.Key_Up)
    scene.key(Qt.Key.Key_Up)
    assert scene.focused_name().startswith("Level 2,")


def test_restart_is_undone_by_one_undo_with_its_moves(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    start = g.board()
    assert start is not None
    for _ in range(2):
        b = g.board()
        assert b is not None
        src, dst = b.legal_moves()[0]
        for k in (DIGITS[src], Qt.Key.Key_Space, DIGITS[dst], Qt.Key.Key_Space):
            scene.key(k)
    played, hints = g.board(), g.hintsUsed
    assert g.moves == 2
    scene.key(Qt.Key.Key_R)
    assert g.moves == 0 and g.board() == start and g.canUndo
    assert announcements(scene)[-1] == "Restarted. Moves back to 0."
    scene.key(Qt.Key.Key_U)
    assert g.moves == 2 and g.board() == played and g.hintsUsed == hints
    assert announcements(scene)[-1] == "Restart undone. 2 moves."
    assert scene.focused_name().startswith("Tube ")
    scene.key(Qt.Key.Key_U)  # then the last move before the restart
    assert g.moves == 1 and announcements(scene)[-1] == "Undone. 1 move."


def test_a_hint_counts_when_it_shows_a_move(scene) -> None:  # type: ignore[no-untyped-def]
    """The one hint rule of both games: counted (and saved) when a move is shown; an answer
    that comes after the board changed is dropped, and free."""
    from pebblepour.session.core import strict_json

    g = open_level_one(scene)
    b = g.board()
    assert b is not None
    g.hint()
    src, dst = b.legal_moves()[-1]
    g.activate(src)
    g.activate(dst)  # moved on before the answer came
    scene.qtbot.waitUntil(lambda: not g.busy, timeout=5000)
    assert g.hintsUsed == 0 and not announcements(scene)[-1].startswith("Hint")
    g.hint()
    scene.qtbot.waitUntil(lambda: announcements(scene)[-1].startswith("Hint: pour"), timeout=5000)
    assert g.hintsUsed == 1
    saved = services.current().profile.load_attempt("tubes:level")
    assert saved is not None and strict_json(saved)["hints"] == 1
