"""Fixtures for the profile tests: a profile file in a temporary folder, a frozen UTC clock."""

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # for profile_support, whatever the import mode
from profile_support import FakeClock

from pebblepour.profile import Profile, clock


@pytest.fixture
def fake_clock() -> Iterator[FakeClock]:
    fake = FakeClock()
    with clock.use_clock(fake):
        yield fake


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "profile" / "profile.sqlite3"


@pytest.fixture
def profile(path: Path, fake_clock: FakeClock) -> Iterator[Profile]:
    with Profile.open(path) as p:
        yield p
