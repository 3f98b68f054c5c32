"""Golden digest of the rules: thousands of seeded random ``resolve`` lines (any bowl
lengths, every stone kind, modifiers with timers, ready groups, odd refills, illegal
moves), their SPEC 3.2 answers, the full move results with event records and forecasts.
The digest was taken from the rules before the one-play-path rewrite (issue 11), so any
change of behaviour shows up here as a changed number, perft style."""

import hashlib
import json

from pebblepour.bowls.__main__ import answer
from pebblepour.bowls.position import Position
from pebblepour.bowls.rules import Board, IllegalMoveError, MoveResult, PhaseReport, forecast
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
            _report(r.refill), [list(x) for x in r.refill_stones], [repr(e) for e in r.events]]


def digest(seed: int, cases: int) -> str:
    rng = Rng(seed)
    h = hashlib.sha256()
    for k in range(cases):
        text = _position(rng)
        move = rng.below(14) - 1
        stones = (0, 0, 1, 2, 2, 2, 3, 4)[rng.below(8)]
        refill = [[rng.below(12), KINDS[rng.below(7)]] for _ in range(stones)]
        line: dict[str, object] = {"position": text, "move": move}
        if rng.below(4):
            line["refill"] = refill
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


def test_rules_golden_digest() -> None:
    assert digest(2026, 3000) == "4a364afac608b414426907008236bd5fc84d6e186ee452c2713f7c3146c5efd7"
