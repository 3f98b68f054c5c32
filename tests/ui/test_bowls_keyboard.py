"""A keyboard-only Bowls player on the real QML scene: the ring, selection, undo, reading,
and puzzles solved by following their stored solutions with keys alone."""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale, Qt

from pebblepour.bowls import Reason, State
from pebblepour.bowls.puzzles import shipped_pack as pack
from tests.ui.conftest import ENDLESS_SEED
from tests.ui.play import (
    announcements,
    focused_bowl,
    go_to_bowl,
    needs_pack,
    open_daily,
    open_endless,
    open_puzzle,
    play_move,
    solve_by_keys,
    tab_to,
)

CTRL = Qt.KeyboardModifier.ControlModifier


def test_ring_keys_selection_undo_and_reading(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    a = g.attempt()
    assert a is not None
    heard = announcements(scene)
    # The bowl's accessible name: number, count, every stone in queue order.
    name = scene.focused_name()
    assert re.match(r"Bowl \d+, 3 stones: \w+ \w+, \w+ \w+, \w+ \w+$", name), name
    # Left from bowl 1 wraps to bowl 12, Right wraps back.
    go_to_bowl(scene, 0)
    scene.key(Qt.Key.Key_Left)
    assert focused_bowl(scene) == 11
    scene.key(Qt.Key.Key_Right)
    assert focused_bowl(scene) == 0
    # Space selects, the hand is shown and readable; Space on another bowl changes it.
    scene.key(Qt.Key.Key_Space)
    assert g.selected == 0 and len(g.hand) == 3
    assert g.handText.startswith("Selected bowl 1, 3 stones in queue order: ")
    scene.key(Qt.Key.Key_Right)
    scene.key(Qt.Key.Key_Space)
    assert g.selected == 1
    # Escape clears the selection (and stays on the board); nothing was played.
    scene.key(Qt.Key.Key_Escape)
    assert g.selected == -1 and a.moves_used == 0
    assert heard[-1] == "Selection cancelled."
    assert focused_bowl(scene) == 1
    # Enter without a selection is not a move.
    scene.key(Qt.Key.Key_Return)
    assert a.moves_used == 0 and "Select a bowl first" in heard[-1]
    # A move, then Ctrl+Z: the board comes back, focus stays on a bowl, practice is marked.
    start = a.position
    play_move(scene, 1)
    assert a.moves_used == 1 and a.position != start
    assert focused_bowl(scene) == 1
    scene.key(Qt.Key.Key_Z, CTRL)
    assert a.moves_used == 0 and a.position == start
    assert focused_bowl(scene) == 1
    assert g.practice and "practice" in heard[-1]
    assert scene.find("practiceBadge").isVisible()
    # B reads the whole ring: twelve bowls.
    scene.key(Qt.Key.Key_B)
    assert heard[-1].count("Bowl ") == 12
    # The shortcuts overlay lists the Bowls keys.
    scene.key(Qt.Key.Key_F1)
    overlay = scene.find("shortcuts")
    assert overlay.property("opened")
    rows = overlay.property("rows").toVariant()
    assert any(r[1] == "Read the whole ring aloud" for r in rows), rows
    scene.key(Qt.Key.Key_Escape)
    assert not overlay.property("opened")
    assert focused_bowl(scene) == 1
    # Escape with nothing selected goes back home, to the Endless button it was opened from.
    scene.key(Qt.Key.Key_Escape)
    scene.wait_screen("Endless")
    assert scene.present("homeScreen") and not scene.present("bowlsBoard")
    assert scene.focused_name() == "Endless"


def test_illegal_choice_is_not_a_move(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    a = g.attempt()
    assert a is not None
    # The scene's fixed Endless seed (tests/ui/conftest.py), so always this deal: sowing
    # bowl 1 empties it and the refill leaves it empty.
    assert a.seed == ENDLESS_SEED  # type: ignore[attr-defined]
    assert a.position.bowls[:2] == ("ggp", "rpp"), a.position.bowls
    play_move(scene, 0)
    assert a.position.bowls[0] == "" and a.moves_used == 1
    before = str(a.position)
    go_to_bowl(scene, 0)
    scene.key(Qt.Key.Key_Space)
    scene.key(Qt.Key.Key_Return)
    assert g.selected == -1 and a.moves_used == 1 and str(a.position) == before
    assert announcements(scene)[-2:] == [
        "Bowl 1 is empty: choose another.",  # Space on the empty bowl
        "Select a bowl first with Space.",  # Enter: nothing was selected
    ]


def test_keyboard_only_solve_of_puzzle_one(scene) -> None:  # type: ignore[no-untyped-def]
    needs_pack()
    puzzle = pack()[0]
    assert int(puzzle.id) == 1
    g = open_puzzle(scene, 1)
    assert g.goalText and g.movesLeft == puzzle.limit
    solve_by_keys(scene, g, list(puzzle.solution))
    a = g.attempt()
    assert a is not None and a.status.state is State.WON and a.status.reason is Reason.GOAL
    assert "Puzzle solved" in announcements(scene)[-1]
    scene.qtbot.waitUntil(lambda: scene.find("bowlsResult").property("visible") is True)
    # The record is written: the panel says where it stands, a first solve (never "New best").
    scene.qtbot.waitUntil(lambda: g.result.get("first") is True)
    assert "First solve!" in g.result["notes"] and "New best!" not in g.result["notes"]
    assert g.result["title"] == "Puzzle solved!"
    assert scene.focused_name() in ("Next puzzle", "Play again")
    # Over, the board takes no sow and gives no hint: the attempt's own reason is said.
    for act in (g.confirm, g.hint):
        act()
        assert announcements(scene)[-1] == "The game is over.", act
    g.undo()  # a solve is final: recorded, never taken back
    assert announcements(scene)[-1] == "Nothing to undo."
    assert a.moves_used == len(puzzle.solution)
    # Escape leaves the solved board for the puzzle list, back on the puzzle just played.
    scene.key(Qt.Key.Key_Escape)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Puzzle 1, solved"), timeout=3000)
    stats = __import__("pebblepour.ui.services", fromlist=["current"]).current().profile
    assert 1 in stats.bowls_puzzle_stats()


def volcano_puzzle() -> object:
    for p in pack():
        a = p.attempt()
        if any(a.play(m).erupted for m in p.solution):
            return p
    raise AssertionError("no puzzle of the pack needs an eruption")


def test_keyboard_only_solve_of_a_volcano_chain_puzzle(scene) -> None:  # type: ignore[no-untyped-def]
    needs_pack()
    puzzle = volcano_puzzle()
    number = int(puzzle.id)  # type: ignore[attr-defined]
    g = open_puzzle(scene, number)  # far down the list: Down jumps ten at a time
    solve_by_keys(scene, g, list(puzzle.solution))  # type: ignore[attr-defined]
    heard = announcements(scene)
    assert any("erupted" in h for h in heard), heard
    a = g.attempt()
    assert a is not None and a.status.state is State.WON


def test_bowls_model_passes_the_model_tester(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtTest import QAbstractItemModelTester

    from pebblepour.session.playback import Flash
    from pebblepour.ui.bowls_text import BOWL_KEYS, bowl_row
    from pebblepour.ui.rows_model import RowsModel

    model = RowsModel(BOWL_KEYS)
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    role = {bytes(v.data()).decode(): k for k, v in model.roleNames().items()}
    plain = dict(selected=False, playable=True, flash=Flash.NONE, hint=False)
    rows = [bowl_row(i, "rgb", "", 0, **plain) for i in range(12)]  # type: ignore[arg-type]
    model.set_rows(rows)
    rows[3] = bowl_row(
        3, "rrgg*#p", "V", 2, selected=True, playable=True, flash=Flash.GROUP, hint=True
    )
    model.set_rows(rows)
    idx = model.index(3)
    assert model.data(idx, role["stones"]) == list("rrgg*#p")
    name = model.data(idx, role["description"])
    assert name.startswith("Bowl 4, volcano (2 moves left), 7 stones"), name
    assert name.endswith(", hint: sow this bowl") and model.data(idx, role["hint"])
    assert model.rowCount() == 12
    del tester


def test_endless_overflow_names_the_bowl_and_records_the_score(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.ui import services

    g = open_endless(scene)
    a = g.attempt()
    assert a is not None
    for _ in range(40):
        if a.status.is_over:
            break
        # The fullest-making move: overflow comes quickly.
        play_move(scene, max(a.legal_sources(), key=lambda m: (a.forecast(m).fullest, m)))
    assert a.status.reason is Reason.OVERFLOW
    panel = scene.find("bowlsResult")
    scene.qtbot.waitUntil(lambda: panel.property("visible") is True)
    reason = g.result["subtitle"]
    assert reason.startswith("Overflow: bowl"), reason
    assert "Overflow in bowl" in announcements(scene)[-1]
    # Not recorded yet: undo is still offered (it would make the attempt practice).
    assert g.result["canUndo"] is True
    profile = services.current().profile
    assert profile.bowls_endless_history() == []
    # Focus is on "New attempt": Enter records this one and starts the next.
    assert scene.focused_name() == "New attempt"
    scene.key(Qt.Key.Key_Return)
    history = profile.bowls_endless_history()
    assert len(history) == 1 and history[0].score == a.score and not history[0].practice
    assert profile.bowls_endless_best() == a.score
    b = g.attempt()
    assert b is not a and b is not None and b.moves_used == 0
    focused_bowl(scene)


def test_daily_twenty_moves_then_replay(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.profile.clock import utc_today
    from pebblepour.ui import services

    g = open_daily(scene)
    long_date = QLocale().toString(utc_today(), QLocale.FormatType.LongFormat)
    assert g.title == "Daily: " + long_date and g.movesLeft == 20
    a = g.attempt()
    assert a is not None
    while not a.status.is_over:
        play_move(scene, min(a.legal_sources(), key=lambda m: (a.forecast(m).fullest, m)))
    scene.qtbot.waitUntil(lambda: scene.find("bowlsResult").property("visible") is True)
    if a.status.state is State.WON:
        assert g.result["title"] == "Daily complete!" and a.moves_used == 20
    assert scene.focused_name() == "Replay the daily"
    scene.key(Qt.Key.Key_Return)
    best = services.current().profile.bowls_daily_best()[utc_today()]
    assert best.score == a.score
    b = g.attempt()
    assert b is not None and b is not a and b.moves_used == 0
    assert b.position == type(a)(a.date).position  # type: ignore[attr-defined]


def test_chain_plays_step_by_step_and_any_key_skips_to_the_end(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.ui import services

    services.current().profile.update_settings(reduced_motion=False)
    g = open_endless(scene)
    a = g.attempt()
    assert a is not None
    heard = announcements(scene)
    go_to_bowl(scene, 0)
    scene.key(Qt.Key.Key_Space)
    before = len(heard)
    scene.key(Qt.Key.Key_Return)
    # The engine has played the move; the screen is still showing it stone by stone.
    assert a.moves_used == 1 and g.playing
    model = g.bowls
    shown = ["".join(model.row(i)["stones"]) for i in range(12)]
    assert shown != list(a.position.bowls)
    # The result at the key (issue 45.1): said now, while the chain is still shown; the
    # focused bowl's spoken name holds still until the chain ends.
    assert len(heard) == before + 1 and heard[-1].startswith("Bowl 1: 3 stones sown to bowl 4.")
    held = scene.focused_name()
    assert held.startswith("Bowl 1, 3 stones")  # as before the sow: it holds still
    scene.key(Qt.Key.Key_X)
    assert not g.playing
    assert ["".join(model.row(i)["stones"]) for i in range(12)] == list(a.position.bowls)
    assert len(heard) == before + 1  # said once
    scene.qtbot.waitUntil(lambda: scene.focused_name() != held)
    assert focused_bowl(scene) == 0 and a.moves_used == 1
    # With the animation left to run, the chain ends by itself.
    go_to_bowl(scene, a.legal_sources()[-1])
    scene.key(Qt.Key.Key_Space)
    scene.key(Qt.Key.Key_Return)
    assert g.playing
    scene.qtbot.waitUntil(lambda: not g.playing, timeout=6000)
    assert ["".join(model.row(i)["stones"]) for i in range(12)] == list(a.position.bowls)
    # A key during a chain ends its showing and does what it does (the move was said).
    assert not a.status.is_over
    bowl = a.legal_sources()[0]
    go_to_bowl(scene, bowl)
    scene.key(Qt.Key.Key_Space)
    scene.key(Qt.Key.Key_Return)
    assert g.playing and a.moves_used == 3
    scene.key(Qt.Key.Key_Right)
    assert not g.playing and focused_bowl(scene) == (bowl + 1) % 12


def test_language_switch_mid_game_renames_bowls_and_keeps_focus(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    go_to_bowl(scene, 2)
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("language", "pl")
    scene.wait_until(lambda: scene.focused_name().startswith("Miseczka 3, 3 kamienie: "))
    assert g.title == "Bez końca"
    scene.key(Qt.Key.Key_Space)
    assert "3" in g.handText and not g.handText.startswith("Selected")
    settings.setProperty("language", "en")
    scene.wait_until(lambda: scene.focused_name().startswith("Bowl 3, 3 stones: "))
    assert focused_bowl(scene) == 2


def test_end_attempt_asks_first_then_records_the_score(scene) -> None:  # type: ignore[no-untyped-def]
    from pebblepour.ui import services

    g = open_endless(scene)
    a = g.attempt()
    assert a is not None
    play_move(scene, a.legal_sources()[0])
    # Menus by Tab: from the ring to the End attempt button.
    tab_to(scene, "End attempt", limit=20)
    scene.key(Qt.Key.Key_Return)
    assert scene.find("bowlsEndConfirm").property("opened")
    assert scene.focused_name() == "Keep playing"
    scene.key(Qt.Key.Key_Return)  # keep playing: nothing ended
    scene.wait_until(lambda: not scene.find("bowlsEndConfirm").property("opened"))
    scene.wait_until(lambda: scene.focused_name().startswith("Bowl "))
    assert not a.status.is_over
    focused_bowl(scene)
    tab_to(scene, "End attempt", limit=20)
    scene.key(Qt.Key.Key_Return)
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "End attempt"
    scene.key(Qt.Key.Key_Return)
    assert a.status.is_over and a.status.reason is Reason.ENDED
    scene.qtbot.waitUntil(lambda: scene.find("bowlsResult").property("visible") is True)
    assert g.result["subtitle"] == "You ended the attempt." and g.result["canUndo"] is False
    assert services.current().profile.bowls_endless_history()[0].score == a.score
    assert services.current().profile.load_attempt("bowls:endless") is None
    # The result panel keeps the keyboard: focus is on one of its buttons, not the ring behind,
    # and still there once the scene has drawn itself again.
    scene.wait_until(lambda: scene.focused_name() == "New attempt")
    scene.frames()
    assert scene.focused_name() == "New attempt", scene.focused_name()
    scene.key(Qt.Key.Key_Tab)
    assert not scene.focused_name().startswith("Bowl "), scene.focused_name()


def test_spoken_sentences_join_with_one_break() -> None:
    from pebblepour.ui.wording import sentences

    assert sentences("Endless: attempt over", "You ended the attempt.", "New best!") == (
        "Endless: attempt over. You ended the attempt. New best!"
    )
    assert sentences("Puzzle solved!", "", "Score 40") == "Puzzle solved! Score 40"
