"""The Bowls game as QML sees it: a 12-row bowl model and a controller with slots.

QML only calls slots; the engine (``pebblepour.bowls``) owns every rule. A confirmed move is
played by the engine at once; the screen then replays the engine's event list step by step
(stones sown one by one, groups clearing, blockers removed, eruptions, combo and points
rising) on a *display* copy of the board. Reduced motion, or any key, jumps to the end.
The model is always updated in place (``dataChanged``), so the focused bowl survives every
step, move and undo.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QObject,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.board_id import BoardIdError, BowlsBoard, format_id, parse
from pebblepour.bowls import (
    Attempt,
    GoalKind,
    Mode,
    MoveResult,
    PuzzleAttempt,
    Reason,
    State,
)
from pebblepour.bowls.position import Position, Refusal
from pebblepour.bowls.puzzles import Puzzle, shipped_puzzle
from pebblepour.bowls.rules import (
    Event,
)
from pebblepour.bowls.solver import Hint, HintCache, HintQuery
from pebblepour.profile.settings import CHAIN_PACES
from pebblepour.session import bowls as bowls_session
from pebblepour.session.bowls import (
    BowlsPlay,
    BowlsSession,
    Ending,
    board_identity,
    daily_identity,
    endless_identity,
    new_play,
    new_session,
    puzzle_identity,
    resume_play,
)
from pebblepour.session.core import Identity, Undone
from pebblepour.session.playback import Flash, frames
from pebblepour.sound import cues
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.announcer import say
from pebblepour.ui.bowls_chain import ChainPlayer
from pebblepour.ui.bowls_hints import HintSearch
from pebblepour.ui.bowls_text import (
    BOWL_KEYS,
    end_sentence,
    hint_sentence,
    move_announcement,
    moves_left_sentence,
    no_hints_here_sentence,
    nothing_to_undo,
    now_practice_sentence,
    paused_sentence,
    refusal_sentence,
    restarted_sentence,
    select_first_sentence,
    selected_sentence,
    share_text,
    start_sentence,
    undo_sentence,
)
from pebblepour.ui.bowls_view import BowlsView
from pebblepour.ui.game_controller import (
    GameController,
    open_daily,
    resumed_sentence,
)
from pebblepour.ui.rows_model import RowsModel
from pebblepour.ui.sounds import HearBoard, play
from pebblepour.ui.wording import sentences

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "BowlsGame"]



@QmlElement
@QmlSingleton
class BowlsGame(BowlsView, GameController[BowlsPlay, int, MoveResult]):
    """The Bowls play screen's controller. Slots are the only way QML changes the game."""

    # The attempt is over and its result panel opens: at once, or (True) a moment after the
    # move's sentence, so that a screen reader says the sentence before it reads the panel.
    finished = Signal(bool)
    illegal = Signal(int)
    focusContainer = Signal(int)  # the bowl the focus goes to

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._start_controller()
        self._model = RowsModel(BOWL_KEYS, self)
        self._puzzle: Puzzle | None = None
        # Playback: the frames of the last move (computed Qt-free by session.playback).
        self._chain = ChainPlayer(self)
        self._chain.stepped.connect(self._push)
        self._chain.ended.connect(self._end_playback)
        self._end_flash: dict[int, Flash] = {}  # the bowls that overflowed, once shown
        self._after_text = ""  # said when the playback ends (at once when it plays on)
        self._said_early = False  # the move's sentence went out when the key was handled
        self._after_finish = False  # the result panel opens then
        # The hint: not game state (Tatham's undo question). The bowl shown, and the
        # position a search is running for (None: none running).
        self._hint = -1
        # The proven hint answers, this controller's for the app's life (its searches run
        # in the search process; their answers are kept here, on the GUI thread).
        self._hint_cache = HintCache()
        self._hints = HintSearch(self._work, self._hint_cache)
        self._hear = HearBoard()

    @property
    def hint_cache(self) -> HintCache:
        """The proven hint answers of this controller's puzzles (what H answers from at once)."""
        return self._hint_cache

    # ---- starting ----------------------------------------------------------------------
    @Slot(int)
    def startPuzzle(self, n: int) -> None:
        puzzle = shipped_puzzle(n)
        if puzzle is None:
            return
        self._leave_current()
        self._puzzle = puzzle
        if self._try_resume({"mode": "puzzle", "puzzle": n}):
            return
        self._begin(new_session(puzzle_identity(puzzle), shipped_puzzle), puzzle)

    @Slot()
    def startEndless(self) -> None:
        """Resume the paused Endless attempt, or start a new one."""
        self._leave_current()
        self._puzzle = None
        if self._try_resume({"mode": "endless"}):
            return
        self._begin(new_session(endless_identity(self.endless_seed())), None)

    @Slot(str, result=bool)
    def startDaily(self, iso: str) -> bool:
        """Start (or continue) the Daily of ``iso`` (a date of the Daily list); "" continues
        the unfinished Daily (it keeps its date), or starts today's (UTC). False, said why,
        for a date that is not open (nothing starts, nothing is kept)."""
        day = open_daily(iso)
        if day is None:
            return False
        self._leave_current()
        self._puzzle = None
        want: Identity = {"mode": "daily"}
        if iso:
            want["date"] = day.isoformat()
        if self._try_resume(want):
            return True
        self._begin(new_session(daily_identity(day)), None)
        return True

    endless_seed: Callable[[], int] = staticmethod(lambda: int.from_bytes(os.urandom(8), "little"))
    """Where a new Endless game's seed comes from (tests set a fixed one to replay a game)."""

    @Slot()
    def playAgain(self) -> None:
        """Play again: a fresh Endless, a replay of the same Daily, a restart of the puzzle."""
        a, session = self._attempt, self._session
        if a is None or session is None:
            return
        self._skip_to_end()
        if isinstance(a, PuzzleAttempt) and session.recorded is None:
            self.restart()  # a failed puzzle: one Undo brings its line back
            return
        self._finalize()
        self._discard()
        # The same puzzle or Daily again; a new Endless game has a new seed.
        endless = a.mode is Mode.ENDLESS
        fresh = new_play(endless_identity(self.endless_seed())) if endless else None
        self._begin(self._play_again(fresh), self._puzzle)
        say(self._start_sentence())

    @Slot(str)
    def act(self, key: str) -> None:
        """A result panel button (see :func:`~pebblepour.ui.bowls_text.result_panel`)."""
        {"undo": self.undo, "again": self.playAgain, "next": self.nextBoard,
         "share": self.share}[key]()

    @Slot()
    def share(self) -> None:
        """Copy the result's share line (the board ID with it)."""
        a, board_id = self._attempt, self._board_id()
        if a is None or board_id is None or self._session is None:
            return
        self._copy_share(share_text(
            a, int(self._session.hints), self._puzzle, board_id, self._session.game.shortest))

    @Slot()
    def nextBoard(self) -> None:
        """The next puzzle of the pack."""
        if self._puzzle is not None:
            self.startPuzzle(int(self._puzzle.id) + 1)

    @Slot(str, int)
    def startBoard(self, text: str, shortest: int = 0) -> None:
        """Start (or continue) the board the ID ``text`` names (its goal proven by the
        solver before: ``shortest`` is its shortest length, 0 if that is not known)."""
        try:
            named = parse(text)
        except BoardIdError:
            return
        if not isinstance(named, BowlsBoard):
            return
        self._leave_current()
        self._puzzle = None
        board = format_id(named)
        if not self._try_resume({"board": board}):
            self._begin(new_session(board_identity(board)), None)
        if self._session is not None and shortest > 0:
            self._session.game.shortest = shortest

    def _try_resume(self, want: Identity) -> bool:
        """Continue the sound saved attempt ``want`` names (a bad save is kept aside and
        reported): the shared resume path of :class:`GameController`."""
        return self._resume(lambda profile: resume_play(profile, want))

    def _show_resumed(self, session: BowlsSession) -> None:
        self._begin(session, self._puzzle, resumed=True)

    def _resumed_over(self) -> None:
        self._conclude()

    def _begin(
        self, session: BowlsSession, puzzle: Puzzle | None, *, resumed: bool = False
    ) -> None:
        self._session = session
        attempt = session.game.attempt
        self._puzzle = puzzle
        self._selected = -1
        self._set_result(None, [])
        self._drop_hint()
        self._reset_display()
        self._sync()
        if puzzle is not None:
            # The pack's stored solution is a proven shortest one: hints along it need no
            # search (the hardest starts take the solver a few tenths of a second).
            self._hints.learn(puzzle, (), puzzle.solution)
        self._think_ahead()
        legal = attempt.legal_sources()
        self.focusContainer.emit(legal[0] if legal else 0)
        if resumed:
            say(
                sentences(
                    self.title,
                    resumed_sentence(attempt.moves_used),
                    self._status_sentence(),
                ),
            )
        else:
            say(self._start_sentence())

    def _start_sentence(self) -> str:
        return start_sentence(self.title, self.goalText)

    # ---- playing -----------------------------------------------------------------------
    @Slot(int)
    def select(self, i: int) -> None:
        """Choose bowl ``i`` as the source (Space / click); choosing it again deselects."""
        a, session = self._attempt, self._session
        if a is None or session is None or self._chain.playing:
            return
        self._hear.stop()
        if i == self._selected and not a.status.is_over:
            self.cancelSelection()
            return
        why = session.game.refusal(i)  # the rules' and the attempt's one reason
        if why is Refusal.OVER:
            say(refusal_sentence(why, i))
            return
        if why is not None:
            self.illegal.emit(i)
            play(cues.not_a_move(cues.bowl_pan(i)))
            say(refusal_sentence(why, i), True)
            return
        self._selected = i
        self._sync()
        play(cues.bowl_select(i))
        say(selected_sentence(a, i, preview=self._preview_on()))

    @Slot()
    def copyBoardId(self) -> None:
        self._copy_board_id()

    @Slot()
    def cancelSelection(self) -> None:
        self._cancel_selection()

    @Slot()
    def confirm(self) -> None:
        """Sow the selected bowl (Enter / the Confirm button)."""
        a = self._attempt
        if a is None or self._chain.playing:
            return
        self._hear.stop()
        assert self._session is not None
        why = self._session.game.refusal()
        if why is not None:
            say(refusal_sentence(why, self._selected))
            return
        if self._selected < 0:
            play(cues.not_a_move())
            say(select_first_sentence(), True)
            return
        bowl = self._selected
        before = a.position
        score_before = a.score
        self._drop_hint()
        result = self._session.play(bowl)
        self._selected = -1
        events = a.last_events
        text = move_announcement(result, events)
        status = a.status
        if status.is_over:
            text = sentences(text, end_sentence(a))
        elif a.moves_left is not None and a.moves_left <= 5:
            text = sentences(text, moves_left_sentence(a.moves_left))
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
        self._hear.stop()
        if not session.can_undo():
            play(cues.not_a_move())
            say(nothing_to_undo())
            return
        first_practice = a.mode is not Mode.PUZZLE and not a.practice
        bowl = a.moves[-1] if a.moves else None
        undone = session.undo()
        play(cues.undo())
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
            text = sentences(text, now_practice_sentence())
        say(text)
        if a.status.is_over:
            self._conclude(after_sentence=True)  # back on the line of a failed puzzle

    @Slot()
    def restart(self) -> None:
        """Puzzles: back to the start position (same puzzle); one Undo brings the moves back.
        A solved (recorded) puzzle starts a new attempt instead."""
        session = self._session
        if session is None or not isinstance(self._attempt, PuzzleAttempt) or not self._puzzle:
            return
        self._skip_to_end()
        self._hear.stop()
        if session.recorded is not None:  # play again
            self._discard()
            self._begin(self._play_again(), self._puzzle)
            return
        session.restart()
        self._after_jump()
        legal = session.game.attempt.legal_sources()
        self.focusContainer.emit(legal[0] if legal else 0)
        say(restarted_sentence(self.goalText))

    def _after_jump(self) -> None:
        """The session's game changed by undo or restart: show it, keep it."""
        self._drop_hint()
        self._set_result(None, [])
        self._selected = -1
        self._reset_display()
        self._sync()
        self._save()
        self._think_ahead()

    @Slot()
    def endAttempt(self) -> None:
        """Endless / Daily: stop here; the score stands and is recorded."""
        a, session = self._attempt, self._session
        if a is None or session is None or a.mode is Mode.PUZZLE:
            return
        self._skip_to_end()
        session.game.end()
        # The result panel that opens now is read in full (heading, reason, facts): announcing
        # the same result as well made Orca say it twice.
        self._conclude()
        self._finalize()
        self._sync()

    @Slot()
    def pause(self) -> None:
        """Keep the attempt for later (saved; resumed from Home, even after quitting)."""
        self._skip_to_end()
        self._save()
        if self._attempt is not None and not self._attempt.status.is_over:
            say(paused_sentence())

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
            say(no_hints_here_sentence())
            return
        why = session.game.refusal()
        if why is not None:
            say(refusal_sentence(why, 0))
            return
        self._hints.ask(a, self._give_hint)

    def _give_hint(self, query: HintQuery, found: Hint) -> None:
        """The search's answer, on the GUI thread; dropped if the position changed."""
        a, session = self._attempt, self._session
        if not isinstance(a, PuzzleAttempt) or session is None or HintQuery.of(a) != query:
            return
        move = found.move
        if move is not None:
            if self._puzzle is not None:  # following the hints then needs no more search
                self._hints.learn(self._puzzle, a.moves, found.moves)
            session.use_hint()
            self._hint = move
            self._selected = -1
            self._sync()
            self._save()
            self.focusContainer.emit(move)
        say(hint_sentence(found, a.moves_left), found.move is None)

    def _drop_hint(self) -> None:
        """The position changes: the highlight goes, a search still running is dropped."""
        self._hints.drop()
        self._hint = -1

    def _think_ahead(self) -> None:
        """Search the hint of a puzzle position in the background while the player looks
        at it (nothing is shown or counted): pressing H then answers from the solver's
        cache at once, or waits only for what is left of the search."""
        if isinstance(self._attempt, PuzzleAttempt):
            self._hints.think_ahead(self._attempt)

    @Slot()
    def retranslate(self) -> None:
        self._push()
        self.changed.emit()
        self.chainChanged.emit()
        self.resultChanged.emit()

    # ---- finishing ---------------------------------------------------------------------
    def _conclude(self, *, after_sentence: bool = False) -> None:
        """The attempt is over: show what the session concluded (``after_sentence``: a
        moment after the sentence just said)."""
        session = self._session
        if session is None:
            return
        done = bowls_session.conclude(services.current().profile, session)
        self._answer(session, done)
        self._set_result(done.result, done.earned)
        self.finished.emit(after_sentence)

    def _written(self, session: BowlsSession, rec: Any) -> None:
        """A record that waited for the disk is written: the panel, if it still shows, says
        what it set; an Endless or Daily result is final now."""
        if session is self._session and isinstance(self._result, Ending):
            shown = bowls_session.written(self._result, rec, play_shortest=session.game.shortest)
            self._set_result(shown, list(rec.earned))
            self.changed.emit()

    def _finalize(self) -> None:
        """Record a result that waits (:meth:`Session.awaiting_record`); undo is closed
        afterwards."""
        session = self._session
        if session is None or not session.awaiting_record():
            return
        shown = self._result if isinstance(self._result, Ending) else None
        done = bowls_session.finalize(services.current().profile, session, shown)
        self._answer(session, done)
        if done.written and done.result is not None:
            self._set_result(done.result, done.earned)
        self.changed.emit()

    def _leave_current(self) -> None:
        a = self._attempt
        if a is None:
            return
        # A search still running stops (quitting waits for the worker; Tubes shares it).
        self._drop_hint()
        self._skip_to_end()
        self._finalize()
        if a.mode is Mode.PUZZLE and a.status.is_over and self._session is not None:
            self._discard()
        else:
            self._save()

    @Slot()
    def suspend(self) -> None:
        """Save now (leaving the screen, quitting): the chain finishes, a pending result is
        recorded, an unfinished attempt kept."""
        self._hear.stop()
        self._leave_current()

    # ---- playback ----------------------------------------------------------------------
    def _reset_display(self) -> None:
        self._chain.stop()
        self._end_flash = {}
        self.chainChanged.emit()

    def _play_back(
        self,
        before: Position,
        score_before: int,
        result: MoveResult,
        events: tuple[Event, ...],
        text: str,
    ) -> None:
        self._after_text = text
        self._after_finish = self._attempt is not None and self._attempt.status.is_over
        self._said_early = False
        settings = services.current().profile.settings()
        self._chain.play_move(
            frames(before, score_before, result, events),
            reduced_motion=settings.reduced_motion,
            pace=CHAIN_PACES[settings.chain_pace],
        )
        if self._after_text and self._chain.playing:
            # The result at the key (issue 45): the engine knows the whole chain, a player by
            # ear need not wait for an animation they cannot see. The bowls' spoken names hold
            # still until it ends (ContainerItem.settling) and change once, after the sentence.
            say(self._after_text)
            self._after_text, self._said_early = "", True
        self.changed.emit()

    def _push(self) -> None:
        # Playing is known before the bowls change: their spoken names hold still for the
        # whole chain (ContainerItem.settling).
        self.chainChanged.emit()
        self._model.set_rows(self._rows())

    def _end_playback(self) -> None:
        a = self._attempt
        over_flash: dict[int, Flash] = {}
        if a is not None and a.status.reason is Reason.OVERFLOW and a.last_result is not None:
            over_flash = dict.fromkeys(a.last_result.overflowing, Flash.OVER)
        self._reset_display()
        self._end_flash = over_flash
        self._sync()
        text, self._after_text = self._after_text, ""
        if text:
            say(text)
        if self._after_finish:
            self._after_finish = False
            won = a is not None and a.status.state is State.WON
            play(cues.goal() if won else cues.defeat(), self._chain.result_delay)
            self._conclude(after_sentence=bool(text) or self._said_early)

    def _skip_to_end(self) -> None:
        self._chain.skip()

    # ---- plumbing ----------------------------------------------------------------------
    def _sync(self) -> None:
        self._push()
        self.changed.emit()

    def attempt(self) -> Attempt | None:
        """The current attempt (for tests)."""
        return self._attempt

    def puzzle(self) -> Puzzle | None:
        """The current puzzle (for tests)."""
        return self._puzzle
