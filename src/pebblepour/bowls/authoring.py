"""Authoring aid for Bowls puzzle packs: generate candidates, solve them, measure them.

Candidates come from :func:`random_position` (seeded with the project generator
:class:`~pebblepour.rng.Rng`, so a seed always gives the same candidates). For each one,
:func:`explore` plays every line up to a depth with the engine and records what each
depth can achieve (fewest stones left, best combo, most points, colours cleared...);
:func:`goal_options` turns that into goals whose best line needs exactly ``d`` moves, and
:func:`evaluate` proves each with :func:`~.solver.solve` and returns its metrics.
:func:`build_pack` selects 100 of them along the difficulty curve of :data:`CHAPTERS`.

``python -m pebblepour.bowls puzzles author --goal KIND --features wildcard,volcano
--count N --seed S`` prints candidates and metrics; ``puzzles build --seed S --out PATH
[--ids 81-100] [--kind KIND]`` selects puzzles for a range of ids (the file is rewritten
after every puzzle).

How the shipped pack was made (issue 4): several ``build`` runs over id ranges (seeds
3..12; a slot that misses its targets within its time budget takes the closest
candidate), merged with the best candidate per id; the five puzzles that introduce a
feature (21, 31, 41, 51, 61) and two one-move combo puzzles of chapter 1 were picked by
hand from ``author``-style searches, checked with :func:`~.puzzles.teaches`; within a
chapter the puzzles are ordered by shortest length (the introducing puzzle first). The
result is therefore not reproduced by a single command; ``puzzles verify`` re-proves it.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Final, TextIO

from ..rng import Rng
from .attempts import Goal, GoalKind
from .position import CAPACITY, COLOURS, NUM_BOWLS, Position, sources_of
from .puzzles import (
    FEATURES,
    Puzzle,
    chapter_of,
    design_problems,
    goal_holds_at_start,
    pack_to_json,
    position_features,
    rotation_key,
    solution_chains,
    solution_features,
)
from .rules import Board, bowl_groups
from .solver import SearchLimitError, SolveResult, solve


@dataclass(frozen=True, slots=True)
class Shape:
    """How :func:`random_position` builds a candidate."""

    colours: tuple[int, int] = (2, 3)
    """Range of distinct normal colours."""
    per_colour: tuple[int, int] = (3, 4)
    """Range of normal stones per colour."""
    span: tuple[int, int] = (3, 5)
    """Range of the width of the window of adjacent bowls that holds the stones."""
    fill: tuple[int, int] = (1, 4)
    """Range of stones per occupied bowl."""
    features: frozenset[str] = frozenset()
    """Special features to include (names of :data:`~.puzzles.FEATURES`)."""
    short_colours: int = 0
    """Colours given only 1-2 stones (need wildcards)."""
    chain_bias: bool = False
    """Fill volcanoes to 4-5 stones and give a bowl an eruption reaches two stones of the
    colour it will receive, so that eruptions tend to complete groups (chains)."""


def _sample(rng: Rng, items: Sequence[str], k: int) -> list[str]:
    pool = list(items)
    rng.shuffle(pool)
    return pool[:k]


def random_position(rng: Rng, shape: Shape, tries: int = 200) -> Position | None:
    """A random start: no ready group, no bowl above :data:`~.position.CAPACITY`."""
    for _ in range(tries):
        n_col = rng.randint(*shape.colours)
        colours = _sample(rng, COLOURS, n_col)
        stones: list[str] = []
        for k, c in enumerate(colours):
            if k < shape.short_colours and "wildcard" in shape.features:
                stones += [c] * rng.randint(1, 2)
            else:
                stones += [c] * rng.randint(*shape.per_colour)
        if "wildcard" in shape.features:
            stones += ["*"] * rng.randint(1, 2)
        if "blocker" in shape.features:
            stones += ["#"] * rng.randint(1, 3)
        rng.shuffle(stones)
        width = rng.randint(*shape.span)
        first = rng.below(NUM_BOWLS)
        window = [(first + i) % NUM_BOWLS for i in range(width)]
        bowls = [""] * NUM_BOWLS
        cap = shape.fill[1]
        ok = True
        for ch in stones:
            room = [b for b in window if len(bowls[b]) < cap]
            if not room:
                ok = False
                break
            bowls[rng.choice(room)] += ch
        if not ok:
            continue
        if any(bowl_groups(b) is not None or len(b) > CAPACITY for b in bowls):
            continue
        if sum(1 for b in window if bowls[b]) < 2:
            continue
        mods = [""] * NUM_BOWLS
        free = list(window)
        ok = True
        for name, letter in (("frozen", "F"), ("reverse", "R"), ("volcano", "V")):
            if name not in shape.features:
                continue
            count = 1 if rng.below(3) else 2
            for _ in range(count):
                if letter == "V":
                    choices = [b for b in free if len(bowls[b]) >= 3]
                elif letter == "R":
                    choices = [b for b in free if bowls[b]]
                else:
                    choices = [b for b in free if bowls[b]] or free
                if not choices:
                    ok = False
                    break
                b = rng.choice(choices)
                mods[b] = letter
                free.remove(b)
        if not ok:
            continue
        if shape.chain_bias and not _bias_chains(rng, bowls, mods, colours):
            continue
        pos = Position(bowls, mods)
        if not pos.legal_sources():
            continue
        return pos
    return None


def _bias_chains(rng: Rng, bowls: list[str], mods: list[str], colours: list[str]) -> bool:
    """Prepare chains around every volcano (see :attr:`Shape.chain_bias`); False if the
    result breaks a start rule (a ready group or an overfull bowl)."""
    for v in range(NUM_BOWLS):
        if mods[v] != "V":
            continue
        while len(bowls[v]) < 4 + rng.below(2):
            bowls[v] += rng.choice(colours)
        queue = bowls[v]
        k = rng.below(len(queue))
        target = (v + k + 1) % NUM_BOWLS
        colour = queue[k]
        if colour not in COLOURS or mods[target] == "V":
            continue
        while bowls[target].count(colour) < 2:
            bowls[target] += colour
    # Keep every colour clearable: no colour with only one or two stones on the board.
    stones = "".join(bowls)
    homes = [i for i in range(NUM_BOWLS) if bowls[i] and mods[i] != "V"]
    for c in COLOURS:
        n = stones.count(c)
        if 0 < n < 3 and "*" not in stones:
            for _ in range(3 - n):
                bowls[rng.choice(homes)] += c
    return all(bowl_groups(b) is None and len(b) <= 5 for b in bowls)


@dataclass(slots=True)
class Reach:
    """What each depth of :func:`explore` can achieve (index = moves played)."""

    min_stones: list[int] = field(default_factory=list)
    max_combo: list[int] = field(default_factory=list)
    max_score: list[int] = field(default_factory=list)
    max_collect: list[dict[str, int]] = field(default_factory=list)
    cleared: list[set[str]] = field(default_factory=list)
    """Colours present at the start and gone at some state of this depth."""
    board_clear: list[bool] = field(default_factory=list)
    start_stones: int = 0
    """Stones on the board before the first move."""


def explore(start: Position, depth: int, max_states: int = 60_000) -> Reach:
    """Play every line from ``start`` up to ``depth`` moves with the engine (states
    merged by position, each keeping the best score/collection of its first discovery,
    which makes score and collection figures lower bounds) and record per depth what is
    achievable. Stops early when the state count passes ``max_states``."""
    reach = Reach(start_stones=start.stone_count())
    present = {c for c in COLOURS if any(c in b for b in start.bowls)}
    layer: dict[tuple[str, ...], tuple[int, tuple[int, ...]]] = {
        start.bowls: (0, (0,) * len(COLOURS))
    }
    seen: set[tuple[str, ...]] = {start.bowls}
    mods = start.modifiers
    timers = start.timers
    for d in range(1, depth + 1):
        nxt: dict[tuple[str, ...], tuple[int, tuple[int, ...]]] = {}
        min_stones = 10**6
        best_combo = 0
        best_score = 0
        best_coll = dict.fromkeys(COLOURS, 0)
        gone: set[str] = set()
        clear = False
        for bowls, (score, coll) in layer.items():
            for m in sources_of(bowls, mods):
                board = Board()
                board.bowls = list(bowls)
                board.modifiers = list(mods)
                board.timers = list(timers)
                board.settled = d > 1
                r = board.play(m)
                if r.overflow is not None:
                    continue
                s = score + r.player_points
                c = coll
                if r.cleared:
                    c = tuple(
                        coll[k] + r.cleared.get(col, 0) for k, col in enumerate(COLOURS)
                    )
                n = sum(map(len, board.bowls))
                min_stones = min(min_stones, n)
                best_combo = max(best_combo, r.combo)
                best_score = max(best_score, s)
                for k, col in enumerate(COLOURS):
                    best_coll[col] = max(best_coll[col], c[k])
                for col in present:
                    if not any(col in b for b in board.bowls):
                        gone.add(col)
                if n == 0:
                    clear = True
                    continue
                key = tuple(board.bowls)
                if key in seen:
                    continue
                seen.add(key)
                nxt[key] = (s, c)
        reach.min_stones.append(min_stones)
        reach.max_combo.append(best_combo)
        reach.max_score.append(best_score)
        reach.max_collect.append(best_coll)
        reach.cleared.append(gone)
        reach.board_clear.append(clear)
        layer = nxt
        if not layer or len(seen) > max_states:
            break
    return reach


def goal_options(reach: Reach, kind: GoalKind) -> list[tuple[Goal, int]]:
    """Goals of ``kind`` with the depth at which :func:`explore` first reached them."""
    out: list[tuple[Goal, int]] = []
    depths = range(len(reach.min_stones))
    if kind is GoalKind.CLEAR_BOARD:
        for d in depths:
            if reach.board_clear[d]:
                out.append((Goal.clear_board(), d + 1))
                break
    elif kind is GoalKind.CLEAR_COLOUR:
        done: set[str] = set()
        for d in depths:
            for c in sorted(reach.cleared[d] - done):
                out.append((Goal.clear_colour(c), d + 1))
            done |= reach.cleared[d]
    elif kind is GoalKind.AT_MOST:
        fewest = _records(reach.min_stones, reach.start_stones, lower=True)
        out += [(Goal.at_most(v), d) for v, d in fewest]
    elif kind is GoalKind.COMBO:
        out += [(Goal.combo(v), d) for v, d in _records(reach.max_combo, 1)]
    elif kind is GoalKind.SCORE:
        out += [(Goal.score(v), d) for v, d in _records(reach.max_score, 0)]
    else:
        for c in COLOURS:
            collected = [m[c] for m in reach.max_collect]
            out += [(Goal.collect(c, v), d) for v, d in _records(collected, 0)]
    return out


def _records(values: Sequence[int], start: int, lower: bool = False) -> Iterator[tuple[int, int]]:
    """Each ``(value, moves)`` at which ``values`` (one a depth) beats ``start`` and every
    value before it: a higher one, or with ``lower`` a lower one.

    >>> list(_records([3, 2, 5, 5, 7], 2))
    [(3, 1), (5, 3), (7, 5)]
    >>> list(_records([9, 8, 8, 4], 9, lower=True))
    [(8, 2), (4, 4)]
    """
    best = start
    for d, v in enumerate(values):
        if v < best if lower else v > best:
            best = v
            yield v, d + 1


@dataclass(frozen=True, slots=True)
class Candidate:
    """A solved candidate puzzle and its metrics."""

    start: Position
    goal: Goal
    limit: int
    result: SolveResult
    uses: frozenset[str]
    """Features the stored solution uses (see :func:`~.puzzles.solution_features`)."""
    chains: int
    """Solution moves where an eruption leads to a group (:func:`~.puzzles.solution_chains`)."""

    @property
    def shortest(self) -> int:
        """Shortest solution length."""
        assert self.result.shortest is not None
        return self.result.shortest

    def start_features(self) -> frozenset[str]:
        """Features present in the start position."""
        return position_features(self.start)

    def puzzle(self, pid: int) -> Puzzle:
        """This candidate as puzzle ``pid``."""
        return Puzzle(pid, chapter_of(pid), self.start, self.goal, self.limit,
                      self.result.solution)

    def row(self) -> str:
        """One line of metrics."""
        r = self.result
        return (
            f"{self.goal!s:<16} limit {self.limit} shortest {self.shortest} "
            f"win1st {len(r.winning_first_moves)}/{len(r.first_moves)} "
            f"lines {r.shortest_lines} branch {r.branching:.1f} states {r.states} "
            f"{r.seconds:.2f}s uses {','.join(sorted(self.uses)) or '-'} chains {self.chains}"
            f"  {self.start}"
        )


def evaluate(
    start: Position, goal: Goal, limit: int, max_states: int = 150_000
) -> Candidate | None:
    """Solve one candidate; ``None`` if unsolvable within ``limit`` or too big."""
    try:
        result = solve(start, goal, limit, max_states=max_states)
    except SearchLimitError:
        return None
    if result.shortest is None:
        return None
    puzzle = Puzzle(1, 1, start, goal, limit, result.solution)
    return Candidate(
        start, goal, limit, result, solution_features(puzzle), solution_chains(puzzle)
    )


def candidates(
    rng: Rng,
    shape: Shape,
    kind: GoalKind,
    depth: int,
    slack: int,
    *,
    explore_states: int = 20_000,
    solve_states: int = 40_000,
) -> Iterator[Candidate]:
    """Endless stream of solved candidates of ``kind`` built with ``shape``."""
    for cand in _candidates(rng, shape, kind, depth, slack, explore_states, solve_states):
        if cand is not None:
            yield cand


def _candidates(
    rng: Rng,
    shape: Shape,
    kind: GoalKind,
    depth: int,
    slack: int,
    explore_states: int = 20_000,
    solve_states: int = 40_000,
) -> Iterator[Candidate | None]:
    """:func:`candidates`, with a ``None`` after every random position (so that a caller
    can watch the clock even while no position gives a candidate)."""
    while True:
        pos = random_position(rng, shape)
        yield None
        if pos is None:
            continue
        options: list[tuple[Goal, int]] = []
        if kind in (GoalKind.CLEAR_BOARD, GoalKind.CLEAR_COLOUR):
            # The solver's pruning makes a direct search cheaper than exploring.
            goals = (
                [Goal.clear_board()]
                if kind is GoalKind.CLEAR_BOARD
                else [Goal.clear_colour(c) for c in COLOURS if any(c in b for b in pos.bowls)]
            )
            for goal in goals:
                try:
                    r = solve(pos, goal, depth, first_moves=False, max_states=solve_states)
                except SearchLimitError:
                    continue
                if r.shortest is not None:
                    options.append((goal, r.shortest))
        else:
            options = goal_options(explore(pos, depth, explore_states), kind)
        for goal, d in options:
            if goal.kind is GoalKind.AT_MOST and goal.amount == 0:
                continue  # that is clear_board
            if goal_holds_at_start(pos, goal):
                continue
            cand = evaluate(pos, goal, d + slack, solve_states)
            if cand is not None:
                yield cand


# --------------------------------------------------------------------------- the curve


@dataclass(frozen=True, slots=True)
class Chapter:
    """Targets of one chapter of the pack."""

    shortest: tuple[int, int]
    """Range of shortest solution lengths."""
    slack: int
    """Moves allowed beyond the shortest."""
    shape: Shape
    """Candidate shape of the ordinary puzzles."""
    features: tuple[frozenset[str], ...]
    """Feature sets, cycled over the chapter's puzzles."""
    intro: str | None = None
    """The feature the chapter's first puzzle introduces (that puzzle has only it, its
    solution uses it, and it is one move shorter than the chapter's range at most)."""
    max_winning_first: int = 12
    """Most winning first moves allowed."""
    min_winning_first: int = 1
    """Fewest winning first moves allowed."""
    max_lines: int = 1000
    """Most shortest winning lines allowed."""
    chains: bool = False
    """Puzzles with volcanoes must chain (an eruption completes a group in the solution)."""


