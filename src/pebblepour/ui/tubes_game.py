"""The Tubes game as QML sees it: a list model of tubes and a controller with slots.

QML only calls slots here; the engine (``pebblepour.tubes``) owns every rule. Undo follows
Tatham's question: the board history is game state; selection, hint and timer are not.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import threading
import time
from typing import Any

from PySide6.QtCore import (
    Property,
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.profile.clock import utc_today
from pebblepour.profile.store import ProfileError
from pebblepour.tubes.board import CAPACITY, Board, BoardError
from pebblepour.tubes.levels import LEVEL_COUNT, Generated, daily, level
from pebblepour.tubes.solver import SolveResult, Status, solve, solve_optimal
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.announcer import say
from pebblepour.ui.colours import liquid_hex, liquid_name
from pebblepour.ui.messages import profile_error_sentence

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "TubesGame", "TubesModel"]

_ModelIndex = QModelIndex | QPersistentModelIndex


def format_time(seconds: float) -> str:
    s = round(seconds)
    return f"{s // 60}:{s % 60:02d}" if s < 3600 else f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"


def items(parts: list[str]) -> str:
    """Join spoken list items with the language's separator (Japanese 、, Thai a space)."""
    sep = QCoreApplication.translate("TubesGame", ", ", "between the items of a spoken list")
    return sep.join(parts)


def sentences(*parts: str) -> str:
    """Join spoken sentences with the language's sentence break (Japanese 。); a part that
    already ends a sentence ("Puzzle solved!", "…moves.") is followed by a plain space."""
    sep = QCoreApplication.translate("TubesGame", ". ", "between two spoken sentences")
    out = ""
    for part in parts:
        if not part:
            continue
        if out:
            out += "" if out[-1] in "。！？" else " " if out[-1] in ".!?" else sep
        out += part
    if parts and not parts[-1] and out and out[-1] not in ".!?。！？":
        out += sep.rstrip()  # an empty last part asks for the closing full stop
    return out


def tube_description(board: Board, i: int) -> str:
    """What a screen reader says for tube ``i``: contents bottom to top, then free space."""
    tube = board.tubes[i]
    free = CAPACITY - len(tube)
    if not tube:
        return QCoreApplication.translate("TubesGame", "Tube %1: empty").replace("%1", str(i + 1))
    contents = items([liquid_name(c) for c in tube])
    if free == 0:
        if board.is_complete(i):
            text = QCoreApplication.translate("TubesGame", "Tube %1: %2; full, complete")
            return text.replace("%1", str(i + 1)).replace("%2", contents)
        return (
            QCoreApplication.translate("TubesGame", "Tube %1: %2; full")
            .replace("%1", str(i + 1))
            .replace("%2", contents)
        )
    return (
        QCoreApplication.translate("TubesGame", "Tube %1: %2; %n free", None, free)
        .replace("%1", str(i + 1))
        .replace("%2", contents)
    )


SAVE_VERSION = 1


def save_text(
    level: int,
    day: dt.date | None,
    start: Board,
    moves: list[tuple[int, int]],
    seconds: float,
    hints: int,
) -> str:
    """An unfinished attempt as small versioned JSON (the profile stores it as text)."""
    return json.dumps(
        {
            "version": SAVE_VERSION,
            "level": level,
            "daily": day.isoformat() if day else None,
            "start": str(start),
            "moves": [list(m) for m in moves],
            "seconds": round(seconds, 3),
            "hints": hints,
        }
    )


