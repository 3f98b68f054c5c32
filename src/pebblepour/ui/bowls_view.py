"""What the Bowls play screen shows and reads out on demand: the controller's properties
and its reading keys, from the session, the chain being played back and the player's
selection (``ui.bowls_game`` changes them)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from pebblepour.bowls import Attempt, GoalKind, Mode, PuzzleAttempt
from pebblepour.bowls.attempts import DAILY_MOVES
from pebblepour.bowls.position import CAPACITY, NUM_BOWLS
from pebblepour.bowls.puzzles import Puzzle, shipped_pack, shipped_puzzle
from pebblepour.bowls.rules import multiplier
from pebblepour.profile.store import ProfileError
from pebblepour.session.bowls import BowlsSession, Ending, best_valid
from pebblepour.session.playback import Flash
from pebblepour.sound import board as board_sound
from pebblepour.ui import services
from pebblepour.ui.announcer import say
from pebblepour.ui.bowls_chain import ChainPlayer
from pebblepour.ui.bowls_text import (
    attempt_goal,
    attempt_subtitle,
    attempt_title,
    best_puzzle_line,
    best_score_line,
    bowl_description,
    bowl_row,
    combo_label,
    flight_label,
    forecast_line,
    goal_progress,
    hand_text,
    modifier_name,
    result_panel,
    review_sentence,
    status_sentence,
    stone_name,
)
from pebblepour.ui.game_controller import (
    Outcome,
    QVariantMap,
    can_undo_of,
    hints_used_of,
    result_of,
    selected_of,
)
from pebblepour.ui.messages import report_profile_error
from pebblepour.ui.qt_property import Property
from pebblepour.ui.rows_model import RowsModel
from pebblepour.ui.sounds import HearBoard
from pebblepour.ui.wording import items, labelled, number, sentence, sentences


class BowlsView(QObject):
    """The Bowls controller's properties (QML binds to them) and reading slots (they only
    say what is there); no rule, no change."""

    changed = Signal()
    resultChanged = Signal()
    chainChanged = Signal()

    _session: BowlsSession | None
    _selected: int
    _result: Outcome | None
    _model: RowsModel
    _chain: ChainPlayer
    _puzzle: Puzzle | None
    _hint: int
    _end_flash: dict[int, Flash]
    _hear: HearBoard

    def _rows(self) -> list[dict[str, Any]]:
        """The twelve bowls as shown: the chain's frame while it plays, else the engine's."""
        a = self._attempt
        f = self._chain.frame
        legal = set(a.legal_sources()) if a is not None and not self._chain.playing else set()
        if f is not None:
            bowls, mods, timers = f.bowls, f.modifiers, f.timers
            flash = f.flash
        elif a is not None:
            pos = a.position
            bowls, mods, timers = tuple(pos.bowls), tuple(pos.modifiers), tuple(pos.timers)
            flash = self._end_flash
        else:
            bowls, mods, timers = ("",) * NUM_BOWLS, ("",) * NUM_BOWLS, (0,) * NUM_BOWLS
            flash = {}
        return [
            bowl_row(
                i,
                bowls[i],
                mods[i],
                timers[i],
                selected=i == self._selected,
                playable=i in legal,
                flash=flash.get(i, Flash.NONE),
                hint=i == self._hint and f is None,
            )
            for i in range(NUM_BOWLS)
        ]

    @property
    def _attempt(self) -> Attempt | None:
        """The attempt of the session (rules' state; changed only through the session)."""
        return self._session.game.attempt if self._session is not None else None

    # ---- properties -------------------------------------------------------------------
    selected = Property(int, selected_of, notify=changed)
    canUndo = Property(bool, can_undo_of, notify=changed)
    hintsUsed = Property(int, hints_used_of, notify=changed)
    result = Property(QVariantMap, result_of, notify=resultChanged)

    @Property(QObject, constant=True)
    def bowls(self) -> RowsModel:
        return self._model

    @Property(int, constant=True)
    def containerCount(self) -> int:
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
        return attempt_title(self._attempt, self._puzzle)

    @Property(str, notify=changed)
    def subtitle(self) -> str:
        return attempt_subtitle(self._attempt, self._puzzle)

    @Property(int, notify=chainChanged)
    def score(self) -> int:
        if self._chain.frame is not None:
            return self._chain.frame.score
        return self._attempt.score if self._attempt else 0

    @Property(str, notify=chainChanged)
    def scoreText(self) -> str:
        """The score as the player's language writes numbers ("12 570" in Polish)."""
        return number(self.score)

    @Property(int, notify=changed)
    def moves(self) -> int:
        """Moves played in this attempt (both games: moves)."""
        return self._attempt.moves_used if self._attempt else 0

    @Property(int, notify=changed)
    def movesLeft(self) -> int:
        a = self._attempt
        left = a.moves_left if a else None
        return -1 if left is None else left

    @Property(str, notify=changed)
    def goalText(self) -> str:
        return attempt_goal(self._attempt)

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

    @Property("QVariantList", notify=changed)
    def hand(self) -> list[str]:
        a = self._attempt
        if a is None or self._selected < 0:
            return []
        return list(a.position.bowls[self._selected])

    @Property(str, notify=changed)
    def handText(self) -> str:
        a = self._attempt
        return hand_text(self._selected, a.position.bowls[self._selected] if a else "")

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
    def over(self) -> bool:
        return bool(self._attempt and self._attempt.status.is_over)

    @Property(bool, notify=chainChanged)
    def playing(self) -> bool:
        return self._chain.playing

    @Property(str, notify=chainChanged)
    def chainText(self) -> str:
        return combo_label(self._chain.frame.combo if self._chain.frame else 0)

    @Property(str, notify=chainChanged)
    def chainPoints(self) -> str:
        points = self._chain.frame.points if self._chain.frame else 0
        return "+" + number(points) if points else ""

    @Property("QVariantList", notify=chainChanged)
    def flight(self) -> list[str]:
        return list(self._chain.frame.flight) if self._chain.frame else []

    @Property(str, notify=chainChanged)
    def flightLabel(self) -> str:
        return flight_label(self._chain.frame)

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
            return best_score_line(best_valid(profile, self._session.game))
        stats = profile.bowls_puzzle_stats().get(int(self._puzzle.id)) if self._puzzle else None
        return best_puzzle_line(stats)

    def _panel(self, unlocks: list[str]) -> dict[str, Any]:
        assert self._attempt is not None and isinstance(self._result, Ending)
        return result_panel(
            self._attempt, self._result, unlocks, self.hasNext, custom=self._custom
        )

    def _board_id(self) -> str | None:
        """None for Endless: its stones are dealt anew."""
        return (self._session.game.board_id or None) if self._session is not None else None

    def _preview_on(self) -> bool:
        return bool(services.current().profile.settings().move_preview)

    @property
    def _custom(self) -> bool:
        return self._session is not None and self._session.game.custom

    @Property(str, notify=changed)
    def boardId(self) -> str:
        """The ID of the board in play, shown under its board ("" for Endless)."""
        return self._board_id() or ""

    @Property(bool, notify=changed)
    def isCustom(self) -> bool:
        """A board played by its ID (not a puzzle of the pack, Endless or a Daily)."""
        return self._custom

    @Property(bool, notify=changed)
    def hasNext(self) -> bool:
        return self._puzzle is not None and shipped_puzzle(int(self._puzzle.id) + 1) is not None

    @Property(int, notify=changed)
    def number(self) -> int:
        """The puzzle's number in the pack (0: Endless, a Daily, a board played by its ID)."""
        return int(self._puzzle.id) if self._puzzle is not None else 0

    @Property("QVariantList", notify=changed)
    def legend(self) -> list[dict[str, str]]:
        """The side legend: each stone kind and bowl modifier the board in play can hold
        (:meth:`Attempt.can_hold`), with its translated name."""
        a = self._attempt
        kinds = a.can_hold() if a is not None else ""
        return [
            {"letter": "", "name": modifier_name(k), "modifier": k}
            if k in "FRV"
            else {"letter": k, "name": stone_name(k), "modifier": ""}
            for k in kinds
        ]

    @Property(str, notify=changed)
    def legendText(self) -> str:
        """The legend read as one line: "Stones and special bowls: red circle, …"."""
        return labelled(
            QCoreApplication.translate("BowlsGame", "Stones and special bowls"),
            items([str(x["name"]) for x in self.legend]),
        )

    @Property(int, notify=changed)
    def hintBowl(self) -> int:
        """The bowl the last hint showed (-1: none)."""
        return self._hint

    @Property(bool, constant=True)
    def puzzlesAvailable(self) -> bool:
        return bool(shipped_pack())

    def _status_sentence(self) -> str:
        a = self._attempt
        return status_sentence(a, self.goalText, self.goalProgress) if a is not None else ""

    # ---- reading -----------------------------------------------------------------------
    @Slot(result=str)
    def boardText(self) -> str:
        """The whole ring in words (the read-board key), bowl 1 first."""
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
    def readBoard(self) -> None:
        self._chain.skip()
        say(self.boardText())

    @Slot()
    def hearBoard(self) -> None:
        """A: the ring as sound, bowl by bowl from bowl 1 (B reads it in words); A again
        stops it."""
        self._chain.skip()
        a = self._attempt
        pos = a.position if a is not None else None
        self._hear.toggle(board_sound.bowls(pos.bowls, pos.modifiers) if pos is not None else [])

    @Slot()
    def readStatus(self) -> None:
        self._chain.skip()
        say(sentences(self.title, self._status_sentence()))

    @Slot()
    def readProgress(self) -> None:
        """S: the short review (goal progress and moves left); G gives the full status."""
        self._chain.skip()
        a = self._attempt
        if a is None:
            return
        say(review_sentence(a, self.goalProgress))

    @Slot()
    def readHand(self) -> None:
        say(self.handText)
