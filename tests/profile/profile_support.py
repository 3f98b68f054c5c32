"""Helpers shared by the profile tests."""

from datetime import UTC, datetime, timedelta


class FakeClock:
    """A settable UTC clock for :func:`pebblepour.profile.clock.use_clock`."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 30, 23, 59, 30, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)
