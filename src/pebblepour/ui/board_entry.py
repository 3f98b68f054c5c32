"""Play a board by its ID (issue 24 point 2): Home → "Play a board", and ``pebblepour --play``.

An ID is read by :mod:`pebblepour.board_id`; what is wrong with it is said in one sentence in
the player's language. A level, a puzzle or a Daily opens as from its list (a locked level or
a closed Daily is refused with the lists' own sentences). A whole board is proven by the
solver first, off the GUI thread: a solvable board is played (its shortest length known); an
unsolvable one is said and not started; when the search runs out, that is said and the
player may play it without a promise.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour import board_id as ids
from pebblepour.bowls.puzzles import shipped_puzzle
from pebblepour.profile.clock import utc_today
from pebblepour.session.core import daily_open
from pebblepour.session.search_process import prove
from pebblepour.tubes.solver import Status
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.announcer import say
from pebblepour.ui.background import Background
from pebblepour.ui.game_controller import daily_closed_sentence
from pebblepour.ui.qt_property import Property
from pebblepour.ui.wording import number

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "BoardEntry", "problem_sentence"]


def problem_sentence(error: ids.BoardIdError) -> str:
    """What is wrong with an ID, in one sentence of the player's language."""
    p = error.problem
    if p is ids.Problem.LEVEL:
        return QCoreApplication.translate(
            "BoardEntry", "A level is a number from 1 to 100, as in tubes:level:37."
        )
    if p is ids.Problem.PUZZLE:
        return QCoreApplication.translate(
            "BoardEntry", "A puzzle is a number from 1 to 100, as in bowls:puzzle:12."
        )
    if p is ids.Problem.DATE:
        return QCoreApplication.translate(
            "BoardEntry", "A date is written year-month-day, as in tubes:daily:2026-12-01."
        )
    if p is ids.Problem.TUBES:
        return QCoreApplication.translate(
            "BoardEntry",
            "These tubes do not make a board: each colour needs exactly 4 units, and there are "
            "2 more tubes than colours, as in tubes:abca,bcab,cabc,-,-.",
        )
    if p is ids.Problem.SHAPE:
        return QCoreApplication.translate(
            "BoardEntry",
            "A Bowls board is its 12 bowls, its goal and its move limit, separated by colons.",
        )
    if p is ids.Problem.RING:
        return QCoreApplication.translate("BoardEntry", "A ring has 12 bowls, separated by commas.")
    if p is ids.Problem.BOWLS:
        return QCoreApplication.translate(
            "BoardEntry",
            "A bowl is written with its stones, oldest first (r, y, g, b, p, * for a wildcard, # "
            "for a blocker), or . when empty, then @F, @R or @V for a frozen, reverse or "
            "volcano bowl.",
        )
    if p is ids.Problem.GOAL:
        return QCoreApplication.translate(
            "BoardEntry",
            "The goal is one of clear_colour-g, collect-b-3, score-30, combo-2, at_most-3 or "
            "clear_board.",
        )
    if p is ids.Problem.LIMIT:
        return QCoreApplication.translate("BoardEntry", "The move limit is a number from 1 to 30.")
    if p is ids.Problem.CHARACTER:
        return (
            QCoreApplication.translate(
                "BoardEntry", "This ID holds \u201c%1\u201d (%2), a character no board ID has."
            )
            .replace("%2", f"U+{ord(error.character or '?'):04X}")
            .replace("%1", error.character)
        )
    if p is ids.Problem.LENGTH:
        return QCoreApplication.translate(
            "BoardEntry", "A board ID is at most %1 characters long."
        ).replace("%1", number(ids.MAX_LENGTH))
    return QCoreApplication.translate(
        "BoardEntry", "A board ID starts with tubes: or bowls:, as in tubes:level:37."
    )