def _fs(*names: str) -> frozenset[str]:
    return frozenset(names)


#: The difficulty curve: chapter 1 = puzzles 1..10, and so on.
CHAPTERS: Final = (
    Chapter((1, 1), 2, Shape((2, 2), (3, 3), (2, 3), (1, 3)), (_fs(),), min_winning_first=2),
    Chapter((1, 2), 2, Shape((2, 3), (3, 4), (3, 4), (1, 3)), (_fs(),), min_winning_first=2),
    Chapter((2, 3), 1, Shape((2, 3), (3, 4), (3, 5), (1, 4)), (_fs("wildcard"),),
            intro="wildcard"),
    Chapter((3, 3), 1, Shape((2, 3), (3, 4), (3, 5), (1, 4)),
            (_fs("blocker"), _fs("blocker", "wildcard")), intro="blocker"),
    Chapter((3, 4), 1, Shape((3, 3), (3, 4), (4, 6), (1, 4)),
            (_fs("frozen"), _fs("frozen", "blocker"), _fs("frozen", "wildcard")),
            intro="frozen", max_winning_first=4),
    Chapter((4, 4), 1, Shape((3, 3), (3, 4), (4, 6), (1, 4)),
            (_fs("reverse"), _fs("reverse", "frozen"), _fs("reverse", "wildcard"),
             _fs("reverse", "blocker")), intro="reverse", max_winning_first=3),
    Chapter((4, 5), 1, Shape((3, 3), (3, 4), (4, 6), (1, 5)),
            (_fs("volcano"), _fs("volcano", "wildcard"), _fs("volcano", "blocker")),
            intro="volcano", max_winning_first=3),
    Chapter((5, 6), 1, Shape((3, 4), (3, 4), (5, 7), (1, 5)),
            (_fs("volcano", "reverse"), _fs("volcano", "frozen"),
             _fs("volcano", "blocker", "wildcard"), _fs("volcano", "reverse", "frozen")),
            max_winning_first=3, max_lines=12, chains=True),
    Chapter((6, 7), 0, Shape((3, 4), (3, 4), (5, 7), (1, 5)),
            (_fs("volcano", "reverse", "wildcard"), _fs("volcano", "frozen", "blocker"),
             _fs("volcano", "reverse", "frozen")), max_winning_first=2, max_lines=8,
            chains=True),
    Chapter((7, 8), 0, Shape((3, 4), (3, 4), (6, 8), (1, 5)),
            (_fs("volcano", "reverse", "frozen", "wildcard"),
             _fs("volcano", "blocker", "reverse"), _fs("volcano", "frozen", "wildcard")),
            max_winning_first=2, max_lines=6, chains=True),
)

