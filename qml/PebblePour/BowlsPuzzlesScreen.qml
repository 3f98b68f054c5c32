pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: puzzlesScreen
    objectName: "bowlsPuzzles"
    title: qsTr("Bowls · Puzzles")
    initialFocus: puzzles.list

    // Coming back from a puzzle: focus the puzzle last played (after "Next puzzle" it is not
    // the tile the player left from).
    StackView.onActivating: {
        BowlsLists.refresh()
        if (BowlsGame.mode === "puzzle" && BowlsGame.number > 0 && BowlsGame.number !== puzzles.current) {
            puzzles.current = BowlsGame.number
            focusedBefore = false
        }
    }
    Component.onCompleted: {
        BowlsLists.refresh()
        // Start on the first puzzle not solved yet.
        for (let n = 1; n <= BowlsLists.total; ++n) {
            const t = puzzles.tileFor(n)
            if (t && !t.done) { puzzles.current = n; break }
        }
    }

    property string currentGoal: ""
    function openPuzzle(n) {
        puzzlesScreen.openScreen("bowlsPlay", { startMode: "puzzle", startPuzzle: n })
    }

    ScreenPage {
        screen: puzzlesScreen
        subtitle: BowlsLists.total > 0 ? qsTr("%1 of %2 solved. Every puzzle is proven solvable within its moves.").arg(BowlsLists.solvedCount).arg(BowlsLists.total) : qsTr("The puzzle pack is not available in this build.")

        TileGrid {
            id: puzzles
            objectName: "puzzleGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            listName: qsTr("Puzzles")
            count: BowlsLists.total
            sections: BowlsLists.chapters
            onOpened: (n) => puzzlesScreen.openPuzzle(n)
            section: TileSection {
                id: section
                required property int modelData
                // solvedCount: re-read after a solve (the heading counts the chapter's solved puzzles)
                heading: BowlsLists.solvedCount >= 0 ? BowlsLists.chapterHeading(section.modelData) : ""
                headingSize: Theme.fontBody
                tiles: BowlsLists.chapterPuzzles(section.modelData)
                tile: Tile {
                    id: tile
                    required property bool solved
                    required property int bestMoves
                    required property string goal
                    required property int limit
                    grid: puzzles
                    done: solved
                    // The grid stays even as the text grows; a longer word still fits.
                    width: Math.max(Math.round(96 * Theme.scale), tileFace.implicitWidth + 2 * Theme.gap)
                    height: Math.round(64 * Theme.scale)
                    onActiveFocusChanged: if (activeFocus) puzzlesScreen.currentGoal = goal + " · " + qsTr("%Ln moves", "", limit)
                    Column {
                        id: tileFace
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
                text: qsTr("Puzzle %1 — %2").arg(puzzles.current).arg(puzzlesScreen.currentGoal)
                color: Theme.textColor
                font.pixelSize: Theme.fontBody
                wrapMode: Text.WordWrap  // large text: two lines, never cut
            }
        }
    }
}
