"""The walk of one move through the code (issue 44.2): which of the app's files a pour and a
sow pass through, in order, as a call graph traced with ``sys.setprofile``.

The controller's and its model's signals are blocked while the move is walked, so that QML
does not read properties back in the middle of it (that is the screen's work, not the move's).
A *stay* is a run of calls and returns in one file of ``src/pebblepour`` (frames of the
standard library, Qt and other packages are not counted); a *return* is a stay in a file the
walk had already left. Each function is counted the first time it is called (a loop over
twelve bowls is one visit). Printed: the walk (file by file) and its counts.

Usage: python benchmarks/walk.py [--show]
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

SRC = str(Path(__file__).resolve().parents[1] / "src" / "pebblepour")


def walk(action: Callable[[], object], *quiet: Any) -> list[str]:
    """The app's files ``action`` passes through, one entry per stay (``quiet``: QObjects
    whose signals are blocked meanwhile)."""
    stays: list[str] = []
    seen: set[object] = set()

    def note(frame: FrameType, event: str, _arg: Any) -> None:
        if event != "call" or frame.f_code in seen:
            return
        seen.add(frame.f_code)
        name = frame.f_code.co_filename
        if name.startswith(SRC) and (not stays or stays[-1] != name):
            stays.append(name)

    for q in quiet:
        q.blockSignals(True)
    sys.setprofile(note)
    try:
        action()
    finally:
        sys.setprofile(None)
        for q in quiet:
            q.blockSignals(False)
    return [os.path.relpath(s, SRC) for s in stays]


def counts(stays: list[str]) -> tuple[int, int, int]:
    """(stays, files, returns)."""
    returns = sum(1 for i, f in enumerate(stays) if f in stays[:i])
    return len(stays), len(set(stays)), returns


def main() -> None:
    os.environ.setdefault("PEBBLEPOUR_PROFILE_DIR", tempfile.mkdtemp(prefix="walk-"))
    sys.path.insert(0, os.path.dirname(__file__))
    from appscene import AppScene

    scene = AppScene()
    show = "--show" in sys.argv
    scene.open_screen("tubesPlay", {"startLevel": 1})
    tubes = scene.engine.singletonInstance("PebblePour.Backend", "TubesGame")
    scene.until(lambda: tubes.property("tubes").rowCount() > 0)
    scene.pump(0.3)
    board = tubes.board()
    src, dst = next((s, d) for s in range(len(board.tubes)) for d in range(len(board.tubes))
                    if s != d and board.can_pour(s, d))
    tubes.activate(src)
    pour = walk(lambda: tubes.activate(dst), tubes, tubes.property("tubes"))
    scene.open_screen("bowlsPlay", {"startMode": "puzzle", "startPuzzle": 1})
    bowls = scene.engine.singletonInstance("PebblePour.Backend", "BowlsGame")
    scene.until(lambda: bowls.property("number") == 1)
    scene.pump(0.3)
    first = bowls.puzzle().solution[0]
    bowls.select(first)
    sow = walk(bowls.confirm, bowls, bowls.property("bowls"))
    for name, stays in (("pour (TubesGame.activate)", pour), ("sow (BowlsGame.confirm)", sow)):
        n, files, returns = counts(stays)
        print(f"{name}: {n} stays in {files} files, {returns} returns to a file already left")
        if show:
            print("   " + " > ".join(stays))
    os._exit(0)


if __name__ == "__main__":
    main()
