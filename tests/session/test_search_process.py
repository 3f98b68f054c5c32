"""The search process (issue 41 point 2): a search runs in a worker process of its own, its
answer comes back as the job's value; a stop reaches the search there; a search that runs
into the memory bound, or whose process dies, answers "unknown" and the next search gets a
worker again; a search queued behind a lost one is not lost with it.

Each test drives its own :class:`SearchProcess` on a private event loop (the app's is
qasync's; the global loop the UI tests set is left alone)."""

from __future__ import annotations

import asyncio
import os
import pickle
import signal
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

import pytest

from pebblepour import board_id as ids
from pebblepour.bowls.attempts import PuzzleAttempt
from pebblepour.bowls.puzzles import shipped_puzzle
from pebblepour.bowls.solver import HintQuery, hint, search_hint
from pebblepour.session import search_process as sp
from pebblepour.tubes.solver import Status, solve

T = TypeVar("T")

#: The hardest pasted board of issue 41: 2,000,000 states do not decide it.
WORST = "bowls:rygb,pryg,bpry,gbpr,ygbp,rygb,pryg,bpry,gbpr,ygbp,rygb,pryg:clear_board:30"
TUBES = "tubes:aabb,bbaa,-,-"
UNKNOWN = ids.Proof(Status.UNKNOWN)


def on_loop(work: Callable[[], Awaitable[T]]) -> T:
    """``await work()`` on a loop of its own (``work`` called there: a search's future
    belongs to the loop running when it was asked)."""

    async def inside() -> T:
        return await work()

    loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(inside())
    finally:
        loop.close()


@pytest.fixture
def searches() -> Iterator[sp.SearchProcess]:
    p = sp.SearchProcess()
    yield p
    p.close()


def tubes_board() -> Any:
    named = ids.parse(TUBES)
    assert isinstance(named, ids.TubesBoard)
    return named.board


def test_a_search_runs_in_another_process_and_answers_as_in_this_one(
    searches: sp.SearchProcess,
) -> None:
    async def work() -> tuple[ids.Proof, ids.Proof]:
        bowls = await searches.run(
            sp.prove, ("bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3", 1000),
            threading.Event(), UNKNOWN,
        )
        tubes = await searches.run(sp.prove, (TUBES, 1000), threading.Event(), UNKNOWN)
        return bowls, tubes

    bowls, tubes = on_loop(work)
    assert searches.answered_by not in (None, os.getpid())
    assert searches.answered_by == searches.pid  # one warm worker for both
    here = ids.parse("bowls:.,.,rg,r,rgg,.,.,.,.,.,.,.:clear_colour-g:3")
    assert isinstance(here, ids.BowlsBoard)
    assert bowls == ids.prove(here, budget=1000)
    assert tubes.status is Status.SOLVED and tubes.shortest == 3


def test_a_hint_found_there_is_the_hint_found_here(searches: sp.SearchProcess) -> None:
    puzzle = shipped_puzzle(31)
    assert puzzle is not None
    a: PuzzleAttempt = puzzle.attempt(record_events=False)
    a.play(next(m for m in a.legal_sources() if m != puzzle.solution[0]))
    query = HintQuery.of(a)
    job, args = sp.hint_job(query, 30.0)
    pickle.dumps(args)  # a position goes as its parts

    found = on_loop(lambda: searches.run(job, args, threading.Event(), None))
    assert found == search_hint(query) == hint(query)


def test_a_stop_reaches_the_search_in_the_worker(searches: sp.SearchProcess) -> None:
    async def work() -> tuple[ids.Proof, float, Any]:
        cancel = threading.Event()
        proof = searches.run(sp.prove, (WORST, ids.PROVE_STATES), cancel, UNKNOWN)
        await asyncio.sleep(1.0)
        cancel.set()
        told = time.monotonic()
        answer = await proof
        waited = time.monotonic() - told
        # The worker serves the next search (the same one, or a new one if it was killed).
        after = await searches.run(solve, (tubes_board(),), threading.Event(), None)
        return answer, waited, after

    answer, waited, after = on_loop(work)
    assert answer.status is Status.UNKNOWN
    assert waited < 10  # not the minute the whole search takes (a figure, not a timing goal)
    assert after.status is Status.SOLVED


def test_a_search_stopped_before_it_starts_answers_unknown(searches: sp.SearchProcess) -> None:
    cancel = threading.Event()
    cancel.set()
    answer = on_loop(lambda: searches.run(sp.prove, (WORST, ids.PROVE_STATES), cancel, UNKNOWN))
    assert answer.status is Status.UNKNOWN


def test_the_memory_bound_makes_a_search_answer_unknown() -> None:
    bounded = sp.SearchProcess(memory_bound=64 << 20)
    try:
        async def work() -> tuple[ids.Proof, Any]:
            proof = await bounded.run(
                sp.prove, (WORST, ids.PROVE_STATES), threading.Event(), UNKNOWN
            )
            after = await bounded.run(solve, (tubes_board(),), threading.Event(), None)
            return proof, after

        proof, after = on_loop(work)
    finally:
        bounded.close()
    assert proof == UNKNOWN  # the job's "could not finish" value: the search ran out of memory
    assert after.status is Status.SOLVED


def test_a_lost_worker_answers_unknown_and_what_waited_behind_it_is_searched_again(
    searches: sp.SearchProcess,
) -> None:
    async def work() -> tuple[ids.Proof, Any, int, int | None]:
        await searches.run(solve, (tubes_board(),), threading.Event(), None)  # started
        lost = searches.pid
        assert lost is not None
        first = searches.run(sp.prove, (WORST, ids.PROVE_STATES), threading.Event(), UNKNOWN)
        queued = searches.run(solve, (tubes_board(),), threading.Event(), None)
        await asyncio.sleep(1.0)  # the long search is running
        os.kill(lost, signal.SIGKILL)  # as a crash would
        return await first, await queued, lost, searches.answered_by

    first, queued, lost, answered_by = on_loop(work)
    assert first == UNKNOWN
    assert queued.status is Status.SOLVED
    assert answered_by not in (None, lost, os.getpid())


def test_a_job_that_fails_raises_where_it_is_awaited(searches: sp.SearchProcess) -> None:
    with pytest.raises(sp.SearchError, match="BoardIdError"):
        on_loop(lambda: searches.run(sp.prove, ("bowls:nonsense", 10), threading.Event(), None))
    with pytest.raises((pickle.PicklingError, AttributeError)):  # not sent at all
        searches.run(lambda cancel: None, (), threading.Event(), None)
