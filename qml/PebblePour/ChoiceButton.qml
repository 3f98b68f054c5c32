import QtQuick
import QtQuick.Controls.Basic
import PebblePour.Backend

// One option of a group (language, text size): checked shows in the accent colour.
Button {
    id: control
    property string group: ""
    property string explanation: ""  // the setting's explanation, said after the group
    checkable: true
    autoExclusive: true
    // At large text the label grows past the hit target: the button grows with it.
    implicitHeight: Math.max(Theme.hitTarget, label.implicitHeight + 12)
    implicitWidth: Math.max(Theme.hitTarget * 1.6, label.implicitWidth + 32)
    // A group is one Tab stop (its chosen option); arrow keys move the choice, as in any
    // radio group. The focused option stays a Tab stop until it loses the focus: the choice
    // may change under it (set from elsewhere), and Qt refuses (with a warning) to take an
    // item with the focus out of the Tab order.
    focusPolicy: checked || activeFocus ? Qt.StrongFocus : Qt.ClickFocus
    font.pixelSize: Theme.fontBody
    Accessible.role: Accessible.RadioButton
    Accessible.name: Announcer.spokenForm(text)
    Accessible.description: Announcer.spokenForm(explanation !== "" ? group + ". " + explanation : group)
    Accessible.checkable: true
    Accessible.checked: checked
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    function choose(step) {
        const options = []
        for (const item of control.parent.children)
            if (item instanceof Button && item.checkable && (item as Button).autoExclusive)
                options.push(item)
        const next = options[(options.indexOf(control) + step + options.length) % options.length] as Button
        next.forceActiveFocus()
        next.clicked()
    }
    Keys.onRightPressed: choose(1)
    Keys.onDownPressed: choose(1)
    Keys.onLeftPressed: choose(-1)
    Keys.onUpPressed: choose(-1)
    contentItem: Text {
        id: label
        text: control.text
        font: control.font
        color: control.checked ? Theme.accentText : Theme.textColor
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: Theme.radius
        color: control.checked ? Theme.accent : control.hovered ? Theme.surfaceHover : Theme.surfaceRaised
        border.width: Theme.contrast ? 2 : 1
        border.color: control.checked ? Qt.darker(Theme.accent, 1.3) : Theme.line
        FocusRing { shown: control.activeFocus }
    }
}
