"""Sound in Settings and on the M key: on/off, the effects volume, a switch per group and
mono, kept in the profile; M mutes and unmutes anywhere and says so; F1 lists it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from pebblepour.sound import cues
from pebblepour.ui import services
from tests.ui.play import announcements, open_level_one


def test_m_mutes_and_unmutes_anywhere_and_says_so(scene: Any) -> None:
    profile = services.current().profile
    heard = announcements(scene)
    assert profile.settings().sound
    scene.key(Qt.Key.Key_M)  # on Home
    assert not profile.settings().sound and heard[-1] == "Sound off"
    scene.key(Qt.Key.Key_F1)  # in the key list (a modal dialog)
    overlay = scene.find("shortcuts")
    scene.qtbot.waitUntil(lambda: overlay.property("opened"))
    rows = overlay.property("rows").toVariant()
    assert ["M", "Sound off or on, anywhere"] in rows
    scene.key(Qt.Key.Key_M)
    assert profile.settings().sound and heard[-1] == "Sound on"
    scene.key(Qt.Key.Key_Escape)
    g = open_level_one(scene)  # in a game
    rows = overlay.property("rows").toVariant()
    assert ["M", "Sound off or on, anywhere"] in rows
    scene.key(Qt.Key.Key_M)
    assert heard[-1] == "Sound off" and scene.focused_name().startswith("Tube 1:")
    del services.current().played[:]
    src = next(i for i, t in enumerate(g.board().tubes) if t)
    g.activate(src)
    assert services.current().played == []  # muted: nothing plays
    g.cancelSelection()
    scene.key(Qt.Key.Key_M)
    assert heard[-1] == "Sound on"
    g.activate(src)
    assert services.current().played == [cues.tube_select(src, len(g.board().tubes))]


def test_settings_rows_change_the_profile(scene: Any) -> None:
    profile = services.current().profile
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    assert settings.property("soundVolumes") == [0.0, 0.25, 0.5, 0.7, 1.0]
    scene.find("openSettings").clicked.emit()
    scene.qtbot.waitUntil(lambda: scene.present("soundOn"))
    assert scene.find("soundVolume_0.7").property("checked")
    scene.find("soundVolume_0.25").clicked.emit()
    assert profile.settings().sound_volume == 0.25
    assert scene.find("soundVolume_0.25").property("checked")
    for name, key in (("soundOn", "sound"), ("soundMoves", "sound_moves"),
                      ("soundChains", "sound_chains"), ("soundResults", "sound_results"),
                      ("soundInterface", "sound_interface")):
        switch = scene.find(name)
        assert switch.property("checked") and getattr(profile.settings(), key)
        switch.toggle()
        switch.toggled.emit()
        assert not getattr(profile.settings(), key), name
    mono = scene.find("soundMono")
    assert not mono.property("checked")
    mono.toggle()
    mono.toggled.emit()
    assert profile.settings().sound_mono
    settings.setProperty("soundVolume", 0.66)  # the nearest choice
    assert profile.settings().sound_volume == 0.7


def test_the_switches_are_read_and_keyboard_operable(scene: Any) -> None:
    from PySide6.QtGui import QAccessible

    scene.find("openSettings").clicked.emit()
    scene.qtbot.waitUntil(lambda: scene.present("soundMono"))
    scene.wait_screen()
    mono = scene.find("soundMono")
    iface = QAccessible.queryAccessibleInterface(mono)
    assert iface.text(QAccessible.Text.Name) == "Mono sound"
    assert iface.role() == QAccessible.Role.CheckBox
    mono.forceActiveFocus()
    scene.qtbot.waitUntil(lambda: mono.hasActiveFocus())
    scene.key(Qt.Key.Key_Space)
    assert services.current().profile.settings().sound_mono
    scene.key(Qt.Key.Key_Space)
    assert not services.current().profile.settings().sound_mono


def test_return_on_a_switch_changes_the_setting_as_space_does(scene: Any) -> None:
    """A keyboard player flips a switch with Return or Space; both reach the profile."""
    profile = services.current().profile
    scene.find("openSettings").clicked.emit()
    scene.qtbot.waitUntil(lambda: scene.present("soundMono"))
    scene.wait_screen()
    switch = scene.find("soundMono")
    switch.forceActiveFocus()
    scene.qtbot.waitUntil(lambda: switch.hasActiveFocus())
    assert not switch.property("checked") and not profile.settings().sound_mono
    scene.key(Qt.Key.Key_Return)
    assert switch.property("checked") and profile.settings().sound_mono
    scene.key(Qt.Key.Key_Space)
    assert not switch.property("checked") and not profile.settings().sound_mono
    scene.key(Qt.Key.Key_Enter)
    assert switch.property("checked") and profile.settings().sound_mono
