"""Typesetting of the translations, applied when the .qm catalogues are built.

``scripts/update-translations.sh`` runs this on a copy of each ``translations/*.ts`` and
compiles the copy, so the translators' sources stay clean and the shipped ``.qm`` files carry:

* Thai: a zero-width space (U+200B) between two Thai words, found by PyThaiNLP's
  dictionary-based ``newmm`` segmenter (installed in the translation-tools venv only, by
  ``scripts/translation-tools.sh``; the app never imports it). Where there is no libthai
  (Windows, macOS) a Thai run has no other line-break opportunity than these; where there is
  (Linux), Qt keeps only libthai's breaks inside Thai text unless libthai is given an empty
  dictionary (``pebblepour.thai_breaks``). The game's own words (the Thai glossary's terms,
  and ``KEEP_WHOLE`` below) are words of the segmenter's dictionary, and a piece it does not
  know (an unknown word cut into syllables) stops the build. No zero-width space goes before
  ``ๆ`` or ``ฯ``, which never start a line.
* Polish and Spanish: a no-break space (U+00A0) after a one-letter word (Polish a, i, o, u,
  w, z; Spanish a, e, o, u, y), so none is left at the end of a line. A capital one counts
  only where a sentence starts: a capital letter inside a sentence is a key or colour code
  ("R Y G B P"), not a word.

Placeholders (``%1``, ``%n``, ``%L1``), rich-text tags and entities are never touched, nor
anything that is not a translation (sources, comments). Each plural form is typeset.

Usage (with the translation-tools venv's python for Thai):
    typeset.py IN.ts OUT.ts   write the typeset copy of IN.ts (language from its <TS>)
    typeset.py --dump IN.ts   print JSON [context, source, comment, [typeset forms]] per
                              message (what tests/test_typeset.py compares the .qm with)
"""

from __future__ import annotations

import json
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import TypeAlias

NBSP = "\u00a0"
ZWSP = "\u200b"

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY_TH = ROOT / "translations" / "glossary_th.md"

ONE_LETTER_WORDS = {"pl": "aiouwz", "es": "aeouy"}
"""The one-letter words of each language that must not end a line."""

# Never touched: placeholders, rich-text tags, entities.
PROTECTED = re.compile(r"%L?(?:n|\d+)|%%|<[^<>]*>|&(?:#\d+|#x[0-9a-fA-F]+|\w+);")

# A one-letter word: preceded by the start, a space or an opening mark, followed by one
# ordinary space and more text.
_ONE_LETTER = re.compile(r"(?<![^\s(\[{„“«‘\"'])([^\W\d_])(?= \S)")
# Before a capital one-letter word that starts a sentence: nothing, or the end of one.
_SENTENCE_START = re.compile(r"(?:^|[.!?…]\s+)[(\[{„“«‘\"']*$")

THAI_RUN = re.compile(r"[\u0e01-\u0e5b]+")
NO_BREAK_BEFORE = "ๆฯ"
"""Thai marks that belong to the word before them (repetition ๆ, abbreviation ฯ)."""

KEEP_WHOLE = (
    # Words the issue saw cut (issue 42): keep the phrase on one line.
    "ตัวอักษร",  # letters, characters (font size, "Language and text")
    "สีเดียวกัน",  # of the same colour
    "มากที่สุด",  # the most
    "น้อยที่สุด",  # the least
    # Loanwords newmm's dictionary does not have, which it cuts into syllables.
    "คอนทราสต์",  # contrast
    "โมโน",  # mono (sound)
    "กนู",  # GNU (its licence)
    "บะซอลต์",  # basalt (a theme)
    "เคลป์",  # kelp (a theme)
    # Where newmm picks the wrong one of two readings.
    "อีกรอบ",  # once more (newmm: อี|กรอบ)
    "รอบวง",  # round the ring (newmm: รอ|บวง)
)
"""Thai words the segmenter keeps whole besides its dictionary and the glossary's terms."""


# --- Polish and Spanish --------------------------------------------------------------------


def _protected_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in PROTECTED.finditer(text)]


def _inside(at: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= at < end for start, end in spans)


def no_break_after_one_letter_words(text: str, lang: str) -> str:
    """A no-break space after each one-letter word of ``lang`` (``ONE_LETTER_WORDS``).

    >>> no_break_after_one_letter_words("Wybierz i zatwierdź", "pl") == "Wybierz i\\u00a0zatwierdź"
    True
    """
    letters = ONE_LETTER_WORDS.get(lang)
    if not letters:
        return text
    spans = _protected_spans(text)
    out = list(text)
    for m in _ONE_LETTER.finditer(text):
        letter = m.group(1)
        if _inside(m.start(), spans) or letter.lower() not in letters:
            continue
        if letter.isupper() and not _SENTENCE_START.search(text, 0, m.start()):
            continue  # a key or colour code inside a sentence ("R Y G B P")
        out[m.end()] = NBSP
    return "".join(out)