@QmlElement
@QmlSingleton
class BoardEntry(QObject):
    """What the "Play a board" screen asks: is this ID a board, and then play it."""

    changed = Signal()
    openScreen = Signal(str, dict)  # the screen to open, with its properties

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = Background()
        self._busy = False
        self._verdict = ""
        self._unproven = ""  # the ID the player may play without a promise
        self._refused = False

    @Property(bool, notify=changed)
    def busy(self) -> bool:
        """The solver is proving a board."""
        return self._busy

    @Property(str, notify=changed)
    def verdict(self) -> str:
        """The last thing said of the ID: what is wrong, or what the solver found."""
        return self._verdict

    def refused(self) -> bool:
        """The last ID was not started (wrong, locked, closed or unsolvable), said why."""
        return not self._busy and self._refused

    @Property(bool, notify=changed)
    def canPlayAnyway(self) -> bool:
        """The solver ran out on this board: it may be played without a promise."""
        return self._unproven != ""

    @Slot(int, result=str)
    def pasteRefusal(self, kept: int) -> str:
        """Why the clipboard's text may not go into the field, which keeps ``kept``
        characters of its own ("" when it may): a text longer than any ID is refused and
        said, instead of being cut where the field ends (32,767 characters)."""
        pasted = len(QGuiApplication.clipboard().text())
        if kept + pasted <= ids.MAX_LENGTH:
            return ""
        refusal = QCoreApplication.translate(
            "BoardEntry",
            "Not pasted: the text is %Ln characters long, and a board ID is at most %1.",
            None,
            pasted,
        ).replace("%1", number(ids.MAX_LENGTH))
        say(refusal, True)
        return refusal

    @Slot(str, result=str)
    def check(self, text: str) -> str:
        """ "" if ``text`` names a board, else the sentence saying what is wrong."""
        try:
            ids.parse(text)
        except ids.BoardIdError as error:
            return problem_sentence(error)
        return ""

    def _tell(self, verdict: str, *, unproven: str = "", assertive: bool = True) -> None:
        self._verdict, self._unproven = verdict, unproven
        self._refused = bool(verdict) and assertive
        self.changed.emit()
        if verdict:
            say(verdict, assertive)

    @Slot(str)
    def play(self, text: str) -> None:
        """Play the board ``text`` names (proving a whole board first)."""
        self._work.reset()
        self._set_busy(False)
        try:
            board = ids.parse(text)
        except ids.BoardIdError as error:
            self._tell(problem_sentence(error))
            return
        self._tell("", assertive=False)
        if isinstance(board, ids.TubesLevel):
            unlocked = services.current().profile.tubes_unlocked()
            if board.number > unlocked:
                self._tell(
                    QCoreApplication.translate(
                        "BoardEntry", "Level %1 is locked. Solve level %2 first."
                    )
                    .replace("%1", str(board.number))
                    .replace("%2", str(unlocked))
                )
                return
            self._open("tubesPlay", {"startLevel": board.number})
        elif isinstance(board, ids.TubesDaily | ids.BowlsDaily):
            if not daily_open(board.day, utc_today()):
                self._tell(daily_closed_sentence())
                return
            if isinstance(board, ids.TubesDaily):
                self._open("tubesPlay", {"startDaily": board.day.isoformat()})
            else:
                self._open("bowlsPlay", {"startMode": "daily", "startDaily": board.day.isoformat()})
        elif isinstance(board, ids.BowlsPuzzle):
            if shipped_puzzle(board.number) is None:
                self._tell(problem_sentence(ids.BoardIdError("", ids.Problem.PUZZLE)))
                return
            self._open("bowlsPlay", {"startMode": "puzzle", "startPuzzle": board.number})
        else:
            self._prove(board)

    @Slot()
    def playAnyway(self) -> None:
        """Play the board the solver could not finish proving."""
        if self._unproven:
            self._start(self._unproven, 0)

    def _prove(self, board: ids.TubesBoard | ids.BowlsBoard) -> None:
        text = ids.format_id(board)
        # Shown, not said: a board is proven in a moment, and its start sentence follows.
        self._verdict = QCoreApplication.translate("BoardEntry", "Proving the board…")
        self.changed.emit()

        def deliver(proof: ids.Proof) -> None:
            if proof.status is Status.SOLVED:
                self._tell("", assertive=False)
                self._start(text, proof.shortest)
            elif proof.status is Status.UNSOLVABLE:
                self._tell(
                    QCoreApplication.translate(
                        "BoardEntry",
                        "This board cannot be solved: the solver proved it, so it is not started.",
                    )
                )
            else:
                self._tell(
                    QCoreApplication.translate(
                        "BoardEntry",
                        "The solver could not finish proving this board. You may play it "
                        "without a promise that it can be solved.",
                    ),
                    unproven=text,
                )

        self._work.search(
            prove, (ids.format_id(board), ids.PROVE_STATES), ids.Proof(Status.UNKNOWN), deliver,
            self._set_busy,
        )

    def _start(self, text: str, shortest: int) -> None:
        self._unproven = ""
        self.changed.emit()
        game = "tubesPlay" if text.startswith("tubes:") else "bowlsPlay"
        props: dict[str, Any] = {"startBoard": text, "boardShortest": shortest}
        if game == "bowlsPlay":
            props["startMode"] = "board"
        self._open(game, props)

    def _open(self, screen: str, props: dict[str, Any]) -> None:
        self.openScreen.emit(screen, props)

    def _set_busy(self, busy: bool) -> None:
        if self._busy != busy:
            self._busy = busy
            self.changed.emit()

    @Slot()
    def retranslate(self) -> None:
        self._verdict = ""
        self.changed.emit()
