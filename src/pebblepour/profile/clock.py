"""The one source of time for the profile: every date and timestamp it stores comes from here.

Dates are UTC dates (SPEC 1.8, 2.6). Tests replace the source with :func:`use_clock`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime


def _system_now() -> datetime:
    return datetime.now(UTC)


_source: Callable[[], datetime] = _system_now


def utc_now() -> datetime:
    """Return the current time as an aware UTC datetime, whole seconds."""
    return _source().astimezone(UTC).replace(microsecond=0)


def utc_today() -> date:
    """Return today's UTC date: the one function the app uses for "which day is it"."""
    return utc_now().date()


@contextmanager
def use_clock(source: Callable[[], datetime]) -> Iterator[None]:
    """Within the block, take the time from ``source`` (for tests); restore afterwards."""
    global _source
    previous = _source
    _source = source
    try:
        yield
    finally:
        _source = previous


def to_text(moment: datetime) -> str:
    """Store a moment as ISO text in UTC, e.g. ``2026-11-30T03:17:00+00:00``."""
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def from_text(text: str) -> datetime:
    """Read a moment written by :func:`to_text`."""
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
