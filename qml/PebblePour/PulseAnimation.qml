import QtQuick

// Ambient motion: a value swinging for ever while running, down to `low` in `down` ms and
// back up to `high` in `up` ms (glows, sigils, neon tubes, stars), as in
// `PulseAnimation on opacity { ... }`.
SequentialAnimation {
    id: pulse
    property real low: 0
    property real high: 1
    property int down: 1000
    property int up: down
    property int curve: Easing.Linear
    loops: Animation.Infinite
    NumberAnimation { to: pulse.low; duration: pulse.down; easing.type: pulse.curve }
    NumberAnimation { to: pulse.high; duration: pulse.up; easing.type: pulse.curve }
}
