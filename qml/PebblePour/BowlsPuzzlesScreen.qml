pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: puzzlesScreen
    objectName: "bowlsPuzzles"
    title: qsTr("Bowls · Puzzles")
    initialFocus: grid

    property int current: 1
    readonly property int columns: 10

    // Coming back from a puzzle: focus the puzzle last played (after "Next puzzle" it is not
    // the tile the player left from).
    StackView.onActivating: {
        BowlsLists.refresh()
        if (BowlsGame.mode === "puzzle" && BowlsGame.puzzleNumber > 0 && BowlsGame.puzzleNumber !== current) {
            current = BowlsGame.puzzleNumber
            focusedBefore = false
        }
    }
    Component.onCompleted: {
        BowlsLists.refresh()
        // Start on the first puzzle not solved yet.
        const rows = BowlsLists.total
        for (let n = 1; n <= rows; ++n) {
            const t = tileMap[n]
            if (t && !t.solved) { current = n; break }
        }
    }

    property var tileMap: ({})
    property string currentGoal: ""
    function focusPuzzle(n) {
        current = Math.max(1, Math.min(BowlsLists.total, n))
        const t = tileMap[current]
        if (t) {
            t.forceActiveFocus()
            flick.ensureVisible(t)
        }
    }
    function openPuzzle(n) {
        puzzlesScreen.openScreen("bowlsPlay", { startMode: "puzzle", startPuzzle: n })
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.padLarge
        spacing: Theme.pad

        ScreenHeader {
            Layout.fillWidth: true
            title: puzzlesScreen.title
            subtitle: BowlsLists.total > 0 ? qsTr("%1 of %2 solved. Every puzzle is proven solvable within its moves.").arg(BowlsLists.solvedCount).arg(BowlsLists.total) : qsTr("The puzzle pack is not available in this build.")
            onBack: puzzlesScreen.back()
        }

        Flickable {
            id: flick
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: chapterColumn.implicitHeight + 16
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }
            function ensureVisible(item) {
                const p = item.mapToItem(chapterColumn, 0, 0)
                if (p.y < contentY)
                    contentY = Math.max(0, p.y - 48)
                else if (p.y + item.height > contentY + height)
                    contentY = Math.min(contentHeight - height, p.y + item.height - height + 16)
            }

            FocusScope {
                id: grid
                objectName: "puzzleGrid"
                width: flick.width
                height: chapterColumn.implicitHeight + 16
                activeFocusOnTab: true
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Puzzles")
                onActiveFocusChanged: if (activeFocus) Qt.callLater(puzzlesScreen.focusPuzzle, puzzlesScreen.current)
                Keys.onPressed: (event) => {
                    const n = puzzlesScreen.current
                    if (event.key === Qt.Key_Right) puzzlesScreen.focusPuzzle(n + 1)
                    else if (event.key === Qt.Key_Left) puzzlesScreen.focusPuzzle(n - 1)
                    else if (event.key === Qt.Key_Down) puzzlesScreen.focusPuzzle(n + puzzlesScreen.columns)
                    else if (event.key === Qt.Key_Up) puzzlesScreen.focusPuzzle(n - puzzlesScreen.columns)
                    else if (event.key === Qt.Key_Home) puzzlesScreen.focusPuzzle(1)
                    else if (event.key === Qt.Key_End) puzzlesScreen.focusPuzzle(BowlsLists.total)
                    else if (event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) puzzlesScreen.openPuzzle(n)
                    else return
                    event.accepted = true
                }

                Column {
                    id: chapterColumn
                    x: 8
                    y: 8
                    width: parent.width - 16
                    spacing: Theme.pad
                    Repeater {
                        model: BowlsLists.chapters
                        Column {
                            id: section
                            required property int modelData
                            width: chapterColumn.width
                            spacing: Theme.gap
                            Text {
                                // solvedCount: re-read after a solve (the heading counts the chapter's solved puzzles)
                                text: BowlsLists.solvedCount >= 0 ? BowlsLists.chapterHeading(section.modelData) : ""
                                color: Theme.teal
                                font.pixelSize: Theme.fontBody
                                font.weight: Font.DemiBold
                            }
                            Flow {
                                width: parent.width
                                spacing: Theme.gap
                                Repeater {
                                    model: BowlsLists.chapterPuzzles(section.modelData)
                                    delegate: Rectangle {
                                        id: tile
                                        required property int number
                                        required property int chapter
                                        required property bool solved
                                        required property int bestMoves
                                        required property int bestScore
                                        required property string goal
                                        required property int limit
                                        required property string description
                                        Component.onCompleted: puzzlesScreen.tileMap[number] = tile
                                        width: 96
                                        height: 64
                                        radius: Theme.radius
                                        color: mouse.containsMouse ? Theme.surfaceHover : Theme.surfaceRaised
                                        border.width: solved ? 2 : 1
                                        border.color: solved ? Theme.success : Theme.line
                                        Accessible.role: Accessible.ListItem
                                        Accessible.name: description
                                        Accessible.focusable: true
                                        Accessible.onPressAction: puzzlesScreen.openPuzzle(number)
                                        onActiveFocusChanged: if (activeFocus) { puzzlesScreen.current = number; puzzlesScreen.currentGoal = goal + " · " + qsTr("%Ln moves", "", limit) }
                                        Column {
                                            anchors.centerIn: parent
                                            spacing: 0
                                            Text {
                                                anchors.horizontalCenter: parent.horizontalCenter
                                                text: tile.number
                                                color: Theme.textColor
                                                font.pixelSize: Theme.fontHeading
                                                font.weight: Font.Bold
                                            }
                                            Text {
                                                anchors.horizontalCenter: parent.horizontalCenter
                                                text: tile.solved ? "✓ " + qsTr("%Ln moves", "", tile.bestMoves) : qsTr("%Ln moves", "", tile.limit)
                                                color: tile.solved ? Theme.success : Theme.textDim
                                                font.pixelSize: Math.round(Theme.fontSmall * 0.9)
                                            }
                                        }
                                        FocusRing { shown: tile.activeFocus }
                                        MouseArea {
                                            id: mouse
                                            anchors.fill: parent
                                            hoverEnabled: true
                                            cursorShape: Qt.PointingHandCursor
                                            onClicked: { puzzlesScreen.focusPuzzle(tile.number); puzzlesScreen.openPuzzle(tile.number) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        // The focused puzzle's goal, always in view.
        Card {
            Layout.fillWidth: true
            implicitHeight: goalLine.implicitHeight + Theme.pad * 2
            color: Theme.surfaceRaised
            visible: puzzlesScreen.currentGoal !== ""
            Text {
                id: goalLine
                anchors.fill: parent
                anchors.margins: Theme.pad
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Puzzle %1 — %2").arg(puzzlesScreen.current).arg(puzzlesScreen.currentGoal)
                color: Theme.textColor
                font.pixelSize: Theme.fontBody
                elide: Text.ElideRight
            }
        }
    }
}
