"""The cue table: which sound each game event plays, where in the stereo field and how high.

A :class:`Cue` names a sound (:class:`Kind`), its pan (-1 left .. 1 right) and the sound's
parameters (a pour's units and fill, a group's colour...). Tubes are placed left to right by
number (tube 1 left, the last tube right); a bowl by its place on the ring (bowl 1 at the
top, the centre; bowl 4 right, bowl 10 left). Each kind belongs to one :class:`Group`, which
the player can switch off.

>>> pour(1, 5, units=2, fill=3)
Cue(kind=<Kind.POUR: 'pour'>, pan=-0.4, args=(2, 3))
>>> tube_pan(0, 5), tube_pan(4, 5), bowl_pan(0), bowl_pan(3), bowl_pan(9)
(-0.8, 0.8, 0.0, 0.8, -0.8)
>>> Kind.COMBO.group
<Group.CHAINS: 'chains'>
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from pebblepour.bowls.rules import BlockersRemoved, GroupCleared, PhaseEnded, StoneSown
from pebblepour.bowls.rules import VolcanoErupted as Erupted
from pebblepour.session.playback import Frame
from pebblepour.sound import synth

PAN_WIDTH: Final = 0.8
"""The outermost pan: the far tubes and bowls sit well to one side, never in one ear only."""


class Group(enum.Enum):
    """The groups of sounds the player switches on and off (Settings)."""

    MOVES = "moves"
    CHAINS = "chains"
    RESULTS = "results"
    INTERFACE = "interface"
    REVIEW = "review"
    """Hear the board (A): asked for, so it plays whenever sound is on (no switch of its own)."""


class Kind(enum.Enum):
    """Every sound of the game (the names of :data:`.synth.MAKERS`)."""

    TUBE_SELECT = "tube_select"
    POUR = "pour"
    NOT_A_MOVE = "not_a_move"
    UNDO = "undo"
    TUBE_COMPLETED = "tube_completed"
    SOLVED = "solved"
    BOWL_SELECT = "bowl_select"
    STONE = "stone"
    GROUP_CLEARED = "group_cleared"
    COMBO = "combo"
    BLOCKERS_REMOVED = "blockers_removed"
    ERUPTION = "eruption"
    OVERFLOW = "overflow"
    GOAL = "goal"
    DEFEAT = "defeat"
    EDGE = "edge"
    DIALOG = "dialog"
    BOARD_UNIT = "board_unit"
    BOARD_EMPTY = "board_empty"
    BOARD_STONE = "board_stone"

    @property
    def group(self) -> Group:
        return GROUPS[self]


GROUPS: Final = {
    **dict.fromkeys(
        (Kind.TUBE_SELECT, Kind.POUR, Kind.NOT_A_MOVE, Kind.UNDO, Kind.BOWL_SELECT, Kind.STONE),
        Group.MOVES,
    ),
    **dict.fromkeys(
        (Kind.GROUP_CLEARED, Kind.COMBO, Kind.BLOCKERS_REMOVED, Kind.ERUPTION, Kind.OVERFLOW),
        Group.CHAINS,
    ),
    **dict.fromkeys((Kind.TUBE_COMPLETED, Kind.SOLVED, Kind.GOAL, Kind.DEFEAT), Group.RESULTS),
    **dict.fromkeys((Kind.EDGE, Kind.DIALOG), Group.INTERFACE),
    **dict.fromkeys((Kind.BOARD_UNIT, Kind.BOARD_EMPTY, Kind.BOARD_STONE), Group.REVIEW),
}


@dataclass(frozen=True, slots=True)
class Cue:
    """One sound to play: its kind, its pan and the sound's own parameters."""

    kind: Kind
    pan: float = 0.0
    """-1 is left, 0 the centre, 1 right."""
    args: tuple[int | str, ...] = ()
    """What the sound is made of (see the makers in :mod:`.synth`)."""


@lru_cache(maxsize=128)
def render(kind: Kind, args: tuple[int | str, ...] = ()) -> synth.Sound:
    """The samples of a sound (made once, then kept)."""
    return synth.MAKERS[kind.value](*args)


def sound_of(cue: Cue) -> synth.Sound:
    return render(cue.kind, cue.args)


def tube_pan(i: int, count: int) -> float:
    """Tube ``i`` (0-based) of ``count``: tube 1 left, the last one right."""
    if count <= 1:
        return 0.0
    return round(PAN_WIDTH * (2 * i / (count - 1) - 1), 4)


