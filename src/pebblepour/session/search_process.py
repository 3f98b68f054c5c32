"""Searches in a process of their own (issue 41 point 2): the solver's memory and garbage
collection never stall the GUI thread.

A search of a few million states allocates a tuple per state; on the GUI process its
collections held the window for up to 2 s and its memory stayed with the app after it.
Every search the UI starts (a board proven before play or in the editor, a hint, a Tubes
par) runs instead in a warm worker process (:func:`run`), started with ``spawn`` (never
``fork`` from a Qt process) at the first search and kept for the next; the GUI thread only
awaits a future. Whole boards are proven in a worker of their own, so that a proof of a
minute never holds a hint (which waited behind it on the old solver thread).

* **A job** is a module-level function called ``job(*args, cancel=event)`` in the worker:
  picklable by name, taking and returning small picklable values (the engines' boards,
  their answers). ``cancel`` is a :class:`threading.Event` of the worker, set when the
  caller's own event is set, so the solvers stop as they always have.
* **Stopping.** The parent watches the events of the jobs it sent (every
  :data:`POLL_SECONDS` while any is out) and tells the worker; a search that has not
  answered :data:`STOP_GRACE` seconds after being told is killed with its process.
* **Memory.** The worker may grow by :data:`MEMORY_BOUND` bytes of address space
  (``RLIMIT_AS``, where the system has it); a search that runs into it answers
  ``unknown`` (the callers' "could not finish"), as does one whose process dies. A worker
  whose peak memory passed :data:`RECYCLE_BYTES` exits after its answer, so its memory
  goes back to the system; the next search starts a new one. The searches make no
  reference cycles, so the worker runs them with the garbage collector off (a third
  faster) and collects after each.
* **Answers** come back as the job's value (``unknown``, the caller's own "nothing known"
  value, when the search could not finish); any cache they fill is the caller's, in the
  parent (the Bowls hint cache: :class:`.bowls.solver.HintCache`, its play screen's).

Qt-free: the parent side is plain :mod:`asyncio` (the app's loop is qasync's) and a thread
that reads the worker's answers.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import multiprocessing
import os
import pickle
import queue
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from types import ModuleType
from typing import Any, Final, Generic, TypeVar

from pebblepour import board_id as ids
from pebblepour.bowls.attempts import Goal
from pebblepour.bowls.attempts import State as AttemptState
from pebblepour.bowls.position import Position
from pebblepour.bowls.solver import HINT_MAX_STATES, Hint, HintQuery, search_hint

__all__ = [
    "MEMORY_BOUND",
    "SearchProcess",
    "bowls_hint",
    "hint_job",
    "prove",
    "run",
    "shared",
    "shutdown",
]

T = TypeVar("T")

#: Bytes of address space a search may add to the worker's (about 1.3 million Bowls states;
#: the hardest shipped puzzle stores about 300 000, a hint at most 400 000).
MEMORY_BOUND: Final = 1 << 30
#: A worker whose peak resident memory passed this exits after its answer.
RECYCLE_BYTES: Final = 256 << 20
#: How often the parent looks at the cancel events of the jobs out (seconds).
POLL_SECONDS: Final = 0.02
#: How often the parent reads the worker's pipe when no search is out (seconds).
IDLE_POLL_SECONDS: Final = 1.0
#: How long a search told to stop may take to answer before its process is killed.
STOP_GRACE: Final = 0.5
#: Workers that died one after another before starting a job: then no more are started and
#: every search answers "unknown".
_DEATHS_LIMIT: Final = 3


# ---------------------------------------------------------------------------- jobs


def prove(board: str, budget: int, *, cancel: threading.Event) -> ids.Proof:
    """:func:`.board_id.prove` of the whole board whose ID is ``board`` (a position does not
    pickle: a board goes as its ID, :func:`.board_id.format_id`), with its budget."""
    named = ids.parse(board)
    if not isinstance(named, ids.TubesBoard | ids.BowlsBoard):
        raise ValueError(f"not a whole board: {board}")
    return ids.prove(named, cancel, budget)


_HintParts = tuple[tuple[tuple[str, ...], tuple[str, ...], tuple[int, ...]], Goal, int, int, str]


def hint_job(query: HintQuery, seconds: float) -> tuple[Callable[..., Hint], tuple[Any, ...]]:
    """The job and arguments of a Bowls hint search (a position does not pickle: it goes as
    its bowls, modifiers and timers)."""
    pos = query.position
    parts: _HintParts = (
        (pos.bowls, pos.modifiers, pos.timers), query.goal, query.moves_left, query.progress,
        str(query.state),
    )
    return bowls_hint, (parts, seconds)


def bowls_hint(parts: _HintParts, seconds: float, *, cancel: threading.Event) -> Hint:
    """:func:`.bowls.solver.search_hint` of the query ``parts`` describe, stopped by ``cancel``
    or after ``seconds`` of search ("unknown": nothing proved). Caches nothing: the answer is
    the parent's to keep."""
    (bowls, modifiers, timers), goal, moves_left, progress, state = parts
    query = HintQuery(Position(bowls, modifiers, timers), goal, moves_left, progress,
                      AttemptState(state))
    deadline = time.monotonic() + seconds
    return search_hint(
        query, max_states=HINT_MAX_STATES,
        stop=lambda: cancel.is_set() or time.monotonic() > deadline,
    )


