import QtQuick
import QtQuick.Shapes

// The white symbol of a stone, drawn as one polygon: circle (red), triangle (yellow),
// diamond (green), square (blue), star (purple), asterisk (wildcard), cross (blocker).
// The shapes differ in outline, not only in size.
Shape {
    id: symbol
    property string letter: "r"
    property real size: 14
    width: size
    height: size
    preferredRendererType: Shape.CurveRenderer

    function polygon(letter: string, s: real): list<point> {
        const c = s / 2
        const pts = []
        function star(n: int, outer: real, inner: real, turn: real) {
            for (let k = 0; k < 2 * n; ++k) {
                const r = k % 2 === 0 ? outer : inner
                const a = turn + k * Math.PI / n
                pts.push(Qt.point(c + r * Math.cos(a), c + r * Math.sin(a)))
            }
        }
        switch (letter) {
        case "r":
            for (let k = 0; k < 24; ++k) {
                const a = k * Math.PI / 12
                pts.push(Qt.point(c + 0.42 * s * Math.cos(a), c + 0.42 * s * Math.sin(a)))
            }
            break
        case "y":
            pts.push(Qt.point(c, 0.04 * s), Qt.point(0.98 * s, 0.88 * s), Qt.point(0.02 * s, 0.88 * s))
            break
        case "g":
            pts.push(Qt.point(c, 0), Qt.point(0.86 * s, c), Qt.point(c, s), Qt.point(0.14 * s, c))
            break
        case "b":
            pts.push(Qt.point(0.12 * s, 0.12 * s), Qt.point(0.88 * s, 0.12 * s), Qt.point(0.88 * s, 0.88 * s), Qt.point(0.12 * s, 0.88 * s))
            break
        case "p":
            star(5, 0.52 * s, 0.22 * s, -Math.PI / 2)
            break
        case "*":
            star(6, 0.52 * s, 0.13 * s, -Math.PI / 2)
            break
        default: {
            // A cross: a plus sign turned by 45 degrees.
            const w = 0.13 * s
            const e = 0.5 * s
            const plus = [[-w, -e], [w, -e], [w, -w], [e, -w], [e, w], [w, w], [w, e], [-w, e], [-w, w], [-e, w], [-e, -w], [-w, -w]]
            const r = Math.SQRT1_2
            for (const p of plus)
                pts.push(Qt.point(c + (p[0] - p[1]) * r, c + (p[0] + p[1]) * r))
        }
        }
        pts.push(pts[0])
        return pts
    }

    ShapePath {
        fillColor: symbol.letter === "#" ? BowlsTheme.blockerMark : BowlsTheme.symbol
        strokeColor: symbol.letter === "#" ? "transparent" : BowlsTheme.symbolEdge
        strokeWidth: 1
        joinStyle: ShapePath.RoundJoin
        PathPolyline { path: symbol.polygon(symbol.letter, symbol.size) }
    }
}
