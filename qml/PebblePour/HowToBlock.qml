import QtQuick
import QtQuick.Layouts
import PebblePour.Backend

// One rule on a How to play page: a heading, the rule in plain words, and a small live
// example drawn by the game's own scene items (TubeItem, BowlItem) with a caption that says
// what it shows. One Tab stop; a screen reader reads heading, rule and caption as one text,
// an item of the page's list of rules.
FocusScope {
    id: block
    property string heading: ""
    property string body: ""
    property string caption: ""
    default property alias example: exampleRow.data
    implicitHeight: card.implicitHeight
    Layout.fillWidth: true
    activeFocusOnTab: true

    // What a screen reader reads (see ReaderSpan.qml): an item of the page's list of rules.
    ReaderSpan {
        id: span
        entry: block
        focus: true
        Accessible.role: Accessible.ListItem
        // Read as one text, joined the language's way (Japanese 。, Thai spaces).
        Accessible.name: Announcer.spokenForm(qsTr("%1. %2 %3", "a rule read aloud: its heading, the rule, the caption of its example").arg(block.heading).arg(block.body).arg(block.caption).trim())
        Accessible.focusable: true
    }

    // Taking the focus (Tab, the arrow keys, a click) scrolls the rule into view in the page
    // that holds it, with a small gap above or below.
    onActiveFocusChanged: if (activeFocus) reveal()
    function reveal() {
        const page = span.view  // the Flickable the span found for the rule
        if (!page)
            return
        const y = block.mapToItem(page.contentItem, 0, 0).y
        const bottom = Math.max(0, page.contentHeight - page.height)
        if (y < page.contentY)
            page.contentY = Math.min(bottom, Math.max(0, y - Theme.gap))
        else if (y + block.height > page.contentY + page.height)
            page.contentY = Math.min(bottom, y + block.height - page.height + Theme.gap)
    }

    Card {
        id: card
        anchors.fill: parent
        implicitHeight: column.implicitHeight + 2 * Theme.pad
        border.color: block.activeFocus ? Theme.focus : Theme.line
        border.width: block.activeFocus ? Theme.focusWidth : (Theme.contrast ? 2 : 1)
        ColumnLayout {
            id: column
            anchors.fill: parent
            anchors.margins: Theme.pad
            spacing: Theme.gap
            Text {
                text: block.heading
                color: Theme.textColor
                font.pixelSize: Theme.fontHeading
                font.weight: Font.Bold
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
                Accessible.ignored: true
            }
            RowLayout {
                spacing: Theme.padLarge
                Layout.fillWidth: true
                Text {
                    text: block.body
                    color: Theme.textColor
                    font.pixelSize: Theme.fontBody
                    lineHeight: 1.2
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    Accessible.ignored: true
                }
                ColumnLayout {
                    visible: exampleRow.children.length > 0
                    spacing: Theme.gap
                    Layout.alignment: Qt.AlignTop
                    Layout.maximumWidth: Math.max(exampleRow.implicitWidth, 260)
                    Row {
                        id: exampleRow
                        spacing: Theme.pad
                        Layout.alignment: Qt.AlignHCenter
                        // Pictures only: the caption below says what they show.
                        Accessible.ignored: true
                    }
                    Text {
                        visible: block.caption !== ""
                        // Clear of a bowl's badges, which reach below the bowl.
                        Layout.topMargin: Theme.gap
                        text: block.caption
                        color: Theme.textDim
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                        horizontalAlignment: Text.AlignHCenter
                        Layout.fillWidth: true
                        Layout.preferredWidth: Math.max(exampleRow.implicitWidth, 260)
                        Accessible.ignored: true
                    }
                }
            }
        }
    }
}
