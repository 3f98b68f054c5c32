"""The achievements list of the Statistics screen: every achievement, earned or open."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.session.achievements import IDS, Progress, progress
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.achievement_words import theme_name, words
from pebblepour.ui.qt_property import Property
from pebblepour.ui.rows_model import RowsModel
from pebblepour.ui.wording import labelled, long_date, sentences

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "Achievements", "row"]


def row(p: Progress) -> dict[str, Any]:
    """One list row: what a sighted player reads, and the same as one spoken name."""
    name, description = words(p.id)
    theme = "" if p.theme is None else theme_name(p.theme)
    if p.earned_at is not None:
        # The player's own calendar day, in the language's long date format.
        day = long_date(p.earned_at.astimezone().date())
        status = QCoreApplication.translate("Achievements", "Earned %1").replace("%1", day)
        unlock = (
            QCoreApplication.translate("Achievements", "Unlocked the %1 theme.").replace(
                "%1", theme
            )
            if theme
            else ""
        )
        spoken_head = (
            QCoreApplication.translate("Achievements", "%1, earned %2")
            .replace("%1", name)
            .replace("%2", day)
        )
    else:
        # The theme the next one unlocks is the same for every open achievement: said once,
        # with the count (Achievements.nextUnlock), not on every row.
        status = QCoreApplication.translate("Achievements", "Open")
        unlock = ""
        spoken_head = QCoreApplication.translate("Achievements", "%1, open").replace("%1", name)
    return {
        "id": p.id,
        "name": name,
        "description": description,
        "earned": p.earned_at is not None,
        "status": status,
        "unlock": unlock,
        "spoken": sentences(labelled(spoken_head, description), unlock),
    }


@QmlElement
@QmlSingleton
class Achievements(QObject):
    """The rows, refreshed in place (the focused row keeps its place) whenever an attempt
    earns one, the screen shows again, or the language changes."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = RowsModel(
            ["id", "name", "description", "earned", "status", "unlock", "spoken"], self
        )
        self._earned = 0
        self._next_theme = ""
        services.current().on_achievements.append(self.refresh)
        self.refresh()

    @Property(QObject, constant=True)
    def model(self) -> RowsModel:
        return self._model

    @Property(int, notify=changed)
    def earnedCount(self) -> int:
        return self._earned

    @Property(int, constant=True)
    def total(self) -> int:
        return len(IDS)

    @Property(str, notify=changed)
    def summary(self) -> str:
        """ "5 of 17 earned" """
        return QCoreApplication.translate(
            "Achievements", "%Ln of %1 earned", None, self._earned
        ).replace("%1", str(len(IDS)))

    @Property(str, notify=changed)
    def nextUnlock(self) -> str:
        """ "The next one you earn unlocks the Sand theme." ("" once every theme is open)"""
        if not self._next_theme:
            return ""
        return QCoreApplication.translate(
            "Achievements", "The next one you earn unlocks the %1 theme."
        ).replace("%1", theme_name(self._next_theme))

    @Property(str, notify=changed)
    def spokenSummary(self) -> str:
        """The count and the next unlock, read with the list's name."""
        return sentences(self.summary, self.nextUnlock) if self._next_theme else self.summary

    @Slot()
    def refresh(self) -> None:
        every = progress(services.current().profile)
        rows = [row(p) for p in every]
        self._earned = sum(1 for r in rows if r["earned"])
        self._next_theme = next(
            (p.theme for p in every if p.earned_at is None and p.theme is not None), ""
        )
        self._model.set_rows(rows)
        self.changed.emit()

    @Slot()
    def retranslate(self) -> None:
        self.refresh()
