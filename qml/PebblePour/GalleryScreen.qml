pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

// The seven Bowls themes side by side, each live on the same sample position and drawn by
// the game's own board components; locked ones too, with what unlocks them. One Tab stop:
// arrow keys move between the themes, Enter or Space uses an unlocked one.
AppScreen {
    id: gallery
    objectName: "galleryScreen"
    title: qsTr("Theme gallery")
    initialFocus: grid
    StackView.onActivating: AppSettings.refresh()

    function focusCard(i: int) {
        const n = cards.count
        const card = cards.itemAt(Math.max(0, Math.min(n - 1, i)))
        if (card)
            card.forceActiveFocus()
    }

    ScreenPage {
        screen: gallery
        subtitle: qsTr("Achievements in any mode unlock the themes in this order. Rules, colours and symbols never change.")

        KeyScrollArea {
            id: flick
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: grid.implicitHeight + 2 * Theme.gap
            followFocus: true
            ScrollBar.vertical: ScrollMark {}

            GridLayout {
                id: grid
                objectName: "themeGallery"
                property int lastIndex: 0
                x: Theme.gap
                y: Theme.gap
                width: flick.width - Theme.gap - Theme.gutter
                columns: width > 1080 && Theme.scale < 1.1 ? 4 : width > 760 ? 3 : 2
                columnSpacing: Theme.pad
                rowSpacing: Theme.pad
                focus: true
                activeFocusOnTab: true
                Accessible.role: Accessible.List
                Accessible.name: Announcer.spokenForm(qsTr("Seven themes"))
                onActiveFocusChanged: if (activeFocus) gallery.focusCard(lastIndex)

                Keys.onPressed: (event) => {
                    const i = grid.lastIndex
                    let handled = true
                    if (event.key === Qt.Key_Right)
                        gallery.focusCard(i + 1)
                    else if (event.key === Qt.Key_Left)
                        gallery.focusCard(i - 1)
                    else if (event.key === Qt.Key_Down)
                        gallery.focusCard(i + grid.columns)
                    else if (event.key === Qt.Key_Up)
                        gallery.focusCard(i - grid.columns)
                    else if (event.key === Qt.Key_Home)
                        gallery.focusCard(0)
                    else if (event.key === Qt.Key_End)
                        gallery.focusCard(cards.count - 1)
                    else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)
                        (cards.itemAt(i) as ThemeCard).choose()
                    else
                        handled = false
                    event.accepted = handled
                }

                Repeater {
                    id: cards
                    model: AppSettings.themes
                    delegate: ThemeCard {
                        id: themeCard
                        onActiveFocusChanged: if (activeFocus) grid.lastIndex = themeCard.index
                    }
                }
            }
        }
    }

    component ThemeCard: FocusScope {
        id: card
        required property string modelData
        required property int index
        readonly property bool unlocked: AppSettings.unlockedThemes.indexOf(modelData) >= 0
        readonly property bool inUse: AppSettings.theme === modelData
        objectName: "theme_" + modelData
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        Layout.fillHeight: true
        implicitHeight: preview.height + captions.implicitHeight + 3 * Theme.pad
        Rectangle {
            anchors.fill: parent
            radius: Theme.radius + 4
            color: card.activeFocus ? Theme.surfaceHover : Theme.surface
            border.width: card.inUse ? 3 : Theme.contrast ? 2 : 1
            border.color: card.inUse ? Theme.accent : Theme.line
        }
        // What a screen reader reads (see ReaderSpan.qml): counted when scrolled out.
        ReaderSpan {
            entry: card
            focus: true
            Accessible.role: Accessible.ListItem
            Accessible.name: Announcer.spokenForm(qsTr("%1, %2", "a theme card read aloud: its name, then in use, unlocked or locked").arg(card.look.title).arg(card.inUse ? qsTr("in use") : card.unlocked ? qsTr("unlocked") : qsTr("locked")))
            Accessible.description: Announcer.spokenForm(card.look.description + " " + card.status)
            Accessible.focusable: true
            Accessible.onPressAction: card.choose()
        }

        readonly property BowlsLook look: BowlsLook {
            name: card.modelData
            hc: false
            // Only the theme in focus moves, so seven previews cost one.
            moving: !AppSettings.reducedMotion && card.activeFocus
        }
        readonly property string status: inUse ? qsTr("This is the theme you play with.")
            : unlocked ? qsTr("Press Enter to play with it.")
            : qsTr("Earn %Ln achievement(s) in any mode to unlock it.", "", index)

        function choose() {
            if (unlocked)
                AppSettings.theme = modelData
        }

        // The seven previews are made a little at a time (each a backdrop, a ring and twelve
        // bowls): made at once they held the window 1-2 s as the gallery opened, and a screen
        // reader missed the first card. The card's frame, name and captions are there at once.
        Rectangle {
            id: preview
            x: Theme.pad
            y: Theme.pad
            width: card.width - 2 * Theme.pad
            height: width * 0.62
            radius: 6
            color: card.look.skyBottom
            Loader {
                id: made
                anchors.fill: parent
                asynchronous: true
                // Left (kept 30 s for a screen reader), the gallery drops its previews: seven
                // rings laid out again at every new text size cost 0.3 s each time.
                active: !gallery.gone
                // Shown once whole (its bowls are made one by one too).
                opacity: made.item && (made.item as ThemePreview).complete ? 1 : 0
                Behavior on opacity { NumberAnimation { duration: Theme.quick } }
                sourceComponent: ThemePreview {
                    look: card.look
                    selectedBowl: -1
                    // Locked themes are dimmed by a veil above, not by opacity (which would
                    // show the bowls through the backdrop without a layer of their own).
                }
            }
            Rectangle {
                anchors.fill: parent
                visible: !card.unlocked
                color: Qt.alpha(Theme.surface, 0.25)
                radius: 6
            }
            Rectangle {
                anchors.fill: parent
                color: "transparent"
                border.color: Theme.line
                radius: 6
            }
        }
        Rectangle {
            visible: !card.unlocked
            anchors.right: preview.right
            anchors.top: preview.top
            anchors.margins: Theme.gap
            width: 36
            height: 36
            radius: 18
            color: "#cc000000"
            LockIcon { anchors.centerIn: parent; color: "#ffffff" }
        }
        ColumnLayout {
            id: captions
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: preview.bottom
            anchors.margins: Theme.pad
            spacing: 2
            Text {
                Layout.fillWidth: true
                text: card.look.title
                color: Theme.textColor
                font.pixelSize: Theme.fontHeading
                font.weight: Font.Bold
                elide: Text.ElideRight
            }
            Text {
                Layout.fillWidth: true
                text: card.look.description
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.WordWrap
            }
            Text {
                Layout.fillWidth: true
                text: card.status
                color: card.inUse ? Theme.accent : card.unlocked ? Theme.teal : Theme.textDim
                font.pixelSize: Theme.fontSmall
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
            }
        }
        FocusRing { shown: card.activeFocus }
        MouseArea {
            anchors.fill: parent
            cursorShape: card.unlocked ? Qt.PointingHandCursor : Qt.ArrowCursor
            onClicked: { card.forceActiveFocus(); card.choose() }
        }
    }
}
