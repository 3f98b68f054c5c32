pragma ComponentBehavior: Bound
import QtQuick

// The result panel of both games: it draws what the controller's `result` says (given as `shown`) (heading,
// subtitle, facts, notes, and one button per action) and hands the chosen action back.
// "back" leaves the screen; every other action goes to the game's act() slot.
GameDialog {
    id: panel
    property var shown: ({})
    chime: false
    signal chosen(string key)

    readonly property bool won: shown.won === true
    accent: won ? Theme.success : Theme.accent
    headingColor: won ? Theme.success : Theme.accent
    heading: String(shown.title || "")
    subtitle: String(shown.subtitle || "")
    facts: shown.facts || []
    notes: shown.notes || []
    onOpened: {
        const first = (shown.actions || []).findIndex((a) => a.focus === true)
        const b = actions.itemAt(Math.max(0, first))
        if (b)
            b.forceActiveFocus()
    }
    onEscapePressed: leave("back")
    // Leaving the screen ("back") goes first and closes the panel after: the focus is already
    // on the screen underneath, so the closing panel does not hand it back to the board for a
    // moment (a screen reader read the board's window, title and bowl on the way out, and then
    // the list's row twice).
    function leave(key: string) {
        if (key === "back") {
            panel.chosen(key)
            panel.close()
        } else {
            panel.close()
            panel.chosen(key)
        }
    }

    Repeater {
        id: actions
        model: panel.shown.actions || []
        delegate: AppButton {
            required property var modelData
            objectName: "result_" + modelData.key
            primary: modelData.primary === true
            text: String(modelData.text)
            // Most actions leave the panel; copying the result to share keeps it open.
            onClicked: modelData.stays === true ? panel.chosen(String(modelData.key))
                                                : panel.leave(String(modelData.key))
        }
    }
}
