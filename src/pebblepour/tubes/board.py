"""The Tubes board: pouring rules (SPEC 2.2), mixedness (2.3) and the text format (3.3).

A board is an immutable tuple of tubes; each tube lists its colour indices bottom to top.
Colour ``k`` is written as the letter ``LETTERS[k]``, an empty tube as ``-``.

>>> b = Board.parse("abca bcab cabc - -")
>>> b.colours, b.mixedness()
(3, 9)
>>> str(b.pour(0, 3))
'abc bcab cabc a -'
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

#: Units a tube holds; also the number of units of every colour.
CAPACITY = 4
#: Colour letters of the text format, colour index ``k`` is ``LETTERS[k]``.
LETTERS = "abcdefghi"
#: Empty tubes on every start board (SPEC 2.1).
START_EMPTY = 2

Tube = tuple[int, ...]


class BoardError(ValueError):
    """A board that is not a position of play (or not a start board when one is required)."""


class Refusal(enum.Enum):
    """Why a pour is not a move (SPEC 2.2): the one list of reasons the session, the sentences
    and the tools use."""

    NO_SUCH_TUBE = "no_such_tube"
    SAME_TUBE = "same_tube"
    EMPTY = "empty"
    """The source tube is empty."""
    FULL = "full"
    """The target tube has no room."""
    COLOURS_DIFFER = "colours_differ"
    """The target's top colour is not the source's."""
    SOLVED = "solved"
    """The board is solved: the attempt takes no more pours (said by the session)."""


class IllegalPour(ValueError):
    """A pour that SPEC 2.2 does not allow; the board is left unchanged. ``reason`` says why."""

    def __init__(self, message: str, reason: Refusal) -> None:
        super().__init__(message)
        self.reason = reason


def tube_complete(tube: Sequence[object]) -> bool:
    """A tube (its units bottom first, any alphabet) full of one colour.

    >>> tube_complete("aaaa"), tube_complete("aaab"), tube_complete("aaa")
    (True, False, False)
    """
    return len(tube) == CAPACITY and len(set(tube)) == 1


def refusal_of(tubes: Sequence[Sequence[object]], src: int, dst: int) -> Refusal | None:
    """Why pouring tube ``src`` into ``dst`` is not legal (SPEC 2.2), or None: the rule itself,
    for boards (tuples of colour indices) and the solver's states (strings of letters) alike.

    >>> refusal_of(("ab", "b", ""), 0, 1), refusal_of(("ab", "a", ""), 0, 1)
    (None, <Refusal.COLOURS_DIFFER: 'colours_differ'>)
    """
    n = len(tubes)
    if not (0 <= src < n and 0 <= dst < n):
        return Refusal.NO_SUCH_TUBE
    if src == dst:
        return Refusal.SAME_TUBE
    source, target = tubes[src], tubes[dst]
    if not source:
        return Refusal.EMPTY
    if len(target) >= CAPACITY:
        return Refusal.FULL
    if target and target[-1] != source[-1]:
        return Refusal.COLOURS_DIFFER
    return None


def amount_of(source: Sequence[object], target: Sequence[object]) -> int:
    """Units a legal pour moves: the source's top run, as much as the target takes."""
    run = 1
    while run < len(source) and source[-1 - run] == source[-1]:
        run += 1
    return min(run, CAPACITY - len(target))


