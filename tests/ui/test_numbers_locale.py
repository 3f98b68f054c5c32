"""Scores on the Bowls screen are written as the player's language writes numbers (QLocale):
"12 570" in Polish (a no-break space), "12.570" in Spanish, not "12570"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from tests.ui.test_bowls_keyboard import open_endless


@pytest.mark.parametrize(("code", "shown"), [("pl", "12\u00a0570"), ("es", "12.570"),
                                              ("en", "12,570")])
def test_a_large_score_is_grouped_the_locale_s_way(scene, code: str, shown: str) -> None:  # type: ignore[no-untyped-def]
    g = open_endless(scene)
    a = g.attempt()
    assert a is not None
    before = QLocale()
    QLocale.setDefault(QLocale(code))
    try:
        # No short game reaches five digits: give the attempt a large score to show.
        a._score = 12570
        g.retranslate()
        scene.settle(50)
        assert g.scoreText == shown
        assert scene.find("bowlsScore").property("text") == shown
        g.endAttempt()
        assert g.result["scoreText"] == shown
    finally:
        QLocale.setDefault(before)
