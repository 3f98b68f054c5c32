"""Hints keep their answers: every position along every stored solution, and every position
one wrong first move off it, against ``hint_golden.json`` -- the status and the shortest
length the layered breadth-first solver gave before the search was made faster (recorded
with ``python tests/bowls/test_hint_golden.py --record`` from that solver, commit 3ee9367).

A faster search may return another line, but it must be as short, legal and winning.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pebblepour.bowls import State
from pebblepour.bowls.puzzles import Puzzle, load_pack
from pebblepour.bowls.solver import HintCache, HintQuery, hint

GOLDEN = Path(__file__).with_name("hint_golden.json")


def positions(pack: list[Puzzle]) -> list[tuple[int, tuple[int, ...]]]:
    """(puzzle id, moves played): along each stored solution, then one wrong first move."""
    out: list[tuple[int, tuple[int, ...]]] = []
    for p in pack:
        out.extend((p.id, p.solution[:k]) for k in range(len(p.solution)))
        for m in p.attempt(record_events=False).legal_sources():
            if m != p.solution[0]:
                out.append((p.id, (m,)))
    return out


def answers() -> list[list[object]]:
    """``[puzzle id, moves played, status, solution length]`` for every position."""
    pack = load_pack()
    by_id = {p.id: p for p in pack}
    rows: list[list[object]] = []
    for pid, played in positions(pack):
        attempt = by_id[pid].attempt(record_events=False)
        for m in played:
            attempt.play(m)
        h = hint(HintQuery.of(attempt))
        rows.append([pid, list(played), h.status, len(h.moves)])
    return rows


def test_hints_match_the_recorded_answers() -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    pack = load_pack()
    by_id = {p.id: p for p in pack}
    cache = HintCache()  # every answer searched here, none remembered from elsewhere
    assert [[pid, list(played)] for pid, played in positions(pack)] == [g[:2] for g in golden]
    assert {g[2] for g in golden} == {"solved", "unsolvable"}  # both kinds are covered
    for pid, played, status, length in golden:
        attempt = by_id[pid].attempt(record_events=False)
        for m in played:
            attempt.play(m)
        h = hint(HintQuery.of(attempt), cache=cache)
        assert (h.status, len(h.moves)) == (status, length), (pid, played, h)
        if h.moves:
            assert h.moves[0] in attempt.legal_sources()
            for m in h.moves:
                assert attempt.status.state is State.PLAYING, (pid, played, h)
                attempt.play(m)
            assert attempt.status.state is State.WON, (pid, played, h)


if __name__ == "__main__" and sys.argv[1:] == ["--record"]:
    rows = answers()
    GOLDEN.write_text("[\n" + ",\n".join(json.dumps(r) for r in rows) + "\n]\n", encoding="utf-8")
    print(f"recorded {len(rows)} answers in {GOLDEN}")
