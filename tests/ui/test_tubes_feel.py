"""Tubes feels finished (issue 13, point 5): a pour tips the source over the target with a
stream, a completed tube is capped, a solve is celebrated (more for a Perfect Clear: the
shortest solution with no hints); with reduced motion all of it is instant."""

from __future__ import annotations

from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, QObject, QPointF
from PySide6.QtQuick import QQuickItem

from pebblepour.tubes.solver import solve_optimal
from tests.ui.play import open_level_one


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
    assert g.over
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


def _level_polygon(tube: QQuickItem, slot: int) -> list[QPointF]:
    """The polygon the tilted tube draws for the run starting at ``slot``, in the window."""
    glass = tube.findChildren(QQuickItem, "glass")[0]
    value = QMetaObject.invokeMethod(
        tube, "levelPolygon", Q_RETURN_ARG("QVariant"), Q_ARG("int", slot))
    points = value.toVariant() if hasattr(value, "toVariant") else value
    return [glass.mapToScene(QPointF(p.x(), p.y())) for p in points]


def test_the_liquid_stays_level_as_the_tube_tilts(scene) -> None:  # type: ignore[no-untyped-def]
    """Level 1's tube 1 (blue, then three yellow) tilted as a pour tilts it: the rectangles
    give way to the level drawing, and the surface and the line between the two colours are
    horizontal on screen (every point of the polygon that is off the glass's outline lies on
    one of those two lines), the yellow above the blue; upright, the rectangles again."""
    g = open_level_one(scene)
    tube = _tubes(scene)[0]
    colours = tube.property("colours")
    assert len(colours) == 4 and colours[0] != colours[1] == colours[2] == colours[3], colours
    level = tube.findChildren(QQuickItem, "levelLiquid")[0]
    assert not level.property("visible")
    for angle in (68.0, -40.0):
        tube.setProperty("tilt", angle)
        scene.frames()
        assert level.property("visible")
        glass = tube.findChildren(QQuickItem, "glass")[0]
        runs = [r for r in glass.childItems() if r.objectName() == "liquidRun" and r.height() > 0.5]
        assert len(runs) == 2 and all(r.property("opacity") == 0 for r in runs)
        bottom, top = _level_polygon(tube, 0), _level_polygon(tube, 1)
        assert len(bottom) >= 4 and len(top) >= 4
        # The line they share: the lowest points of the top run are the highest of the
        # bottom run's, and both are level on screen (one y, however far apart in x).
        shared = [p for p in top if any(abs(p.x() - q.x()) < 0.5 and abs(p.y() - q.y()) < 0.5
                                        for q in bottom)]
        assert len(shared) >= 2 and max(p.x() for p in shared) - min(p.x() for p in shared) > 10
        assert max(p.y() for p in shared) - min(p.y() for p in shared) < 0.5
        # Yellow above the line, blue below it, on screen.
        line = shared[0].y()
        assert all(p.y() <= line + 0.5 for p in top) and all(p.y() >= line - 0.5 for p in bottom)
        # The surface: the top run's highest points, level too.
        high = min(p.y() for p in top)
        surface = [p for p in top if p.y() < high + 0.5]
        assert len(surface) >= 2 and max(p.x() for p in surface) - min(p.x() for p in surface) > 10
    tube.setProperty("tilt", 0.0)
    scene.frames()
    assert not level.property("visible")
    assert g.board() is not None
