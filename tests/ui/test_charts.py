"""Statistics → Charts (issue 24 point 7): each chart drawn as bars, read as a list whose items
say each bar in words, with a one-sentence summary; data from the profile's records."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from pebblepour.ui import services
from tests.ui.play import tab_to


def seed() -> None:
    p = services.current().profile
    for n, moves, par in ((1, 6, 6), (2, 9, 7), (3, 8, 0)):
        p.record_tubes_level(n, moves, 20.0, 0)
        if par:
            p.note_shortest(f"tubes:level:{n}", par)
    p.record_tubes_daily(dt.date(2026, 12, 1), 24, 80.0, 0)
    p.note_shortest("tubes:daily:2026-12-01", 19)
    for score, practice in ((300, False), (1240, False), (50, True), (620, False)):
        p.record_bowls_endless(score, 30, practice)


def open_charts(scene: Any) -> None:
    tab_to(scene, "Statistics", limit=20)
    scene.key(Qt.Key.Key_Return)
    scene.wait_screen()
    scene.find("openCharts").clicked.emit()
    scene.wait_until(lambda: scene.present("chart-tubesLevels"))
    scene.wait_screen()


def name(item: Any) -> str:
    iface = QAccessible.queryAccessibleInterface(item)
    return iface.text(QAccessible.Text.Name) if iface is not None else ""


def test_the_charts_say_each_bar_and_sum_up_in_one_sentence(scene: Any) -> None:
    seed()
    state = scene.engine.singletonInstance("PebblePour.Backend", "AppState")
    charts = {c["key"]: c for c in state.charts()}
    levels, dailies = charts["tubesLevels"], charts["tubesDailies"]
    assert [b["text"] for b in levels["bars"]] == [
        "Level 1: 6 moves, shortest 6", "Level 2: 9 moves, shortest 7", "Level 3: 8 moves"]
    assert levels["summary"] == ("In the shortest number of moves on 1 of 2 boards; 1.0 moves "
                                 "over the shortest on average.")
    assert dailies["bars"][0]["text"] == "Tuesday, December 1, 2026: 24 moves, shortest 19"
    endless = charts["endless"]
    assert [b["text"] for b in endless["bars"]] == [
        "Attempt 1: 300 points", "Attempt 2: 1,240 points", "Attempt 3: 50 points, practice",
        "Attempt 4: 620 points"]
    assert endless["summary"] == "Best 1,240, median 620 over 3 attempts"  # practice left out
    assert charts["daily"]["bars"] == [] and charts["daily"]["summary"] == ""
    open_charts(scene)
    # The first chart takes the focus: a list named by its title, its bars read in words.
    bars = scene.find("chart-tubesLevels")
    assert bars.property("count") == 3
    assert scene.focused_name() == "Level 1: 6 moves, shortest 6"
    scene.key(Qt.Key.Key_Right)
    assert scene.focused_name() == "Level 2: 9 moves, shortest 7"
    scene.key(Qt.Key.Key_End)
    assert scene.focused_name() == "Level 3: 8 moves"
    assert name(bars) == "Tubes levels: your moves and the shortest"
    # Tab: the next chart.
    scene.key(Qt.Key.Key_Tab)
    assert scene.focused_name() == "Tuesday, December 1, 2026: 24 moves, shortest 19"
    # A chart with no data says how to fill it, and is no Tab stop.
    assert not scene.find("chart-daily").property("visible")
