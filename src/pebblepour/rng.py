"""The project's one seeded pseudo-random generator.

SplitMix64 (Steele, Lea, Flood 2014): 64-bit integer arithmetic only, so its output is the
same on every platform and Python version. Both games draw all their randomness from it;
its whole state is one integer, which makes saving and undo exact.

>>> r = Rng(1)
>>> [r.below(10) for _ in range(5)]
[5, 9, 0, 5, 1]
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_from_text(text: str) -> int:
    """A 64-bit seed from text (FNV-1a over its UTF-8 bytes), e.g. an ISO date."""
    h = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        h ^= byte
        h = (h * 0x100000001B3) & _MASK
    return h


class Rng:
    """SplitMix64. ``state`` is the complete state; ``Rng(seed)`` starts from ``seed``."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an integer")
        #: The whole generator state, a 64-bit unsigned integer.
        self.state = seed & _MASK

    def next_u64(self) -> int:
        """The next 64-bit unsigned integer."""
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (unbiased, by rejection)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``lo..hi`` inclusive."""
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def chance(self, numerator: int, denominator: int) -> bool:
        """True with probability numerator/denominator, exactly (no floats)."""
        return self.below(denominator) < numerator

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence."""
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct elements, in selection order."""
        if not 0 <= k <= len(items):
            raise ValueError("sample larger than population")
        pool = list(items)
        out: list[T] = []
        for _ in range(k):
            out.append(pool.pop(self.below(len(pool))))
        return out

    def fork(self) -> Rng:
        """An independent generator seeded from this one's next output."""
        return Rng(self.next_u64())