#: Goal kinds cycled over the pack (puzzle 1 clears a colour, 2 collects, ...).
KIND_ORDER: Final = (
    GoalKind.CLEAR_COLOUR,
    GoalKind.COLLECT,
    GoalKind.SCORE,
    GoalKind.COMBO,
    GoalKind.AT_MOST,
    GoalKind.CLEAR_BOARD,
)


def _slot(pid: int) -> tuple[Chapter, frozenset[str], bool]:
    ch = CHAPTERS[chapter_of(pid) - 1]
    k = (pid - 1) % 10
    if ch.intro is not None and k == 0:
        return ch, _fs(ch.intro), True
    return ch, ch.features[k % len(ch.features)], False


def _range(ch: Chapter, intro: bool) -> tuple[int, int]:
    lo, hi = ch.shortest
    return (max(1, lo - 1), lo) if intro else (lo, hi)


def _penalty(
    cand: Candidate, ch: Chapter, features: frozenset[str], intro: bool
) -> tuple[int, ...]:
    """How far a candidate is from its slot's targets (all zeros: it fits)."""
    lo, hi = _range(ch, intro)
    r = cand.result
    wins = len(r.winning_first_moves)
    if intro:
        missing = len(features - cand.uses)
    elif features:
        need = {"volcano"} & features or set(features)
        missing = len(need - cand.uses) + max(
            0, min(2, len(features)) - len(cand.uses & features)
        )
    else:
        missing = 0
    chain = int(ch.chains and "volcano" in features and cand.chains == 0)
    off = min(abs(cand.shortest - lo), abs(cand.shortest - hi))
    return (
        0 if lo <= cand.shortest <= hi else 1 + off,
        missing,
        chain,
        max(0, wins - ch.max_winning_first) + max(0, ch.min_winning_first - wins),
        int(r.shortest_lines > ch.max_lines),
        int(len(r.first_moves) < 2),
    )


