"""The frames of a Bowls chain, computed from the engine's events (no Qt; issue 11 point 2).

The screen shows a confirmed move step by step: stones sown one by one, groups clearing,
blockers removed, eruptions, combo and points rising. :func:`frames` turns a move's
:attr:`~pebblepour.bowls.attempts.Attempt.last_events` into the pictures to show, each with
how long it stays; the controller only plays them. The points shown come from the rules'
own constants, so the running total always ends at what the engine scored.

>>> from pebblepour.bowls.attempts import PuzzleAttempt, Goal
>>> a = PuzzleAttempt("r rr . . . . . . . . . .", Goal.clear_board(), limit=2)
>>> before, score = a.position, a.score
>>> result = a.play(0)
>>> shown = frames(before, score, result, a.last_events)
>>> shown[0].bowls[:3], shown[0].flight
(('', 'rr', ''), 'r')
>>> shown[-1].score == a.score, shown[-1].bowls == tuple(a.position.bowls)
(True, True)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from pebblepour.bowls.position import CAPACITY, Position
from pebblepour.bowls.rules import (
    BlockersRemoved,
    Event,
    GroupCleared,
    HandTaken,
    ModifierExpired,
    ModifierPlaced,
    MoveResult,
    PhaseEnded,
    PhaseStarted,
    StoneSown,
    VolcanoErupted,
)


class Flash(enum.IntEnum):
    """What a bowl shows during a frame (the QML ``flash`` role)."""

    NONE = 0
    SOWN = 1
    GROUP = 2
    BLOCKERS = 3
    ERUPT = 4
    SOURCE = 5
    OVER = 6


STEP_MS: Final[dict[type, int]] = {
    HandTaken: 160,
    StoneSown: 120,
    GroupCleared: 340,
    BlockersRemoved: 280,
    VolcanoErupted: 420,
    PhaseEnded: 260,
    ModifierPlaced: 300,
    ModifierExpired: 200,
}
"""Milliseconds each kind of step stays on screen (absent: shown with the next one)."""

TOGETHER: Final = (GroupCleared, BlockersRemoved)
"""Steps of one round that happen in all bowls at once: one frame."""

MAX_PLAYBACK_MS: Final = 3500
"""A whole move plays in about this long at most: a longer one sows faster."""

MIN_STEP_MS: Final = 260
"""The least a step of the chain (groups, blockers, an eruption, the end of a phase, a
modifier) stays on screen, so a player can follow it: a long move speeds up its sowing
first, and never its chain steps below this (a very long chain may then take longer than
:data:`MAX_PLAYBACK_MS`)."""

_SOWING: Final = (HandTaken, StoneSown)


@dataclass(frozen=True, slots=True)
class Frame:
    """One picture of the chain."""

    bowls: tuple[str, ...]
    modifiers: tuple[str, ...]
    timers: tuple[int, ...]
    flash: dict[int, Flash] = field(hash=False)
    flight: str
    """Stones in the hand (still to be sown), oldest first."""
    flight_from: int
    """The bowl they came from (-1: none)."""
    cause: str
    """``"move"`` or ``"volcano"``: what the hand is."""
    combo: int
    """Bowls that grouped so far in the player phase."""
    points: int
    """Points of this move so far (0: nothing to show)."""
    score: int
    """The score to show."""
    ms: int
    """How long it stays on screen, scaled so a chain takes at most MAX_PLAYBACK_MS."""
    events: tuple[Event, ...] = field(default=(), hash=False)
    """The engine's events this frame shows (and those without a frame of their own since
    the last one), in order: what its sounds are made of (``pebblepour.sound.cues``)."""


def frames(
    before: Position, score_before: int, result: MoveResult, events: Sequence[Event]
) -> list[Frame]:
    """The frames of a move played from ``before`` (``score_before`` points) that gave
    ``result`` and ``events``; the last frame shows the board the engine ended with."""
    bowls = list(before.bowls)
    mods = list(before.modifiers)
    timers = list(before.timers)
    flash: dict[int, Flash] = {}
    flight, flight_from, cause = "", -1, "move"
    phase = "player"
    grouping: set[int] = set()
    points = 0  # the phase's so far, as its last group event says
    score = score_before

    def running() -> int:
        return points if phase == "player" else result.player_points + points

    def apply(ev: Event) -> None:
        nonlocal flight, flight_from, cause, phase, points, score
        if isinstance(ev, PhaseStarted):
            phase, points = ev.phase, 0
            if ev.phase == "refill":
                score = score_before + result.player_points
        elif isinstance(ev, HandTaken):
            bowls[ev.bowl] = ""
            flight, flight_from, cause = ev.stones, ev.bowl, "move"
            flash[ev.bowl] = Flash.SOURCE
        elif isinstance(ev, StoneSown):
            bowls[ev.bowl] += ev.stone
            if ev.cause != "refill" and flight:
                flight = flight[1:]
            flash[ev.bowl] = Flash.OVER if len(bowls[ev.bowl]) > CAPACITY else Flash.SOWN
        elif isinstance(ev, GroupCleared):
            bowls[ev.bowl] = ev.left
            flash[ev.bowl] = Flash.GROUP
            if phase == "player":
                grouping.add(ev.bowl)
            points = ev.points
            score = score_before + running()
        elif isinstance(ev, BlockersRemoved):
            bowls[ev.bowl] = ev.left
            flash[ev.bowl] = Flash.BLOCKERS
        elif isinstance(ev, VolcanoErupted):
            bowls[ev.bowl] = ""
            flight, flight_from, cause = ev.stones, ev.bowl, "volcano"
            flash[ev.bowl] = Flash.ERUPT
        elif isinstance(ev, PhaseEnded):
            flight = ""
            for b in ev.overflowing:
                flash[b] = Flash.OVER
            if ev.phase == "player":
                score = score_before + ev.points
        elif isinstance(ev, ModifierPlaced):
            mods[ev.bowl] = ev.modifier
            timers[ev.bowl] = ev.moves
            flash[ev.bowl] = Flash.SOWN
        elif isinstance(ev, ModifierExpired):
            mods[ev.bowl] = ""
            timers[ev.bowl] = 0

    out: list[Frame] = []
    sowing: list[bool] = []  # per frame: a sowing step (sped up first)
    steps = list(events)
    shown: list[Event] = []
    while steps:
        ev = steps.pop(0)
        apply(ev)
        shown.append(ev)
        while steps and type(steps[0]) is type(ev) and type(ev) in TOGETHER:
            shown.append(steps[0])
            apply(steps.pop(0))
        ms = STEP_MS.get(type(ev), 0)
        if ms:
            out.append(
                Frame(
                    tuple(bowls), tuple(mods), tuple(timers), dict(flash), flight,
                    flight_from, cause, len(grouping), running(), score, ms, tuple(shown),
                )
            )
            sowing.append(type(ev) in _SOWING)
            flash = {}
            shown = []
    total = sum(f.ms for f in out)
    scale = min(1.0, MAX_PLAYBACK_MS / total) if total else 1.0
    # Chain steps: scaled with the whole, but never below MIN_STEP_MS; the sowing shares
    # what is left of the budget.
    chain = [max(min(f.ms, MIN_STEP_MS), int(f.ms * scale)) for f in out]
    sown = sum(f.ms for f, s in zip(out, sowing, strict=True) if s)
    left = MAX_PLAYBACK_MS - sum(c for c, s in zip(chain, sowing, strict=True) if not s)
    sow_scale = min(1.0, max(0, left) / sown) if sown else 1.0
    return [
        Frame(
            f.bowls, f.modifiers, f.timers, f.flash, f.flight, f.flight_from, f.cause, f.combo,
            f.points, f.score, max(16, int(f.ms * sow_scale)) if s else c, f.events,
        )
        for f, s, c in zip(out, sowing, chain, strict=True)
    ]
