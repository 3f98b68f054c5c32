"""The Bowls puzzle solver: a layered breadth-first search over the engine's own rules.

:func:`solve` proves a puzzle (start position, :class:`~.attempts.Goal`, move limit)
solvable or not, finds its shortest solution and measures it:

* **Moves** are played with :meth:`.rules.Board.play` exactly as :class:`~.attempts.PuzzleAttempt`
  plays them (no refill; an overflowing move loses; temporary modifiers count down after a
  safe move; the goal is checked with :meth:`.attempts.Goal.is_reached`). No rule is
  re-implemented here.
* **Transposition table.** A search state is ``(bowls, progress, modifiers, timers)``:
  the position plus the goal progress that the position alone does not show (normal
  stones of the goal colour collected so far, or the score so far, both capped at the
  goal amount; ``clear_colour``, ``combo``, ``at_most`` and ``clear_board`` depend on the
  position only). Each state is expanded at its smallest depth, so layer ``d`` of the
  search holds exactly the states first reachable in ``d`` moves and the first layer with
  a winning move gives the shortest length.
* **Winning first moves.** Every state carries the set (a 12-bit mask) of first moves that
  reach it; a state reached again later by a new first move is expanded again for those
  moves only, and moves already known to win are dropped. The search goes on up to the
  move limit, so a first move counts as winning if *some* continuation wins within the
  limit.
* **Goal-specific pruning.** States from which the goal is provably out of reach are not
  expanded (:func:`hopeless`): sowing never changes how many stones of a kind are on the
  board, only groups remove them, and a colour with fewer than three normal stones left can
  only go with enough wildcards.

>>> r = solve(Position.parse("r rr . . . . . . . . . ."), Goal.clear_board(), 2)
>>> r.shortest, r.solution, r.winning_first_moves
(1, (0,), (0,))
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from .attempts import Goal, GoalKind
from .position import BLOCKER, COLOURS, NUM_BOWLS, WILDCARD, Position
from .rules import Board, multiplier

#: A search state: bowls, goal progress, modifiers, timers.
State = tuple[tuple[str, ...], int, tuple[str, ...], tuple[int, ...]]

#: The most points one stone can ever bring (10 base points, combo multiplier x4).
_MAX_STONE_POINTS: Final = 10 * multiplier(NUM_BOWLS)
#: The perfect clear bonus, at most once in a puzzle (an empty board has no source).
_MAX_BONUS: Final = 100


class SearchLimitError(RuntimeError):
    """The search met more states than the caller allowed (used by the authoring tool)."""


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What :func:`solve` found out about one puzzle."""

    limit: int
    """The move limit searched."""
    shortest: int | None
    """Length of a shortest winning line, or ``None`` if none exists within the limit."""
    solution: tuple[int, ...]
    """One shortest winning line (source bowls), empty if unsolvable."""
    first_moves: tuple[int, ...]
    """Legal first moves of the start position."""
    winning_first_moves: tuple[int, ...]
    """First moves after which the goal can still be reached within the limit (only
    complete when ``solve`` ran with ``first_moves=True``)."""
    shortest_lines: int
    """Distinct move sequences of the shortest length that win."""
    states: int
    """Distinct states stored in the transposition table."""
    expanded: int
    """State expansions (a state reached again by new first moves counts again)."""
    branching: float
    """Safe (non-overflowing) moves per expanded state, on average."""
    seconds: float
    """Wall-clock time of the search."""

    @property
    def solvable(self) -> bool:
        """True if the goal can be reached within the limit."""
        return self.shortest is not None


def _counts(bowls: tuple[str, ...] | list[str]) -> str:
    """All stones of the board as one string (for counting kinds)."""
    return "".join(bowls)


def hopeless(goal: Goal, bowls: tuple[str, ...] | list[str], progress: int) -> bool:
    """True if ``goal`` can certainly not be reached any more from this state.

    Sound bounds only (a ``True`` is a proof): stones of a kind leave the board only
    through groups, a colour with one or two normal stones left on the whole board can
    only go with wildcards (at least ``3 - n`` of them), wildcards never group on their
    own and blockers leave only next to a group; one stone is worth at most 40 points.
    """
    kind = goal.kind
    if kind is GoalKind.COMBO:
        stones = _counts(bowls)
        groupable = len(stones) - stones.count(BLOCKER)
        return groupable // 3 < goal.amount
    stones = _counts(bowls)
    wild = stones.count(WILDCARD)
    if kind is GoalKind.CLEAR_COLOUR:
        n = stones.count(goal.colour or "")
        return 0 < n < 3 and wild < 3 - n
    if kind is GoalKind.COLLECT:
        n = stones.count(goal.colour or "")
        if 0 < n < 3 and wild < 3 - n:
            n = 0
        return progress + n < goal.amount
    if kind is GoalKind.SCORE:
        groupable = len(stones) - stones.count(BLOCKER)
        return progress + groupable * _MAX_STONE_POINTS + _MAX_BONUS < goal.amount
    small = 0
    needed = 0
    normals = 0
    for c in COLOURS:
        n = stones.count(c)
        normals += n
        if 0 < n < 3:
            small += n
            needed += 3 - n
    if kind is GoalKind.AT_MOST:
        # Each wildcard lets at most two normal stones of a small colour go.
        return small - 2 * wild > goal.amount
    # clear_board
    if needed > wild:
        return True
    return normals == 0 and (wild > 0 or BLOCKER in stones)


