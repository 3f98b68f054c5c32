"""The Bowls puzzle pack (SPEC 1.7): model, loader and validation.

The pack is one JSON file, ``resources/puzzles/bowls.json``::

    {"format": "pebblepour.bowls.puzzles", "version": 1, "puzzles": [
    {"id": 1, "chapter": 1, "position": "r rr . . . . . . . . . .",
     "goal": {"kind": "clear_board"}, "limit": 2, "solution": [0], "shortest": 1},
    ...]}

:func:`load_pack` validates everything before a puzzle can be played: the format tag and
schema version; ids 1..N in order (N = 100 for the shipped pack), each in chapter
``(id - 1) // 10 + 1``; a start position that parses (SPEC 3.1), holds no bowl above 7 and
no ready group (the engine's :func:`~.rules.bowl_groups`); a known goal kind with the
parameters it needs; a move limit >= 1; and a stored solution that the engine's own
:class:`~.attempts.PuzzleAttempt` replays to a win on exactly its last move, within the
limit, whose length equals the stored ``shortest``. Any problem raises :class:`PackError`
naming the puzzle id and the field. That the stored length really is the *shortest* is
proven by ``python -m pebblepour.bowls puzzles verify`` (:mod:`.solver`).

>>> pack = parse_pack(
...     '{"format": "pebblepour.bowls.puzzles", "version": 1, "puzzles": [{"id": 1, '
...     '"chapter": 1, "position": "r rr . . . . . . . . . .", "goal": {"kind": '
...     '"clear_board"}, "limit": 2, "solution": [0], "shortest": 1}]}')
>>> pack[0].goal, pack[0].shortest, pack[0].attempt().moves_left
(Goal(kind=<GoalKind.CLEAR_BOARD: 'clear_board'>, colour=None, amount=0), 1, 2)
"""

from __future__ import annotations

import functools
import json
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ..paths import data_dir
from .attempts import (
    AttemptDataError,
    AttemptOverError,
    Goal,
    GoalKind,
    PuzzleAttempt,
    State,
)
from .position import CAPACITY, NUM_BOWLS, Position, PositionError
from .rules import (
    BlockersRemoved,
    GroupCleared,
    HandTaken,
    IllegalMoveError,
    VolcanoErupted,
    bowl_groups,
    echo,
)

#: The ``format`` tag of a pack file.
PACK_FORMAT: Final = "pebblepour.bowls.puzzles"
#: Schema version written and accepted.
SCHEMA_VERSION: Final = 1
#: Puzzles in the shipped pack.
PACK_SIZE: Final = 100
#: Puzzles per chapter (chapter = (id - 1) // 10 + 1).
CHAPTER_SIZE: Final = 10
#: Special features in the order the pack introduces them.
FEATURES: Final = ("wildcard", "blocker", "frozen", "reverse", "volcano")
#: Highest move limit accepted (as :class:`~.attempts.PuzzleAttempt`).
MAX_LIMIT: Final = 1000

_PUZZLE_FIELDS: Final = ("id", "chapter", "position", "goal", "limit", "solution", "shortest")
_GOAL_FIELDS: Final = ("kind", "colour", "amount")


#: Longest problem text of a :class:`PackError` (bad input it quotes is cut).
_MAX_PROBLEM: Final = 200


class PackError(ValueError):
    """A pack that does not validate. ``puzzle_id`` (``None`` for the pack itself) and
    ``field`` say where; the message names both, e.g.
    ``puzzle 17, field 'limit': must be >= 1``."""

    def __init__(self, puzzle_id: int | None, field: str, problem: str) -> None:
        where = f"puzzle {puzzle_id}" if puzzle_id is not None else "pack"
        if len(problem) > _MAX_PROBLEM:  # e.g. a position error quoting a huge token
            problem = problem[: _MAX_PROBLEM - 3] + "..."
        super().__init__(f"{where}, field {field!r}: {problem}")
        #: The puzzle id, or ``None`` for a pack-level problem.
        self.puzzle_id = puzzle_id
        #: The field (``"limit"``, ``"goal.kind"``, ``"version"``, ...).
        self.field = field
        #: The problem alone.
        self.problem = problem


