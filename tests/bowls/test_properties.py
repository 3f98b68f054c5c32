"""Property tests over random play in every mode, and perft-style counts."""

from __future__ import annotations

import datetime as dt
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pebblepour.bowls.attempts import (
    Attempt,
    DailyAttempt,
    EndlessAttempt,
    Goal,
    Mode,
    PuzzleAttempt,
)
from pebblepour.bowls.position import CAPACITY, KINDS, NUM_BOWLS, Position
from pebblepour.bowls.rules import (
    BlockersRemoved,
    Board,
    Event,
    GroupCleared,
    HandTaken,
    ModifierExpired,
    ModifierPlaced,
    MoveResult,
    StoneSown,
    VolcanoErupted,
    forecast,
    resolve,
)
from pebblepour.session import bowls as sb
from tests.bowls.test_attempts import reloaded, save_text

SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

bowl_text = st.text(alphabet=KINDS, min_size=0, max_size=CAPACITY)
modifier = st.sampled_from(["", "", "", "F", "R", "V"])


@st.composite
def positions(draw: st.DrawFn) -> Position:
    bowls = draw(st.lists(bowl_text, min_size=NUM_BOWLS, max_size=NUM_BOWLS))
    mods = draw(st.lists(modifier, min_size=NUM_BOWLS, max_size=NUM_BOWLS))
    timers = [draw(st.integers(0, 3)) if m else 0 for m in mods]
    return Position(bowls, mods, timers)


goals = st.one_of(
    st.builds(Goal.clear_colour, st.sampled_from("rygbp")),
    st.builds(Goal.collect, st.sampled_from("rygbp"), st.integers(1, 12)),
    st.builds(Goal.score, st.integers(1, 2000)),
    st.builds(Goal.combo, st.integers(1, 5)),
    st.builds(Goal.at_most, st.integers(0, 20)),
    st.just(Goal.clear_board()),
)


@st.composite
def attempts(draw: st.DrawFn) -> Attempt:
    kind = draw(st.sampled_from(["puzzle", "endless", "daily"]))
    if kind == "endless":
        return EndlessAttempt(draw(st.integers(0, 2**64 - 1)))
    if kind == "daily":
        day = draw(st.dates(dt.date(2000, 1, 1), dt.date(2100, 12, 31)))
        return DailyAttempt(day)
    p = draw(positions())
    return PuzzleAttempt(p, draw(goals), draw(st.integers(1, 30)))


def replay_events(before: Position, events: tuple[Event, ...]) -> tuple[list[str], list[str]]:
    """Rebuild the position from the event list (what a UI animation would do)."""
    bowls = list(before.bowls)
    mods = list(before.modifiers)
    for e in events:
        if isinstance(e, HandTaken):
            assert bowls[e.bowl] == e.stones
            bowls[e.bowl] = ""
        elif isinstance(e, StoneSown):
            bowls[e.bowl] += e.stone
        elif isinstance(e, GroupCleared):
            s = bowls[e.bowl]
            assert s.count(e.colour) == e.normals
            out, skip = [], e.wildcards
            for ch in s:
                if ch == e.colour:
                    continue
                if ch == "*" and skip:
                    skip -= 1
                    continue
                out.append(ch)
            assert skip == 0
            bowls[e.bowl] = "".join(out)
        elif isinstance(e, BlockersRemoved):
            assert bowls[e.bowl].count("#") == e.count
            bowls[e.bowl] = bowls[e.bowl].replace("#", "")
        elif isinstance(e, VolcanoErupted):
            assert bowls[e.bowl] == e.stones
            bowls[e.bowl] = ""
        elif isinstance(e, ModifierExpired):
            mods[e.bowl] = ""
        elif isinstance(e, ModifierPlaced):
            mods[e.bowl] = e.modifier
    return bowls, mods


def check_move(
    before: Position, result: MoveResult, after: Position, events: tuple[Event, ...]
) -> None:
    # Conservation: before + refill = after + removed by groups (+ blockers removed).
    added = Counter(s for _, s in result.refill_stones)
    removed: Counter[str] = Counter(result.player.cleared)
    blockers = result.player.blockers_removed
    if result.refill is not None:
        removed.update(result.refill.cleared)
        blockers += result.refill.blockers_removed
    removed["#"] += blockers
    for k in KINDS:
        assert before.count(k) + added[k] == after.count(k) + removed[k], k
    assert result.player.matched == sum(result.player.cleared.values())
    # Capacity after a safe phase.
    if result.overflow is None:
        assert max(len(b) for b in after.bowls) <= CAPACITY
    else:
        assert after.overfull_bowls()
    if result.overflow == "player":
        assert result.player_points == 0 and result.refill is None
    # The event list rebuilds the position.
    bowls, mods = replay_events(before, events)
    assert bowls == list(after.bowls)
    assert mods == list(after.modifiers)


