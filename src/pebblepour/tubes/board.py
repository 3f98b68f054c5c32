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

from collections import Counter
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


class IllegalPour(ValueError):
    """A pour that SPEC 2.2 does not allow; the board is left unchanged."""


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
        if start:
            _check(board_tubes, start=True)
        return cls(board_tubes)

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
        tube = self.tubes[i]
        return len(tube) == CAPACITY and len(set(tube)) == 1

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

    def _illegal_reason(self, src: int, dst: int) -> str | None:
        n = len(self.tubes)
        if not (0 <= src < n and 0 <= dst < n):
            return f"tube index out of range 0..{n - 1}"
        if src == dst:
            return "cannot pour a tube into itself"
        source, target = self.tubes[src], self.tubes[dst]
        if not source:
            return f"tube {src} is empty"
        if len(target) >= CAPACITY:
            return f"tube {dst} is full"
        if target and target[-1] != source[-1]:
            return (
                f"top of tube {dst} is {LETTERS[target[-1]]}, "
                f"not {LETTERS[source[-1]]} like tube {src}"
            )
        return None

    def can_pour(self, src: int, dst: int) -> bool:
        """Whether pouring ``src`` into ``dst`` is legal (SPEC 2.2)."""
        return self._illegal_reason(src, dst) is None

    def pour_amount(self, src: int, dst: int) -> int:
        """Units that pouring ``src`` into ``dst`` moves: its top run, as much as fits (0 if
        the pour is illegal)."""
        if not self.can_pour(src, dst):
            return 0
        source = self.tubes[src]
        top = source[-1]
        run = 1
        while run < len(source) and source[-1 - run] == top:
            run += 1
        return min(run, self.free(dst))

    def pour(self, src: int, dst: int) -> Board:
        """The board after pouring ``src`` into ``dst``; raises :class:`IllegalPour`."""
        reason = self._illegal_reason(src, dst)
        if reason is not None:
            raise IllegalPour(f"cannot pour {src} into {dst}: {reason}")
        amount = self.pour_amount(src, dst)
        tubes = list(self.tubes)
        moved = tubes[src][-amount:]
        tubes[src] = tubes[src][:-amount]
        tubes[dst] = tubes[dst] + moved
        return Board(tuple(tubes))

    def legal_moves(self) -> list[tuple[int, int]]:
        """Every legal pour ``(src, dst)``, in index order."""
        n = len(self.tubes)
        return [(s, d) for s in range(n) for d in range(n) if self.can_pour(s, d)]
