"""The typesetting of the catalogues (scripts/typeset.py, run by update-translations.sh when
the .qm files are built): its rules on known strings, the committed .qm files being the typeset
build of the .ts files, and Thai lines breaking only between words when laid out by Qt.

The Thai segmenter (PyThaiNLP) lives in the translation-tools venv only: what needs it runs
there, in a subprocess (as test_translations.py runs that venv's lupdate). The layouts run in
a process of their own, offscreen: Qt loads libthai once per process.
"""

from __future__ import annotations

import ctypes.util
import importlib.util
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
NBSP = "\u00a0"
ZWSP = "\u200b"


def _load_typeset() -> ModuleType:
    spec = importlib.util.spec_from_file_location("typeset", ROOT / "scripts" / "typeset.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


typeset = _load_typeset()


def tools_python() -> str:
    """The translation-tools venv's python (scripts/translation-tools.sh makes it)."""
    folder = os.environ.get("PEBBLEPOUR_TRANSLATION_TOOLS") or str(ROOT / ".venv-tools" / "bin")
    exe = Path(folder) / "python"
    assert exe.exists(), "no translation tools: run sh scripts/test.sh (it creates .venv-tools)"
    return str(exe)


def in_tools(code: str) -> str:
    """Run ``code`` with scripts/typeset.py importable as ``typeset`` in the tools venv."""
    run = subprocess.run(
        [tools_python(), "-c",
         f"import sys; sys.path.insert(0, 'scripts'); import typeset\n{code}"],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return run.stdout


# --- Polish and Spanish: a no-break space after a one-letter word --------------------------


@pytest.mark.parametrize(
    ("text", "lang", "want"),
    [
        ("Wybierz i zatwierdź", "pl", "Wybierz i\u00a0zatwierdź"),
        ("O grze", "pl", "O\u00a0grze"),
        ("Jak grać w Miseczki", "pl", "Jak grać w\u00a0Miseczki"),
        # one after another, and each capital one where a sentence starts
        ("Gra i w domu, a potem z nami.", "pl",
         "Gra i\u00a0w\u00a0domu, a\u00a0potem z\u00a0nami."),
        ("Koniec. W grze: „o tym”", "pl", "Koniec. W\u00a0grze: „o\u00a0tym”"),
        # placeholders and tags are words like any other, and stay as they are
        ("%1 i %2", "pl", "%1 i\u00a0%2"),
        ("Cofnięto ruch z %L1 <b>u</b> celu", "pl", "Cofnięto ruch z\u00a0%L1 <b>u</b> celu"),
        # a letter before punctuation, at the end, or inside a word is no one-letter word
        ("R, Y, G, B, P, * i # (lub 1 do 7)", "pl", "R, Y, G, B, P, * i\u00a0# (lub 1 do 7)"),
        ("pauza w", "pl", "pauza w"),
        ("Ctrl+Z cofa", "pl", "Ctrl+Z cofa"),
        ("Pon piedras y luego comprueba", "es", "Pon piedras y\u00a0luego comprueba"),
        ("Cuatro a la vez", "es", "Cuatro a\u00a0la vez"),
        ("gratis e ilimitados, o u otro", "es", "gratis e\u00a0ilimitados, o\u00a0u\u00a0otro"),
        ("Y luego", "es", "Y\u00a0luego"),
        # a capital letter inside a sentence is a key or colour code, not a word
        ("R Y G B P * #, 1–7", "es", "R Y G B P * #, 1–7"),
        ("pulsa Y o Z", "es", "pulsa Y o\u00a0Z"),
        # other languages are left alone
        ("Undo a move", "en", "Undo a move"),
        ("戻す", "ja", "戻す"),
    ],
)
def test_one_letter_words_keep_the_next_word(text: str, lang: str, want: str) -> None:
    assert typeset.typeset(text, lang) == want


def test_plural_forms_are_each_typeset(tmp_path: Path) -> None:
    ts = tmp_path / "pl.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="pl"><context>'
        "<name>C</name><message><source>Plan</source><translation>Plan i cel</translation>"
        '</message><message numerus="yes"><source>%n in a bowl</source><translation>'
        "<numerusform>%n w miseczce</numerusform><numerusform>%n w miseczkach</numerusform>"
        "<numerusform>%n z miseczek</numerusform></translation></message></context></TS>",
        encoding="utf-8",
    )
    tree = ET.parse(ts)
    typeset.typeset_ts(tree)
    assert typeset.dump(tree) == [
        ("C", "Plan", None, ["Plan i\u00a0cel"]),
        ("C", "%n in a bowl", None,
         ["%n w\u00a0miseczce", "%n w\u00a0miseczkach", "%n z\u00a0miseczek"]),
    ]


# --- Thai: a zero-width space between words ------------------------------------------------


def test_thai_zero_width_spaces_go_between_thai_words_only() -> None:
    words = {"ภาษาและ": ["ภาษา", "และ"], "ตัวอักษร": ["ตัวอักษร"], "มากๆ": ["มาก", "ๆ"],
             "ถ้วย": ["ถ้วย"]}
    text = "ภาษาและ ตัวอักษร: %1 มากๆ <b>ถ้วย</b> F1"
    got = typeset.thai_words_with_zwsp(text, lambda run: words[run])
    assert got == "ภาษา\u200bและ ตัวอักษร: %1 มากๆ <b>ถ้วย</b> F1"
    with pytest.raises(ValueError, match="changed the text"):
        typeset.thai_words_with_zwsp("ถ้วย", lambda run: ["ถ้ว"])


def test_the_glossary_terms_are_words_of_the_segmenter() -> None:
    terms = typeset.glossary_terms()
    assert {"คอมโบ", "หินแทนสี", "ไม่มีที่สิ้นสุด", "ล้างหมดสมบูรณ์", "ถ้วยน้ำแข็ง"} <= set(terms)


THAI = {
    # the words the issue saw cut (issue 42 point 4), kept whole
    "ภาษาและตัวอักษร": "ภาษา\u200bและ\u200bตัวอักษร",
    "หินสีเดียวกันสามก้อนจะหายไป": "หิน\u200bสีเดียวกัน\u200bสาม\u200bก้อน\u200bจะ\u200bหาย\u200bไป",
    "ทำคะแนนให้มากที่สุด": "ทำคะแนน\u200bให้\u200bมากที่สุด",
    # glossary terms and loanwords newmm alone would cut (คอม|โบ, คอ|นท|ราสต์, รอ|บวง)
    "ทำคอมโบ": "ทำ\u200bคอมโบ",
    "คอนทราสต์สูง": "คอนทราสต์\u200bสูง",
    "ส่งหินไปรอบวงถ้วย 12 ใบ": "ส่งหิน\u200bไป\u200bรอบวง\u200bถ้วย 12 ใบ",
    # ๆ stays with its word; what is not Thai is left alone
    "ถ้วย %1: มากๆ": "ถ้วย %1: มากๆ",
}


def test_thai_is_segmented_by_newmm_at_word_boundaries() -> None:
    got = json.loads(in_tools(
        f"import json; print(json.dumps([typeset.typeset(t, 'th') for t in {list(THAI)!r}]))"
    ))
    assert dict(zip(THAI, got, strict=True)) == THAI


def test_a_word_the_segmenter_does_not_know_stops_the_build() -> None:
    """ "รูน" (a transliterated "Runes", once a theme's name) would be cut "รู|น": refused."""
    out = in_tools(
        "try:\n    typeset.typeset('ธีมรูน', 'th')\nexcept ValueError as e:\n    print(e)"
    )
    assert "KEEP_WHOLE" in out and "'น'" in out, out


# --- the committed .qm files are the typeset build -----------------------------------------


def messages(lang: str) -> list[tuple[str, str, str | None, bool, list[str]]]:
    out = []
    for ctx in ET.parse(TRANSLATIONS / f"pebblepour_{lang}.ts").getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            assert tr is not None
            numerus = msg.get("numerus") == "yes"
            forms = [f.text or "" for f in tr.findall("numerusform")] if numerus else [
                tr.text or ""]
            out.append((name, msg.findtext("source") or "", msg.findtext("comment"), numerus,
                        forms))
    return out


def translator(lang: str) -> QTranslator:
    t = QTranslator()
    assert t.load(str(TRANSLATIONS / f"pebblepour_{lang}.qm"))
    return t


# Counts that pick each plural form: Polish one, few, many; Spanish one, other; Thai one.
COUNTS = {"pl": (1, 2, 5), "es": (1, 2), "th": (1,), "ja": (1,), "en": (1, 2)}


def compiled(lang: str, ctx: str, src: str, comment: str | None, numerus: bool) -> list[str]:
    t = translator_cached(lang)
    if not numerus:
        return [t.translate(ctx, src, comment) or ""]
    return [t.translate(ctx, src, comment, n) or "" for n in COUNTS[lang]]


@cache
def translator_cached(lang: str) -> QTranslator:
    return translator(lang)


@cache
def thai_typeset() -> dict[tuple[str, str, str | None], list[str]]:
    dumped = json.loads(in_tools("typeset.main(['--dump', 'translations/pebblepour_th.ts'])"))
    return {(c, s, m): forms for c, s, m, forms in dumped}


@pytest.mark.parametrize("lang", ["pl", "es", "ja", "en", "th"])
def test_qm_is_the_typeset_build_of_the_ts(lang: str) -> None:
    """Every message of the .qm is its .ts translation typeset: rebuilt by
    sh scripts/update-translations.sh, not by a bare lrelease."""
    wrong = []
    for ctx, src, comment, numerus, forms in messages(lang):
        want = (thai_typeset()[(ctx, src, comment)] if lang == "th"
                else [typeset.typeset(f, lang) for f in forms])
        got = compiled(lang, ctx, src, comment, numerus)
        if got != want:
            wrong.append((ctx, src, got, want))
    assert wrong == [], "run sh scripts/update-translations.sh\n" + repr(wrong[:5])


@pytest.mark.parametrize(
    ("lang", "ctx", "src", "comment", "want"),
    [
        ("pl", "AboutScreen", "About", None, "O\u00a0grze"),
        ("pl", "HomeScreen", "How to play Bowls", None, "Jak grać w\u00a0Miseczki"),
        ("es", "Achievements", "Four at once", None, "Cuatro a\u00a0la vez"),
        ("th", "SettingsScreen", "Language and text", "a section of Settings",
         "ภาษา\u200bและ\u200bตัวอักษร"),
        ("th", "SettingsScreen", "Text size", None, "ขนาด\u200bตัวอักษร"),
        ("th", "BowlsGame", "Score as much as you can", None, "ทำคะแนน\u200bให้\u200bมากที่สุด"),
    ],
)
def test_known_strings_are_typeset_in_the_qm(
        lang: str, ctx: str, src: str, comment: str | None, want: str) -> None:
    assert translator_cached(lang).translate(ctx, src, comment) == want


@pytest.mark.parametrize("lang", ["pl", "es", "th"])
def test_typesetting_adds_only_its_spaces(lang: str) -> None:
    """Without its no-break and zero-width spaces, the .qm says what the .ts says (a check
    that needs no segmenter)."""
    plain = {ord(NBSP): " ", ord(ZWSP): None}
    changed = 0
    for ctx, src, comment, numerus, forms in messages(lang):
        got = compiled(lang, ctx, src, comment, numerus)
        assert sorted(g.translate(plain) for g in got) == sorted(forms), (ctx, src, got)
        changed += any(NBSP in g or ZWSP in g for g in got)
    assert changed > 100


# --- Thai laid out by Qt -------------------------------------------------------------------

LAYOUT = r"""
import json, os, re, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QTextBoundaryFinder
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QTextLayout, QTextOption
from pebblepour.app import FONT_FAMILIES
app = QGuiApplication(sys.argv[:1])
font = QFont()
font.setFamilies(FONT_FAMILIES)
font.setPixelSize(16)
metrics = QFontMetricsF(font)

def line_ends(text, width):
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # the app's Text.WordWrap
    layout.setTextOption(option)
    layout.beginLayout()
    ends = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        ends.append(line.textStart() + line.textLength())
    layout.endLayout()
    return ends[:-1]

def lines(text):
    # Every place a line ends, at every width from the widest word's to the whole text's.
    widest = max(metrics.horizontalAdvance(w) for w in re.split("[\u200b ]", text))
    cut = set()
    for width in range(int(widest) + 2, int(metrics.horizontalAdvance(text)) + 4):
        cut |= set(line_ends(text, width))
    ends = sorted(cut)
    return "|".join(text[a:b] for a, b in zip([0, *ends], [*ends, len(text)])).replace("\u200b", "")

def breaks(text):
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    found = []
    while (at := finder.toNextBoundary()) != -1:
        found.append(at)
    return found[:-1]

given = json.load(sys.stdin)
print(json.dumps({"lines": {t: lines(t) for t in given["lines"]},
                  "breaks": [breaks(t) for t in given["breaks"]]}))
"""


def lay_out(texts: list[str], tmp_path: Path, catalogue_breaks: bool,
            also: list[str] | None = None) -> dict[str, Any]:
    env = dict(os.environ)
    env.pop("LIBTHAI_DICTDIR", None)
    if catalogue_breaks:
        from pebblepour import thai_breaks

        before = os.environ.get(thai_breaks.ENV)
        assert thai_breaks.use_catalogue_breaks(tmp_path / "libthai")
        env[thai_breaks.ENV] = os.environ[thai_breaks.ENV]
        if before is None:
            del os.environ[thai_breaks.ENV]
        else:
            os.environ[thai_breaks.ENV] = before
    run = subprocess.run(
        [sys.executable, "-c", LAYOUT], input=json.dumps({"lines": texts, "breaks": also or []}),
        capture_output=True, text=True, env=env, timeout=300,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return dict(json.loads(run.stdout.splitlines()[-1]))


def test_the_empty_libthai_dictionary_is_what_trietool_writes() -> None:
    from pebblepour import thai_breaks

    written = bytes.fromhex(
        "d9fcd9fc0000000100000e0100000e5b"  # alphabet: one range, U+0E01-U+0E5B
        "dafcdafc00000003ffffffffffffffff0000000300000000"  # double array: 3 cells
        "dffcdffc0000000000000000"  # tail: empty
    )
    assert written == thai_breaks.EMPTY_DICTIONARY


def test_thai_lines_break_only_between_the_catalogue_s_words(tmp_path: Path) -> None:
    """At every width, the typeset strings break between words only, with libthai told to
    use an empty dictionary (pebblepour.thai_breaks). With its own dictionary, libthai cuts
    the same strings inside words whatever stands between them, zero-width spaces included."""
    typeset_texts = [*list(THAI.values())[:3], "ขนาด\u200bตัวอักษร"]
    held = lay_out(typeset_texts, tmp_path, catalogue_breaks=True)["lines"]
    assert held == {t: t.replace(ZWSP, "|") for t in typeset_texts}
    if ctypes.util.find_library("thai"):  # Linux with libthai: what the issue saw
        cut = lay_out(typeset_texts, tmp_path, catalogue_breaks=False)["lines"]
        assert cut["ภาษา\u200bและ\u200bตัวอักษร"] == "ภาษา|และ|ตัว|อักษร"
        assert cut["ทำคะแนน\u200bให้\u200bมากที่สุด"] == "ทำคะแนน|ให้|มาก|ที่สุด"


def test_every_thai_text_breaks_only_at_its_zero_width_spaces(tmp_path: Path) -> None:
    """Every Thai message of the .qm: Qt's line-break opportunities inside a run of Thai
    letters are exactly after its zero-width spaces (with the empty libthai dictionary)."""
    texts = sorted({g for ctx, src, comment, numerus, _ in messages("th")
                    for g in compiled("th", ctx, src, comment, numerus)})
    found = lay_out([], tmp_path, catalogue_breaks=True, also=texts)["breaks"]
    wrong = []
    for text, stops in zip(texts, found, strict=True):
        thai = typeset.THAI_RUN
        inside = [at for at in stops if thai.match(text, at) and at > 0
                  and (thai.match(text, at - 1) or text[at - 1] == ZWSP)]
        zwsp = [i + 1 for i, c in enumerate(text) if c == ZWSP]
        if inside != zwsp:
            wrong.append(text)
    assert wrong == [], wrong[:5]
