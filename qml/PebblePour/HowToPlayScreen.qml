pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// How to play, one page per game (from Home and from F1): the rules in plain words, each
// with a small example drawn by the game's own TubeItem / BowlItem. Tab or Up/Down move from
// rule to rule (the page scrolls to it); each rule is read whole by a screen reader.
AppScreen {
    id: howTo
    objectName: "howToPlay"
    property string game: "tubes"
    title: game === "bowls" ? qsTr("How to play Bowls") : qsTr("How to play Tubes")
    initialFocus: game === "bowls" ? bowlsFirst : tubesFirst

    // A tube as the game draws it, from liquid letters (a = red … i = black), bottom first.
    component ExampleTube: TubeItem {
        property string letters: ""
        index: 0
        colours: letters.split("").filter(l => l !== "").map(l => Liquids.hex(l))
        free: TubesGame.capacity - letters.length
        description: ""
        selected: false
        hint: 0
        complete: TubesGame.tubeComplete(letters)
        number: 1
        slotHeight: 24
        enabled: false
        Accessible.ignored: true
    }
    // A bowl as the game draws it, from stone letters in queue order.
    component ExampleBowl: BowlItem {
        property string letters: ""
        index: 0
        number: 1
        stones: letters.split("").filter(l => l !== "")
        modifier: ""
        remaining: 0
        description: ""
        selected: false
        playable: true
        flash: 0
        hint: false
        diameter: 64
        outward: Math.PI / 2
        enabled: false
        Accessible.ignored: true
    }
    // A row of example bowls numbered 1, 2, … from their letters; the first may carry a modifier.
    component ExampleRow: Row {
        id: exampleRow
        property list<string> bowls: []
        property string firstModifier: ""
        property real diameter: 48
        Repeater {
            model: exampleRow.bowls.length
            ExampleBowl {
                required property int modelData
                letters: exampleRow.bowls[modelData]
                number: modelData + 1
                modifier: modelData === 0 ? exampleRow.firstModifier : ""
                diameter: exampleRow.diameter
            }
        }
    }
    component Arrow: Text {
        property bool refused: false
        text: refused ? "✗" : "→"
        color: refused ? BowlsTheme.warning : Theme.textDim
        font.pixelSize: Theme.fontTitle
        font.weight: Font.Bold
        anchors.verticalCenter: parent ? parent.verticalCenter : undefined
        Accessible.ignored: true
    }

    function blocks(): list<Item> {
        return (game === "bowls" ? bowlsRules : tubesRules).children.filter(b => b.activeFocusOnTab)
    }
    function step(by: int) {
        const list = blocks()
        const at = list.findIndex(b => b.activeFocus)
        const next = list[Math.max(0, Math.min(list.length - 1, at + by))]
        if (next)
            next.forceActiveFocus(by > 0 ? Qt.TabFocusReason : Qt.BacktabFocusReason)
    }
    Keys.onUpPressed: step(-1)
    Keys.onDownPressed: step(1)
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Home)
            step(-1000)
        else if (event.key === Qt.Key_End)
            step(1000)
        else
            return
        event.accepted = true
    }

    ScreenPage {
        screen: howTo
        subtitle: qsTr("Tab or the arrow keys move from rule to rule.")
        Flickable {
            id: flick
            objectName: "howToFlick"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.maximumWidth: 1100
            Layout.alignment: Qt.AlignHCenter
            contentHeight: rules.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollMark {}
            Behavior on contentY { NumberAnimation { duration: Theme.quick } }
            // The stones, bowls and tubes keep to the page's clip (see ShapesInView).
            readonly property ShapesInView shapesInView: ShapesInView { view: flick }

            ColumnLayout {
                id: rules
                width: flick.width - Theme.gutter
                spacing: Theme.pad

                // Each game's rules are a list to a screen reader: Orca 43.1 reads every label
                // of three words or more when focus enters a panel, so rules as labels made it
                // read the whole page before the first rule; a list's items it reads one at a
                // time, and it says how many there are.
                // ---- Tubes -------------------------------------------------------------
                ColumnLayout {
                    id: tubesRules
                    visible: howTo.game === "tubes"
                    Layout.fillWidth: true
                    spacing: Theme.pad
                    Accessible.role: Accessible.List
                    Accessible.name: ""
                    HowToBlock {
                        id: tubesFirst
                        heading: qsTr("The goal")
                        body: qsTr("Sort the liquids until every tube is either empty or full of one colour. A tube holds four units, and every level starts with two empty tubes.")
                        caption: qsTr("Done: a tube full of red and an empty tube.")
                        ExampleTube { letters: "aaaa" }
                        ExampleTube { letters: ""; number: 2 }
                    }
                    HowToBlock {
                        heading: qsTr("Pouring")
                        body: qsTr("Choose a tube, then the tube to pour into. The top run of one colour moves, as much as fits; what does not fit stays where it was. One pour is one move, however much it carries.")
                        caption: qsTr("Allowed: tube 1 pours its two red units onto the red in tube 2.")
                        ExampleTube { letters: "caa" }
                        ExampleTube { letters: "da"; number: 2 }
                        Arrow {}
                        ExampleTube { letters: "c" }
                        ExampleTube { letters: "daaa"; number: 2 }
                    }
                    HowToBlock {
                        heading: qsTr("A pour that is not allowed")
                        body: qsTr("You can pour only into an empty tube or onto the same colour, and only when there is room. A pour that is not allowed does nothing; it is never a penalty.")
                        caption: qsTr("Not allowed: blue cannot go onto red, so nothing happens.")
                        ExampleTube { letters: "ac" }
                        Arrow { refused: true }
                        ExampleTube { letters: "da"; number: 2 }
                    }
                    HowToBlock {
                        heading: qsTr("Undo, restart and hints")
                        body: qsTr("Undo and hints are free and unlimited, and undo takes the move count back with it. A hint shows the first pour of a solution the solver has proven, so following the hints always solves the board.")
                        caption: qsTr("A hint: pour from the tube with the up arrow into the tube with the down arrow.")
                        ExampleTube { letters: "baa"; hint: 1 }
                        ExampleTube { letters: "a"; hint: 2; number: 2 }
                    }
                    HowToBlock {
                        heading: qsTr("Every board can be solved")
                        body: qsTr("The solver proves each board solvable before you see it. You can still get stuck through your own pours: undo, restart or ask for a hint.")
                    }
                    HowToBlock {
                        heading: qsTr("Boards to share")
                        body: qsTr("Every board has an ID: %1 copies it, and Copy result on a result panel copies a line in words to share, with the ID. Home → Play a board plays any ID typed or pasted: a level, a puzzle, a Daily of the last 30 days, or a whole board another player wrote, which the solver proves before you play it. There, New Tubes board and New Bowls board open the editor: make a board unit by unit or stone by stone, let the solver prove it, and save it to My boards to play, change or share.").arg(KeyMap.labels.copyId)
                    }
                    HowToBlock {
                        heading: qsTr("Sounds")
                        body: qsTr("Every pour has a sound as long as the water poured and as high as the tube it fills; a pour that is not allowed is a low soft thud, a completed tube a chime. Sounds come from where the tube stands: tube 1 on the left, the last tube on the right. %1 plays the whole board as sound, tube by tube from bottom to top, each colour its own note, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.").arg(KeyMap.labels.hearBoard).arg(KeyMap.labels.mute)
                    }
                }
                // ---- Bowls -------------------------------------------------------------
                ColumnLayout {
                    id: bowlsRules
                    visible: howTo.game === "bowls"
                    Layout.fillWidth: true
                    spacing: Theme.pad
                    Accessible.role: Accessible.List
                    Accessible.name: ""
                    HowToBlock {
                        id: bowlsFirst
                        heading: qsTr("The ring")
                        body: qsTr("Twelve bowls sit in a ring. Between moves a bowl holds at most seven stones. Each of the five colours carries its own white symbol.")
                        caption: qsTr("A bowl with a red circle, a yellow triangle, a green diamond, a blue square and a purple star.")
                        ExampleBowl { letters: "rygbp" }
                    }
                    HowToBlock {
                        heading: qsTr("Sowing")
                        body: qsTr("Choose a bowl that has stones and is not frozen, then confirm. All its stones leave it: the first goes into the next bowl, the second one further, and so on, clockwise.")
                        caption: qsTr("Sowing bowl 1: red, green and blue go into bowls 2, 3 and 4.")
                        ExampleRow { bowls: ["rgb", "", "", ""]; spacing: Theme.pad }
                        Arrow {}
                        ExampleRow { bowls: ["", "r", "g", "b"]; spacing: Theme.pad }
                    }
                    HowToBlock {
                        heading: qsTr("Groups")
                        body: qsTr("Three or more stones of one colour in one bowl clear. They need not be next to each other. Each cleared stone scores 10 points.")
                        caption: qsTr("Three red stones in one bowl clear; the yellow one stays.")
                        ExampleBowl { letters: "ryrr" }
                        Arrow {}
                        ExampleBowl { letters: "y" }
                    }
                    HowToBlock {
                        heading: qsTr("Wildcards")
                        body: qsTr("A wildcard completes a colour: two stones of one colour and a wildcard in a bowl make a group. Natural groups clear first, and three wildcards alone never group.")
                        caption: qsTr("Two blue squares and a wildcard clear together.")
                        ExampleBowl { letters: "b*b" }
                        Arrow {}
                        ExampleBowl { letters: "" }
                    }
                    HowToBlock {
                        heading: qsTr("Blockers")
                        body: qsTr("A blocker never groups. When a group clears in a bowl beside it, the blockers there are removed, without points.")
                        caption: qsTr("The green group clears, and the blocker in the next bowl goes with it.")
                        // Bowls 1 and 2, before and after: each keeps its own number.
                        ExampleBowl { letters: "#y"; diameter: 56 }
                        ExampleBowl { letters: "ggg"; diameter: 56; number: 2 }
                        Arrow {}
                        ExampleBowl { letters: "y"; diameter: 56 }
                        ExampleBowl { letters: ""; diameter: 56; number: 2 }
                    }
                    HowToBlock {
                        heading: qsTr("Frozen bowls")
                        body: qsTr("A frozen bowl cannot be chosen for the moves shown on its badge, but stones are still sown into it as usual.")
                        caption: qsTr("Frozen for 2 more moves.")
                        ExampleBowl { letters: "rg"; modifier: "F"; remaining: 2 }
                    }
                    HowToBlock {
                        heading: qsTr("Reverse bowls")
                        body: qsTr("A reverse bowl sows counter-clockwise when you choose it. Every other bowl keeps sowing clockwise.")
                        caption: qsTr("A reverse bowl: its stones go counter-clockwise.")
                        ExampleBowl { letters: "bp"; modifier: "R"; remaining: 3 }
                    }
                    HowToBlock {
                        heading: qsTr("Volcanoes")
                        body: qsTr("After the groups, a volcano with six or more stones erupts: it sows all its stones onward, like a move of its own, and the groups are checked again. Each volcano erupts at most once per move.")
                        caption: qsTr("A volcano with six stones, ready to erupt.")
                        ExampleBowl { letters: "rgbrgb"; modifier: "V" }
                    }
                    HowToBlock {
                        heading: qsTr("Chains and combos")
                        body: qsTr("One move can set off a chain: groups, then blockers, then eruptions, then groups again. The combo counts the bowls that grouped: two bowls score ×2, three ×3, four or more ×4. An empty board after your move is a Perfect Clear, worth 100 bonus points.")
                        caption: qsTr("The volcano erupts: red, green and blue complete three groups at once, a combo of 3.")
                        Column {
                            spacing: 32  // room for the bowl numbers drawn above each row
                            ExampleRow { bowls: ["rgbrgb", "rr", "gg", "bb", "", "", ""]; firstModifier: "V"; diameter: 40; spacing: 6 }
                            ExampleRow { bowls: ["", "", "", "", "r", "g", "b"]; firstModifier: "V"; diameter: 40; spacing: 6 }
                        }
                    }
                    HowToBlock {
                        heading: qsTr("Overflow")
                        body: qsTr("If a bowl still holds eight or more stones once every effect has ended, the attempt is lost. An eighth stone for a moment is fine when a group or an eruption takes it away.")
                        caption: qsTr("Eight stones once the chain is over: the bowl overflows.")
                        // The eighth stone is drawn outside the bowl, below it: room for it
                        // above the caption.
                        Item {
                            width: overflowBowl.width
                            height: overflowBowl.height + overflowBowl.stoneSize
                            ExampleBowl { id: overflowBowl; letters: "rgbpyrgb"; diameter: 72 }
                        }
                    }
                    HowToBlock {
                        heading: qsTr("Puzzles, Endless and Daily")
                        body: qsTr("A puzzle has a goal and a number of moves; undo and restart as often as you like. A hint (H) highlights the first move of a shortest solution the solver has proven from where you are, within the moves left, or says plainly that none is left; hints are counted on the result panel, and only puzzles have them. Endless runs until a bowl overflows, with two new stones after every move. The Daily is the same board for everyone, %Ln moves. In Endless and the Daily, undo turns the attempt into practice: it cannot set a record.", "", BowlsGame.dailyMoves)
                    }
                    HowToBlock {
                        heading: qsTr("Boards to share")
                        body: qsTr("Every board has an ID: %1 copies it, and Copy result on a result panel copies a line in words to share, with the ID. Home → Play a board plays any ID typed or pasted: a level, a puzzle, a Daily of the last 30 days, or a whole board another player wrote, which the solver proves before you play it. There, New Tubes board and New Bowls board open the editor: make a board unit by unit or stone by stone, let the solver prove it, and save it to My boards to play, change or share.").arg(KeyMap.labels.copyId)
                    }
                    HowToBlock {
                        heading: qsTr("Sounds")
                        body: qsTr("Each stone ticks as it lands, from where its bowl sits on the ring; a cleared group sounds its colour's note, combo steps rise with ×2, ×3 and ×4, and an eruption rumbles. %1 plays the whole ring as sound, bowl by bowl: a tick per stone, higher for a fuller bowl, another timbre for a frozen, reverse or volcano bowl, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.").arg(KeyMap.labels.hearBoard).arg(KeyMap.labels.mute)
                    }
                }
            }
        }
    }
}
