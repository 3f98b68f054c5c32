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
    """Store a moment as ISO text in UTC; :func:`from_text` reads the same moment back.

    >>> from datetime import timedelta, timezone
    >>> in_bangkok = datetime(2026, 12, 1, 9, 30, tzinfo=timezone(timedelta(hours=7)))
    >>> to_text(in_bangkok)
    '2026-12-01T02:30:00+00:00'
    >>> from_text(to_text(in_bangkok)) == in_bangkok
    True
    """
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def from_text(text: str) -> datetime:
    """Read a moment written by :func:`to_text`."""
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
