import QtQuick

// One stone: a coloured body with its white symbol. Wildcards are rainbow stones with a white
// asterisk; blockers are dark square slabs with a grey cross.
Item {
    id: stone
    property string letter: "r"
    property real size: 24
    width: size
    height: size

    Rectangle {
        anchors.fill: parent
        radius: stone.letter === "#" ? stone.size * 0.16 : stone.size / 2
        color: BowlsTheme.stoneColor(stone.letter)
        border.width: stone.letter === "#" ? 2 : 1
        border.color: stone.letter === "#" ? BowlsTheme.blockerMark : Qt.darker(color, 1.6)
        gradient: stone.letter === "*" ? rainbow : null
        Gradient {
            id: rainbow
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: BowlsTheme.red }
            GradientStop { position: 0.3; color: BowlsTheme.yellow }
            GradientStop { position: 0.5; color: BowlsTheme.green }
            GradientStop { position: 0.7; color: BowlsTheme.blue }
            GradientStop { position: 1.0; color: BowlsTheme.purple }
        }
    }
    StoneSymbol {
        anchors.centerIn: parent
        letter: stone.letter
        size: stone.size * (stone.letter === "p" || stone.letter === "*" ? 0.7 : 0.56)
    }
}
