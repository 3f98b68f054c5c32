"""Translated colour names for the liquids (spoken and written wherever a colour appears)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pebblepour.palette import LIQUIDS


def liquid_name(index: int) -> str:
    """The translated name of liquid ``index`` (0 = letter a)."""
    english = LIQUIDS[index].name
    # The literal calls let pyside6-lupdate extract every name; the lookup picks one.
    names = {
        "red": QCoreApplication.translate("Colour", "red"),
        "yellow": QCoreApplication.translate("Colour", "yellow"),
        "blue": QCoreApplication.translate("Colour", "blue"),
        "green": QCoreApplication.translate("Colour", "green"),
        "orange": QCoreApplication.translate("Colour", "orange"),
        "pink": QCoreApplication.translate("Colour", "pink"),
        "white": QCoreApplication.translate("Colour", "white"),
        "brown": QCoreApplication.translate("Colour", "brown"),
        "black": QCoreApplication.translate("Colour", "black"),
    }
    return names.get(english, english)


def liquid_hex(index: int) -> str:
    return LIQUIDS[index].hex
