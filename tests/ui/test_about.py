"""The About screen shows the one version and the licence, in the player's language."""

from __future__ import annotations

from pebblepour import __version__


def test_about_shows_version_and_licence(scene) -> None:  # type: ignore[no-untyped-def]
    scene.find("openAbout").clicked.emit()
    scene.qtbot.waitUntil(lambda: scene.present("aboutScreen") and scene.screen_ready())
    text = scene.focused_name()  # the screen opens on its text, as a screen reader reads it
    assert f"Pebble & Pour {__version__}" in text
    assert "GNU General Public License, version 3 or later" in text