# -------------------------------------------------------------------------- worker


def _bound_memory(extra: int | None) -> None:
    """Let this process's address space grow by ``extra`` bytes at most (where the system
    tells its size and has ``RLIMIT_AS``)."""
    if extra is None or sys.platform == "win32":
        return
    import resource

    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            size = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError):
        return
    with contextlib.suppress(ValueError, OSError):
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        limit = size + extra
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _peak_bytes() -> int:
    """This process's peak resident memory."""
    if sys.platform == "win32":
        return 0
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def _worker(conn: Connection, memory_bound: int | None, recycle: int) -> None:
    """The worker process: jobs run on its main thread in the order sent; a second thread
    reads the pipe (new jobs, and cancels of jobs sent). The parent gone, it exits."""
    jobs: queue.SimpleQueue[tuple[int, bytes]] = queue.SimpleQueue()
    events: dict[int, threading.Event] = {}

    def listen() -> None:
        try:
            while True:
                msg = conn.recv()
                if msg[0] == "job":
                    events[msg[1]] = threading.Event()
                    jobs.put((msg[1], msg[2]))
                else:  # ("cancel", id)
                    event = events.get(msg[1])
                    if event is not None:
                        event.set()
        except (EOFError, OSError):
            os._exit(0)  # the app is gone
        except BaseException:
            os._exit(1)  # never left deaf: the parent finds the worker gone

    threading.Thread(target=listen, name="search-pipe", daemon=True).start()
    _bound_memory(memory_bound)
    gc.disable()  # the searches make no reference cycles (see the module's notes)
    pid = os.getpid()
    parent = multiprocessing.parent_process()
    while True:
        try:
            number, payload = jobs.get(timeout=5)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                os._exit(0)  # the app is gone (should its pipe not have said so)
            continue
        conn.send(("start", number))
        try:
            job, args = pickle.loads(payload)
            reply: tuple[Any, ...] = ("done", number, job(*args, cancel=events[number]), pid)
        except MemoryError:
            reply = ("unknown", number)
        except Exception as exc:  # a bug: the parent raises it where the answer is awaited
            reply = ("error", number, f"{type(exc).__name__}: {exc}")
        events.pop(number, None)
        conn.send(reply)
        gc.collect()
        if _peak_bytes() > recycle:
            os._exit(0)  # at once: its memory goes back without being freed piece by piece


# -------------------------------------------------------------------------- parent


@dataclass(eq=False)
class _Job(Generic[T]):
    number: int
    payload: bytes
    """The job and its arguments, pickled."""
    cancel: threading.Event
    unknown: T
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[T]
    worker: _Worker | None = None
    started: bool = False
    told: float = 0.0
    """When the worker was told to stop it (monotonic seconds; 0: not told)."""


@dataclass(eq=False)
class _Worker:
    process: BaseProcess
    conn: Connection
    started: bool = False
    """It started a job (so it did start itself)."""
    jobs: list[int] = field(default_factory=list)
    """The jobs sent to it and not answered, oldest first."""
    ending: threading.Lock = field(default_factory=threading.Lock)
    """Held by whoever ends it: the reader thread and close() may both try."""
    ended: bool = False


class SearchError(RuntimeError):
    """A job raised in the worker (a bug, not a search that could not finish)."""