@SETTINGS
@given(attempts(), st.lists(st.integers(0, 10_000), max_size=45))
def test_random_play_invariants(attempt: Attempt, choices: list[int]) -> None:
    start = sb.BowlsPlay(attempt, 1 if attempt.mode is Mode.PUZZLE else 0).identity()
    for c in choices:
        if attempt.status.is_over:
            if attempt.can_undo and c % 2:
                attempt.undo()
                continue
            break
        if c % 9 == 0 and attempt.can_undo:
            attempt.undo()  # interleave real undos with the play
            continue
        sources = attempt.legal_sources()
        move = sources[c % len(sources)]
        before = attempt.position
        key = attempt.state_key()
        f = forecast(before, move)
        result = attempt.play(move)
        after_key = attempt.state_key()
        after = attempt.position
        assert f.points == result.player_points and f.combo == result.combo
        assert f.overflow == (result.overflow == "player")
        check_move(before, result, after, attempt.last_events)
        assert result.position.bowls == after.bowls
        # Undo returns the exact previous attempt; replaying gives the same move.
        attempt.undo()
        assert attempt.state_key() == key
        again = attempt.play(move)
        assert attempt.state_key() == after_key
        assert again.refill_stones == result.refill_stones
    # Saves round-trip exactly; the same start and moves give the same game.
    text = save_text(attempt)
    loaded = reloaded(text)
    assert loaded == attempt and save_text(loaded) == text
    fresh = sb.new_play(start).attempt
    for m in attempt.moves:
        fresh.play(m)
    assert fresh.state_key() == attempt.state_key()
    assert fresh.score == attempt.score


@SETTINGS
@given(positions(), st.integers(0, 11), st.lists(
    st.tuples(st.integers(0, 11), st.sampled_from(KINDS)), max_size=4))
def test_resolve_invariants_on_any_position(p: Position, move: int,
                                            refill: list[tuple[int, str]]) -> None:
    if move not in p.legal_sources():
        return
    r = resolve(p, move, refill)
    check_move(p, r, r.position, r.events)
    assert r.combo == len(r.player.grouping_bowls)
    assert len(set(r.erupted)) == len(r.erupted)
    assert resolve(p, move, refill) == r


# --------------------------------------------------------------------------- perft

PERFT_POSITIONS = [
    "bgy brb ggb rpr prg pgb yby bgr ypp bby bpy yry",
    "rg* yb# . pp@V rgyb g@F bb . *y@R rr# p gy",
    "rgbyp@V gg rr bb@V yy . ygbr@R pp *#* . ryg@V b",
]


def perft(text: str, depth: int) -> list[int]:
    """Distinct positions after exactly 1..depth moves (no refill; overflow ends a line)."""
    level = {Position.parse(text)}
    counts = []
    for _ in range(depth):
        nxt: set[Position] = set()
        for p in level:
            if p.overfull_bowls():
                continue
            for m in p.legal_sources():
                nxt.add(resolve(p, m, record=False).position)
        counts.append(len(nxt))
        level = nxt
    return counts


def test_perft_counts_are_pinned() -> None:
    assert [perft(t, 3) for t in PERFT_POSITIONS] == PERFT_EXPECTED


PERFT_EXPECTED = [[12, 102, 787], [9, 54, 284], [10, 72, 478]]


@SETTINGS
@given(positions())
def test_quiet_sowing_never_hides_a_group_an_eruption_or_the_overflow(
    position: Position,
) -> None:
    board = Board(position)
    sources = board.legal_sources()
    if not sources:
        return
    board.play(sources[0])  # settled from here on
    for move in board.legal_sources():
        verdict = board.quiet_sowing(move)
        player = board.copy().play(move).player
        if verdict != "active":
            assert player.matched == 0 and player.erupted == () and player.combo == 0
            assert player.blockers_removed == 0 and player.points == 0
            assert bool(player.overflowing) == (verdict == "overflow")
    fresh = Board(position)
    assert all(fresh.quiet_sowing(m) == "active" for m in fresh.legal_sources())