def load_save(text: str) -> tuple[int, dt.date | None, Board, list[tuple[int, int]], float, int]:
    """Validate a saved attempt completely (replaying every pour); ``ValueError`` if bad."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise ValueError("unknown save version")
        level = data["level"]
        day = dt.date.fromisoformat(data["daily"]) if data["daily"] else None
        start = Board.parse(data["start"], start=True)
        moves = [(int(a), int(b)) for a, b in data["moves"]]
        seconds = float(data["seconds"])
        hints = int(data["hints"])
        if not isinstance(level, int) or not 0 <= level <= LEVEL_COUNT or seconds < 0 or hints < 0:
            raise ValueError("bad numbers")
        board = start
        for src, dst in moves:
            board = board.pour(src, dst)
    except (KeyError, TypeError, BoardError, json.JSONDecodeError) as exc:
        raise ValueError(str(exc)) from exc
    return level, day, start, moves, seconds, hints


class TubesModel(QAbstractListModel):
    """One row per tube. Updated in place with ``dataChanged`` so focus survives every move."""

    ColoursRole = Qt.ItemDataRole.UserRole + 1
    FreeRole = Qt.ItemDataRole.UserRole + 2
    NameRole = Qt.ItemDataRole.UserRole + 3
    SelectedRole = Qt.ItemDataRole.UserRole + 4
    HintRole = Qt.ItemDataRole.UserRole + 5
    CompleteRole = Qt.ItemDataRole.UserRole + 6
    NumberRole = Qt.ItemDataRole.UserRole + 7

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._board: Board | None = None
        self._selected = -1
        self._hint: tuple[int, int] | None = None

    def roleNames(self) -> dict[int, QByteArray]:
        return {
            self.ColoursRole: QByteArray(b"colours"),
            self.FreeRole: QByteArray(b"free"),
            self.NameRole: QByteArray(b"description"),
            self.SelectedRole: QByteArray(b"selected"),
            self.HintRole: QByteArray(b"hint"),
            self.CompleteRole: QByteArray(b"complete"),
            self.NumberRole: QByteArray(b"number"),
        }

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._board is None:
            return 0
        return len(self._board.tubes)

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self._board is None or not index.isValid() or index.row() >= self.rowCount():
            return None
        i = index.row()
        if role in (self.NameRole, Qt.ItemDataRole.DisplayRole):
            # The accessible name carries what a sighted player sees drawn on the tube: the
            # selection lift and the hint marks.
            text = tube_description(self._board, i)
            if i == self._selected:
                text += QCoreApplication.translate("TubesGame", "; selected")
            if self._hint is not None and self._hint[0] == i:
                text += QCoreApplication.translate("TubesGame", "; hint: pour from this tube")
            elif self._hint is not None and self._hint[1] == i:
                text += QCoreApplication.translate("TubesGame", "; hint: pour into this tube")
            return text
        if role == self.ColoursRole:
            return [liquid_hex(c) for c in self._board.tubes[i]]
        if role == self.FreeRole:
            return CAPACITY - len(self._board.tubes[i])
        if role == self.SelectedRole:
            return i == self._selected
        if role == self.HintRole:
            if self._hint is None:
                return 0
            return 1 if self._hint[0] == i else 2 if self._hint[1] == i else 0
        if role == self.CompleteRole:
            return self._board.is_complete(i)
        if role == self.NumberRole:
            return i + 1
        return None

    def update(self, board: Board, selected: int, hint: tuple[int, int] | None) -> None:
        """Show ``board``; rows that exist are changed in place, never reset."""
        old = self._board
        self._selected, self._hint = selected, hint
        if old is None or len(old.tubes) != len(board.tubes):
            self.beginResetModel()
            self._board = board
            self.endResetModel()
            return
        self._board = board
        self.dataChanged.emit(self.index(0), self.index(len(board.tubes) - 1))

    def refresh(self) -> None:
        """Re-read every row (after a language change: the names are translated)."""
        if self._board is not None and self._board.tubes:
            self.dataChanged.emit(self.index(0), self.index(len(self._board.tubes) - 1))


@QmlElement
@QmlSingleton
class TubesGame(QObject):
    """The Tubes play screen's controller. Slots are the only way QML changes the game."""

    changed = Signal()
    busyChanged = Signal()
    cleared = Signal()
    illegal = Signal(int)
    poured = Signal(int, int, int)
    focusTube = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = TubesModel(self)
        self._start: Board | None = None
        self._history: list[Board] = []
        self._board: Board | None = None
        self._selected = -1
        self._hint: tuple[int, int] | None = None
        self._level = 0
        self._daily: dt.date | None = None
        self._hints_used = 0
        self._started = 0.0
        self._elapsed = 0.0
        self._moves: list[tuple[int, int]] = []
        self._solved = False
        self._busy = False
        self._token = 0
        self._cancel = threading.Event()
        self._par: int | None = None
        self._result: dict[str, Any] = {}
        self._task: asyncio.Future[None] | None = None

    # ---- properties -------------------------------------------------------------------
    @Property(QObject, constant=True)
    def tubes(self) -> TubesModel:
        return self._model

    @Property(int, notify=changed)
    def moves(self) -> int:
        return len(self._history)

    @Property(int, notify=changed)
    def selected(self) -> int:
        return self._selected

    @Property(int, notify=changed)
    def level(self) -> int:
        return self._level

    @Property(bool, notify=changed)
    def isDaily(self) -> bool:
        return self._daily is not None

    @Property(str, notify=changed)
    def dailyDate(self) -> str:
        return self._daily.isoformat() if self._daily else ""

    @Property(int, notify=changed)
    def tubeCount(self) -> int:
        return len(self._board.tubes) if self._board else 0

    @Property(bool, notify=changed)
    def canUndo(self) -> bool:
        return bool(self._history) and not self._solved

    @Property(bool, notify=changed)
    def solved(self) -> bool:
        return self._solved

    @Property(int, notify=changed)
    def hintsUsed(self) -> int:
        return self._hints_used

    @Property(bool, notify=busyChanged)
    def busy(self) -> bool:
        return self._busy

    @Property(bool, notify=changed)
    def hasNext(self) -> bool:
        return self._daily is None and 0 < self._level < LEVEL_COUNT

    @Property("QVariantMap", notify=cleared)
    def result(self) -> dict[str, Any]:
        return self._result

    @Property(str, notify=changed)
    def title(self) -> str:
        if self._daily is not None:
            return QCoreApplication.translate("TubesGame", "Daily %1").replace(
                "%1", QLocale().toString(self._daily, QLocale.FormatType.LongFormat)
            )
        return (
            QCoreApplication.translate("TubesGame", "Level %1").replace("%1", str(self._level))
            if self._level
            else ""
        )

    # ---- starting ----------------------------------------------------------------------
    @Slot(int)
    def startLevel(self, n: int) -> None:
        if not 1 <= n <= LEVEL_COUNT:
            return
        self._begin(level, n, level=n, day=None)

    @Slot(str)
    def startDaily(self, iso: str) -> None:
        try:
            day = dt.date.fromisoformat(iso) if iso else utc_today()
        except ValueError:
            return
        self._begin(daily, day, level=0, day=day)

    def _mode(self, day: dt.date | None) -> str:
        return "tubes:daily" if day is not None else "tubes:level"

    def _try_resume(self, level: int, day: dt.date | None) -> bool:
        """Continue the saved unfinished attempt of this level / day, if there is one."""
        profile = services.current().profile
        text = profile.load_attempt(self._mode(day))
        if text is None:
            return False
        try:
            saved = load_save(text)
        except ValueError:
            profile.clear_attempt(self._mode(day))
            say(
                QCoreApplication.translate(
                    "TubesGame", "Your unfinished game could not be restored, so it starts afresh."
                )
            )
            return False
        s_level, s_day, start, moves, seconds, hints = saved
        if (s_level, s_day) != (level, day):
            return False
        self._level, self._daily = level, day
        self._load(start)
        board = start
        for src, dst in moves:
            self._history.append(board)
            board = board.pour(src, dst)
        self._board = board
        self._moves = list(moves)
        self._hints_used = hints
        self._elapsed = seconds
        self._sync()
        say(
            sentences(
                self.title,
                QCoreApplication.translate(
                    "TubesGame", "Resumed where you left off: %n moves.", None, len(moves)
                ),
            )
        )
        return True

    def _begin(self, make: Any, arg: Any, *, level: int, day: dt.date | None) -> None:
        self._cancel.set()
        self._cancel = threading.Event()
        self._token += 1
        token = self._token
        if self._try_resume(level, day):
            start = self._start
            assert start is not None
            self._task = asyncio.ensure_future(self._compute_par(start, token))
            return
        self._set_busy(True)

        async def run() -> None:
            gen: Generated = await services.current().run_off_thread(make, arg)
            if token != self._token:
                return
            self._level, self._daily = level, day
            self._load(gen.board)
            self._set_busy(False)
            self._announce_start()
            await self._compute_par(gen.board, token)

        self._task = asyncio.ensure_future(run())

    def _load(self, board: Board) -> None:
        self._start = board
        self._board = board
        self._history = []
        self._selected = -1
        self._hint = None
        self._hints_used = 0
        self._solved = False
        self._par = None
        self._elapsed = 0.0
        self._moves = []
        self._started = time.monotonic()
        self._sync()
        self.focusTube.emit(0)

    async def _compute_par(self, board: Board, token: int) -> None:
        res: SolveResult = await services.current().run_off_thread(
            lambda: solve_optimal(board, cancel=self._cancel)
        )
        if token == self._token and res.status is Status.SOLVED:
            self._par = len(res.moves)
            if self._solved:
                self._result = {**self._result, "par": self._par}
                self.cleared.emit()

    def _announce_start(self) -> None:
        assert self._board is not None
        colours = self._board.colours
        say(
            sentences(
                self.title,
                items(
                    [
                        QCoreApplication.translate("TubesGame", "%n colours", None, colours),
                        QCoreApplication.translate(
                            "TubesGame", "%n tubes", None, len(self._board.tubes)
                        ),
                    ]
                ),
                QCoreApplication.translate("TubesGame", "Press B to hear the whole board."),
            )
        )

    # ---- playing -----------------------------------------------------------------------
    @Slot(int)
    def activate(self, i: int) -> None:
        """Select tube ``i``, or pour the selected tube into it (Space / Enter / click)."""
        b = self._board
        if b is None or self._solved or self._busy or not 0 <= i < len(b.tubes):
            return
        if self._selected == -1:
            if not b.tubes[i]:
                self.illegal.emit(i)
                say(
                    QCoreApplication.translate(
                        "TubesGame", "Tube %1 is empty: nothing to pour."
                    ).replace("%1", str(i + 1))
                )
                return
            self._selected = i
            self._sync()
            top = liquid_name(b.tubes[i][-1])
            say(
                QCoreApplication.translate("TubesGame", "Tube %1 selected, %2 on top.")
                .replace("%1", str(i + 1))
                .replace("%2", top)
            )
            return
        src = self._selected
        if src == i:
            self.cancelSelection()
            return
        amount = b.pour_amount(src, i)
        if amount == 0:
            self.illegal.emit(i)
            say(self._why_not(src, i), True)
            return
        colour = b.tubes[src][-1]
        self._history.append(b)
        self._moves.append((src, i))
        self._board = b.pour(src, i)
        self._selected = -1
        self._hint = None
        self.poured.emit(src, i, amount)
        self._sync()
        msg = (
            QCoreApplication.translate(
                "TubesGame", "Poured %n %1 from tube %2 into tube %3.", None, amount
            )
            .replace("%1", liquid_name(colour))
            .replace("%2", str(src + 1))
            .replace("%3", str(i + 1))
        )
        # The tube that has focus changed: its new contents are part of the sentence, because
        # Orca 43.1 drops name changes of list items (event_manager._ignore, "Web app spam").
        msg = sentences(msg, tube_description(self._board, i))
        if self._board.is_solved():
            self._finish()
            msg = sentences(msg, QCoreApplication.translate(
                "TubesGame", "Solved in %n moves!", None, len(self._history)
            ))
        else:
            self._save()
        say(sentences(msg, ""))

    def _why_not(self, src: int, dst: int) -> str:
        b = self._board
        assert b is not None
        if len(b.tubes[dst]) >= CAPACITY:
            why = QCoreApplication.translate("TubesGame", "tube %1 is full").replace(
                "%1", str(dst + 1)
            )
        else:
            why = QCoreApplication.translate("TubesGame", "the top colours differ")
        return QCoreApplication.translate("TubesGame", "Not a move: %1.").replace("%1", why)

    @Slot()
    def cancelSelection(self) -> None:
        if self._selected != -1:
            self._selected = -1
            self._sync()
            say(QCoreApplication.translate("TubesGame", "Selection cancelled."))

    @Slot()
    def undo(self) -> None:
        if not self._history or self._solved:
            say(QCoreApplication.translate("TubesGame", "Nothing to undo."))
            return
        self._board = self._history.pop()
        self._moves.pop()
        self._selected = -1
        self._hint = None
        self._sync()
        self._save()
        say(QCoreApplication.translate("TubesGame", "Undone. %n moves.", None, len(self._history)))

    @Slot()
    def restart(self) -> None:
        if self._start is None or self._busy:
            return
        if self._solved:  # "Play again": a fresh run with its own time and hints
            self._hints_used = 0
            self._elapsed = 0.0
            self._started = time.monotonic()
        self._history = []
        self._moves = []
        self._board = self._start
        self._selected = -1
        self._hint = None
        self._solved = False
        self._sync()
        self._save()
        say(QCoreApplication.translate("TubesGame", "Restarted. Moves back to 0."))

    @Slot()
    def hint(self) -> None:
        board = self._board
        if board is None or self._solved or self._busy:
            return
        self._hints_used += 1
        token = self._token
        cancel = self._cancel

        async def run() -> None:
            self._set_busy(True)
            try:
                res: SolveResult = await services.current().run_off_thread(
                    lambda: solve(board, cancel=cancel)
                )
            finally:
                self._set_busy(False)
            if token != self._token or board is not self._board:
                return
            if res.status is Status.SOLVED and res.moves:
                src, dst = res.moves[0]
                self._hint = (src, dst)
                self._selected = -1
                self._sync()
                self.focusTube.emit(src)
                say(
                    QCoreApplication.translate("TubesGame", "Hint: pour tube %1 into tube %2.")
                    .replace("%1", str(src + 1))
                    .replace("%2", str(dst + 1))
                )
            else:
                self.changed.emit()
                say(
                    QCoreApplication.translate(
                        "TubesGame", "No move found to progress. Undo or restart."
                    ),
                    True,
                )

        self._task = asyncio.ensure_future(run())

    @Slot(result=str)
    def boardText(self) -> str:
        """The whole board in words (the 'read board' key)."""
        b = self._board
        if b is None:
            return ""
        parts = [tube_description(b, i) for i in range(len(b.tubes))]
        end = QCoreApplication.translate("TubesGame", ".", "the end of a spoken sentence")
        return (
            QCoreApplication.translate("TubesGame", "%n moves.", None, len(self._history))
            + " "
            + sentences(*parts)
            + end
        )

    @Slot(int, result=str)
    def topHex(self, i: int) -> str:
        """The colour on top of tube ``i`` ("" if empty), for the pour animation."""
        b = self._board
        if b is None or not 0 <= i < len(b.tubes) or not b.tubes[i]:
            return ""
        return liquid_hex(b.tubes[i][-1])

    @Slot()
    def readProgress(self) -> None:
        """S: the short review (tubes still to sort, moves so far); B reads the whole board."""
        b = self._board
        if b is None:
            return
        unsorted = sum(1 for i, t in enumerate(b.tubes) if t and not b.is_complete(i))
        say(sentences(
            QCoreApplication.translate("TubesGame", "%n tubes still to sort", None, unsorted)
            if unsorted else QCoreApplication.translate("TubesGame", "Every tube is sorted"),
            QCoreApplication.translate("TubesGame", "%n moves so far", None, len(self._moves)),
            "",
        ))

    @Slot()
    def readBoard(self) -> None:
        say(self.boardText())

    @Slot(int)
    def readTube(self, i: int) -> None:
        if self._board is not None and 0 <= i < len(self._board.tubes):
            say(tube_description(self._board, i))

    @Slot()
    def retranslate(self) -> None:
        self._model.refresh()
        self.changed.emit()

    # ---- finishing ---------------------------------------------------------------------
    def _seconds(self) -> float:
        return self._elapsed + (time.monotonic() - self._started)

    def _save(self) -> None:
        """Keep the unfinished attempt after every accepted change (resumed on next start)."""
        if self._start is None or self._solved:
            return
        try:
            self._write_save()
        except ProfileError as exc:
            say(profile_error_sentence(exc), True)

    def _write_save(self) -> None:
        profile = services.current().profile
        mode = self._mode(self._daily)
        if not self._moves:
            # Nothing played yet: keep an earlier unfinished attempt of this mode, unless it
            # is this very board (then it was just restarted).
            text = profile.load_attempt(mode)
            if text is None:
                return
            try:
                if load_save(text)[:2] != (self._level, self._daily):
                    return
            except ValueError:
                pass
        profile.save_attempt(
            mode,
            save_text(
                self._level,
                self._daily,
                self._start,
                self._moves,
                self._seconds(),
                self._hints_used,
            ),
        )

    @Slot()
    def suspend(self) -> None:
        """Save now (leaving the screen, quitting)."""
        self._save()

    def _finish(self) -> None:
        self._solved = True
        self.changed.emit()  # Undo and Hint turn off at once
        seconds = self._seconds()
        self._elapsed, self._started = seconds, time.monotonic()
        moves = len(self._history)
        try:
            self._record(moves, seconds)
        except ProfileError as exc:
            # The game goes on; the player hears why this clear was not kept.
            self._result = {
                "moves": moves,
                "time": format_time(seconds),
                "hints": self._hints_used,
                "bestMoves": moves,
                "bestTime": format_time(seconds),
                "newBest": False,
                "par": self._par if self._par is not None else -1,
            }
            self.cleared.emit()
            say(profile_error_sentence(exc), True)

    def _record(self, moves: int, seconds: float) -> None:
        profile = services.current().profile
        profile.clear_attempt(self._mode(self._daily))
        if self._daily is not None:
            day = profile.record_tubes_daily(self._daily, moves, seconds, self._hints_used)
            best_moves, best_time = day.stats.moves, day.stats.seconds
            first, improved = day.first_completion, day.new_best
        else:
            lvl = profile.record_tubes_level(self._level, moves, seconds, self._hints_used)
            best_moves, best_time = lvl.stats.best_moves, lvl.stats.best_seconds
            first, improved = lvl.first_clear, lvl.new_best_moves
        self._result = {
            "moves": moves,
            "time": format_time(seconds),
            "hints": self._hints_used,
            "bestMoves": best_moves,
            "bestTime": format_time(best_time),
            "firstClear": first,
            "newBest": improved and not first,
            "par": self._par if self._par is not None else -1,
        }
        self.cleared.emit()

    # ---- plumbing ----------------------------------------------------------------------
    def _sync(self) -> None:
        if self._board is not None:
            self._model.update(self._board, self._selected, self._hint)
        self.changed.emit()

    def _set_busy(self, busy: bool) -> None:
        if self._busy != busy:
            self._busy = busy
            self.busyChanged.emit()

    def board(self) -> Board | None:
        """The current board (for tests)."""
        return self._board
