"""Sentences put together at run time read as written in the language (issue 13, point 4).

Japanese: full-width separators, no space after 。, no ASCII comma or full stop. Polish: a
sentence never starts in lower case, even when a colour name comes first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from pebblepour.bowls import Goal, Position, resolve
from pebblepour.tubes.board import Board
from pebblepour.ui.bowls_text import bowl_description, goal_text, move_announcement
from pebblepour.ui.tubes_text import tube_description
from pebblepour.ui.wording import items, labelled, noted, sentence, sentences

TRANSLATIONS = Path(__file__).parents[2] / "translations"


@contextmanager
def language(code: str) -> Iterator[None]:
    tr = QTranslator()
    assert tr.load(str(TRANSLATIONS / f"pebblepour_{code}.qm"))
    QCoreApplication.installTranslator(tr)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(tr)


def _japanese_ok(text: str) -> None:
    assert text
    assert not re.search(r"[,.:;!?]", text), text
    assert not re.search(r"[。、：！？] ", text), text


def test_english_joins_with_spaces_and_capitals(qapp) -> None:  # type: ignore[no-untyped-def]
    with language("en"):
        assert sentences("Score 30 points", "3 moves left.", "tube 2 complete.") == (
            "Score 30 points. 3 moves left. Tube 2 complete."
        )
        assert sentence("Score 30 points", "3 moves") == "Score 30 points. 3 moves."
        assert sentence("Solved!") == "Solved!"
        assert sentences("", " ", "Done.") == "Done."
        assert labelled("5 stones", "red circle") == "5 stones: red circle"
        assert noted("frozen", "(2 moves left)") == "frozen (2 moves left)"


def test_japanese_runtime_sentences_are_full_width(qapp) -> None:  # type: ignore[no-untyped-def]
    with language("ja"):
        goal = goal_text(Goal.parse("score 30"))
        # The puzzle list's description: "Puzzle 1, not solved yet. Score 30 points, 3 moves."
        joined = sentence("パズル1、未解決", items([goal, "3手"]))
        assert joined == "パズル1、未解決。" + goal + "、3手。"
        assert sentences("0手。", "チューブ1：空") == "0手。チューブ1：空"
        _japanese_ok(sentence(goal, "0手"))
        _japanese_ok(bowl_description(4, "rb*#r", "V", 0))
        _japanese_ok(bowl_description(12, "p", "F", 2))
        board = Board.parse("abca bcab cabc - -")
        _japanese_ok(sentence("0手。", *(tube_description(board, i) for i in range(5))))
        r = resolve(Position.parse("ygb r p bgypg@V bb gg yy pp gg bb #rr# ry"), 0)
        _japanese_ok(move_announcement(r, r.events))
        r = resolve(Position.parse("y rrgbpyp . . . . . . . . . ."), 0)
        _japanese_ok(move_announcement(r, r.events))


def test_polish_sentences_start_with_a_capital(qapp) -> None:  # type: ignore[no-untyped-def]
    with language("pl"):
        poured = (
            QCoreApplication.translate(
                "TubesGame", "Poured %Ln %1 from tube %2 into tube %3.", None, 2
            )
            .replace("%1", "biały")
            .replace("%2", "1")
            .replace("%3", "3")
        )
        assert poured[0].isupper(), poured
        text = sentences("biały: przelano", "probówka 3 ukończona.")
        assert text == "Biały: przelano. Probówka 3 ukończona."
        board = Board.parse("abca bcab cabc - -")
        spoken = sentence(*(tube_description(board, i) for i in range(5)))
        for part in re.split(r"(?<=[.!?]) ", spoken):
            assert part[0].isupper() or part[0].isdigit(), (part, spoken)
        r = resolve(Position.parse("ygb r p bgypg@V bb gg yy pp gg bb #rr# ry"), 0)
        for part in re.split(r"(?<=[.!?]) ", move_announcement(r, r.events)):
            assert part[0].isupper() or part[0] in "+", part


def test_numbers_follow_the_locale(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QLocale

    from pebblepour.ui.wording import number

    before = QLocale()
    try:
        QLocale.setDefault(QLocale("pl"))
        assert number(12570) == "12\u00a0570"
        QLocale.setDefault(QLocale("es"))
        assert number(12570) == "12.570"
        QLocale.setDefault(QLocale("en"))
        assert number(1570) == "1,570"
    finally:
        QLocale.setDefault(before)
