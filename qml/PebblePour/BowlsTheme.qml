pragma Singleton
import QtQuick
import PebblePour.Backend

// The look of Bowls (SPEC 1.9: themes change objects and environment only). The stone colours,
// the symbols and the state marks below are the same in every theme; everything a theme
// changes lives in BowlsLook, and `current` is the theme chosen in Settings.
QtObject {
    readonly property bool contrast: Theme.contrast
    readonly property BowlsLook current: BowlsLook { name: AppSettings.theme }

    // Stone bodies: five normal colours, each carrying its own white symbol.
    readonly property color red: "#d8433f"
    readonly property color yellow: "#d49a12"
    readonly property color green: "#2f9a4c"
    readonly property color blue: "#2f6fd0"
    readonly property color purple: "#8e4fc9"
    readonly property color blocker: "#30343c"
    readonly property color blockerMark: "#c9ced6"
    readonly property color symbol: "#ffffff"
    readonly property color symbolEdge: "#66000000"

    // Marks of state, on every theme.
    // The modifiers and the warning differ from each other and from focus, selection and
    // hint by CIEDE2000 20 or more in both modes (tests/ui/test_mark_colours.py).
    readonly property color frozen: contrast ? "#6699ff" : "#6cc4ff"
    readonly property color reverse: contrast ? "#ccff33" : "#c9a2ff"
    readonly property color volcano: contrast ? "#ff8800" : "#e06008"
    readonly property color warning: contrast ? "#ff3333" : "#f80038"
    readonly property color groupFlash: contrast ? "#00ff66" : "#8ef0a4"
    readonly property color sownFlash: Theme.teal

    function stoneColor(letter: string): color {
        switch (letter) {
        case "r": return red
        case "y": return yellow
        case "g": return green
        case "b": return blue
        case "p": return purple
        case "#": return blocker
        }
        return "#eeeeee"
    }
}
