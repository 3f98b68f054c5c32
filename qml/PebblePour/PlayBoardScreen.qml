pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// Home → "Play a board": a board ID typed or pasted (a level, a puzzle, a Daily, or a whole
// board shared by another player). What is wrong with it is said as it is typed; a whole
// board is proven by the solver before it is played (BoardEntry).
AppScreen {
    id: entryScreen
    objectName: "playBoard"
    title: qsTr("Play a board")
    initialFocus: idField
    Component.onCompleted: BoardEditor.refreshMine()
    StackView.onActivating: BoardEditor.refreshMine()

    // What is wrong with the text as typed ("" while it names a board, or is empty).
    readonly property string problem: idField.text.trim() === "" ? "" : BoardEntry.check(idField.text)
    // Why the last paste was refused (said by BoardEntry), shown until the text changes.
    property string pasteRefusal: ""
    function play() {
        if (idField.text.trim() === "")
            Announcer.say(qsTr("Type or paste a board ID first."), true)
        else
            BoardEntry.play(idField.text)
    }
    // The clipboard into the field (all of it replaced with `whole`, else the selection):
    // a text longer than any ID is refused with a sentence, never cut where the field ends.
    function paste(whole: bool) {
        const kept = whole ? 0 : idField.length - (idField.selectionEnd - idField.selectionStart)
        const refusal = BoardEntry.pasteRefusal(kept)
        if (refusal !== "") {
            pasteRefusal = refusal
            return
        }
        if (whole)
            idField.selectAll()
        idField.paste()
    }

    ScreenPage {
        screen: entryScreen
        subtitle: qsTr("Type or paste a board ID: a level (tubes:level:37), a puzzle (bowls:puzzle:12), a Daily (bowls:daily:2026-12-01) or a whole board another player shared. A whole board is proven by the solver before you play it.")

        KeyScrollArea {
            id: entryScroll
            objectName: "entryScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: entryColumn.implicitHeight + 2 * Theme.pad
            followFocus: true
            ScrollBar.vertical: ScrollMark {}

            ColumnLayout {
                id: entryColumn
                x: Theme.pad
                y: Theme.pad
                width: Math.min(900, entryScroll.width - Theme.pad - Theme.gutter)
                spacing: Theme.pad

                Text {
                    text: qsTr("Board ID")
                    color: Theme.textColor
                    font.pixelSize: Theme.fontHeading
                    font.weight: Font.DemiBold
                }
                TextField {
                    id: idField
                    objectName: "boardIdField"
                    Layout.fillWidth: true
                    implicitHeight: Math.max(Theme.hitTarget + 8, contentHeight + 24)
                    font.pixelSize: Theme.fontBody
                    font.family: "DejaVu Sans Mono"
                    color: Theme.textColor
                    placeholderText: qsTr("tubes:abca,bcab,cabc,-,-", "an example board ID, typed as it is: keep it unchanged")
                    placeholderTextColor: Theme.textDisabled
                    selectByMouse: true
                    selectionColor: Theme.accent
                    selectedTextColor: Theme.accentText
                    leftPadding: Theme.pad
                    rightPadding: Theme.pad
                    inputMethodHints: Qt.ImhNoPredictiveText | Qt.ImhNoAutoUppercase
                    // What is wrong is shown as it is typed, and said on Enter: not spoken at
                    // every key that makes the text wrong or right again (a reader would).
                    Accessible.name: Announcer.spokenForm(qsTr("Board ID"))
                    onAccepted: entryScreen.play()
                    onTextChanged: entryScreen.pasteRefusal = ""
                    Keys.onPressed: (event) => {
                        if (event.matches(StandardKey.Paste)) {
                            entryScreen.paste(false)
                            event.accepted = true
                        }
                    }
                    background: Rectangle {
                        radius: Theme.radius
                        color: Theme.surface
                        border.width: idField.activeFocus ? Theme.focusWidth : (Theme.contrast ? 2 : 1)
                        border.color: idField.activeFocus ? Theme.focus : entryScreen.problem !== "" ? Theme.accent : Theme.line
                    }
                }
                // What is wrong with the ID as typed; then what the solver found.
                Text {
                    id: status
                    objectName: "boardStatus"
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    font.pixelSize: Theme.fontBody
                    color: entryScreen.pasteRefusal !== "" || entryScreen.problem !== "" ? Theme.accent : Theme.textDim
                    text: entryScreen.pasteRefusal !== "" ? entryScreen.pasteRefusal
                          : entryScreen.problem !== "" ? entryScreen.problem
                          : BoardEntry.verdict !== "" ? BoardEntry.verdict
                          : qsTr("Press Enter to play it.")
                    Accessible.role: Accessible.StaticText
                    Accessible.name: Announcer.spokenForm(text)
                }
                RowLayout {
                    spacing: Theme.pad
                    AppButton {
                        objectName: "playBoardButton"
                        primary: true
                        enabled: !BoardEntry.busy
                        text: BoardEntry.busy ? qsTr("Proving…") : qsTr("Play")
                        onClicked: entryScreen.play()
                    }
                    AppButton {
                        objectName: "pasteBoard"
                        text: qsTr("Paste")
                        hint: qsTr("Put the board ID you copied into the field")
                        onClicked: { entryScreen.paste(true); idField.forceActiveFocus() }
                    }
                    AppButton {
                        objectName: "playAnyway"
                        visible: BoardEntry.canPlayAnyway
                        text: qsTr("Play it anyway")
                        hint: qsTr("Without a promise that it can be solved")
                        onClicked: BoardEntry.playAnyway()
                    }
                }
                Text {
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.pad
                    wrapMode: Text.WordWrap
                    color: Theme.textDim
                    font.pixelSize: Theme.fontSmall
                    text: qsTr("On a board, %1 copies its ID to share it.").arg(KeyMap.labels.copyId)
                }

                // Make a board: the editor, for either game.
                Text {
                    Layout.topMargin: Theme.pad
                    text: qsTr("Make a board")
                    color: Theme.textColor
                    font.pixelSize: Theme.fontHeading
                    font.weight: Font.DemiBold
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.pad
                    AppButton {
                        objectName: "newTubesBoard"
                        text: qsTr("New Tubes board")
                        onClicked: entryScreen.openScreen("boardEditor", { game: "tubes" })
                    }
                    AppButton {
                        objectName: "newBowlsBoard"
                        text: qsTr("New Bowls board")
                        onClicked: entryScreen.openScreen("boardEditor", { game: "bowls" })
                    }
                }

                // My boards: the boards saved in the editor, to play, edit, copy or remove.
                Text {
                    Layout.topMargin: Theme.pad
                    text: qsTr("My boards")
                    color: Theme.textColor
                    font.pixelSize: Theme.fontHeading
                    font.weight: Font.DemiBold
                }
                Text {
                    visible: BoardEditor.mineCount === 0
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    color: Theme.textDim
                    font.pixelSize: Theme.fontBody
                    text: qsTr("Boards you save in the editor appear here.")
                }
                // As tall as its rows while they are a few dozen: then the page is the one
                // scroll container and its scroll bar the only one. Past that it is a page
                // high and scrolls within the page, and only the rows in view and a few
                // screens around are made, so that 10,000 boards open as fast as ten (issue
                // 41). Fewer boards: every row is made, and a screen reader counts them all.
                KeyList {
                    id: mine
                    objectName: "myBoards"
                    readonly property real rowsHeight: contentHeight + topMargin + bottomMargin
                    readonly property real pageHigh: Math.max(4 * Theme.hitTarget, entryScroll.height - 2 * Theme.pad)
                    readonly property bool fits: rowsHeight <= Math.max(30 * Theme.hitTarget, pageHigh)
                    visible: count > 0
                    activeFocusOnTab: count > 0
                    Layout.fillWidth: true
                    Layout.preferredHeight: fits ? rowsHeight : pageHigh
                    interactive: !fits
                    boundsBehavior: Flickable.StopAtBounds
                    leftMargin: Theme.focusWidth + 6
                    rightMargin: Theme.focusWidth + 6 + (interactive ? Theme.gutter : 0)  // the scroll bar's room
                    topMargin: Theme.focusWidth + 6
                    bottomMargin: Theme.focusWidth + 6
                    model: BoardEditor.mine
                    cacheBuffer: 2 * pageHigh
                    ScrollBar.vertical: ScrollMark {}
                    Accessible.name: Announcer.spokenForm(qsTr("My boards"))
                    // Rows arrive after the list is made (saved in the editor): the first is
                    // current, so that Tab lands on a board, not on the bare list.
                    onCountChanged: if (count > 0 && (currentIndex < 0 || currentIndex >= count)) currentIndex = 0
                    function current(): var { return currentItem as MyBoardRow }
                    Keys.onPressed: (event) => {
                        const row = current()
                        if (!row)
                            return
                        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)
                            row.play()
                        else if (event.key === Qt.Key_E)
                            row.edit()
                        else if (event.key === Qt.Key_Delete || event.key === Qt.Key_Backspace)
                            row.remove()
                        else if (event.matches(StandardKey.Copy))
                            row.copy()
                        else
                            return
                        event.accepted = true
                    }
                    delegate: MyBoardRow {
                        listFocused: mine.activeFocus
                        onPlay: BoardEntry.play(boardId)
                        onEdit: entryScreen.openScreen("boardEditor", { editId: boardId })
                        onCopy: BoardEditor.copyMine(boardId)
                        onRemove: {
                            BoardEditor.forget(boardId)
                            if (mine.count > 0)
                                mine.currentIndex = Math.min(mine.currentIndex, mine.count - 1)
                            else
                                idField.forceActiveFocus()
                        }
                    }
                }
            }
        }
    }
}
