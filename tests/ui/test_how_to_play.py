"""How to play (issue 13, point 6): one page per game, from Home and from F1, read rule by
rule with the keyboard and a screen reader, each rule with an example drawn by the game's
own TubeItem / BowlItem, in every language."""

from __future__ import annotations

from PySide6.QtCore import QMetaObject, QPointF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem

from pebblepour.tools.screens import visual_tree
from tests.ui.play import open_level_one


def _examples(page: QQuickItem, role: str) -> list[QQuickItem]:
    """The visible example TubeItems ("colours") or BowlItems ("stones") on the page."""
    return [
        i
        for i in visual_tree(page)[1:]
        if i.isVisible() and i.property("letters") is not None and i.property(role) is not None
    ]


def _open(scene, game: str) -> QQuickItem:  # type: ignore[no-untyped-def]
    scene.find("howTo" + game).forceActiveFocus()
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.present("howToPlay"))
    scene.wait_screen()
    return scene.find("howToPlay")


def _walk(scene) -> list[str]:  # type: ignore[no-untyped-def]
    """Down from the first rule to the last: every rule's spoken name, checked on screen."""
    flick = scene.find("howToFlick")
    names: list[str] = []
    while True:
        name = scene.focused_name()
        if names and name == names[-1]:
            return names
        names.append(name)
        item = scene.focused()
        assert item is not None
        top = item.mapToItem(flick, QPointF(0, 0)).y()
        assert top >= -1 and top + item.height() <= flick.height() + 1, (name, top)
        scene.key(Qt.Key.Key_Down)  # the scroll: instant with reduced motion


def test_tubes_page_from_home_reads_every_rule_with_examples(scene) -> None:  # type: ignore[no-untyped-def]
    page = _open(scene, "Tubes")
    names = _walk(scene)
    assert len(names) == 7
    assert names[0].startswith("The goal. Sort the liquids")
    assert names[-2].startswith("Boards to share. Every board has an ID: Ctrl+C copies it")
    assert names[-1].startswith("Sounds. Every pour has a sound")
    assert "A plays the whole board" in names[-1]
    assert any("not allowed" in n for n in names)
    for name in names:
        assert len(name.split()) >= 8, name  # whole sentences, not labels Orca would skip
    tubes = _examples(page, "colours")
    assert len(tubes) == 10
    for t in tubes:  # pictures: the rule's text says what they show
        iface = QAccessible.queryAccessibleInterface(t)
        assert iface is None or iface.text(QAccessible.Text.Name) == ""
    scene.key(Qt.Key.Key_Up)
    assert scene.focused_name() == names[-2]
    scene.key(Qt.Key.Key_Home)
    assert scene.focused_name() == names[0]
    scene.key(Qt.Key.Key_Escape)
    scene.wait_screen("How to play Tubes")


def test_bowls_page_shows_each_feature(scene) -> None:  # type: ignore[no-untyped-def]
    page = _open(scene, "Bowls")
    names = _walk(scene)
    headings = [n.split(".")[0] for n in names]
    assert headings == [
        "The ring",
        "Sowing",
        "Groups",
        "Wildcards",
        "Blockers",
        "Frozen bowls",
        "Reverse bowls",
        "Volcanoes",
        "Chains and combos",
        "Overflow",
        "Puzzles, Endless and Daily",
        "Boards to share",
        "Sounds",
    ]
    bowls = _examples(page, "stones")
    modifiers = {b.property("modifier") for b in bowls}
    assert {"F", "R", "V"} <= modifiers
    letters = "".join(b.property("letters") for b in bowls)
    assert "*" in letters and "#" in letters
    assert any(len(b.property("letters")) == 8 for b in bowls)  # the overflow
    scene.key(Qt.Key.Key_End)
    assert scene.focused_name().startswith("Sounds. Each stone ticks")


def test_f1_on_a_board_opens_that_games_page(scene) -> None:  # type: ignore[no-untyped-def]
    open_level_one(scene)
    scene.key(Qt.Key.Key_F1)
    scene.qtbot.waitUntil(lambda: scene.find("shortcuts").property("opened"), timeout=3000)
    assert not scene.find("howToBowlsKey").isVisible()
    QMetaObject.invokeMethod(scene.find("howToTubesKey"), "clicked")
    scene.wait_screen("The goal.")
    page = scene.find("howToPlay")
    assert page.property("game") == "tubes"
    assert not scene.find("shortcuts").property("opened")
    scene.key(Qt.Key.Key_Escape)
    scene.wait_screen("Tube ")


def test_the_page_is_translated(scene) -> None:  # type: ignore[no-untyped-def]
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    expected = {
        "th": "ถ้วย",
        "es": "cuenco",
        "ja": "ボウル",
        "pl": "miseczk",
    }
    for lang, word in expected.items():
        settings.setProperty("language", lang)
        scene.flush()
        _open(scene, "Bowls")
        name = scene.focused_name()
        assert word in name.lower(), (lang, name)
        assert "Twelve bowls" not in name
        if lang == "ja":  # heading, rule and caption joined with full-width punctuation
            assert name.startswith("ボウルの輪。12個") and ". " not in name and ":" not in name
        scene.key(Qt.Key.Key_Escape)
        scene.qtbot.waitUntil(lambda: not scene.present("howToPlay"))
        scene.wait_screen()
    settings.setProperty("language", "en")


def test_f1_during_bowls_opens_its_page_and_the_game_goes_on(scene) -> None:  # type: ignore[no-untyped-def]
    g = scene.engine.singletonInstance("PebblePour.Backend", "BowlsGame")
    scene.find("bowlsEndless").forceActiveFocus()
    scene.key(Qt.Key.Key_Return)
    scene.wait_screen("Bowl ")
    scene.key(Qt.Key.Key_F1)
    scene.qtbot.waitUntil(lambda: scene.find("shortcuts").property("opened"), timeout=3000)
    assert not scene.find("howToTubesKey").isVisible()
    QMetaObject.invokeMethod(scene.find("howToBowlsKey"), "clicked")
    scene.wait_screen("The ring.")
    assert scene.find("howToPlay").property("game") == "bowls"
    scene.key(Qt.Key.Key_Escape)
    scene.wait_screen("Bowl ")
    scene.key(Qt.Key.Key_Space)
    assert g.property("selected") >= 0


def test_from_the_key_list_with_motion_the_page_keeps_focus(scene) -> None:  # type: ignore[no-untyped-def]
    """The key list, closing while the page slides in, gave focus back to the puzzle list
    underneath: a screen reader read that list instead of the first rule."""
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.setProperty("reducedMotion", False)
    scene.find("bowlsPuzzles").forceActiveFocus()
    scene.key(Qt.Key.Key_Return)
    scene.qtbot.waitUntil(lambda: scene.focused_name().startswith("Puzzle 1,"), timeout=3000)
    scene.key(Qt.Key.Key_F1)
    scene.qtbot.waitUntil(lambda: scene.find("shortcuts").property("opened"), timeout=3000)
    QMetaObject.invokeMethod(scene.find("howToBowlsKey"), "clicked")
    stack = scene.find("stack")
    shortcuts = scene.find("shortcuts")
    # Both over, in whichever order the load gives: the page's slide and the list's fade.
    scene.qtbot.waitUntil(lambda: stack.property("depth") == 3 and not stack.property("busy")
                          and not shortcuts.property("visible"))
    assert scene.focused_name().startswith("The ring."), scene.focused_name()
    settings.setProperty("reducedMotion", True)
