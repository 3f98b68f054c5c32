"""What a blind player hears, on two readers: Debian 12's Orca 43.1 (the machine's) and
Debian 13's Orca 48.1 (in a Debian 13 chroot), each run for real on Xvfb and the AT-SPI bus.

The oracle is Orca's own speech (the ``SPEECH OUTPUT`` lines of its debug log), not the events
Qt sent: each test plays a keyboard-only session (orca_*_driver.py) and checks, step by step,
that every result was spoken, exactly once, in the player's language. Every test runs on both
readers with the same assertions; only the readers' own wording is normalised
(``orca_run.normalise``). What differs between the readers, and why the app is built as it is:

* **Channel.** 43.1 has no handler for ``Object:Announcement``; the app sees that in the
  AT-SPI registry and speaks through a Notification in a status bar (``ui/announcer.py``).
  48 listens for announcements, and gets only those.
* **The focused item's name.** 48 re-reads the focused item when its name changes; 43.1 drops
  that for list items. A message that repeats the focused tube's new contents leaves them
  out where the reader reads them itself (``Announcer.say(focus_name=...)``), so a pour is
  heard once on both: 43.1 in one sentence, 48 as the tube, then the pour.
* **Selection state.** 48 says "not selected." after focusing any selectable item; the board's
  items are not exposed as selectable (the selection is part of their name, and spoken when
  it happens).
* **List counts.** 48 counts only the list items that are showing (whose rectangle meets the
  window), so a 100-item list scrolled in a window read as "List with 50 items"; 43.1 counts
  the children. Every list entry (tiles, rows, rules) is read through a ReaderSpan that
  reaches into the window while scrolled out of it, so both readers give the true count.
* **A screen left.** 48 asks after the item that had the focus on it, late (behind the
  "showing" events of the next screen); Qt gives no answer for a destroyed item, 48 waits
  0.8 s (libatspi's limit as it sets it), marks the app as hung and says nothing more for it.
  A screen left is therefore destroyed 30 s later (``Main.leave``), not at once: 5 s was
  too short when a long page (How to play) had just been read.
* **A flood.** 43.1 prunes its event queue when an app sends many events at once (a screen
  opening with all its items), and a notification among them is never spoken: the
  notification channel holds what is said while a screen opens until 0.4 s after it is shown
  (``Main.qml``, ``speech``), so a resumed puzzle's sentence is heard. 48's announcements
  were not lost this way.
* **A focused pane.** 48 says only the window's name for a pane that takes the focus (43.1
  says the pane's name); a screen's first focus target holds its focus before it is shown,
  so the focus goes straight there and 48 names the screen as the target's ancestor (without
  the role word "panel" and the full stop, normalised where it is checked).
* **A Bowls chain.** 48 read the focused bowl at every step of a chain (emptied, a new
  stone landing) and dropped the move's sentence when the last change came with it. The
  bowls' spoken names hold still while a chain plays and change once, after the sentence
  (``ContainerItem.settling``).
* **A result after a sentence.** 48 handles a dialog's focus before an announcement when
  both wait in its queue (under load): a result panel opened in the same moment as the
  sentence of the move that ended the game was read before it. Both games' panels open a
  moment (1.2 s) after that sentence, and the bowls' names hold still until then.
* **A busy app.** When the app is slow to answer one of its questions (0.8 s), 43.1 marks it
  as hung and says nothing more for it, for good. On a loaded machine, a board ID typed at
  33 keys a second (each key a caret event 43.1 asks after) did that, every time; the
  sessions type as a person does, about 8 keys a second (``OrcaSession.type_text``), and then
  it held.
* **Role words.** 48 says "button" where 43.1 says "push button".
* **Braille.** 48 writes a ``BRAILLE LINE`` for what a braille display would show (announcements
  are flashed there); the Tubes and Bowls scenarios assert each result's line.
* **A changed value.** Both readers read the new name of a focused spin box (the board
  editor's steppers, "Colours: 2"): 43.1 too, unlike a list item. A stepper's change is
  therefore said by its name alone; an announcement as well made 43.1 say it twice.

The sessions, each on both readers: a Tubes level, the Tubes Daily resumed and solved, the
achievements, themes and charts (English; Japanese with Orca's own defaults, key echo on, and a
damaged profile's notice); a Bowls puzzle, How to play, puzzle 73's chain (two groups, an
eruption, a combo) and the Bowls Daily from Home to its result (English); Endless and its
dialogs (Thai, with the damaged-profile notice, How to play and Spanish chosen in Settings;
Polish, with Statistics and the themes; and Spanish); Endless events (a wildcard, a blocker,
frozen, reverse and volcano bowls arriving and expiring: English, Japanese and Polish, the last
two followed by the Bowls Daily from Home to its result and an overflow defeat, then How to play
in Japanese and the Tubes Daily resumed and solved in Polish); Play a board (a wrong ID, a Tubes
and a Bowls board, an overflow defeat, a board made in the editor) and Thai chosen in Settings;
keys rebound and one-switch play.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from pebblepour.bowls.puzzles import load_pack
from pebblepour.profile import clock
from pebblepour.profile.profile import Profile
from pebblepour.session.bowls import BowlsPlay
from pebblepour.session.bowls import session_of as bowls_session_of
from pebblepour.session.tubes import TubesPlay, session_of
from pebblepour.tubes.levels import daily
from pebblepour.tubes.solver import solve_optimal
from tests.ui.orca_run import READERS, once, run_orca_driver, steps

pytestmark = pytest.mark.atspi


NOW = datetime(2026, 12, 7, 12, 0, tzinfo=UTC)
"""The moment every reader session starts at, in the test's own process and in the app's
(``tests/ui/app_at_time.py``), the clock running on from it: no test reads the real clock (a
run that crossed midnight UTC prepared one day's Daily and saw the next day's list)."""


@pytest.fixture(autouse=True)
def fixed_now(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("PEBBLEPOUR_TEST_NOW", NOW.isoformat())
    began = time.monotonic()
    with clock.use_clock(lambda: NOW + timedelta(seconds=time.monotonic() - began)):
        yield


@pytest.fixture(params=READERS)
def reader(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def no_repeats(result: dict[str, Any]) -> None:
    """No step made Orca say the same utterance twice."""
    for step in result["transcript"]:
        spoken = step["spoken"]
        assert len(spoken) == len(set(spoken)), step


def result(s: dict[str, list[str]], step: str, text: str, reader: str,
           focus: str = "Tube ") -> None:
    """Step ``step`` ends with ``text``, heard once. Orca 48 re-reads the focused item when its
    name changes (the tube a move changed, the tube a digit key reached), so there that item's
    own reading (starting ``focus``) may come first; on 43.1 nothing else is said."""
    spoken = s[step]
    assert spoken and spoken[-1] == text and spoken.count(text) == 1, (step, spoken)
    others = spoken[:-1]
    if reader == "orca43":
        assert not others, (step, spoken)
    assert all(u.startswith(focus) for u in others), (step, spoken)


def brailled(r: dict[str, Any], reader: str, step: str, text: str) -> None:
    """On Orca 48, a braille line of ``step`` shows ``text`` (what the speech said): a
    deafblind player reads the same words. Orca 43.1 writes no braille lines without a
    display."""
    if reader != "orca48":
        return
    lines = [b for t in r["transcript"] if t["step"] == step for b in t["braille"]]
    assert any(text in b for b in lines), (step, text, lines)


def panels(spoken: list[str], heading: str) -> list[str]:
    """The utterances that read the dialog headed ``heading``: its name (the heading, then its
    facts: GameDialog.qml) and role."""
    return [u for u in spoken if u.startswith((heading + " · ", heading + " dialog"))
            and " dialog" in u]


def daily_one_pour_left(profile_dir: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, int]:
    """Today's Tubes Daily saved one pour from solved, as a player leaves it: the driver's
    argument for the last pour ("SRC,DST", 0-based) and the moves already played."""
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(profile_dir))
    today = clock.utc_today()
    board = daily(today).board
    moves = solve_optimal(board).moves
    session = session_of(TubesPlay(board, day=today))
    for move in moves[:-1]:
        session.play(move)
    with Profile.open() as p:
        session.save(p)
    src, dst = moves[-1]
    return f"{src},{dst}", len(moves) - 1


def as_ancestor(utterance: str) -> str:
    """A pane's name as Orca 48 says it (Orca 43.1 adds the role "panel" and a full stop),
    and any other utterance without its full stop."""
    return utterance.removesuffix(".").removesuffix(" panel")


def themes_heard(s: dict[str, list[str]], screen: str, gallery: str, first: str,
                 second: str) -> None:
    """The theme gallery: the screen, the list and its 7 cards (all counted, though the second
    row is partly out of the window), the card in use first, then the next one, each with its
    description (what it looks like, and what Enter does). (Orca 48 names ancestors without
    their role and full stop.)"""
    entered = [as_ancestor(u) for u in s["themes"]]
    assert entered[:4] == [screen, gallery, "List with 7 items", first], s["themes"]
    assert len(s["themes"]) == 5 and len(s["next theme"]) == 2, (s["themes"], s["next theme"])
    assert s["next theme"][0].rstrip(".") == second, s["next theme"]


def achievements_heard(s: dict[str, list[str]], reader: str) -> None:
    """The achievements list: its name and size, then each row as a sighted player reads it.
    (Orca 48 ends the list's name without a full stop.) All 17 are counted on both readers,
    though only 5 or 6 rows meet the window: each is read through a ReaderSpan."""
    assert (
        "Achievements, 1 of 17 earned. The next one you earn unlocks the Sand theme"
        in [u.rstrip(".") for u in s["achievements"]]
    )
    assert "List with 17 items." in [u.rstrip(".") + "." for u in s["achievements"]]
    assert s["achievements"][-1] == (
        "First solve, earned Tuesday, December 1, 2026: Solve any Bowls puzzle. "
        "Unlocked the Garden theme."
    )
    assert s["next achievement"] == [
        "Shortest way, open: Solve a puzzle in its shortest number of moves, without a hint."
    ]
    assert s["last achievement"] == [
        "Ten days, open: Complete the daily on ten days, Bowls and Tubes together."
    ]


@pytest.mark.seconds(115)
def test_orca_speaks_a_whole_tubes_level_in_english(
    reader: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    with clock.use_clock(lambda: datetime(2026, 12, 1, 12, 0, tzinfo=UTC)), Profile.open() as p:
        p.award_achievement("bowls_first_puzzle")  # earned before: the list has both kinds
    last_pour, played = daily_one_pour_left(tmp_path, monkeypatch)
    r = run_orca_driver(reader, "orca_tubes_driver.py", tmp_path, "en_US.UTF-8", last_pour)
    s = steps(r)
    # The Daily list: its name, all 30 days, today first with its attempt in progress.
    assert "Daily boards" in [u.rstrip(".").removesuffix(" list") for u in s["daily list"]]
    assert "List with 30 items." in [u.rstrip(".") + "." for u in s["daily list"]]
    today = s["daily list"][-1]
    assert today.startswith("Today, ") and f"in progress: {played} moves so far" in today, today
    # Resumed with how far the player had come, once; the last pour solves it.
    once(r, f"Resumed where you left off: {played} moves played.")
    last = s["daily last pour"]
    panel = [u for u in last if u in panels(last, "Solved!")]
    assert len(panel) == 1, last
    for fact in (f"Moves: {played + 1}", "Hints used: 0", f"Shortest solution: {played + 1} moves",
                 "First completion of this day"):
        assert fact in panel[0], (fact, panel[0])
    once(r, f"Solved in {played + 1} moves!")
    brailled(r, reader, "daily last pour", f"Solved in {played + 1} moves!")
    once(r, "Achievement earned: First Tubes daily. New theme unlocked: Ocean.")
    themes_heard(s, "Theme gallery", "Seven themes", "Simple, in use", "Garden, unlocked")
    achievements_heard(s, reader)
    assert "List with 100 items." in s["home"]  # all, not those in the window
    assert s["locked"] == ["Level 2, locked.", "Level 2 is locked. Solve level 1 first."]
    once(r, "Level 1. 3 colours, 5 tubes. Press B to hear the whole board.")
    assert "List with 5 items." in s["start"]
    # The selection: said by the app on 43.1; on 48 it is the tube's own new name (read once).
    selected = {"orca43": "Tube 1 selected, yellow on top.",
                "orca48": "Tube 1: blue, yellow, yellow, yellow; full; selected."}[reader]
    assert s["select"] == [selected]
    result(s, "cancel", "Selection cancelled.", reader)
    assert "Not a move: tube 2 is full." in s["illegal"]
    # The hint, once; on 48 after the hinted tube's new name (focus moves there).
    assert s["hint"].count("Hint: pour tube 1 into tube 4.") == 1, s["hint"]
    assert s["hint"][0 if reader == "orca43" else -1] == "Hint: pour tube 1 into tube 4."
    # The hinted tubes carry the hint; the destination's new contents follow the pour.
    assert "Tube 4: empty; hint: pour into this tube." in s["pour"]
    # The pour and the target's new contents, each once: one sentence on 43.1; on 48 the
    # focused tube's name change, then the pour.
    contents = "Tube 4: yellow, yellow, yellow; 1 free."
    if reader == "orca43":
        assert s["pour"][-1] == "Poured 3 yellow from tube 1 into tube 4. " + contents
    else:
        assert s["pour"][-2:] == [contents, "Poured 3 yellow from tube 1 into tube 4."]
    assert sum(contents in u for u in s["pour"]) == 1, s["pour"]
    brailled(r, reader, "pour", "Poured 3 yellow from tube 1 into tube 4.")
    brailled(r, reader, "pour", contents.rstrip("."))
    brailled(r, reader, "undo", "Undone. 0 moves.")
    brailled(r, reader, "move 6", "Solved in 6 moves!")
    assert s["review"] == ["4 tubes still to sort. 1 move so far."]
    assert len(s["board"]) == 1 and s["board"][0].startswith("1 move. Tube 1: blue; 3 free.")
    assert s["board"][0].count("Tube ") == 5
    # R after a pour, then U brings the pour back (one undo per restart), then U takes it.
    result(s, "restart", "Restarted. Moves back to 0.", reader)
    result(s, "undo restart", "Restart undone. 1 move.", reader)
    result(s, "undo", "Undone. 0 moves.", reader)
    last = s["move 6"]
    win = [i for i, u in enumerate(last) if u.endswith("Solved in 6 moves!")]
    panel = [i for i, u in enumerate(last) if u in panels(last, "Solved!")]
    assert len(win) == 1 and len(panel) == 1 and win[0] < panel[0], last
    facts = last[panel[0]]
    for fact in ("Level 1", "Moves: 6", "Time: ", "Hints used: 1", "Best for this board: 6 moves",
                 "Shortest solution: 6 moves", "First clear of this level"):
        assert fact in facts
    assert last[-1] == "Next level push button."
    once(r, "Solved! · Level 1 · ")
    # "Copy result": the words copied to share, heard once (and brailled on 48).
    shared = ("Result copied: Pebble & Pour · Tubes level 1 · solved in 6 moves (shortest 6), "
              "1 hint · tubes:level:1.")
    assert s["share"] == [shared], s["share"]
    brailled(r, reader, "share", "Result copied: Pebble & Pour · Tubes level 1")
    # The first clear earns an achievement that unlocks a theme: heard once, with the panel.
    assert "Achievement earned: First pour. New theme unlocked: Sand." in facts
    once(r, "Achievement earned: First pour.")
    # Home again after the level, and the next Tab is heard too.
    assert "Pebble & Pour panel." in s["home after the level"], s["home after the level"]
    assert s["tab on home"] and s["tab on home"][0].endswith("push button."), s["tab on home"]
    # Statistics → Charts (issue 24 point 7): the first chart a list named by its title, its
    # first bar said in words; Tab: the next chart, its bar the Daily just solved.
    assert any(u.startswith("Tubes levels: your moves and the shortest") for u in s["charts"]), (
        s["charts"])
    # (Orca 48 reads the chart's summary, its description, after the bar.)
    assert "Level 1: 6 moves, shortest 6" in [u.rstrip(".") for u in s["charts"]], s["charts"]
    assert any(u.rstrip(".").endswith(f": {played + 1} moves, shortest {played + 1}")
               for u in s["next chart"]), s["next chart"]
    no_repeats(r)
    assert not r["errors"], r["errors"]


@pytest.mark.seconds(120)
def test_orca_speaks_tubes_in_japanese(
    reader: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # With a player's settings: Orca's defaults, key echo on (it interrupts speech at every
    # key; its echo of the keys is told apart from the app's words, orca_session.is_key_echo).
    monkeypatch.setenv("ORCA_DEFAULTS", "1")
    # The profile was damaged before: set aside when the Daily was played (the helper opens
    # it), and told at the next start, in Japanese.
    (tmp_path / "profile.sqlite3").write_bytes(b"\x00not a database" * 256)
    last_pour, played = daily_one_pour_left(tmp_path, monkeypatch)
    r = run_orca_driver(reader, "orca_tubes_driver.py", tmp_path, "ja_JP.UTF-8", last_pour)
    s = steps(r)
    today = s["daily list"][-1]  # joined the Japanese way
    assert today.startswith("今日、") and f"プレイ中：ここまで{played}手" in today, today
    once(r, f"中断したところから再開：{played}手済み。")
    once(r, f"{played + 1}手でクリア！")
    once(r, "保存された進行状況が壊れていて読み込めなかったため、新しいプロフィールを作成しました。"
            "古いファイルは ")
    themes_heard(s, "テーマギャラリー", "7つのテーマ", "シンプル、使用中", "庭園、解放済み")
    assert s["achievements"][-1].startswith("はじめてのクリア、未獲得：ボウルのパズルを")
    assert s["next achievement"][0].startswith("最短の道、未獲得：")
    once(r, "レベル1。3色、チューブ5本。")
    selected = {"orca43": "チューブ1を選択。一番上は黄色。",
                "orca48": "チューブ1：青、黄色、黄色、黄色、満杯、選択中."}[reader]
    assert s["select"] == [selected]
    result(s, "cancel", "選択を取り消しました。", reader, focus="チューブ")
    assert "手になりません：チューブ2は満杯。" in s["illegal"]
    assert s["hint"].count("ヒント：チューブ1からチューブ4へ注ぐ。") == 1, s["hint"]
    assert s["pour"][-1].startswith("チューブ1からチューブ4へ黄色を3単位注ぎました。")
    assert sum("チューブ4：黄色、黄色、黄色、空き1" in u for u in s["pour"]) == 1, s["pour"]
    brailled(r, reader, "pour", "チューブ1からチューブ4へ黄色を3単位注ぎました。")
    assert s["review"] == ["未完成のチューブ4本。ここまで1手。"]
    panel = panels(s["move 6"], "クリア！")
    assert len(panel) == 1, s["move 6"]
    # Every fact is read, though Japanese has no spaces between words.
    for fact in ("レベル1", "手数：6", "時間：", "使ったヒント：1", "最短解：6手",
                 "このレベルの初クリア"):
        assert fact in panel[0]
    assert s["move 6"][-1] == "次のレベル push button."
    assert s["share"] == [
        "結果をコピーしました：Pebble & Pour · チューブ レベル1 · 6手で解決（最短6）、ヒント1回 · "
        "tubes:level:1。"], s["share"]
    home, tab = s["home after the level"], s["tab on home"]
    assert home and tab, (home, tab)
    # Statistics → Charts: each chart a list, its first bar said in words (Japanese joins).
    chart = "チューブのレベル：あなたの手数と最短"
    assert any(u.startswith(chart) for u in s["charts"]), s["charts"]
    assert "レベル1：6手、最短6" in [u.rstrip("。.") for u in s["charts"]], s["charts"]
    assert any(u.rstrip("。.").endswith(f"：{played + 1}手、最短{played + 1}")
               for u in s["next chart"]), s["next chart"]
    no_repeats(r)
    assert not r["errors"], r["errors"]


def bowls_puzzle_one_move_left(profile_dir: Path, monkeypatch: pytest.MonkeyPatch,
                               n: int) -> int:
    """Puzzle ``n`` saved one move from solved, as a player leaves it: the moves played."""
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(profile_dir))
    puzzle = load_pack()[n - 1]
    session = bowls_session_of(BowlsPlay.of_puzzle(puzzle))
    for move in puzzle.solution[:-1]:
        session.play(move)
    with Profile.open() as p:
        session.save(p)
    return len(puzzle.solution) - 1


# Puzzle 73 continued from Home, and its last move (bowl 7), in each language: Home's button,
# the resume sentence, the chain's sentence (two groups, the volcano's eruption, combo 2) and
# the goal's, and the result panel's heading.
CONTINUED = {
    "en": ("Continue puzzle 73", "Resumed where you left off: 4 moves played.",
           "Bowl 7: 3 stones sown to bowl 10. Bowls 10, 12 cleared 6 stones. The volcano in "
           "bowl 9 erupted. Combo 2, times 2. +120 points.",
           "Goal reached! Puzzle solved in 5 moves.", "Puzzle solved!"),
    "th": ("เล่นต่อปริศนา 73", "เล่นต่อจากที่ค้างไว้: เดินไปแล้ว 4 ตา",
           "ถ้วย 7: ส่งหิน 3 ก้อนไปถึงถ้วย 10 ถ้วย 10 12 ล้างหิน 6 ก้อน ภูเขาไฟในถ้วย 9 ปะทุ "
           "คอมโบ 2 คูณ 2 +120 คะแนน", "ถึงเป้าหมายแล้ว! แก้ปริศนาได้ใน 5 ตา", "แก้ปริศนาสำเร็จ!"),
    "es": ("Seguir puzle 73", "Continúas donde lo dejaste: 4 jugadas hechas.",
           "Cuenco 7: 3 piedras repartidas hasta el cuenco 10. Los cuencos 10, 12 eliminaron 6 "
           "piedras. El volcán del cuenco 9 entró en erupción. Combo de 2, por 2. +120 puntos.",
           "¡Objetivo alcanzado! Puzle resuelto en 5 jugadas.", "¡Puzle resuelto!"),
}


def continue_arg(lang: str) -> str:
    """The drivers' ``continue=`` argument for puzzle 73 in ``lang`` (orca_session)."""
    label, resumed = CONTINUED[lang][:2]
    return f"continue=^{re.escape(label)}|{re.escape(resumed[:12])}|7"


def chain_heard(r: dict[str, Any], s: dict[str, list[str]], reader: str,
                words: tuple[str, str, str, str, str]) -> None:
    """Puzzle 73 continued from Home (:func:`bowls_puzzle_one_move_left`): where the player
    had come, said once; the last move's chain, every step of it in one sentence with the goal,
    heard once (the bowls' names hold still meanwhile), shown in braille, then the result panel
    with its facts."""
    _label, resumed, chain, goal, heading = words
    once(r, resumed)
    assert s["to the bowl"][-1].startswith(chain.split(":")[0]), s["to the bowl"]
    said = s["chain"]
    assert said[0].startswith(chain) and goal in said[0], said
    once(r, chain)
    brailled(r, reader, "chain", chain[-40:])
    assert not any(u.startswith(chain.split(" ")[0] + " ") for u in said[1:]), said
    panel = panels(said, heading)
    assert len(panel) == 1, said
    assert "120" in panel[0] and " 5" in panel[0], panel[0]


@pytest.mark.seconds(90)
def test_orca_speaks_a_bowls_puzzle_in_english(
    reader: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Puzzle 1 by keyboard, How to play from the key list, puzzle 73 continued to its chain,
    then the Bowls Daily from Home to its result: each result heard once."""
    played = bowls_puzzle_one_move_left(tmp_path, monkeypatch, 73)
    assert played == 4
    r = run_orca_driver(reader, "orca_bowls_driver.py", tmp_path, "en_US.UTF-8", "Puzzles",
                        continue_arg("en"), "daily=1")
    s = steps(r)
    assert "List with 100 items." in s["puzzle list"]  # all, not those in the window
    once(r, "Puzzle 1. Clear every green diamond. Left and Right move round the ring")
    # Opening a puzzle focuses the first bowl that can be played, not an empty bowl 1; the
    # start sentence comes after it on both readers (on 43.1 it waits until the screen's
    # events are out: Main.qml, speech).
    focused = "Bowl 3, 2 stones: red circle, green diamond."
    assert s["start"].count(focused) == 1
    assert s["start"][-2] == focused, s["start"]
    assert s["quick review"] == ["3 left on the board. 3 moves left."]
    assert s["status"] == [
        "Puzzle 1. Clear every green diamond. 3 left on the board. 3 moves left. Score 0."
    ]
    assert len(s["ring"]) == 1 and s["ring"][0].count("Bowl ") == 12
    # F1: the key list is one dialog, read once with every key; F1 again closes it.
    keys = [u for u in s["keys"] if u.startswith("Keyboard shortcuts dialog ")]
    assert len(keys) == 1, s["keys"]
    for row in ("Space: Select the focused bowl", "S: Quick review: goal progress and moves left",
                "F1 / ?: Show or hide this list"):
        assert row in keys[0]
    assert s["keys"][-1] == "Close push button."
    assert s["keys closed"] and s["keys closed"][-1].startswith("Bowl 3, 2 stones")
    assert s["select bowl 1"] == ["Bowl 1 is empty: choose another."]
    # Selecting is said by the app; on 48 after the bowl's new name ("…, selected").
    result(s, "select", "Selected bowl 3: red circle, green diamond. Enter sows clockwise.",
           reader, focus="Bowl 3, ")
    hand = "Selected bowl 3, 2 stones in queue order: red circle, green diamond"
    assert [u.rstrip(".") for u in s["hand"]] == [hand]  # 43.1 closes a notification with "."
    result(s, "cancel", "Selection cancelled.", reader, focus="Bowl 3, ")
    # H: the solver's proven move is spoken, and focus goes to that bowl, marked as the hint.
    hinted = "Bowl 3, 2 stones: red circle, green diamond, hint: sow this bowl."
    assert s["hint"].count("Hint: sow bowl 3.") == 1 and hinted in s["hint"], s["hint"]
    once(r, "Hint: sow bowl 3.")
    # The sow, once, then the result panel: on both readers alike (the bowl's new name comes
    # after the sentence, when the panel already has the focus).
    sow = s["sow"]
    assert not any(u.startswith("Bowl 3, ") for u in sow), sow
    brailled(r, reader, "sow", "Bowl 3: 2 stones sown to bowl 5.")
    assert sow[0] == (
        "Bowl 3: 2 stones sown to bowl 5. Bowl 5 cleared 3 stones. +30 points. Goal reached! "
        "Puzzle solved in 1 move."
    )
    panel = panels(sow, "Puzzle solved!")
    assert len(panel) == 1, sow
    for fact in ("Score: 30", "Moves: 1", "Best for this puzzle: ", "Shortest solution: 1 move",
                 "Hints used: 1", "First solve!"):
        assert fact in panel[0]
    assert sow[-1] == "Next puzzle push button."
    # Escape on the result panel goes back to the list, on the puzzle just played.
    assert any(u.startswith("Puzzle 1, solved") for u in s["home"]), s["home"]
    # How to play from the key list: the page opens on its first rule, and each rule Tab or
    # Down reaches is heard whole (heading, rule, what its example shows), once.
    rules = {
        "how to play": "The ring. Twelve bowls sit in a ring. Between moves a bowl holds at most "
        "seven stones. Each of the five colours carries its own white symbol. A bowl with a red "
        "circle, a yellow triangle, a green diamond, a blue square and a purple star.",
        "rule 2": "Sowing. Choose a bowl that has stones and is not frozen, then confirm. All its "
        "stones leave it: the first goes into the next bowl, the second one further, and so on, "
        "clockwise. Sowing bowl 1: red, green and blue go into bowls 2, 3 and 4.",
        "rule 3": "Groups. Three or more stones of one colour in one bowl clear. They need not be "
        "next to each other. Each cleared stone scores 10 points. Three red stones in one bowl "
        "clear; the yellow one stays.",
        "rule 4": "Wildcards. A wildcard completes a colour: two stones of one colour and a "
        "wildcard in a bowl make a group. Natural groups clear first, and three wildcards alone "
        "never group. Two blue squares and a wildcard clear together.",
    }
    for step, rule in rules.items():
        assert any(u.startswith(rule) for u in s[step]), (step, s[step])
        once(r, rule)
    # Entering the page names it and its list of rules; the whole page is not read at once.
    entered = [as_ancestor(u) for u in s["how to play"]]
    assert entered[-3:-1] == ["How to play Bowls", "List with 13 items"], s["how to play"]
    assert s["how to play"][-1] == rules["how to play"], s["how to play"]
    assert any(u.startswith("Puzzle 1, solved") for u in s["back to the list"])
    chain_heard(r, s, reader, CONTINUED["en"])
    # The Bowls Daily from Home to its result (issue 20 point 3): the list of 30 dates with
    # today first, the start sentence once, a sow heard once, the End-attempt question and the
    # result panel with its facts. (Today's board: its stones differ by date.)
    assert "List with 30 items." in s["daily list"], s["daily list"]
    assert any(u.startswith("Today, ") for u in s["daily list"]), s["daily list"]
    start = re.compile(r"Daily: \w+, .+ \d{4}\. Score as much as you can in 20 moves\. ")
    assert sum(bool(start.match(u)) for u in r["all"]) == 1, s["daily start"]
    assert any(u.startswith("Selected bowl ") for u in s["daily select"]), s["daily select"]
    sown = [u for u in s["daily sow"] if re.match(r"Bowl \d+: \d+ stones? sown to bowl", u)]
    # Said at the key (issue 45.1); Orca 48 may read the focused bowl's new name once the
    # chain has been shown (within the step, or after it on a loaded machine).
    assert len(sown) == 1 and len(s["daily sow"]) in ((1,) if reader == "orca43" else (1, 2)), (
        s["daily sow"])
    assert len(panels(s["daily question"], "End this attempt?")) == 1, s["daily question"]
    daily_panel = panels(s["daily result"], "Daily: attempt over")
    assert len(daily_panel) == 1, s["daily result"]
    for fact in ("You ended the attempt.", "Score: ", "Moves: 1"):
        assert fact in daily_panel[0], (fact, daily_panel[0])
    no_repeats(r)
    assert not r["errors"], r["errors"]


def how_to_play_heard(r: dict[str, Any], s: dict[str, list[str]], how_to: str, first: str,
                      second: str, stop: str = ". ") -> None:
    """How to play Bowls in the player's language: the page's name, its list of all 13 rules
    (counted in Orca's own words for the language), then each rule heard whole, once (its
    heading ``first`` or ``second``, then ``stop``: Thai writes no full stop)."""
    assert how_to in [as_ancestor(u) for u in s["how to play"]], s["how to play"]
    assert any("13" in u for u in s["how to play"]), s["how to play"]
    for step, heading in (("how to play", first), ("rule 2", second)):
        rule = [u for u in s[step] if u.startswith(heading + stop)]
        assert len(rule) == 1 and len(rule[0]) > 80, (step, s[step])
        once(r, rule[0])


@pytest.mark.seconds(65)
def test_orca_speaks_bowls_endless_and_its_dialogs_in_thai(
    reader: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The Home button and the toolbar button, as a Thai player hears them. The profile was
    # damaged before (set aside as the puzzle was saved): told at the start, in Thai.
    (tmp_path / "profile.sqlite3").write_bytes(b"\x00not a database" * 256)
    bowls_puzzle_one_move_left(tmp_path, monkeypatch, 73)  # continued after Endless
    r = run_orca_driver(reader, "orca_endless_driver.py", tmp_path, "th_TH.UTF-8",
                        "ไม่มีที่สิ้นสุด", "จบการเล่น", "การตั้งค่า", "Right", "วิธีเล่นถ้วย", "วงถ้วย",
                        "การส่งหิน", continue_arg("th"), "target=Español")
    s = steps(r)
    once(r, "ไม่มีที่สิ้นสุด ทำคะแนนให้มากที่สุด")  # the start sentence, in Thai
    once(r, "ข้อมูลความคืบหน้าที่บันทึกไว้เสียหายและอ่านไม่ได้ จึงเริ่มโปรไฟล์ใหม่ ไฟล์เดิมเก็บไว้เป็น ")
    assert [u for u in s["select"] if u.startswith("เลือกถ้วย 1:")], s["select"]
    # The sow, once; on 48 the focused bowl's one new name (its end state) follows it.
    sow = [u for u in s["sow"] if u.startswith("ถ้วย 1: ส่งหิน")]
    # Said at the key (issue 45.1); Orca 48 may read the focused bowl's new name after it.
    assert len(sow) == 1 and len(s["sow"]) in ((1,) if reader == "orca43" else (1, 2)), s["sow"]
    # Undo is heard once, and says the attempt is practice from now on.
    # One sentence: what was undone, then the score, once (on 48 after bowl 1's new name).
    undo = [u for u in s["undo"] if u.startswith("ย้อนกลับตาเดินจากถ้วย 1 แล้ว: คะแนน 0 ")]
    assert len(undo) == 1 and len(s["undo"]) == (1 if reader == "orca43" else 2), s["undo"]
    assert undo[0].count("คะแนน") == 1
    assert "ฝึกซ้อม" in undo[0]
    # The End-attempt question: one dialog, heading and its sentence, then the focused button.
    question = panels(s["confirm"], "จบการเล่นรอบนี้ไหม?")
    assert len(question) == 1 and "หยุดชั่วคราว" in question[0], s["confirm"]
    assert s["confirm"][-1] == "เล่นต่อ push button."
    # The result panel: read once with every fact, though Thai has few spaces; not announced
    # a second time.
    panel = panels(s["end"], "ไม่มีที่สิ้นสุด: จบการเล่น")
    assert len(panel) == 1, s["end"]
    for fact in ("คุณจบการเล่นครั้งนี้", "คะแนน: ", "จำนวนตา: 1", "คะแนนดีที่สุดที่นับได้: "):
        assert fact in panel[0]
    assert sum("จบการเล่นครั้งนี้" in u for u in r["all"]) == 1
    assert s["end"][-1] == "เล่นใหม่อีกรอบ push button."
    chain_heard(r, s, reader, CONTINUED["th"])
    how_to_play_heard(r, s, "วิธีเล่นถ้วย", "วงถ้วย", "การส่งหิน", stop=" ")
    # Spanish chosen in Settings (Thai in use, marked): the next words are Spanish.
    assert any(u.startswith("ไทย") for u in s["settings"]), s["settings"]
    assert any(u.startswith("Español") for u in s["to the new language"]), s["to the new language"]
    home = s["home in the new language"]
    assert "Ajustes push button." in home and not any("การตั้งค่า" in u for u in home), home
    no_repeats(r)
    assert not r["errors"], r["errors"]


# What a Polish and a Spanish player hear in Endless (the board is random: prefixes only).
ENDLESS_WORDS = {
    "pl_PL.UTF-8": {
        "buttons": ("Bez końca", "Zakończ próbę", "Ustawienia", "Right",
                    "Jak grać w Miseczki", "Okrąg", "Rozkładanie"), "native": "Polski",
        "start": "Bez końca. Zdobądź jak najwięcej punktów. Strzałki w lewo i w prawo",
        "bowl": "Miseczka 1, ", "select": "Wybrano miseczkę 1: ",
        "sow": r"Miseczka 1: (\d+) (kamień|kamienie|kamieni) rozłożon\w* do miseczki (\d+)\.",
        "undo": "Cofnięto ruch z miseczki 1: wynik 0. Ta próba jest teraz treningiem: nie "
                "ustanowi rekordu.",
        "question": "Zakończyć tę próbę?", "pause": "użyj pauzy", "keep": "Graj dalej",
        "panel": "Bez końca: próba zakończona",
        "facts": ("Zakończono próbę.", "Wynik: ", "Ruchy: 1", "Najlepszy prawidłowy wynik: ",
                  "Próba treningowa"),
        "again": "Nowa próba", "screens": ("Statystyki", "Motywy"),
        "statistics": ("Statystyki", "Twoja gra", "Osiągnięcia. Zdobyte: 0 z 17.",
                       "Pierwsze rozwiązanie, do zdobycia: ", "Najkrótsza droga, do zdobycia: "),
        "themes": ("Galeria motywów", "Siedem motywów", "Prosty, w użyciu", "Ogród, zablokowany"),
        "damaged": "Zapisane postępy były uszkodzone i nie dało się ich odczytać, więc utworzono "
                   "nowy profil; stary plik zachowano jako ",
    },
    "es_ES.UTF-8": {
        "buttons": ("Sin fin", "Finalizar intento", "Ajustes", "Left Left",
                    "Cómo jugar a Cuencos", "El círculo", "Repartir"), "native": "Español",
        "start": "Sin fin. Consigue el máximo de puntos. Izquierda y Derecha recorren",
        "bowl": "Cuenco 1, ", "select": "Cuenco 1 seleccionado: ",
        "sow": r"Cuenco 1: (\d+) (piedra|piedras) repartidas? hasta el cuenco (\d+)\.",
        "undo": "Jugada del cuenco 1 deshecha: puntuación 0. Este intento es ahora de práctica: "
                "no puede marcar récord.",
        "question": "¿Finalizar este intento?", "pause": "usa Pausa", "keep": "Seguir jugando",
        "panel": "Sin fin: intento terminado",
        "facts": ("Finalizaste el intento.", "Puntuación: ", "Jugadas: 1",
                  "Mejor puntuación válida: ", "Intento de práctica"),
        "again": "Nuevo intento",
    },
}


def stones_word(lang: str, n: int) -> str:
    """The plural form of "stone" for ``n`` (Polish has three, Spanish two)."""
    if lang.startswith("es"):
        return "piedra" if n == 1 else "piedras"
    if n == 1:
        return "kamień"
    return "kamienie" if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else "kamieni"


@pytest.mark.seconds(75)
@pytest.mark.parametrize("lang", sorted(ENDLESS_WORDS))
def test_orca_speaks_bowls_endless_in_polish_and_spanish(
        reader: str, tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole Endless attempt (start, a sow, undo, the End-attempt question, the result), each
    result heard once, in Polish and in Spanish, with the plural forms of each; in Polish the
    profile it starts on is damaged, and the player is told; in Spanish an unfinished puzzle is
    continued from Home and its last move's chain heard; in Polish then Statistics (the
    achievements list) and the theme gallery; How to play, and English is chosen in Settings
    and the next words heard are English."""
    w = ENDLESS_WORDS[lang]
    extra: tuple[str, ...] = ()
    if "damaged" in w:
        (tmp_path / "profile.sqlite3").write_bytes(b"\x00not a database" * 256)
    else:
        bowls_puzzle_one_move_left(tmp_path, monkeypatch, 73)
        extra = (continue_arg(lang[:2]),)
    if "screens" in w:  # Statistics and the themes (Polish: one of Spanish and Polish)
        extra += ("screens=" + "|".join(w["screens"]),)
    r = run_orca_driver(reader, "orca_endless_driver.py", tmp_path, lang, *w["buttons"], *extra)
    s = steps(r)
    if "damaged" in w:
        # The damaged profile: set aside and said once, in the player's language, at the start.
        once(r, w["damaged"])
        assert "profile.damaged-" in next(u for u in r["all"] if w["damaged"] in u)
    else:
        chain_heard(r, s, reader, CONTINUED[lang[:2]])
    once(r, w["start"])
    focused = [u for u in s["start"] if u.startswith(w["bowl"])]
    assert len(focused) == 1, s["start"]
    stones = int(focused[0].removeprefix(w["bowl"]).split(" ")[0])
    # Selecting is said by the app; on 48 after the bowl's new name.
    result(s, "select", next(u for u in s["select"] if u.startswith(w["select"])), reader,
           focus=w["bowl"])
    # The sow, once, with the plural form the language has for its count; on 48 the focused
    # bowl's one new name (its end state) follows it.
    sow = [u for u in s["sow"] if re.match(w["sow"], u)]
    # Said at the key (issue 45.1); Orca 48 may read the focused bowl's new name after it.
    assert len(sow) == 1 and len(s["sow"]) in ((1,) if reader == "orca43" else (1, 2)), s["sow"]
    count, word, _ = re.match(w["sow"], sow[0]).groups()  # type: ignore[union-attr]
    assert int(count) == stones and word == stones_word(lang, stones), sow[0]
    result(s, "undo", w["undo"], reader, focus=w["bowl"])
    question = panels(s["confirm"], w["question"])
    assert len(question) == 1 and w["pause"] in question[0], s["confirm"]
    assert s["confirm"][-1] == w["keep"] + " push button."
    panel = panels(s["end"], w["panel"])
    assert len(panel) == 1, s["end"]
    for fact in w["facts"]:
        assert fact in panel[0], (fact, panel[0])
    assert s["end"][-1] == w["again"] + " push button."
    how_to_play_heard(r, s, *w["buttons"][4:])
    # Statistics and the theme gallery in the player's language: the screen and its first
    # section; the achievements list, all 17 counted, and two rows; then the gallery.
    if "screens" in w:
        screen, section, summary, first_row, second_row = w["statistics"]
        heard = [as_ancestor(u) for u in s["statistics"][:2]]
        assert heard == [screen, section], s["statistics"]
        achievements = s["achievements"]
        assert achievements[0].startswith(summary) and "List with 17 items." in achievements, (
            achievements)
        assert achievements[-1].startswith(first_row), achievements
        assert s["next achievement"][0].startswith(second_row), s["next achievement"]
        themes_heard(s, *w["themes"])
    # Settings opens on the language in use (the system's, never chosen), marked selected.
    assert any(u.startswith(w["native"]) for u in s["settings"]), s["settings"]
    # English chosen in Settings: what is said next is in English (Home's Settings button).
    home = s["home in the new language"]
    assert "Settings push button." in home, home
    assert not any(w["buttons"][2] in u for u in home), home
    no_repeats(r)
    assert not r["errors"], r["errors"]


@pytest.mark.seconds(105)
def test_orca_speaks_a_board_played_by_its_id(reader: str, tmp_path: Path) -> None:
    """Home → Play a board (issue 24 points 2 and 8): the field by its name; a mistyped ID
    and the one sentence saying what is wrong; a whole board's ID typed, proven and started,
    once; solved in its shortest, with the board's own facts; its result copied to share,
    heard once (and brailled on 48). A board lost to an overflow (issue 20 point 3). Then a
    board made in the editor (point 4): every unit
    poured heard once, the solver's verdict, the save. The profile it starts on is damaged:
    the player is told once, in English. At the end Thai is chosen in Settings: Home is then
    heard in Thai."""
    (tmp_path / "profile.sqlite3").write_bytes(b"\x00not a database" * 256)
    r = run_orca_driver(reader, "orca_board_driver.py", tmp_path, "en_US.UTF-8",
                        "tubes:level:101", "tubes:aabb,bbaa,-,-",
                        "bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3", "0,2", "1,0", "1,2",
                        "overflow=bowls:.,.,rg,r,rgg,.,.,.,p,rybpryb,.,.:collect-g-3:3")
    s = steps(r)
    assert any(u.startswith("Board ID") for u in s["play a board"]), s["play a board"]
    assert s["wrong id"][-1] == "A level is a number from 1 to 100, as in tubes:level:37.", (
        s["wrong id"])
    once(r, "Custom board. 2 colours, 4 tubes. Press B to hear the whole board.")
    win = s["move 3"]
    assert sum(u.endswith("Solved in 3 moves!") for u in win) == 1, win
    panel = panels(win, "Solved!")
    assert len(panel) == 1, win
    for fact in ("Custom board", "Moves: 3", "Shortest solution: 3 moves",
                 "First solve of this board"):
        assert fact in panel[0], (fact, panel[0])
    shared = ("Result copied: Pebble & Pour · Tubes board · solved in 3 moves (shortest 3), "
              "no hints · tubes:aabb,bbaa,-,-.")
    assert s["share"] == [shared], s["share"]
    brailled(r, reader, "share", "Result copied: Pebble & Pour · Tubes board")
    # A whole Bowls board: started once, focused on its first bowl that can be played; the
    # sow to the goal heard once, then the panel with the board's own record.
    once(r, "Custom board. Clear every green diamond. Left and Right move round the ring, "
            "Space selects, Enter sows, B reads the ring.")
    sow = s["sow"]
    assert sow[0] == (
        "Bowl 3: 2 stones sown to bowl 5. Bowl 5 cleared 3 stones. +30 points. Goal reached! "
        "Puzzle solved in 1 move."), sow
    bowls_panel = panels(sow, "Puzzle solved!")
    assert len(bowls_panel) == 1, sow
    for fact in ("Score: 30", "Best for this board: 1 move · 30 points",
                 "Shortest solution: 1 move", "First solve!"):
        assert fact in bowls_panel[0], (fact, bowls_panel[0])
    # An overflow defeat: bowl 9 sown into a full bowl 10, the move and the loss heard once,
    # then the panel with the reason.
    once(r, "Custom board. Collect 3 green diamonds.")
    assert s["to bowl 9"] == ["Bowl 9, 1 stone: purple star."], s["to bowl 9"]
    lost = ("Bowl 9: 1 stone sown to bowl 10. Overflow in bowl 10! Puzzle failed: a bowl "
            "overflowed. Undo or restart.")
    assert s["overflow"][0] == lost, s["overflow"]
    once(r, lost)
    failed = panels(s["overflow"], "Puzzle failed")
    assert len(failed) == 1 and "Overflow: bowl 10 held 8 or more stones." in failed[0], failed
    # The editor (issue 24 point 4): each change heard once, as the changed tube or control
    # says it; the solver's verdict once the last unit is in; the save.
    assert sum(u.startswith("Colours: 2") for u in s["fewer colours"]) == 1, s["fewer colours"]
    poured = ["Tube 1: red", "Tube 1: red, red", "Tube 1: red, red, yellow",
              "Tube 1: red, red, yellow, yellow; full", "Tube 2: yellow", "Tube 2: yellow, yellow",
              "Tube 2: yellow, yellow, red", "Tube 2: yellow, yellow, red, red; full"]
    for n, heard in enumerate(poured):
        tubes = [u for u in s[f"pour {n + 1}"] if u.startswith("Tube ")]
        assert len(tubes) == 1 and tubes[0].startswith(heard), (n + 1, s[f"pour {n + 1}"])
    once(r, "Solvable: the shortest solution is 3 moves.")
    assert [u for u in s["save"] if u.startswith("Saved")] == ["Saved to My boards."], s["save"]
    brailled(r, reader, "pour 8", "Solvable: the shortest solution is 3 moves.")
    notice = ("Your saved progress was damaged and could not be read, so a fresh profile was "
              "started; the old file was kept as profile.damaged-")
    once(r, notice)
    # Thai chosen in Settings: the next words are Thai (Home's Settings button).
    assert any(u.startswith("English") for u in s["settings"]), s["settings"]
    assert any(u.startswith("ไทย") for u in s["to thai"]), s["to thai"]
    assert "การตั้งค่า push button." in s["home in thai"], s["home in thai"]
    assert not any("Settings" in u for u in s["home in thai"]), s["home in thai"]
    no_repeats(r)
    assert not r["errors"], r["errors"]


# An Endless game whose moves 10 to 16 bring every kind of event (found by a search over seeds
# with the engine: the fullest bowl that can be sown, each move): saved after move 9.
EVENTS_SEED = 1337
EVENTS_MOVES = (0, 1, 3, 5, 6, 7, 8, 11, 2, 3, 4, 9, 10, 0, 1, 6)


# What each event adds to its move's sentence, by language: a wildcard and a blocker arriving
# in bowl {b}; bowl {b} becoming {m} for {n} moves; bowl {b} no longer {m}.
OVERFLOW_BOARD = "bowls:.,.,rg,r,rgg,.,.,.,p,rybpryb,.,.:collect-g-3:3"
EVENT_WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "continue": "^Continue Endless",
        "bowl": "Bowl %1", "sown": "Bowl %1: ",
        "*": "A wildcard arrived in bowl {b}.", "#": "A blocker arrived in bowl {b}.",
        "placed": "Bowl {b} is now {m} for {n} {moves}.", "expired": "Bowl {b} is no longer {m}.",
        "moves": ("move", "moves", "moves"),
        "F": "frozen", "R": "reverse", "V": "volcano",
    },
    "ja": {
        "continue": "^エンドレスを続ける",
        "bowl": "ボウル%1", "sown": "ボウル%1：",
        "*": "ボウル{b}にワイルドが入った。", "#": "ボウル{b}におじゃま石が入った。",
        "placed": "ボウル{b}：{n}手のあいだ{m}。", "expired": "ボウル{b}の{m}が解除された。",
        "moves": ("", "", ""), "F": "凍結", "R": "逆回り", "V": "火山",
        "daily": ("^ボウル：今日の盤面", "^今日、", "^デイリーチャレンジ：", "^挑戦を終える"),
        "daily start": r"デイリーチャレンジ：.+。20手でできるだけ高得点を",
        "daily sow": r"ボウル\d+：石\d+個をボウル\d+までまいた。",
        "daily question": "この挑戦を終えますか？", "daily panel": "デイリー：挑戦終了",
        "daily facts": ("挑戦を終了しました。", "得点：", "手数：1"),
        "overflow": ("^盤面を遊ぶ", "^盤面ID", "^カスタム盤面"),
        "lost": ("ボウル9：石1個をボウル10までまいた。", "ボウル10があふれた！",
                 "パズル失敗：ボウルがあふれました。戻すかやり直してください。"),
        "failed": ("パズル失敗", "あふれ：ボウル10に石が8個以上ありました。"),
        "howto": ("ボウルの遊び方", "ボウルの輪", "まく"),
    },
    "pl": {
        "continue": "^Wznów Bez końca",
        "bowl": "Miseczka %1", "sown": "Miseczka %1: ",
        "*": "Joker trafił do miseczki {b}.", "#": "Blokada trafiła do miseczki {b}.",
        "placed": "Miseczka {b}: {m} na {n} {moves}.",
        "expired": "Koniec efektu w miseczce {b}: {m}.",
        "moves": ("ruch", "ruchy", "ruchów"), "F": "zamrożenie", "R": "odwrócenie", "V": "wulkan",
        "daily": ("^Miseczki: dzisiejsza plansza", "^Dziś, ", "^Wyzwanie dnia: ",
                  "^Zakończ próbę"),
        "daily start": r"Wyzwanie dnia: .+\. Zdobądź jak najwięcej punktów w 20 ruchach",
        "daily sow": r"Miseczka \d+: \d+ kamie\w+ rozłożon\w* do miseczki \d+\.",
        "daily question": "Zakończyć tę próbę?", "daily panel": "Wyzwanie dnia: próba zakończona",
        "daily facts": ("Zakończono próbę.", "Wynik: ", "Ruchy: 1"),
        "overflow": ("^Zagraj planszę", "^Identyfikator planszy", "^Własna plansza"),
        "lost": ("Miseczka 9: 1 kamień rozłożony do miseczki 10.", "Przepełnienie w miseczce 10!",
                 "Łamigłówka nieudana: miseczka się przepełniła. Cofnij lub zacznij od nowa."),
        "failed": ("Łamigłówka nieudana",
                   "Przepełnienie: w miseczce 10 było 8 lub więcej kamieni."),
        "tubes daily": (r"^Wyzwanie dnia .+ w toku", "^Dziś, ", "Wznowiono"),
        "tubes words": ("Rozwiązano w {n} ruchach!", "Rozwiązano!", "Ruchy: {n}",
                        "Najkrótsze rozwiązanie: {n} ", "Pierwsze ukończenie tego dnia",
                        "Osiągnięcie zdobyte: Pierwsze wyzwanie dnia w Probówkach."),
    },
}


