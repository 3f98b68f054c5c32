"""Many boards in My boards (issue 41: 10,000 froze Play a board on opening): the list makes
the rows in and near its view only, words a row when it is made, and is walked by keys end to
end as before (the figures are in benchmarks/my_boards_bench.py)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt

from pebblepour import board_id as ids
from pebblepour.profile import clock
from pebblepour.profile.store import transaction
from pebblepour.tools.screens import open_screen
from pebblepour.ui import services
from tests.ui.play import announcements, tab_to

BOARDS = 400


def _boards(count: int) -> list[str]:
    rng = random.Random(41)
    out: dict[str, None] = {}
    while len(out) < count:
        units = [c for c in "abcd" for _ in range(4)]
        rng.shuffle(units)
        tubes = ["".join(units[i * 4 : i * 4 + 4]) for i in range(4)] + ["-", "-"]
        out[ids.format_id(ids.parse("tubes:" + ",".join(tubes)))] = None
    return list(out)


def _made(view: Any) -> int:
    """The rows the list has made (its delegates)."""
    return sum(1 for c in view.property("contentItem").childItems() if c.property("boardId"))


def test_a_long_list_makes_only_the_rows_near_its_view(scene: Any) -> None:
    profile = services.current().profile
    saved = _boards(BOARDS)
    with transaction(profile._conn) as conn:
        conn.executemany(
            "INSERT INTO my_board (board_id, saved_at) VALUES (?, ?)",
            [(text, clock.to_text(clock.utc_now())) for text in saved],
        )
    listed = profile.my_boards()
    open_screen(scene, "playBoard")
    mine = scene.find("myBoards")
    scene.wait_until(lambda: mine.property("count") == BOARDS)
    scene.frames()
    editor = scene.engine.singletonInstance("PebblePour.Backend", "BoardEditor")
    assert 0 < _made(mine) < BOARDS / 4
    assert editor.mine.worded() < BOARDS / 4
    # The keys walk it end to end.
    tab_to(scene, "Tubes board of 4 colours. Not solved yet", limit=20)
    assert mine.property("currentIndex") == 0
    scene.key(Qt.Key.Key_End)
    scene.frames()
    assert mine.property("currentIndex") == BOARDS - 1
    assert scene.focused_name() == "Tubes board of 4 colours. Not solved yet"
    scene.key(Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert announcements(scene)[-1] == f"Board ID copied: {listed[-1]}."
    assert _made(mine) < BOARDS / 2
    scene.key(Qt.Key.Key_Delete)
    assert announcements(scene)[-1] == "Removed from My boards."
    assert mine.property("count") == BOARDS - 1
    assert profile.my_boards() == listed[:-1]
    scene.key(Qt.Key.Key_Home)
    scene.key(Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert announcements(scene)[-1] == f"Board ID copied: {listed[0]}."


def test_a_board_saved_or_removed_changes_its_own_row_only(scene: Any) -> None:
    profile = services.current().profile
    first, second, third = _boards(3)
    for text in (first, second):
        profile.save_my_board(text)
    open_screen(scene, "playBoard")
    editor = scene.engine.singletonInstance("PebblePour.Backend", "BoardEditor")
    model = editor.mine
    scene.wait_until(lambda: model.rowCount() == 2)
    events: list[str] = []
    model.rowsInserted.connect(lambda _p, a, b: events.append(f"insert {a}-{b}"))
    model.rowsRemoved.connect(lambda _p, a, b: events.append(f"remove {a}-{b}"))
    model.dataChanged.connect(lambda a, b: events.append(f"change {a.row()}-{b.row()}"))
    model.modelReset.connect(lambda: events.append("reset"))
    clock_now = clock.utc_now()
    with clock.use_clock(lambda: clock_now.replace(year=clock_now.year + 1)):
        profile.save_my_board(third)
    editor.refreshMine()
    assert events == ["insert 0-0"]
    events.clear()
    editor.forget(second)
    assert events == ["remove 2-2"]
    assert [model.row(i)["boardId"] for i in range(model.rowCount())] == [third, first]
