"""Translated colour names for the liquids (spoken and written wherever a colour appears)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QColor
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.palette import LIQUIDS, edge_colour
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME

__all__ = ["QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "Liquids", "liquid_hex", "liquid_name"]


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


@QmlElement
@QmlSingleton
class Liquids(QObject):
    """Colour science for QML: the edge that keeps a liquid at 3:1 against its surroundings."""

    @Slot(str, list, result=str)
    def edge(self, fill: str, surrounds: list[object]) -> str:
        """``palette.edge_colour`` of ``fill`` against the QML colours ``surrounds``."""
        names = [QColor(s).name() for s in surrounds]
        return edge_colour(QColor(fill).name(), names)

    @Slot(str, result=str)
    def hex(self, letter: str) -> str:
        """The colour of liquid ``letter`` (a..i) as drawn, for pictures outside a game."""
        return liquid_hex("abcdefghi".index(letter))
