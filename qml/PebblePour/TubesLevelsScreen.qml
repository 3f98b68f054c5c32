pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: levelsScreen
    objectName: "tubesLevels"
    title: qsTr("Tubes · Levels")
    initialFocus: levels.list

    // Coming back from a game: focus the level last played (after "Next level" it is not the
    // tile the player left from).
    StackView.onActivating: {
        TubesLists.refresh()
        if (TubesGame.number > 0 && !TubesGame.isDaily && TubesGame.number !== levels.current) {
            levels.current = TubesGame.number
            focusedBefore = false
        }
    }

    // Opened again from Home: on the level last played, or the newest one open; never on the
    // tile the arrows left it on (past the last open level, a locked one).
    onOpenedAfresh: {
        TubesLists.refresh()
        const played = TubesGame.number > 0 && !TubesGame.isDaily ? TubesGame.number : 0
        levels.current = played > 0 && played <= TubesLists.unlocked ? played
            : Math.min(TubesLists.unlocked, TubesGame.levelCount)
        // The tile the list's scope gives its focus to when the screen is shown.
        const tile = levels.tileFor(levels.current)
        if (tile)
            tile.focus = true
    }

    function openLevel(n) {
        const t = levels.tileFor(n)
        if (!t || t.locked) {
            Announcer.say(qsTr("Level %1 is locked. Solve level %2 first.").arg(n).arg(TubesLists.unlocked), false)
            return
        }
        levelsScreen.openScreen("tubesPlay", { startLevel: n })
    }

    ScreenPage {
        screen: levelsScreen
        subtitle: qsTr("%Ln levels unlocked. Levels unlock in order; solved levels can be replayed.", "", TubesLists.unlocked)

        TileGrid {
            id: levels
            objectName: "levelGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            listName: qsTr("Levels")
            count: TubesGame.levelCount
            last: TubesLists.unlocked
            current: Math.min(TubesLists.unlocked, TubesGame.levelCount)
            sections: TubesLists.bandCount
            sectionSpacing: Theme.padLarge
            onOpened: (n) => levelsScreen.openLevel(n)
            section: TileSection {
                id: band
                required property int index
                // unlocked: re-read after a solve
                heading: TubesLists.unlocked >= 0 ? TubesLists.bandHeading(band.index) : ""
                tiles: TubesLists.band(band.index)
                tile: Tile {
                    id: tile
                    required property int status
                    required property int bestMoves
                    grid: levels
                    width: Math.round(104 * Theme.scale)
                    height: Math.round(76 * Theme.scale)
                    done: status === 2
                    locked: status === 0
                    Column {
                        anchors.centerIn: parent
                        spacing: 2
                        Row {
                            anchors.horizontalCenter: parent.horizontalCenter
                            spacing: 6
                            LockIcon { visible: tile.locked; anchors.verticalCenter: parent.verticalCenter }
                            Text {
                                text: tile.number
                                color: tile.locked ? Theme.locked : Theme.textColor
                                font.pixelSize: Theme.fontHeading
                                font.weight: Font.Bold
                            }
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: tile.done ? "✓ " + qsTr("%Ln moves", "", tile.bestMoves) : tile.status === 1 ? qsTr("new") : ""
                            color: tile.done ? Theme.success : Theme.accent
                            font.pixelSize: Theme.fontSmall
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
                text: TubesLists.unlocked > 0 ? TubesLists.levelSummary(levels.current) : ""
                color: Theme.textColor
                font.pixelSize: Theme.fontBody
                elide: Text.ElideRight
            }
        }
    }
}
