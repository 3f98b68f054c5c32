"""Tubes feels finished (issue 13, point 5): a pour tips the source over the target with a
stream, a completed tube is capped, a solve is celebrated (more for a Perfect Clear: the
shortest solution with no hints); with reduced motion all of it is instant."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtQuick import QQuickItem

from pebblepour.tubes.solver import solve_optimal
from tests.ui.test_tubes_keyboard import open_level_one


def _tubes(scene) -> list[QQuickItem]:  # type: ignore[no-untyped-def]
    def walk(item: QQuickItem) -> list[QQuickItem]:
        out = []
        for child in item.childItems():
            if child.property("tilt") is not None and child.property("colours") is not None:
                out.append(child)
            out.extend(walk(child))
        return out

    return walk(scene.find("tubesPlay"))


def _caps(tube: QQuickItem) -> bool:
    caps = [c for c in tube.findChildren(QObject, "cap")]
    return bool(caps) and bool(caps[0].property("visible"))


def test_reduced_motion_pours_and_celebrates_at_once(scene) -> None:  # type: ignore[no-untyped-def]
    g = open_level_one(scene)
    moves = solve_optimal(g.board()).moves
    for s, d in moves:
        g.activate(s)
        g.activate(d)
        scene.frames()  # drawn twice: a pour animating would have tipped the source by now
        assert all(t.property("tilt") == 0 and t.property("reachX") == 0 for t in _tubes(scene))
    assert g.solved
    assert not scene.find("celebration").property("running")  # nothing moves
    scene.qtbot.waitUntil(lambda: scene.find("clearPanel").property("visible"), timeout=3000)
    tubes = _tubes(scene)
    complete = [t for t in tubes if t.property("complete")]
    assert len(complete) == 3 and all(_caps(t) for t in complete)
    assert not any(_caps(t) for t in tubes if not t.property("complete"))


def test_with_motion_the_source_tips_and_a_perfect_clear_is_celebrated(scene) -> None:  # type: ignore[no-untyped-def]
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    g = open_level_one(scene)
    settings.setProperty("reducedMotion", False)
    moves = solve_optimal(g.board()).moves
    # The shortest solution's length (the "par") is known before the solve, so it is perfect.
    scene.wait_until(lambda: g._par == len(moves))
    s, d = moves[0]
    g.activate(s)
    g.activate(d)
    source = _tubes(scene)[s]
    scene.qtbot.waitUntil(lambda: abs(source.property("tilt")) > 30, timeout=2000)
    assert source.property("reachX") != 0
    scene.qtbot.waitUntil(lambda: source.property("tilt") == 0, timeout=3000)
    for s, d in moves[1:]:
        scene.qtbot.waitUntil(lambda: all(t.property("tilt") == 0 for t in _tubes(scene)))
        g.activate(s)
        g.activate(d)
    party = scene.find("celebration")
    assert party.property("running") and party.property("strong")
    assert not scene.find("clearPanel").property("visible")  # the moment comes first
    scene.qtbot.waitUntil(lambda: scene.find("clearPanel").property("visible"), timeout=4000)
    assert not party.property("running")
    settings.setProperty("reducedMotion", True)