def build_pack(
    seed: int,
    *,
    log: TextIO | None = None,
    per_slot_seconds: float = 60.0,
    ids: Sequence[int] = tuple(range(1, 101)),
    progress: Callable[[Puzzle], None] | None = None,
    kind: GoalKind | None = None,
) -> list[Puzzle]:
    """Select one candidate for every puzzle id along :data:`CHAPTERS`.

    The goal kinds cycle through :data:`KIND_ORDER` unless ``kind`` forces one.

    Deterministic for ``seed`` apart from the per-slot time budget: a slot that runs out
    of time takes the candidate closest to its targets (see :func:`_penalty`) provided
    its length is in range and, for an introducing puzzle, it uses its feature.
    """
    out: list[Puzzle] = []
    taken: set[str] = set()
    for pid in ids:
        ch, features, intro = _slot(pid)
        slot_kind = kind or KIND_ORDER[(pid - 1) % len(KIND_ORDER)]
        rng = Rng(seed * 1009 + pid)
        shape = Shape(
            ch.shape.colours, ch.shape.per_colour, ch.shape.span, ch.shape.fill, features,
            1 if "wildcard" in features and rng.below(2) else 0,
            ch.chains and "volcano" in features,
        )
        depth = _range(ch, intro)[1]
        t0 = time.perf_counter()
        chosen: Candidate | None = None
        best: tuple[tuple[int, ...], Candidate] | None = None
        for cand in _candidates(rng, shape, slot_kind, depth, ch.slack):
            if cand is not None and rotation_key(cand.start) not in taken and (
                features <= cand.start_features()
            ):
                pen = _penalty(cand, ch, features, intro)
                if not any(pen):
                    chosen = cand
                    break
                if best is None or pen < best[0]:
                    best = (pen, cand)
            if best is None:
                continue
            spent = time.perf_counter() - t0
            if (
                (spent > per_slot_seconds and best[0][:2] == (0, 0))
                or (spent > 4 * per_slot_seconds and best[0][0] == 0)
                or spent > 10 * per_slot_seconds
            ):
                chosen = best[1]
                break
        assert chosen is not None
        taken.add(rotation_key(chosen.start))
        puzzle = chosen.puzzle(pid)
        out.append(puzzle)
        if log is not None:
            print(f"{pid:3d} {chosen.row()}", file=log, flush=True)
        if progress is not None:
            progress(puzzle)
    return out


def main_author(
    kind: GoalKind, features: frozenset[str], count: int, seed: int, depth: int, slack: int,
    out: TextIO = sys.stdout,
) -> int:
    """``puzzles author``: print ``count`` solved candidates with their metrics."""
    unknown = features - set(FEATURES)
    if unknown:
        print(f"unknown features {sorted(unknown)} (use {', '.join(FEATURES)})", file=sys.stderr)
        return 2
    rng = Rng(seed)
    shape = Shape((2, 4), (3, 4), (3, 7), (1, 5), features, 1 if "wildcard" in features else 0)
    t0 = time.perf_counter()
    for n, cand in enumerate(candidates(rng, shape, kind, depth, slack), 1):
        print(cand.row(), file=out, flush=True)
        if n >= count:
            break
    print(f"{count} candidates in {time.perf_counter() - t0:.1f} s", file=out)
    return 0


def check(puzzles: Sequence[Puzzle]) -> list[str]:
    """Design problems of a built pack (see :func:`~.puzzles.design_problems`)."""
    return design_problems(puzzles)


def write_pack(puzzles: Sequence[Puzzle], path: str) -> None:
    """Write ``puzzles`` as pack JSON."""
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(pack_to_json(puzzles))