def _progress(goal: Goal, progress: int, points: int, cleared: Mapping[str, int]) -> int:
    """Goal progress after a safe move (capped at the goal amount)."""
    kind = goal.kind
    if kind is GoalKind.COLLECT:
        if cleared:
            progress = min(goal.amount, progress + cleared.get(goal.colour or "", 0))
        return progress
    if kind is GoalKind.SCORE:
        return min(goal.amount, progress + points)
    return 0


def _reached(goal: Goal, bowls: list[str], progress: int, combo: int) -> bool:
    """The engine's goal check on a search state."""
    if goal.kind is GoalKind.COLLECT:
        return goal.is_reached(bowls, 0, {goal.colour or "": progress}, combo)
    return goal.is_reached(bowls, progress, {}, combo)


def _board(state: State, settled: bool) -> Board:
    board = Board()
    board.bowls = list(state[0])
    board.modifiers = list(state[2])
    board.timers = list(state[3])
    board.settled = settled
    return board


def solve(
    start: Position | str,
    goal: Goal,
    limit: int,
    *,
    first_moves: bool = True,
    max_states: int | None = None,
) -> SolveResult:
    """Search ``start`` for ``goal`` within ``limit`` moves.

    With ``first_moves=True`` (the default) the search continues past the shortest length
    up to the limit to decide every first move; with ``False`` it stops after the layer
    that found the shortest length (faster; ``winning_first_moves`` is then partial).
    Raises :class:`SearchLimitError` if more than ``max_states`` states are stored.
    """
    t0 = time.perf_counter()
    pos = Position.parse(start) if isinstance(start, str) else start
    if limit < 1:
        raise ValueError("limit must be >= 1")
    root: State = (pos.bowls, 0, pos.modifiers, pos.timers)
    timed = any(pos.timers)
    legal = tuple(pos.legal_sources())
    all_bits = 0
    for m in legal:
        all_bits |= 1 << m
    # key -> first moves (bit mask) that already reached it; depth of first discovery;
    # (parent, move) of the first discovery.
    seen: dict[State, int] = {root: (1 << NUM_BOWLS) - 1}
    depth_of: dict[State, int] = {root: 0}
    parent: dict[State, tuple[State, int]] = {}
    layer: dict[State, list[int]] = {} if hopeless(goal, pos.bowls, 0) else {root: [0, 1]}
    winners = 0
    shortest: int | None = None
    lines = 0
    win: tuple[State, int] | None = None
    expanded = 0
    safe_total = 0
    for depth in range(limit):
        if not layer:
            break
        nxt: dict[State, list[int]] = {}
        known = winners if shortest is not None else 0
        child_depth = depth + 1
        last = child_depth >= limit
        for key, (mask, paths) in layer.items():
            if depth:
                mask &= ~known
                if not mask:
                    continue
            expanded += 1
            bowls, progress, mods, _timers = key
            for m in range(NUM_BOWLS):
                if not bowls[m] or mods[m] == "F":
                    continue
                board = _board(key, depth > 0)
                result = board.play(m)
                if result.overflow is not None:
                    continue
                safe_total += 1
                if timed and any(board.timers):
                    board.countdown()
                prog = _progress(goal, progress, result.player_points, result.cleared)
                cmask = (1 << m) if depth == 0 else mask
                if _reached(goal, board.bowls, prog, result.combo):
                    winners |= cmask
                    if shortest is None or shortest == child_depth:
                        shortest = child_depth
                        lines += paths
                        if win is None:
                            win = (key, m)
                    continue
                if last:
                    continue
                ck: State = (
                    tuple(board.bowls), prog, tuple(board.modifiers), tuple(board.timers)
                )
                old = seen.get(ck)
                if old is None:
                    if hopeless(goal, ck[0], prog):
                        seen[ck] = (1 << NUM_BOWLS) - 1
                        depth_of[ck] = -1
                        continue
                    seen[ck] = cmask
                    depth_of[ck] = child_depth
                    parent[ck] = (key, m)
                    nxt[ck] = [cmask, paths]
                    continue
                new = cmask & ~old
                entry = nxt.get(ck)
                if entry is not None:
                    entry[0] |= new
                    if depth_of[ck] == child_depth:
                        entry[1] += paths
                    seen[ck] = old | new
                elif new:
                    seen[ck] = old | new
                    nxt[ck] = [new, 0]
        if max_states is not None and len(seen) > max_states:
            raise SearchLimitError(f"more than {max_states} states")
        if shortest is not None and (not first_moves or winners & all_bits == all_bits):
            break
        layer = nxt
    solution: tuple[int, ...] = ()
    if win is not None:
        moves = [win[1]]
        node = win[0]
        while node in parent:
            node, m = parent[node]
            moves.append(m)
        solution = tuple(reversed(moves))
    return SolveResult(
        limit=limit,
        shortest=shortest,
        solution=solution,
        first_moves=legal,
        winning_first_moves=tuple(m for m in legal if winners >> m & 1),
        shortest_lines=lines,
        states=len(seen),
        expanded=expanded,
        branching=safe_total / expanded if expanded else 0.0,
        seconds=time.perf_counter() - t0,
    )
