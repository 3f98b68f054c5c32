pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import PebblePour.Backend

AppScreen {
    id: settingsScreen
    objectName: "settingsScreen"
    title: qsTr("Settings")
    initialFocus: firstLanguage
    StackView.onActivating: AppSettings.refresh()

    // Under an option that follows the desktop's own setting (high contrast, reduced motion,
    // text size) until the player changes it here.
    function followNote(option: string): string {
        return AppSettings.systemFollow[option] === "following" ? qsTr("Following your system") : ""
    }

    // After the option's control, once the player chose their own: back to the system's.
    component FollowButton: AppButton {
        id: followButton
        required property string option
        objectName: option + "Follow"
        visible: AppSettings.systemFollow[option] === "chosen"
        text: qsTr("Follow system")
        hint: qsTr("Use your system's setting again")
        onClicked: {
            AppSettings.followSystem(option)
            // This button goes: the focus goes to the option's control (its chosen value).
            for (const item of followButton.parent.children) {
                if (item instanceof Switch
                        || (item instanceof Button && (item as Button).autoExclusive && (item as Button).checked)) {
                    item.forceActiveFocus()
                    break
                }
            }
        }
    }

    ScreenPage {
        screen: settingsScreen
        spacing: Theme.padLarge
        subtitle: qsTr("Changes apply at once and are saved.")

        // Scrolls when the options are taller than the window (small windows, large text);
        // the focused option is always scrolled into view.
        KeyScrollArea {
            id: scroller
            objectName: "settingsScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: optionsCard.implicitHeight + 2 * scroller.revealMargin
            followFocus: true
            ScrollBar.vertical: ScrollMark {}

            Card {
                id: optionsCard
                x: Math.max(0, (scroller.width - width) / 2)
                y: scroller.revealMargin
                width: Math.min(scroller.width - 2 * Theme.gutter, 1000)
                implicitHeight: options.implicitHeight + 2 * Theme.padLarge
                ColumnLayout {
                    id: options
                    anchors.fill: parent
                    anchors.margins: Theme.padLarge
                    spacing: Theme.padLarge

                    SettingsSection { text: qsTr("Language and text", "a section of Settings") }
                    OptionRow {
                        id: optionRow1
                        label: qsTr("Language")
                        explanation: qsTr("Every word of the game, spoken and written.")
                        Repeater {
                            id: languageRepeater
                            model: AppSettings.languages
                            ChoiceButton {
                                id: langButton
                                required property var modelData
                                required property int index
                                text: langButton.modelData.name
                                group: qsTr("Language")
                                explanation: optionRow1.explanation
                                checked: AppSettings.language === langButton.modelData.code
                                onClicked: AppSettings.language = langButton.modelData.code
                                Component.onCompleted: if (langButton.checked) settingsScreen.firstLanguage = langButton
                            }
                        }
                    }
                    OptionRow {
                        id: optionRow2
                        label: qsTr("Text size")
                        explanation: qsTr("Scales every text in the game.")
                        note: settingsScreen.followNote("textScale")
                        Repeater {
                            model: AppSettings.textScales
                            ChoiceButton {
                                id: sizeButton
                                required property var modelData
                                required property int index
                                text: qsTr("%1 %", "a text size in percent").arg(Math.round(sizeButton.modelData * 100))
                                group: qsTr("Text size")
                                explanation: optionRow2.spoken
                                checked: Math.abs(AppSettings.textScale - sizeButton.modelData) < 0.01
                                onClicked: AppSettings.textScale = sizeButton.modelData
                            }
                        }
                        FollowButton { option: "textScale" }
                    }
                    OptionRow {
                        id: boardSizeRow
                        label: qsTr("Board size")
                        explanation: qsTr("The tubes and the bowls, on their own: 100 % fits the window; larger, the board scrolls. %1 and %2 on a board too.").arg(KeyMap.labels.zoomIn).arg(KeyMap.labels.zoomOut)
                        Flow {
                            width: Math.min(settingsScreen.width * 0.45, 560)
                            spacing: Theme.gap
                            Repeater {
                                model: AppSettings.boardZooms
                                ChoiceButton {
                                    id: zoomButton
                                    required property real modelData
                                    objectName: "boardZoom_" + Math.round(zoomButton.modelData * 100)
                                    text: qsTr("%1 %", "a board size in percent").arg(Math.round(zoomButton.modelData * 100))
                                    group: qsTr("Board size")
                                    explanation: boardSizeRow.explanation
                                    checked: Math.abs(AppSettings.boardZoom - zoomButton.modelData) < 0.01
                                    onClicked: AppSettings.boardZoom = zoomButton.modelData
                                }
                            }
                        }
                    }
                    SettingsSection { text: qsTr("Look and motion", "a section of Settings") }
                    OptionRow {
                        id: optionRow3
                        label: qsTr("Bowls theme")
                        explanation: qsTr("The bowls, the ring and their surroundings; achievements unlock more. Rules, colours and symbols stay the same.")
                        Flow {
                            width: Math.min(settingsScreen.width * 0.45, 560)
                            spacing: Theme.gap
                            Repeater {
                                model: AppSettings.unlockedThemes
                                ChoiceButton {
                                    id: themeButton
                                    required property string modelData
                                    objectName: "themeChoice_" + themeButton.modelData
                                    text: BowlsTheme.current.titleOf(themeButton.modelData)
                                    group: qsTr("Bowls theme")
                                    explanation: optionRow3.explanation
                                    checked: AppSettings.theme === themeButton.modelData
                                    onClicked: AppSettings.theme = themeButton.modelData
                                }
                            }
                            AppButton {
                                objectName: "settingsGallery"
                                text: qsTr("Theme gallery")
                                hint: qsTr("All seven, locked ones too")
                                onClicked: settingsScreen.openScreen("gallery", {})
                            }
                        }
                    }
                    OptionRow {
                        id: optionRow4
                        label: qsTr("Reduced motion")
                        explanation: qsTr("Pours, lifts and screen changes happen instantly.")
                        note: settingsScreen.followNote("reducedMotion")
                        ToggleSwitch {
                            objectName: "reducedMotion"
                            name: qsTr("Reduced motion")
                            explanation: optionRow4.spoken
                            checked: AppSettings.reducedMotion
                            onToggled: AppSettings.reducedMotion = checked
                        }
                        FollowButton { option: "reducedMotion" }
                    }
                    OptionRow {
                        id: optionRow5
                        label: qsTr("Move preview")
                        explanation: qsTr("Bowls: a one-line forecast of the selected move (stones sown, groups, points, overflow).")
                        ToggleSwitch {
                            objectName: "movePreview"
                            name: qsTr("Move preview")
                            explanation: optionRow5.explanation
                            checked: BowlsGame.movePreview
                            onToggled: BowlsGame.movePreview = checked
                        }
                    }
                    OptionRow {
                        id: optionRowPace
                        label: qsTr("Chain speed")
                        explanation: qsTr("Bowls: how fast a chain plays its steps. With reduced motion it is instant; any key jumps to its end.")
                        Repeater {
                            model: AppSettings.chainPaces
                            ChoiceButton {
                                id: paceButton
                                required property string modelData
                                objectName: "chainPace_" + paceButton.modelData
                                text: ({ slower: qsTr("Slower"), normal: qsTr("Normal", "chain speed"), faster: qsTr("Faster") })[paceButton.modelData]
                                group: qsTr("Chain speed")
                                explanation: optionRowPace.explanation
                                checked: AppSettings.chainPace === paceButton.modelData
                                onClicked: AppSettings.chainPace = paceButton.modelData
                            }
                        }
                    }
                    SettingsSection { text: qsTr("Keys and switches", "a section of Settings") }
                    OptionRow {
                        id: optionRowKeys
                        label: qsTr("Keys")
                        explanation: qsTr("Choose your own key for any action of the games.")
                        AppButton {
                            objectName: "changeKeys"
                            text: qsTr("Change keys…")
                            hint: optionRowKeys.explanation
                            onClicked: settingsScreen.openScreen("keys", {})
                        }
                    }
                    OptionRow {
                        id: optionRowSwitch
                        label: qsTr("One-switch play")
                        explanation: qsTr("A highlight steps through everything you can choose; %1 chooses the highlighted item, %2 steps by hand.").arg(KeyMap.labels.switch).arg(KeyMap.labels.switchStep)
                        ToggleSwitch {
                            objectName: "oneSwitch"
                            name: qsTr("One-switch play")
                            explanation: optionRowSwitch.explanation
                            checked: AppSettings.oneSwitch
                            onToggled: AppSettings.oneSwitch = checked
                        }
                    }
                    OptionRow {
                        id: optionRowScan
                        label: qsTr("Highlight speed")
                        dependent: true
                        explanation: qsTr("One-switch play: how long the highlight stays on each item.")
                        Repeater {
                            model: AppSettings.scanIntervals
                            ChoiceButton {
                                id: scanButton
                                required property real modelData
                                objectName: "scanInterval_" + scanButton.modelData
                                text: qsTr("%1 s", "seconds per item of one-switch play").arg(Number(scanButton.modelData).toLocaleString(Qt.locale(AppSettings.language), "f", 1))
                                group: qsTr("Highlight speed")
                                explanation: optionRowScan.explanation
                                checked: Math.abs(AppSettings.scanInterval - scanButton.modelData) < 0.01
                                onClicked: AppSettings.scanInterval = scanButton.modelData
                            }
                        }
                    }
                    OptionRow {
                        id: optionRowPause
                        label: qsTr("Pause on the first item")
                        dependent: true
                        explanation: qsTr("One-switch play: extra time on the first item of each round.")
                        Repeater {
                            model: AppSettings.scanPauses
                            ChoiceButton {
                                id: pauseButton
                                required property real modelData
                                objectName: "scanPause_" + pauseButton.modelData
                                text: pauseButton.modelData === 0 ? qsTr("None", "no pause on the first item")
                                      : qsTr("%1 s", "extra seconds on the first item").arg(Number(pauseButton.modelData).toLocaleString(Qt.locale(AppSettings.language), "f", 0))
                                group: qsTr("Pause on the first item")
                                explanation: optionRowPause.explanation
                                checked: Math.abs(AppSettings.scanFirstPause - pauseButton.modelData) < 0.01
                                onClicked: AppSettings.scanFirstPause = pauseButton.modelData
                            }
                        }
                    }
                    OptionRow {
                        id: optionRowLoops
                        label: qsTr("Rounds before resting")
                        dependent: true
                        explanation: qsTr("One-switch play: how many times the highlight goes round before it waits for the switch.")
                        Repeater {
                            model: AppSettings.scanLoopChoices
                            ChoiceButton {
                                id: loopButton
                                required property real modelData
                                objectName: "scanLoops_" + loopButton.modelData
                                text: Number(loopButton.modelData).toLocaleString(Qt.locale(AppSettings.language), "f", 0)
                                group: qsTr("Rounds before resting")
                                explanation: optionRowLoops.explanation
                                checked: Math.abs(AppSettings.scanLoops - loopButton.modelData) < 0.01
                                onClicked: AppSettings.scanLoops = loopButton.modelData
                            }
                        }
                    }
                    OptionRow {
                        id: optionRowCooldown
                        label: qsTr("Key cool-down")
                        explanation: qsTr("For a shaking hand: the same key pressed again within this time counts once.")
                        Repeater {
                            model: AppSettings.keyCooldowns
                            ChoiceButton {
                                id: cooldownButton
                                required property real modelData
                                objectName: "keyCooldown_" + cooldownButton.modelData
                                text: cooldownButton.modelData === 0 ? qsTr("Off", "key cool-down")
                                      : qsTr("%1 s", "seconds of the key cool-down").arg(Number(cooldownButton.modelData).toLocaleString(Qt.locale(AppSettings.language), "f", 1))
                                group: qsTr("Key cool-down")
                                explanation: optionRowCooldown.explanation
                                checked: Math.abs(AppSettings.keyCooldown - cooldownButton.modelData) < 0.01
                                onClicked: AppSettings.keyCooldown = cooldownButton.modelData
                            }
                        }
                    }
                    SettingsSection { text: qsTr("Contrast", "a section of Settings") }
                    OptionRow {
                        id: optionRow6
                        label: qsTr("High contrast")
                        explanation: qsTr("Black background, white text, thicker outlines and focus ring.")
                        note: settingsScreen.followNote("highContrast")
                        ToggleSwitch {
                            objectName: "highContrast"
                            name: qsTr("High contrast")
                            explanation: optionRow6.spoken
                            checked: AppSettings.highContrast
                            onToggled: AppSettings.highContrast = checked
                        }
                        FollowButton { option: "highContrast" }
                    }
                    SettingsSection { text: qsTr("Audio", "a section of Settings") }
                    OptionRow {
                        id: optionRowSound
                        label: qsTr("Sound")
                        explanation: qsTr("A short sound for every move and result, placed left to right where it happens. %1 switches it anywhere.").arg(KeyMap.labels.mute)
                        ToggleSwitch {
                            objectName: "soundOn"
                            name: qsTr("Sound")
                            explanation: optionRowSound.explanation
                            checked: AppSettings.soundOn
                            onToggled: AppSettings.soundOn = checked
                        }
                    }
                    OptionRow {
                        id: optionRowVolume
                        label: qsTr("Effects volume")
                        dependent: true
                        explanation: qsTr("How loud the sounds are; they stay quiet under speech.")
                        Repeater {
                            model: AppSettings.soundVolumes
                            ChoiceButton {
                                id: volumeButton
                                required property real modelData
                                objectName: "soundVolume_" + volumeButton.modelData
                                text: qsTr("%1 %", "effects volume in percent").arg(Number(volumeButton.modelData * 100).toLocaleString(Qt.locale(AppSettings.language), "f", 0))
                                group: qsTr("Effects volume")
                                explanation: optionRowVolume.explanation
                                checked: Math.abs(AppSettings.soundVolume - volumeButton.modelData) < 0.01
                                onClicked: AppSettings.soundVolume = volumeButton.modelData
                            }
                        }
                    }
                    OptionRow {
                        id: optionRowMoves
                        label: qsTr("Sounds of moves")
                        dependent: true
                        explanation: qsTr("Selecting, pouring, each stone landing, a move refused, undo.")
                        ToggleSwitch {
                            objectName: "soundMoves"
                            name: qsTr("Sounds of moves")
                            explanation: optionRowMoves.explanation
                            checked: AppSettings.soundMoves
                            onToggled: AppSettings.soundMoves = checked
                        }
                    }
                    OptionRow {
                        id: optionRowChains
                        label: qsTr("Sounds of chains")
                        dependent: true
                        explanation: qsTr("Bowls: groups clearing, combo steps, blockers, eruptions, an overflow.")
                        ToggleSwitch {
                            objectName: "soundChains"
                            name: qsTr("Sounds of chains")
                            explanation: optionRowChains.explanation
                            checked: AppSettings.soundChains
                            onToggled: AppSettings.soundChains = checked
                        }
                    }
                    OptionRow {
                        id: optionRowResults
                        label: qsTr("Sounds of results")
                        dependent: true
                        explanation: qsTr("A tube completed, a board solved, a goal reached, a defeat.")
                        ToggleSwitch {
                            objectName: "soundResults"
                            name: qsTr("Sounds of results")
                            explanation: optionRowResults.explanation
                            checked: AppSettings.soundResults
                            onToggled: AppSettings.soundResults = checked
                        }
                    }
                    OptionRow {
                        id: optionRowInterface
                        label: qsTr("Interface sounds")
                        dependent: true
                        explanation: qsTr("The end of a list or of the row of tubes, a dialog opening.")
                        ToggleSwitch {
                            objectName: "soundInterface"
                            name: qsTr("Interface sounds")
                            explanation: optionRowInterface.explanation
                            checked: AppSettings.soundInterface
                            onToggled: AppSettings.soundInterface = checked
                        }
                    }
                    OptionRow {
                        id: optionRowMono
                        label: qsTr("Mono sound")
                        dependent: true
                        explanation: qsTr("Both ears hear every sound the same, without its place left or right.")
                        ToggleSwitch {
                            objectName: "soundMono"
                            name: qsTr("Mono sound")
                            explanation: optionRowMono.explanation
                            checked: AppSettings.soundMono
                            onToggled: AppSettings.soundMono = checked
                        }
                    }
                }
            }
        }
    }
    property Item firstLanguage: null
}
