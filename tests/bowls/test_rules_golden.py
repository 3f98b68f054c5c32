"""Golden digest of the rules: thousands of seeded random ``resolve`` lines (any bowl
lengths, every stone kind, modifiers with timers, ready groups, odd refills, illegal
moves), their SPEC 3.2 answers, the full move results with event records and forecasts.
The digest was taken from the rules before the one-play-path rewrite (issue 11), so any
change of behaviour shows up here as a changed number, perft style."""

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path

from pebblepour.bowls.__main__ import answer
from pebblepour.bowls.position import Position
from pebblepour.bowls.rules import (
    BlockersRemoved,
    Board,
    GroupCleared,
    IllegalMoveError,
    MoveResult,
    PhaseReport,
    forecast,
)
from pebblepour.rng import Rng

KINDS = "rygbp*#"
WEIGHTED = "rrryyygggbbbppp**#"


def _position(rng: Rng) -> str:
    maxlen = (3, 5, 7, 9, 14)[rng.below(5)]
    tokens = []
    for _ in range(12):
        token = "".join(WEIGHTED[rng.below(len(WEIGHTED))] for _ in range(rng.below(maxlen + 1)))
        token = token or "."
        r = rng.below(10)
        if r < 4:
            token += "@" + "FRVV"[r] + (str(1 + rng.below(3)) if rng.below(2) else "")
        tokens.append(token)
    return " ".join(tokens)


def _report(p: PhaseReport | None) -> object:
    if p is None:
        return None
    return [p.phase, p.points, p.combo, p.matched, list(dict(p.cleared).items()),
            p.blockers_removed, list(p.erupted), list(p.overflowing), p.perfect_clear,
            list(p.grouping_bowls)]


def _result(r: MoveResult) -> object:
    return [r.move, str(r.position), r.overflow, r.player_points, r.refill_points, r.combo,
            r.perfect_clear, list(r.erupted), list(dict(r.cleared).items()), _report(r.player),
            _report(r.refill), [list(x) for x in r.refill_stones], [_event(e) for e in r.events]]


def _event(e: object) -> str:
    """An event as the digest recorded it, before events carried their results (``left``,
    ``points``, ``chained``: test_events.py checks those against the rules)."""
    if isinstance(e, GroupCleared):
        return (f"GroupCleared(bowl={e.bowl}, colour={e.colour!r}, normals={e.normals}, "
                f"wildcards={e.wildcards})")
    if isinstance(e, BlockersRemoved):
        return f"BlockersRemoved(bowl={e.bowl}, count={e.count})"
    return repr(e)


def lines(seed: int, cases: int) -> Iterator[tuple[dict[str, object], str, int]]:
    """The seeded ``resolve`` lines (SPEC 3.2 input), with their position and move."""
    rng = Rng(seed)
    for _ in range(cases):
        text = _position(rng)
        move = rng.below(14) - 1
        stones = (0, 0, 1, 2, 2, 2, 3, 4)[rng.below(8)]
        refill = [[rng.below(12), KINDS[rng.below(7)]] for _ in range(stones)]
        line: dict[str, object] = {"position": text, "move": move}
        if rng.below(4):
            line["refill"] = refill
        yield line, text, move


def digest(seed: int, cases: int) -> str:
    h = hashlib.sha256()
    for k, (line, text, move) in enumerate(lines(seed, cases)):
        h.update(json.dumps(answer(json.dumps(line))).encode())
        board = Board(Position.parse(text))
        try:
            h.update(json.dumps(_result(board.play(move, refill=None, record=True))).encode())
            for m in board.legal_sources()[:3]:  # a settled board now
                h.update(json.dumps(list(forecast(board, m))).encode())
                r = board.copy().play(m, [(m, "r"), ((m + 3) % 12, "g")], record=k % 2 == 0)
                h.update(json.dumps(_result(r)).encode())
        except IllegalMoveError as exc:
            h.update(str(exc).encode())
    return h.hexdigest()


READABLE = Path(__file__).with_name("golden") / "resolve-2026.jsonl"
"""The first 200 of the digest's lines with their SPEC 3.2 answers, one JSON object a line
({"in": ..., "out": ...}): what a change of behaviour changed, in words."""


def test_resolve_answers_match_the_readable_golden() -> None:
    golden = [json.loads(t) for t in READABLE.read_text(encoding="utf-8").splitlines()]
    assert len(golden) == 200
    for k, (line, _text, _move) in enumerate(lines(2026, len(golden))):
        got = {"in": line, "out": answer(json.dumps(line))}
        assert got == golden[k], f"case {k} of {READABLE.name} differs"


def test_rules_golden_digest() -> None:
    """Everything else of the same lines (full move results, event records, forecasts):
    when this fails and the readable golden passes, the change is past its 200 cases or
    in what the answers do not show."""
    assert digest(2026, 3000) == "4a364afac608b414426907008236bd5fc84d6e186ee452c2713f7c3146c5efd7"