def _count(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _check(tubes: tuple[Tube, ...], start: bool) -> None:
    """Raise :class:`BoardError` naming the first thing that makes ``tubes`` invalid."""
    counts: Counter[int] = Counter()
    for i, tube in enumerate(tubes):
        if len(tube) > CAPACITY:
            raise BoardError(f"tube {i} holds {len(tube)} units; a tube holds at most {CAPACITY}")
        for unit in tube:
            if not 0 <= unit < len(LETTERS):
                raise BoardError(f"tube {i} holds unknown colour {unit!r}")
        counts.update(tube)
    for colour in sorted(counts):
        if counts[colour] != CAPACITY:
            raise BoardError(
                f"colour {LETTERS[colour]} has {_count(counts[colour], 'unit')}; "
                f"every colour needs exactly {CAPACITY}"
            )
    if not counts:
        raise BoardError("the board holds no colour")
    if len(tubes) != len(counts) + START_EMPTY:
        raise BoardError(
            f"{_count(len(tubes), 'tube')} for {_count(len(counts), 'colour')}; "
            f"a board has colours + {START_EMPTY} = {len(counts) + START_EMPTY} tubes"
        )
    if start:
        empty = sum(1 for t in tubes if not t)
        if empty != START_EMPTY:
            raise BoardError(f"a start board has exactly {START_EMPTY} empty tubes, not {empty}")
        for i, tube in enumerate(tubes):
            if len(tube) == CAPACITY and len(set(tube)) == 1:
                raise BoardError(f"tube {i} is already complete; a start board has none")


def _runs(tube: Tube) -> int:
    """Number of same-colour runs in one tube (0 for an empty tube)."""
    return sum(1 for k, unit in enumerate(tube) if k == 0 or unit != tube[k - 1])


def _trusted(tubes: tuple[Tube, ...]) -> Board:
    """A board of ``tubes`` already known valid (checked whole, or derived by a legal pour),
    built without checking again."""
    board = object.__new__(Board)
    object.__setattr__(board, "tubes", tubes)
    return board


@dataclass(frozen=True, slots=True)
class Board:
    """One position of play. Constructing a board validates it (raises :class:`BoardError`)."""

    #: The tubes, each its colour indices bottom to top.
    tubes: tuple[Tube, ...]

    def __post_init__(self) -> None:
        _check(self.tubes, start=False)

    # -- text format ------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str, *, start: bool = False) -> Board:
        """Read the SPEC 3.3 text. ``start=True`` also demands a valid start board.

        >>> try:
        ...     Board.parse("aaab bbba - - -")
        ... except BoardError as e:
        ...     print(e)
        5 tubes for 2 colours; a board has colours + 2 = 4 tubes
        """
        tokens = text.split()
        if not tokens:
            raise BoardError("empty board text")
        tubes: list[Tube] = []
        for i, token in enumerate(tokens):
            if token == "-":
                tubes.append(())
                continue
            for ch in token:
                if ch not in LETTERS:
                    raise BoardError(
                        f"tube {i} ({token!r}) has unknown letter {ch!r}; "
                        f"colours are {LETTERS[0]}..{LETTERS[-1]}, '-' is an empty tube"
                    )
            if len(token) > CAPACITY:
                raise BoardError(
                    f"tube {i} ({token!r}) holds {len(token)} units; "
                    f"a tube holds at most {CAPACITY}"
                )
            tubes.append(tuple(LETTERS.index(ch) for ch in token))
        board_tubes = tuple(tubes)
        if not start:
            return cls(board_tubes)
        _check(board_tubes, start=True)  # the whole check, once: built without a second
        return _trusted(board_tubes)

    def format(self) -> str:
        """The SPEC 3.3 text: tubes bottom to top, ``-`` for empty, space-separated."""
        return " ".join("".join(LETTERS[u] for u in t) if t else "-" for t in self.tubes)

    def __str__(self) -> str:
        return self.format()

    # -- facts ------------------------------------------------------------------------

    @property
    def colours(self) -> int:
        """Number of colours on the board (tubes − 2)."""
        return len(self.tubes) - START_EMPTY

    def free(self, i: int) -> int:
        """Room left in tube ``i``."""
        return CAPACITY - len(self.tubes[i])

    def is_complete(self, i: int) -> bool:
        """Tube ``i`` is full of one colour."""
        return tube_complete(self.tubes[i])

    def is_solved(self) -> bool:
        """Every tube is empty or full of one colour (SPEC 2.1)."""
        return all(not t or self.is_complete(i) for i, t in enumerate(self.tubes))

    def unsorted(self) -> int:
        """Tubes still to sort: holding water but not full of one colour (0 when solved).

        >>> Board.parse("aaab bbba - -").unsorted(), Board.parse("aaaa bbbb - -").unsorted()
        (2, 0)
        >>> Board.parse("aa bbbb aa -").unsorted()
        2
        """
        return sum(1 for i, t in enumerate(self.tubes) if t and not self.is_complete(i))

    def mixedness(self) -> int:
        """Same-colour runs on the board minus colours: a lower bound on moves (SPEC 2.3)."""
        return sum(_runs(t) for t in self.tubes) - self.colours

    # -- pouring ----------------------------------------------------------------------

    def refusal(self, src: int, dst: int) -> Refusal | None:
        """Why pouring ``src`` into ``dst`` is not legal, or None (:func:`refusal_of`)."""
        return refusal_of(self.tubes, src, dst)

    def source_refusal(self, src: int) -> Refusal | None:
        """Why tube ``src`` cannot be the source of any pour (no such tube, or empty), or
        None: the half of :func:`refusal_of` that a choice of source alone decides."""
        if not 0 <= src < len(self.tubes):
            return Refusal.NO_SUCH_TUBE
        return None if self.tubes[src] else Refusal.EMPTY

    def can_pour(self, src: int, dst: int) -> bool:
        """Whether pouring ``src`` into ``dst`` is legal (SPEC 2.2)."""
        return self.refusal(src, dst) is None

    def pour_amount(self, src: int, dst: int) -> int:
        """Units that pouring ``src`` into ``dst`` moves: its top run, as much as fits (0 if
        the pour is illegal)."""
        if not self.can_pour(src, dst):
            return 0
        return amount_of(self.tubes[src], self.tubes[dst])

    def poured(self, src: int, dst: int) -> tuple[Board, int]:
        """The board after pouring ``src`` into ``dst`` and the units moved, checked once;
        raises :class:`IllegalPour`. The new board is not validated again: a legal pour of
        a valid board gives a valid board."""
        reason = self.refusal(src, dst)
        if reason is not None:
            why = self._why(reason, src, dst)
            raise IllegalPour(f"cannot pour {src} into {dst}: {why}", reason)
        amount = amount_of(self.tubes[src], self.tubes[dst])
        tubes = list(self.tubes)
        tubes[dst] = tubes[dst] + tubes[src][-amount:]
        tubes[src] = tubes[src][:-amount]
        return _trusted(tuple(tubes)), amount

    def pour(self, src: int, dst: int) -> Board:
        """The board after pouring ``src`` into ``dst``; raises :class:`IllegalPour`."""
        return self.poured(src, dst)[0]

    def _why(self, reason: Refusal, src: int, dst: int) -> str:
        """The English reason of an :class:`IllegalPour` (tools and errors)."""
        if reason is Refusal.NO_SUCH_TUBE:
            return f"tube index out of range 0..{len(self.tubes) - 1}"
        if reason is Refusal.SAME_TUBE:
            return "cannot pour a tube into itself"
        if reason is Refusal.EMPTY:
            return f"tube {src} is empty"
        if reason is Refusal.FULL:
            return f"tube {dst} is full"
        top, own = self.tubes[dst][-1], self.tubes[src][-1]
        return f"top of tube {dst} is {LETTERS[top]}, not {LETTERS[own]} like tube {src}"

    def legal_moves(self) -> list[tuple[int, int]]:
        """Every legal pour ``(src, dst)``, in index order."""
        n = len(self.tubes)
        return [(s, d) for s in range(n) for d in range(n) if self.can_pour(s, d)]
