import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// One day in a Daily list (both games): the date, and its result (the game's words: "✓ 12
// moves", "✓ 240 points"), or that an attempt is in progress, or not played.
FocusScope {
    id: row
    required property int index
    required property string iso
    required property string label
    required property bool done
    required property string status
    required property int started  // moves of an unfinished attempt, -1 if none
    required property bool isToday
    required property string description
    signal start()
    property bool listFocused: false
    width: row.ListView.view ? row.ListView.view.width - row.ListView.view.leftMargin - row.ListView.view.rightMargin : 0
    // Taller when a long date wraps at a large text size.
    height: Math.max(64, rowLayout.implicitHeight + 2 * Theme.gap)
    Rectangle {
        anchors.fill: parent
        radius: Theme.radius
        color: row.ListView.isCurrentItem ? Theme.surfaceHover : Theme.surfaceRaised
        border.width: row.done ? 2 : 1
        border.color: row.done ? Theme.success : Theme.line
    }
    // What a screen reader reads (see ReaderSpan.qml): the row, counted even when scrolled out.
    ReaderSpan {
        entry: row
        view: row.ListView.view
        focus: true
        Accessible.role: Accessible.ListItem
        Accessible.name: Announcer.spokenForm(row.isToday ? qsTr("Today, %1", "the daily list's row of today, read aloud").arg(row.description) : row.description)
        Accessible.focusable: true
        Accessible.onPressAction: row.start()
    }
    RowLayout {
        id: rowLayout
        anchors.fill: parent
        anchors.leftMargin: Theme.pad
        anchors.rightMargin: Theme.pad
        spacing: Theme.pad
        // The day: today's row is named "Today", with its date under it.
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0
            Text {
                text: row.isToday ? qsTr("Today") : row.label
                color: Theme.textColor
                font.pixelSize: Theme.fontBody
                font.weight: row.isToday ? Font.Bold : Font.Normal
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
            Text {
                visible: row.isToday
                text: row.label
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
        }
        Text {
            text: row.status
            color: row.done ? Theme.success : row.started >= 0 ? Theme.textColor : Theme.textDim
            font.pixelSize: Theme.fontBody
        }
    }
    FocusRing { shown: row.ListView.isCurrentItem && row.listFocused }
    MouseArea { anchors.fill: parent; onClicked: { row.ListView.view.currentIndex = row.index; row.start() } }
}
