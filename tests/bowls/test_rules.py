"""Every rule sentence of SPEC 1.1-1.6 pinned by a literal position.

Most cases go through the SPEC 3.2 answer (``answer`` of the resolve command, in-process),
so they pin exactly what independent implementations compare against.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from pebblepour.bowls.__main__ import answer
from pebblepour.bowls.position import Position
from pebblepour.bowls.rules import (
    BlockersRemoved,
    Board,
    GroupCleared,
    HandTaken,
    IllegalMoveError,
    PhaseEnded,
    PhaseStarted,
    RoundStarted,
    StoneSown,
    VolcanoErupted,
    bowl_groups,
    forecast,
    multiplier,
    phase_points,
    resolve,
)
from tests.bowls.conftest import pos


def ask(position: str, move: Any, refill: Any = None) -> dict[str, Any]:
    req: dict[str, Any] = {"position": position, "move": move}
    if refill is not None:
        req["refill"] = refill
    out = answer(json.dumps(req))
    assert isinstance(out, dict)
    return out


def ok(
    position: str,
    move: int,
    after: str,
    *,
    points: int = 0,
    combo: int = 0,
    overflow: str | None = None,
    refill: Any = None,
    refill_points: int = 0,
    perfect: bool = False,
    erupted: tuple[int, ...] = (),
    cleared: dict[str, int] | None = None,
) -> dict[str, Any]:
    out = ask(position, move, refill)
    assert out == {
        "legal": True,
        "position": after,
        "overflow": overflow,
        "player_points": points,
        "refill_points": refill_points,
        "combo": combo,
        "perfect_clear": perfect,
        "erupted": list(erupted),
        "cleared": cleared or {},
    }
    return out


# --------------------------------------------------------------------------- 1.1 board, queue


def test_ring_wraps_clockwise_11_to_0() -> None:
    ok(pos(b0="rr", b11="r"), 11, pos(), points=130, combo=1, perfect=True, cleared={"r": 3})


def test_ring_wraps_counter_clockwise_0_to_11() -> None:
    ok(
        pos(b0="r@R", b11="rr"),
        0,
        pos(b0=".@R"),
        points=130,
        combo=1,
        perfect=True,
        cleared={"r": 3},
    )


def test_new_stones_go_to_the_end_and_remaining_keep_their_order() -> None:
    ok(pos(b0="r", b1="gyrbr"), 0, pos(b1="gyb"), points=30, combo=1, cleared={"r": 3})
    ok(pos(b0="y", b1="gbp"), 0, pos(b1="gbpy"))


def test_seven_stones_after_a_phase_is_safe() -> None:
    ok(pos(b0="r", b1="gbgbpy"), 0, pos(b1="gbgbpyr"))


def test_eighth_stone_after_a_phase_is_overflow() -> None:
    ok(pos(b0="p", b1="gbgbpyr"), 0, pos(b1="gbgbpyrp"), overflow="player")


def test_temporary_eighth_stone_saved_by_a_group() -> None:
    ok(pos(b0="r", b1="grgbrpy"), 0, pos(b1="ggbpy"), points=30, combo=1, cleared={"r": 3})


# --------------------------------------------------------------------------- 1.2 moves


def test_frozen_bowl_receives_and_is_not_skipped() -> None:
    ok(pos(b0="ggb", b1=".@F"), 0, pos(b1="g@F", b2="g", b3="b"))


def test_reverse_source_sows_counter_clockwise() -> None:
    ok(pos(b5="ryg@R"), 5, pos(b2="g", b3="y", b4="r", b5=".@R"))


def test_reverse_bowl_receiving_does_not_change_direction() -> None:
    ok(pos(b0="yg", b1="b@R"), 0, pos(b1="by@R", b2="g"))


def test_wildcards_and_blockers_travel_like_stones() -> None:
    ok(pos(b0="*#r"), 0, pos(b1="*", b2="#", b3="r"))


def test_effects_start_only_after_the_last_stone() -> None:
    # The volcano reaches 6 with the first stone but erupts only after "b" reached bowl 2.
    ok(
        pos(b0="yb", b1="rgbyp@V"),
        0,
        pos(b1=".@V", b2="br", b3="g", b4="b", b5="y", b6="p", b7="y"),
        erupted=(1,),
    )


def test_move_from_a_bowl_with_more_than_twelve_stones_reaches_the_source_again() -> None:
    ok(
        pos(b0="rgbyprgbyprgby"),
        0,
        pos(b0="g", b1="rb", b2="gy", b3="b", b4="y", b5="p", b6="r", b7="g", b8="b",
            b9="y", b10="p", b11="r"),
    )


@pytest.mark.parametrize(
    ("position", "move", "why"),
    [
        (pos(b0="r"), 1, "empty"),
        (pos(b0="r@F"), 0, "frozen"),
        (pos(b0="r@F2"), 0, "frozen"),
        (pos(b0="r"), 12, "does not exist"),
        (pos(b0="r"), -1, "does not exist"),
        (pos(b0="r", b11="#"), 5, "empty"),
    ],
)
def test_illegal_moves(position: str, move: int, why: str) -> None:
    out = ask(position, move)
    assert out["legal"] is False
    assert why in out["error"]
    assert set(out) == {"legal", "error"}


def test_blocker_only_bowl_is_a_legal_source() -> None:
    ok(pos(b0="##"), 0, pos(b1="#", b2="#"))


# --------------------------------------------------------------------------- 1.3 groups


def test_three_of_a_colour_need_not_be_adjacent() -> None:
    ok(pos(b0="r", b1="rgr"), 0, pos(b1="g"), points=30, combo=1, cleared={"r": 3})


def test_four_reds_all_go() -> None:
    ok(pos(b0="r", b1="rrr#"), 0, pos(b1="#"), points=40, combo=1, cleared={"r": 4})


def test_several_colours_in_one_bowl_at_once() -> None:
    ok(
        pos(b0="b", b1="rrrgggy"),
        0,
        pos(b1="yb"),
        points=60,
        combo=1,
        cleared={"r": 3, "g": 3},
    )


def test_wildcard_completes_a_colour() -> None:
    ok(pos(b0="*", b1="rr"), 0, pos(), points=130, combo=1, perfect=True,
       cleared={"r": 2, "*": 1})


def test_wildcard_goes_to_colour_needing_fewer() -> None:
    ok(pos(b0="*", b1="gbb"), 0, pos(b1="g"), points=30, combo=1, cleared={"b": 2, "*": 1})


@pytest.mark.parametrize(("queue", "left", "colour"), [("bgbg", "gg", "b"), ("gbgb", "bb", "g")])
def test_wildcard_tie_goes_to_colour_seen_first(queue: str, left: str, colour: str) -> None:
    ok(pos(b0="*", b1=queue), 0, pos(b1=left), points=30, combo=1,
       cleared={colour: 2, "*": 1})


def test_wildcard_tie_uses_queue_before_natural_groups() -> None:
    # y (first at index 3) and g (index 5) both need one; the natural red group goes first
    # but the order is that of the queue before it: y wins the only wildcard.
    ok(pos(b0="*", b1="rrryygg"), 0, pos(b1="gg"), points=60, combo=1,
       cleared={"r": 3, "y": 2, "*": 1})


def test_wildcards_continue_while_they_suffice() -> None:
    ok(pos(b1="rgg*r*", b5="y"), 5, pos(b6="y"), points=60, combo=1,
       cleared={"r": 2, "g": 2, "*": 2})


def test_wildcards_stop_when_they_do_not_suffice_and_earliest_are_used() -> None:
    # r needs 1 (uses the earliest wildcard), b then needs 2 but only 1 is left.
    ok(pos(b0="r", b1="*b*r"), 0, pos(b1="b*"), points=30, combo=1, cleared={"r": 2, "*": 1})


def test_three_lone_wildcards_stay() -> None:
    ok(pos(b0="*", b1="**"), 0, pos(b1="***"))


def test_wildcards_with_only_blockers_stay() -> None:
    ok(pos(b0="*", b1="*#*"), 0, pos(b1="*#**"))


def test_wildcards_do_not_join_a_natural_group() -> None:
    ok(pos(b0="r", b1="rr*"), 0, pos(b1="*"), points=30, combo=1, cleared={"r": 3})


def test_bowl_groups_helper() -> None:
    g = bowl_groups("rrryygg*")
    assert g is not None
    assert g.groups == (("r", 3, 0), ("y", 2, 1))
    assert g.remaining == "gg"
    assert bowl_groups("ry") is None


# --------------------------------------------------------------------------- 1.4 chains


def test_groups_in_every_bowl_at_once_and_input_groups_resolve_first_round() -> None:
    ok(pos(b1="rr*", b4="yb", b8="bb*"), 4, pos(b5="y", b6="b"), points=120, combo=2,
       cleared={"r": 2, "b": 2, "*": 2})


def test_blockers_leave_both_neighbours_but_stay_in_the_grouping_bowl() -> None:
    ok(
        pos(b0="r", b1="r#r", b2="#b#", b11="#"),
        0,
        pos(b1="#", b2="b", b11="#"),
        points=30,
        combo=1,
        cleared={"r": 3},
    )


def test_blockers_removed_across_the_wrap() -> None:
    ok(pos(b0="#", b9="yg", b10="#y#", b11="gg"), 9, pos(b10="yy"), points=30, combo=1,
       cleared={"g": 3})


def test_neighbouring_grouping_bowls_remove_each_others_blockers() -> None:
    ok(pos(b1="rr#*", b2="gg#*", b6="p"), 6, pos(b7="p"), points=120, combo=2,
       cleared={"r": 2, "g": 2, "*": 2})


def test_volcano_below_six_does_not_erupt() -> None:
    ok(pos(b0="y", b1="rgbp@V"), 0, pos(b1="rgbpy@V"))


def test_volcano_erupts_clockwise_even_from_a_move_that_went_counter_clockwise() -> None:
    ok(
        pos(b2="y@R", b1="rgbyp@V"),
        2,
        pos(b1=".@V", b2="r@R", b3="g", b4="b", b5="y", b6="p", b7="y"),
        erupted=(1,),
    )


def test_simultaneous_volcanoes_take_out_first_then_deliver_ascending() -> None:
    ok(
        pos(b0="g", b1="rgbyp@V", b3="pyrbgy@V"),
        0,
        pos(b1=".@V", b2="r", b3="g@V", b4="bp", b5="yy", b6="pr", b7="gb", b8="g", b9="y"),
        erupted=(1, 3),
    )


def test_eruption_chain_groups_count_for_combo_and_multiplier() -> None:
    # Bowl 0's move makes a group in bowl 1; the volcano (6 stones) erupts in round 1 and
    # completes groups in bowls 5 and 6 in round 2: combo 3, every stone x3.
    ok(
        pos(b0="r", b1="rr", b4="rgbyyg@V", b5="rr", b6="gg", b7="bp"),
        0,
        pos(b4=".@V", b7="bpb", b8="y", b9="y", b10="g"),
        points=(3 + 3 + 3) * 10 * 3,
        combo=3,
        erupted=(4,),
        cleared={"r": 6, "g": 3},
    )


def test_volcano_erupts_at_most_once_per_move_refill_included() -> None:
    six = [[1, c] for c in "rgbypr"]
    # Erupted in the player phase: six refill stones do not make it erupt again.
    ok(
        pos(b0="y", b1="rgbpy@V"),
        0,
        pos(b1="rgbypr@V", b2="r", b3="g", b4="b", b5="p", b6="y", b7="y"),
        erupted=(1,),
        refill=six,
    )
    # Not erupted yet: the same refill makes it erupt in the refill phase.
    ok(
        pos(b0="y", b11="b", b1=".@V"),
        11,
        pos(b0="yb", b1=".@V", b2="r", b3="g", b4="b", b5="y", b6="p", b7="r"),
        erupted=(1,),
        refill=six,
    )


def test_removing_stones_never_refills() -> None:
    ok(pos(b0="r", b1="rr", b5="g"), 0, pos(b5="g"), points=30, combo=1, cleared={"r": 3})


def test_input_may_hold_a_ready_volcano() -> None:
    ok(
        pos(b0="y", b3="rgbyrg@V"),
        0,
        pos(b1="y", b3=".@V", b4="r", b5="g", b6="b", b7="y", b8="r", b9="g"),
        erupted=(3,),
    )


# --------------------------------------------------------------------------- 1.5 overflow


def test_overflow_in_the_player_phase_reports_what_happened_but_scores_nothing() -> None:
    ok(
        pos(b0="rp", b1="rr", b2="gbgbpyr"),
        0,
        pos(b2="gbgbpyrp"),
        overflow="player",
        combo=1,
        cleared={"r": 3},
        refill=[[5, "r"], [6, "g"]],
    )


def test_overflow_in_the_refill_keeps_player_points() -> None:
    ok(
        pos(b0="r", b1="rr", b5="gbgbpyr"),
        0,
        pos(b5="gbgbpyrp", b6="y"),
        points=30,
        combo=1,
        overflow="refill",
        cleared={"r": 3},
        refill=[[5, "p"], [6, "y"]],
    )


def test_refill_group_saves_a_temporary_eighth_stone() -> None:
    ok(
        pos(b0="y", b5="gbgbpyr", b6="rr"),
        0,
        pos(b1="y", b5="gbgbpy", b6="rr"),
        refill=[[5, "r"], [5, "r"]],
        refill_points=30,
    )


# --------------------------------------------------------------------------- 1.6 points


def test_refill_groups_score_ten_per_stone_without_multiplier() -> None:
    ok(
        pos(b0="y", b5="gg", b8="bb"),
        0,
        pos(b1="y"),
        refill=[[5, "g"], [8, "b"]],
        refill_points=60,
    )


@pytest.mark.parametrize(("bowls", "mult"), [(1, 1), (2, 2), (3, 3), (4, 4), (5, 4), (6, 4)])
def test_combo_multiplier_is_capped_at_four(bowls: int, mult: int) -> None:
    ready = {f"b{2 * k}": "rrr" for k in range(bowls)}
    ready["b11"] = "y"
    out = ask(pos(**ready), 11)
    assert out["combo"] == bowls
    assert out["player_points"] == 3 * bowls * 10 * mult
    assert out["position"] == pos(b0="y")
    assert multiplier(bowls) == mult


def test_perfect_clear_bonus_is_not_multiplied() -> None:
    ok(pos(b0="r", b1="rr", b5="gg*"), 0, pos(), points=6 * 10 * 2 + 100, combo=2,
       perfect=True, cleared={"r": 3, "g": 2, "*": 1})


@pytest.mark.parametrize("left", ["*", "#", "***"])
def test_perfect_clear_blocked_by_a_wildcard_or_blocker(left: str) -> None:
    ok(pos(b0="r", b1="rr", b6=left), 0, pos(b6=left), points=30, combo=1,
       cleared={"r": 3})


def test_empty_bowl_with_modifier_does_not_prevent_perfect_clear() -> None:
    ok(pos(b0="r", b1="rr@F", b7=".@V3"), 0, pos(b1=".@F", b7=".@V3"), points=130, combo=1,
       perfect=True, cleared={"r": 3})


def test_blocker_removal_and_sowing_score_nothing() -> None:
    out = ask(pos(b0="r", b1="rr", b2="##", b6="g"), 0)
    assert (out["player_points"], out["position"]) == (30, pos(b6="g"))
    assert out["cleared"] == {"r": 3}
    # Removing the last blockers can leave an empty board: a perfect clear.
    ok(pos(b0="r", b1="rr", b2="##"), 0, pos(), points=130, combo=1, perfect=True,
       cleared={"r": 3})


# --------------------------------------------------------------------------- events, forecast


def test_event_list_for_a_chain() -> None:
    r = resolve(pos(b0="yb", b1="grbyp@V", b2="g#g"), 0, [(9, "r")])
    assert r.events[:5] == (
        PhaseStarted("player"),
        HandTaken(0, "yb", True),
        StoneSown(1, "y", "move", 0),
        StoneSown(2, "b", "move", 0),
        RoundStarted("player", 1),
    )
    assert VolcanoErupted(1, "grbypy") in r.events
    # The volcano's green completes bowl 2's greens: chained; its blocker stays, its own.
    assert GroupCleared(2, "g", 3, 0, left="#b", points=30, chained=True) in r.events
    assert RoundStarted("player", 2) in r.events
    assert str(r.position) == pos(b1=".@V", b2="#b", b3="r", b4="b", b5="y", b6="p", b7="y",
                                  b9="r")
    kinds = [type(e).__name__ for e in r.events]
    assert kinds.count("PhaseStarted") == 2
    assert r.events[-1] == PhaseEnded("refill", (), 0)


def test_event_list_groups_and_blockers() -> None:
    r = resolve(pos(b0="r", b1="r#r", b2="#b#"), 0)
    # The group's own blocker stays; both of the neighbour's go.
    assert GroupCleared(1, "r", 3, 0, left="#", points=30, chained=False) in r.events
    assert BlockersRemoved(2, 2, left="b") in r.events
    assert BlockersRemoved(0, 0) not in r.events


def test_forecast_matches_player_phase_and_changes_nothing() -> None:
    p = Position.parse(pos(b0="r", b1="rr", b4="rgbyyg@V", b5="rr", b6="gg", b7="bp"))
    before = str(p)
    f = forecast(p, 0)
    r = resolve(p, 0)
    assert str(p) == before
    assert (f.points, f.combo, f.erupted, f.overflow) == (r.player_points, r.combo, (4,), False)
    assert f.sown == 1 and f.last_bowl == 1
    with pytest.raises(IllegalMoveError):
        forecast(p, 2)


def test_resolve_api_raises_for_illegal_moves() -> None:
    with pytest.raises(IllegalMoveError, match="frozen"):
        resolve(pos(b0="r@F"), 0)
    with pytest.raises(ValueError, match="refill entry 0"):
        resolve(pos(b0="r"), 0, [(12, "r")])


def test_sink_receives_the_events_of_the_record_as_they_happen() -> None:
    text = pos(b0="yb", b1="grbyp@V", b2="g#g")
    seen: list[object] = []
    board = Board(Position.parse(text))
    quiet = board.copy().play(0, [(9, "r")], sink=seen.append)
    both: list[object] = []
    recorded = board.copy().play(0, [(9, "r")], record=True, sink=both.append)
    assert quiet.events == () and len(seen) > 10
    assert tuple(seen) == tuple(both) == recorded.events == resolve(text, 0, [(9, "r")]).events
    assert quiet._replace(events=()) == recorded._replace(events=())


def test_phase_points_is_the_one_points_formula() -> None:
    assert [phase_points("player", 3, c, False) for c in (0, 1, 2, 3, 4, 9)] == [
        30, 30, 60, 90, 120, 120,
    ]
    assert phase_points("player", 3, 1, True) == 130
    assert phase_points("refill", 3, 4, True) == 30


def test_the_overflowing_bowls_are_those_of_the_phase_that_overflowed() -> None:
    player = resolve(pos(b0="rp", b1="rr", b2="gbgbpyr"), 0, [(5, "r"), (6, "g")])
    assert player.overflow == "player" and player.overflowing == (2,)
    refill = resolve(pos(b0="r", b1="rr", b5="gbgbpyr"), 0, [(5, "p"), (6, "y")])
    assert refill.overflow == "refill" and refill.overflowing == (5,)
    assert player.player.overflowing == (2,) and refill.player.overflowing == ()
    safe = resolve(pos(b0="r", b1="rr"), 0)
    assert safe.overflow is None and safe.overflowing == ()
