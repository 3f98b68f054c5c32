pragma ComponentBehavior: Bound
import QtQuick
import PebblePour.Backend

// The ring of twelve bowls round its centre: the moves left (Puzzles, Daily), and while a chain
// plays, the stones in flight, the chain and its points. The play screen owns the keys.
Item {
    id: ring
    // Set by the play screen.
    property bool isPuzzle: false
    // The bowls' spoken names hold still (see ContainerItem.settling) while a chain plays, and
    // while this is true: the result panel is about to open after the move's sentence.
    property bool holdNames: false
    // A bowl took the focus (the screen remembers it for the next Tab into the ring).
    signal bowlFocused(int index)
    readonly property int count: bowls.count
    function itemAt(i: int): Item { return bowls.itemAt(i) }

    // The ring's size: the play screen sets it (the board's size at the player's zoom).
    property real side: 0
    property real zoom: 1
    readonly property real bowlSize: Math.floor(Math.min(124 * zoom, side * 0.172))
    readonly property real radius: side / 2 - bowlSize / 2 - bowlSize * 0.3
    width: side
    height: side

    // Not drawn through a layer: Qt Quick's software renderer shifts a layer's content on a
    // scaled display (QT_SCALE_FACTOR 1.25 to 2, issue 43), and at 2 the ring vanished.

    RingBase { anchors.centerIn: parent; radius: ring.radius; bowlSize: ring.bowlSize }

    // The bowl numbers, inside the ring: at the text size while the ring has room for it,
    // smaller where it has not, so that no number touches another, a bowl or a bowl's focus
    // ring. Worked out for every size from the largest down; the first that fits is used.
    // A number's box (its advance, its line's height) is measured at the body size and scaled.
    FontMetrics { id: numberMetrics; font.pixelSize: Theme.fontBody; font.weight: Font.Bold }
    // How far a bowl reaches from its centre towards its number: its focus ring (BowlItem: 9 px
    // outside the rim, along the bowl's outline, whose corners reach further) on a selected,
    // grown (1.07) bowl; and its own box.
    readonly property real reach: {
        const shape = BowlsTheme.current.shape
        const rim = bowlSize * (shape === "round" || shape === "squircle" ? 0.5 : 0.525)
        const corner = shape === "octagon" ? 1 / Math.cos(Math.PI / 8) : shape === "squircle" ? Math.pow(2, 0.3) : 1
        return 1.07 * (corner * (rim + 9) + Theme.focusWidth)
    }
    readonly property real numberGap: 2
    readonly property var numberLayout: {
        const gap = numberGap
        const height = numberMetrics.height
        const widths = []
        for (let n = 1; n <= 12; ++n)
            widths.push(numberMetrics.advanceWidth(String(n)))
        for (let size = Theme.fontBody; size >= 6; --size) {
            const layout = layNumbers(size, widths.map(w => Math.ceil(w * size / Theme.fontBody) + 1), Math.ceil(height * size / Theme.fontBody) + 1, gap)
            if (layout.fits || size === 6)
                return layout
        }
    }
    readonly property int numberSize: numberLayout.size
    // The room in the middle, inside the numbers: the radius of the circle they leave free.
    readonly property real free: numberLayout.free

    // Boxes round the centre: each number as near its bowl as it may be, on the line from the
    // bowl to the ring's centre. Whether they fit (clear of each other and of every bowl), where
    // (the offset from each bowl's centre) and the room they leave in the middle.
    function layNumbers(size: int, widths: list<real>, height: real, gap: real): var {
        const c = side / 2
        const boxes = []
        const offsets = []
        for (let i = 0; i < 12; ++i) {
            const a = -Math.PI / 2 + i * Math.PI / 6
            const ux = -Math.cos(a), uy = -Math.sin(a)
            const hw = widths[i] / 2, hh = height / 2
            // Clear of the bowl's box ...
            let d = Math.min(Math.abs(ux) > 1e-6 ? (bowlSize / 2 + gap + hw) / Math.abs(ux) : Infinity,
                             Math.abs(uy) > 1e-6 ? (bowlSize / 2 + gap + hh) / Math.abs(uy) : Infinity)
            // ... and of the circle its focus ring reaches.
            const clear = (t) => Math.hypot(Math.max(0, t * Math.abs(ux) - hw), Math.max(0, t * Math.abs(uy) - hh)) >= reach + gap
            if (!clear(d)) {
                let lo = d, hi = reach + gap + hw + hh
                for (let k = 0; k < 24; ++k) {
                    const mid = (lo + hi) / 2
                    if (clear(mid)) hi = mid; else lo = mid
                }
                d = hi
            }
            offsets.push(Qt.point(ux * d, uy * d))
            const x = c + (radius - d) * Math.cos(a), y = c + (radius - d) * Math.sin(a)
            boxes.push({ left: x - hw, right: x + hw, top: y - hh, bottom: y + hh })
        }
        const apart = (p, q) => p.right + gap <= q.left || q.right + gap <= p.left || p.bottom + gap <= q.top || q.bottom + gap <= p.top
        let fits = true
        for (let i = 0; i < 12 && fits; ++i) {
            for (let j = i + 1; j < 12 && fits; ++j)
                fits = apart(boxes[i], boxes[j])
            for (let j = 0; j < 12 && fits; ++j) {
                const a = -Math.PI / 2 + j * Math.PI / 6
                const bx = c + radius * Math.cos(a), by = c + radius * Math.sin(a)
                fits = apart(boxes[i], { left: bx - bowlSize / 2, right: bx + bowlSize / 2, top: by - bowlSize / 2, bottom: by + bowlSize / 2 })
            }
        }
        // The nearest any number comes to the centre.
        let free = radius
        for (const b of boxes) {
            const dx = Math.max(b.left - c, 0, c - b.right), dy = Math.max(b.top - c, 0, c - b.bottom)
            free = Math.min(free, Math.hypot(dx, dy) - gap)
        }
        return { size: size, fits: fits, offsets: offsets, free: Math.max(0, free) }
    }

    // The centre, inside the numbers: the moves left (Puzzles, Daily; the score is in the side
    // panel), and while a chain plays, the stones in flight, the chain and its points. Each
    // shows only if it fits the square inside that circle, the most telling first.
    Item {
        id: centre
        anchors.centerIn: parent
        width: Math.floor(ring.free * Math.SQRT2)
        height: width
        // Which of the parts are shown: in order of importance, while the room lasts.
        readonly property var shown: {
            const parts = BowlsGame.playing
                ? [[points, BowlsGame.chainPoints !== ""], [chain, BowlsGame.chainText !== ""],
                   [flight, BowlsGame.flight.length > 0], [flightLabel, BowlsGame.flightLabel !== ""]]
                : [[figure, BowlsGame.movesLeft >= 0], [figureLabel, BowlsGame.movesLeft >= 0]]
            const out = []
            let room = height
            for (const [part, wanted] of parts) {
                // A word too long for the room is left out, not cut.
                if (!wanted || (part instanceof Text ? part.contentWidth : part.implicitWidth) > width + 0.5)
                    continue
                const need = part.implicitHeight + (out.length > 0 ? centreColumn.spacing : 0)
                if (need > room)
                    break
                room -= need
                out.push(part)
            }
            return out
        }
        Column {
            id: centreColumn
            anchors.centerIn: parent
            width: parent.width
            spacing: Theme.gap / 2
            Text {
                id: figure
                anchors.horizontalCenter: parent.horizontalCenter
                visible: centre.shown.includes(figure)
                text: String(BowlsGame.movesLeft)
                color: Theme.textColor
                font.pixelSize: Theme.fontDisplay
                font.weight: Font.Black
            }
            Text {
                id: figureLabel
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, centre.width)
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                visible: centre.shown.includes(figureLabel)
                text: qsTr("moves left")
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            Text {
                id: flightLabel
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, centre.width)
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                visible: centre.shown.includes(flightLabel)
                text: BowlsGame.flightLabel
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
            }
            Flow {
                id: flight
                anchors.horizontalCenter: parent.horizontalCenter
                readonly property real stoneSize: ring.bowlSize * 0.27
                width: Math.min(parent.width, BowlsGame.flight.length * (stoneSize + 4))
                spacing: 4
                visible: centre.shown.includes(flight)
                Repeater {
                    model: BowlsGame.flight
                    Stone {
                        required property string modelData
                        letter: modelData
                        size: flight.stoneSize
                    }
                }
            }
            Text {
                id: chain
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, centre.width)
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                visible: centre.shown.includes(chain)
                text: BowlsGame.chainText
                color: BowlsTheme.groupFlash
                font.pixelSize: Theme.fontBody
                font.weight: Font.Bold
            }
            Text {
                id: points
                anchors.horizontalCenter: parent.horizontalCenter
                visible: centre.shown.includes(points)
                text: BowlsGame.chainPoints
                color: BowlsTheme.groupFlash
                font.pixelSize: Theme.fontHeading
                font.weight: Font.Bold
            }
        }
    }

    Repeater {
        id: bowls
        model: BowlsGame.bowls
        delegate: BowlItem {
            id: bowlDelegate
            readonly property real angle: -Math.PI / 2 + bowlDelegate.index * Math.PI / 6
            diameter: ring.bowlSize
            numberSize: ring.numberSize
            numberOffset: ring.numberLayout.offsets[bowlDelegate.index]
            outward: angle
            x: ring.width / 2 + ring.radius * Math.cos(angle) - width / 2
            y: ring.height / 2 + ring.radius * Math.sin(angle) - height / 2
            settling: BowlsGame.playing || ring.holdNames
            onActivated: BowlsGame.select(bowlDelegate.index)
            onActiveFocusChanged: if (activeFocus) ring.bowlFocused(bowlDelegate.index)
        }
    }
}
