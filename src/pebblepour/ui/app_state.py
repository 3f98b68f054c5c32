"""App-wide facts for QML: version, the start-up profile notice, the Statistics rows."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour import __version__
from pebblepour.profile.store import OpenIssue, ProfileError
from pebblepour.tubes.levels import LEVEL_COUNT
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, charts, services
from pebblepour.ui.messages import report_profile_error, set_warning_sink
from pebblepour.ui.qt_property import Property
from pebblepour.ui.wording import duration, long_date, number

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "AppState"]


def notice_sentence(issue: OpenIssue, name: str) -> str:
    """The one translated sentence shown when a bad profile file was moved aside (or damaged
    rows of it were set aside)."""
    texts = {
        OpenIssue.DAMAGED: QCoreApplication.translate(
            "AppState",
            "Your saved progress was damaged and could not be read, so a fresh profile was "
            "started; the old file was kept as %1.",
        ),
        OpenIssue.FOREIGN: QCoreApplication.translate(
            "AppState",
            "The profile file did not come from Pebble & Pour, so a fresh profile was started; "
            "the file was kept as %1.",
        ),
        OpenIssue.NEWER: QCoreApplication.translate(
            "AppState",
            "Your profile was saved by a newer version of Pebble & Pour, so a fresh profile "
            "was started; the newer file was kept as %1.",
        ),
        OpenIssue.UNREADABLE: QCoreApplication.translate(
            "AppState",
            "Your profile file could not be opened, so a fresh profile was started; the file "
            "was kept as %1.",
        ),
        OpenIssue.ROWS: QCoreApplication.translate(
            "AppState",
            "Some of your saved records were damaged, so they were set aside (they are kept "
            "in %1); the rest of your progress is as you left it.",
        ),
    }
    return texts[issue].replace("%1", name)


@QmlElement
@QmlSingleton
class AppState(QObject):
    changed = Signal()

    saveWarningChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._save_warning = ""
        set_warning_sink(self._set_save_warning)

    def _set_save_warning(self, text: str) -> None:
        if text != self._save_warning:
            self._save_warning = text
            self.saveWarningChanged.emit()

    @Property(str, constant=True)
    def version(self) -> str:
        return __version__

    @Property(str, notify=changed)
    def profileNotice(self) -> str:
        """Where a bad profile file was kept: shown at every start until dismissed."""
        notices = services.current().profile.notices()
        return " ".join(notice_sentence(m.issue, m.moved_to.name) for m in notices)

    @Slot()
    def dismissNotice(self) -> None:
        """The player has read the notice: it is not shown again."""
        try:
            services.current().profile.dismiss_notices()
        except ProfileError as exc:
            report_profile_error(exc)
            return
        self.changed.emit()

    @Property(str, notify=saveWarningChanged)
    def saveWarning(self) -> str:
        """Why progress is not being saved ("" while saves work); stays on screen."""
        return self._save_warning

    @Slot(result="QVariantList")
    def charts(self) -> list[dict[str, Any]]:
        """The Charts screen's charts, each with its text alternative (ui/charts.py)."""
        try:
            return charts.charts(services.current().profile)
        except ProfileError as exc:
            report_profile_error(exc)
            return []

    @Slot(result="QVariantList")
    def statsRows(self) -> list[dict[str, Any]]:
        """Label / value rows for the Statistics screen (headings have an empty value)."""
        s = services.current().profile.stats_summary()
        rows: list[dict[str, Any]] = []

        def head(label: str) -> None:
            rows.append({"label": label, "value": "", "heading": True})

        def row(label: str, value: str) -> None:
            rows.append({"label": label, "value": value, "heading": False})

        head(QCoreApplication.translate("AppState", "Tubes"))
        solved = len(s.tubes_levels)
        of_total = (
            QCoreApplication.translate("AppState", "%1 of %2")
            .replace("%1", number(solved))
            .replace("%2", number(LEVEL_COUNT))
        )
        row(QCoreApplication.translate("AppState", "Levels solved"), of_total)
        row(
            QCoreApplication.translate("AppState", "Highest unlocked level"),
            number(s.tubes_unlocked),
        )
        row(
            QCoreApplication.translate("AppState", "Level clears"),
            number(sum(x.completions for x in s.tubes_levels)),
        )
        if s.tubes_levels:
            total_time = sum(x.best_seconds for x in s.tubes_levels)
            row(QCoreApplication.translate("AppState", "Sum of best times"), duration(total_time))
            row(
                QCoreApplication.translate("AppState", "Levels solved without hints"),
                number(sum(1 for x in s.tubes_levels if x.best_hints == 0)),
            )
        row(
            QCoreApplication.translate("AppState", "Daily boards completed"),
            number(len(s.tubes_daily)),
        )
        for d in s.tubes_daily[-5:][::-1]:
            row(
                long_date(d.day),
                QCoreApplication.translate("AppState", "%Ln moves", None, d.moves)
                + " · "
                + duration(d.seconds),
            )

        head(QCoreApplication.translate("AppState", "Bowls"))
        row(
            QCoreApplication.translate("AppState", "Puzzles solved"),
            QCoreApplication.translate("AppState", "%1 of %2")
            .replace("%1", number(len(s.bowls_puzzles)))
            .replace("%2", number(100)),
        )
        if s.bowls_puzzles:
            row(
                QCoreApplication.translate("AppState", "Puzzle points (sum of bests)"),
                number(sum(x.best_score for x in s.bowls_puzzles)),
            )
        best = s.bowls_endless_best
        row(
            QCoreApplication.translate("AppState", "Best valid Endless score"),
            "—" if best is None else number(best),
        )
        row(
            QCoreApplication.translate("AppState", "Endless attempts (practice)"),
            QCoreApplication.translate("AppState", "%1 (%2)")
            .replace("%1", number(s.bowls_endless_played))
            .replace("%2", number(s.bowls_endless_practice)),
        )
        row(QCoreApplication.translate("AppState", "Daily attempts"), number(s.bowls_daily_played))
        for b in s.bowls_daily_best[-5:][::-1]:
            row(
                long_date(b.day),
                QCoreApplication.translate("AppState", "best %Ln points", None, b.score),
            )
        return rows

    @Slot()
    def retranslate(self) -> None:
        self.changed.emit()
