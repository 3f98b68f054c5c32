"""Guard against the PySide6 6.12.0 bug that killed long Bowls sessions.

On Python 3.11 that release lowered True's reference count on every Signal.emit(); after a
few hundred emits the interpreter aborted ("bool_dealloc: deallocating True or False").
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    changed = Signal()
    number = Signal(int)


def test_signal_emit_keeps_reference_counts(qapp) -> None:  # type: ignore[no-untyped-def]
    o = _Emitter()
    before = sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None)
    for _ in range(50):
        o.changed.emit()
        o.number.emit(1)
    after = sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None)
    assert after[0] >= before[0] - 5 and after[1] >= before[1] - 5, (before, after)
