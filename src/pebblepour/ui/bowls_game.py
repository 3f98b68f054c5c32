"""The Bowls game as QML sees it: a 12-row bowl model and a controller with slots.

QML only calls slots; the engine (``pebblepour.bowls``) owns every rule. A confirmed move is
played by the engine at once; the screen then replays the engine's event list step by step
(stones sown one by one, groups clearing, blockers removed, eruptions, combo and points
rising) on a *display* copy of the board. Reduced motion, or any key, jumps to the end.
The model is always updated in place (``dataChanged``), so the focused bowl survives every
step, move and undo.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import threading
import time
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.bowls import (
    Attempt,
    DailyAttempt,
    EndlessAttempt,
    GoalKind,
    Mode,
    MoveResult,
    PuzzleAttempt,
    Reason,
    State,
)
from pebblepour.bowls.attempts import DAILY_MOVES
from pebblepour.bowls.position import CAPACITY, NUM_BOWLS
from pebblepour.bowls.rules import (
    Event,
    multiplier,
)
from pebblepour.bowls.solver import Hint, HintQuery, hint, remember
from pebblepour.profile.clock import utc_today
from pebblepour.profile.store import ProfileError
from pebblepour.session.achievements import Unlock, foreseen
from pebblepour.session.bowls import (
    BestSoFar,
    BowlsPlay,
    BowlsSession,
    Refusal,
    best_so_far,
    best_valid,
    resume_play,
    saved_daily_moves,
    saved_identity,
    session_of,
)
from pebblepour.session.core import Undone
from pebblepour.session.playback import Flash, Frame, frames
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.achievement_words import unlock_lines
from pebblepour.ui.announcer import say
from pebblepour.ui.background import Background
from pebblepour.ui.bowls_text import (
    bowl_description,
    end_sentence,
    forecast_line,
    goal_progress,
    goal_text,
    modifier_name,
    move_announcement,
    result_panel,
    stone_name,
    stones_phrase,
    undo_sentence,
)
from pebblepour.ui.messages import profile_saved, report_profile_error
from pebblepour.ui.qt_property import Property
from pebblepour.ui.wording import items, labelled, long_date, number, sentence, sentences

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "BowlsGame", "BowlsModel", "pack"]

_ModelIndex = QModelIndex | QPersistentModelIndex

# Flash kinds shown on a bowl during the chain playback (the QML "flash" role).
FLASH_NONE, FLASH_OVER = int(Flash.NONE), int(Flash.OVER)

# A bowl as the model shows it: stones, modifier, moves left on it, selected, playable,
# flash kind, hinted.
Row = tuple[str, str, int, bool, bool, int, bool]

# How long a hint may search before it says "No solution found" (the state budget,
# pebblepour.bowls.solver.HINT_MAX_STATES, usually ends it sooner).
HINT_SECONDS = 5.0

_pack_cache: tuple[Any, ...] | None = None


def pack() -> tuple[Any, ...]:
    """The puzzle pack (``pebblepour.bowls.puzzles.load_pack()``), or ``()`` if unavailable."""
    global _pack_cache
    if _pack_cache is None:
        try:
            mod = importlib.import_module("pebblepour.bowls.puzzles")
            _pack_cache = tuple(mod.load_pack())
        except (ImportError, ValueError, OSError):
            return ()
    return _pack_cache


def _proven(query: HintQuery, cancel: threading.Event, seconds: float) -> tuple[HintQuery, Hint]:
    """The solver's hint for ``query`` (worker thread): it stops when ``cancel`` is set or
    after ``seconds`` of search ("unknown": nothing proved)."""
    deadline = time.monotonic() + seconds
    return query, hint(query, stop=lambda: cancel.is_set() or time.monotonic() > deadline)


def _ignore(answer: object) -> None:
    """A background search's answer only fills the solver's cache."""


def puzzle_by_number(n: int) -> Any | None:
    for p in pack():
        if int(p.id) == n:
            return p
    return None


class BowlsModel(QAbstractListModel):
    """Twelve rows, one per bowl. Only the rows that changed are signalled."""

    NumberRole = Qt.ItemDataRole.UserRole + 1
    StonesRole = Qt.ItemDataRole.UserRole + 2
    ModifierRole = Qt.ItemDataRole.UserRole + 3
    RemainingRole = Qt.ItemDataRole.UserRole + 4
    NameRole = Qt.ItemDataRole.UserRole + 5
    SelectedRole = Qt.ItemDataRole.UserRole + 6
    PlayableRole = Qt.ItemDataRole.UserRole + 7
    FlashRole = Qt.ItemDataRole.UserRole + 8
    HintRole = Qt.ItemDataRole.UserRole + 9

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = [
            ("", "", 0, False, False, FLASH_NONE, False) for _ in range(NUM_BOWLS)
        ]

    def roleNames(self) -> dict[int, QByteArray]:
        return {
            self.NumberRole: QByteArray(b"number"),
            self.StonesRole: QByteArray(b"stones"),
            self.ModifierRole: QByteArray(b"modifier"),
            self.RemainingRole: QByteArray(b"remaining"),
            self.NameRole: QByteArray(b"description"),
            self.SelectedRole: QByteArray(b"selected"),
            self.PlayableRole: QByteArray(b"playable"),
            self.FlashRole: QByteArray(b"flash"),
            self.HintRole: QByteArray(b"hint"),
        }

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else NUM_BOWLS

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < NUM_BOWLS:
            return None
        i = index.row()
        stones, mod, rem, selected, playable, flash, hint = self._rows[i]
        if role in (self.NameRole, Qt.ItemDataRole.DisplayRole):
            text = bowl_description(i + 1, stones, mod, rem)
            if hint:
                text = items([text, QCoreApplication.translate("BowlsGame", "hint: sow this bowl")])
            return text
        if role == self.NumberRole:
            return i + 1
        if role == self.StonesRole:
            return list(stones)
        if role == self.ModifierRole:
            return mod
        if role == self.RemainingRole:
            return rem
        if role == self.SelectedRole:
            return selected
        if role == self.PlayableRole:
            return playable
        if role == self.FlashRole:
            return flash
        if role == self.HintRole:
            return hint
        return None

    def update(self, rows: list[Row]) -> None:
        """Replace the rows; ``dataChanged`` for each row that differs (never a reset)."""
        for i, row in enumerate(rows):
            if row != self._rows[i]:
                self._rows[i] = row
                idx = self.index(i)
                self.dataChanged.emit(idx, idx)

    def refresh(self) -> None:
        self.dataChanged.emit(self.index(0), self.index(NUM_BOWLS - 1))

    def stones(self, i: int) -> str:
        return self._rows[i][0]


@QmlElement
@QmlSingleton
class BowlsGame(QObject):
    """The Bowls play screen's controller. Slots are the only way QML changes the game."""

    changed = Signal()
    chainChanged = Signal()
    finished = Signal()
    resultChanged = Signal()
    illegal = Signal(int)
    focusBowl = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = BowlsModel(self)
        self._session: BowlsSession | None = None
        self._puzzle: Any | None = None
        self._selected = -1
        self._pending = False  # Endless/Daily over but not recorded yet (undo still possible)
        self._result: dict[str, Any] = {}  # the facts of the result panel ({}: playing)
        self._unlocked: list[Unlock] = []  # what the ended attempt earns or earned
        # Playback: the frames of the last move (computed Qt-free by session.playback).
        self._frames: list[Frame] = []
        self._frame: Frame | None = None
        self._playing = False
        self._end_flash: dict[int, int] = {}
        self._after_text = ""
        self._after_finish = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next_step)
        self._continue_mode = ""
        self._continue_label = ""
        # The hint: not game state (Tatham's undo question). The bowl shown, and the
        # position a search is running for (None: none running).
        self._hint = -1
        self._hint_asked: HintQuery | None = None
        self._work = Background()
        self._daily_status = ""

    @property
    def _attempt(self) -> Attempt | None:
        """The attempt of the session (rules' state; changed only through the session)."""
        return self._session.game.attempt if self._session is not None else None

    # ---- properties -------------------------------------------------------------------
    @Property(QObject, constant=True)
    def bowls(self) -> BowlsModel:
        return self._model

    @Property(int, constant=True)
    def bowlCount(self) -> int:
        """Bowls in the ring (SPEC 1.1)."""
        return NUM_BOWLS

    @Property(int, constant=True)
    def capacity(self) -> int:
        """Places in a bowl between moves; more only while effects resolve."""
        return CAPACITY

    @Property(int, constant=True)
    def dailyMoves(self) -> int:
        """Moves of a Daily attempt."""
        return DAILY_MOVES

    @Property(str, notify=changed)
    def mode(self) -> str:
        return self._attempt.mode.value if self._attempt else ""

    @Property(str, notify=changed)
    def title(self) -> str:
        a = self._attempt
        if a is None:
            return ""
        if a.mode is Mode.PUZZLE and self._puzzle is not None:
            return QCoreApplication.translate("BowlsGame", "Puzzle %1").replace(
                "%1", str(self._puzzle.id)
            )
        if a.mode is Mode.DAILY and isinstance(a, DailyAttempt):
            return QCoreApplication.translate("BowlsGame", "Daily %1").replace(
                "%1", long_date(a.date)
            )
        return QCoreApplication.translate("BowlsGame", "Endless")

    @Property(str, notify=changed)
    def subtitle(self) -> str:
        a = self._attempt
        if a is None:
            return ""
        if a.mode is Mode.PUZZLE and self._puzzle is not None:
            return QCoreApplication.translate("BowlsGame", "Chapter %1").replace(
                "%1", str(self._puzzle.chapter)
            )
        if a.mode is Mode.DAILY:
            return QCoreApplication.translate(
                "BowlsGame", "UTC date · the same board for everyone · %Ln moves", None, 20
            )
        return QCoreApplication.translate(
            "BowlsGame", "Score until a bowl overflows. Two new stones after every move."
        )

    @Property(int, notify=chainChanged)
    def score(self) -> int:
        if self._frame is not None:
            return self._frame.score
        return self._attempt.score if self._attempt else 0

    @Property(str, notify=chainChanged)
    def scoreText(self) -> str:
        """The score as the player's language writes numbers ("12 570" in Polish)."""
        return number(self.score)

    @Property(int, notify=changed)
    def movesUsed(self) -> int:
        return self._attempt.moves_used if self._attempt else 0

    @Property(int, notify=changed)
    def movesLeft(self) -> int:
        a = self._attempt
        left = a.moves_left if a else None
        return -1 if left is None else left

    @Property(str, notify=changed)
    def goalText(self) -> str:
        a = self._attempt
        if isinstance(a, PuzzleAttempt):
            return goal_text(a.goal)
        if isinstance(a, DailyAttempt):
            return QCoreApplication.translate("BowlsGame", "Score as much as you can in 20 moves")
        if a is not None:
            return QCoreApplication.translate("BowlsGame", "Score as much as you can")
        return ""

    def _progress(self) -> tuple[str, float]:
        a = self._attempt
        if isinstance(a, PuzzleAttempt):
            goal = a.goal
            collected = (
                a.collected(goal.colour) if goal.kind is GoalKind.COLLECT and goal.colour else 0
            )
            return goal_progress(
                goal, a.position.bowls, a.score, collected, a.best_combo
            )
        return "", 0.0

    @Property(str, notify=changed)
    def goalProgress(self) -> str:
        return self._progress()[0]

    @Property(float, notify=changed)
    def goalFraction(self) -> float:
        return self._progress()[1]

    @Property(int, notify=changed)
    def selected(self) -> int:
        return self._selected

    @Property("QVariantList", notify=changed)
    def hand(self) -> list[str]:
        a = self._attempt
        if a is None or self._selected < 0:
            return []
        return list(a.position.bowls[self._selected])

    @Property(str, notify=changed)
    def handText(self) -> str:
        a = self._attempt
        if a is None or self._selected < 0:
            return QCoreApplication.translate(
                "BowlsGame", "No bowl selected. Choose a bowl with Space."
            )
        stones = a.position.bowls[self._selected]
        return labelled(
            QCoreApplication.translate(
                "BowlsGame", "Selected bowl %1, %Ln stones in queue order", None, len(stones)
            ).replace("%1", str(self._selected + 1)),
            stones_phrase(stones),
        )

    @Property(str, notify=changed)
    def forecastText(self) -> str:
        a = self._attempt
        if (
            a is None
            or self._selected < 0
            or not self._preview_on()
            or not a.is_legal(self._selected)
        ):
            return ""
        return forecast_line(a, self._selected)

    @Property(bool, notify=changed)
    def movePreview(self) -> bool:
        return self._preview_on()

    @movePreview.setter  # type: ignore[no-redef]
    def movePreview(self, on: bool) -> None:
        profile = services.current().profile
        if profile.settings().move_preview != bool(on):
            try:
                profile.update_settings(move_preview=bool(on))
            except ProfileError as exc:
                report_profile_error(exc)
                return
            self.changed.emit()

    @Property(bool, notify=changed)
    def practice(self) -> bool:
        return bool(self._attempt and self._attempt.practice)

    @Property(bool, notify=changed)
    def canUndo(self) -> bool:
        return bool(self._session and self._session.can_undo() and not self._finalized())

    @Property(bool, notify=changed)
    def over(self) -> bool:
        return bool(self._attempt and self._attempt.status.is_over)

    @Property(bool, notify=chainChanged)
    def playing(self) -> bool:
        return self._playing

    @Property(str, notify=chainChanged)
    def chainText(self) -> str:
        combo = self._frame.combo if self._frame else 0
        if combo < 2:  # a single group is no combo ("Combo 1 ×1" said nothing)
            return ""
        return (
            QCoreApplication.translate("BowlsGame", "Combo %1 ×%2")
            .replace("%1", str(combo))
            .replace("%2", str(multiplier(combo)))
        )

    @Property(str, notify=chainChanged)
    def chainPoints(self) -> str:
        points = self._frame.points if self._frame else 0
        return "+" + number(points) if points else ""

    @Property("QVariantList", notify=chainChanged)
    def flight(self) -> list[str]:
        return list(self._frame.flight) if self._frame else []

    @Property(str, notify=chainChanged)
    def flightLabel(self) -> str:
        f = self._frame
        if f is None or not f.flight:
            return ""
        if f.cause == "volcano":
            text = QCoreApplication.translate("BowlsGame", "Eruption from bowl %1")
        else:
            text = QCoreApplication.translate("BowlsGame", "Sowing from bowl %1")
        return text.replace("%1", str(f.flight_from + 1))

    @Property(int, notify=changed)
    def lastMultiplier(self) -> int:
        a = self._attempt
        r = a.last_result if a else None
        return multiplier(r.combo) if r is not None and r.player.matched else 0

    @Property(int, notify=changed)
    def lastPoints(self) -> int:
        a = self._attempt
        r = a.last_result if a else None
        return r.points if r is not None else 0

    @Property(str, notify=changed)
    def lastPointsText(self) -> str:
        """``lastPoints`` as the player's language writes numbers (QLocale)."""
        return number(self.lastPoints)

    @Property(str, notify=changed)
    def bestText(self) -> str:
        a = self._attempt
        if a is None:
            return ""
        profile = services.current().profile
        if a.mode is not Mode.PUZZLE and self._session is not None:
            best = best_valid(profile, self._session.game)
        else:
            stats = profile.bowls_puzzle_stats().get(int(self._puzzle.id)) if self._puzzle else None
            if stats is None:
                return ""
            return (
                QCoreApplication.translate("BowlsGame", "Best: %Ln moves", None, stats.best_moves)
                + " · "
                + QCoreApplication.translate("BowlsGame", "%Ln points", None, stats.best_score)
            )
        if best is None:
            return QCoreApplication.translate("BowlsGame", "No valid record yet")
        return QCoreApplication.translate("BowlsGame", "Best valid score: %1").replace(
            "%1", number(best)
        )

    @Property("QVariantMap", notify=resultChanged)
    def result(self) -> dict[str, Any]:
        """The result panel of the ended attempt, in the player's words ({} while playing)."""
        a = self._attempt
        if not self._result or a is None:
            return {}
        return {
            **self._result,
            **result_panel(a, self._result, unlock_lines(self._unlocked), self.hasNext),
        }

    @Property(bool, notify=changed)
    def hasNext(self) -> bool:
        return self._puzzle is not None and puzzle_by_number(int(self._puzzle.id) + 1) is not None

    @Property(int, notify=changed)
    def puzzleNumber(self) -> int:
        return int(self._puzzle.id) if self._puzzle is not None else 0

    @Property(str, notify=changed)
    def continueMode(self) -> str:
        return self._continue_mode

    @Property(str, notify=changed)
    def continueLabel(self) -> str:
        return self._continue_label

    @Property(str, notify=changed)
    def dailyStatus(self) -> str:
        """The unfinished Daily, for Home ("" if none); set by :meth:`refreshHome`."""
        return self._daily_status

    @Property("QVariantList", notify=changed)
    def legend(self) -> list[dict[str, str]]:
        """Every stone kind and bowl modifier with its translated name (the side legend)."""
        return [{"letter": k, "name": stone_name(k), "modifier": ""} for k in "rygbp*#"] + [
            {"letter": "", "name": modifier_name(m), "modifier": m} for m in "FRV"
        ]

    @Property(str, notify=changed)
    def legendText(self) -> str:
        """The legend read as one line: "Stones and special bowls: red circle, …"."""
        return labelled(
            QCoreApplication.translate("BowlsGame", "Stones and special bowls"),
            items([str(x["name"]) for x in self.legend]),
        )

    @Property(int, notify=changed)
    def hintsUsed(self) -> int:
        """Hints that showed a move in this attempt (saved and resumed with it)."""
        return self._session.hints if self._session is not None else 0

    @Property(int, notify=changed)
    def hintBowl(self) -> int:
        """The bowl the last hint showed (-1: none)."""
        return self._hint

    @Property(bool, constant=True)
    def puzzlesAvailable(self) -> bool:
        return bool(pack())

    # ---- starting ----------------------------------------------------------------------
    @Slot(int)
    def startPuzzle(self, n: int) -> None:
        puzzle = puzzle_by_number(n)
        if puzzle is None:
            return
        self._leave_current()
        saved = self._load_saved(Mode.PUZZLE, n)
        if saved is not None:
            self._begin(saved, puzzle, resumed=True)
            return
        self._begin(session_of(BowlsPlay.of_puzzle(puzzle)), puzzle, resumed=False)

    @Slot()
    def startEndless(self) -> None:
        """Resume the paused Endless attempt, or start a new one."""
        self._leave_current()
        saved = self._load_saved(Mode.ENDLESS)
        if saved is not None:
            self._begin(saved, None, resumed=True)
            return
        self._begin(self._new_endless(), None, resumed=False)

    @Slot()
    def startDaily(self) -> None:
        """Resume the unfinished Daily (it keeps its date), or start today's (UTC)."""
        self._leave_current()
        saved = self._load_saved(Mode.DAILY)
        if saved is not None:
            self._begin(saved, None, resumed=True)
            return
        self._begin(session_of(BowlsPlay(DailyAttempt(utc_today()))), None, resumed=False)

    @staticmethod
    def _new_endless() -> BowlsSession:
        return session_of(BowlsPlay(EndlessAttempt(int.from_bytes(os.urandom(8), "little"))))

    @Slot()
    def newAttempt(self) -> None:
        """Play again: a fresh Endless, a replay of the same Daily, a restart of the puzzle."""
        a, session = self._attempt, self._session
        if a is None or session is None:
            return
        self._skip_to_end()
        if isinstance(a, PuzzleAttempt) and session.recorded is None:
            self.restart()  # a failed puzzle: one Undo brings its line back
            return
        self._finalize()
        self._discard(session)
        if isinstance(a, PuzzleAttempt) and self._puzzle is not None:
            fresh = session_of(BowlsPlay.of_puzzle(self._puzzle))
            self._begin(fresh, self._puzzle, resumed=False)
        elif isinstance(a, DailyAttempt):
            self._begin(session_of(BowlsPlay(DailyAttempt(a.date))), None, resumed=False)
        else:
            self._begin(self._new_endless(), None, resumed=False)
        say(self._start_sentence())

    @Slot(str)
    def act(self, key: str) -> None:
        """A result panel button (see :func:`~pebblepour.ui.bowls_text.result_panel`)."""
        {"undo": self.undo, "again": self.newAttempt, "next": self.nextPuzzle}[key]()

    @Slot()
    def nextPuzzle(self) -> None:
        if self._puzzle is not None:
            self.startPuzzle(int(self._puzzle.id) + 1)

    def _load_saved(self, mode: Mode, puzzle: int = 0) -> BowlsSession | None:
        """The sound saved attempt of ``mode`` (a bad save is kept aside and reported)."""
        try:
            found = resume_play(services.current().profile, mode, puzzle_by_number, puzzle)
        except ProfileError as exc:
            report_profile_error(exc)
            return None
        if found.set_aside is not None:
            say(
                QCoreApplication.translate(
                    "BowlsGame",
                    "Your unfinished game could not be restored, so a new one starts.",
                )
            )
        return found.session

    def _discard(self, session: BowlsSession) -> None:
        try:
            session.discard(services.current().profile)
        except ProfileError as exc:
            report_profile_error(exc)

    def _begin(self, session: BowlsSession, puzzle: Any | None, *, resumed: bool) -> None:
        self._timer.stop()
        self._playing = False
        self._session = session
        attempt = session.game.attempt
        self._puzzle = puzzle
        self._selected = -1
        self._result = {}
        self.resultChanged.emit()
        self._pending = False
        self._drop_hint()
        self._reset_display()
        self._sync()
        if puzzle is not None:
            # The pack's stored solution is a proven shortest one: hints along it need no
            # search (the hardest starts take the solver a few tenths of a second).
            self._learn(puzzle.attempt(record_events=False), puzzle.solution)
        self._think_ahead()
        legal = attempt.legal_sources()
        self.focusBowl.emit(legal[0] if legal else 0)
        if resumed:
            say(
                sentences(
                    self.title,
                    QCoreApplication.translate(
                        "BowlsGame",
                        "Resumed where you left off: %Ln moves played.",
                        None,
                        attempt.moves_used,
                    ),
                    self._status_sentence(),
                ),
            )
            if attempt.status.is_over:
                self._conclude(announce=False)
        else:
            say(self._start_sentence())

    def _start_sentence(self) -> str:
        return sentences(
            self.title,
            self.goalText,
            QCoreApplication.translate(
                "BowlsGame",
                "Left and Right move round the ring, Space selects, Enter sows, B reads the ring.",
            ),
        )

    def _status_sentence(self) -> str:
        a = self._attempt
        if a is None:
            return ""
        parts = [sentence(self.goalText)]
        progress = self.goalProgress
        if progress:
            parts.append(sentence(progress))
        if a.moves_left is not None:
            parts.append(
                QCoreApplication.translate("BowlsGame", "%Ln moves left.", None, a.moves_left)
            )
        parts.append(
            QCoreApplication.translate("BowlsGame", "Score %1.").replace("%1", number(a.score))
        )
        if a.practice:
            parts.append(QCoreApplication.translate("BowlsGame", "Practice: no record."))
        return sentences(*parts)

    # ---- playing -----------------------------------------------------------------------
    @Slot(int)
    def select(self, i: int) -> None:
        """Choose bowl ``i`` as the source (Space / click); choosing it again deselects."""
        a = self._attempt
        if a is None or self._playing or not 0 <= i < NUM_BOWLS:
            return
        if a.status.is_over:
            say(QCoreApplication.translate("BowlsGame", "The game is over."))
            return
        if i == self._selected:
            self.clearSelection()
            return
        pos = a.position
        why = self._session.refusal(i) if self._session is not None else None
        if why is Refusal.EMPTY or why is Refusal.FROZEN:
            self.illegal.emit(i)
            refused = (
                QCoreApplication.translate("BowlsGame", "Bowl %1 is empty: choose another.")
                if why is Refusal.EMPTY
                else QCoreApplication.translate(
                    "BowlsGame", "Bowl %1 is frozen: it cannot be chosen."
                )
            )
            say(refused.replace("%1", str(i + 1)), True)
            return
        self._selected = i
        self._sync()
        direction = (
            QCoreApplication.translate("BowlsGame", "counter-clockwise")
            if pos.modifiers[i] == "R"
            else QCoreApplication.translate("BowlsGame", "clockwise")
        )
        text = (
            QCoreApplication.translate("BowlsGame", "Selected bowl %1: %2. Enter sows %3.")
            .replace("%1", str(i + 1))
            .replace("%2", stones_phrase(pos.bowls[i]))
            .replace("%3", direction)
        )
        if self._preview_on():
            text = sentences(text, forecast_line(a, i))
        say(text)

    @Slot()
    def clearSelection(self) -> None:
        if self._selected != -1:
            self._selected = -1
            self._sync()
            say(QCoreApplication.translate("BowlsGame", "Selection cleared."))

    @Slot()
    def confirm(self) -> None:
        """Sow the selected bowl (Enter / the Confirm button)."""
        a = self._attempt
        if a is None or self._playing:
            return
        if a.status.is_over:
            say(QCoreApplication.translate("BowlsGame", "The game is over."))
            return
        if self._selected < 0:
            say(
                QCoreApplication.translate("BowlsGame", "Select a bowl first with Space."),
                True,
            )
            return
        bowl = self._selected
        before = a.position
        score_before = a.score
        assert self._session is not None
        self._drop_hint()
        result = self._session.play(bowl)
        self._selected = -1
        events = a.last_events
        text = move_announcement(result, events)
        status = a.status
        if status.is_over:
            text = sentences(text, end_sentence(a))
        elif a.moves_left is not None and a.moves_left <= 5:
            text = sentences(
                text, QCoreApplication.translate("BowlsGame", "%Ln moves left.", None, a.moves_left)
            )
        self._save()
        self._think_ahead()
        self._play_back(before, score_before, result, events, text)

    @Slot()
    def undo(self) -> None:
        """Take back the last move, or the restart that began this line (one Undo each)."""
        session, a = self._session, self._attempt
        if session is None or a is None:
            return
        self._skip_to_end()
        if not session.can_undo() or self._finalized():
            say(QCoreApplication.translate("BowlsGame", "Nothing to undo."))
            return
        first_practice = a.mode is not Mode.PUZZLE and not a.practice
        bowl = a.moves[-1] if a.moves else None
        undone = session.undo()
        self._after_jump()
        a = session.game.attempt
        goal = a.goal if isinstance(a, PuzzleAttempt) else None
        text = undo_sentence(
            None if undone is Undone.RESTART else bowl,
            a.moves_used,
            a.score,
            self.goalProgress,
            a.moves_left,
            score_in_progress=goal is not None and goal.kind is GoalKind.SCORE,
        )
        if first_practice and a.practice:
            text = sentences(
                text,
                QCoreApplication.translate(
                    "BowlsGame", "This attempt is now practice: it cannot set a record."
                ),
            )
        say(text)
        if a.status.is_over:
            self._conclude(announce=False)  # back on the line of a failed puzzle

    @Slot()
    def restart(self) -> None:
        """Puzzles: back to the start position (same puzzle); one Undo brings the moves back.
        A solved (recorded) puzzle starts a new attempt instead."""
        session = self._session
        if session is None or not isinstance(self._attempt, PuzzleAttempt) or not self._puzzle:
            return
        self._skip_to_end()
        if session.recorded is not None:
            self._discard(session)
            fresh = session_of(BowlsPlay.of_puzzle(self._puzzle))
            self._begin(fresh, self._puzzle, resumed=False)
            return
        session.restart()
        self._after_jump()
        legal = session.game.attempt.legal_sources()
        self.focusBowl.emit(legal[0] if legal else 0)
        say(
            sentences(
                QCoreApplication.translate("BowlsGame", "Restarted. Moves back to 0."),
                self.goalText,
                "",
            )
        )

    def _after_jump(self) -> None:
        """The session's game changed by undo or restart: show it, keep it."""
        self._drop_hint()
        self._pending = False
        self._result = {}
        self.resultChanged.emit()
        self._selected = -1
        self._reset_display()
        self._sync()
        self._save()
        self._think_ahead()

    @Slot()
    def endAttempt(self) -> None:
        """Endless / Daily: stop here; the score stands and is recorded."""
        a = self._attempt
        if a is None or a.mode is Mode.PUZZLE:
            return
        self._skip_to_end()
        if not a.status.is_over:
            a.end()
            self._pending = True
        # The result panel that opens now is read in full (heading, reason, facts): announcing
        # the same result as well made Orca say it twice.
        self._conclude(announce=False)
        self._finalize()
        self._sync()

    @Slot()
    def pause(self) -> None:
        """Keep the attempt for later (saved; resumed from Home, even after quitting)."""
        self._skip_to_end()
        self._save()
        if self._attempt is not None and not self._attempt.status.is_over:
            say(QCoreApplication.translate("BowlsGame", "Paused. Continue from the home screen."))

    @Slot()
    def skip(self) -> None:
        """Jump to the end of the chain playback (any key)."""
        self._skip_to_end()

    # ---- hints -------------------------------------------------------------------------
    @Slot()
    def hint(self) -> None:
        """H: the first move of a shortest solution from here within the moves left, proven
        by the solver off the GUI thread; or that there is none; never a guess. Counted
        only when it shows a move. Endless and Daily have no proof to give."""
        a, session = self._attempt, self._session
        if a is None or session is None:
            return
        self._skip_to_end()
        if not isinstance(a, PuzzleAttempt):
            say(
                QCoreApplication.translate(
                    "BowlsGame",
                    "Hints are only for puzzles: Endless and Daily have no proven solution.",
                )
            )
            return
        if a.status.is_over:
            say(QCoreApplication.translate("BowlsGame", "The game is over."))
            return
        query = HintQuery.of(a)
        if query == self._hint_asked:
            return  # the search from here is running; its answer comes
        self._hint_asked = query
        self._work.run(lambda cancel: _proven(query, cancel, HINT_SECONDS), self._give_hint)

    def _give_hint(self, answer: tuple[HintQuery, Hint]) -> None:
        """The search's answer, on the GUI thread; dropped if the position changed."""
        query, found = answer
        a, session = self._attempt, self._session
        if not isinstance(a, PuzzleAttempt) or session is None or HintQuery.of(a) != query:
            return
        self._hint_asked = None
        move = found.move
        if found.status == "solved" and move is not None:
            if self._puzzle is not None:  # following the hints then needs no more search
                copy = self._puzzle.attempt(record_events=False)
                for m in a.moves:
                    copy.play(m)
                self._learn(copy, found.moves)
            session.use_hint()
            self._hint = move
            self._selected = -1
            self._sync()
            self._save()
            self.focusBowl.emit(move)
            say(
                QCoreApplication.translate("BowlsGame", "Hint: sow bowl %1.").replace(
                    "%1", str(move + 1)
                )
            )
        elif found.status == "unsolvable":
            say(
                QCoreApplication.translate(
                    "BowlsGame",
                    "No solution within the %Ln moves left. Undo or restart.",
                    None,
                    a.moves_left,
                ),
                True,
            )
        else:
            say(QCoreApplication.translate("BowlsGame", "No solution found."), True)

    @staticmethod
    def _learn(attempt: PuzzleAttempt, line: tuple[int, ...]) -> None:
        """Tell the solver's cache that ``line`` is a proven shortest line from ``attempt``."""
        with contextlib.suppress(ValueError):  # also an illegal move: nothing learnt
            remember(attempt, line)

    def _drop_hint(self) -> None:
        """The position changes: the highlight goes, a search still running is dropped."""
        self._work.reset()
        self._hint = -1
        self._hint_asked = None

    def _think_ahead(self) -> None:
        """Search the hint of a puzzle position in the background while the player looks
        at it (nothing is shown or counted): pressing H then answers from the solver's
        cache at once, or waits only for what is left of the search."""
        a = self._attempt
        if isinstance(a, PuzzleAttempt) and not a.status.is_over:
            query = HintQuery.of(a)
            self._work.run(lambda cancel: _proven(query, cancel, HINT_SECONDS), _ignore)

    # ---- reading -----------------------------------------------------------------------
    @Slot(result=str)
    def ringText(self) -> str:
        a = self._attempt
        if a is None:
            return ""
        pos = a.position
        parts = [
            bowl_description(i + 1, pos.bowls[i], pos.modifiers[i], pos.timers[i])
            for i in range(NUM_BOWLS)
        ]
        return sentence(*parts)

    @Slot()
    def readRing(self) -> None:
        self._skip_to_end()
        say(self.ringText())

    @Slot()
    def readStatus(self) -> None:
        self._skip_to_end()
        say(sentences(self.title, self._status_sentence()))

    @Slot()
    def readProgress(self) -> None:
        """S: the short review (goal progress and moves left); G gives the full status."""
        self._skip_to_end()
        a = self._attempt
        if a is None:
            return
        parts = [self.goalProgress or QCoreApplication.translate(
            "BowlsGame", "Score %1").replace("%1", number(a.score))]
        if a.moves_left is not None:
            parts.append(
                QCoreApplication.translate("BowlsGame", "%Ln moves left", None, a.moves_left)
            )
        say(sentences(*parts, ""))

    @Slot()
    def readHand(self) -> None:
        say(self.handText)

    @Slot()
    def retranslate(self) -> None:
        self._model.refresh()
        self.changed.emit()
        self.chainChanged.emit()
        self.resultChanged.emit()

    @Slot()
    def refreshHome(self) -> None:
        """Which unfinished Bowls attempt Home offers to continue."""
        profile = services.current().profile
        modes = [m for m in profile.unfinished_modes() if m.startswith("bowls:")]
        self._continue_mode = ""
        self._continue_label = ""
        started = saved_daily_moves(profile)
        self._daily_status = (
            ""
            if started is None
            else QCoreApplication.translate(
                "BowlsGame", "Daily in progress: %Ln moves played", None, started
            )
        )
        for m in ("bowls:endless", "bowls:daily", "bowls:puzzle"):
            if m not in modes:
                continue
            # only a save that names its game (a damaged one is reported when played)
            identity = saved_identity(profile, m) or {}
            if identity.get("mode") != m.split(":")[1]:
                continue
            if m == "bowls:puzzle":
                n = identity.get("puzzle")
                if type(n) is not int or puzzle_by_number(n) is None:
                    continue
                self._continue_mode = f"puzzle:{n}"
                self._continue_label = QCoreApplication.translate(
                    "BowlsGame", "Continue puzzle %1"
                ).replace("%1", str(n))
            elif m == "bowls:endless":
                self._continue_mode = "endless"
                self._continue_label = QCoreApplication.translate("BowlsGame", "Continue Endless")
            else:
                self._continue_mode = "daily"
                self._continue_label = QCoreApplication.translate("BowlsGame", "Continue Daily")
            break
        self.changed.emit()

    # ---- finishing ---------------------------------------------------------------------
    def _finalized(self) -> bool:
        """True once an Endless/Daily result was recorded (no undo afterwards)."""
        a = self._attempt
        return bool(a and a.status.reason is Reason.ENDED)

    def _conclude(self, *, announce: bool) -> None:
        """The attempt is over: record what is final, keep the facts of the result panel."""
        session = self._session
        if session is None:
            return
        a = session.game.attempt
        profile = services.current().profile
        won = a.status.state is State.WON
        res: dict[str, Any] = {
            "won": won,
            "mode": a.mode.value,
            "score": a.score,
            "moves": a.moves_used,
            "practice": a.practice,
            "hints": session.hints,
            "newBest": False,
            "canUndo": False,
        }
        self._unlocked = []
        if isinstance(a, PuzzleAttempt):
            rec = self._record() if won and self._puzzle is not None else None
            if rec is not None and self._puzzle is not None:
                res["newBest"] = rec.first_solve or rec.new_best_moves or rec.new_best_score
                res["bestMoves"] = rec.stats.best_moves
                res["bestScore"] = rec.stats.best_score
                res["shortest"] = len(self._puzzle.solution)
                self._unlocked = list(session.earned)
            elif not won:
                res["canUndo"] = a.can_undo
        else:
            self._pending = True
            try:
                best = best_so_far(profile, session.game)
            except ProfileError as exc:
                report_profile_error(exc)
                best = BestSoFar(None, False)
            res["newBest"] = best.new_best
            res["bestValid"] = best.best
            res["canUndo"] = a.can_undo and a.status.reason is not Reason.ENDED
            # Recorded when the player leaves; the panel says now what the record earns.
            self._unlocked = list(foreseen(profile, session.game))
        self._result = res
        self.resultChanged.emit()
        self.finished.emit()
        if announce:
            shown = self.result
            parts = [shown["title"], shown["subtitle"]]
            if res["newBest"]:
                parts.append(QCoreApplication.translate("BowlsGame", "New best!"))
            say(sentences(*(str(p) for p in parts)))

    def _finalize(self) -> None:
        """Record a pending Endless/Daily result (once); undo is closed afterwards."""
        a = self._attempt
        if a is None or not self._pending:
            return
        if self._record() is None:
            return  # not written (said why); the save stays, recorded on the next try
        self._pending = False
        assert self._session is not None
        self._unlocked = list(self._session.earned)
        self._result = {**self._result, "canUndo": False}
        self.resultChanged.emit()
        self.changed.emit()

    def _record(self) -> Any:
        """Record the ended attempt and clear its save, in one transaction (at most once
        per attempt, across windows and kills); None if the profile refused."""
        assert self._session is not None
        try:
            rec = self._session.finish(services.current().profile)
        except ProfileError as exc:
            report_profile_error(exc)
            return None
        profile_saved()
        if self._session.earned:
            services.current().achievements_earned()
        return rec

    @Slot()
    def leave(self) -> None:
        """The play screen closes: finish the chain, record a pending result, save the rest."""
        self._leave_current()

    def _leave_current(self) -> None:
        a = self._attempt
        if a is None:
            return
        # A search still running stops (quitting waits for the worker; Tubes shares it).
        self._drop_hint()
        self._skip_to_end()
        self._finalize()
        if a.mode is Mode.PUZZLE and a.status.is_over and self._session is not None:
            self._discard(self._session)
        else:
            self._save()

    @Slot()
    def suspend(self) -> None:
        """Save now (quitting): a pending result is recorded, an unfinished attempt kept."""
        self._leave_current()

    def _save(self) -> None:
        session = self._session
        if session is None or session.game.is_final():
            return
        try:
            session.save(services.current().profile)
        except ProfileError as exc:
            report_profile_error(exc)
        else:
            profile_saved()

    # ---- move preview --------------------------------------------------------------------
    def _preview_on(self) -> bool:
        return bool(services.current().profile.settings().move_preview)

    # ---- playback ----------------------------------------------------------------------
    def _reset_display(self) -> None:
        self._timer.stop()
        self._playing = False
        self._frames = []
        self._frame = None
        self._end_flash = {}
        self.chainChanged.emit()

    def _play_back(
        self,
        before: Any,
        score_before: int,
        result: MoveResult,
        events: tuple[Event, ...],
        text: str,
    ) -> None:
        self._after_text = text
        self._after_finish = self._attempt is not None and self._attempt.status.is_over
        reduced = services.current().profile.settings().reduced_motion
        shown = [] if reduced else frames(before, score_before, result, events)
        if not shown:
            self._reset_display()
            self._sync()
            self._end_playback()
            return
        self._frames = shown
        self._playing = True
        self._next_step()
        self.changed.emit()

    def _next_step(self) -> None:
        if not self._frames:
            self._end_playback()
            return
        self._frame = self._frames.pop(0)
        self._push()
        self._timer.start(self._frame.ms)

    def _push(self) -> None:
        a = self._attempt
        f = self._frame
        legal = set(a.legal_sources()) if a is not None and not self._playing else set()
        if f is not None:
            bowls, mods, timers = f.bowls, f.modifiers, f.timers
            flash: dict[int, int] = {b: int(k) for b, k in f.flash.items()}
        elif a is not None:
            pos = a.position
            bowls, mods, timers = tuple(pos.bowls), tuple(pos.modifiers), tuple(pos.timers)
            flash = self._end_flash
        else:
            bowls, mods, timers = ("",) * NUM_BOWLS, ("",) * NUM_BOWLS, (0,) * NUM_BOWLS
            flash = {}
        rows = [
            (
                bowls[i],
                mods[i],
                timers[i],
                i == self._selected,
                i in legal,
                flash.get(i, FLASH_NONE),
                i == self._hint and f is None,
            )
            for i in range(NUM_BOWLS)
        ]
        self._model.update(rows)
        self.chainChanged.emit()

    def _end_playback(self) -> None:
        self._timer.stop()
        a = self._attempt
        over_flash: dict[int, int] = {}
        if a is not None and a.status.reason is Reason.OVERFLOW and a.last_result is not None:
            r = a.last_result
            over = r.player.overflowing or (r.refill.overflowing if r.refill else ())
            over_flash = dict.fromkeys(over, FLASH_OVER)
        self._reset_display()
        self._end_flash = over_flash
        self._sync()
        text, self._after_text = self._after_text, ""
        if text:
            say(text)
        if self._after_finish:
            self._after_finish = False
            self._conclude(announce=False)

    def _skip_to_end(self) -> None:
        if self._playing or self._frames:
            self._end_playback()

    # ---- plumbing ----------------------------------------------------------------------
    def _sync(self) -> None:
        self._push()
        self.changed.emit()

    def attempt(self) -> Attempt | None:
        """The current attempt (for tests)."""
        return self._attempt

    def puzzle(self) -> Any | None:
        """The current puzzle (for tests)."""
        return self._puzzle
