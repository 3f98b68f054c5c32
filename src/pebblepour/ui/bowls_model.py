"""The twelve bowls as QML's ring sees them: one row per bowl, updated in place.

Only the rows that changed are signalled (``dataChanged``, never a reset), so the focused
bowl survives every step of a chain, every move and every undo.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from pebblepour.bowls.position import NUM_BOWLS
from pebblepour.session.playback import Flash
from pebblepour.ui.bowls_text import bowl_description
from pebblepour.ui.wording import items

__all__ = ["FLASH_NONE", "FLASH_OVER", "BowlsModel", "Row"]

_ModelIndex = QModelIndex | QPersistentModelIndex

# Flash kinds shown on a bowl during the chain playback (the QML "flash" role).
FLASH_NONE, FLASH_OVER = int(Flash.NONE), int(Flash.OVER)

# A bowl as the model shows it: stones, modifier, moves left on it, selected, playable,
# flash kind, hinted.
Row = tuple[str, str, int, bool, bool, int, bool]


class BowlsModel(QAbstractListModel):
    """Twelve rows, one per bowl. Only the rows that changed are signalled."""

    NumberRole = Qt.ItemDataRole.UserRole + 1
    StonesRole = Qt.ItemDataRole.UserRole + 2
    ModifierRole = Qt.ItemDataRole.UserRole + 3
    RemainingRole = Qt.ItemDataRole.UserRole + 4
    NameRole = Qt.ItemDataRole.UserRole + 5
    SelectedRole = Qt.ItemDataRole.UserRole + 6
    PlayableRole = Qt.ItemDataRole.UserRole + 7
    FlashRole = Qt.ItemDataRole.UserRole + 8
    HintRole = Qt.ItemDataRole.UserRole + 9

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = [
            ("", "", 0, False, False, FLASH_NONE, False) for _ in range(NUM_BOWLS)
        ]

    def roleNames(self) -> dict[int, QByteArray]:
        return {
            self.NumberRole: QByteArray(b"number"),
            self.StonesRole: QByteArray(b"stones"),
            self.ModifierRole: QByteArray(b"modifier"),
            self.RemainingRole: QByteArray(b"remaining"),
            self.NameRole: QByteArray(b"description"),
            self.SelectedRole: QByteArray(b"selected"),
            self.PlayableRole: QByteArray(b"playable"),
            self.FlashRole: QByteArray(b"flash"),
            self.HintRole: QByteArray(b"hint"),
        }

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else NUM_BOWLS

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < NUM_BOWLS:
            return None
        i = index.row()
        stones, mod, rem, selected, playable, flash, hint = self._rows[i]
        if role in (self.NameRole, Qt.ItemDataRole.DisplayRole):
            text = bowl_description(i + 1, stones, mod, rem)
            if hint:
                text = items([text, QCoreApplication.translate("BowlsGame", "hint: sow this bowl")])
            return text
        if role == self.NumberRole:
            return i + 1
        if role == self.StonesRole:
            return list(stones)
        if role == self.ModifierRole:
            return mod
        if role == self.RemainingRole:
            return rem
        if role == self.SelectedRole:
            return selected
        if role == self.PlayableRole:
            return playable
        if role == self.FlashRole:
            return flash
        if role == self.HintRole:
            return hint
        return None

    def update(self, rows: list[Row]) -> None:
        """Replace the rows; ``dataChanged`` for each row that differs (never a reset)."""
        for i, row in enumerate(rows):
            if row != self._rows[i]:
                self._rows[i] = row
                idx = self.index(i)
                self.dataChanged.emit(idx, idx)

    def refresh(self) -> None:
        self.dataChanged.emit(self.index(0), self.index(NUM_BOWLS - 1))

    def stones(self, i: int) -> str:
        return self._rows[i][0]
