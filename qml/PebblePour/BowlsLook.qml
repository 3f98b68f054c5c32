import QtQuick
import PebblePour.Backend

// One Bowls theme (SPEC 1.9): the objects and the environment, never the rules, the stone
// colours or the symbols. Every colour the theme drawing uses comes from here, so a test can
// measure the contrasts from these properties (stones against the bowl floor, the bowl rim
// against the ring track, text against the centre plate). High contrast replaces the
// environment: plain black, white rims, no decoration.
QtObject {
    id: look
    property string name: "simple"
    property bool hc: Theme.contrast
    // Ambient motion runs only when this is true (reduced motion and pictures turn it off).
    property bool moving: !AppSettings.reducedMotion

    // The themes in unlock order. Colours: sky (screen background, top and bottom), decoration
    // (two accents), track (the ring the bowls stand on, light and dark stop, engraved line),
    // plate (the centre, under the score), rim (light and dark stop, outline), floor (centre
    // and edge stop: near black, so every stone colour stays at 3:1 or more).
    readonly property var specs: ({
        simple: {
            title: qsTr("Simple"),
            look: qsTr("Slate bowls with pale rims on a quiet night-blue table; flat stones with a soft shadow."),
            shape: "round", finish: "flat", ambient: "arcs",
            skyTop: "#18243a", skyBottom: "#0b111c", accent: "#5cc8b8", accent2: "#f4b942",
            trackLight: "#1d2a43", trackDark: "#141e31", trackLine: "#2c3d5e",
            plate: "#0e1522", plateEdge: "#33476a",
            rimLight: "#9fb1cf", rimDark: "#7f93b5", rimEdge: "#c9d4e6",
            floorCentre: "#17233a", floorEdge: "#0f1828"
        },
        garden: {
            title: qsTr("Garden"),
            look: qsTr("Terracotta pots on a ring of moss edged with stepping stones, ferns and blossoms around; matte river pebbles."),
            shape: "pot", finish: "pebble", ambient: "leaves",
            skyTop: "#17331f", skyBottom: "#0a1a10", accent: "#4f9a52", accent2: "#f2b8c6",
            trackLight: "#1e3a20", trackDark: "#142a17", trackLine: "#2f5530",
            plate: "#15110c", plateEdge: "#5c4a36",
            rimLight: "#d9875a", rimDark: "#b86a40", rimEdge: "#f0b08a",
            floorCentre: "#1e150e", floorEdge: "#120c07"
        },
        sand: {
            title: qsTr("Sand"),
            look: qsTr("Clay dishes on a raked sand circle at dusk, dunes and a low sun behind; sandstone pebbles with long shadows."),
            shape: "dish", finish: "grain", ambient: "dunes",
            skyTop: "#2a1732", skyBottom: "#5a2e2a", accent: "#ffb35a", accent2: "#7a4330",
            trackLight: "#dcc293", trackDark: "#c7a56f", trackLine: "#b08a55",
            plate: "#241a15", plateEdge: "#6b4a33",
            rimLight: "#5e321e", rimDark: "#4a2615", rimEdge: "#2e160b",
            floorCentre: "#1f120b", floorEdge: "#140b06"
        },
        ocean: {
            title: qsTr("Ocean"),
            look: qsTr("Pearl shells in a ring of rippling water, light rays, kelp and rising bubbles; glassy stones with a wet shine."),
            shape: "scallop", finish: "glass", ambient: "waves",
            skyTop: "#06324a", skyBottom: "#020d16", accent: "#7fe3ff", accent2: "#1c7a66",
            trackLight: "#0d4458", trackDark: "#08303f", trackLine: "#1f6178",
            plate: "#031a26", plateEdge: "#1f5f78",
            rimLight: "#f1e6d6", rimDark: "#cdbba5", rimEdge: "#fff6ea",
            floorCentre: "#0a1c2b", floorEdge: "#050f18"
        },
        runes: {
            title: qsTr("Runes"),
            look: qsTr("Octagonal basalt basins on a carved granite circle ringed with glowing sigils; chiselled stones with bevelled edges."),
            shape: "octagon", finish: "carved", ambient: "runes",
            skyTop: "#22252c", skyBottom: "#101115", accent: "#56e0c8", accent2: "#e0a050",
            trackLight: "#33363d", trackDark: "#292b31", trackLine: "#1b1c20",
            plate: "#141518", plateEdge: "#4a4d55",
            rimLight: "#a9afb9", rimDark: "#8a909a", rimEdge: "#c8ced6",
            floorCentre: "#18191d", floorEdge: "#0e0f12"
        },
        neon: {
            title: qsTr("Neon"),
            look: qsTr("Glowing tube-lit squares on black glass over a magenta grid horizon; stones with a coloured halo."),
            shape: "squircle", finish: "glow", ambient: "grid",
            skyTop: "#0b0620", skyBottom: "#1c0a30", accent: "#ff3fbf", accent2: "#39e6ff",
            trackLight: "#100c1e", trackDark: "#0a0714", trackLine: "#ff3fbf",
            plate: "#07050f", plateEdge: "#39e6ff",
            rimLight: "#5ff2ff", rimDark: "#2fc4e6", rimEdge: "#c8fbff",
            floorCentre: "#0b0916", floorEdge: "#05040b"
        },
        space: {
            title: qsTr("Space"),
            look: qsTr("Silver craters on a planetary ring round a glowing core, stars, a nebula and a ringed planet; stones lit like small worlds."),
            shape: "crater", finish: "planet", ambient: "stars",
            skyTop: "#070a1e", skyBottom: "#010207", accent: "#9f7bff", accent2: "#ff9a5a",
            trackLight: "#262140", trackDark: "#1a1630", trackLine: "#3a3360",
            plate: "#05040e", plateEdge: "#ff9a5a",
            rimLight: "#c4bfe8", rimDark: "#9c96c8", rimEdge: "#e6e2ff",
            floorCentre: "#0d0b22", floorEdge: "#060512"
        }
    })
    readonly property var spec: specs[name] || specs.simple

    function titleOf(theme: string): string { return (specs[theme] || specs.simple).title }

    readonly property string title: spec.title
    readonly property string description: spec.look
    readonly property string shape: spec.shape
    readonly property string finish: spec.finish
    readonly property string ambient: hc ? "none" : spec.ambient

    readonly property color skyTop: hc ? "#000000" : spec.skyTop
    readonly property color skyBottom: hc ? "#000000" : spec.skyBottom
    readonly property color accent: spec.accent
    readonly property color accent2: spec.accent2
    readonly property color trackLight: hc ? "#000000" : spec.trackLight
    readonly property color trackDark: hc ? "#000000" : spec.trackDark
    readonly property color trackLine: hc ? "#ffffff" : spec.trackLine
    readonly property color plate: hc ? "#000000" : spec.plate
    readonly property color plateLight: hc ? "#000000" : Qt.lighter(spec.plate, 1.25)
    readonly property color plateEdge: hc ? "#ffffff" : spec.plateEdge
    readonly property color rimLight: hc ? "#ffffff" : spec.rimLight
    readonly property color rimDark: hc ? "#ffffff" : spec.rimDark
    readonly property color rimEdge: hc ? "#ffffff" : spec.rimEdge
    // The side panel's cards, tinted towards the theme's sky (text keeps its contrast: every
    // sky is dark, tests/ui/test_themes.py).
    readonly property color panel: hc ? Theme.surface : Qt.tint(spec.skyTop, "#1affffff")
    readonly property color panelRaised: hc ? Theme.surfaceRaised : Qt.tint(spec.skyTop, "#26ffffff")
    readonly property color panelLine: hc ? Theme.line : Qt.tint(spec.skyTop, "#40ffffff")
    readonly property color floorCentre: hc ? "#000000" : spec.floorCentre
    readonly property color floorEdge: hc ? "#000000" : spec.floorEdge

    // Raked sand, ripples and ring bands run under the bowls; other lines only at the edges.
    readonly property bool linesUnderBowls: !hc && (spec.ambient === "dunes" || spec.ambient === "waves" || spec.ambient === "stars")

    // The colours measured by the contrast test (tests/ui/test_themes.py): the track under
    // the bowls, the bowl rim, the bowl floor, the centre plate.
    readonly property var trackStops: linesUnderBowls ? [trackLight, trackDark, trackLine] : [trackLight, trackDark]
    readonly property var plateStops: [plateLight, plate]
    readonly property var rimStops: [rimLight, rimDark]
    readonly property var floorStops: [floorCentre, floorEdge]
}
