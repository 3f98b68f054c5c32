"""The Bowls puzzle list: 100 puzzles in chapters, with solved / best from the profile; and
what Home offers to continue (as TubesLists does for Tubes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.bowls import Mode
from pebblepour.bowls.puzzles import shipped_pack, shipped_puzzle
from pebblepour.profile.clock import utc_today
from pebblepour.session.bowls import saved_daily, to_continue
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.bowls_text import goal_text
from pebblepour.ui.dailies import DAILY_KEYS, daily_rows, in_progress
from pebblepour.ui.qt_property import Property
from pebblepour.ui.rows_model import RowsModel
from pebblepour.ui.wording import items, long_date, sentence

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "BowlsLists"]


@QmlElement
@QmlSingleton
class BowlsLists(QObject):
    """Rows of the puzzle list; refreshed in place when the screen shows again."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._puzzles = RowsModel(
            [
                "number",
                "chapter",
                "solved",
                "bestMoves",
                "bestScore",
                "goal",
                "limit",
                "description",
            ],
            self,
        )
        self._dailies = RowsModel(DAILY_KEYS, self)
        self._chapters: list[int] = []
        self._solved = 0
        self._continue_mode = ""
        self._continue_label = ""
        self._daily_status = ""
        self.refresh()

    @Property(str, notify=changed)
    def continueMode(self) -> str:
        """What Home's Continue button opens: "puzzle:N", "endless", "daily" or ""."""
        return self._continue_mode

    @Property(str, notify=changed)
    def continueLabel(self) -> str:
        return self._continue_label

    @Property(str, notify=changed)
    def dailyStatus(self) -> str:
        """The unfinished Daily, for Home ("" if none); set by :meth:`refreshHome`."""
        return self._daily_status

    @Slot()
    def refreshHome(self) -> None:
        """Which unfinished Bowls attempt Home offers to continue."""
        profile = services.current().profile
        self._continue_mode = ""
        self._continue_label = ""
        self.refreshDailies()
        found = to_continue(profile, shipped_puzzle)
        if found is not None:
            mode, n = found
            self._continue_mode = f"puzzle:{n}" if mode is Mode.PUZZLE else mode.value
            if mode is Mode.PUZZLE:
                self._continue_label = QCoreApplication.translate(
                    "BowlsGame", "Continue puzzle %1"
                ).replace("%1", str(n))
            elif mode is Mode.ENDLESS:
                self._continue_label = QCoreApplication.translate("BowlsGame", "Continue Endless")
            else:
                self._continue_label = QCoreApplication.translate("BowlsGame", "Continue Daily")
        self.changed.emit()

    @Property(QObject, constant=True)
    def dailies(self) -> RowsModel:
        """The Daily list: the last 30 dates, each with its best valid score if played."""
        return self._dailies

    @Slot()
    def refreshDailies(self) -> None:
        profile = services.current().profile
        started = saved_daily(profile)
        self._daily_status = in_progress(*started) if started is not None else ""
        done = {
            day: (
                "✓ " + QCoreApplication.translate("BowlsLists", "%Ln points", None, best.score),
                QCoreApplication.translate(
                    "BowlsLists", "%1, played, best %2 in %Ln moves", None, best.moves
                )
                .replace("%1", long_date(day))
                .replace(
                    "%2",
                    QCoreApplication.translate("BowlsLists", "%Ln points", None, best.score),
                ),
            )
            for day, best in profile.bowls_daily_best().items()
        }
        self._dailies.set_rows(daily_rows(utc_today(), done, started))
        self.changed.emit()

    @Property(QObject, constant=True)
    def puzzles(self) -> RowsModel:
        return self._puzzles

    @Slot(int, result=QObject)
    def chapterPuzzles(self, chapter: int) -> QObject:
        """The puzzles of one chapter."""
        return self._puzzles.section("chapter", chapter)

    @Property("QVariantList", notify=changed)
    def chapters(self) -> list[int]:
        return self._chapters

    @Property(int, notify=changed)
    def solvedCount(self) -> int:
        return self._solved

    @Property(int, notify=changed)
    def total(self) -> int:
        return len(shipped_pack())

    @Slot(int, result=str)
    def chapterHeading(self, chapter: int) -> str:
        numbers = [p.id for p in shipped_pack() if p.chapter == chapter]
        if not numbers:
            return ""
        solved = sum(1 for r in self._rows_of(chapter) if r["solved"])
        return (
            QCoreApplication.translate("BowlsLists", "Chapter %1 · puzzles %2–%3 · %4 solved")
            .replace("%1", str(chapter))
            .replace("%2", str(min(numbers)))
            .replace("%3", str(max(numbers)))
            .replace("%4", str(solved))
        )

    def _rows_of(self, chapter: int) -> list[dict[str, Any]]:
        return [r for r in self._rows if r["chapter"] == chapter]

    @Slot()
    def refresh(self) -> None:
        stats = services.current().profile.bowls_puzzle_stats()
        rows: list[dict[str, Any]] = []
        chapters: list[int] = []
        for p in shipped_pack():
            n, chapter = int(p.id), int(p.chapter)
            if chapter not in chapters:
                chapters.append(chapter)
            st = stats.get(n)
            goal = goal_text(p.goal)
            limit_text = QCoreApplication.translate("BowlsLists", "%Ln moves", None, int(p.limit))
            if st is not None:
                desc = (
                    QCoreApplication.translate("BowlsLists", "Puzzle %1, solved, best %2 and %3")
                    .replace("%1", str(n))
                    .replace(
                        "%2",
                        QCoreApplication.translate("BowlsLists", "%Ln moves", None, st.best_moves),
                    )
                    .replace(
                        "%3",
                        QCoreApplication.translate("BowlsLists", "%Ln points", None, st.best_score),
                    )
                )
            else:
                desc = QCoreApplication.translate(
                    "BowlsLists", "Puzzle %1, not solved yet"
                ).replace("%1", str(n))
            desc = sentence(desc, items([goal, limit_text]))
            rows.append(
                {
                    "number": n,
                    "chapter": chapter,
                    "solved": st is not None,
                    "bestMoves": st.best_moves if st else -1,
                    "bestScore": st.best_score if st else -1,
                    "goal": goal,
                    "limit": int(p.limit),
                    "description": desc,
                }
            )
        self._rows = rows
        self._chapters = chapters
        self._solved = sum(1 for r in rows if r["solved"])
        self._puzzles.set_rows(rows)
        self.changed.emit()

    @Slot()
    def retranslate(self) -> None:
        self.refresh()
