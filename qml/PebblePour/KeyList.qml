import QtQuick

// A list the keyboard walks, read as a list: one Tab stop, the arrows move from row to row,
// and Home and End jump to the first and the last row at once (instant with reduced motion,
// not at the default 400 px/s). The statistics, the achievements and the daily boards.
ListView {
    clip: true
    spacing: Theme.gap
    activeFocusOnTab: true
    keyNavigationEnabled: true
    highlightMoveDuration: Theme.normal
    highlightMoveVelocity: -1
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Home) currentIndex = 0
        else if (event.key === Qt.Key_End) currentIndex = count - 1
        else return
        event.accepted = true
    }
    Accessible.role: Accessible.List
}
