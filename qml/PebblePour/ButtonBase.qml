import QtQuick
import QtQuick.Controls.Basic
import PebblePour.Backend

// What every button of the app does with the keyboard and the screen reader: takes focus by
// Tab and click, is named by its text, presses on Return and Enter as on Space, and passes
// focus on when it turns itself off (Undo with nothing left) rather than losing it.
Button {
    id: control
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Button
    Accessible.name: Announcer.spokenForm(text)
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    // (Qt drops the focus while disabling it, so act on that moment.)
    onActiveFocusChanged: if (!activeFocus && !enabled) Qt.callLater(() => {
        const next = control.nextItemInFocusChain(true)
        if (next)
            next.forceActiveFocus()
    })
}
