"""Every list model passes Qt's model tester while it is reset and updated in place."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from pebblepour.tubes.board import Board
from pebblepour.ui.tubes_game import TubesModel
from pebblepour.ui.tubes_lists import _RowsModel


def test_tubes_model(qapp) -> None:  # type: ignore[no-untyped-def]
    model = TubesModel()
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    board = Board.parse("abca bcab cabc - -")
    model.update(board, -1, None)
    assert model.rowCount() == 5
    model.update(board.pour(0, 3), 3, (1, 2))
    idx = model.index(3)
    assert model.data(idx, TubesModel.SelectedRole) is True
    assert model.data(model.index(1), TubesModel.HintRole) == 1
    assert model.data(model.index(2), TubesModel.HintRole) == 2
    assert model.data(idx, TubesModel.FreeRole) == 3
    model.update(Board.parse("abab baba - -"), -1, None)  # another size: a reset
    assert model.rowCount() == 4
    del tester


def test_rows_model(qapp) -> None:  # type: ignore[no-untyped-def]
    model = _RowsModel(["a", "b"])
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_rows([{"a": 1, "b": "x"}, {"a": 2, "b": "y"}])
    model.set_rows([{"a": 3, "b": "z"}, {"a": 4, "b": "w"}])
    assert model.rowCount() == 2
    role_b = Qt.ItemDataRole.UserRole + 2
    assert model.roleNames()[role_b] == b"b"
    assert model.data(model.index(1), role_b) == "w"
    del tester