# --- Thai ----------------------------------------------------------------------------------


Segmenter = Callable[[str], list[str]]


def thai_words_with_zwsp(text: str, segment: Segmenter) -> str:
    """A zero-width space between each two Thai words ``segment`` finds in the Thai runs of
    ``text``; everything outside a run of Thai letters is left as it is."""

    def one_run(m: re.Match[str]) -> str:
        words = [w for w in segment(m.group()) if w]
        if "".join(words) != m.group():
            raise ValueError(f"the segmenter changed the text: {m.group()!r} -> {words!r}")
        out = words[:1]
        for word in words[1:]:
            if word[0] in NO_BREAK_BEFORE:
                out[-1] += word
            else:
                out.append(word)
        return ZWSP.join(out)

    return THAI_RUN.sub(one_run, text)


def glossary_terms(path: Path = GLOSSARY_TH) -> list[str]:
    """The Thai terms of the glossary table (second column, "/" between alternatives)."""
    terms = []
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) != 3 or set(cells[0]) <= {"-"}:
            continue
        if cells[0] == "English":
            continue
        terms += [t.strip() for t in cells[1].split("/") if THAI_RUN.fullmatch(t.strip())]
    return terms


def _mark_or_digits(piece: str) -> bool:
    return all(c in NO_BREAK_BEFORE or "๐" <= c <= "๙" for c in piece)


@cache
def newmm() -> Segmenter:
    """PyThaiNLP's newmm over its own dictionary plus the glossary terms and ``KEEP_WHOLE``
    (imported here: only the translation-tools venv has PyThaiNLP)."""
    from pythainlp.corpus.common import thai_words  # type: ignore[import-not-found]
    from pythainlp.tokenize import word_tokenize  # type: ignore[import-not-found]
    from pythainlp.util import dict_trie  # type: ignore[import-not-found]

    words = set(thai_words()) | set(glossary_terms()) | set(KEEP_WHOLE)
    trie = dict_trie(words)

    def segment(run: str) -> list[str]:
        found = list(word_tokenize(run, custom_dict=trie, engine="newmm", keep_whitespace=True))
        # A piece the dictionary does not know is newmm cutting an unknown word into
        # syllables ("รูน" -> "รู|น"): refuse it rather than ship a break inside a word.
        unknown = [w for w in found if w not in words and not _mark_or_digits(w)]
        if unknown:
            raise ValueError(
                f"Thai text {run!r} cut into {found!r}: {unknown!r} is not a word of the "
                "segmenter's dictionary; if the word around it is one word, add it to "
                "KEEP_WHOLE in scripts/typeset.py (or use a Thai word, as the glossary does)"
            )
        return found

    return segment


# --- a catalogue ---------------------------------------------------------------------------


def typeset(text: str, lang: str, segment: Segmenter | None = None) -> str:
    """``text`` typeset for ``lang`` (a Qt language code such as "pl" or "th_TH")."""
    code = lang.split("_")[0]
    if code == "th":
        return thai_words_with_zwsp(text, segment or newmm())
    return no_break_after_one_letter_words(text, code)


def _translation_elements(message: ET.Element) -> Iterator[ET.Element]:
    tr = message.find("translation")
    if tr is None:
        return
    forms = tr.findall("numerusform")
    if forms:
        for form in forms:
            yield from form.findall("lengthvariant") or [form]
    else:
        yield from tr.findall("lengthvariant") or [tr]


Tree: TypeAlias = "ET.ElementTree[ET.Element]"


def typeset_ts(tree: Tree, segment: Segmenter | None = None) -> None:
    """Typeset every translation (each plural form, each length variant) of a .ts tree."""
    root = tree.getroot()
    lang = root.get("language") or ""
    for message in root.iter("message"):
        for element in _translation_elements(message):
            if element.text:
                element.text = typeset(element.text, lang, segment)


def dump(tree: Tree) -> list[tuple[str, str, str | None, list[str]]]:
    out = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is None:
                continue
            forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
            out.append((name, message.findtext("source") or "", message.findtext("comment"),
                        forms))
    return out


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "--dump":
        tree = ET.parse(argv[1])
        typeset_ts(tree)
        json.dump(dump(tree), sys.stdout, ensure_ascii=False)
        return 0
    if len(argv) == 2:
        tree = ET.parse(argv[0])
        typeset_ts(tree)
        tree.write(argv[1], encoding="utf-8", xml_declaration=True)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
