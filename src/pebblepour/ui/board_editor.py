"""The board editor and "My boards" (issue 24 point 4): make a Tubes or Bowls board by keyboard,
mouse or screen reader, hear what it lacks and what the solver proves of it, save it, share it.

* Tubes: the colour count, then units poured one at a time into the tubes; once every unit is
  in, the solver proves the board (off the GUI thread) and its verdict and shortest length are
  shown and said, at every change.
* Bowls: stones put in each bowl in queue order (oldest first), each bowl's modifier, the goal
  and the move limit; "Prove" asks the solver whether the goal can be reached within the limit.

The drafts themselves are Qt-free (:mod:`pebblepour.drafts`); a board is played through
``BoardEntry`` like any ID typed on "Play a board", and saved boards are kept in the profile
(``Profile.save_my_board``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour import board_id as ids
from pebblepour.bowls.position import KINDS, NUM_BOWLS
from pebblepour.drafts import BowlsDraft, Refusal, TubesDraft
from pebblepour.profile.records import BoardStats
from pebblepour.profile.store import ProfileError
from pebblepour.session.playback import Flash
from pebblepour.session.search_process import prove
from pebblepour.tubes.board import CAPACITY, tube_complete
from pebblepour.tubes.solver import Status
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services
from pebblepour.ui.announcer import say
from pebblepour.ui.background import Background
from pebblepour.ui.bowls_text import BOWL_KEYS, bowl_row, goal_text, stone_name
from pebblepour.ui.colours import liquid_hex, liquid_name
from pebblepour.ui.game_controller import copy_and_say
from pebblepour.ui.messages import profile_saved, report_profile_error
from pebblepour.ui.qt_property import Property
from pebblepour.ui.rows_model import RowsModel
from pebblepour.ui.tubes_text import TUBE_KEYS, tube_words
from pebblepour.ui.wording import sentences

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "BoardEditor"]

# What the palette shows: a Tubes colour or a Bowls stone, with what is left of it.
PAINT_KEYS = ["key", "colour", "name", "remaining", "description"]
# A tube (TubeItem.qml) or a bowl (BowlItem.qml): the roles of both games' boards.
CELL_KEYS = TUBE_KEYS + [k for k in BOWL_KEYS if k not in TUBE_KEYS]
# A row of "My boards".
MINE_KEYS = ["boardId", "game", "title", "detail", "description"]


def _refusal(why: Refusal, game: str, place: int, colour: str = "") -> str:
    """Why an edit was not made, in one sentence."""
    if why is Refusal.USED_UP:
        return QCoreApplication.translate(
            "BoardEditor", "Every %1 unit is in a tube already."
        ).replace("%1", colour)
    if game == "tubes":
        text = (
            QCoreApplication.translate("BoardEditor", "Tube %1 is full.")
            if why is Refusal.FULL
            else QCoreApplication.translate("BoardEditor", "Tube %1 is empty.")
        )
    else:
        text = (
            QCoreApplication.translate("BoardEditor", "Bowl %1 is full: a bowl holds 7 stones.")
            if why is Refusal.FULL
            else QCoreApplication.translate("BoardEditor", "Bowl %1 is empty.")
        )
    return text.replace("%1", str(place + 1))


@QmlElement
@QmlSingleton
class BoardEditor(QObject):
    """The board being made (one at a time) and the saved boards."""

    changed = Signal()
    mineChanged = Signal()
    refused = Signal(int)  # the tube or bowl an edit was refused on (it shakes)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = "tubes"
        self._tubes = TubesDraft()
        self._bowls = BowlsDraft()
        self._origin = ""  # the saved board being edited ("" for a new one)
        self._verdict = ""
        self._proven = False
        self._work = Background()
        self._busy = False
        self._cells = RowsModel(CELL_KEYS, self)
        self._paints = RowsModel(PAINT_KEYS, self)
        self._mine = MineModel(self)

    # ---- what QML shows -----------------------------------------------------------------
    @Property(str, notify=changed)
    def game(self) -> str:
        return self._game

    @Property(QObject, constant=True)
    def cells(self) -> RowsModel:
        """The tubes or the bowls, as the game's own screen shows them."""
        return self._cells

    @Property(QObject, constant=True)
    def paints(self) -> RowsModel:
        """The colours (Tubes) or stones (Bowls) to put in, each with what is left of it."""
        return self._paints

    @Property(QObject, constant=True)
    def mine(self) -> MineModel:
        """My boards, the last saved first."""
        return self._mine

    @Property(int, notify=changed)
    def colours(self) -> int:
        return self._tubes.colours

    @Property(str, notify=changed)
    def goal(self) -> str:
        return goal_text(self._bowls.goal)

    @Property(str, notify=changed)
    def goalColour(self) -> str:
        return stone_name(self._bowls.goal.colour or "")

    @Property(int, notify=changed)
    def amount(self) -> int:
        return self._bowls.goal.amount

    @Property(bool, notify=changed)
    def goalHasColour(self) -> bool:
        return self._bowls.goal.colour is not None

    @Property(bool, notify=changed)
    def goalHasAmount(self) -> bool:
        return self._bowls.goal.kind.value in ("collect", "score", "combo", "at_most")

    @Property(int, notify=changed)
    def limit(self) -> int:
        return self._bowls.limit

    @Property(str, notify=changed)
    def limitText(self) -> str:
        return QCoreApplication.translate("BoardEditor", "%Ln moves", None, self._bowls.limit)

    @Property(str, notify=changed)
    def verdict(self) -> str:
        """What the board lacks, or what the solver proved of it."""
        return self._verdict

    @Property(bool, notify=changed)
    def busy(self) -> bool:
        return self._busy

    @Property(str, notify=changed)
    def boardId(self) -> str:
        """The board's ID ("" while a Tubes board lacks units)."""
        return self._id() or ""

    @Property(bool, notify=changed)
    def proven(self) -> bool:
        """The solver proved this board can be done (Tubes: solvable; Bowls: its goal)."""
        return self._proven

    def _id(self) -> str | None:
        return self._tubes.board_id() if self._game == "tubes" else self._bowls.board_id()

    # ---- opening ------------------------------------------------------------------------
    @Slot(str)
    def newBoard(self, game: str) -> None:
        """Start an empty board of ``game`` ("tubes" or "bowls")."""
        self._game = "bowls" if game == "bowls" else "tubes"
        self._tubes, self._bowls, self._origin = TubesDraft(), BowlsDraft(), ""
        self._edited(opened=True)

    @Slot(str, result=bool)
    def edit(self, text: str) -> bool:
        """Open the saved board ``text`` in the editor (False if it is not a whole board)."""
        try:
            board = ids.parse(text)
        except ids.BoardIdError:
            return False
        if isinstance(board, ids.TubesBoard):
            self._game, self._tubes = "tubes", TubesDraft.of(board.board)
        elif isinstance(board, ids.BowlsBoard):
            self._game, self._bowls = "bowls", BowlsDraft.of(board)
        else:
            return False
        self._origin = ids.format_id(board)
        self._edited(opened=True)
        return True

    # ---- editing ------------------------------------------------------------------------
    @Slot(int, str)
    def put(self, place: int, key: str) -> None:
        """Put one unit of the colour ``key`` ("0".."8") in tube ``place``, or the stone
        ``key`` (a SPEC 3.1 letter) in bowl ``place``; said, or refused with why."""
        if self._game == "tubes":
            colour = int(key) if key.isdigit() else -1
            why = self._tubes.add(place, colour)
            name = liquid_name(colour) if 0 <= colour < self._tubes.colours else ""
        else:
            why = self._bowls.add(place, key)
            name = stone_name(key)
        if why is Refusal.NO_SUCH_PLACE:
            return
        if why is not None:
            self.refused.emit(place)
            say(_refusal(why, self._game, place, name))
            return
        self._edited(place)

    @Slot(int)
    def take(self, place: int) -> None:
        """Take the top unit out of tube ``place`` (the last stone out of bowl ``place``)."""
        why = (self._tubes if self._game == "tubes" else self._bowls).take(place)
        if why is Refusal.NO_SUCH_PLACE:
            return
        if why is not None:
            self.refused.emit(place)
            say(_refusal(why, self._game, place))
            return
        self._edited(place)

    @Slot(int)
    def cycleModifier(self, bowl: int) -> None:
        """Bowl ``bowl``'s next modifier: none, frozen, reverse, volcano."""
        if self._game == "bowls" and 0 <= bowl < NUM_BOWLS:
            self._bowls.cycle_modifier(bowl)
            self._edited(bowl)

    @Property(str, notify=changed)
    def coloursName(self) -> str:
        """The colour count's control, as read: "Colours: 3"."""
        return QCoreApplication.translate("BoardEditor", "Colours: %Ln", None, self._tubes.colours)

    @Property(str, notify=changed)
    def goalName(self) -> str:
        return QCoreApplication.translate("BoardEditor", "Goal: %1").replace("%1", self.goal)

    @Property(str, notify=changed)
    def goalColourName(self) -> str:
        return QCoreApplication.translate("BoardEditor", "Goal colour: %1").replace(
            "%1", stone_name(self._bowls.goal.colour or "")
        )

    @Property(str, notify=changed)
    def amountName(self) -> str:
        return QCoreApplication.translate(
            "BoardEditor", "Goal amount: %Ln", None, self._bowls.goal.amount
        )

    @Property(str, notify=changed)
    def limitName(self) -> str:
        return QCoreApplication.translate(
            "BoardEditor", "Move limit: %Ln moves", None, self._bowls.limit
        )

    @Slot(str, int)
    def change(self, setting: str, step: int) -> None:
        """One step up or down (``step`` 1 or -1) of a setting: ``colours`` (Tubes, 2 to 9;
        units of a colour dropped leave their tubes), ``goal`` (its kind), ``goalColour``,
        ``amount`` or ``limit`` (Bowls)."""
        changes: dict[str, Callable[[], object]] = {
            "colours": lambda: self._tubes.set_colours(self._tubes.colours + step),
            "goal": lambda: self._bowls.cycle_goal(step),
            "goalColour": lambda: self._bowls.cycle_colour(step),
            "amount": lambda: self._bowls.change_amount(step),
            "limit": lambda: self._bowls.change_limit(step),
        }
        if setting in changes:
            changes[setting]()
            self._edited()

    @Slot()
    def clear(self) -> None:
        """Empty every tube or bowl (the colours, goal and limit stay)."""
        (self._tubes if self._game == "tubes" else self._bowls).clear()
        self._edited(
            then=QCoreApplication.translate("BoardEditor", "Cleared: every tube is empty.")
            if self._game == "tubes"
            else QCoreApplication.translate("BoardEditor", "Cleared: every bowl is empty.")
        )

    def _edited(self, place: int = -1, *, then: str = "", opened: bool = False) -> None:
        """Show the draft; say the changed tube or bowl (by the new name the focused item now
        carries, see ``announcer``) or ``then``; prove a complete Tubes board again (its
        verdict said unless the board was just ``opened``). A stepper's change is said by
        its own new name, which both readers read (Orca 43.1 too, for a spin box), so
        nothing more is said for it."""
        self._work.reset()
        self._busy, self._proven = False, False
        self._verdict = self._lack()
        self._sync()
        if self._game == "tubes" and self._tubes.board() is not None and not self._sorted():
            self._prove(announce=not opened)
        self.changed.emit()
        if place >= 0:
            name = self._cells.row(place)["description"]
            say(name, focus_name=name, covered=True)
        elif then:
            say(then)

    def _sorted(self) -> bool:
        return all(not t or tube_complete(t) for t in self._tubes.tubes)

    def _lack(self) -> str:
        """What the board still lacks before the solver can look at it ("" if nothing)."""
        if self._game == "tubes":
            left = sum(self._tubes.left())
            if left:
                return QCoreApplication.translate(
                    "BoardEditor", "%Ln units still to pour: each colour needs 4.", None, left
                )
            if self._sorted():
                return QCoreApplication.translate(
                    "BoardEditor", "Every tube holds one colour already: mix them to make a puzzle."
                )
            return ""
        if not any(self._bowls.bowls):
            return QCoreApplication.translate(
                "BoardEditor", "Put stones in the bowls, then prove the goal."
            )
        return QCoreApplication.translate(
            "BoardEditor", "Not proven yet: Prove asks the solver whether the goal can be reached."
        )

    # ---- proving, playing, saving --------------------------------------------------------
    @Slot()
    def prove(self) -> None:
        """Ask the solver about the board (a Bowls goal within its limit); said when known."""
        lack = self._lack()
        if self._game == "tubes" and lack:
            say(lack)
            return
        if self._game == "bowls" and not any(self._bowls.bowls):
            say(lack)
            return
        self._prove(announce=True)

    def _prove(self, *, announce: bool) -> None:
        board: ids.TubesBoard | ids.BowlsBoard
        if self._game == "tubes":
            tubes = self._tubes.board()
            if tubes is None:
                return
            board = ids.TubesBoard(tubes)
        else:
            board = self._bowls.board()
        self._verdict = QCoreApplication.translate("BoardEditor", "Proving the board…")
        self.changed.emit()

        def deliver(proof: ids.Proof) -> None:
            self._proven = proof.status is Status.SOLVED
            if proof.status is Status.SOLVED and self._game == "tubes":
                self._verdict = (
                    QCoreApplication.translate(
                        "BoardEditor",
                        "Solvable: the shortest solution is %Ln moves.",
                        None,
                        proof.shortest,
                    )
                    if proof.shortest
                    else QCoreApplication.translate("BoardEditor", "Solvable.")
                )
            elif proof.status is Status.SOLVED:
                self._verdict = QCoreApplication.translate(
                    "BoardEditor",
                    "Proven: the goal can be reached in %Ln moves.",
                    None,
                    proof.shortest,
                )
            elif proof.status is Status.UNSOLVABLE:
                self._verdict = (
                    QCoreApplication.translate("BoardEditor", "This board cannot be solved.")
                    if self._game == "tubes"
                    else QCoreApplication.translate(
                        "BoardEditor", "The goal cannot be reached within the move limit."
                    )
                )
            else:
                self._verdict = QCoreApplication.translate(
                    "BoardEditor", "The solver could not finish proving this board."
                )
            self.changed.emit()
            if announce:
                say(self._verdict)

        self._work.search(
            prove, (ids.format_id(board), ids.PROVE_STATES), ids.Proof(Status.UNKNOWN), deliver,
            self._set_busy,
        )

    def _set_busy(self, busy: bool) -> None:
        if self._busy != busy:
            self._busy = busy
            self.changed.emit()

    @Slot(result=str)
    def playableId(self) -> str:
        """The ID to play ("" and said why when the board cannot be played yet)."""
        text = self._id()
        lack = self._lack() if self._game == "tubes" else ""
        if text is None or lack:
            say(lack)
            return ""
        if self._game == "bowls" and not any(self._bowls.bowls):
            say(self._lack())
            return ""
        return text

    @Slot()
    def save(self) -> None:
        """Keep the board in My boards (a saved board edited is kept in its place)."""
        text = self.playableId()
        if not text:
            return
        try:  # the board it was made from goes in the same write: never both, never none
            services.current().profile.save_my_board(text, replacing=self._origin)
        except ProfileError as exc:  # busy, a full disk: said and shown as the games do
            report_profile_error(exc)
            return
        profile_saved()
        self._origin = text
        # The list is not remade here: it is on Play a board, under the editor, and shows
        # the save when that screen comes back (StackView.onActivating). Making its row now,
        # hidden, beside the sentence kept the app too busy to answer Orca 43.1 in time under
        # load, and it fell silent for good.
        say(QCoreApplication.translate("BoardEditor", "Saved to My boards."))

    @Slot()
    def copyId(self) -> None:
        text = self.playableId()
        if text:
            copy_and_say(text, QCoreApplication.translate("GameController", "Board ID copied: %1."))

    # ---- My boards ----------------------------------------------------------------------
    @Slot()
    def refreshMine(self) -> None:
        """Read My boards again (their rows' words are made as the list shows them)."""
        try:
            boards = services.current().profile.my_boards_with_records()
        except ProfileError as exc:
            report_profile_error(exc)
            return
        self._mine.set_boards(boards)
        self.mineChanged.emit()

    @Property(int, notify=mineChanged)
    def mineCount(self) -> int:
        return self._mine.rowCount()

    @Slot(str)
    def forget(self, text: str) -> None:
        """Take a board out of My boards (its records stay)."""
        try:
            services.current().profile.forget_my_board(text)
        except ProfileError as exc:  # busy, a full disk: said and shown as the games do
            report_profile_error(exc)
            return
        profile_saved()
        self.refreshMine()
        say(QCoreApplication.translate("BoardEditor", "Removed from My boards."))

    @Slot(str)
    def copyMine(self, text: str) -> None:
        copy_and_say(text, QCoreApplication.translate("GameController", "Board ID copied: %1."))

    # ---- words --------------------------------------------------------------------------
    @Slot(int)
    def readPlace(self, place: int) -> None:
        """Say tube or bowl ``place`` again (the read key)."""
        if 0 <= place < self._cells.rowCount():
            say(self._cells.row(place)["description"])

    @Slot()
    def readBoard(self) -> None:
        """Say the whole board, then the verdict."""
        parts = [self._cells.row(i)["description"] for i in range(self._cells.rowCount())]
        if self._game == "bowls":
            parts += [
                sentences(
                    self.goal,
                    QCoreApplication.translate(
                        "BoardEditor", "Move limit: %Ln moves", None, self._bowls.limit
                    ),
                )
            ]
        say(sentences(*parts, self._verdict))

    def _sync(self) -> None:
        """Show the draft: the tubes or bowls and the palette."""
        blank = {k: _blank(k) for k in CELL_KEYS}
        if self._game == "tubes":
            d = self._tubes
            cells = [
                {
                    **blank,
                    "number": i + 1,
                    "hint": 0,
                    "colours": [liquid_hex(c) for c in tube],
                    "free": CAPACITY - len(tube),
                    "complete": tube_complete(tube),
                    "description": tube_words(i, tube, tube_complete(tube)),
                }
                for i, tube in enumerate(d.tubes)
            ]
            left = d.left()
            paints = [
                {
                    "key": str(c),
                    "colour": liquid_hex(c),
                    "name": liquid_name(c),
                    "remaining": left[c],
                    "description": QCoreApplication.translate(
                        "BoardEditor", "%1: %Ln left to pour", None, left[c]
                    ).replace("%1", liquid_name(c)),
                }
                for c in range(d.colours)
            ]
        else:
            b = self._bowls
            cells = [
                {
                    **blank,
                    **bowl_row(
                        i,
                        b.bowls[i],
                        b.modifiers[i],
                        0,
                        selected=False,
                        playable=True,
                        flash=Flash.NONE,
                        hint=False,
                    ),
                }
                for i in range(NUM_BOWLS)
            ]
            paints = [
                {
                    "key": k,
                    "colour": "",
                    "name": stone_name(k),
                    "remaining": -1,
                    "description": stone_name(k),
                }
                for k in KINDS
            ]
        self._cells.set_rows(cells)
        self._paints.set_rows(paints)

    @Slot()
    def retranslate(self) -> None:
        self._verdict = self._lack() if not self._proven else self._verdict
        self._sync()
        self._mine.retranslate()
        self.refreshMine()
        self.changed.emit()


