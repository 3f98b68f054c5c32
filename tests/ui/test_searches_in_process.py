"""Searches never hold the window (issue 41 point 2): the hardest pasted Bowls board is proven
in the search process, not on the GUI process -- the answer is the one the solver always gave
("could not finish", playable anyway), the worker that gave it is another process, and the
GUI process's memory does not grow by the search; a search that runs into the worker's memory
bound says the same; a hint is searched there and proven answers are kept here. (How long the
window waits meanwhile is a figure of ``benchmarks/search_stall_bench.py``, not a test.)"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from pebblepour import board_id as ids
from pebblepour.bowls import solver
from pebblepour.bowls.solver import HintQuery
from pebblepour.session import search_process
from pebblepour.tubes.solver import Status
from tests.ui.play import announcements, open_puzzle
from tests.ui.test_bowls_hint import press_hint
from tests.ui.test_play_board import enter, open_entry, status

#: The board of the issue: 2,000,000 states (1.5 GB on the GUI process) do not decide it.
WORST = "bowls:rygb,pryg,bpry,gbpr,ygbp,rygb,pryg,bpry,gbpr,ygbp,rygb,pryg:clear_board:30"
#: A budget that takes the worker a second or two (about 100 MB had it run here).
BUDGET = 120_000
COULD_NOT_FINISH = (
    "The solver could not finish proving this board. You may play it without a promise that "
    "it can be solved."
)
STATM = Path("/proc/self/statm")


def resident_bytes() -> int:
    return int(STATM.read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")


class Resident:
    """The GUI process's resident memory, sampled on its own timer while a search runs."""

    def __init__(self) -> None:
        self.start = self.peak = resident_bytes() if STATM.exists() else 0
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._sample)
        self._timer.start()

    def _sample(self) -> None:
        if STATM.exists():
            self.peak = max(self.peak, resident_bytes())

    def grown_mb(self) -> float:
        self._timer.stop()
        self._sample()
        return (self.peak - self.start) / 2**20


def test_the_worst_board_is_proven_in_another_process(scene: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(ids, "PROVE_STATES", BUDGET)
    # Same answer as before: this budget does not decide the board (a smaller one, here).
    board = ids.parse(WORST)
    assert isinstance(board, ids.BowlsBoard)
    assert ids.prove(board, budget=2_000).status is Status.UNKNOWN
    field = open_entry(scene)
    memory = Resident()
    enter(scene, field, WORST)
    scene.wait_until(lambda: announcements(scene)[-1:] == [COULD_NOT_FINISH], timeout=120_000)
    grown = memory.grown_mb()
    assert status(scene) == COULD_NOT_FINISH
    assert scene.find("playAnyway").property("visible")
    worker = search_process.shared("proof")
    assert worker.answered_by is not None and worker.answered_by != os.getpid()
    if STATM.exists():
        assert grown < 40, f"the GUI process grew by {grown:.0f} MB during the proof"


@pytest.fixture
def bounded() -> Iterator[search_process.SearchProcess]:
    """The proof worker with a memory bound of 64 MB (a new one; the next test gets the
    app's own again)."""
    search_process.shutdown()
    worker = search_process.shared("proof")
    worker.memory_bound = 64 << 20
    yield worker
    search_process.shutdown()


def test_a_proof_out_of_memory_could_not_finish(
    scene: Any, bounded: search_process.SearchProcess
) -> None:
    field = open_entry(scene)
    enter(scene, field, WORST)  # the full budget: the memory bound ends it
    scene.wait_until(lambda: announcements(scene)[-1:] == [COULD_NOT_FINISH], timeout=120_000)
    assert scene.find("playAnyway").property("visible")
    assert bounded.answered_by is None  # no answer: the search ran out of memory


def test_a_hint_is_searched_there_and_kept_here(scene: Any) -> None:
    g = open_puzzle(scene, 1)
    g.startPuzzle(31)
    puzzle = g.puzzle()
    assert puzzle is not None
    # Off the stored solution (whose hints are known without a search).
    wrong = next(m for m in g.attempt().legal_sources() if m != puzzle.solution[0])
    g.select(wrong)
    g.confirm()
    scene.wait_until(lambda: not g.playing)
    query = HintQuery.of(g.attempt())
    said = press_hint(scene, g)
    worker = search_process.shared("play")
    assert worker.answered_by is not None and worker.answered_by != os.getpid()
    kept = g.hint_cache.known(query)  # the proven answer came back to this process's cache
    assert kept is not None and kept.status != "unknown"
    assert kept == solver.search_hint(query)  # the answer the solver gives here
    if kept.move is not None:
        assert said == f"Hint: sow bowl {kept.move + 1}."
    else:
        assert said.startswith("No solution within")
