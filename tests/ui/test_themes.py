"""The seven Bowls themes on the real QML scene: contrasts measured from the colours QML
draws with, loading without warnings, the Settings choice, the gallery screen, motion."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt, QtMsgType, QUrl, qInstallMessageHandler
from PySide6.QtGui import QColor
from PySide6.QtQml import QQmlComponent, QQmlEngine

from pebblepour.paths import data_dir
from pebblepour.profile import THEMES
from pebblepour.ui import services

STONES = ("red", "yellow", "green", "blue", "purple")


def luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def make(scene: Any, source: str) -> QObject:
    """Create a QML object in the app's own engine (so it sees AppSettings and the theme)."""
    component = QQmlComponent(scene.engine)
    component.setData(
        ("import QtQuick\nimport PebblePour\n" + source).encode(),
        QUrl.fromLocalFile(str(data_dir("qml") / "probe.qml")),
    )
    obj = component.create()
    assert obj is not None, [e.toString() for e in component.errors()]
    QQmlEngine.setObjectOwnership(obj, QQmlEngine.ObjectOwnership.CppOwnership)
    obj.setParent(scene.window)  # kept alive, and gone with the window
    return obj


def colours(value: Any) -> list[QColor]:
    return [QColor(v) for v in value.toVariant()] if hasattr(value, "toVariant") else [
        QColor(v) for v in value
    ]


def unlock_all(scene: Any) -> None:
    profile = services.current().profile
    for n in range(len(THEMES) - 1):
        profile.award_achievement(f"test-{n}")
    scene.engine.singletonInstance("PebblePour.Backend", "AppSettings").refresh()


@pytest.mark.parametrize("hc", [False, True], ids=["theme", "high-contrast"])
def test_every_theme_keeps_stones_bowls_and_text_readable(scene: Any, hc: bool) -> None:
    probe = make(
        scene,
        "QtObject { property var stones: [BowlsTheme.red, BowlsTheme.yellow, BowlsTheme.green,"
        " BowlsTheme.blue, BowlsTheme.purple, BowlsTheme.blockerMark];"
        " property var text: [Theme.textColor, Theme.textDim] }",
    )
    stones = colours(probe.property("stones"))
    text = colours(probe.property("text"))
    report = {}
    for name in THEMES:
        look = make(scene, f"BowlsLook {{ name: '{name}'; hc: {'true' if hc else 'false'} }}")
        assert look.property("name") == name
        floor = colours(look.property("floorStops"))
        rim = colours(look.property("rimStops"))
        track = colours(look.property("trackStops"))
        plate = colours(look.property("plateStops"))
        stone_min = min(contrast(s, f) for s in stones for f in floor)
        bowl_min = min(contrast(r, t) for r in rim for t in track)
        text_min = min(contrast(t, p) for t in text for p in plate)
        report[name] = (round(stone_min, 2), round(bowl_min, 2), round(text_min, 2))
    print("theme: stones/bowl floor, bowl rim/track, text/plate", report)
    for name, (stone_min, bowl_min, text_min) in report.items():
        assert stone_min >= 3, f"{name}: a stone against its bowl at {stone_min}:1"
        assert bowl_min >= 3, f"{name}: the bowl against the ring at {bowl_min}:1"
        assert text_min >= 4.5, f"{name}: the centre text at {text_min}:1"


@pytest.fixture
def qml_warnings() -> Iterator[list[str]]:
    seen: list[str] = []

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg:
            seen.append(message)

    previous = qInstallMessageHandler(handler)
    yield seen
    qInstallMessageHandler(previous)


