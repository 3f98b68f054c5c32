"""The games' sounds on the real scene: each event the controllers announce plays its cue
(the player here has no device: ``PEBBLEPOUR_AUDIO=off``; what it was handed is kept in
``services.current().played``), a chain's sounds follow its frames in order, condensed with
reduced motion, and the settings decide what sounds."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from pebblepour.sound import cues
from pebblepour.sound.cues import Cue, Kind
from pebblepour.tubes.solver import solve
from pebblepour.ui import services
from tests.ui.test_bowls_keyboard import (
    go_to_bowl,
    needs_pack,
    open_endless,
    open_puzzle,
    solve_by_keys,
)
from tests.ui.test_tubes_keyboard import open_level_one


def played() -> list[Cue]:
    return services.current().played


def test_tubes_select_pour_refusal_undo_completed_solved(scene: Any) -> None:
    g = open_level_one(scene)
    board = g.board()
    n = len(board.tubes)
    empty = next(i for i, t in enumerate(board.tubes) if not t)
    g.activate(empty)
    assert played()[-1] == cues.not_a_move(cues.tube_pan(empty, n))
    src, dst = board.legal_moves()[0]
    g.activate(src)
    assert played()[-1] == cues.tube_select(src, n)
    g.activate(dst)
    after = g.board()
    units = len(after.tubes[dst]) - len(board.tubes[dst])
    assert played()[-1] == cues.pour(dst, n, units=units, fill=len(after.tubes[dst]))
    g.undo()
    assert played()[-1] == cues.undo()
    del played()[:]
    moves = solve(g.board()).moves
    for a, b in moves:
        g.activate(a)
        g.activate(b)
    kinds = [c.kind for c in played()]
    assert kinds[-1] is Kind.SOLVED and kinds.count(Kind.SOLVED) == 1
    assert kinds.count(Kind.TUBE_COMPLETED) >= 1
    assert Kind.NOT_A_MOVE not in kinds
    assert kinds.count(Kind.POUR) == kinds.count(Kind.TUBE_SELECT) == len(moves)
    g.undo()  # nothing to undo on a solved board: the refusal's sound
    assert played()[-1] == cues.not_a_move()


def sow(scene: Any, g: Any, bowl: int) -> list[Cue]:
    go_to_bowl(scene, bowl)
    scene.key(Qt.Key.Key_Space)
    assert played()[-1] == cues.bowl_select(bowl)
    start = len(played())
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: not g.playing, timeout=8000)
    return played()[start:]


def test_a_chain_sounds_stone_by_stone_the_same_with_reduced_motion(scene: Any) -> None:
    profile = services.current().profile
    g = open_endless(scene)
    a = g.attempt()
    bowl = a.legal_sources()[-1]
    hand = a.position.bowls[bowl]
    condensed = sow(scene, g, bowl)
    stones = [c for c in condensed if c.kind is Kind.STONE]
    assert len(stones) >= len(hand)  # the hand, then the stones that fall in Endless
    landing = [(bowl + k + 1) % 12 for k in range(len(hand))]
    assert [c.pan for c in stones[: len(hand)]] == [cues.bowl_pan(i) for i in landing]
    g.undo()
    assert played()[-1] == cues.undo()
    profile.update_settings(reduced_motion=False)
    shown = sow(scene, g, bowl)
    assert shown == condensed


def test_a_solved_puzzle_ends_on_the_goal(scene: Any) -> None:
    from pebblepour.ui.bowls_game import pack

    needs_pack()
    puzzle = pack()[0]
    g = open_puzzle(scene, 1)
    solve_by_keys(scene, g, list(puzzle.solution))
    scene.qtbot.waitUntil(lambda: not g.playing)
    kinds = [c.kind for c in played()]
    assert kinds[-1] is Kind.GOAL and Kind.DEFEAT not in kinds
    assert kinds.count(Kind.BOWL_SELECT) == len(puzzle.solution)


def test_the_settings_decide_what_sounds(scene: Any) -> None:
    profile = services.current().profile
    g = open_level_one(scene)
    board = g.board()
    src = next(i for i, t in enumerate(board.tubes) if t)
    profile.update_settings(sound_moves=False)
    g.activate(src)
    g.cancelSelection()
    assert played() == []
    profile.update_settings(sound_moves=True, sound=False)
    g.activate(src)
    g.cancelSelection()
    assert played() == []
    profile.update_settings(sound=True, sound_volume=0.0)
    g.activate(src)
    g.cancelSelection()
    assert played() == []
    profile.update_settings(sound_volume=0.7)
    g.activate(src)
    assert played() == [cues.tube_select(src, len(board.tubes))]


def test_edges_and_dialogs_sound(scene: Any) -> None:
    scene.key(Qt.Key.Key_F1)
    scene.qtbot.waitUntil(lambda: bool(played()) and played()[-1] == cues.dialog())
    scene.key(Qt.Key.Key_F1)
    g = open_level_one(scene)
    assert scene.focused_name().startswith("Tube 1:")
    del played()[:]
    scene.key(Qt.Key.Key_Left)  # round from tube 1 to the last: the left edge
    assert played() == [cues.edge(-0.8)]
    scene.key(Qt.Key.Key_Right)
    assert played() == [cues.edge(-0.8), cues.edge(0.8)]
    scene.key(Qt.Key.Key_Right)  # inside the row: no sound
    assert len(played()) == 2 and g.board() is not None
    scene.key(Qt.Key.Key_Escape)
    scene.qtbot.waitUntil(lambda: scene.present("levelGrid"))
    scene.wait_screen("Level 1,")
    scene.key(Qt.Key.Key_Left)  # the first level: the list ends here
    assert played()[-1] == cues.edge(-0.8)
    scene.key(Qt.Key.Key_Up)
    assert played()[-1] == cues.edge(0)
