"""Guard against the PySide6 6.12.0 bug that killed long Bowls sessions.

On Python 3.11 that release lowered True's reference count on every Signal.emit(); after a
few hundred emits the interpreter aborted ("bool_dealloc: deallocating True or False"). From
Python 3.12 True, False and None are immortal (their count never moves), so the guard counts
the references of ordinary objects sent through signals, which every Python version tracks.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    changed = Signal()
    number = Signal(int)
    thing = Signal(object)
    flag = Signal(bool)


def test_signal_emit_keeps_reference_counts(qapp) -> None:  # type: ignore[no-untyped-def]
    o = _Emitter()
    payload = ["a payload"]  # a mortal object: its count moves if emit leaks or drops one
    received: list[object] = []
    o.thing.connect(lambda x: received.append(type(x)))
    o.flag.connect(lambda b: received.append(b))
    before = sys.getrefcount(payload), sys.getrefcount(True), sys.getrefcount(False)
    for k in range(500):
        o.changed.emit()
        o.number.emit(k)
        o.thing.emit(payload)
        o.flag.emit(k % 2 == 0)
    after = sys.getrefcount(payload), sys.getrefcount(True), sys.getrefcount(False)
    assert len(received) == 1000
    received.clear()
    assert after[0] == before[0], (before, after)
    # True and False: held by ``received`` until cleared, so compare after clearing.
    assert sys.getrefcount(True) >= before[1] - 5 and sys.getrefcount(False) >= before[2] - 5
