"""The catalogues follow the glossaries in translations/glossary_<lang>.md.

For each glossary row: a message whose source is the English term itself ("wildcard",
"Undo", "Daily") is translated with the glossary's term; the words the glossary says to
avoid appear in no translation. Japanese uses full-width punctuation throughout.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

TRANSLATIONS = Path(__file__).resolve().parents[1] / "translations"
LANGUAGES = ("th", "es", "ja", "pl")


@dataclass(frozen=True)
class Row:
    english: str
    terms: tuple[str, ...]
    avoid: tuple[str, ...]


def glossary(lang: str) -> list[Row]:
    rows = []
    for line in (TRANSLATIONS / f"glossary_{lang}.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not line.startswith("|") or set(cells[0]) <= {"-"}:
            continue
        if cells[0] == "English":
            continue
        terms = tuple(t.strip() for t in cells[1].split("/") if t.strip())
        avoid = tuple(t.strip() for t in cells[2].split(",") if t.strip())
        rows.append(Row(cells[0], terms, avoid))
    return rows


def catalogue(lang: str) -> list[tuple[str, str, list[str]]]:
    """(context, source, [translation forms]) for every message."""
    root = ET.parse(TRANSLATIONS / f"pebblepour_{lang}.ts").getroot()
    out = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            assert tr is not None
            forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            out.append((name, m.findtext("source") or "", forms))
    return out


def test_every_language_has_the_same_rows_as_english() -> None:
    english = [r.english for r in glossary("en")]
    assert len(english) >= 20
    for lang in LANGUAGES:
        assert [r.english for r in glossary(lang)] == english, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_labels_use_the_glossary_term(lang: str) -> None:
    rows = {r.english.lower(): r for r in glossary(lang)}
    checked = 0
    for ctx, source, forms in catalogue(lang):
        row = rows.get(source.strip().lower())
        if row is None:
            continue
        checked += 1
        for form in forms:
            assert any(t.lower() in form.lower() for t in row.terms), (ctx, source, form, row)
    assert checked >= 10


@pytest.mark.parametrize("lang", LANGUAGES)
def test_avoided_words_appear_nowhere(lang: str) -> None:
    avoid = [(w, r.english) for r in glossary(lang) for w in r.avoid]
    for ctx, source, forms in catalogue(lang):
        for form in forms:
            for word, english in avoid:
                if word == "movimiento" and "motion" in source.lower():
                    continue  # on-screen motion, not a move (the Spanish glossary says so)
                # Word starts where words are spaced; anywhere in Thai and Japanese.
                edge = "" if lang in ("th", "ja") else r"(?<!\w)"
                found = re.search(edge + re.escape(word.lower()), form.lower())
                assert not found, (ctx, source, form, english)


def test_spanish_says_jugada_for_every_move() -> None:
    # "move" the noun; "move round the ring", "Move between buttons" are the verb.
    noun = re.compile(r"\bmoves?\b(?! (round|between|inside|focus|from))", re.IGNORECASE)
    moves = [(s, f) for _, s, forms in catalogue("es") for f in forms if noun.search(s)]
    assert len(moves) >= 20
    for source, form in moves:
        assert re.search(r"jugada|jug\.|mover|mueve", form.lower()), (source, form)


def test_perfect_clear_is_kept_where_the_rules_keep_it() -> None:
    for lang in ("es", "pl"):
        found = [
            f for _, s, forms in catalogue(lang) for f in forms if "perfect clear" in s.lower()
        ]
        assert found and all("Perfect Clear" in f for f in found), (lang, found)


# Key names, placeholders, the app's name and what a board ID is typed with (its examples,
# goal names and the empty bowl's 「.」) may keep ASCII; everything else is full width.
_ASCII_ALLOWED = re.compile(
    r"F1 / \?|1–9, 0|%\d|%L?n|Ctrl\+\w+|Pebble & Pour|F\d+|PEBBLEPOUR_\w+|\d[.:]\d|\.\.\.|UTC|\.qm"
    r"|(?:tubes|bowls):[\w:,.@*#-]*|[a-z_]+-[a-z0-9-]+|clear_board|「.」"
)


def test_japanese_punctuation_is_full_width() -> None:
    bad = []
    for ctx, source, forms in catalogue("ja"):
        for form in forms:
            text = _ASCII_ALLOWED.sub("", form)
            if re.search(r"[,.;:!?()]", text) or re.search(r"[。、：] ", form):
                bad.append((ctx, source, form))
    assert not bad
