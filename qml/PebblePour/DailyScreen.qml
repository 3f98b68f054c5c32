pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// A game's Daily list (Tubes or Bowls): the last 30 dates, the same board for everyone on a
// date; each row says its result, or that it is in progress, or not played.
AppScreen {
    id: dailyScreen
    property string game: "tubes"
    readonly property bool tubes: game === "tubes"
    objectName: tubes ? "tubesDaily" : "bowlsDailies"
    title: tubes ? qsTr("Tubes · Daily") : qsTr("Bowls · Daily")
    initialFocus: list

    StackView.onActivating: tubes ? TubesLists.refresh() : BowlsLists.refreshDailies()

    ScreenPage {
        screen: dailyScreen
        subtitle: dailyScreen.tubes
                  ? qsTr("One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.")
                  : qsTr("One board a day, the same for everyone, %Ln moves to score all you can. The last 30 days stay open; your best score of each day counts.", "", BowlsGame.dailyMoves)

        KeyList {
            id: list
            objectName: "dailyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Room inside the clip for the focus ring drawn round the current row.
            leftMargin: Theme.focusWidth + 6
            rightMargin: Theme.focusWidth + 6 + Theme.gutter
            topMargin: Theme.focusWidth + 6
            bottomMargin: Theme.focusWidth + 6
            model: dailyScreen.tubes ? TubesLists.dailies : BowlsLists.dailies
            cacheBuffer: 10000  // every row exists: a screen reader counts all 30
            focus: true
            Accessible.name: Announcer.spokenForm(qsTr("Daily boards"))
            ScrollBar.vertical: ScrollMark {}
            function startCurrent() { const r = currentItem as DailyRow; if (r) r.start() }
            Keys.onReturnPressed: startCurrent()
            Keys.onEnterPressed: startCurrent()
            Keys.onSpacePressed: startCurrent()
            delegate: DailyRow {
                id: dayRow
                listFocused: list.activeFocus
                onStart: dailyScreen.tubes
                         ? dailyScreen.openScreen("tubesPlay", { startDaily: dayRow.iso })
                         : dailyScreen.openScreen("bowlsPlay", { startMode: "daily", startDaily: dayRow.iso })
            }
        }
    }
}
