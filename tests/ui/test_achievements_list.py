"""The achievements list on the Statistics screen, and what an unlock refreshes at once: the
list, the Settings theme choice, and the result panel of an Endless attempt."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAccessible

from pebblepour.profile import clock
from pebblepour.session import achievements as ach
from pebblepour.tubes.solver import solve
from pebblepour.ui import services
from tests.ui.play import announcements, open_endless, open_level_one, play_move

MOMENT = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def singleton(scene: Any, name: str) -> Any:
    return scene.engine.singletonInstance("PebblePour.Backend", name)


def day(moment: datetime) -> str:
    return QLocale().toString(moment.astimezone().date(), QLocale.FormatType.LongFormat)


def open_statistics(scene: Any) -> None:
    scene.find("openStats").clicked.emit()
    scene.wait_screen()
    assert scene.focused_name() == "Tubes"


def test_every_achievement_is_listed_and_read_earned_or_open_by_keyboard(scene: Any) -> None:
    profile = services.current().profile
    with clock.use_clock(lambda: MOMENT):
        profile.award_achievement("bowls_first_puzzle")
        profile.award_achievement("bowls_combo_4")
    open_statistics(scene)
    assert scene.find("achievementCount").property("text") == "2 of 17 earned"
    scene.key(Qt.Key.Key_Tab)  # from the statistics to the achievements: one Tab stop each
    assert scene.focused_name() == (
        f"First solve, earned {day(MOMENT)}: Solve any Bowls puzzle. "
        "Unlocked the Garden theme."
    )
    parent = QAccessible.queryAccessibleInterface(scene.focused()).parent()
    assert parent.role() == QAccessible.Role.List
    assert parent.text(QAccessible.Text.Name) == (
        "Achievements, 2 of 17 earned. The next one you earn unlocks the Ocean theme."
    )
    assert scene.find("nextUnlock").property("text") == (
        "The next one you earn unlocks the Ocean theme."
    )
    assert QAccessible.queryAccessibleInterface(scene.focused()).role() == (
        QAccessible.Role.ListItem
    )
    scene.key(Qt.Key.Key_Down)
    assert scene.focused_name() == (
        "Shortest way, open: Solve a puzzle in its shortest number of moves, without a hint."
    )
    scene.key(Qt.Key.Key_Down)
    scene.key(Qt.Key.Key_Down)
    assert scene.focused_name().startswith(f"Four at once, earned {day(MOMENT)}: Make a ×4 combo")
    assert scene.focused_name().endswith("Unlocked the Sand theme.")
    scene.key(Qt.Key.Key_End)
    assert scene.focused_name().startswith("Ten days, open: Complete the daily on ten days")
    scene.key(Qt.Key.Key_Home)
    assert scene.focused_name().startswith("First solve, earned")
    scene.key(Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert scene.focused_name() == "Tubes"


def test_once_every_theme_is_open_an_open_achievement_names_none(scene: Any) -> None:
    profile = services.current().profile
    for name in ach.IDS[:6]:
        profile.award_achievement(name)
    rows = {r["id"]: r for r in map(ach_row, ach.progress(profile))}
    assert rows[ach.IDS[5]]["unlock"] == "Unlocked the Space theme."
    assert rows[ach.IDS[6]]["unlock"] == "" and rows[ach.IDS[6]]["status"] == "Open"
    assert rows[ach.IDS[6]]["spoken"] == (
        "Endless 500, open: Score 500 points in one valid Endless attempt."
    )


def ach_row(p: ach.Progress) -> dict[str, Any]:
    from pebblepour.ui.achievements import row

    return row(p)


def test_a_clear_refreshes_the_list_and_the_settings_theme_choice_at_once(scene: Any) -> None:
    lists, settings = singleton(scene, "Achievements"), singleton(scene, "AppSettings")
    assert lists.property("earnedCount") == 0
    assert settings.property("unlockedThemes") == ["simple"]
    g = open_level_one(scene)
    for src, dst in solve(g.board()).moves:
        g.activate(src)
        g.activate(dst)
    assert g.over
    # No screen was opened and nothing asked for a refresh: the unlock reached both.
    assert settings.property("unlockedThemes") == ["simple", "garden"]
    assert lists.property("earnedCount") == 1
    assert lists.property("summary") == "1 of 17 earned"
    model = lists.property("model")
    first_pour = ach.IDS.index("tubes_first_level")
    role = {bytes(v).decode(): k for k, v in model.roleNames().items()}["spoken"]
    spoken = model.data(model.index(first_pour), role)
    assert spoken.startswith("First pour, earned ") and spoken.endswith(
        "Unlocked the Garden theme."
    )


@pytest.mark.parametrize("how", ["overflow", "ended"])
def test_an_endless_result_panel_carries_its_unlock_line_when_it_opens(
    scene: Any, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    monkeypatch.setattr(ach, "ENDLESS_MOVES", 2)  # a "long game" after two moves
    profile = services.current().profile
    settings = singleton(scene, "AppSettings")
    g = open_endless(scene)
    a = g.attempt()
    panel = scene.find("bowlsResult")
    notes_when_opened: list[list[str]] = []
    panel.visibleChanged.connect(
        lambda: notes_when_opened.append(list(panel.property("notes")))
        if panel.property("visible")
        else None
    )
    if how == "overflow":
        while not a.status.is_over:
            play_move(scene, max(a.legal_sources(), key=lambda m: (a.forecast(m).fullest, m)))
    else:
        for _ in range(2):
            play_move(scene, a.legal_sources()[0])
        g.endAttempt()
    scene.qtbot.waitUntil(lambda: panel.property("visible") is True, timeout=3000)
    line = "Achievement earned: Long game. New theme unlocked: Garden."
    assert line in notes_when_opened[0]  # on the panel from the moment it opens
    assert notes_when_opened[0].count(line) == 1
    if how == "overflow":
        assert profile.achievements() == {}  # recorded when the player leaves (undo is open)
        scene.find("result_again").clicked.emit()  # leaving the result records it
        scene.qtbot.waitUntil(lambda: "bowls_endless_long" in profile.achievements())
    assert "bowls_endless_long" in profile.achievements()
    assert settings.property("unlockedThemes")[:2] == ["simple", "garden"]
    # Read with the panel, never announced on its own.
    assert not any("Achievement earned" in text for text in announcements(scene))
