"""Boards a player makes (issue 24 point 4): a Tubes or Bowls board built one unit or stone at
a time, with what it still lacks said in words and its board ID once it is a board.

Qt-free. A draft may be unfinished (a Tubes colour not all poured in); what a board is stays
the engines' decision (:class:`~pebblepour.tubes.board.Board`,
:class:`~pebblepour.bowls.position.Position`, :class:`~pebblepour.bowls.attempts.Goal`), and
the ID's format :mod:`pebblepour.board_id`'s.

>>> d = TubesDraft(2)
>>> for tube, colour in ((0, 0), (0, 1), (0, 0), (0, 1), (1, 1), (1, 0), (1, 1), (1, 0)):
...     d.add(tube, colour)
>>> d.left(), d.board_id()
((0, 0), 'tubes:abab,baba,-,-')
>>> d.add(0, 0)
<Refusal.FULL: 'full'>
>>> b = BowlsDraft()
>>> b.add(2, "r"), b.add(2, "g"), b.add(3, "r"), b.cycle_modifier(3), b.board_id()
(None, None, None, 'F', 'bowls:.,.,rg,r@F,.,.,.,.,.,.,.,.:clear_colour-r:3')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from pebblepour import board_id as ids
from pebblepour.bowls.attempts import Goal, GoalKind
from pebblepour.bowls.position import CAPACITY as BOWL_CAPACITY
from pebblepour.bowls.position import COLOURS, KINDS, MODIFIER_LETTERS, NUM_BOWLS, Position
from pebblepour.tubes.board import CAPACITY, LETTERS, START_EMPTY, Board

__all__ = [
    "GOAL_KINDS",
    "MAX_COLOURS",
    "MIN_COLOURS",
    "BowlsDraft",
    "Refusal",
    "TubesDraft",
]

MIN_COLOURS = 2
MAX_COLOURS = len(LETTERS)
GOAL_KINDS: tuple[GoalKind, ...] = tuple(GoalKind)
_MODIFIERS = ("", *MODIFIER_LETTERS)
# The smallest and largest amount each goal takes (none for the goals without one).
_AMOUNTS = {
    GoalKind.COLLECT: (1, 60),
    GoalKind.SCORE: (1, 9999),
    GoalKind.COMBO: (2, NUM_BOWLS),
    GoalKind.AT_MOST: (0, 60),
}
_FIRST_AMOUNT = {GoalKind.COLLECT: 3, GoalKind.SCORE: 30, GoalKind.COMBO: 2, GoalKind.AT_MOST: 3}


class Refusal(enum.Enum):
    """Why an edit is not made (the draft is left as it was)."""

    FULL = "full"
    """The tube or bowl has no room."""
    USED_UP = "used_up"
    """Every unit of that Tubes colour is already in a tube."""
    EMPTY = "empty"
    """There is nothing to take out."""
    NO_SUCH_PLACE = "no_such_place"
    """No such tube, bowl or colour."""


@dataclass
class TubesDraft:
    """A Tubes board being made: ``colours`` colours (each :data:`CAPACITY` units), poured
    into ``colours + 2`` tubes one unit at a time, bottom first."""

    colours: int = 3
    tubes: list[list[int]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.colours = min(MAX_COLOURS, max(MIN_COLOURS, self.colours))
        self.tubes = [list(t) for t in self.tubes][: self.colours + START_EMPTY]
        self.tubes += [[] for _ in range(self.colours + START_EMPTY - len(self.tubes))]

    @classmethod
    def of(cls, board: Board) -> TubesDraft:
        """A draft holding ``board`` (to edit a saved board)."""
        return cls(board.colours, [list(t) for t in board.tubes])

    def left(self) -> tuple[int, ...]:
        """Units of each colour not yet in a tube."""
        placed = [0] * self.colours
        for tube in self.tubes:
            for unit in tube:
                placed[unit] += 1
        return tuple(CAPACITY - n for n in placed)

    def add(self, tube: int, colour: int) -> Refusal | None:
        """Pour one unit of ``colour`` on top of ``tube``."""
        if not (0 <= tube < len(self.tubes) and 0 <= colour < self.colours):
            return Refusal.NO_SUCH_PLACE
        if len(self.tubes[tube]) >= CAPACITY:
            return Refusal.FULL
        if self.left()[colour] == 0:
            return Refusal.USED_UP
        self.tubes[tube].append(colour)
        return None

    def take(self, tube: int) -> Refusal | None:
        """Take the top unit out of ``tube``."""
        if not 0 <= tube < len(self.tubes):
            return Refusal.NO_SUCH_PLACE
        if not self.tubes[tube]:
            return Refusal.EMPTY
        self.tubes[tube].pop()
        return None

    def set_colours(self, colours: int) -> None:
        """Play with ``colours`` colours: units of a colour dropped leave their tubes (what lay
        above them settles down), and so do the units of the tubes dropped."""
        self.colours = min(MAX_COLOURS, max(MIN_COLOURS, colours))
        kept = [[u for u in t if u < self.colours] for t in self.tubes]
        self.tubes = kept
        self.__post_init__()

    def clear(self) -> None:
        self.tubes = [[] for _ in self.tubes]

    def board(self) -> Board | None:
        """The board, once every unit is in a tube (None before)."""
        if any(self.left()):
            return None
        return Board(tuple(tuple(t) for t in self.tubes))

    def board_id(self) -> str | None:
        board = self.board()
        return None if board is None else ids.format_id(ids.TubesBoard(board))


@dataclass
class BowlsDraft:
    """A Bowls board being made: the 12 bowls' stones (oldest first) and modifiers, a goal and
    a move limit. Every draft is a board."""

    bowls: list[str] = field(default_factory=lambda: [""] * NUM_BOWLS)
    modifiers: list[str] = field(default_factory=lambda: [""] * NUM_BOWLS)
    goal: Goal = field(default_factory=lambda: Goal.clear_colour("r"))
    limit: int = 3

    @classmethod
    def of(cls, board: ids.BowlsBoard) -> BowlsDraft:
        """A draft holding ``board`` (to edit a saved board); timed modifiers stay for good."""
        p = board.position
        return cls(list(p.bowls), list(p.modifiers), board.goal, board.limit)

    def add(self, bowl: int, stone: str) -> Refusal | None:
        """Put ``stone`` (a SPEC 3.1 letter) in ``bowl``, after the stones already there."""
        if not 0 <= bowl < NUM_BOWLS or len(stone) != 1 or stone not in KINDS:
            return Refusal.NO_SUCH_PLACE
        if len(self.bowls[bowl]) >= BOWL_CAPACITY:
            return Refusal.FULL
        self.bowls[bowl] += stone
        return None

    def take(self, bowl: int) -> Refusal | None:
        """Take the last stone put in ``bowl`` out."""
        if not 0 <= bowl < NUM_BOWLS:
            return Refusal.NO_SUCH_PLACE
        if not self.bowls[bowl]:
            return Refusal.EMPTY
        self.bowls[bowl] = self.bowls[bowl][:-1]
        return None

    def cycle_modifier(self, bowl: int) -> str:
        """The bowl's next modifier: none, frozen, reverse, volcano, none..."""
        now = _MODIFIERS.index(self.modifiers[bowl])
        self.modifiers[bowl] = _MODIFIERS[(now + 1) % len(_MODIFIERS)]
        return self.modifiers[bowl]

    def cycle_goal(self, step: int = 1) -> Goal:
        """The next (or, ``step`` -1, previous) kind of goal, with a first colour and amount."""
        kind = GOAL_KINDS[(GOAL_KINDS.index(self.goal.kind) + step) % len(GOAL_KINDS)]
        colour = self.goal.colour or COLOURS[0]
        amount = _FIRST_AMOUNT.get(kind, 0)
        self.goal = Goal(
            kind,
            colour if kind in (GoalKind.CLEAR_COLOUR, GoalKind.COLLECT) else None,
            amount,
        )
        return self.goal

    def cycle_colour(self, step: int = 1) -> Goal:
        """The goal's next colour (a goal without one is left as it is)."""
        if self.goal.colour is not None:
            colour = COLOURS[(COLOURS.index(self.goal.colour) + step) % len(COLOURS)]
            self.goal = Goal(self.goal.kind, colour, self.goal.amount)
        return self.goal

    def change_amount(self, step: int) -> Goal:
        """The goal's amount ``step`` more (kept within what the goal takes)."""
        low, high = _AMOUNTS.get(self.goal.kind, (0, 0))
        if self.goal.kind in _AMOUNTS:
            amount = min(high, max(low, self.goal.amount + step))
            self.goal = Goal(self.goal.kind, self.goal.colour, amount)
        return self.goal

    def change_limit(self, step: int) -> int:
        self.limit = min(ids.MAX_LIMIT, max(1, self.limit + step))
        return self.limit

    def clear(self) -> None:
        self.bowls = [""] * NUM_BOWLS
        self.modifiers = [""] * NUM_BOWLS

    def board(self) -> ids.BowlsBoard:
        return ids.BowlsBoard(Position(self.bowls, self.modifiers), self.goal, self.limit)

    def board_id(self) -> str:
        return ids.format_id(self.board())