def chapter_of(puzzle_id: int) -> int:
    """The chapter (1..10) of a puzzle id (1..100)."""
    return (puzzle_id - 1) // CHAPTER_SIZE + 1


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One validated puzzle of the pack."""

    id: int
    """1..100."""
    chapter: int
    """1..10 (ten chapters of ten)."""
    start: Position
    goal: Goal
    limit: int
    """Moves allowed (>= 1)."""
    solution: tuple[int, ...]
    """A stored shortest solution (source bowls)."""

    @property
    def shortest(self) -> int:
        """Length of the shortest solution."""
        return len(self.solution)

    @property
    def slack(self) -> int:
        """Moves allowed beyond the shortest solution."""
        return self.limit - len(self.solution)

    def attempt(self, *, record_events: bool = True) -> PuzzleAttempt:
        """A fresh attempt at this puzzle."""
        return PuzzleAttempt(self.start, self.goal, self.limit, record_events=record_events)

    def features(self) -> frozenset[str]:
        """The special features (:data:`FEATURES`) present in the start position."""
        return position_features(self.start)

    def goal_dict(self) -> dict[str, object]:
        """The goal as stored: ``{"kind": ..., "colour"?: ..., "amount"?: ...}``."""
        return goal_to_dict(self.goal)

    def to_json_dict(self) -> dict[str, object]:
        """The puzzle as stored in the pack."""
        return {
            "id": self.id,
            "chapter": self.chapter,
            "position": str(self.start),
            "goal": self.goal_dict(),
            "limit": self.limit,
            "solution": list(self.solution),
            "shortest": self.shortest,
        }

    def export_dict(self) -> dict[str, object]:
        """The line of ``puzzles export``: id, position, goal, limit, solution."""
        return {
            "id": self.id,
            "position": str(self.start),
            "goal": self.goal_dict(),
            "limit": self.limit,
            "solution": list(self.solution),
        }


def goal_to_dict(goal: Goal) -> dict[str, object]:
    """A goal as pack JSON (colour and amount only where the kind takes them)."""
    out: dict[str, object] = {"kind": goal.kind.value}
    if goal.colour is not None:
        out["colour"] = goal.colour
    if goal.kind in (GoalKind.COLLECT, GoalKind.SCORE, GoalKind.COMBO, GoalKind.AT_MOST):
        out["amount"] = goal.amount
    return out


def position_features(position: Position) -> frozenset[str]:
    """The special features of a position: stones ``wildcard`` / ``blocker``, bowl
    modifiers ``frozen`` / ``reverse`` / ``volcano``."""
    stones = "".join(position.bowls)
    found: set[str] = set()
    if "*" in stones:
        found.add("wildcard")
    if "#" in stones:
        found.add("blocker")
    for letter, name in (("F", "frozen"), ("R", "reverse"), ("V", "volcano")):
        if letter in position.modifiers:
            found.add(name)
    return frozenset(found)


def solution_features(puzzle: Puzzle) -> frozenset[str]:
    """The features the stored solution actually uses: a wildcard completes a group, a
    blocker is removed, a group forms in a frozen bowl, a reverse bowl is played, a
    volcano erupts (replayed by the engine with its event record)."""
    attempt = puzzle.attempt(record_events=True)
    frozen = {i for i, m in enumerate(puzzle.start.modifiers) if m == "F"}
    used: set[str] = set()
    for move in puzzle.solution:
        attempt.play(move)
        for ev in attempt.last_events:
            if isinstance(ev, GroupCleared):
                if ev.wildcards:
                    used.add("wildcard")
                if ev.bowl in frozen:
                    used.add("frozen")
            elif isinstance(ev, BlockersRemoved):
                used.add("blocker")
            elif isinstance(ev, HandTaken) and not ev.clockwise:
                used.add("reverse")
            elif isinstance(ev, VolcanoErupted):
                used.add("volcano")
    return frozenset(used)


def solution_chains(puzzle: Puzzle) -> int:
    """Moves of the stored solution in which a volcano eruption leads to a group (a
    chain: the erupted stones complete a group somewhere)."""
    attempt = puzzle.attempt(record_events=True)
    chains = 0
    for move in puzzle.solution:
        attempt.play(move)
        chains += any(isinstance(e, GroupCleared) and e.chained for e in attempt.last_events)
    return chains


def strip_feature(position: Position, feature: str) -> Position:
    """``position`` without ``feature``: wildcards / blockers taken out of the bowls, or
    the frozen / reverse / volcano modifiers removed."""
    stone = {"wildcard": "*", "blocker": "#"}.get(feature)
    if stone is not None:
        return Position(
            [b.replace(stone, "") for b in position.bowls], position.modifiers, position.timers
        )
    letter = {"frozen": "F", "reverse": "R", "volcano": "V"}[feature]
    mods = ["" if m == letter else m for m in position.modifiers]
    timers = [0 if m == letter else t for m, t in zip(position.modifiers, position.timers,
                                                      strict=True)]
    return Position(position.bowls, mods, timers)


def teaches(puzzle: Puzzle, feature: str) -> bool:
    """True if ``puzzle`` teaches ``feature``: its solution uses it, and the feature
    matters. Without wildcards, reverse bowls or volcanoes the puzzle can no longer be
    solved within its limit; without the frozen modifier it gets easier (shorter or more
    winning first moves); blockers must be cleared by a neighbouring group on the way."""
    if feature not in solution_features(puzzle):
        return False
    if feature == "blocker":
        return True
    from .solver import solve

    plain = strip_feature(puzzle.start, feature)
    if any(bowl_groups(b) is not None for b in plain.bowls) or not plain.legal_sources():
        return True
    without = solve(plain, puzzle.goal, puzzle.limit)
    if feature != "frozen":
        return without.shortest is None
    if without.shortest is None:
        return False
    with_it = solve(puzzle.start, puzzle.goal, puzzle.limit)
    return without.shortest < puzzle.shortest or len(without.winning_first_moves) > len(
        with_it.winning_first_moves
    )


def goal_holds_at_start(start: Position, goal: Goal) -> bool:
    """True if ``goal`` already holds before any move (a degenerate puzzle: any safe
    move would win)."""
    return goal.is_reached(start.bowls, 0, {}, 0)


def rotation_key(position: Position) -> str:
    """The smallest text among the 12 rotations of the ring (equal for rotated copies)."""
    texts = []
    for k in range(NUM_BOWLS):
        texts.append(
            str(
                Position._trusted(
                    position.bowls[k:] + position.bowls[:k],
                    position.modifiers[k:] + position.modifiers[:k],
                    position.timers[k:] + position.timers[:k],
                )
            )
        )
    return min(texts)


# --------------------------------------------------------------------------- loading


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_goal(pid: int, data: object) -> Goal:
    if not isinstance(data, dict):
        raise PackError(pid, "goal", "must be an object with 'kind'")
    for key in data:
        if key not in _GOAL_FIELDS:
            raise PackError(pid, f"goal.{key}", "unknown field")
    if "kind" not in data:
        raise PackError(pid, "goal.kind", "missing")
    kind_text = data["kind"]
    try:
        kind = GoalKind(kind_text)
    except ValueError:
        raise PackError(
            pid, "goal.kind", f"unknown goal kind {echo(kind_text)} (use "
            + ", ".join(k.value for k in GoalKind) + ")"
        ) from None
    colour = data.get("colour")
    amount = data.get("amount", 0)
    if colour is not None and not isinstance(colour, str):
        raise PackError(pid, "goal.colour", "must be one of r y g b p")
    if not _int(amount):
        raise PackError(pid, "goal.amount", "must be an integer")
    try:
        return Goal(kind, colour, amount)
    except AttemptDataError as exc:
        field = "goal.colour" if "colour" in str(exc) else "goal.amount"
        raise PackError(pid, field, str(exc)) from None


def _parse_position(pid: int, text: object) -> Position:
    if not isinstance(text, str):
        raise PackError(pid, "position", "must be SPEC 3.1 text")
    try:
        pos = Position.parse(text)
    except PositionError as exc:
        raise PackError(pid, "position", str(exc)) from None
    for i, stones in enumerate(pos.bowls):
        if len(stones) > CAPACITY:
            raise PackError(
                pid, "position", f"bowl {i} holds {len(stones)} stones (at most {CAPACITY})"
            )
        if bowl_groups(stones) is not None:
            raise PackError(pid, "position", f"bowl {i} holds a ready group ({stones!r})")
    return pos


def _replay(pid: int, start: Position, goal: Goal, limit: int, solution: Sequence[int]) -> None:
    attempt = PuzzleAttempt(start, goal, limit, record_events=False)
    for k, move in enumerate(solution, 1):
        try:
            attempt.play(move)
        except IllegalMoveError as exc:
            raise PackError(pid, "solution", f"move {k} (bowl {move}) is illegal: {exc}") from None
        except AttemptOverError:
            raise PackError(
                pid, "solution", f"the attempt is already over ({attempt.status.reason}) "
                f"before move {k}"
            ) from None
    if attempt.status.state is not State.WON:
        reason = attempt.status.reason or "goal not reached"
        raise PackError(pid, "solution", f"does not win ({reason})")


def parse_puzzle(data: object, index: int) -> Puzzle:
    """Validate one puzzle object (``index`` is its 0-based place in the pack)."""
    if not isinstance(data, dict):
        raise PackError(index + 1, "puzzle", "must be a JSON object")
    raw_id = data.get("id")
    pid = index + 1  # named by its place unless its id is a usable one
    if isinstance(raw_id, int) and _int(raw_id) and 1 <= raw_id <= PACK_SIZE:
        pid = raw_id
    for key in _PUZZLE_FIELDS:
        if key not in data:
            raise PackError(pid, key, "missing")
    for key in data:
        if key not in _PUZZLE_FIELDS:
            raise PackError(pid, key, "unknown field")
    if not isinstance(raw_id, int) or isinstance(raw_id, bool) or not 1 <= raw_id <= PACK_SIZE:
        raise PackError(pid, "id", f"must be an integer 1..{PACK_SIZE}, got {echo(raw_id)}")
    if raw_id != index + 1:
        raise PackError(pid, "id", f"ids must run 1, 2, 3, ... in order; expected {index + 1}")
    chapter = data["chapter"]
    if not _int(chapter) or chapter != chapter_of(pid):
        raise PackError(pid, "chapter", f"must be {chapter_of(pid)} (ten puzzles a chapter)")
    start = _parse_position(pid, data["position"])
    goal = _parse_goal(pid, data["goal"])
    limit = data["limit"]
    if not _int(limit):
        raise PackError(pid, "limit", "must be an integer")
    if limit < 1:
        raise PackError(pid, "limit", "must be >= 1")
    if limit > MAX_LIMIT:
        raise PackError(pid, "limit", f"must be <= {MAX_LIMIT}")
    solution = data["solution"]
    if not isinstance(solution, list) or not solution:
        raise PackError(pid, "solution", "must be a non-empty list of bowl numbers")
    for move in solution:
        if not _int(move) or not 0 <= move < NUM_BOWLS:
            raise PackError(pid, "solution", f"{echo(move)} is not a bowl number 0..11")
    shortest = data["shortest"]
    if not _int(shortest) or shortest < 1:
        raise PackError(pid, "shortest", "must be a positive integer")
    if shortest != len(solution):
        raise PackError(
            pid, "shortest", f"is {shortest} but the stored solution has {len(solution)} moves"
        )
    if len(solution) > limit:
        raise PackError(
            pid, "solution", f"has {len(solution)} moves, more than the limit {limit}"
        )
    _replay(pid, start, goal, limit, solution)
    return Puzzle(pid, chapter, start, goal, limit, tuple(solution))


def _locate(text: str, lineno: int) -> int | None:
    """The puzzle id whose text holds line ``lineno`` (1-based), if one can be seen."""
    lines = text.splitlines()
    for line in reversed(lines[: max(lineno, 1)]):
        m = re.search(r'"id"\s*:\s*([0-9]{1,9})(?![0-9])', line)
        if m:
            return int(m.group(1))
    return None


def parse_pack(text: str | bytes, *, full: bool = False) -> tuple[Puzzle, ...]:
    """Validate pack JSON text; ``full`` also requires all :data:`PACK_SIZE` puzzles."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise PackError(None, "json", f"not UTF-8: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PackError(
            _locate(text, exc.lineno), "json",
            f"not JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}",
        ) from None
    except RecursionError:
        raise PackError(None, "json", "nested too deeply") from None
    except ValueError:  # an integer longer than Python converts
        raise PackError(
            None, "json", f"a number has more than {sys.get_int_max_str_digits()} digits"
        ) from None
    if not isinstance(data, dict):
        raise PackError(None, "json", "the pack must be a JSON object")
    if data.get("format") != PACK_FORMAT:
        raise PackError(None, "format", f"must be {PACK_FORMAT!r}")
    if data.get("version") != SCHEMA_VERSION:
        raise PackError(
            None, "version", f"unsupported schema version {echo(data.get('version'))} "
            f"(this game reads {SCHEMA_VERSION})"
        )
    puzzles = data.get("puzzles")
    if not isinstance(puzzles, list) or not puzzles:
        raise PackError(None, "puzzles", "must be a non-empty list")
    if len(puzzles) > PACK_SIZE:
        raise PackError(None, "puzzles", f"at most {PACK_SIZE} puzzles")
    if full and len(puzzles) != PACK_SIZE:
        raise PackError(None, "puzzles", f"must hold {PACK_SIZE} puzzles, got {len(puzzles)}")
    return tuple(parse_puzzle(p, k) for k, p in enumerate(puzzles))


