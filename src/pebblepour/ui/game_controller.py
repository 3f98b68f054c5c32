"""What the two play screens' controllers share: the session they adapt, its saves and
records through the profile (errors reported in one sentence), the result panel and the
background worker.

A game's controller mixes in :class:`GameController` and says how its result panel reads
(:meth:`GameController._panel`); the rules, the clock, saves and records are the session's
(``pebblepour.session``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QGuiApplication

from pebblepour.profile.clock import utc_today
from pebblepour.profile.profile import Profile
from pebblepour.profile.store import ProfileError
from pebblepour.session.achievements import Unlock
from pebblepour.session.core import (
    DAILY_DAYS,
    Concluded,
    Game,
    Resumed,
    SaveError,
    Session,
    daily_date,
)
from pebblepour.ui import services
from pebblepour.ui.achievement_words import unlock_lines
from pebblepour.ui.announcer import say
from pebblepour.ui.background import Background
from pebblepour.ui.messages import profile_saved, report_profile_error

RETRY_MS = 3000
"""How often a record the profile refused (a full disk) is tried again."""


def resumed_sentence(moves: int) -> str:
    """What both games say of an attempt taken up again (after the board's title)."""
    return QCoreApplication.translate(
        "GameController", "Resumed where you left off: %Ln moves played.", None, moves
    )


def open_daily(iso: str) -> dt.date | None:
    """The Daily date ``iso`` names ("": today, UTC) if it may be played now (the session's
    one rule, :func:`~pebblepour.session.core.daily_date`); else None, and the player hears
    why (nothing starts, nothing is kept)."""
    today = utc_today()
    try:
        return daily_date(iso or today.isoformat(), today)
    except SaveError:
        say(daily_closed_sentence(), True)
        return None


def daily_closed_sentence() -> str:
    """Why a Daily date is refused (both games)."""
    return QCoreApplication.translate(
        "GameController",
        "That Daily is closed: the Dailies of the last %Ln days are open.",
        None,
        DAILY_DAYS,
    )


class Unwritten:
    """Ended attempts whose record the profile refused (a full disk, a write error): kept in
    memory and written as soon as the profile takes them again (tried every few seconds and
    at quit); then the player hears that it is saved."""

    def __init__(self) -> None:
        self._waiting: list[tuple[Any, Callable[[Any], None]]] = []
        self._timer: QTimer | None = None

    def keep(self, session: Any, written: Callable[[Any], None]) -> None:
        """Try ``session.finish`` again later; ``written(record)`` once it worked."""
        if all(s is not session for s, _ in self._waiting):
            self._waiting.append((session, written))
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setInterval(RETRY_MS)
            self._timer.timeout.connect(self.retry)
        self._timer.start()

    def __len__(self) -> int:
        return len(self._waiting)

    def retry(self) -> None:
        """Write what waits, oldest first; stop at the first refusal (said once, already)."""
        while self._waiting:
            session, written = self._waiting[0]
            try:
                rec = session.finish(services.current().profile)
            except ProfileError:
                return
            except ValueError:  # refused for good (e.g. a level locked since): not a record
                rec = None
            self._waiting.pop(0)
            profile_saved()
            if rec is not None:
                say(QCoreApplication.translate("AppState", "Your result is saved now."), True)
                if session.earned:
                    services.current().achievements_earned()
                written(rec)
        if self._timer is not None:
            self._timer.stop()

    def last_try(self) -> None:
        """At quit: write what waits, then let go of the rest. Its unfinished save stays in
        the profile (a record clears it in the same transaction), so the next start resumes
        it at its end and records it then, once (records are keyed by the attempt)."""
        self.retry()
        self._waiting.clear()
        if self._timer is not None:
            self._timer.stop()


unwritten = Unwritten()
"""The app's records waiting for the disk (one list for both games)."""

__all__ = [
    "GameController",
    "QVariantMap",
    "Unwritten",
    "can_undo_of",
    "hints_used_of",
    "result_of",
    "selected_of",
    "unwritten",
]


# The getters of the properties both controllers declare as class variables
# (``selected = Property(int, selected_of, notify=changed)``): PySide finds a property's
# notify signal only in the class that declares the property, and pyside6-metaobjectdump
# (which describes the module to qmllint) reads this form. ``QVariantMap`` is the QML type
# name of a ``dict`` property, as a name metaobjectdump reads.
QVariantMap = "QVariantMap"


def selected_of(self: GameController[Any, Any, Any]) -> int:
    """The container chosen as the source (-1: none)."""
    return self._selected


def can_undo_of(self: GameController[Any, Any, Any]) -> bool:
    return self._can_undo()


def hints_used_of(self: GameController[Any, Any, Any]) -> int:
    """Hints used in this attempt (saved and resumed with it)."""
    return int(self._session.hints) if self._session is not None else 0


def result_of(self: GameController[Any, Any, Any]) -> dict[str, Any]:
    """The result panel of the ended attempt: its facts by name and the panel's words ({}
    while playing)."""
    if self._result is None:
        return {}
    return {**self._result.shown(), **self._panel(unlock_lines(self._unlocked))}


class Outcome(Protocol):
    """The facts of an ended attempt, typed by its game's session (``session.tubes.Solve``,
    ``session.bowls.Ending``)."""

    def shown(self) -> dict[str, Any]:
        """The facts by name, for QML and the tests."""
        ...


def copy_and_say(text: str, said: str) -> None:
    """Put ``text`` on the clipboard and say it in ``said`` (its %1)."""
    QGuiApplication.clipboard().setText(text)
    say(said.replace("%1", text))


G = TypeVar("G", bound="Game[Any, Any]")
M = TypeVar("M")
R = TypeVar("R")


class GameController(Generic[G, M, R]):
    """The shared half of ``BowlsGame`` and ``TubesGame``: a mixin of those QObjects, which
    declare the signals ``changed`` and ``resultChanged`` and the Qt properties (PySide
    keeps a property's notify signal in the class that declares it) and call
    :meth:`_start_controller` first."""

    resultChanged: Any  # the subclass's Signal

    def _start_controller(self) -> None:
        self._session: Session[G, M, R] | None = None  # None before the first start
        self._selected = -1  # not game state (Tatham's undo question)
        self._result: Outcome | None = None  # the ended attempt's facts (None: playing)
        self._unlocked: list[Unlock] = []  # what the ended attempt earns or earned
        self._work = Background()

    def _can_undo(self) -> bool:
        return self._session is not None and bool(self._session.can_undo())

    def _sync(self) -> None:
        """Show the game's state (the subclass's)."""
        raise NotImplementedError

    def _cancel_selection(self) -> None:
        """Escape, or choosing the selected container again: one wording for both games."""
        if self._selected != -1:
            self._selected = -1
            self._sync()
            say(QCoreApplication.translate("GameController", "Selection cancelled."))

    def _board_id(self) -> str | None:
        """The ID of the board in play (``pebblepour.board_id``), None if it has none."""
        raise NotImplementedError

    def _copy_share(self, text: str) -> None:
        """Copy a result's share text (the result panel's "Copy result") and say it."""
        copy_and_say(text, QCoreApplication.translate("GameController", "Result copied: %1."))

    def _copy_board_id(self) -> None:
        """Copy the board's ID (to share it, or to play it again): the copy key (Ctrl+C)."""
        text = self._board_id()
        if text is None:
            say(QCoreApplication.translate(
                "GameController", "An Endless game has no board ID: its stones are new each time."))
            return
        copy_and_say(text, QCoreApplication.translate("GameController", "Board ID copied: %1."))

    def _panel(self, unlocks: list[str]) -> dict[str, Any]:
        """The words of the result panel (``pebblepour.ui.result_panel.panel``)."""
        raise NotImplementedError

    def _set_result(self, facts: Outcome | None, unlocked: list[Unlock] | None = None) -> None:
        """Show ``facts`` on the result panel (None: none); ``unlocked`` as its achievements."""
        self._result = facts
        if unlocked is not None:
            self._unlocked = list(unlocked)
        self.resultChanged.emit()

    # ---- resume and play again, the same for both games ------------------------------
    def _resume(self, find: Callable[[Profile], Resumed[G, M, R]]) -> bool:
        """Continue the saved attempt ``find`` returns (``resume_play`` of the game), if its
        save is sound: :meth:`_show_resumed` shows it and says so, and an attempt saved
        over but not recorded (a failed record) is concluded now by :meth:`_resumed_over`.
        A bad save is kept aside (by the session) and said so; a profile error is reported.
        False if nothing was resumed: the caller starts afresh."""
        try:
            found = find(services.current().profile)
        except ProfileError as exc:
            report_profile_error(exc)
            return False
        if found.set_aside is not None:
            say(QCoreApplication.translate(
                "Game", "Your unfinished game could not be restored, so it starts afresh."))
        session = found.session
        if session is None:
            return False
        self._show_resumed(session)
        if session.outcome() is not None:
            self._resumed_over()
        return True

    def has_game(self) -> bool:
        """An attempt is on the board."""
        return self._session is not None

    def _show_resumed(self, session: Session[G, M, R]) -> None:
        """Show the resumed ``session`` and say where it was left off."""
        raise NotImplementedError

    def _resumed_over(self) -> None:
        """The resumed attempt is over: record what is final, open its result panel."""
        raise NotImplementedError

    def _play_again(self, game: G | None = None) -> Session[G, M, R]:
        """*Play again*, both games: a new attempt of ``game`` (by default the same start,
        :meth:`~pebblepour.session.core.Session.again`) with its own id, clock and hints;
        the result panel closes. The ended attempt's record is written already or waits in
        :data:`unwritten`. Returns the new session (now the current one)."""
        assert self._session is not None
        self._session = self._session.again(game)
        self._set_result(None, [])
        return self._session

    # ---- the profile -------------------------------------------------------------------
    def _save(self) -> None:
        """Keep the unfinished attempt after every accepted change (resumed on next start)."""
        session = self._session
        if session is None or session.game.is_final():  # a final result is not kept
            return
        try:
            session.save(services.current().profile)
        except ProfileError as exc:
            report_profile_error(exc)
        else:
            profile_saved()

    def _answer(self, session: Session[G, M, R], done: Concluded[Any]) -> None:
        """What the session concluded, told: a profile that failed is said (a record the
        disk refused waits in :data:`unwritten`; :meth:`_written` is told once it is
        written), a record written clears an earlier warning and shares its achievements."""
        if done.failed is not None:
            report_profile_error(done.failed)
        if done.waits:
            unwritten.keep(session, lambda rec: self._written(session, rec))
        elif done.written:
            profile_saved()
            if session.earned:
                services.current().achievements_earned()

    def _written(self, session: Session[G, M, R], rec: Any) -> None:
        """A record that had waited for the disk is written now (the panel may still show)."""

    def _discard(self) -> None:
        """Forget the saved attempt (a fresh one starts)."""
        if self._session is None:
            return
        try:
            self._session.discard(services.current().profile)
        except ProfileError as exc:
            report_profile_error(exc)