def _settle(future: asyncio.Future[T], value: T | BaseException) -> None:
    if future.done():
        return
    if isinstance(value, BaseException):
        future.set_exception(value)
    else:
        future.set_result(value)


class SearchProcess:
    """One warm worker process for searches, started at the first one."""

    def __init__(
        self, memory_bound: int | None = MEMORY_BOUND, recycle: int = RECYCLE_BYTES
    ) -> None:
        self.memory_bound = memory_bound
        self.recycle = recycle
        self.answered_by: int | None = None
        """The process id of the worker that gave the last answer (tests read it)."""
        self._lock = threading.RLock()
        self._jobs: dict[int, _Job[Any]] = {}  # sent and not answered, oldest first
        self._count = 0
        self._worker: _Worker | None = None
        self._deaths = 0  # workers lost in a row without an answer
        self._wake = threading.Event()
        self._closed = False
        self._thread: threading.Thread | None = None

    @property
    def pid(self) -> int | None:
        """The worker's process id (None before the first search or after it exited)."""
        with self._lock:
            return self._worker.process.pid if self._worker is not None else None

    def run(
        self, job: Callable[..., T], args: tuple[Any, ...], cancel: threading.Event, unknown: T
    ) -> asyncio.Future[T]:
        """``job(*args, cancel=...)`` in the worker, its value awaited on the running loop;
        ``unknown`` if the search could not finish (memory, its process lost, stopped by
        ``cancel`` before it started: the job answers itself when stopped while running)."""
        payload = pickle.dumps((job, args))  # one that does not pickle raises here
        loop = asyncio.get_event_loop()
        future: asyncio.Future[T] = loop.create_future()
        with self._lock:
            self._count += 1
            item = _Job(self._count, payload, cancel, unknown, loop, future)
            self._jobs[item.number] = item
            if self._closed or self._deaths >= _DEATHS_LIMIT:
                self._finish(item, unknown)
            else:
                self._send(item)
                self._ensure_thread()
        self._wake.set()
        return future

    def close(self) -> None:
        """Stop the worker and the reader; searches still out answer ``unknown``."""
        with self._lock:
            self._closed = True
            worker, self._worker = self._worker, None
            for item in list(self._jobs.values()):
                self._finish(item, item.unknown)
        self._wake.set()
        if worker is not None:
            self._end(worker)

    # ---- parent internals (the lock held where it says) ---------------------------------

    def _ensure_thread(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._read, name="search-reader", daemon=True)
            self._thread.start()

    def _start_worker(self) -> _Worker:
        ctx = multiprocessing.get_context("spawn")
        mine, theirs = ctx.Pipe()
        process = ctx.Process(
            target=_worker, args=(theirs, self.memory_bound, self.recycle),
            name="pebblepour-search", daemon=True,
        )
        with _plain_main():
            process.start()
        theirs.close()  # the worker's end: only it holds it now, so its exit is our EOF
        return _Worker(process, mine)

    def _send(self, item: _Job[Any]) -> None:
        """Send ``item`` to the worker, started if there is none (lock held)."""
        if self._worker is None:
            self._worker = self._start_worker()
        worker = self._worker
        item.worker, item.started, item.told = worker, False, 0.0
        worker.jobs.append(item.number)
        # If the worker is gone, the reader finds out and sends it again.
        with contextlib.suppress(OSError, ValueError):
            worker.conn.send(("job", item.number, item.payload))

    def _finish(self, item: _Job[T], value: T | BaseException) -> None:
        """Answer ``item`` on its loop (lock held)."""
        self._jobs.pop(item.number, None)
        with contextlib.suppress(RuntimeError):  # its loop is closed: nobody waits
            item.loop.call_soon_threadsafe(_settle, item.future, value)

    def _read(self) -> None:
        """The reader thread: answers and losses of the worker, cancels told to it."""
        while True:
            with self._lock:
                if self._closed:
                    return
                worker = self._worker
                out = bool(self._jobs)
            if worker is None:
                self._wake.wait()
                self._wake.clear()
                continue
            try:
                # Idle, it still reads now and then: a worker that exits to give its memory
                # back is then reaped at once.
                ready = worker.conn.poll(POLL_SECONDS if out else IDLE_POLL_SECONDS)
                msg = worker.conn.recv() if ready else None
            except (EOFError, OSError):
                self._lost(worker)
                continue
            if msg is not None:
                self._receive(msg)
            self._tell_cancels(worker)

    def _receive(self, msg: tuple[Any, ...]) -> None:
        with self._lock:
            item = self._jobs.get(msg[1])
            if item is None:
                return
            if msg[0] == "start":
                item.started = True
                if item.worker is not None:
                    item.worker.started = True
                self._deaths = 0
                return
            if item.worker is not None:
                with contextlib.suppress(ValueError):
                    item.worker.jobs.remove(item.number)
            if msg[0] == "done":
                self.answered_by = msg[3]
                self._finish(item, msg[2])
            elif msg[0] == "error":
                self._finish(item, SearchError(msg[2]))
            else:
                self._finish(item, item.unknown)

    def _tell_cancels(self, worker: _Worker) -> None:
        """Tell the worker of the jobs whose events were set; kill it if a search told to
        stop has not answered in :data:`STOP_GRACE` seconds."""
        now = time.monotonic()
        kill = False
        with self._lock:
            for number in list(worker.jobs):
                item = self._jobs.get(number)
                if item is None or not item.cancel.is_set():
                    continue
                if not item.told:
                    item.told = now
                    with contextlib.suppress(OSError, ValueError):
                        worker.conn.send(("cancel", number))
                elif item.started and now - item.told > STOP_GRACE:
                    kill = True
        if kill:
            with contextlib.suppress(OSError, ValueError):
                worker.process.kill()

    def _lost(self, worker: _Worker) -> None:
        """The worker exited (its memory done with, killed, or crashed): the search it was
        running answers ``unknown``; those it had not started go to a new one (unless
        stopped meanwhile)."""
        with self._lock:
            if self._worker is worker:
                self._worker = None
            if not worker.started:
                self._deaths += 1  # it could not even start
            again: list[_Job[Any]] = []
            for number in worker.jobs:
                item = self._jobs.get(number)
                if item is None:
                    continue
                if item.started or item.cancel.is_set() or self._closed:
                    self._finish(item, item.unknown)
                elif self._deaths >= _DEATHS_LIMIT:
                    print("pebblepour: the search process does not start", file=sys.stderr)
                    self._finish(item, item.unknown)
                else:
                    again.append(item)
            worker.jobs.clear()
            for item in again:
                self._send(item)
        self._end(worker)

    @staticmethod
    def _end(worker: _Worker) -> None:
        # The reader thread and close() may both end the same worker: once only (a second
        # close of its end of the pipe could close a descriptor reused meanwhile).
        with worker.ending:
            if worker.ended:
                return
            worker.ended = True
            with contextlib.suppress(OSError, ValueError):
                worker.process.kill()
            worker.process.join(5)
            worker.conn.close()


