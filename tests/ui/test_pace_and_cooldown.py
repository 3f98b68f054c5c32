"""At your speed: the Bowls chain plays slower or faster as chosen, and the key cool-down
ignores a repeat of the same key within the chosen time (for tremor), in Settings and kept
in the profile."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from pebblepour.session.playback import Frame
from pebblepour.ui import services
from pebblepour.ui.bowls_chain import ChainPlayer
from pebblepour.ui.key_cooldown import KeyCooldown
from tests.ui.play import open_level_one


def test_each_chain_step_shows_for_its_time_times_the_pace(qapp: Any) -> None:
    player = ChainPlayer()
    step = Frame.__new__(Frame)
    object.__setattr__(step, "ms", 400)
    object.__setattr__(step, "events", ())  # a step with nothing to hear
    object.__setattr__(step, "combo", 0)
    for pace, shown in ((1.0, 400), (1.6, 640), (0.55, 220)):
        player.play([step], pace)
        assert player._timer.interval() == shown
        player.stop()


def test_a_repeat_within_the_cooldown_is_ignored(scene: Any) -> None:
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    (cooldown,) = scene.engine.findChildren(KeyCooldown)  # one, the engine's
    now = [100.0]
    cooldown.clock = lambda: now[0]
    open_level_one(scene)
    assert scene.focused_name().startswith("Tube 1:")
    settings.setProperty("keyCooldown", 0.6)
    assert services.current().profile.settings().key_cooldown == 0.6
    scene.key(Qt.Key.Key_Right)
    scene.key(Qt.Key.Key_Right)  # the same key at once: a tremor's second press
    assert scene.focused_name().startswith("Tube 2:")
    scene.key(Qt.Key.Key_Left)  # another key counts at once
    assert scene.focused_name().startswith("Tube 1:")
    now[0] += 0.7  # after the cool-down the same key counts again
    scene.key(Qt.Key.Key_Left)
    assert scene.focused_name().startswith("Tube 5:")
    settings.setProperty("keyCooldown", 0.0)  # off: every press counts
    scene.key(Qt.Key.Key_Left)
    scene.key(Qt.Key.Key_Left)
    assert scene.focused_name().startswith("Tube 3:")


def test_settings_offer_both_and_mark_the_choice(scene: Any) -> None:
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    assert settings.property("chainPaces") == ["slower", "normal", "faster"]
    settings.setProperty("chainPace", "faster")
    settings.setProperty("chainPace", "warp")  # not a pace: nothing changes
    assert services.current().profile.settings().chain_pace == "faster"
    scene.find("openSettings").clicked.emit()
    scene.qtbot.waitUntil(lambda: scene.present("chainPace_faster"))
    assert scene.find("chainPace_faster").property("checked")
    assert not scene.find("chainPace_normal").property("checked")
    assert scene.find("keyCooldown_0").property("checked")


def test_f1_lists_the_cool_down_and_the_chain_speed(scene) -> None:  # type: ignore[no-untyped-def]
    """Both settings are in the key lists (F1): the cool-down in the general list, the chain
    speed in the Bowls list."""
    from pebblepour.tools import screens

    def rows() -> list[list[str]]:
        overlay = scene.find("shortcuts")
        scene.wait_until(lambda: overlay.property("opened"))
        found = overlay.property("rows").toVariant()
        scene.key(Qt.Key.Key_Escape)
        scene.wait_until(lambda: not overlay.property("opened"))
        return found

    scene.key(Qt.Key.Key_F1)
    general = rows()
    cool_down = "In Settings: a key pressed again within the chosen time is ignored"
    assert ["Key cool-down", cool_down] in general
    screens.bowls_mode(scene, "endless")
    scene.key(Qt.Key.Key_F1)
    assert ["Chain speed", "In Settings: chains play slower, at normal speed or faster"] in rows()


def test_the_cooldown_goes_before_the_switch(scene: Any) -> None:
    """With one-switch play and the cool-down both on, in either order, a tremor's second press
    of the switch is ignored: the cool-down's filter is called first."""
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    keymap = scene.engine.singletonInstance("PebblePour.Backend", "KeyMap")
    (cooldown,) = scene.engine.findChildren(KeyCooldown)
    now = [100.0]
    cooldown.clock = lambda: now[0]
    presses: list[bool] = []
    keymap.switchPressed.connect(lambda: presses.append(True))
    for first, second in (("keyCooldown", "oneSwitch"), ("oneSwitch", "keyCooldown")):
        settings.setProperty("keyCooldown", 0.0)
        settings.setProperty("oneSwitch", False)
        settings.setProperty(first, 0.6 if first == "keyCooldown" else True)
        settings.setProperty(second, 0.6 if second == "keyCooldown" else True)
        presses.clear()
        now[0] += 1.0
        scene.key(Qt.Key.Key_Space)
        scene.key(Qt.Key.Key_Space)  # at once: ignored
        assert presses == [True], (first, presses)
        now[0] += 0.7
        scene.key(Qt.Key.Key_Space)  # after the cool-down: the switch again
        assert presses == [True, True], (first, presses)
    settings.setProperty("oneSwitch", False)
    settings.setProperty("keyCooldown", 0.0)
