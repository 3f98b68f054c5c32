"""What the session tests share: a fresh profile file of their own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from pebblepour.profile.profile import Profile


@pytest.fixture
def profile(tmp_path: Path) -> Iterator[Profile]:
    with Profile.open(tmp_path / "profile.sqlite3") as p:
        yield p
