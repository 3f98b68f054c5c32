"""The Bowls position: twelve bowls of stones with modifiers, and its text format (SPEC 3.1).

A bowl is stored as a short string of stone letters in queue order (oldest first), which
keeps the rules' hot path on plain ``str`` operations. A modifier is one of ``"F"``
(frozen), ``"R"`` (reverse), ``"V"`` (volcano) or ``""`` (none); a remaining-move count of
``0`` means the modifier is permanent.

>>> pos = Position.parse("rgb rr* . #p@V ygb rgp . b@R bb* . gg p")
>>> pos.bowls[1], pos.modifier(3), pos.remaining(3)
('rr*', <Modifier.VOLCANO: 'V'>, None)
>>> str(pos)
'rgb rr* . #p@V ygb rgp . b@R bb* . gg p'
>>> Position.parse(". " * 11 + "x")
Traceback (most recent call last):
...
pebblepour.bowls.position.PositionError: bowl 11: unknown stone letter 'x' (use r y g b p * #)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum, StrEnum
from itertools import compress
from typing import Final

#: Number of bowls on the ring (numbered 0..11 clockwise).
NUM_BOWLS: Final = 12
#: Stones a bowl may hold between moves (SPEC 1.5); 8 or more after a phase is overflow.
CAPACITY: Final = 7
#: The five normal colours: red, yellow, green, blue, purple.
COLOURS: Final = "rygbp"
#: The wildcard stone.
WILDCARD: Final = "*"
#: The blocker stone.
BLOCKER: Final = "#"
#: Every stone letter of the text format.
KINDS: Final = COLOURS + WILDCARD + BLOCKER
#: Letters of the modifier suffix (``@F``, ``@R``, ``@V``).
MODIFIER_LETTERS: Final = "FRV"
#: Volcanoes erupt when they hold this many stones or more (SPEC 1.4).
VOLCANO_THRESHOLD: Final = 6


class PositionError(ValueError):
    """Text or data that is not a valid Bowls position; the message names the problem."""


class Modifier(StrEnum):
    """A bowl modifier (SPEC 1.1). The value is its letter in the text format."""

    FROZEN = "F"
    """Cannot be chosen as the source; still receives stones."""
    REVERSE = "R"
    """A move from this bowl sows counter-clockwise."""
    VOLCANO = "V"
    """Erupts (sows its whole queue clockwise) when it holds 6 or more stones."""


class Refusal(Enum):
    """Why a bowl cannot be the source of a move now (SPEC 1.2); the one list of reasons
    for the rules, the attempt, the session and the sentences."""

    NO_SUCH_BOWL = "no_such_bowl"
    """Not a bowl number 0..11."""
    EMPTY = "empty"
    FROZEN = "frozen"
    OVER = "over"
    """The attempt is over (told by an attempt, never by a board)."""


def refusal_of(bowls: Sequence[str], modifiers: Sequence[str], move: object) -> Refusal | None:
    """Why ``move`` cannot be the source on a board of ``bowls`` and ``modifiers``, or None.

    >>> refusal_of(("rg",) + ("",) * 11, ("",) * 12, 1)
    <Refusal.EMPTY: 'empty'>
    """
    if type(move) is not int or not 0 <= move < NUM_BOWLS:
        return Refusal.NO_SUCH_BOWL
    if not bowls[move]:
        return Refusal.EMPTY
    if modifiers[move] == "F":
        return Refusal.FROZEN
    return None


def sources_of(bowls: Sequence[str], modifiers: Sequence[str]) -> list[int]:
    """The bowls :func:`refusal_of` lets be the source, ascending.

    >>> sources_of(("rg", "", "b") + ("",) * 9, ("", "", "F") + ("",) * 9)
    [0]
    """
    if "F" not in modifiers:  # the common board: every bowl with stones
        return list(compress(range(NUM_BOWLS), bowls))
    return [i for i in range(NUM_BOWLS) if refusal_of(bowls, modifiers, i) is None]


def _parse_bowl(index: int, token: str) -> tuple[str, str, int]:
    """Parse one bowl token of SPEC 3.1 into (stones, modifier letter, remaining)."""
    body, at, suffix = token.partition("@")
    if not body:
        raise PositionError(f"bowl {index}: {token!r} has no stones; write an empty bowl as '.'")
    if body == ".":
        stones = ""
    else:
        for ch in body:
            if ch not in KINDS:
                if ch == ".":
                    raise PositionError(f"bowl {index}: '.' must stand alone for an empty bowl")
                raise PositionError(
                    f"bowl {index}: unknown stone letter {ch!r} (use r y g b p * #)"
                )
        stones = body
    if not at:
        return stones, "", 0
    if "@" in suffix:
        raise PositionError(f"bowl {index}: {token!r} has two modifiers; a bowl carries one")
    if not suffix or suffix[0] not in MODIFIER_LETTERS:
        raise PositionError(
            f"bowl {index}: unknown modifier {'@' + suffix!r} (use @F, @R or @V)"
        )
    letter, digits = suffix[0], suffix[1:]
    if not digits:
        return stones, letter, 0
    if not digits.isascii() or not digits.isdigit():
        raise PositionError(
            f"bowl {index}: remaining moves {digits!r} after @{letter} is not a number"
        )
    remaining = int(digits)
    if remaining < 1 or digits[0] == "0":
        raise PositionError(
            f"bowl {index}: remaining moves must be a positive number without leading zeros, "
            f"got {digits!r}"
        )
    return stones, letter, remaining


class Position:
    """An immutable Bowls position: 12 bowl queues plus one optional modifier per bowl.

    Build one with :meth:`parse` (SPEC 3.1 text) or the constructor, which validates
    everything and raises :class:`PositionError`. Positions compare and hash by value;
    ``str(position)`` is the canonical SPEC 3.1 text.
    """

    __slots__ = ("bowls", "modifiers", "timers")

    bowls: tuple[str, ...]
    """Stones of each bowl, oldest first, as letters of :data:`KINDS`."""
    modifiers: tuple[str, ...]
    """Modifier letter of each bowl (``"F"``, ``"R"``, ``"V"``) or ``""``."""
    timers: tuple[int, ...]
    """Remaining moves of each bowl's modifier; ``0`` = permanent (or no modifier)."""

    def __init__(
        self,
        bowls: Iterable[str],
        modifiers: Iterable[str] | None = None,
        timers: Iterable[int] | None = None,
    ) -> None:
        b = tuple(bowls)
        m = tuple(modifiers) if modifiers is not None else ("",) * NUM_BOWLS
        t = tuple(timers) if timers is not None else (0,) * NUM_BOWLS
        if len(b) != NUM_BOWLS or len(m) != NUM_BOWLS or len(t) != NUM_BOWLS:
            raise PositionError(f"a position has exactly {NUM_BOWLS} bowls")
        for i in range(NUM_BOWLS):
            stones, mod, rem = b[i], m[i], t[i]
            if not isinstance(stones, str) or any(ch not in KINDS for ch in stones):
                raise PositionError(f"bowl {i}: stones must be a string of {KINDS!r} letters")
            if not isinstance(mod, str) or (mod and (len(mod) != 1 or mod not in MODIFIER_LETTERS)):
                raise PositionError(f"bowl {i}: modifier must be one of 'F', 'R', 'V' or ''")
            if not isinstance(rem, int) or isinstance(rem, bool) or rem < 0:
                raise PositionError(f"bowl {i}: remaining moves must be a non-negative integer")
            if rem and not mod:
                raise PositionError(f"bowl {i}: remaining moves without a modifier")
        self._set(b, tuple(str(x) for x in m), t)

    def _set(self, b: tuple[str, ...], m: tuple[str, ...], t: tuple[int, ...]) -> None:
        object.__setattr__(self, "bowls", b)
        object.__setattr__(self, "modifiers", m)
        object.__setattr__(self, "timers", t)

    @classmethod
    def _trusted(
        cls, bowls: Sequence[str], modifiers: Sequence[str], timers: Sequence[int]
    ) -> Position:
        """Build without validation (engine-internal: inputs come from valid positions)."""
        if cls is Position:
            return _trusted(bowls, modifiers, timers)
        pos = object.__new__(cls)
        _SET_BOWLS(pos, tuple(bowls))
        _SET_MODIFIERS(pos, tuple(modifiers))
        _SET_TIMERS(pos, tuple(timers))
        return pos

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Position is immutable")

    @classmethod
    def parse(cls, text: str) -> Position:
        """Parse SPEC 3.1 text: 12 whitespace-separated bowls, bowl 0 first.

        Raises :class:`PositionError` on a wrong bowl count, an unknown letter, a bad or
        doubled modifier, or a non-positive remaining-move count.
        """
        if not isinstance(text, str):
            raise PositionError("a position must be given as text")
        tokens = text.split()
        if len(tokens) != NUM_BOWLS:
            raise PositionError(
                f"a position has {NUM_BOWLS} space-separated bowls, got {len(tokens)}"
            )
        bowls: list[str] = []
        mods: list[str] = []
        timers: list[int] = []
        for i, token in enumerate(tokens):
            stones, mod, rem = _parse_bowl(i, token)
            bowls.append(stones)
            mods.append(mod)
            timers.append(rem)
        return cls._trusted(bowls, mods, timers)

    @staticmethod
    def empty() -> Position:
        """The position with twelve empty bowls and no modifiers."""
        return Position._trusted(("",) * NUM_BOWLS, ("",) * NUM_BOWLS, (0,) * NUM_BOWLS)

    def __str__(self) -> str:
        """The canonical SPEC 3.1 text."""
        out = []
        for stones, mod, rem in zip(self.bowls, self.modifiers, self.timers, strict=True):
            token = stones or "."
            if mod:
                token += "@" + mod + (str(rem) if rem else "")
            out.append(token)
        return " ".join(out)

    def text(self) -> str:
        """The canonical SPEC 3.1 text (same as ``str(self)``)."""
        return str(self)

    def __repr__(self) -> str:
        return f"Position.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (
            self.bowls == other.bowls
            and self.modifiers == other.modifiers
            and self.timers == other.timers
        )

    def __hash__(self) -> int:
        return hash((self.bowls, self.modifiers, self.timers))

    def modifier(self, bowl: int) -> Modifier | None:
        """The modifier of ``bowl``, or ``None``."""
        m = self.modifiers[bowl]
        return Modifier(m) if m else None

    def remaining(self, bowl: int) -> int | None:
        """Remaining moves of ``bowl``'s modifier; ``None`` if permanent or absent."""
        return self.timers[bowl] or None

    def is_frozen(self, bowl: int) -> bool:
        """True if ``bowl`` is frozen (cannot be the source of a move)."""
        return self.modifiers[bowl] == "F"

    def refusal(self, move: object) -> Refusal | None:
        """Why ``move`` cannot be the source (SPEC 1.2), or None if it may."""
        return refusal_of(self.bowls, self.modifiers, move)

    def legal_sources(self) -> list[int]:
        """Bowls that may be chosen as the source: non-empty and not frozen, ascending."""
        return sources_of(self.bowls, self.modifiers)

    def stone_count(self) -> int:
        """Stones of every kind on the board."""
        return sum(len(b) for b in self.bowls)

    def count(self, kind: str) -> int:
        """Stones of one kind (a letter of :data:`KINDS`) on the board."""
        return sum(b.count(kind) for b in self.bowls)

    def counts(self) -> dict[str, int]:
        """Stones per kind on the board (every kind of :data:`KINDS`, zeros included)."""
        return {k: self.count(k) for k in KINDS}

    def is_empty(self) -> bool:
        """True if no bowl holds a stone (modifiers do not count)."""
        return not any(self.bowls)

    def overfull_bowls(self) -> list[int]:
        """Bowls above :data:`CAPACITY` (an overflow if this is after a phase)."""
        return [i for i, b in enumerate(self.bowls) if len(b) > CAPACITY]

    def with_bowl(
        self, bowl: int, stones: str, modifier: str | None = None, timer: int | None = None
    ) -> Position:
        """A copy with ``bowl`` replaced (validated); ``None`` keeps the current modifier/timer."""
        b = list(self.bowls)
        m = list(self.modifiers)
        t = list(self.timers)
        b[bowl] = stones
        if modifier is not None:
            m[bowl] = modifier
            t[bowl] = 0
        if timer is not None:
            t[bowl] = timer
        return Position(b, m, t)


_SET_BOWLS: Final = Position.__dict__["bowls"].__set__
_SET_MODIFIERS: Final = Position.__dict__["modifiers"].__set__
_SET_TIMERS: Final = Position.__dict__["timers"].__set__
_NEW: Final = object.__new__


def _trusted(bowls: Sequence[str], modifiers: Sequence[str], timers: Sequence[int]) -> Position:
    """:meth:`Position._trusted` as a plain function (the rules' hot path)."""
    pos = _NEW(Position)
    _SET_BOWLS(pos, tuple(bowls))
    _SET_MODIFIERS(pos, tuple(modifiers))
    _SET_TIMERS(pos, tuple(timers))
    return pos
