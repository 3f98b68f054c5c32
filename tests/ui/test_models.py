"""Every list model passes Qt's model tester while it is reset and updated in place."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from pebblepour.tubes.board import Board
from pebblepour.ui.rows_model import RowsModel
from pebblepour.ui.tubes_text import TUBE_KEYS, tube_row


def test_tubes_model(qapp) -> None:  # type: ignore[no-untyped-def]
    model = RowsModel(TUBE_KEYS)
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    role = {bytes(v.data()).decode(): k for k, v in model.roleNames().items()}

    def show(board: Board, selected: int, hint: tuple[int, int] | None) -> None:
        model.set_rows([tube_row(board, i, selected, hint) for i in range(len(board.tubes))])

    board = Board.parse("abca bcab cabc - -")
    show(board, -1, None)
    assert model.rowCount() == 5
    changed: list[int] = []
    model.dataChanged.connect(lambda top, _bottom: changed.append(top.row()))
    show(board.pour(0, 3), 3, (1, 2))
    assert changed == [0, 1, 2, 3]  # only the rows that differ (tube 5 is unchanged)
    idx = model.index(3)
    assert model.data(idx, role["selected"]) is True
    assert model.data(model.index(1), role["hint"]) == 1
    assert model.data(model.index(2), role["hint"]) == 2
    assert model.data(idx, role["free"]) == 3
    assert model.data(idx, role["description"]).endswith("; selected")
    show(Board.parse("abab baba - -"), -1, None)  # another size: a reset
    assert model.rowCount() == 4
    del tester


def test_rows_model(qapp) -> None:  # type: ignore[no-untyped-def]
    model = RowsModel(["a", "b"])
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_rows([{"a": 1, "b": "x"}, {"a": 2, "b": "y"}])
    model.set_rows([{"a": 3, "b": "z"}, {"a": 4, "b": "w"}])
    assert model.rowCount() == 2
    role_b = Qt.ItemDataRole.UserRole + 2
    assert model.roleNames()[role_b] == b"b"
    assert model.data(model.index(1), role_b) == "w"
    del tester
