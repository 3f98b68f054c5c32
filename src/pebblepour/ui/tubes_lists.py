"""Level select and daily list for Tubes, read from the profile."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.profile.clock import utc_today
from pebblepour.session.tubes import saved_daily, saved_level
from pebblepour.tubes.levels import BANDS, LEVEL_COUNT, band_of
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.dailies import DAILY_KEYS, daily_rows, in_progress
from pebblepour.ui.qt_property import Property
from pebblepour.ui.rows_model import RowsModel
from pebblepour.ui.wording import duration, items, long_date

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "TubesLists"]

def band_title(index: int) -> str:
    return QCoreApplication.translate("TubesLists", "%Ln colours", None, BANDS[index].colours)


@QmlElement
@QmlSingleton
class TubesLists(QObject):
    """Level select (1–100 in colour bands) and the last 30 dailies."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._levels = RowsModel(
            ["number", "band", "bandTitle", "status", "bestMoves", "bestTime", "description"],
            self,
        )
        self._dailies = RowsModel(DAILY_KEYS, self)
        self._unlocked = 1
        self._continue = 0
        self._daily_status = ""
        self.refresh()

    @Property(QObject, constant=True)
    def levels(self) -> RowsModel:
        return self._levels

    @Slot(int, result=QObject)
    def band(self, index: int) -> QObject:
        """The levels of band ``index`` (0 .. bandCount - 1)."""
        return self._levels.section("band", index)

    @Property(int, constant=True)
    def bandCount(self) -> int:
        """How many colour bands the levels come in (the level list's sections)."""
        return len(BANDS)

    @Property(QObject, constant=True)
    def dailies(self) -> RowsModel:
        return self._dailies

    @Property(int, notify=changed)
    def unlocked(self) -> int:
        return self._unlocked

    @Property(int, notify=changed)
    def continueLevel(self) -> int:
        """The level of the unfinished Tubes attempt (0 if none): Home offers to continue it."""
        return self._continue

    @Property(str, notify=changed)
    def dailyStatus(self) -> str:
        """The unfinished Daily, for Home ("Daily of 1 December 2026 in progress: 5 moves so
        far"), or "" if there is none."""
        return self._daily_status

    @Property(str, notify=changed)
    def today(self) -> str:
        return utc_today().isoformat()

    @Slot(int, result=str)
    def bandHeading(self, index: int) -> str:
        """E.g. "4 colours · levels 9–22"."""
        if not 0 <= index < len(BANDS):
            return ""
        band = BANDS[index]
        levels = (
            QCoreApplication.translate("TubesLists", "levels %1–%2")
            .replace("%1", str(band.first))
            .replace("%2", str(band.last))
        )
        return band_title(index) + "  ·  " + levels

    @Slot(int, result=str)
    def levelSummary(self, n: int) -> str:
        """One line about level ``n`` for the level select: colours, state, best run."""
        if not 1 <= n <= LEVEL_COUNT:
            return ""
        colours, _p = band_of(n)
        head = QCoreApplication.translate("TubesLists", "Level %1 · %Ln colours", None, colours)
        head = head.replace("%1", str(n))
        if n > self._unlocked:
            tail = QCoreApplication.translate("TubesLists", "locked: solve level %1 first")
            return head + " · " + tail.replace("%1", str(self._unlocked))
        st = services.current().profile.tubes_level_stats(n)
        if st is None:
            return head + " · " + QCoreApplication.translate("TubesLists", "not yet solved")
        best = QCoreApplication.translate("TubesLists", "best %Ln moves in %1", None, st.best_moves)
        times = QCoreApplication.translate("TubesLists", "solved %Ln times", None, st.completions)
        return " · ".join([head, best.replace("%1", duration(st.best_seconds)), times])

    @Slot()
    def retranslate(self) -> None:
        self.refresh()

    @Slot()
    def refresh(self) -> None:
        profile = services.current().profile
        self._unlocked = profile.tubes_unlocked()
        self._continue = saved_level(profile)
        stats = profile.tubes_all_level_stats()
        rows: list[dict[str, Any]] = []
        for n in range(1, LEVEL_COUNT + 1):
            colours, _p = band_of(n)
            band = next(i for i, b in enumerate(BANDS) if b.first <= n <= b.last)
            st = stats.get(n)
            done = st is not None and st.completions > 0
            state = 2 if done else 1 if n <= self._unlocked else 0
            best_moves = st.best_moves if st and st.best_moves is not None else -1
            best_time = duration(st.best_seconds) if st and st.best_seconds is not None else ""
            if state == 0:
                desc = QCoreApplication.translate("TubesLists", "Level %1, locked").replace(
                    "%1", str(n)
                )
            elif state == 1:
                desc = QCoreApplication.translate(
                    "TubesLists", "Level %1, %Ln colours, not yet solved", None, colours
                ).replace("%1", str(n))
            else:
                desc = items(
                    [
                        QCoreApplication.translate(
                            "TubesLists", "Level %1, solved, best %Ln moves", None, best_moves
                        ).replace("%1", str(n)),
                        best_time,
                    ]
                )
            rows.append(
                {
                    "number": n,
                    "band": band,
                    "bandTitle": band_title(band),
                    "status": state,
                    "bestMoves": best_moves,
                    "bestTime": best_time,
                    "description": desc,
                }
            )
        self._levels.set_rows(rows)
        started = saved_daily(profile)
        self._daily_status = in_progress(*started) if started is not None else ""
        completed = {
            day: (
                "✓ " + QCoreApplication.translate("TubesLists", "%Ln moves", None, entry.moves),
                QCoreApplication.translate(
                    "TubesLists", "%1, completed in %Ln moves", None, entry.moves
                ).replace("%1", long_date(day)),
            )
            for day, entry in profile.tubes_daily_completions().items()
        }
        self._dailies.set_rows(daily_rows(utc_today(), completed, started))
        self.changed.emit()