def bowl_pan(i: int) -> float:
    """Bowl ``i`` (0-based) by its place on the ring as drawn: bowl 1 at the top, clockwise."""
    return round(PAN_WIDTH * math.sin(i * math.pi / 6), 4) + 0.0


# ---------------------------------------------------------------------------- Tubes


def tube_select(i: int, count: int) -> Cue:
    return Cue(Kind.TUBE_SELECT, tube_pan(i, count))


def pour(dst: int, count: int, *, units: int, fill: int) -> Cue:
    """A pour into tube ``dst``: as long as ``units``, as high as the target's ``fill``."""
    return Cue(Kind.POUR, tube_pan(dst, count), (units, fill))


def not_a_move(pan: float = 0.0) -> Cue:
    """A refused move (either game), at the tube or bowl that refused it."""
    return Cue(Kind.NOT_A_MOVE, pan)


def undo() -> Cue:
    return Cue(Kind.UNDO)


def tube_completed(i: int, count: int) -> Cue:
    return Cue(Kind.TUBE_COMPLETED, tube_pan(i, count))


def solved() -> Cue:
    return Cue(Kind.SOLVED)


# ---------------------------------------------------------------------------- Bowls


def bowl_select(i: int) -> Cue:
    return Cue(Kind.BOWL_SELECT, bowl_pan(i))


def stone(i: int, count: int) -> Cue:
    """A stone lands in bowl ``i``, which then holds ``count`` stones."""
    return Cue(Kind.STONE, bowl_pan(i), (count,))


def group_cleared(i: int, colour: str) -> Cue:
    return Cue(Kind.GROUP_CLEARED, bowl_pan(i), (colour,))


def combo(step: int) -> Cue:
    """The combo reached ``step`` bowls (2, 3, 4; more sound as 4)."""
    return Cue(Kind.COMBO, 0.0, (min(step, 4),))


def blockers_removed(i: int) -> Cue:
    return Cue(Kind.BLOCKERS_REMOVED, bowl_pan(i))


def eruption(i: int) -> Cue:
    return Cue(Kind.ERUPTION, bowl_pan(i))


def overflow(i: int) -> Cue:
    return Cue(Kind.OVERFLOW, bowl_pan(i))


def goal() -> Cue:
    return Cue(Kind.GOAL)


def defeat() -> Cue:
    return Cue(Kind.DEFEAT)


def frame_cues(frame: Frame, combo_before: int) -> list[Cue]:
    """The sounds of one frame of a Bowls chain, in the order of its events; a combo step
    when the frame's combo rose past ``combo_before`` to 2 or more."""
    out: list[Cue] = []
    for ev in frame.events:
        if isinstance(ev, StoneSown):
            out.append(stone(ev.bowl, len(frame.bowls[ev.bowl])))
        elif isinstance(ev, GroupCleared):
            out.append(group_cleared(ev.bowl, ev.colour))
        elif isinstance(ev, BlockersRemoved):
            out.append(blockers_removed(ev.bowl))
        elif isinstance(ev, Erupted):
            out.append(eruption(ev.bowl))
        elif isinstance(ev, PhaseEnded) and ev.overflowing:
            out.append(overflow(ev.overflowing[0]))
    if frame.combo > combo_before and frame.combo >= 2:
        out.append(combo(frame.combo))
    return out


# ---------------------------------------------------------------------------- interface


def edge(pan: float = 0.0) -> Cue:
    """Focus reached the end of a list, or the edge of the ring or the tubes."""
    return Cue(Kind.EDGE, pan)


def dialog() -> Cue:
    return Cue(Kind.DIALOG)


# ---------------------------------------------------------------------------- hear the board


def board_unit(colour: int, pan: float) -> Cue:
    """A unit of liquid ``colour`` (0 = a), heard with the board at its tube's place."""
    return Cue(Kind.BOARD_UNIT, pan, (colour,))


def board_empty(pan: float) -> Cue:
    """An empty tube or bowl, heard with the board at its place."""
    return Cue(Kind.BOARD_EMPTY, pan)


def board_stone(i: int, count: int, modifier: str = "") -> Cue:
    """A stone of bowl ``i`` holding ``count`` stones, heard with the board: the sowing tick
    (:func:`stone`) or, for a frozen, reverse or volcano bowl (``modifier`` ``F``, ``R``,
    ``V``), the same pitch in that bowl's own timbre."""
    if modifier:
        return Cue(Kind.BOARD_STONE, bowl_pan(i), (count, modifier))
    return stone(i, count)