def default_pack_path() -> Path:
    """``resources/puzzles/bowls.json`` (repository or installed wheel)."""
    return data_dir("resources") / "puzzles" / "bowls.json"


@functools.cache
def _default_pack() -> tuple[Puzzle, ...]:
    return _read(default_pack_path(), full=True)


def _read(path: Path, *, full: bool) -> tuple[Puzzle, ...]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise PackError(None, "file", f"cannot read {path}: {exc.strerror or exc}") from None
    return parse_pack(raw, full=full)


def load_pack(path: Path | None = None) -> tuple[Puzzle, ...]:
    """Load and validate a pack; ``None`` = the shipped pack (all 100 puzzles, cached).

    Raises :class:`PackError` naming the puzzle id and field of the first problem.
    """
    if path is None:
        return _default_pack()
    return _read(Path(path), full=False)


def shipped_pack() -> tuple[Puzzle, ...]:
    """The shipped pack (read once), or ``()`` if it cannot be read: the game's puzzle list
    then says so and the rest of the app plays on."""
    try:
        return load_pack()
    except (PackError, OSError):
        return ()


def shipped_puzzle(n: int) -> Puzzle | None:
    """Puzzle ``n`` of the shipped pack (numbered from 1), or None.

    >>> shipped_puzzle(12).id, shipped_puzzle(0), shipped_puzzle(101)
    (12, None, None)
    """
    return next((p for p in shipped_pack() if p.id == n), None)