def resumed_words(lang: str, moves: int) -> str:
    """The resume sentence for ``moves`` moves played, in ``lang`` (English, Japanese or
    Polish)."""
    return {
        "en": f"Resumed where you left off: {moves} {'move' if moves == 1 else 'moves'} played.",
        "ja": f"中断したところから再開：{moves}手済み。",
        "pl": f"Wznowiono od miejsca przerwania: wykonano {moves} "
              f"{('ruch', 'ruchy', 'ruchów')[plural_form(moves)]}.",
    }[lang]


def plural_form(n: int) -> int:
    """Which of Polish's three forms ``n`` takes (0: one, 1: few, 2: many); English uses 0
    and 2."""
    if n == 1:
        return 0
    return 1 if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14) else 2


def event_words(w: dict[str, Any], events: list[Any]) -> list[str]:
    """What a move's events add to its sentence in the language of ``w``, in order."""
    from pebblepour.bowls.rules import ModifierExpired, ModifierPlaced, StoneSown

    out: list[str] = []
    for e in events:
        if isinstance(e, StoneSown) and e.cause == "refill" and e.stone in "*#":
            out.append(w[e.stone].format(b=e.bowl + 1))
        elif isinstance(e, ModifierPlaced):
            out.append(w["placed"].format(b=e.bowl + 1, m=w[e.modifier], n=e.moves,
                                          moves=w["moves"][plural_form(e.moves)]))
        elif isinstance(e, ModifierExpired):
            out.append(w["expired"].format(b=e.bowl + 1, m=w[e.modifier]))
    return out


