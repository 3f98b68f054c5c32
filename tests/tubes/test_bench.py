"""The benchmark runs (its figures are read by people, never asserted as timings)."""

import pytest

from pebblepour.tubes.bench import main


def test_bench_smoke(capsys: pytest.CaptureFixture[str]) -> None:
    main(boards=2)
    out = capsys.readouterr().out
    for label in ("3 colours", "9 colours", "9 c. played", "exact, 9 c.", "all 100 levels"):
        assert label in out