def pack_to_json(puzzles: Iterable[Puzzle]) -> str:
    """Pack JSON text, one puzzle per line (what :func:`load_pack` reads)."""
    rows = [json.dumps(p.to_json_dict(), ensure_ascii=False) for p in puzzles]
    head = json.dumps({"format": PACK_FORMAT, "version": SCHEMA_VERSION})[:-1]
    return head + ', "puzzles": [\n' + ",\n".join(rows) + "\n]}\n"


# --------------------------------------------------------------------------- design checks


def design_problems(puzzles: Sequence[Puzzle]) -> list[str]:
    """Pack-level design rules of issue 4 that a loadable pack can still break.

    All six goal kinds at least 10 times; 10 chapters of 10; the five features introduced
    one at a time in :data:`FEATURES` order, each first in a puzzle that :func:`teaches` it
    and holds no other feature not introduced before; no two start positions equal
    up to rotation of the ring; no goal that holds before the first move. Returns the
    problems found (empty: fine).
    """
    problems: list[str] = []
    if len(puzzles) != PACK_SIZE:
        problems.append(f"the pack holds {len(puzzles)} puzzles, not {PACK_SIZE}")
    kinds: dict[GoalKind, int] = dict.fromkeys(GoalKind, 0)
    for p in puzzles:
        kinds[p.goal.kind] += 1
    for kind, n in kinds.items():
        if n < 10:
            problems.append(f"goal kind {kind.value} appears {n} times (at least 10)")
    firsts: dict[str, Puzzle] = {}
    for p in puzzles:
        for f in sorted(p.features()):
            firsts.setdefault(f, p)
    order = sorted(firsts, key=lambda f: firsts[f].id)
    if order != [f for f in FEATURES if f in firsts]:
        problems.append(f"features introduced in the order {order}, expected {list(FEATURES)}")
    introduced: set[str] = set()
    for f in FEATURES:
        intro = firsts.get(f)
        if intro is None:
            problems.append(f"feature {f} never appears")
            continue
        others = intro.features() - {f} - introduced
        if others:
            problems.append(f"puzzle {intro.id} introduces {f} together with {sorted(others)}")
        if not teaches(intro, f):
            problems.append(f"puzzle {intro.id} introduces {f} but does not teach it")
        introduced.add(f)
    seen: dict[str, int] = {}
    for p in puzzles:
        if goal_holds_at_start(p.start, p.goal):
            problems.append(f"puzzle {p.id}: the goal holds before the first move")
        key = rotation_key(p.start)
        if key in seen:
            problems.append(f"puzzle {p.id} repeats puzzle {seen[key]} up to rotation")
        seen.setdefault(key, p.id)
    return problems
