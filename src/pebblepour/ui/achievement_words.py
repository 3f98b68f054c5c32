"""The words of the achievements (:mod:`pebblepour.session.achievements` holds the rules)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pebblepour.session.achievements import IDS, Unlock


def words(achievement_id: str) -> tuple[str, str]:
    """``(name, description)`` of an achievement, translated; the description says what to do."""
    table = {
        "bowls_first_puzzle": (
            QCoreApplication.translate("Achievements", "First solve"),
            QCoreApplication.translate("Achievements", "Solve any Bowls puzzle."),
        ),
        "bowls_shortest": (
            QCoreApplication.translate("Achievements", "Shortest way"),
            QCoreApplication.translate(
                "Achievements", "Solve a puzzle in its shortest number of moves, without a hint."
            ),
        ),
        "bowls_chapter": (
            QCoreApplication.translate("Achievements", "Chapter done"),
            QCoreApplication.translate("Achievements", "Solve all ten puzzles of one chapter."),
        ),
        "bowls_combo_4": (
            QCoreApplication.translate("Achievements", "Four at once"),
            QCoreApplication.translate(
                "Achievements", "Make a ×4 combo: groups in four bowls with one move."
            ),
        ),
        "bowls_perfect_clear": (
            QCoreApplication.translate("Achievements", "Perfect Clear"),
            QCoreApplication.translate("Achievements", "Empty the whole board with one move."),
        ),
        "bowls_eruption": (
            QCoreApplication.translate("Achievements", "Helpful volcano"),
            QCoreApplication.translate("Achievements", "Let an eruption complete a colour group."),
        ),
        "bowls_endless_score": (
            QCoreApplication.translate("Achievements", "Endless 500"),
            QCoreApplication.translate(
                "Achievements", "Score 500 points in one valid Endless attempt."
            ),
        ),
        "bowls_endless_high": (
            QCoreApplication.translate("Achievements", "Endless 2000"),
            QCoreApplication.translate(
                "Achievements", "Score 2000 points in one valid Endless attempt."
            ),
        ),
        "bowls_endless_long": (
            QCoreApplication.translate("Achievements", "Long game"),
            QCoreApplication.translate(
                "Achievements", "Play 50 moves in one valid Endless attempt."
            ),
        ),
        "bowls_first_daily": (
            QCoreApplication.translate("Achievements", "First Bowls daily"),
            QCoreApplication.translate(
                "Achievements", "Finish a Bowls Daily challenge without undo."
            ),
        ),
        "tubes_first_level": (
            QCoreApplication.translate("Achievements", "First pour"),
            QCoreApplication.translate("Achievements", "Clear any Tubes level."),
        ),
        "tubes_band_no_hints": (
            QCoreApplication.translate("Achievements", "On your own"),
            QCoreApplication.translate(
                "Achievements", "Clear every level of one Tubes band without a hint."
            ),
        ),
        "tubes_many_levels": (
            QCoreApplication.translate("Achievements", "Halfway"),
            QCoreApplication.translate("Achievements", "Clear 50 Tubes levels."),
        ),
        "tubes_all_levels": (
            QCoreApplication.translate("Achievements", "All one hundred"),
            QCoreApplication.translate("Achievements", "Clear all 100 Tubes levels."),
        ),
        "tubes_first_daily": (
            QCoreApplication.translate("Achievements", "First Tubes daily"),
            QCoreApplication.translate("Achievements", "Clear a Tubes daily board."),
        ),
        "tubes_daily_no_hint": (
            QCoreApplication.translate("Achievements", "Daily, unaided"),
            QCoreApplication.translate("Achievements", "Clear a Tubes daily board without a hint."),
        ),
        "dailies_10": (
            QCoreApplication.translate("Achievements", "Ten days"),
            QCoreApplication.translate(
                "Achievements", "Complete the daily on ten days, Bowls and Tubes together."
            ),
        ),
    }
    assert set(table) == set(IDS), "every achievement has its words"
    return table[achievement_id]


def unlock_lines(unlocks: list[Unlock]) -> list[str]:
    """One line per achievement earned just now (the result panel's notes)."""
    lines = []
    for u in unlocks:
        name = words(u.id)[0]
        if u.theme is None:
            lines.append(
                QCoreApplication.translate("Achievements", "Achievement earned: %1.").replace(
                    "%1", name
                )
            )
        else:
            line = QCoreApplication.translate(
                "Achievements", "Achievement earned: %1. New theme unlocked: %2."
            )
            lines.append(line.replace("%1", name).replace("%2", theme_name(u.theme)))
    return lines


def theme_name(theme: str) -> str:
    """A theme's translated name."""
    table = {
        "simple": QCoreApplication.translate("Achievements", "Simple"),
        "garden": QCoreApplication.translate("Achievements", "Garden"),
        "sand": QCoreApplication.translate("Achievements", "Sand"),
        "ocean": QCoreApplication.translate("Achievements", "Ocean"),
        "runes": QCoreApplication.translate("Achievements", "Runes"),
        "neon": QCoreApplication.translate("Achievements", "Neon"),
        "space": QCoreApplication.translate("Achievements", "Space"),
    }
    return table.get(theme, theme)
