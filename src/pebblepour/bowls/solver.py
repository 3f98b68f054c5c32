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
* **The last move removes stones.** From a state that has not reached the goal only a
  move that groups or erupts can reach it, so in the last layer a hand none of whose
  stones lands where that stone would start a group or an eruption (:func:`_quiet_masks`,
  by the engine's own ``_completes``) is skipped unplayed; one that reaches no volcano
  has a single round whose groups the masks tell, and it is played only if that round can
  reach the goal (:func:`_may_win`).
* **One line (hints).** A hint needs one shortest line, not every winning first move: a
  state already searched is not searched again for new first moves; a child reached by a
  quiet move skips the earlier quiet moves disjoint from it (sleep sets: that state is
  reached the other way round); the layer before the last goes depth first, taken in
  turn by promise (:func:`_promise`) and by its bowls ready to group, each new state one
  move before the limit tried at once with the last-move test (:func:`_winning_move`) and
  not stored; once a line of the full length is found, the rest of that layer is only
  tried with the same test for a shorter line.

>>> r = solve(Position.parse("r rr . . . . . . . . . ."), Goal.clear_board(), 2)
>>> r.shortest, r.solution, r.winning_first_moves
(1, (0,), (0,))
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal, TypeVar

from .attempts import Goal, GoalKind, PuzzleAttempt
from .attempts import State as AttemptState
from .position import (
    BLOCKER,
    CAPACITY,
    COLOURS,
    KINDS,
    NUM_BOWLS,
    VOLCANO_THRESHOLD,
    WILDCARD,
    Position,
    sources_of,
)
from .rules import _PATH, PERFECT_CLEAR_BONUS, POINTS_PER_STONE, Board, _completes, multiplier

_T = TypeVar("_T")

#: A search state: bowls, goal progress, modifiers, timers; the last two are ``None`` in a
#: search without timers (no move changes them then, and the key hashes faster).
State = tuple[tuple[str, ...], int, tuple[str, ...] | None, tuple[int, ...] | None]

#: The most points one stone can ever bring (10 base points, combo multiplier x4).
_MAX_STONE_POINTS: Final = POINTS_PER_STONE * multiplier(NUM_BOWLS)
#: The perfect clear bonus, at most once in a puzzle (an empty board has no source).
_MAX_BONUS: Final = PERFECT_CLEAR_BONUS


#: Goals whose progress is not shown by the position (collected stones, score).
_PROGRESS_KINDS: Final = (GoalKind.COLLECT, GoalKind.SCORE)


class SearchLimitError(RuntimeError):
    """The search met more states than the caller allowed, or was told to stop."""

    def __init__(self, message: str, states: int) -> None:
        super().__init__(message)
        #: States stored when the search gave up.
        self.states = states


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


def _promise(goal: Goal, state: State) -> int:
    """Search order of a state when one winning line will do: lower looks closer to the
    goal (fewer stones to clear, more progress). Only an order: every state is still
    searched before a longer line is tried."""
    kind = goal.kind
    if kind is GoalKind.CLEAR_COLOUR:
        return "".join(state[0]).count(goal.colour or "")
    if kind in _PROGRESS_KINDS:
        return -state[1]
    if kind is GoalKind.COMBO:
        return 0
    return len("".join(state[0]))


def _alternate(first: Sequence[_T], second: Sequence[_T]) -> list[_T]:
    """The items of two orders of the same items taken in turn, each once.

    >>> _alternate("abcd", "dcba")
    ['a', 'd', 'b', 'c']
    """
    out: list[_T] = []
    taken: set[_T] = set()
    for pair in zip(first, second, strict=True):
        for item in pair:
            if item not in taken:
                taken.add(item)
                out.append(item)
    return out


def _hot_bowls(hot: int) -> int:
    """The bowls where some stone landing starts a group or an eruption, counted from a
    landing mask (:func:`_quiet_masks`): each bowl's 7 bits folded into its lowest."""
    hot |= hot >> 1
    hot |= hot >> 2
    hot |= hot >> 3
    return (hot & _LOWEST_BITS).bit_count()


#: _REACH[reverse][source][n]: the bowls (a bit mask) a hand of ``n < 12`` stones from
#: ``source`` lands in.
_REACH: Final = tuple(
    tuple(
        tuple(sum(1 << j for j in path[:n]) for n in range(NUM_BOWLS))
        for path in paths
    )
    for paths in _PATH
)
#: One bit per stone kind; a board's landing mask holds 7 such bits per bowl (bowl ``j`` at
#: ``_KIND_SHIFT * j``).
_KIND_BIT: Final = {ch: 1 << k for k, ch in enumerate(KINDS)}
_KIND_SHIFT: Final = len(KINDS)
_ANY_KIND: Final = (1 << _KIND_SHIFT) - 1
#: Bowl queue -> the kinds (bits of :data:`_KIND_BIT`) whose landing on it makes it group
#: (:func:`rules._completes`).
_LANDS: dict[str, int] = {}
#: _HANDS[reverse][source]: hand -> where its stones land, as a landing mask.
_HANDS: Final[tuple[tuple[dict[str, int], ...], ...]] = tuple(
    tuple({} for _ in range(NUM_BOWLS)) for _ in range(2)
)
_CACHE_LIMIT: Final = 100_000
#: The lowest bit of each bowl in a landing mask.
_LOWEST_BITS: Final = sum(1 << _KIND_SHIFT * j for j in range(NUM_BOWLS))


def _lands(stones: str) -> int:
    bits = 0
    for ch, bit in _KIND_BIT.items():
        if _completes(stones + ch, ch):
            bits |= bit
    if len(_LANDS) >= _CACHE_LIMIT:
        _LANDS.clear()
    _LANDS[stones] = bits
    return bits


def _hand_mask(reverse: bool, source: int, hand: str) -> int:
    """The landing mask of a hand shorter than the ring: the kind bit of each stone at the
    bowl it lands in."""
    cache = _HANDS[reverse][source]
    mask = cache.get(hand)
    if mask is None:
        path = _PATH[reverse][source]
        mask = 0
        for k, ch in enumerate(hand):
            mask |= _KIND_BIT[ch] << _KIND_SHIFT * path[k]
        if len(cache) >= _CACHE_LIMIT:
            cache.clear()
        cache[hand] = mask
    return mask


_Masks = tuple[int, int, int]


def _quiet_masks(bowls: Sequence[str], mods: tuple[str, ...]) -> _Masks | None:
    """For a settled state that does not overflow: (a landing mask of the stones whose
    landing starts a group or an eruption, the bowls a landing stone overflows, the
    volcanoes a landing stone makes erupt), so that a hand from ``m`` whose
    :func:`_hand_mask` misses the first is exactly what :meth:`.rules.Board.quiet_sowing`
    calls quiet (or overflow, if its :data:`_REACH` meets the second). ``None`` if a
    volcano is ready already (then ask ``quiet_sowing``)."""
    hot = full = erupt = 0
    lands = _LANDS
    for j, s in enumerate(bowls):
        if len(s) >= 2:
            h = lands.get(s)
            if h is None:
                h = _lands(s)
            if h:
                hot |= h << _KIND_SHIFT * j
            if len(s) >= CAPACITY:
                full |= 1 << j
    if "V" in mods:
        for v in _volcanoes(mods):
            n = len(bowls[v])
            if n >= VOLCANO_THRESHOLD - 1:
                if n >= VOLCANO_THRESHOLD:
                    return None
                hot |= _ANY_KIND << _KIND_SHIFT * v  # any stone makes it erupt
                erupt |= 1 << v
    return hot, full, erupt


#: Modifiers -> their volcanoes, ascending; and the sources a move may start from, each
#: with its hand masks, :data:`_REACH` and ``_PATH`` rows.
_VOLCANOES: dict[tuple[str, ...], list[int]] = {}
_Mover = tuple[int, dict[str, int], tuple[int, ...], tuple[int, ...]]
_MOVERS: dict[tuple[str, ...], tuple[_Mover, ...]] = {}
_STONES_EVERYWHERE: Final = (WILDCARD,) * NUM_BOWLS


def _volcanoes(mods: tuple[str, ...]) -> list[int]:
    found = _VOLCANOES.get(mods)
    if found is None:
        if len(_VOLCANOES) >= 1000:
            _VOLCANOES.clear()
        found = _VOLCANOES[mods] = [i for i in range(NUM_BOWLS) if mods[i] == "V"]
    return found


def _movers(mods: tuple[str, ...]) -> tuple[_Mover, ...]:
    found = _MOVERS.get(mods)
    if found is None:
        if len(_MOVERS) >= 1000:
            _MOVERS.clear()
        found = _MOVERS[mods] = tuple(
            (m, _HANDS[mods[m] == "R"][m], _REACH[mods[m] == "R"][m], _PATH[mods[m] == "R"][m])
            for m in sources_of(_STONES_EVERYWHERE, mods)  # whether m holds stones is the state's
        )
    return found


def _may_win(
    goal: Goal, bowls: Sequence[str], progress: int, m: int, path: tuple[int, ...],
    hits: int,
) -> bool:
    """False if the move from ``m`` (settled state, hand shorter than the ring, no volcano
    reached) certainly does not reach ``goal``; ``hits`` is its landing mask met by the
    state's (:func:`_quiet_masks`). Without an eruption the move has one round: exactly the
    bowls with a hit group (one stone lands in each bowl reached), blockers next to them
    leave, and nothing else moves. So stones that stay where they are -- in bowls neither
    the source, nor grouping -- and hand stones landing in bowls that do not group are
    still on the board after the move; a grouping bowl removes at most all it holds."""
    hand = bowls[m]
    combo = hits.bit_count()
    kind = goal.kind
    if kind is GoalKind.COMBO:
        return combo >= goal.amount
    grouping = [bowls[j] for j in path[: len(hand)] if hits >> _KIND_SHIFT * j & _ANY_KIND]
    if kind is GoalKind.COLLECT:
        colour = goal.colour or ""
        gone = hand.count(colour) + sum(g.count(colour) for g in grouping)
        return progress + gone >= goal.amount
    board = "".join(bowls)
    if kind is GoalKind.CLEAR_COLOUR:
        colour = goal.colour or ""
        return board.count(colour) == hand.count(colour) + sum(g.count(colour) for g in grouping)
    # Still there after: the normal stones and wildcards of the bowls that stay (their
    # blockers may leave, next to a group) and of the hand, but for the one stone landing
    # in each grouping bowl.
    left = "".join(grouping)
    kept = len(board) - board.count(BLOCKER) - len(left) + left.count(BLOCKER) - combo
    if kind is GoalKind.AT_MOST:
        return kept <= goal.amount
    if kind is GoalKind.SCORE:
        points = (len(left) + combo) * POINTS_PER_STONE * multiplier(combo)
        return progress + points + (0 if kept else PERFECT_CLEAR_BONUS) >= goal.amount
    return not kept  # clear_board


def _winning_move(
    board: Board,
    goal: Goal,
    bowls: Sequence[str],
    progress: int,
    mods: tuple[str, ...],
    timers: tuple[int, ...],
    masks: _Masks | None,
) -> int | None:
    """A move that reaches ``goal`` at once from a state (settled, not won), or ``None``;
    plays on ``board``; ``masks`` are the state's :func:`_quiet_masks`. With ``one_line``
    :func:`solve` searches the layer before the last depth first: each new state there is
    tried at once, and after a line of the full length is found the rest of that layer is
    only tried for a shorter line, its states no longer stored."""
    if masks is not None and not masks[0]:
        return None  # every move is quiet
    loaded = False
    for m, hands, reach, path in _movers(mods):
        hand = bowls[m]
        if not hand:
            continue
        if masks is not None:
            hits = hands.get(hand)
            if hits is None:
                hits = _hand_mask(mods[m] == "R", m, hand)
            hits &= masks[0]
            if not hits:
                continue  # quiet: removes nothing, so it cannot reach the goal
            if not reach[len(hand)] & masks[2] and not _may_win(
                goal, bowls, progress, m, path, hits
            ):
                continue
        if not loaded:
            board.modifiers = list(mods)  # a player phase changes no modifier or timer
            board.timers = list(timers)
            loaded = True
        board.bowls = list(bowls)
        board.settled = True
        if masks is None and board.quiet_sowing(m) != "active":
            continue
        player = board._player(m, _volcanoes(mods), [])
        if player.overflowing or not player.matched:
            continue
        prog = _progress(goal, progress, player.points, player.cleared)
        if _reached(goal, board.bowls, prog, player.combo):
            return m
    return None


def solve(
    start: Position | str,
    goal: Goal,
    limit: int,
    *,
    first_moves: bool = True,
    max_states: int | None = None,
    progress: int = 0,
    stop: Callable[[], bool] | None = None,
    one_line: bool = False,
) -> SolveResult:
    """Search ``start`` for ``goal`` within ``limit`` moves.

    With ``first_moves=True`` (the default) the search continues past the shortest length
    up to the limit to decide every first move; with ``False`` it stops after the layer
    that found the shortest length (faster; ``winning_first_moves`` is then partial).
    ``progress`` is the goal progress already made before ``start`` (stones of the goal
    colour collected, or the score so far; see :func:`progress_of`). Raises
    :class:`SearchLimitError` as soon as more than ``max_states`` states are stored, or
    when ``stop()`` (asked before each expansion) returns True. ``one_line=True`` (what a
    hint needs) stops at the first shortest winning line: each layer is searched most
    promising states first (:func:`_promise`), the layer before the last depth first, and
    ``shortest_lines``, ``winning_first_moves`` and the state counts then describe the
    search so far (states one move before the limit are not stored; the status and the
    shortest length are those of the full search: ``tests/bowls/test_hint_golden.py``).
    """
    t0 = time.perf_counter()
    pos = Position.parse(start) if isinstance(start, str) else start
    if limit < 1:
        raise ValueError("limit must be >= 1")
    progress = min(goal.amount, max(progress, 0)) if goal.kind in _PROGRESS_KINDS else 0
    timed = any(pos.timers)
    root: State = (pos.bowls, progress, None, None)
    if timed:
        root = (pos.bowls, progress, pos.modifiers, pos.timers)
    legal = tuple(pos.legal_sources())
    all_bits = 0
    for m in legal:
        all_bits |= 1 << m
    # key -> first moves (bit mask) that already reached it; (parent, move, depth) of the
    # first discovery.
    seen: dict[State, int] = {root: (1 << NUM_BOWLS) - 1}
    parent: dict[State, tuple[State, int, int]] = {}
    # layer: state -> [first moves, shortest lines to it, moves asleep there]
    layer: dict[State, list[int]] = (
        {} if hopeless(goal, pos.bowls, progress) else {root: [0, 1, 0]}
    )
    sleepy = one_line and not timed  # sleep sets: see below
    winners = 0
    shortest: int | None = None
    lines = 0
    win: tuple[State, int] | None = None
    expanded = 0
    safe_total = 0
    board = Board()  # reused: loaded with each state before its moves are played
    for depth in range(limit):
        if not layer:
            break
        nxt: dict[State, list[int]] = {}
        known = winners if shortest is not None else 0
        child_depth = depth + 1
        last = child_depth >= limit
        # one_line: the layer before the last is searched depth first (see _winning_move)
        tail = one_line and child_depth == limit - 1
        asleep = sleepy and child_depth < limit - 1  # sleep sets for children to expand
        tail_win: tuple[State, int] | None = None
        settled = depth > 0  # every state but the start follows a finished move
        items: Iterable[tuple[State, list[int]]] = layer.items()
        # The quiet masks of the states of the layer before the last (one_line).
        layer_masks: dict[State, _Masks | None] = {}
        if one_line and len(layer) > 1:
            items = sorted(items, key=lambda item: _promise(goal, item[0]))
            if tail:
                # Which of these states has a two-move win is hard to tell: taken in turn
                # with the most promising, those with the most bowls where a landing stone
                # starts a group or an eruption (a line is found within twice the better
                # of the two orders; at puzzle 94's start 502 of these 3,632 states are
                # searched before the line is found, by promise alone 2,891).
                keys = [k for k, _ in items]
                for k in keys:
                    layer_masks[k] = _quiet_masks(k[0], pos.modifiers if k[2] is None else k[2])
                hot = sorted(keys, key=lambda k: -_hot_bowls((layer_masks[k] or (0,))[0]))
                items = [(k, layer[k]) for k in _alternate(keys, hot)]
        for key, (mask, paths, sleep) in items:
            if one_line and win is not None:
                break
            if depth:
                mask &= ~known
                if not mask:
                    continue
            if stop is not None and stop():
                raise SearchLimitError("stopped", len(seen))
            expanded += 1
            bowls, progress, key_mods, key_timers = key
            mods = pos.modifiers if key_mods is None else key_mods
            timers = pos.timers if key_timers is None else key_timers
            fresh = False
            if not timed:
                board.modifiers = list(mods)
                board.timers = list(timers)
            volcanoes = _volcanoes(mods)
            quiet_only = settled and (last or tail_win is not None)  # no child needed
            masks = None
            if quiet_only:
                masks = layer_masks[key] if key in layer_masks else _quiet_masks(bowls, mods)
                if one_line:  # one winning move will do
                    won = _winning_move(board, goal, bowls, progress, mods, timers, masks)
                    if won is not None:
                        shortest = child_depth
                        lines += paths
                        win = (key, won)
                    continue
            # Sleep sets (one line, no timers): two quiet moves (no group, no eruption) whose
            # sources and sown bowls are disjoint lead to the same state in either order,
            # and each stays quiet after the other. So a child reached by the quiet move b
            # need not play a quiet move c < b disjoint from it: that state is the child
            # of this state's child by c, reached by b, in the same layer (or earlier);
            # and, if b sleeps there too, by induction on the move, which grows each time.
            # A quiet move never reaches a goal not reached before, so a sleeping move
            # hides no win either.
            calm: list[tuple[int, int]] = []  # quiet moves: (move, its source and sown bowls)
            for m, hands, reach, _ in _movers(mods):
                hand = bowls[m]
                if not hand:
                    continue
                if sleep >> m & 1:
                    calm.append((m, 1 << m | reach[len(hand)]))
                    continue
                if masks is not None and len(hand) < NUM_BOWLS:
                    hits = hands.get(hand)
                    if hits is None:
                        hits = _hand_mask(mods[m] == "R", m, hand)
                    if not hits & masks[0]:  # quiet: cannot win (see below)
                        safe_total += not reach[len(hand)] & masks[1]
                        continue
                if not fresh:
                    board.bowls = list(bowls)
                    if timed:  # else no move changes them: the lists stay shared
                        board.modifiers = list(mods)
                        board.timers = list(timers)
                    board.settled = settled
                    fresh = True
                if quiet_only and masks is None:
                    # Only a move that removes stones can win from a state that has not.
                    quiet = board.quiet_sowing(m)
                    if quiet != "active":
                        safe_total += quiet == "quiet"
                        continue
                fresh = False
                player = board._player(m, volcanoes, [])
                if player.overflowing:
                    continue
                safe_total += 1
                touched = 0
                if asleep and not player.matched and not player.erupted and len(hand) < NUM_BOWLS:
                    touched = 1 << m | reach[len(hand)]
                if timed and any(board.timers):
                    board.countdown()
                cmask = (1 << m) if depth == 0 else mask
                prog = progress
                if player.matched or not settled:  # else the goal cannot hold yet
                    prog = _progress(goal, progress, player.points, player.cleared)
                    if _reached(goal, board.bowls, prog, player.combo):
                        winners |= cmask
                        if shortest is None or shortest == child_depth:
                            shortest = child_depth
                            lines += paths
                            if win is None:
                                win = (key, m)
                                if one_line:
                                    break
                        continue
                if touched:
                    sleeps = 0
                    for c, t in calm:
                        if not t & touched:
                            sleeps |= 1 << c
                    calm.append((m, touched))
                if last or tail_win is not None:
                    continue
                if tail:
                    # A state one move before the limit is tried at once and not stored
                    # (trying one reached twice again costs less than storing them all).
                    if player.matched and hopeless(goal, board.bowls, prog):
                        continue
                    if stop is not None and stop():
                        raise SearchLimitError("stopped", len(seen))
                    expanded += 1
                    after = board.bowls  # _winning_move plays on a copy
                    cmods = tuple(board.modifiers) if timed else mods
                    ctimers = tuple(board.timers) if timed else timers
                    won = _winning_move(
                        board, goal, after, prog, cmods, ctimers, _quiet_masks(after, cmods)
                    )
                    if won is not None:
                        at: State = (tuple(after), prog, cmods if timed else None,
                                     ctimers if timed else None)
                        if at not in seen:  # else it wins sooner, found in its own layer
                            parent[at] = (key, m, child_depth)
                            tail_win = (at, won)
                    continue
                ck: State = (
                    (tuple(board.bowls), prog, tuple(board.modifiers), tuple(board.timers))
                    if timed
                    else (tuple(board.bowls), prog, None, None)
                )
                old = seen.get(ck)
                if old is None:
                    if max_states is not None and len(seen) >= max_states:
                        raise SearchLimitError(f"more than {max_states} states", len(seen) + 1)
                    # A quiet move keeps every stone and the progress: no new bound.
                    if player.matched and hopeless(goal, ck[0], prog):
                        seen[ck] = (1 << NUM_BOWLS) - 1
                        continue
                    seen[ck] = cmask
                    parent[ck] = (key, m, child_depth)
                    nxt[ck] = [cmask, paths, sleeps if touched else 0]
                    continue
                if one_line:  # a state seen before has been searched for one line
                    continue
                new = cmask & ~old
                entry = nxt.get(ck)
                if entry is not None:
                    entry[0] |= new
                    if parent[ck][2] == child_depth:
                        entry[1] += paths
                    seen[ck] = old | new
                elif new:
                    seen[ck] = old | new
                    nxt[ck] = [new, 0, 0]
        if tail_win is not None and shortest is None:
            shortest = limit
            lines = 1
            win = tail_win
        if shortest is not None and (
            one_line or not first_moves or winners & all_bits == all_bits
        ):
            break
        layer = nxt
    solution: tuple[int, ...] = ()
    if win is not None:
        moves = [win[1]]
        node = win[0]
        while node in parent:
            node, m, _ = parent[node]
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


# --------------------------------------------------------------------------- hints

#: States a hint may store before it gives up ("unknown"): every position along every
#: stored solution of the shipped pack needs at most 6,000 (one wrong first move off it
#: at most 3,000; ``benchmarks/bowls_hint_bench.py``; states one move before the limit are
#: tried, not stored); reaching the budget takes some seconds, so a UI that must answer
#: sooner passes ``stop`` (or a smaller ``max_states``).
HINT_MAX_STATES: Final = 400_000

HintStatus = Literal["solved", "unsolvable", "unknown"]
"""``solved``: a shortest solution was found; ``unsolvable``: proved that none exists
within the moves left; ``unknown``: the search gave up (budget or stop), nothing proved."""


@dataclass(frozen=True, slots=True)
class Hint:
    """The answer of :func:`hint`."""

    status: HintStatus
    moves: tuple[int, ...]
    """A shortest solution from the position (source bowls), empty unless ``solved``
    (and empty, with ``solved``, if the goal is already reached)."""
    states: int
    """Search states stored (0 if no search was needed)."""

    @property
    def move(self) -> int | None:
        """The move to suggest: the first of :attr:`moves`, or ``None``."""
        return self.moves[0] if self.moves else None

    def to_json_dict(self) -> dict[str, object]:
        """``{"status": ..., "moves": [...], "states": N}`` (the ``puzzles hint`` line)."""
        return {"status": self.status, "moves": list(self.moves), "states": self.states}


@dataclass(frozen=True, slots=True)
class HintQuery:
    """An immutable snapshot of a puzzle attempt, all a hint needs: take it with
    :meth:`of` where the attempt lives (the GUI thread), run :func:`hint` anywhere."""

    position: Position
    goal: Goal
    moves_left: int
    progress: int
    """Goal progress the position does not show (:func:`progress_of`)."""
    state: AttemptState
    """The attempt's state (playing, won, lost) when the snapshot was taken."""

    @classmethod
    def of(cls, attempt: PuzzleAttempt) -> HintQuery:
        """The snapshot of ``attempt`` now (cheap; copies nothing mutable)."""
        return cls(
            attempt.position,
            attempt.goal,
            attempt.moves_left,
            progress_of(attempt.goal, attempt.score, attempt.collected_all()),
            attempt.status.state,
        )


def progress_of(goal: Goal, score: int, collected: Mapping[str, int]) -> int:
    """The goal progress a search state carries: for ``collect`` the normal stones of the
    goal colour removed so far, for ``score`` the score so far (both capped at the goal
    amount), else 0 (the other goals depend on the position or the move alone).

    >>> progress_of(Goal.collect("r", 6), 40, {"r": 4, "g": 9}), progress_of(Goal.score(50), 80, {})
    (4, 50)
    """
    if goal.kind is GoalKind.COLLECT:
        return min(goal.amount, collected.get(goal.colour or "", 0))
    if goal.kind is GoalKind.SCORE:
        return min(goal.amount, score)
    return 0


def hint(
    query: HintQuery | PuzzleAttempt,
    *,
    cache: HintCache | None = None,
    max_states: int = HINT_MAX_STATES,
    stop: Callable[[], bool] | None = None,
) -> Hint:
    """An honest hint for a puzzle attempt: the first move of a *shortest* solution from
    its current position within its moves left, proven by :func:`solve`, or a proof that
    there is none, or ``unknown`` -- never a guess.

    Use off the GUI thread (the UI): take ``q = HintQuery.of(attempt)`` on the thread that
    owns the attempt; answer from its cache (:meth:`HintCache.known`) if it can, else run
    :func:`search_hint` elsewhere (the UI: in its search process,
    :mod:`pebblepour.session.search_process`, so that a search's memory and garbage
    collection stay off the GUI process) and :meth:`~HintCache.keep` its answer in the
    cache where the attempt lives. ``search_hint`` reads only ``q`` (immutable) and touches
    no shared state but the rules' caches. Passing an attempt directly snapshots it first
    (only safe on the attempt's thread).

    * ``status == "solved"``: ``moves`` is a shortest winning line (``move`` = its first
      move, the one to highlight and speak); ``moves == ()`` if the goal is reached.
    * ``status == "unsolvable"``: proved that no line wins within the moves left (also
      for an attempt already lost or ended): say so plainly.
    * ``status == "unknown"``: more than ``max_states`` states, or ``stop()`` returned
      True (it is asked before each state expansion, so a stop lands within about a
      millisecond): "No solution found" -- not a proof.

    ``states`` counts the search states stored. With a ``cache`` (:class:`HintCache`, whose
    owner passes it; none: nothing is remembered) the proven answers are remembered, so
    asking again at the same position (or after an undo) is instant (whatever the budget:
    a proof needs no new search).
    Time (``python -m pebblepour.bowls bench --hints``): from positions along the stored
    solutions the median is well under 1 ms and 95 % take under 25 ms; the worst, the
    starts of the hardest chapter-10 puzzles (up to 6,000 states), take 50-70 ms of CPU
    time, and one wrong first move off puzzle 100 (proved unsolvable) about 80 ms -- run it
    off the GUI thread.

    >>> from .attempts import PuzzleAttempt
    >>> a = PuzzleAttempt("r rr . g gg . . . . . . .", Goal.clear_board(), limit=3)
    >>> hint(a)
    Hint(status='solved', moves=(0, 3), states=...)
    >>> _ = a.play(1); hint(a).status
    'unsolvable'
    >>> hint(PuzzleAttempt("r rr . g gg . b bb . . . .", Goal.clear_board(), 3), max_states=2)
    Hint(status='unknown', moves=(), states=3)
    """
    q = HintQuery.of(query) if isinstance(query, PuzzleAttempt) else query
    known = _over(q) if cache is None else cache.known(q)
    if known is not None:
        return known
    answer = search_hint(q, max_states=max_states, stop=stop)
    if cache is not None:
        cache.keep(q, answer)
    return answer


def _over(query: HintQuery) -> Hint | None:
    """The answer for an attempt that is over (or has no move left), else ``None``."""
    if query.state is AttemptState.WON:
        return Hint("solved", (), 0)
    if query.state is not AttemptState.PLAYING or query.moves_left < 1:
        return Hint("unsolvable", (), 0)
    return None


def search_hint(
    query: HintQuery,
    *,
    max_states: int = HINT_MAX_STATES,
    stop: Callable[[], bool] | None = None,
) -> Hint:
    """The search of :func:`hint` alone: it neither reads nor fills a :class:`HintCache`
    (what a search in another process runs; its caller then :meth:`~HintCache.keep` s the
    answer)."""
    over = _over(query)
    if over is not None:
        return over
    try:
        r = solve(
            query.position, query.goal, query.moves_left, first_moves=False,
            max_states=max_states, progress=query.progress, stop=stop, one_line=True,
        )
    except SearchLimitError as exc:
        return Hint("unknown", (), exc.states)
    return Hint("solved" if r.solvable else "unsolvable", r.solution, r.states)


HINT_CACHE_LIMIT: Final = 256
"""How many proven answers a :class:`HintCache` keeps (the oldest goes first)."""


class HintCache:
    """The proven answers of :func:`hint` (never ``unknown``) by query, oldest first, at
    most ``limit`` of them: asking again, or after an undo, costs nothing. Its owner (the
    Bowls play screen's controller, a benchmark, a test) makes it and passes it where hints
    are asked; safe to use from several threads (a search's answer may be kept from a
    worker thread).

    >>> from .attempts import PuzzleAttempt
    >>> cache = HintCache()
    >>> a = PuzzleAttempt("r rr . g gg . . . . . . .", Goal.clear_board(), limit=3)
    >>> cache.known(HintQuery.of(a)) is None, hint(a, cache=cache).moves, len(cache)
    (True, (0, 3), 1)
    >>> cache.known(HintQuery.of(a))
    Hint(status='solved', moves=(0, 3), states=...)
    """

    def __init__(self, limit: int = HINT_CACHE_LIMIT) -> None:
        if limit < 1:
            raise ValueError(f"a hint cache keeps at least one answer, not {limit}")
        self._limit = limit
        self._proven: dict[HintQuery, Hint] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._proven)

    def known(self, query: HintQuery) -> Hint | None:
        """The answer of :func:`hint` for ``query`` when it needs no search (the attempt is
        over, or the answer was proven before and kept here), else ``None``."""
        over = _over(query)
        if over is not None:
            return over
        with self._lock:
            return self._proven.get(query)

    def keep(self, query: HintQuery, answer: Hint) -> None:
        """Remember ``answer``, found for ``query`` (by :func:`search_hint`, maybe in
        another process), so that :func:`hint` gives it again without a search; an
        ``unknown`` is not kept (nothing was proved)."""
        if answer.status != "unknown":
            self._keep(query, answer)

    def _keep(self, query: HintQuery, answer: Hint) -> None:
        with self._lock:
            if len(self._proven) >= self._limit:
                del self._proven[next(iter(self._proven))]  # the oldest
            self._proven[query] = answer

    def remember(self, attempt: PuzzleAttempt, line: Sequence[int]) -> None:
        """Teach the cache a shortest solution proven elsewhere: ``line`` must be a shortest
        winning line from ``attempt``'s position (a puzzle's stored solution from its start,
        which the pack's verification proves shortest; or a line :func:`hint` returned).
        Each position along it then gets its hint without a search: what is left of a
        shortest line is a shortest line from where it has got to. Plays ``line`` on
        ``attempt`` (pass a copy).

        >>> from .attempts import PuzzleAttempt
        >>> cache = HintCache()
        >>> a = PuzzleAttempt("y yy . p pp . b bb . . . .", Goal.clear_board(), 3)
        >>> cache.remember(PuzzleAttempt("y yy . p pp . b bb . . . .", Goal.clear_board(), 3),
        ...                (0, 3, 6))
        >>> hint(a, cache=cache, max_states=2)  # known: no search (one would give up)
        Hint(status='solved', moves=(0, 3, 6), states=0)
        >>> _ = a.play(0); hint(a, cache=cache, max_states=2).moves
        (3, 6)
        """
        for k, move in enumerate(line):
            if attempt.status.state is not AttemptState.PLAYING:
                raise ValueError("the line is not a winning line from this position")
            self._keep(HintQuery.of(attempt), Hint("solved", tuple(line[k:]), 0))
            attempt.play(move)
        if attempt.status.state is not AttemptState.WON:
            raise ValueError("the line does not reach the goal")

    def clear(self) -> None:
        """Forget every answer."""
        with self._lock:
            self._proven.clear()
