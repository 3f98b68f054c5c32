"""The session layer's doctests run with the suite."""

import doctest
import importlib

import pytest


@pytest.mark.parametrize(
    "name",
    ["pebblepour.session.core", "pebblepour.session.tubes", "pebblepour.session.bowls",
     "pebblepour.session.playback"],
)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
    assert tried > 0 or name.endswith(".core")
