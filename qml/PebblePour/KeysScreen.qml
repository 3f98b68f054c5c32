pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// Settings → Keys: every action of the games with its key. One list: Up/Down move between
// actions, Enter waits for the new key (the next key pressed; Escape or Tab keep the old one),
// Delete gives the action its default back. A key another action has is refused, and said.
AppScreen {
    id: keysScreen
    objectName: "keysScreen"
    title: qsTr("Keys")
    initialFocus: keyList
    // While a row waits for its key, Escape is that row's (it keeps the old key).
    handlesEscape: KeyMap.capturing !== ""
    Keys.onEscapePressed: keysScreen.back()
    StackView.onDeactivating: KeyMap.cancelCapture()

    ScreenPage {
        screen: keysScreen
        subtitle: qsTr("Enter, then the new key: that key does the action from now on. Delete: back to the default. Escape and Tab always keep their own jobs.")

        // (Inside a Card the list's first row was read as a pane of its own, holding the
        // row: Orca 48 then said "List with 1 items". Each row is drawn as a card instead.)
        KeyList {
                id: keyList
                objectName: "keyList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.maximumWidth: 1000
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.gap
                // Room inside the clip for the focus ring drawn round the current row.
                leftMargin: Theme.focusWidth + 6
                rightMargin: Theme.focusWidth + 6 + Theme.gutter
                topMargin: Theme.focusWidth + 6
                bottomMargin: Theme.focusWidth + 6
                model: KeyMap.actions
                cacheBuffer: 10000  // every row exists: a screen reader counts them all
                focus: true
                highlightRangeMode: ListView.ApplyRange
                preferredHighlightBegin: Theme.pad
                preferredHighlightEnd: height - Theme.pad
                ScrollBar.vertical: ScrollMark {}
                Accessible.name: Announcer.spokenForm(qsTr("Keys of the games"))
                delegate: KeyRow {}
            }
        AppButton {
            id: resetAll
            objectName: "resetAllKeys"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("All keys back to their defaults")
            enabled: !KeyMap.allDefault
            onClicked: {
                keyList.forceActiveFocus()  // this button is disabled once it has done its work
                KeyMap.resetAll()
            }
        }
    }
}