@contextlib.contextmanager
def _plain_main() -> Iterator[None]:
    """While a worker starts: the app's main module is not run again in it. A ``spawn``
    worker imports the parent's ``__main__`` (as ``__mp_main__``) unless it was run with
    ``-m``: the installed ``pebblepour`` script, or a tool run as a file, would import the
    whole Qt app there. The jobs are found by their modules' names, so the worker needs
    none of it."""
    main = sys.modules.get("__main__")
    if main is None:
        yield
        return
    sys.modules["__main__"] = ModuleType("__main__")
    try:
        yield
    finally:
        sys.modules["__main__"] = main


#: The app's workers, by lane: ``proof`` proves whole boards, ``play`` the rest.
_shared: dict[str, SearchProcess] = {}


def _lane(job: Callable[..., Any]) -> str:
    return "proof" if job is prove else "play"


def run(
    job: Callable[..., T], args: tuple[Any, ...], cancel: threading.Event, unknown: T
) -> asyncio.Future[T]:
    """:meth:`SearchProcess.run` in the app's worker for ``job``: whole boards are proven in
    one (:func:`prove`), every other search (hints, Tubes par) in another."""
    return shared(_lane(job)).run(job, args, cancel, unknown)


def shared(lane: str = "play") -> SearchProcess:
    """The app's worker of ``lane`` (``"proof"`` or ``"play"``)."""
    found = _shared.get(lane)
    if found is None:
        found = _shared[lane] = SearchProcess()
    return found


def shutdown() -> None:
    """Stop the app's workers (the next search starts new ones)."""
    while _shared:
        _shared.popitem()[1].close()
