pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: home
    objectName: "homeScreen"
    title: qsTr("Pebble & Pour")
    initialFocus: continueTubes.visible ? continueTubes : continueBowls.visible ? continueBowls : playTubes
    StackView.onActivating: { TubesLists.refresh(); BowlsLists.refreshHome() }
    Component.onCompleted: BowlsLists.refreshHome()

    // Home scrolls when a small window or large text makes it taller than the window; the
    // focused button is always scrolled into view.
    KeyScrollArea {
        id: homeScroll
        objectName: "homeScroll"
        anchors.fill: parent
        contentWidth: width  // up and down only: a page never scrolls sideways
        contentHeight: homeColumn.height + 2 * Theme.padLarge
        followFocus: true
        ScrollBar.vertical: ScrollMark {}
        // The cards' pictures (tubes, a ring of bowls and stones) keep to its clip (see
        // ShapesInView): wholly scrolled out, they were drawn below the page, and stayed on
        // the window's bottom edge under the next screens.
        readonly property ShapesInView shapesInView: ShapesInView { view: homeScroll }

        ColumnLayout {
            id: homeColumn
            x: Theme.padLarge
            y: Theme.padLarge
            width: homeScroll.width - 2 * Theme.padLarge
            // Fills the window when there is room; scrolls (Home is never cut off) when not.
            height: Math.max(homeScroll.height - 2 * Theme.padLarge, implicitHeight)
            spacing: Theme.padLarge

            ColumnLayout {
                spacing: Theme.gap
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: qsTr("Pebble & Pour")
                    color: Theme.textColor
                    font.pixelSize: Theme.fontDisplay
                    font.weight: Font.Black
                    Accessible.role: Accessible.Heading
                    Accessible.name: Announcer.spokenForm(text)
                }
                Text {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: qsTr("Two colour puzzles. Play them with a mouse, a keyboard or a screen reader.")
                    color: Theme.textDim
                    font.pixelSize: Theme.fontBody
                }
            }

            // Where a bad profile file was kept: shown at every start until dismissed.
            Rectangle {
                visible: AppState.profileNotice !== ""
                Layout.fillWidth: true
                implicitHeight: noticeRow.implicitHeight + 2 * Theme.gap
                radius: Theme.radius
                color: Theme.surfaceRaised
                border.color: Theme.accent
                RowLayout {
                    id: noticeRow
                    anchors.fill: parent
                    anchors.margins: Theme.gap
                    spacing: Theme.gap
                    Text {
                        id: notice
                        objectName: "profileNotice"
                        Layout.fillWidth: true
                        text: AppState.profileNotice
                        color: Theme.textColor
                        wrapMode: Text.WordWrap
                        font.pixelSize: Theme.fontSmall
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: Announcer.spokenForm(text)
                    }
                    AppButton {
                        objectName: "dismissNotice"
                        text: qsTr("Dismiss")
                        hint: qsTr("Stop showing this notice")
                        onClicked: AppState.dismissNotice()
                    }
                }
            }

            // The two games side by side when both fit, one above the other when not (large
            // text, a small window, a long language).
            GridLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                columnSpacing: Theme.padLarge
                rowSpacing: Theme.padLarge
                // The two share the row equally: side by side when the wider one fits in half.
                columns: 2 * Math.max(tubesCard.naturalWidth, bowlsCard.naturalWidth) + columnSpacing <= homeColumn.width ? 2 : 1

                GameCard {
                    id: tubesCard
                    name: qsTr("Tubes")
                    blurb: qsTr("Pour until every tube holds one colour. Every board is proven solvable; undo and hints are free.")
                    picture: Row {
                        spacing: 14
                        Repeater {
                            // The game's own liquids (red, yellow, blue), as drawn on a board.
                            model: {
                                const r = Liquids.hex("a"), y = Liquids.hex("b"), b = Liquids.hex("c")
                                return [[r, y, r], [b, b, y], [y, r, b], []]
                            }
                            Rectangle {
                                id: sampleTube
                                required property var modelData
                                width: 34; height: 110; radius: 12
                                color: "transparent"
                                border.color: Theme.glass; border.width: 2
                                Column {
                                    anchors.bottom: parent.bottom
                                    anchors.bottomMargin: 4
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    spacing: 2
                                    Repeater {
                                        model: sampleTube.modelData.slice().reverse()
                                        Rectangle {
                                            required property var modelData
                                            width: 26; height: 23
                                            radius: 6
                                            color: modelData
                                        }
                                    }
                                }
                            }
                        }
                    }
                    RowLayout {
                        Layout.alignment: Qt.AlignHCenter
                        spacing: Theme.pad
                        AppButton {
                            id: continueTubes
                            objectName: "continueTubes"
                            visible: TubesLists.continueLevel > 0
                            primary: true
                            text: qsTr("Continue level %1").arg(TubesLists.continueLevel)
                            hint: qsTr("Tubes: your unfinished level, as you left it")
                            onClicked: home.openScreen("tubesPlay", { startLevel: TubesLists.continueLevel })
                        }
                        AppButton {
                            id: playTubes
                            objectName: "playTubes"
                            primary: !continueTubes.visible
                            text: qsTr("Levels")
                            hint: qsTr("Tubes: 100 levels in seven colour bands")
                            onClicked: home.openScreen("tubesLevels", {})
                        }
                        AppButton {
                            objectName: "dailyTubes"
                            text: qsTr("Daily")
                            hint: TubesLists.dailyStatus || qsTr("Tubes: today's board, the same for everyone")
                            onClicked: home.openScreen("tubesDaily", {})
                        }
                    }
                    AppButton {
                        objectName: "howToTubes"
                        Layout.alignment: Qt.AlignHCenter
                        text: qsTr("How to play Tubes")
                        onClicked: home.openScreen("howToPlay", { game: "tubes" })
                    }
                }

                GameCard {
                    id: bowlsCard
                    name: qsTr("Bowls")
                    blurb: qsTr("Sow stones round a ring of twelve bowls; three of a colour clear. Think in chains.")
                    picture: Item {
                        implicitWidth: 120; implicitHeight: 110
                        Repeater {
                            model: 12
                            Rectangle {
                                id: sampleBowl
                                required property int index
                                readonly property real a: sampleBowl.index / 12 * 2 * Math.PI - Math.PI / 2
                                width: 22; height: 22; radius: 11
                                x: 60 + 46 * Math.cos(a) - 11
                                y: 55 + 46 * Math.sin(a) - 11
                                color: Theme.surfaceRaised
                                border.color: Theme.glass
                                border.width: 2
                                Stone {
                                    anchors.centerIn: parent
                                    size: 14
                                    visible: sampleBowl.index % 3 !== 2
                                    letter: ["r", "y", "b", "g", "p"][sampleBowl.index % 5]
                                }
                            }
                        }
                    }
                    AppButton {
                        id: continueBowls
                        objectName: "continueBowls"
                        Layout.alignment: Qt.AlignHCenter
                        visible: BowlsLists.continueMode !== ""
                        primary: true
                        text: BowlsLists.continueLabel
                        onClicked: {
                            const m = BowlsLists.continueMode
                            if (m.startsWith("puzzle:"))
                                home.openScreen("bowlsPlay", { startMode: "puzzle", startPuzzle: Number(m.split(":")[1]) })
                            else
                                home.openScreen("bowlsPlay", { startMode: m })
                        }
                    }
                    RowLayout {
                        Layout.alignment: Qt.AlignHCenter
                        spacing: Theme.pad
                        AppButton {
                            objectName: "bowlsPuzzles"
                            primary: !continueBowls.visible
                            text: qsTr("Puzzles")
                            onClicked: home.openScreen("bowlsPuzzles", {})
                        }
                        AppButton {
                            objectName: "bowlsEndless"
                            text: qsTr("Endless")
                            hint: qsTr("Score until a bowl overflows; pause any time")
                            onClicked: home.openScreen("bowlsPlay", { startMode: "endless" })
                        }
                        AppButton {
                            objectName: "bowlsDaily"
                            text: qsTr("Daily")
                            hint: BowlsLists.dailyStatus || qsTr("Bowls: today's board, the same for everyone")
                            onClicked: home.openScreen("bowlsDaily", {})
                        }
                    }
                    AppButton {
                        objectName: "howToBowls"
                        Layout.alignment: Qt.AlignHCenter
                        text: qsTr("How to play Bowls")
                        onClicked: home.openScreen("howToPlay", { game: "bowls" })
                    }
                }
            }

            // The rest of the app.
            ButtonRow {
                room: homeColumn.width
                AppButton {
                    objectName: "openPlayBoard"
                    text: qsTr("Play a board")
                    hint: qsTr("Type or paste a board ID, yours or another player's")
                    onClicked: home.openScreen("playBoard", {})
                }
                AppButton { objectName: "openSettings"; text: qsTr("Settings"); onClicked: home.openScreen("settings", {}) }
                AppButton { objectName: "openStats"; text: qsTr("Statistics"); onClicked: home.openScreen("stats", {}) }
                AppButton { objectName: "openGallery"; text: qsTr("Themes"); onClicked: home.openScreen("gallery", {}) }
                AppButton { objectName: "openAbout"; text: qsTr("About"); onClicked: home.openScreen("about", {}) }
                AppButton { text: qsTr("Shortcuts (%1)").arg(KeyMap.labels.help); onClicked: home.showShortcuts() }
            }
        }
    }
}
