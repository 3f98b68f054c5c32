pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: dailyScreen
    objectName: "tubesDaily"
    title: qsTr("Tubes · Daily")
    initialFocus: list

    StackView.onActivating: TubesLists.refresh()

    ScreenPage {
        screen: dailyScreen
        subtitle: qsTr("One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.")

        KeyList {
            id: list
            objectName: "dailyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Room inside the clip for the focus ring drawn round the current row.
            leftMargin: Theme.focusWidth + 6
            rightMargin: Theme.focusWidth + 6
            topMargin: Theme.focusWidth + 6
            bottomMargin: Theme.focusWidth + 6
            model: TubesLists.dailies
            cacheBuffer: 10000  // every row exists: a screen reader counts all 30
            focus: true
            Accessible.name: qsTr("Daily boards")
            ScrollBar.vertical: ScrollMark {}
            function startCurrent() { const r = currentItem as DailyRow; if (r) r.start() }
            Keys.onReturnPressed: startCurrent()
            Keys.onEnterPressed: startCurrent()
            Keys.onSpacePressed: startCurrent()
            delegate: DailyRow {
                id: dayRow
                listFocused: list.activeFocus
                onStart: dailyScreen.openScreen("tubesPlay", { startDaily: dayRow.iso })
            }
        }
    }
}
