"""The Tubes game as QML sees it: a list model of tubes and a controller with slots.

QML only calls slots here; the engine (``pebblepour.tubes``) owns every rule. Undo follows
Tatham's question: the board history is game state; selection, hint and timer are not.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from typing import Any

from PySide6.QtCore import (
    QObject,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.board_id import BoardIdError, TubesBoard, format_id, parse
from pebblepour.profile.store import ProfileError
from pebblepour.session import tubes as tubes_session
from pebblepour.session.core import Identity, NotAMove, Undone, iso_date
from pebblepour.session.tubes import (
    Pour,
    Poured,
    Solve,
    TubesPlay,
    TubesSession,
    new_play,
    note_par,
    resume_play,
    session_of,
)
from pebblepour.sound import board as board_sound
from pebblepour.sound import cues, synth
from pebblepour.tubes.board import CAPACITY, Board, Refusal, tube_complete
from pebblepour.tubes.levels import LEVEL_COUNT
from pebblepour.tubes.solver import SolveResult, Status, solve, solve_optimal
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui import tubes_text as words
from pebblepour.ui.announcer import say
from pebblepour.ui.colours import liquid_hex
from pebblepour.ui.game_controller import (
    GameController,
    QVariantMap,
    can_undo_of,
    hints_used_of,
    open_daily,
    result_of,
    resumed_sentence,
    selected_of,
)
from pebblepour.ui.keymap import current_label
from pebblepour.ui.qt_property import Property
from pebblepour.ui.rows_model import RowsModel
from pebblepour.ui.sounds import HearBoard, play
from pebblepour.ui.tubes_text import (
    TUBE_KEYS,
    clear_panel,
    refusal_sentence,
    share_text,
    tube_row,
)
from pebblepour.ui.wording import number, sentences

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "TubesGame"]

# What a search that could not finish answers (its process lost, its memory bound).
_UNKNOWN = SolveResult(Status.UNKNOWN, (), 0)


@QmlElement
@QmlSingleton
class TubesGame(QObject, GameController[TubesPlay, Pour, Poured]):
    """The Tubes play screen's controller: a thin adapter over a
    :class:`~pebblepour.session.tubes.TubesSession` (rules, clock, saves and records live
    there). Slots are the only way QML changes the game; selection and hint are not game
    state (Tatham's undo question) and stay here."""

    changed = Signal()
    resultChanged = Signal()
    busyChanged = Signal()
    finished = Signal()
    illegal = Signal(int)
    poured = Signal(int, int, int)
    focusContainer = Signal(int)  # the tube the focus goes to

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._start_controller()
        self._model = RowsModel(TUBE_KEYS, self)
        self._hint: tuple[int, int] | None = None
        self._busy = False
        self._par: int | None = None
        self._pending: Identity = {}  # what is being prepared ({"level": n}, {"daily": iso})
        self._hear = HearBoard()

    # ---- the game, read through the session ----------------------------------------------
    @property
    def _play(self) -> TubesPlay | None:
        return self._session.game if self._session is not None else None

    @property
    def _board(self) -> Board | None:
        play = self._play
        return play.board if play is not None else None

    @property
    def _solved(self) -> bool:
        play = self._play
        return play is not None and play.outcome() is not None

    @property
    def _level(self) -> int:
        play = self._play
        return play.level if play is not None else int(self._pending.get("level", 0))

    @property
    def _daily(self) -> dt.date | None:
        play = self._play
        return play.day if play is not None else iso_date(self._pending.get("daily"))

    # ---- properties -------------------------------------------------------------------
    selected = Property(int, selected_of, notify=changed)
    canUndo = Property(bool, can_undo_of, notify=changed)
    hintsUsed = Property(int, hints_used_of, notify=changed)
    result = Property(QVariantMap, result_of, notify=resultChanged)

    @Property(QObject, constant=True)
    def tubes(self) -> RowsModel:
        return self._model

    @Property(int, constant=True)
    def capacity(self) -> int:
        return CAPACITY

    @Property(int, constant=True)
    def levelCount(self) -> int:
        return LEVEL_COUNT

    @Property(int, notify=changed)
    def moves(self) -> int:
        play = self._play
        return len(play.moves()) if play is not None else 0

    @Property(str, notify=changed)
    def movesText(self) -> str:
        """The move counter as the player's language writes numbers (QLocale)."""
        return number(self.moves)

    @Property(int, notify=changed)
    def number(self) -> int:
        """The level's number (0: a Daily, a board played by its ID)."""
        return self._level

    @Property(bool, notify=changed)
    def isDaily(self) -> bool:
        return self._daily is not None

    @Property(str, notify=changed)
    def dailyDate(self) -> str:
        return self._daily.isoformat() if self._daily else ""

    @Property(int, notify=changed)
    def containerCount(self) -> int:
        """Tubes on the board (0 while one is being prepared)."""
        return len(self._board.tubes) if self._board else 0

    @Property(bool, notify=changed)
    def over(self) -> bool:
        """The board is solved (the only way a Tubes game ends)."""
        return self._solved

    @Property(bool, notify=busyChanged)
    def busy(self) -> bool:
        return self._busy

    @Property(bool, notify=changed)
    def hasNext(self) -> bool:
        return self._daily is None and 0 < self._level < LEVEL_COUNT

    @property
    def _custom(self) -> bool:
        play = self._play
        return play is not None and play.custom

    def _panel(self, unlocks: list[str]) -> dict[str, Any]:
        kind = "board" if self._custom else "daily" if self._daily is not None else "level"
        assert isinstance(self._result, Solve)
        return clear_panel(self._result, self.title, unlocks, kind=kind, has_next=self.hasNext)

    @Property(str, notify=changed)
    def boardId(self) -> str:
        """The ID of the board in play, shown under its board ("" for Endless)."""
        return self._board_id() or ""

    @Property(bool, notify=changed)
    def isCustom(self) -> bool:
        """A board played by its ID (not a level or a Daily)."""
        return self._custom

    @Property(str, notify=changed)
    def title(self) -> str:
        return words.title(self._custom, self._daily, self._level)

    # ---- starting ----------------------------------------------------------------------
    @Slot(int)
    def startLevel(self, n: int) -> None:
        if not 1 <= n <= LEVEL_COUNT:
            return
        self._begin({"level": n})

    @Slot(str, result=bool)
    def startDaily(self, iso: str) -> bool:
        """Start (or continue) the Daily of ``iso`` ("": today); False, said why, if that
        date is not one of the last :data:`DAILY_DAYS` (nothing starts, nothing is kept)."""
        day = open_daily(iso)
        if day is None:
            return False
        self._begin({"daily": day.isoformat()})
        return True

    @Slot(str, int)
    def startBoard(self, text: str, shortest: int = 0) -> None:
        """Start (or continue) the board the ID ``text`` names (proven by the solver before:
        ``shortest`` is its shortest length, 0 if that is not known)."""
        try:
            named = parse(text)
        except BoardIdError:
            return
        if not isinstance(named, TubesBoard):
            return
        token = self._work.reset()
        self._pending = {"board": format_id(named)}
        if not self._try_resume(self._pending):
            self._load(session_of(new_play(self._pending)))
            self._announce_start()
        if shortest > 0:
            self._par = shortest
        else:
            self._work.start(lambda: self._compute_par(named.board, token))

    def _try_resume(self, identity: Identity) -> bool:
        """Continue the saved unfinished attempt of this level, day or board, if there is one."""
        return self._resume(lambda profile: resume_play(profile, identity))

    def _show_resumed(self, session: TubesSession) -> None:
        self._load(session)
        say(
            sentences(
                self.title,
                resumed_sentence(len(session.game.moves())),
            )
        )

    def _resumed_over(self) -> None:
        self._finish()  # saved solved but not recorded (a failed record): record it now

    def _begin(self, identity: Identity) -> None:
        """Continue the saved attempt of the level or day ``identity`` names, or start it:
        the session builds it from its identity (:func:`new_play`, the generator proving
        the board off the GUI thread)."""
        token = self._work.reset()
        self._pending = identity
        if self._try_resume(identity):
            assert self._play is not None
            board = self._play.start
            self._work.start(lambda: self._compute_par(board, token))
            return
        self._set_busy(True)

        async def run() -> None:
            play: TubesPlay = await services.current().run_off_thread(new_play, identity)
            if not self._work.current(token):
                return
            self._load(session_of(play))
            self._set_busy(False)
            self._announce_start()
            await self._compute_par(play.start, token)

        self._work.start(run)

    def _load(self, session: TubesSession) -> None:
        self._session = session
        self._selected = -1
        self._hint = None
        self._par = None
        self._set_result(None, [])
        self._sync()
        self.focusContainer.emit(0)

    async def _compute_par(self, board: Board, token: int) -> None:
        res: SolveResult = await self._work.in_process(solve_optimal, (board,), _UNKNOWN)
        if self._work.current(token) and res.status is Status.SOLVED:
            self._par = len(res.moves)
            if self._play is not None:
                with contextlib.suppress(ProfileError):
                    note_par(services.current().profile, self._play, self._par)
            if self._solved and self._session is not None and isinstance(self._result, Solve):
                self._set_result(self._result.with_par(self._session, self._par))
                self.finished.emit()

    def _announce_start(self) -> None:
        assert self._board is not None
        say(words.start_sentence(self.title, self._board, current_label("readBoard")))

    # ---- playing -----------------------------------------------------------------------
    @Slot(int)
    def activate(self, i: int) -> None:
        """Select tube ``i``, or pour the selected tube into it (Space / Enter / click)."""
        session, b = self._session, self._board
        if session is None or b is None or self._solved or self._busy:
            return
        if not 0 <= i < len(b.tubes):
            return
        self._hear.stop()
        n = len(b.tubes)
        if self._selected == -1:
            why = session.game.pick_refusal(i)
            if why is Refusal.EMPTY:
                self.illegal.emit(i)
                play(cues.not_a_move(cues.tube_pan(i, n)))
                say(refusal_sentence(why, i, i))
                return
            self._selected = i
            self._sync()
            play(cues.tube_select(i, n))
            say(
                words.selected_sentence(i, b.tubes[i][-1]),
                focus_name=self._model.row(i)["description"],
                covered=True,
            )
            return
        src = self._selected
        if src == i:
            self.cancelSelection()
            return
        try:
            poured = session.play((src, i))  # checked once, by the board's own rule
        except NotAMove as refused:
            self.illegal.emit(i)
            play(cues.not_a_move(cues.tube_pan(i, n)))
            assert isinstance(refused.reason, Refusal)  # the Tubes session's own reasons
            say(refusal_sentence(refused.reason, src, i), True)
            return
        self._selected = -1
        self._hint = None
        self.poured.emit(src, i, poured.amount)
        self._sync()
        msg = words.pour_sentence(poured, src, i)
        # The tube that has focus changed: its new contents end the sentence where the reader
        # does not read the name change itself (Orca 43.1 drops name changes of list items,
        # event_manager._ignore, "Web app spam"; Orca 48 reads them): see Announcer.say.
        tail = ""
        if poured.solved:
            self._finish()
            tail = words.solved_sentence(self.moves)
        else:
            self._save()
        say(msg, focus_name=self._model.row(i)["description"], then=tail)
        # After the sentence: the sounds then play under it, quieter (the solved arpeggio too).
        self._sound_pour(poured)

    def _sound_pour(self, poured: Poured) -> None:
        """The pour's sound, then a completed tube's chime and the solved arpeggio."""
        b = self._board
        assert b is not None
        n, dst = len(b.tubes), poured.dst
        play(cues.pour(dst, n, units=poured.amount, fill=len(b.tubes[dst])))
        after = synth.pour_ms(poured.amount) - 40
        if poured.completed:
            play(cues.tube_completed(dst, n), after)
            after += 150
        if poured.solved:
            play(cues.solved(), after)

    @Slot()
    def copyBoardId(self) -> None:
        self._copy_board_id()

    def _board_id(self) -> str | None:
        return self._play.board_id if self._play is not None else None

    @Slot()
    def cancelSelection(self) -> None:
        self._cancel_selection()

    @Slot()
    def undo(self) -> None:
        self._hear.stop()
        session = self._session
        if session is None or not session.can_undo():
            play(cues.not_a_move())
            say(words.nothing_to_undo())
            return
        undone = session.undo()
        play(cues.undo())
        self._selected = -1
        self._hint = None
        self._sync()
        self._save()
        say(words.undone_sentence(self.moves, restart=undone is Undone.RESTART))

    @Slot()
    def restart(self) -> None:
        session = self._session
        if session is None or self._busy:
            return
        self._hear.stop()
        if self._solved:  # "Play again": a fresh run with its own id, time and hints
            self._play_again()
        else:
            session.restart()  # one Undo brings the moves back
        self._selected = -1
        self._hint = None
        self._sync()
        self._save()
        say(words.restarted_sentence())

    @Slot(str)
    def act(self, key: str) -> None:
        """A clear panel button (see :func:`~pebblepour.ui.tubes_text.clear_panel`)."""
        {"again": self.playAgain, "next": self.nextBoard, "share": self.share}[key]()

    @Slot()
    def share(self) -> None:
        """Copy the solve's share line (the board ID with it)."""
        board_id = self._board_id()
        if board_id is not None and isinstance(self._result, Solve):
            self._copy_share(share_text(
                self._result, level=self._level, day=self._daily, board_id=board_id,
                custom=self._custom))

    @Slot()
    def playAgain(self) -> None:
        """A fresh run of the solved board (its own id, time and hints); before the solve,
        a restart."""
        self.restart()

    @Slot()
    def nextBoard(self) -> None:
        """The next level."""
        if self._level:
            self.startLevel(self._level + 1)

    @Slot()
    def hint(self) -> None:
        session, board = self._session, self._board
        if session is None or board is None or self._solved or self._busy:
            return

        def deliver(res: SolveResult) -> None:
            if board is not self._board or session is not self._session:
                return
            if res.status is Status.SOLVED and res.moves:
                src, dst = res.moves[0]
                session.use_hint()
                self._hint = (src, dst)
                self._selected = -1
                self._sync()
                self._save()  # the count is part of the attempt (kept at a kill)
                self.focusContainer.emit(src)
                say(words.hint_sentence(src, dst))
            else:
                self.changed.emit()
                say(words.no_hint_sentence(), True)

        self._work.search(solve, (board,), _UNKNOWN, deliver, self._set_busy)

    @Slot(result=str)
    def boardText(self) -> str:
        """The whole board in words (the 'read board' key)."""
        b = self._board
        if b is None:
            return ""
        return words.board_words(b, self.moves)

    @Slot(str, result=bool)
    def tubeComplete(self, letters: str) -> bool:
        """The board's rule for a tube of liquid ``letters`` (How to play draws examples)."""
        return tube_complete(letters)

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
        say(words.progress_sentence(b, self.moves))

    @Slot()
    def readBoard(self) -> None:
        say(self.boardText())

    @Slot()
    def hearBoard(self) -> None:
        """A: the board as sound, tube by tube from the left (B reads it in words); A again
        stops it."""
        b = self._board
        self._hear.toggle(board_sound.tubes(b.tubes) if b is not None else [])

    @Slot()
    def retranslate(self) -> None:
        self._sync()
        self.changed.emit()
        self.resultChanged.emit()

    # ---- finishing ---------------------------------------------------------------------
    @Slot()
    def suspend(self) -> None:
        """Save now (leaving the screen, quitting)."""
        self._hear.stop()
        self._save()

    def _finish(self) -> None:
        """The board is solved: show what the session concluded (its record written)."""
        session = self._session
        assert session is not None
        self.changed.emit()  # Undo and Hint turn off at once
        done = tubes_session.conclude(services.current().profile, session, self._par)
        self._answer(session, done)
        self._set_result(done.result, done.earned)  # earned stays empty if nothing was written
        self.finished.emit()

    def _written(self, session: TubesSession, rec: Any) -> None:
        if session is self._session and isinstance(self._result, Solve):
            self._set_result(self._result.with_record(rec), list(rec.earned))

    # ---- plumbing ----------------------------------------------------------------------
    def _sync(self) -> None:
        b = self._board
        if b is not None:
            self._model.set_rows(
                [tube_row(b, i, self._selected, self._hint) for i in range(len(b.tubes))]
            )
        self.changed.emit()

    def _set_busy(self, busy: bool) -> None:
        if self._busy != busy:
            self._busy = busy
            self.busyChanged.emit()

    def board(self) -> Board | None:
        """The current board (for tests)."""
        return self._board

    def session(self) -> TubesSession | None:
        """The current session (for tests)."""
        return self._session