# English has no Daily or Tubes after its events: half as long.
@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.seconds(70)),
                                  pytest.param("ja", marks=pytest.mark.seconds(145)),
                                  pytest.param("pl", marks=pytest.mark.seconds(145))])
def test_orca_speaks_endless_events(
        reader: str, lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Endless events (issue 20 point 3): a game continued from Home, then seven moves in
    which a wildcard and a blocker arrive, and a frozen, a reverse and a volcano bowl each
    arrive and expire: every event heard once, in its move's sentence. In Japanese and Polish
    the same session then plays the Bowls Daily from Home to its result (the list of 30 dates
    with today first, the start sentence once, a sow once, the End-attempt question, the
    result panel's facts) and loses a board to an overflow (the move and the loss once, then
    the panel with its reason)."""
    from pebblepour.session.bowls import new_endless_session

    w = EVENT_WORDS[lang]
    monkeypatch.setenv("PEBBLEPOUR_PROFILE_DIR", str(tmp_path))
    session = new_endless_session(EVENTS_SEED)
    for move in EVENTS_MOVES[:9]:
        session.play(move)
    with Profile.open() as p:
        session.save(p)
    heard: list[str] = []  # what each event adds to its move's sentence
    english: list[str] = []
    for move in EVENTS_MOVES[9:]:
        session.play(move)
        heard += event_words(w, session.game.attempt.last_events)
        english += event_words(EVENT_WORDS["en"], session.game.attempt.last_events)
    kinds = " ".join(english)
    for word in ("wildcard arrived", "blocker arrived", "now frozen", "no longer frozen",
                 "now reverse", "no longer reverse", "now volcano", "no longer volcano"):
        assert word in kinds, (word, english)
    extra = [f"continue={w['continue']}", f"resumed={re.escape(resumed_words(lang, 9)[:8])}",
             f"bowl={w['bowl']}", f"sown={w['sown']}"]
    if "daily" in w:
        extra += ["daily=" + "|".join(w["daily"]),
                  "overflow=" + "|".join((*w["overflow"], OVERFLOW_BOARD))]
    if "howto" in w:
        extra.append("howto=" + "|".join(w["howto"]))
    if "tubes daily" in w:  # today's Tubes board, one pour from solved
        last_pour, played = daily_one_pour_left(tmp_path, monkeypatch)
        extra.append("tubes_daily=" + "|".join((*w["tubes daily"], last_pour)))
    locale = {"en": "en_US", "ja": "ja_JP", "pl": "pl_PL"}[lang] + ".UTF-8"
    r = run_orca_driver(reader, "orca_events_driver.py", tmp_path, locale, *extra,
                        *(str(b + 1) for b in EVENTS_MOVES[9:]))
    s = steps(r)
    once(r, resumed_words(lang, 9))
    for n, move in enumerate(EVENTS_MOVES[9:]):
        prefix = w["sown"].replace("%1", str(move + 1))
        sown = [u for u in s[f"sow {n + 1}"] if u.startswith(prefix)]
        assert len(sown) == 1, (n + 1, s[f"sow {n + 1}"])
    for event in heard:
        hits = [u for u in r["all"] if event in u]
        assert len(hits) == 1 or heard.count(event) == len(hits), (event, hits)
    if "daily" in w:
        assert "List with 30 items." in s["daily list"], s["daily list"]
        assert any(re.match(w["daily"][1], u) for u in s["daily list"]), s["daily list"]
        start = re.compile(w["daily start"])
        assert sum(bool(start.match(u)) for u in r["all"]) == 1, s["daily start"]
        sown = [u for u in s["daily sow"] if re.match(w["daily sow"], u)]
        assert len(sown) == 1 and len(s["daily sow"]) in (
            (1,) if reader == "orca43" else (1, 2)), s["daily sow"]  # as in the English one
        assert len(panels(s["daily question"], w["daily question"])) == 1, s["daily question"]
        daily_panel = panels(s["daily result"], w["daily panel"])
        assert len(daily_panel) == 1, s["daily result"]
        for fact in w["daily facts"]:
            assert fact in daily_panel[0], (fact, daily_panel[0])
        # The overflow: the move and the loss, one sentence heard once; then the panel.
        assert len(s["to bowl 9"]) == 1 and s["to bowl 9"][0].startswith(
            w["bowl"].replace("%1", "9")), s["to bowl 9"]
        moved, overflowed, lost = w["lost"]
        said = s["overflow"][0]
        assert said.startswith(moved) and overflowed in said and said.endswith(lost), said
        once(r, lost)
        heading, reason = w["failed"]
        failed = panels(s["overflow"], heading)
        assert len(failed) == 1 and reason in failed[0], s["overflow"]
    if "howto" in w:
        how_to_play_heard(r, s, *w["howto"], stop="。")
    if "tubes daily" in w:  # resumed, once; the last pour solves it: heard once, then the panel
        solved, heading, *facts, earned = (f.format(n=played + 1) for f in w["tubes words"])
        assert "List with 30 items." in s["tubes daily list"], s["tubes daily list"]
        once(r, resumed_words(lang, played))
        once(r, solved)
        brailled(r, reader, "tubes daily last pour", solved)
        panel = panels(s["tubes daily last pour"], heading)
        assert len(panel) == 1, s["tubes daily last pour"]
        for fact in facts:
            assert fact in panel[0], (fact, panel[0])
        once(r, earned)
    no_repeats(r)
    assert not r["errors"], r["errors"]


@pytest.mark.seconds(125)
def test_orca_speaks_rebinding_a_key_and_one_switch_play(reader: str, tmp_path: Path) -> None:
    """Settings → Keys by ear: the row waiting for its key, a key another action has refused
    with that action's name, the new key. Then one-switch play: each item the highlight
    reaches is said, and with only the switch the player reaches Tubes level 1 and selects
    tube 1 and pours it into tube 4, which the new key undoes. Each heard once, on both
    readers."""
    from pebblepour.profile import keys

    r = run_orca_driver(reader, "orca_keys_driver.py", tmp_path, "en_US.UTF-8")
    s = steps(r)
    assert any(u.startswith("Select: Space") for u in s["keys"]), s["keys"]
    assert f"List with {len(keys.ACTIONS)} items." in s["keys"], s["keys"]
    assert s["to undo"][-1] == "Undo: U.", s["to undo"]
    # Waiting: the row's new name and how to keep the key, each once (one sentence on 43.1).
    waiting = {"orca43": ["Undo: press the new key. Escape keeps U."],
               "orca48": ["Undo: press the new key.", "Escape keeps U."]}[reader]
    assert s["wait for a key"] == waiting, s["wait for a key"]
    refused = {"orca43": ["H is already the key for Hint. Undo: U."],
               "orca48": ["Undo: U.", "H is already the key for Hint."]}[reader]
    assert s["taken"] == refused, s["taken"]
    # Bound: 43.1 hears the app's sentence; 48 reads the row's new name (the sentence is it).
    bound = {"orca43": ["Undo: now X."], "orca48": ["Undo: X, changed from U."]}[reader]
    assert s["bound"] == bound, s["bound"]
    # One-switch play: the highlight names each item as it reaches it.
    assert any(u.endswith("Back") or u.endswith("Back.") for u in s["switch on"]), s["switch on"]
    assert "Levels" in [u.rstrip(".") for u in s["switch back"]], s["switch back"]
    # Inside the level list its round starts on the current tile: level 1.
    assert any(u.startswith("Level 1,") for u in s["level 1: highlight"]), s["level 1: highlight"]
    assert any(u.startswith("Tube 1: blue, yellow") for u in s["tube 1: highlight"])
    selected = {"orca43": "Tube 1 selected, yellow on top.",
                "orca48": "Tube 1: blue, yellow, yellow, yellow; full; selected."}[reader]
    assert selected in s["tube 1"], s["tube 1"]
    poured = "Poured 3 yellow from tube 1 into tube 4."
    assert sum(u.startswith(poured) for u in s["tube 4"]) == 1, s["tube 4"]
    assert any("Undone. 0 moves." in u for u in s["undo with x"]), s["undo with x"]
    once(r, poured if reader == "orca48" else poured + " Tube 4: yellow, yellow, yellow; 1 free.")
    assert not r["errors"], r["errors"]
