pragma Singleton
import QtQuick
import PebblePour.Backend

// One visual language for every screen: palette, type scale, spacing, motion.
QtObject {
    readonly property bool contrast: AppSettings.highContrast
    readonly property real scale: AppSettings.textScale

    // Palette: deep-night background, warm amber accent, cool teal second accent.
    readonly property color bg: contrast ? "#000000" : "#0e1522"
    // bgTop is as light as it can be with red liquid still at 3:1 against it.
    readonly property color bgTop: contrast ? "#000000" : "#0f1727"
    readonly property color surface: contrast ? "#000000" : "#1a263b"
    readonly property color surfaceRaised: contrast ? "#111111" : "#22314b"
    readonly property color surfaceHover: contrast ? "#222222" : "#2b3d5c"
    readonly property color line: contrast ? "#ffffff" : "#33476a"
    readonly property color textColor: "#ffffff"
    readonly property color textDim: contrast ? "#ffffff" : "#aebbd0"
    readonly property color accent: contrast ? "#ffd400" : "#f4b942"
    readonly property color accentText: "#1b1406"
    readonly property color teal: contrast ? "#00ffff" : "#5cc8b8"
    readonly property color success: contrast ? "#00ff66" : "#7bd88f"
    readonly property color focus: contrast ? "#00e5ff" : "#ffffff"  // unlike the amber/yellow accent and selection
    readonly property color glass: contrast ? "#ffffff" : "#8da3c4"
    // Inside an empty tube, two tones: a dark core, darker than the background, against
    // which the light liquids stand out, in light glass walls, against which the dark ones
    // do (every liquid is 3:1 or more against one of them, and the dark ones are outlined
    // too: Liquids.edge, tests/ui/test_liquid_contrast.py).
    readonly property color tubeInterior: contrast ? "#000000" : "#0b1220"
    readonly property color tubeWall: glass
    // Selection, hint and focus differ in colour in both modes, and in shape: a selected
    // tube is lifted, a selected bowl grows; a hint has an arrow; focus is a ring outside.
    readonly property color selection: accent
    readonly property color hint: contrast ? "#ff66ff" : "#5cc8b8"
    // One-switch play's highlight: unlike the focus, the selection and the hint in both modes.
    readonly property color scan: contrast ? "#ff8c00" : "#ff4fd8"
    readonly property color locked: contrast ? "#888888" : "#46587a"
    // The label of a control that cannot be used now: plainly grey in high contrast too,
    // where every other text is white.
    readonly property color textDisabled: contrast ? "#9a9a9a" : "#8391a9"

    // Type scale (points scale with the text-size setting).
    readonly property int fontDisplay: Math.round(44 * scale)
    readonly property int fontTitle: Math.round(30 * scale)
    readonly property int fontHeading: Math.round(22 * scale)
    readonly property int fontBody: Math.round(17 * scale)
    readonly property int fontSmall: Math.round(14 * scale)

    // Spacing and shape.
    readonly property int gap: 8
    readonly property int pad: 16
    readonly property int padLarge: 32
    // The room kept at the right of a scrolling view for its scroll bar (ScrollMark: 14 px
    // and its padding), so that the bar covers nothing.
    readonly property int gutter: 24
    readonly property int radius: 14
    readonly property int focusWidth: contrast ? 4 : 3
    readonly property int hitTarget: 48

    // Motion: one duration family; reduced motion makes everything instant.
    readonly property int quick: AppSettings.reducedMotion ? 0 : 140
    readonly property int normal: AppSettings.reducedMotion ? 0 : 240
}
