"""Which Bowls themes a player may choose (SPEC 1.9): Simple, then one per achievement."""

from __future__ import annotations

from typing import Protocol

from pebblepour.profile.records import Achievement
from pebblepour.profile.settings import THEMES


class HasAchievements(Protocol):
    """Anything that lists earned achievements, like :class:`~pebblepour.profile.Profile`."""

    def achievements(self) -> dict[str, Achievement]: ...


def unlocked_themes(profile: HasAchievements) -> tuple[str, ...]:
    """Return the themes open to the player, in unlock order.

    Simple is open from the start; the n-th achievement earned (in any mode) opens the
    (n+1)-th theme of :data:`~pebblepour.profile.settings.THEMES`.

    >>> class New:
    ...     def achievements(self) -> dict[str, Achievement]:
    ...         return {}
    >>> unlocked_themes(New())
    ('simple',)
    """
    return THEMES[: 1 + len(profile.achievements())]


def chosen_theme(saved: str, unlocked: tuple[str, ...]) -> str:
    """The theme to draw: the saved choice while it is open, otherwise Simple."""
    return saved if saved in unlocked else THEMES[0]
