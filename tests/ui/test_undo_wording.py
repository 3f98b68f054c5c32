"""The Bowls undo sentence in every catalogue: what was undone, score, progress, moves left,
each once (issue 13: "Score 30 points. 0 of 30 points. 1 move left. Score 0." confused)."""

from __future__ import annotations

import pytest

from pebblepour.bowls import Goal
from pebblepour.ui.bowls_text import goal_progress, undo_sentence
from tests.ui.test_wording import _japanese_ok, language


def _undo_texts() -> tuple[str, str, str]:
    progress, _ = goal_progress(Goal.score(30), ["r"] * 12, 0, 0, 0)
    score_goal = undo_sentence(2, 0, 0, progress, 1, score_in_progress=True)
    combo, _ = goal_progress(Goal.combo(3), ["r"] * 12, 40, 0, 1)
    restart = undo_sentence(None, 5, 40, combo, 2, score_in_progress=False)
    endless = undo_sentence(11, 12, 125, "", None, score_in_progress=False)
    return score_goal, restart, endless


def test_english_undo_sentences_say_each_fact_once(qapp) -> None:  # type: ignore[no-untyped-def]
    with language("en"):
        score_goal, restart, endless = _undo_texts()
    assert score_goal == "Move from bowl 3 undone: 0 of 30 points, 1 move left."
    assert restart == (
        "Restart undone: 5 moves played, score 40, best combo so far: 1 of 3, 2 moves left."
    )
    assert endless == "Move from bowl 12 undone: score 125."


@pytest.mark.parametrize("code", ["th", "es", "ja", "pl"])
def test_every_catalogue_translates_the_undo_sentence(qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    with language("en"):
        english = _undo_texts()
    with language(code):
        texts = _undo_texts()
    for text, source in zip(texts, english, strict=True):
        assert text != source
        assert "undone" not in text and "score" not in text and "moves" not in text, text
        if code == "ja":
            _japanese_ok(text)
        if code in ("es", "pl"):
            # One sentence, capital only at its start.
            assert text[0].isupper() and text.count(".") == 1, text
