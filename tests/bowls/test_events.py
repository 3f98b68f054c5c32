"""The events carry their results (issue 21 point 4): what a bowl holds after its group
clears or its blockers go, the phase's points so far, and whether a volcano's stones
completed the group. Checked against the events replayed stone by stone, over the golden
digest's thousands of seeded random moves, and pinned on one concrete chain."""

from __future__ import annotations

import sys
from pathlib import Path

from pebblepour.bowls.position import Position
from pebblepour.bowls.rules import (
    PERFECT_CLEAR_BONUS,
    POINTS_PER_STONE,
    BlockersRemoved,
    Board,
    GroupCleared,
    HandTaken,
    IllegalMoveError,
    PhaseStarted,
    RoundStarted,
    StoneSown,
    VolcanoErupted,
    multiplier,
)

sys.path.insert(0, str(Path(__file__).parent))
from test_rules_golden import lines


def test_each_group_and_blocker_event_carries_what_followed() -> None:
    checked = {"groups": 0, "blockers": 0, "chained": 0, "refill": 0}
    for k, (_line, text, move) in enumerate(lines(2026, 3000)):
        board = Board(Position.parse(text))
        try:
            refill = [(move, "r"), ((move + 3) % 12, "g")] if k % 2 else None
            result = board.play(move, refill=refill, record=True)
        except IllegalMoveError:
            continue
        bowls = list(Position.parse(text).bowls)
        phase, matched, grouping = "player", 0, set[int]()
        sown_by_volcano: set[int] = set()
        events = result.events
        for i, ev in enumerate(events):
            if isinstance(ev, PhaseStarted):
                phase, matched, grouping = ev.phase, 0, set()
            elif isinstance(ev, RoundStarted):
                sown_by_volcano_now, sown_by_volcano = sown_by_volcano, set()
            elif isinstance(ev, HandTaken | VolcanoErupted):
                bowls[ev.bowl] = ""
            elif isinstance(ev, StoneSown):
                bowls[ev.bowl] += ev.stone
                if ev.cause == "volcano":
                    sown_by_volcano.add(ev.bowl)
            elif isinstance(ev, GroupCleared):
                rest = bowls[ev.bowl].replace(ev.colour, "")
                for _ in range(ev.wildcards):
                    rest = rest.replace("*", "", 1)
                bowls[ev.bowl] = rest
                matched += ev.normals + ev.wildcards
                grouping.add(ev.bowl)
                per = POINTS_PER_STONE * (multiplier(len(grouping)) if phase == "player" else 1)
                assert ev.points == matched * per, (text, move, ev)
                assert ev.chained == (ev.bowl in sown_by_volcano_now), (text, move, ev)
                more = events[i + 1] if i + 1 < len(events) else None
                if not (isinstance(more, GroupCleared) and more.bowl == ev.bowl):
                    assert ev.left == rest, (text, move, ev)  # its last group of the round
                checked["groups"] += 1
                checked["chained"] += ev.chained
                checked["refill"] += phase == "refill"
            elif isinstance(ev, BlockersRemoved):
                bowls[ev.bowl] = bowls[ev.bowl].replace("#", "")
                assert ev.left == bowls[ev.bowl], (text, move, ev)
                checked["blockers"] += 1
        last = [e for e in events if isinstance(e, GroupCleared)]
        if result.overflow is None and last and not result.refill_points:
            bonus = PERFECT_CLEAR_BONUS if result.perfect_clear else 0
            assert last[-1].points + bonus == result.player_points, (text, move)
    assert min(checked.values()) >= 20, checked  # every kind of event was checked, often


def test_a_chain_pinned() -> None:
    """Bowls numbered from 1: bowl 1's sowing completes reds in bowl 2; the volcano in
    bowl 3, six stones now, erupts, and its stones complete greens in bowl 6 (combo 2: 6
    stones x 10 x 2) and take the blocker out of bowl 7, beside it."""
    board = Board(Position.parse("ry rr bpgbp@V . . gg # . . . . ."))
    result = board.play(0, refill=None, record=True)
    shown = [e for e in result.events if isinstance(e, GroupCleared | BlockersRemoved)]
    assert shown == [
        GroupCleared(1, "r", 3, 0, left="", points=30, chained=False),
        GroupCleared(5, "g", 3, 0, left="", points=120, chained=True),
        BlockersRemoved(6, 1, left="b"),
    ], shown
    assert result.player_points == 120
