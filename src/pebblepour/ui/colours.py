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
        "orange": QCoreApplication.translate("Colour", "orange"),
        "yellow": QCoreApplication.translate("Colour", "yellow"),
        "green": QCoreApplication.translate("Colour", "green"),
        "teal": QCoreApplication.translate("Colour", "teal"),
        "sky blue": QCoreApplication.translate("Colour", "sky blue"),
        "blue": QCoreApplication.translate("Colour", "blue"),
        "purple": QCoreApplication.translate("Colour", "purple"),
        "pink": QCoreApplication.translate("Colour", "pink"),
        "brown": QCoreApplication.translate("Colour", "brown"),
        "white": QCoreApplication.translate("Colour", "white"),
        "black": QCoreApplication.translate("Colour", "black"),
        "grey": QCoreApplication.translate("Colour", "grey"),
        "navy": QCoreApplication.translate("Colour", "navy"),
        "lime": QCoreApplication.translate("Colour", "lime"),
        "magenta": QCoreApplication.translate("Colour", "magenta"),
        "cream": QCoreApplication.translate("Colour", "cream"),
        "violet": QCoreApplication.translate("Colour", "violet"),
    }
    return names.get(english, english)


def liquid_hex(index: int) -> str:
    return LIQUIDS[index].hex
