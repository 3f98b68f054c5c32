"""The one list model of the app: rows of fixed keys (the QML role names), changed in
place, and live sections of it (a band of levels, a chapter of puzzles).

>>> m = RowsModel(["n", "name"])
>>> m.set_rows([{"n": 1, "name": "a"}, {"n": 2, "name": "b"}])
>>> m.rowCount(), m.row(1)["name"]
(2, 'b')
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

__all__ = ["RowsModel", "Section"]

_ModelIndex = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractListModel):
    """A list of dicts with fixed keys; refreshed in place with ``dataChanged``."""

    def __init__(self, keys: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._keys = keys
        self._rows: list[dict[str, Any]] = []
        self._sections: dict[tuple[str, object], Section] = {}

    def roleNames(self) -> dict[int, QByteArray]:
        base = Qt.ItemDataRole.UserRole + 1
        return {base + i: QByteArray(k.encode()) for i, k in enumerate(self._keys)}

    def rowCount(self, parent: _ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: _ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        k = role - (Qt.ItemDataRole.UserRole + 1)
        if 0 <= k < len(self._keys):
            return self._rows[index.row()][self._keys[k]]
        return None

    def section(self, key: str, value: object) -> Section:
        """The rows whose ``key`` is ``value``, as a live view (one per key and value)."""
        if (key, value) not in self._sections:
            role = Qt.ItemDataRole.UserRole + 1 + self._keys.index(key)
            self._sections[key, value] = Section(self, role, value)
        return self._sections[key, value]

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        """Show ``rows``: the rows both lists have are changed in place (``dataChanged`` for
        each that differs, so their items and the focused one survive); rows beyond are
        inserted or removed at the end. Never a reset: a reset destroys and remakes every
        item, and a screen reader then asks after each dead one (Orca 48 marked the app as
        hung when a new board's tubes replaced the last one's that way)."""
        old = self._rows
        if len(rows) < len(old):
            self.beginRemoveRows(QModelIndex(), len(rows), len(old) - 1)
            self._rows = old[: len(rows)]
            self.endRemoveRows()
        elif len(rows) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(rows) - 1)
            self._rows = old + rows[len(old):]
            self.endInsertRows()
        kept, self._rows = old[: len(rows)], rows
        for i, (was, row) in enumerate(zip(kept, rows, strict=False)):
            if was != row:
                self.dataChanged.emit(self.index(i), self.index(i))

    def row(self, i: int) -> dict[str, Any]:
        """Row ``i`` as shown."""
        return self._rows[i]


class Section(QSortFilterProxyModel):
    """A band or chapter of a list: each screen section gets only its own rows, so a list of
    100 levels holds 100 items (not seven copies of every level, hidden but still created)."""

    def __init__(self, source: RowsModel, role: int, value: object) -> None:
        super().__init__(source)
        self._role, self._value = role, value
        self.setSourceModel(source)

    def filterAcceptsRow(self, row: int, parent: _ModelIndex) -> bool:
        source = self.sourceModel()
        return bool(source.data(source.index(row, 0, parent), self._role) == self._value)