def mine_row(text: str, stats: BoardStats | None) -> dict[str, Any]:
    """The words of one row of My boards: what the board is, its best, its ID."""
    try:
        board: ids.BoardId | None = ids.parse(text)
    except ids.BoardIdError:  # saved since the profile opened (checked then): shown as is
        board = None
    if isinstance(board, ids.TubesBoard):
        game = "tubes"
        title = QCoreApplication.translate(
            "BoardEditor", "Tubes board of %Ln colours", None, board.board.colours
        )
    elif isinstance(board, ids.BowlsBoard):
        game = "bowls"
        title = QCoreApplication.translate(
            "BoardEditor", "Bowls board: %1 in %Ln moves", None, board.limit
        ).replace("%1", goal_text(board.goal))
    else:
        game, title = text.split(":", 1)[0], text
    detail = (
        QCoreApplication.translate("BoardEditor", "Not solved yet")
        if stats is None
        else QCoreApplication.translate("BoardEditor", "Best: %Ln moves", None, stats.best_moves)
    )
    return {
        "boardId": text,
        "game": game,
        "title": title,
        "detail": detail,
        "description": sentences(title, detail),
    }


_ModelIndex = QModelIndex | QPersistentModelIndex
Board = tuple[str, BoardStats | None]


class MineModel(QAbstractListModel):
    """My boards as a list model whose rows are worded when the list first shows them: the
    IDs and their records come in one read, a board is parsed only for a row on screen (or
    near it), so that 10,000 boards open Play a board as fast as ten (issue 41).

    Changed in place, never reset (see ``RowsModel.set_rows``): a removed board's row is
    removed, a board saved anew is inserted, the rows between are changed."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._boards: list[Board] = []
        self._worded: dict[Board, dict[str, Any]] = {}

    def roleNames(self) -> dict[int, QByteArray]:
        base = Qt.ItemDataRole.UserRole + 1
        return {base + i: QByteArray(k.encode()) for i, k in enumerate(MINE_KEYS)}

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._boards)

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        k = role - (Qt.ItemDataRole.UserRole + 1)
        if not index.isValid() or index.row() >= len(self._boards) or not 0 <= k < len(MINE_KEYS):
            return None
        return self.row(index.row())[MINE_KEYS[k]]

    def row(self, i: int) -> dict[str, Any]:
        """Row ``i`` as shown (worded now if it was not yet)."""
        board = self._boards[i]
        if board not in self._worded:
            self._worded[board] = mine_row(*board)
        return self._worded[board]

    def worded(self) -> int:
        """How many rows have been worded (the list made their items)."""
        return len(self._worded)

    def set_boards(self, boards: list[Board]) -> None:
        """Show ``boards`` (the IDs, the last saved first, with their records): the rows
        alike at both ends stay, those between are changed, inserted or removed."""
        old = self._boards
        if boards == old:
            return
        first = 0
        while first < min(len(old), len(boards)) and old[first] == boards[first]:
            first += 1
        end_old, end_new = len(old), len(boards)
        while end_old > first and end_new > first and old[end_old - 1] == boards[end_new - 1]:
            end_old, end_new = end_old - 1, end_new - 1
        changed = min(end_old, end_new) - first
        if end_old > end_new:  # fewer: the surplus of the old rows between goes
            self.beginRemoveRows(QModelIndex(), first + changed, end_old - 1)
            self._boards = old[: first + changed] + old[end_old:]
            self.endRemoveRows()
        elif end_new > end_old:  # more: the new ones between come in
            self.beginInsertRows(QModelIndex(), first + changed, end_new - 1)
            came = boards[first + changed : end_new]
            self._boards = old[: first + changed] + came + old[end_old:]
            self.endInsertRows()
        self._boards = list(boards)
        if changed:
            self.dataChanged.emit(self.index(first), self.index(first + changed - 1))
        live = set(self._boards)
        self._worded = {b: r for b, r in self._worded.items() if b in live}

    def retranslate(self) -> None:
        """Word every row again in the new language (as the list shows them)."""
        self._worded.clear()
        if self._boards:
            self.dataChanged.emit(self.index(0), self.index(len(self._boards) - 1))


def _blank(key: str) -> Any:
    """A role's value where the other game's cells do not use it."""
    if key in ("colours", "stones"):
        return []
    if key in ("modifier", "description"):
        return ""
    if key in ("complete", "selected", "playable", "hint"):
        return False
    return 0