def test_every_theme_loads_on_the_board_without_warnings(
    scene: Any, qml_warnings: list[str]
) -> None:
    unlock_all(scene)
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    scene.find("bowlsDaily").clicked.emit()
    scene.wait_until(lambda: scene.focused_name().startswith("Today, "))
    scene.key(Qt.Key.Key_Return)
    scene.wait_screen("Bowl ")
    probe = make(scene, "QtObject { property string drawn: BowlsTheme.current.name }")
    for name in THEMES:
        settings.setProperty("theme", name)
        scene.flush()
        assert probe.property("drawn") == name
        scene.window.grabWindow()  # draw it, so paint-time problems show up too
    # High contrast replaces the environment: the margin beside the board is plain black.
    assert scene.window.grabWindow().pixelColor(10, scene.window.height() // 2).name() != "#000000"
    settings.setProperty("highContrast", True)
    scene.flush()
    assert scene.window.grabWindow().pixelColor(10, scene.window.height() // 2).name() == "#000000"
    assert qml_warnings == []


def test_settings_offers_only_unlocked_themes_and_applies_and_saves_at_once(scene: Any) -> None:
    profile = services.current().profile
    profile.award_achievement("first")
    scene.find("openSettings").clicked.emit()
    scene.wait_screen()
    choices = {
        i.objectName()
        for i in items(scene.window.contentItem())
        if i.objectName().startswith("themeChoice_") and i.isVisible()
    }
    assert choices == {"themeChoice_simple", "themeChoice_garden"}
    probe = make(scene, "QtObject { property string drawn: BowlsTheme.current.name }")
    assert probe.property("drawn") == "simple"
    item_named(scene, "themeChoice_garden").clicked.emit()
    scene.flush()
    assert probe.property("drawn") == "garden"
    assert profile.settings().theme == "garden"


def test_gallery_shows_all_seven_and_arrows_move_between_them(scene: Any) -> None:
    services.current().profile.award_achievement("first")
    scene.find("openGallery").clicked.emit()
    scene.wait_screen("Simple")
    names = [scene.focused_name()]
    for _ in range(len(THEMES) - 1):
        scene.key(Qt.Key.Key_Right)
        names.append(scene.focused_name())
    assert names == [
        "Simple, in use", "Garden, unlocked", "Sand, locked", "Ocean, locked",
        "Runes, locked", "Neon, locked", "Space, locked",
    ]
    from PySide6.QtGui import QAccessible

    iface = QAccessible.queryAccessibleInterface(scene.focused())
    assert iface.role() == QAccessible.Role.ListItem
    description = iface.text(QAccessible.Text.Description)
    assert "planet" in description and "6 achievements" in description
    scene.key(Qt.Key.Key_Home)
    scene.key(Qt.Key.Key_Right)
    scene.key(Qt.Key.Key_Return)  # an unlocked theme: play with it
    assert services.current().profile.settings().theme == "garden"
    assert scene.focused_name() == "Garden, in use"
    scene.key(Qt.Key.Key_Right)
    scene.key(Qt.Key.Key_Return)  # a locked one: only previewed
    assert services.current().profile.settings().theme == "garden"


def items(root: Any) -> Iterator[Any]:
    stack = [root]
    while stack:
        item = stack.pop()
        stack.extend(item.childItems())
        yield item


def item_named(scene: Any, name: str) -> Any:
    found = [i for i in items(scene.window.contentItem()) if i.objectName() == name]
    assert len(found) == 1, f"{len(found)} items named {name!r}"
    return found[0]


def running_animations(root: Any) -> int:
    return sum(
        1
        for item in items(root)
        for o in item.children()
        if "Animation" in o.metaObject().className() and o.property("running")
    )


@pytest.mark.parametrize("name", [t for t in THEMES if t != "simple"])
def test_ambient_motion_stops_with_reduced_motion_and_high_contrast(scene: Any, name: str) -> None:
    def preview(hc: bool, moving: bool) -> QObject:
        look = f"name: '{name}'; hc: {str(hc).lower()}; moving: {str(moving).lower()}"
        return make(scene, f"ThemePreview {{ width: 640; height: 400; look: BowlsLook {{{look}}}}}")

    moving, still, plain = preview(False, True), preview(False, False), preview(True, True)
    scene.flush()
    assert running_animations(moving) > 0
    assert running_animations(still) == 0
    assert running_animations(plain) == 0
    # The app's own looks follow the setting: the fixture turns reduced motion on.
    follows = make(scene, f"BowlsLook {{ name: '{name}' }}")
    assert follows.property("moving") is False


def test_arrow_keys_in_the_settings_theme_group_keep_the_focus(scene: Any) -> None:
    profile = services.current().profile
    profile.award_achievement("first")
    profile.award_achievement("second")
    scene.find("openSettings").clicked.emit()
    scene.wait_screen()
    item_named(scene, "themeChoice_simple").forceActiveFocus()
    scene.flush()
    scene.key(Qt.Key.Key_Right)
    assert scene.focused_name() == "Garden"
    scene.key(Qt.Key.Key_Right)
    assert scene.focused_name() == "Sand"
    assert profile.settings().theme == "sand"
