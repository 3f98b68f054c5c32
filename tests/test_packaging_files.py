"""The desktop entry and AppStream metadata are well formed and point at what exists."""

from __future__ import annotations

import configparser
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "packaging"


def test_desktop_entry() -> None:
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str  # type: ignore[assignment,method-assign]
    cp.read(PKG / "io.github.pebblepour.PebblePour.desktop", encoding="utf-8")
    entry = cp["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "pebblepour"
    assert (ROOT / "resources" / "icons" / f"{entry['Icon']}.svg").exists()
    assert "Game;" in entry["Categories"]


def test_appstream_metadata() -> None:
    root = ET.parse(PKG / "io.github.pebblepour.PebblePour.metainfo.xml").getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == "io.github.pebblepour.PebblePour"
    assert root.findtext("launchable") == "io.github.pebblepour.PebblePour.desktop"
    langs = {e.text for e in root.iter("lang")}
    assert langs == {"en", "th", "es", "ja", "pl"}
