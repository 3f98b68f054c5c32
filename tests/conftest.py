import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from pebblepour.thai_breaks import use_catalogue_breaks
from tests.profile.read_only_support import ReadOnly

# Property tests: in the suite, each test's examples come from a seed made of its own name
# (derandomize), so a failure shows again on every run and on every machine, and its
# example is printed with the blob that replays it; no timing deadline (the machines are
# shared and noisy). HYPOTHESIS_PROFILE=explore draws new random examples, ten times as
# many, to hunt for what the fixed ones miss.
settings.register_profile("suite", derandomize=True, deadline=None, print_blob=True,
                          database=None)
settings.register_profile("explore", deadline=None, print_blob=True,
                          max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Thai breaks where the catalogues put them, as in the app (pebblepour.thai_breaks; before
# any Qt application lays out Thai text).
use_catalogue_breaks(Path(tempfile.gettempdir()) / "pebblepour-libthai")
# No sound card in the tests: the app's player opens none (silence, one log line); the
# sound tests pass a device of their own, the real-audio test a private PulseAudio.
os.environ.setdefault("PEBBLEPOUR_AUDIO", "off")

# The longest tests start first (the real-speech sessions, the fit check in every language,
# the packaging builds): with workers taking tests as they go, the run then ends on short
# tests instead of one worker finishing a long one alone. The readers' sessions say how long
# each takes (``seconds``, about, alone) and start longest first.
LONGEST_FIRST = ("test_orca.py", "test_text_fits.py", "test_packaging.py", "test_screens_tool.py")


def seconds(item: pytest.Item) -> float:
    """About how long a test marked ``seconds(N)`` takes (the closest mark: a parameter's)."""
    mark = item.get_closest_marker("seconds")
    return float(mark.args[0]) if mark else 0.0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: (item.path.name not in LONGEST_FIRST, -seconds(item)))


@pytest.fixture
def read_only() -> Iterator[ReadOnly]:
    """Make paths read-only for the test, even for root (``ReadOnly``); undone after it."""
    ro = ReadOnly()
    yield ro
    ro.undo()
