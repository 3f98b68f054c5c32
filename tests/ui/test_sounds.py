"""The games' sounds on the real scene: each event the controllers announce plays its cue
(the player here has no device: ``PEBBLEPOUR_AUDIO=off``; what it was handed is kept in
``services.current().played``), a chain's sounds follow its frames in order, condensed with
reduced motion, and the settings decide what sounds."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from pebblepour.sound import board as board_sound
from pebblepour.sound import cues
from pebblepour.sound.cues import Cue, Kind
from pebblepour.sound.mixer import Mixer
from pebblepour.sound.player import Player
from pebblepour.tubes.solver import solve
from pebblepour.ui import services
from tests.sound.test_player import FakeDevice
from tests.ui.play import (
    announcements,
    go_to_bowl,
    needs_pack,
    open_endless,
    open_level_one,
    open_puzzle,
    solve_by_keys,
)


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
    from pebblepour.bowls.puzzles import shipped_pack as pack

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
    scene.key(Qt.Key.Key_Left)  # the first level: the list ends here, heard and said
    assert played()[-1] == cues.edge(-0.8)
    assert announcements(scene)[-1] == "Start of the list"
    scene.key(Qt.Key.Key_Up)
    assert played()[-1] == cues.edge(0)
    assert announcements(scene)[-1] == "No row above"
    assert scene.focused_name().startswith("Level 1,")  # the focus stays


def hearing(monkeypatch: Any) -> Player:
    """A player on a device the test holds (nothing pulls it: what was added stays)."""
    player = Player(FakeDevice())
    monkeypatch.setattr(services.current(), "player", player)
    return player


def wait_for(scene: Any, check: Any) -> None:
    scene.qtbot.waitUntil(check, timeout=3000)


def test_a_hears_the_tubes_board_a_again_or_a_move_stops_it(scene: Any, monkeypatch: Any) -> None:
    player = hearing(monkeypatch)
    g = open_level_one(scene)
    board = g.board()
    said = len(announcements(scene))
    del played()[:]
    scene.key(Qt.Key.Key_A)
    assert played() == [n.cue for n in board_sound.tubes(board.tubes)]
    assert len(announcements(scene)) == said  # nothing spoken over it; B still reads
    wait_for(scene, lambda: player.mixer.playing("board"))
    scene.key(Qt.Key.Key_A)  # again: stopped
    assert not player.mixer.playing("board")
    scene.key(Qt.Key.Key_A)
    wait_for(scene, lambda: player.mixer.playing("board"))
    src = next(i for i, t in enumerate(board.tubes) if t)
    g.activate(src)  # a move stops it
    assert not player.mixer.playing("board")
    assert played()[-1] == cues.tube_select(src, len(board.tubes))
    scene.key(Qt.Key.Key_B)
    assert announcements(scene)[-1] == g.boardText()


def test_a_hears_the_ring_and_stops_on_a_move(scene: Any, monkeypatch: Any) -> None:
    player = hearing(monkeypatch)
    g = open_endless(scene)
    pos = g.attempt().position
    del played()[:]
    scene.key(Qt.Key.Key_A)
    heard = board_sound.bowls(pos.bowls, pos.modifiers)
    assert played() == [n.cue for n in heard]
    assert sum(n.cue.kind is not Kind.BOARD_EMPTY for n in heard) == sum(map(len, pos.bowls))
    wait_for(scene, lambda: player.mixer.playing("board"))
    bowl = g.attempt().legal_sources()[0]
    go_to_bowl(scene, bowl)
    scene.key(Qt.Key.Key_Space)  # choosing a bowl stops it
    assert not player.mixer.playing("board")


def test_a_with_sound_off_says_so(scene: Any) -> None:
    profile = services.current().profile
    g = open_level_one(scene)
    profile.update_settings(sound=False)
    del played()[:]
    scene.key(Qt.Key.Key_A)
    assert played() == [] and announcements(scene)[-1] == "Sound is off. M switches it on."
    profile.update_settings(sound=True, sound_volume=0.0)
    g.hearBoard()
    assert played() == []
    assert announcements(scene)[-1] == "The effects volume is 0. Raise it in Settings."
    profile.update_settings(sound_volume=0.7, sound_moves=False, sound_interface=False)
    g.hearBoard()  # asked for: the group switches do not silence it
    assert played() and all(c.kind.group is cues.Group.REVIEW for c in played())


def test_the_key_lists_have_a(scene: Any) -> None:
    open_level_one(scene)
    scene.key(Qt.Key.Key_F1)
    overlay = scene.find("shortcuts")
    scene.qtbot.waitUntil(lambda: overlay.property("opened"))
    rows = overlay.property("rows").toVariant()
    assert ["A", "Hear the whole board as sound, tube by tube; A again stops it"] in rows
    keys = [r[0] for r in rows]
    assert keys.index("A") == keys.index("B") + 1


class Volumes:
    """A player that keeps the volume of every cue it was handed."""

    failed = None
    hush = 0

    def __init__(self) -> None:
        self.volumes: list[tuple[Kind, float]] = []
        self.mixer = Mixer()

    def silence(self) -> None:
        pass

    def play(self, cue: Cue, *, volume: float, mono: bool = False, delay_ms: int = 0) -> None:
        self.volumes.append((cue.kind, volume))

    def play_run(self, notes: Any, *, volume: float, mono: bool = False, tag: str) -> None:
        self.volumes.append((Kind.BOARD_UNIT, volume))

    def stop(self, tag: str) -> None:
        pass  # nothing keeps playing here

    def close(self) -> None:
        pass


def test_sounds_are_quieter_while_a_sentence_is_spoken(scene: Any, monkeypatch: Any) -> None:
    from pebblepour.sound.ducking import DUCKED
    from pebblepour.ui import sounds

    player = Volumes()
    monkeypatch.setattr(services.current(), "player", player)
    monkeypatch.setattr(sounds, "reader_active", lambda: True)  # a screen reader listens
    g = open_level_one(scene)
    volume = services.current().profile.settings().sound_volume
    services.current().ducking.until = 0.0  # the screen's opening sentence is over
    src, dst = g.board().legal_moves()[0]
    g.activate(src)  # its sound comes first, then "Tube n selected, ... on top."
    g.activate(dst)  # poured while that sentence is still being said
    kinds = [k for k, _ in player.volumes]
    assert kinds[:2] == [Kind.TUBE_SELECT, Kind.POUR]
    assert player.volumes[0][1] == volume
    assert player.volumes[1][1] == pytest.approx(volume * DUCKED)
    services.current().ducking.until = 0.0  # the sentences are over: full volume again
    g.undo()
    assert player.volumes[-1] == (Kind.UNDO, volume)
    g.hearBoard()  # A right after "Undone.": the board is heard quieter too
    assert player.volumes[-1] == (Kind.BOARD_UNIT, pytest.approx(volume * DUCKED))
    monkeypatch.setattr(sounds, "reader_active", lambda: False)  # no reader: no speech
    services.current().ducking.until = 0.0
    g.undo()  # "Nothing to undo." is shown, not spoken: nothing to duck under
    g.activate(src)
    assert player.volumes[-1] == (Kind.TUBE_SELECT, volume)


def test_the_solved_sound_plays_under_the_solved_sentence(scene: Any, monkeypatch: Any) -> None:
    """The last pour's sentence ("... Solved in 6 moves!") is said first and its sounds (the
    pour, the chime, the arpeggio) play under it, quieter: speech keeps priority."""
    from pebblepour.sound.ducking import DUCKED
    from pebblepour.ui import sounds

    player = Volumes()
    monkeypatch.setattr(services.current(), "player", player)
    monkeypatch.setattr(sounds, "reader_active", lambda: True)
    g = open_level_one(scene)
    volume = services.current().profile.settings().sound_volume
    for a, b in solve(g.board()).moves:
        g.activate(a)
        services.current().ducking.until = 0.0  # every sentence before the pour is over
        g.activate(b)
    assert g.over
    solved = [v for k, v in player.volumes if k is Kind.SOLVED]
    assert solved == [pytest.approx(volume * DUCKED)]


def test_sound_off_silences_what_is_on_its_way(scene: Any) -> None:
    """M (sound off) and a volume of 0 stop what plays and what waits to play."""
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    player = services.current().player
    before = player.hush
    settings.toggleSound()  # off
    assert player.hush == before + 1
    settings.toggleSound()  # on again: nothing to silence
    assert player.hush == before + 1
    settings.setProperty("soundVolume", 0.0)
    assert player.hush == before + 2


def test_a_without_a_sound_device_says_so(scene: Any, monkeypatch: Any) -> None:
    player = Volumes()
    player.failed = "no device"  # type: ignore[assignment]
    monkeypatch.setattr(services.current(), "player", player)
    g = open_level_one(scene)
    g.hearBoard()
    assert announcements(scene)[-1] == "There is no sound device, so nothing plays."
    assert player.volumes == []


def test_a_chain_steps_sounds_follow_each_other_in_order(
    qapp: Any, qt_loop: Any, qtbot: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    """Puzzle 73's last move clears groups in bowls 10 and 12 in one step, then the combo:
    their sounds are heard one after the other in that order (SPREAD_MS apart), not as one
    chord, with reduced motion too."""
    from pebblepour.tools.screens import open_screen
    from pebblepour.ui import bowls_chain
    from tests.ui.conftest import start_scene, stop_scene
    from tests.ui.test_orca import bowls_puzzle_one_move_left

    bowls_puzzle_one_move_left(tmp_path, monkeypatch, 73)
    heard: list[tuple[Kind, int, int]] = []
    monkeypatch.setattr(bowls_chain, "play_cue", lambda cue, delay_ms=0: heard.append(
        (cue.kind, round(cue.pan * 100), delay_ms)))
    scene = start_scene(qapp, qtbot)
    try:
        open_screen(scene, "bowlsPlay", {"startMode": "puzzle", "startPuzzle": 73})
        g = scene.engine.singletonInstance("PebblePour.Backend", "BowlsGame")
        scene.qtbot.waitUntil(lambda: g.number == 73, timeout=3000)
        g.select(6)
        g.confirm()
        scene.qtbot.waitUntil(lambda: not g.playing, timeout=8000)
    finally:
        stop_scene(scene)
    chain = [(k, d) for k, _p, d in heard if k in (Kind.GROUP_CLEARED, Kind.COMBO)]
    kinds = [k for k, _d in chain]
    assert kinds[:3] == [Kind.GROUP_CLEARED, Kind.GROUP_CLEARED, Kind.COMBO], heard
    delays = [d for _k, d in chain[:3]]
    assert delays == sorted(delays) and len(set(delays)) == 3, delays
    assert delays[1] - delays[0] == bowls_chain.SPREAD_MS
