pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: levelsScreen
    objectName: "tubesLevels"
    title: qsTr("Tubes · Levels")
    initialFocus: grid

    property int current: Math.min(TubesLists.unlocked, TubesGame.levelCount)

    // Coming back from a game: focus the level last played (after "Next level" it is not the
    // tile the player left from).
    StackView.onActivating: {
        TubesLists.refresh()
        if (TubesGame.level > 0 && !TubesGame.isDaily && TubesGame.level !== current) {
            current = TubesGame.level
            focusedBefore = false
        }
    }

    // Level number -> its tile, filled in by the tiles themselves.
    property var tileMap: ({})
    function tileFor(n) {
        return tileMap[n] || null
    }
    // Up / Down go to the tile drawn above / below (bands have rows of different lengths).
    function focusVertical(dir) {
        const cur = tileFor(current)
        if (!cur)
            return
        const p = cur.mapToItem(bandColumn, cur.width / 2, cur.height / 2)
        let best = 0, bestDy = 1e9, bestDx = 1e9
        for (let n = 1; n <= TubesGame.levelCount; ++n) {
            const t = tileFor(n)
            if (!t || n === current)
                continue
            const q = t.mapToItem(bandColumn, t.width / 2, t.height / 2)
            const dy = (q.y - p.y) * dir
            const dx = Math.abs(q.x - p.x)
            if (dy > 1 && (dy < bestDy - 1 || (Math.abs(dy - bestDy) <= 1 && dx < bestDx))) {
                best = n; bestDy = dy; bestDx = dx
            }
        }
        if (best)
            focusLevel(best)
    }
    function focusLevel(n) {
        current = Math.max(1, Math.min(TubesGame.levelCount, n))
        const t = tileFor(current)
        if (t) {
            t.forceActiveFocus()
            flick.ensureVisible(t)
        }
    }
    function openLevel(n) {
        const t = tileFor(n)
        if (!t || t.status === 0) {
            Announcer.say(qsTr("Level %1 is locked. Solve level %2 first.").arg(n).arg(TubesLists.unlocked), false)
            return
        }
        levelsScreen.openScreen("tubesPlay", { startLevel: n })
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.padLarge
        spacing: Theme.pad

        ScreenHeader {
            Layout.fillWidth: true
            title: levelsScreen.title
            subtitle: qsTr("%Ln levels unlocked. Levels unlock in order; solved levels can be replayed.", "", TubesLists.unlocked)
            onBack: levelsScreen.back()
        }

        Flickable {
            id: flick
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: bandColumn.implicitHeight + 16
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
            function ensureVisible(item) {
                const p = item.mapToItem(bandColumn, 0, 0)
                if (p.y < contentY)
                    contentY = Math.max(0, p.y - 48)
                else if (p.y + item.height > contentY + height)
                    contentY = Math.min(contentHeight - height, p.y + item.height - height + 16)
            }

            FocusScope {
                id: grid
                objectName: "levelGrid"
                width: flick.width
                height: bandColumn.implicitHeight + 16
                activeFocusOnTab: true
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Levels")
                onActiveFocusChanged: if (activeFocus) Qt.callLater(levelsScreen.focusLevel, levelsScreen.current)
                Keys.onPressed: (event) => {
                    const n = levelsScreen.current
                    if (event.key === Qt.Key_Right) levelsScreen.focusLevel(n + 1)
                    else if (event.key === Qt.Key_Left) levelsScreen.focusLevel(n - 1)
                    else if (event.key === Qt.Key_Down) levelsScreen.focusVertical(1)
                    else if (event.key === Qt.Key_Up) levelsScreen.focusVertical(-1)
                    else if (event.key === Qt.Key_Home) levelsScreen.focusLevel(1)
                    else if (event.key === Qt.Key_End) levelsScreen.focusLevel(TubesLists.unlocked)
                    else if (event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) levelsScreen.openLevel(n)
                    else return
                    event.accepted = true
                }

                Column {
                    id: bandColumn
                    x: 8
                    y: 8
                    width: parent.width - 16
                    spacing: Theme.padLarge
                    Repeater {
                        id: bands
                        model: 7
                        Column {
                            id: section
                            required property int index
                            width: bandColumn.width
                            spacing: Theme.gap
                            Text {
                                // unlocked: re-read after a solve
                                text: TubesLists.unlocked >= 0 ? TubesLists.bandHeading(section.index) : ""
                                color: Theme.teal
                                font.pixelSize: Theme.fontHeading
                                font.weight: Font.DemiBold
                            }
                            Flow {
                                width: parent.width
                                spacing: Theme.gap
                                Repeater {
                                    id: tiles
                                    model: TubesLists.band(section.index)
                                    delegate: Rectangle {
                                        id: tileRect
                                        required property int number
                                        required property int band
                                        required property string bandTitle
                                        required property int status
                                        required property int bestMoves
                                        required property string bestTime
                                        required property string description
                                        Component.onCompleted: levelsScreen.tileMap[number] = tileRect
                                        width: 104
                                        height: 76
                                        radius: Theme.radius
                                        color: status === 0 ? Theme.surface : mouse.containsMouse ? Theme.surfaceHover : Theme.surfaceRaised
                                        border.width: status === 2 ? 2 : 1
                                        border.color: status === 2 ? Theme.success : Theme.line
                                        Accessible.role: Accessible.ListItem
                                        Accessible.name: description
                                        Accessible.focusable: true
                                        Accessible.onPressAction: levelsScreen.openLevel(number)
                                        onActiveFocusChanged: if (activeFocus) levelsScreen.current = number
                                        Column {
                                            anchors.centerIn: parent
                                            spacing: 2
                                            Row {
                                                anchors.horizontalCenter: parent.horizontalCenter
                                                spacing: 6
                                                LockIcon { visible: tileRect.status === 0; anchors.verticalCenter: parent.verticalCenter }
                                            Text {
                                                text: tileRect.number
                                                color: tileRect.status === 0 ? Theme.locked : Theme.textColor
                                                font.pixelSize: Theme.fontHeading
                                                font.weight: Font.Bold
                                            }
                                            }
                                            Text {
                                                anchors.horizontalCenter: parent.horizontalCenter
                                                text: tileRect.status === 2 ? "✓ " + qsTr("%Ln moves", "", tileRect.bestMoves) : tileRect.status === 1 ? qsTr("new") : ""
                                                color: tileRect.status === 2 ? Theme.success : Theme.accent
                                                font.pixelSize: Theme.fontSmall
                                            }
                                        }
                                        FocusRing { shown: tileRect.activeFocus }
                                        MouseArea {
                                            id: mouse
                                            anchors.fill: parent
                                            hoverEnabled: true
                                            cursorShape: tileRect.status === 0 ? Qt.ArrowCursor : Qt.PointingHandCursor
                                            onClicked: { levelsScreen.focusLevel(tileRect.number); levelsScreen.openLevel(tileRect.number) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        // The focused level in one line: colours, state, best moves and time.
        Card {
            Layout.fillWidth: true
            implicitHeight: levelLine.implicitHeight + Theme.pad * 2
            color: Theme.surfaceRaised
            Text {
                id: levelLine
                objectName: "levelSummary"
                anchors.fill: parent
                anchors.margins: Theme.pad
                verticalAlignment: Text.AlignVCenter
                // Depends on "unlocked" so it is read again after every refresh.
                text: TubesLists.unlocked > 0 ? TubesLists.levelSummary(levelsScreen.current) : ""
                color: Theme.textColor
                font.pixelSize: Theme.fontBody
                elide: Text.ElideRight
            }
        }
    }
}
