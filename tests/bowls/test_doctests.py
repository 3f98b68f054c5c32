"""The examples in the Bowls engine's docstrings stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["position", "rules", "attempts", "solver", "puzzles"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"pebblepour.bowls.{name}")
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
