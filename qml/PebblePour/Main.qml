import QtQuick
import QtQuick.Controls.Basic
import PebblePour.Backend

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 960
    minimumHeight: 680
    visible: true
    title: qsTr("Pebble & Pour")
    color: Theme.bg

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.bgTop }
            GradientStop { position: 1.0; color: Theme.bg }
        }
        // The chosen Bowls theme's environment (SPEC 1.9) behind a screen that asks for it,
        // to every edge of the window (under the caption too).
        ThemeBackdrop {
            anchors.fill: parent
            opacity: stack.screen && stack.screen.themed ? 1 : 0
            visible: opacity > 0
            Behavior on opacity { NumberAnimation { duration: Theme.normal } }
        }
    }

    // The two long lists (100 tiles each) are made once and kept: a StackView destroys what it
    // made itself when it pops it, and Orca 43.1 then spends seconds asking after each dead
    // tile (its "showing" events queue behind them) and falls silent on the screen it came
    // back to. A kept screen is only hidden (it goes back into `kept`).
    readonly property var keptScreens: [levelsScreen, bowlsPuzzlesScreen]
    property var keptItems: ({})
    // True while a screen is made and pushed: what it says as it is made (a game resumed)
    // belongs to it, in the caption and on the reader's channel (speech).
    property bool opening: false
    function open(component, props) {
        opening = true
        speech.holdForScreen()
        const k = keptScreens.indexOf(component)
        if (k < 0) {
            stack.push(component.createObject(leaving, props || {}))
        } else {
            if (!keptItems[k])
                keptItems[k] = component.createObject(kept, { visible: false })
            // Opened afresh, a kept list starts on its list (on the tile last played), not on
            // whatever it was left from (Back).
            keptItems[k].focusedBefore = false
            keptItems[k].openedAfresh()
            stack.push(keptItems[k], props || {})
        }
        opening = false
    }
    Item { id: kept; visible: false }
    // A screen left is destroyed half a minute later, not at once: a screen reader may still
    // be asking after what was on it. Orca 48 asks after the item that had the focus, late
    // (behind the next screen's events, and a long page read aloud delays it by seconds); Qt
    // does not answer for an item that is gone, and Orca, waiting in vain, marks the app as
    // hung and says nothing more for it (5 s was measured too short: Settings opened a second
    // after How to play was left went silent). Meanwhile the screen waits, hidden, in
    // `leaving`; each is kept for its own 30 s.
    readonly property int burialDelay: 30000
    property var leftScreens: []  // [{ screen, at }]
    // A kept list is never left: during the pop animation it still belongs to the StackView
    // (its parent is not `kept` yet), so it is known by being one of `keptItems`.
    function isKept(s) {
        return Object.values(keptItems).includes(s)
    }
    function leave(screens) {
        for (const s of screens)
            if (s && !isKept(s) && !leftScreens.some(l => l.screen === s)) {
                (s as AppScreen).gone = true
                leftScreens.push({ screen: s, at: Date.now() })
            }
        if (leftScreens.length)
            burial.start()
    }
    Timer {
        id: burial
        interval: 5000
        repeat: true
        onTriggered: window.buryLeftScreens(window.burialDelay)
    }
    // The screens left at least `age` ms ago, destroyed: one a turn of the timer, so that
    // no turn of the event loop destroys several (three at once held the GUI thread 0.6 s
    // under load in the soak). With 0, every one at once: for the screens tool, which opens
    // one screen after another with no reader to ask after them (each left screen kept alive
    // is laid out again at every text size it sets).
    function buryLeftScreens(age: int) {
        const now = Date.now()
        const waiting = []
        let buried = 0
        for (const l of leftScreens) {
            if (now - l.at >= age && (age === 0 || buried === 0)) {
                l.screen.destroy()
                ++buried
            } else {
                waiting.push(l)
            }
        }
        leftScreens = waiting
        if (!waiting.length)
            burial.stop()
        else  // the next ripe one soon, on a turn of its own
            burial.interval = waiting.some(l => now - l.at >= age) ? 300 : 5000
    }
    function goBack() {
        if (stack.depth > 1) {
            leave([stack.pop()])
            stack.screen.takeFocus()
        }
    }
    function goHome() {
        const above = []
        for (let i = stack.depth - 1; i >= 1; --i)
            above.push(stack.get(i))
        stack.pop(null)
        leave(above)
        stack.screen.takeFocus()
    }

    Component { id: homeScreen; HomeScreen {} }
    Component { id: settingsScreen; SettingsScreen {} }
    Component { id: statsScreen; StatsScreen {} }
    Component { id: aboutScreen; AboutScreen {} }
    Component { id: levelsScreen; TubesLevelsScreen {} }
    Component { id: dailyScreen; DailyScreen { game: "tubes" } }
    Component { id: bowlsDailyScreen; DailyScreen { game: "bowls" } }
    Component { id: playScreen; TubesPlayScreen {} }
    Component { id: bowlsPuzzlesScreen; BowlsPuzzlesScreen {} }
    Component { id: bowlsPlayScreen; BowlsPlayScreen {} }
    Component { id: howToPlayScreen; HowToPlayScreen {} }
    Component { id: galleryScreen; GalleryScreen {} }
    Component { id: keysScreen; KeysScreen {} }
    Component { id: playBoardScreen; PlayBoardScreen {} }
    Component { id: chartsScreen; ChartsScreen {} }
    Component { id: boardEditorScreen; BoardEditorScreen {} }

    readonly property var screens: ({
        settings: settingsScreen, stats: statsScreen, about: aboutScreen,
        tubesLevels: levelsScreen, tubesDaily: dailyScreen, tubesPlay: playScreen,
        bowlsPuzzles: bowlsPuzzlesScreen, bowlsDaily: bowlsDailyScreen, bowlsPlay: bowlsPlayScreen, howToPlay: howToPlayScreen, gallery: galleryScreen,
        keys: keysScreen, playBoard: playBoardScreen, charts: chartsScreen, boardEditor: boardEditorScreen
    })

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        anchors.topMargin: saveWarning.visible ? saveWarning.height + 2 * Theme.gap : 0
        // Room for a two-line caption, whatever the caption says: screens do not jump when
        // it wraps. A longer one (large text, a long sentence) makes room for itself for its
        // four seconds rather than cover the screen's last row of buttons.
        anchors.bottomMargin: Math.max(40, 2 * captionMetrics.lineSpacing + Theme.pad,
                                       caption.visible ? caption.height : 0) + Theme.pad
        focus: true
        initialItem: homeScreen
        // Only the screens are read, not the stack that holds them (Orca said "layered pane"
        // before every screen).
        Accessible.ignored: true
        readonly property AppScreen screen: currentItem as AppScreen
        onScreenChanged: {
            speech.holdForScreen()
            if (caption.forNextScreen) {  // said while this screen was made
                caption.said = screen
                caption.forNextScreen = false
            }
            if (screen)
                Qt.callLater(screen.takeFocus)
        }
        // A popup that closed as a screen was pushed gives focus back to the item it was
        // opened from, on the screen underneath (How to play from the key list): once the
        // transition is over, focus left on a screen below the current one comes back up.
        onBusyChanged: {
            if (busy || !screen || screen.activeFocus)
                return
            for (let item = window.activeFocusItem; item; item = item.parent)
                if (item === stack) {
                    screen.takeFocus()
                    return
                }
        }
        pushEnter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.normal } }
        pushExit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.normal } }
        popEnter: Transition { NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.normal } }
        popExit: Transition { NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.normal } }
    }

    Item { id: leaving; visible: false }

    // A board ID read (Home → Play a board, or pebblepour --play): its game opens on it.
    Connections {
        target: BoardEntry
        function onOpenScreen(name, props) { window.open(window.screens[name], props) }
    }
    Connections {
        target: stack.screen
        function onBack() { window.goBack() }
        function onOpenScreen(name, props) { window.open(window.screens[name], props) }
        function onShowShortcuts() { shortcuts.open() }
    }

    Shortcut {
        sequences: [StandardKey.Cancel]
        enabled: !shortcuts.opened && stack.depth > 1 && stack.screen !== null && !stack.screen.handlesEscape
        onActivated: stack.screen.back()
    }
    Shortcut {
        sequences: [KeyMap.keys.help, "?"]
        onActivated: shortcuts.opened ? shortcuts.close() : shortcuts.open()
    }
    // Ctrl + / Ctrl − / Ctrl 0 (or the keys chosen in Settings → Keys) on a board: the tubes or bowls one size bigger, one smaller,
    // or back to the size that fits the window (said; at either end the edge sound too).
    readonly property bool onBoard: stack.screen !== null && !shortcuts.opened
        && (stack.screen.objectName === "tubesPlay" || stack.screen.objectName === "bowlsPlay")
    Shortcut {
        sequences: [KeyMap.keys.zoomIn, "Ctrl+="]
        enabled: window.onBoard
        onActivated: if (!AppSettings.zoomBoard(1)) Sounds.edge(0.8)
    }
    Shortcut {
        sequences: [KeyMap.keys.zoomOut]
        enabled: window.onBoard
        onActivated: if (!AppSettings.zoomBoard(-1)) Sounds.edge(-0.8)
    }
    Shortcut {
        sequences: [KeyMap.keys.zoomFit]
        enabled: window.onBoard
        onActivated: AppSettings.zoomBoard(0)
    }
    // M (or the chosen key): sound off and on, anywhere (said: "Sound off" / "Sound on").
    Shortcut {
        sequence: KeyMap.keys.mute
        onActivated: AppSettings.toggleSound()
    }

    // One-switch play (Settings): the highlight that steps through the screen or dialog.
    Scanner {
        objectName: "scanner"
        screen: stack.screen
        overlay: window.Overlay.overlay
    }

    ShortcutsOverlay {
        id: shortcuts
        objectName: "shortcuts"
        // The keys of the game on screen (Bowls screens, the Tubes board); elsewhere, moving around.
        bowls: stack.screen !== null && stack.screen.objectName.startsWith("bowls")
        tubes: stack.screen !== null && stack.screen.objectName === "tubesPlay"
        editor: stack.screen !== null && stack.screen.objectName === "boardEditor"
        onHowToPlay: game => { shortcuts.close(); window.open(howToPlayScreen, { game: game }) }
    }

    // Why progress is not being saved: stays on screen (the caption below changes with every
    // move), until a save works again; for a read-only profile, the whole session.
    Rectangle {
        id: saveWarning
        objectName: "saveWarning"
        visible: AppState.saveWarning !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: Theme.gap
        width: Math.min(parent.width - 2 * Theme.padLarge, warningText.implicitWidth + 2 * Theme.pad)
        height: warningText.implicitHeight + Theme.pad
        radius: Theme.radius
        color: Theme.surfaceRaised
        border.color: Theme.accent
        border.width: 2
        z: 10
        Accessible.role: Accessible.AlertMessage
        Accessible.name: Announcer.spokenForm(AppState.saveWarning)
        Text {
            id: warningText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, saveWarning.parent.width - 2 * Theme.padLarge - 2 * Theme.pad)
            text: "⚠ " + AppState.saveWarning
            color: Theme.textColor
            font.pixelSize: Theme.fontSmall
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
    }

    // The last announcement, shown as a caption: what a screen-reader user hears, sighted
    // players read.
    Rectangle {
        id: caption
        objectName: "caption"
        property string text: ""
        // The screen the caption was said on: it goes when that screen does (and stays gone
        // when that screen is destroyed: `said` is then null, which no screen is).
        property Item said: null
        // Said while a screen is made: it belongs to that screen, set once it is shown.
        property bool forNextScreen: false
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.gap
        width: Math.min(parent.width - 2 * Theme.padLarge, captionText.implicitWidth + 2 * Theme.pad)
        height: Math.max(40, captionText.implicitHeight + Theme.pad)
        radius: height / 2
        color: Theme.surfaceRaised
        border.color: Theme.line
        opacity: text !== "" && captionTimer.running && said === stack.currentItem ? 0.96 : 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: Theme.normal } }
        Text {
            id: captionText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, caption.parent.width - 2 * Theme.padLarge - 2 * Theme.pad)
            text: caption.text
            color: Theme.textColor
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
        Timer { id: captionTimer; interval: 4000 }
        FontMetrics { id: captionMetrics; font.pixelSize: Theme.fontSmall }
        Connections {
            target: Announcer
            function onAnnounced(text, assertive) {
                caption.text = text
                // Said while a screen is made: it goes with that screen (set once it is shown).
                caption.said = window.opening ? null : stack.currentItem
                caption.forNextScreen = window.opening
                captionTimer.restart()
            }
        }
    }

    // The notification channel of the announcer (see ui/announcer.py for why): each message
    // shows one Notification item inside a StatusBar, which Orca 43.1 speaks once, without a
    // role name. Three items take turns so that a message is never renamed before the screen
    // reader has read it. They draw nothing.
    Item {
        id: speech
        objectName: "speech"
        width: 1
        height: 1
        Accessible.role: Accessible.StatusBar
        Accessible.name: ""
        property int next: 0
        Repeater {
            id: speechItems
            model: 3
            Item {
                required property int index
                property string message: ""
                width: 1
                height: 1
                visible: false
                Accessible.role: Accessible.Notification
                Accessible.name: Announcer.spokenForm(message)
            }
        }
        function show(text) {
            const item = speechItems.itemAt(speech.next)
            speech.next = (speech.next + 1) % speechItems.count
            item.visible = false
            item.message = text
            item.visible = true
        }
        // A screen that opens floods the reader with its items' events, and Orca 43.1 prunes
        // a flooded queue ("Pruning event queue due to flood"), a message said with the screen
        // among them: the resume sentence of a puzzle continued from Home was never heard. A
        // message said while a screen is made or opens waits until the screen's events are
        // out (the messages waiting then go as one, in order).
        property var waiting: []
        function holdForScreen() { opened.restart() }
        Connections {
            target: Announcer
            function onSpoken(text) {
                if (stack.busy || opened.running) {
                    speech.waiting.push(text)
                    opened.restart()
                } else {
                    speech.show(text)
                }
            }
        }
        Timer {
            id: opened
            interval: 400
            onTriggered: {
                if (stack.busy) {
                    restart()
                } else if (speech.waiting.length) {
                    speech.show(speech.waiting.join(" "))
                    speech.waiting = []
                }
            }
        }
    }
}
