"""Every reason the engines give for a refused move has its own sentence, worded in one
place per game (issue 21 point 1): ``tubes_text.refusal_sentence`` over the Tubes
``Refusal`` (the session adds SOLVED), ``bowls_text.refusal_sentence`` over the Bowls one
(the attempt adds OVER). Tubes and bowls are 0-based here, 1-based in the words."""

from __future__ import annotations

import pytest

from pebblepour.bowls.position import Refusal as BowlRefusal
from pebblepour.tubes.board import Refusal as TubeRefusal
from pebblepour.ui.bowls_text import refusal_sentence as bowl_sentence
from pebblepour.ui.tubes_text import refusal_sentence as tube_sentence


@pytest.mark.parametrize(
    ("why", "said"),
    [
        (TubeRefusal.EMPTY, "Tube 2 is empty: nothing to pour."),
        (TubeRefusal.FULL, "Not a move: tube 5 is full."),
        (TubeRefusal.COLOURS_DIFFER, "Not a move: the top colours differ."),
        (TubeRefusal.SAME_TUBE, "Not a move: a tube cannot pour into itself."),
        (TubeRefusal.SOLVED, "Not a move: the board is solved."),
        (TubeRefusal.NO_SUCH_TUBE, "Not a move: there is no such tube."),
    ],
)
def test_every_tubes_reason(why: TubeRefusal, said: str) -> None:
    assert tube_sentence(why, 1, 4) == said


def test_every_tubes_reason_has_a_sentence() -> None:
    sentences = {tube_sentence(why, 1, 4) for why in TubeRefusal}
    assert len(sentences) == len(TubeRefusal)


@pytest.mark.parametrize(
    ("why", "said"),
    [
        (BowlRefusal.EMPTY, "Bowl 12 is empty: choose another."),
        (BowlRefusal.FROZEN, "Bowl 12 is frozen: it cannot be chosen."),
        (BowlRefusal.OVER, "The game is over."),
        (BowlRefusal.NO_SUCH_BOWL, "There is no bowl 12."),
    ],
)
def test_every_bowls_reason(why: BowlRefusal, said: str) -> None:
    assert bowl_sentence(why, 11) == said
    assert len({bowl_sentence(w, 11) for w in BowlRefusal}) == len(BowlRefusal)
