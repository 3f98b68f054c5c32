"""The Qt Linguist catalogues: complete, plural forms right per language, placeholders kept,
compiled .qm files load and translate, and the .ts files match the current sources.

Pure QtCore (QTranslator); no display needed.
"""

from __future__ import annotations

import itertools
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
LANGS = ("th", "es", "ja", "pl")
# Number of <numerusform> Qt expects for each language (Qt's plural rules).
FORMS = {"th": 1, "ja": 1, "es": 2, "pl": 3, "en": 2}
PLACEHOLDER = re.compile(r"%L?(?:n|[1-9])")

# context, source, numerus, texts, type ("unfinished"/"vanished"/None), comment (disambiguation)
Message = tuple[str, str, bool, list[str], str | None, str | None]


def ts_path(lang: str) -> Path:
    return TRANSLATIONS / f"pebblepour_{lang}.ts"


def qm_path(lang: str) -> Path:
    return TRANSLATIONS / f"pebblepour_{lang}.qm"


def messages(path: Path) -> list[Message]:
    out: list[Message] = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            assert tr is not None, (path.name, name, msg.findtext("source"))
            numerus = msg.get("numerus") == "yes"
            forms = (
                [f.text or "" for f in tr.findall("numerusform")] if numerus else [tr.text or ""]
            )
            source = msg.findtext("source") or ""
            out.append((name, source, numerus, forms, tr.get("type"), msg.findtext("comment")))
    return out


def keys(path: Path) -> set[tuple[str, str, str | None]]:
    return {(ctx, src, comment) for ctx, src, *_, comment in messages(path)}


def load(lang: str) -> QTranslator:
    translator = QTranslator()
    assert translator.load(str(qm_path(lang))), f"cannot load {qm_path(lang)}"
    return translator


# --- the .ts catalogues -------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated(lang: str) -> None:
    msgs = messages(ts_path(lang))
    assert len(msgs) > 100
    bad = [
        (c, s, t)
        for c, s, _, forms, t, _ in msgs
        if t is not None or not all(f.strip() or (f and not s.strip(" .,")) for f in forms)
    ]
    assert bad == []  # a separator (", ", ". ") may become a plain space, as in Thai


@pytest.mark.parametrize("lang", (*LANGS, "en"))
def test_plural_messages_have_the_forms_of_the_language(lang: str) -> None:
    plural = [(c, s, forms) for c, s, numerus, forms, *_ in messages(ts_path(lang)) if numerus]
    assert plural, "expected %n messages"
    wrong = [(c, s, len(forms)) for c, s, forms in plural if len(forms) != FORMS[lang]]
    assert wrong == []


def test_english_catalogue_is_plural_only_and_complete() -> None:
    msgs = messages(ts_path("en"))
    assert all(numerus for _, _, numerus, *_ in msgs)
    assert [(c, s) for c, s, _, forms, t, _ in msgs if t is not None or not all(forms)] == []
    singular = {(c, s): forms[0] for c, s, _, forms, *_ in msgs}
    assert singular[("TubesPlayScreen", "%Ln moves")] == "%Ln move"


@pytest.mark.parametrize("lang", (*LANGS, "en"))
def test_placeholders_are_kept(lang: str) -> None:
    missing = []
    for ctx, src, _, forms, *_ in messages(ts_path(lang)):
        wanted = set(PLACEHOLDER.findall(src))
        for form in forms:
            lost = wanted - set(PLACEHOLDER.findall(form))
            if lost:
                missing.append((ctx, src, form, sorted(lost)))
    assert missing == []


def test_all_languages_have_the_same_messages() -> None:
    first = keys(ts_path(LANGS[0]))
    for lang in LANGS[1:]:
        assert keys(ts_path(lang)) == first, lang
    plural = {(c, s, m) for c, s, numerus, _, _, m in messages(ts_path("th")) if numerus}
    assert keys(ts_path("en")) == plural


def test_honest_hint_sentence_in_japanese_follows_the_design_notes() -> None:
    ja = {(c, s): forms[0] for c, s, _, forms, *_ in messages(ts_path("ja"))}
    assert (
        ja[("TubesGame", "No move found to progress. Undo or restart.")]
        == "進める手が見つかりません。戻すかやり直してください"
    )


# --- the compiled .qm files ---------------------------------------------------------------

EXPECTED = {
    "th": {
        ("TubesPlayScreen", "Undo"): "ย้อนกลับ",
        ("TubesPlayScreen", "Hint"): "คำใบ้",
        ("HomeScreen", "Tubes"): "หลอด",
        ("Colour", "red"): "แดง",
    },
    "es": {
        ("TubesPlayScreen", "Undo"): "Deshacer",
        ("TubesPlayScreen", "Hint"): "Pista",
        ("HomeScreen", "Tubes"): "Tubos",
        ("Colour", "red"): "rojo",
    },
    "ja": {
        ("TubesPlayScreen", "Undo"): "戻す",
        ("TubesPlayScreen", "Hint"): "ヒント",
        ("HomeScreen", "Tubes"): "チューブ",
        ("Colour", "red"): "赤",
    },
    "pl": {
        ("TubesPlayScreen", "Undo"): "Cofnij",
        ("TubesPlayScreen", "Hint"): "Podpowiedź",
        ("HomeScreen", "Tubes"): "Probówki",
        ("Colour", "red"): "czerwony",
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_qm_loads_and_translates(lang: str) -> None:
    translator = load(lang)
    assert not translator.isEmpty()
    assert translator.language() == lang
    for (ctx, src), want in EXPECTED[lang].items():
        assert translator.translate(ctx, src) == want, (ctx, src)
    # the app name stays as it is
    assert translator.translate("Main", "Pebble & Pour") == "Pebble & Pour"


@pytest.mark.parametrize("lang", LANGS)
def test_qm_matches_ts(lang: str) -> None:
    """Every .ts entry is in the compiled file: the .qm is not stale. (The compiled texts are
    typeset, scripts/typeset.py: compared without the characters it adds; tests/test_typeset.py
    checks the exact typeset text.)"""
    from pebblepour.ui.announcer import spoken_form

    translator = load(lang)
    for ctx, src, numerus, forms, _, comment in messages(ts_path(lang)):
        got = translator.translate(ctx, src, comment, 1 if numerus else -1)
        assert spoken_form(got) in forms, (ctx, src, got)


def test_polish_plural_of_moves_has_three_distinct_forms() -> None:
    translator = load("pl")
    got = {n: translator.translate("TubesPlayScreen", "%Ln moves", None, n) for n in (1, 2, 5)}
    assert got == {1: "%Ln ruch", 2: "%Ln ruchy", 5: "%Ln ruchów"}
    assert len(set(got.values())) == 3
    # 12-14 take the "many" form, 22-24 the "few" form
    assert translator.translate("TubesPlayScreen", "%Ln moves", None, 12) == "%Ln ruchów"
    assert translator.translate("TubesPlayScreen", "%Ln moves", None, 22) == "%Ln ruchy"


def test_english_plural_catalogue_gives_singular_for_one() -> None:
    translator = load("en")
    assert translator.translate("TubesPlayScreen", "%Ln moves", None, 1) == "%Ln move"
    assert translator.translate("TubesPlayScreen", "%Ln moves", None, 3) == "%Ln moves"


# --- up to date with the sources ----------------------------------------------------------


def sources() -> list[str]:
    py = sorted(str(p) for p in (ROOT / "src/pebblepour/ui").glob("*.py"))
    qml = sorted(str(p) for p in (ROOT / "qml").rglob("*.qml"))
    return py + qml


def lupdate() -> str:
    """The same lupdate scripts/update-translations.sh uses (scripts/translation-tools.sh)."""
    folder = os.environ.get("PEBBLEPOUR_TRANSLATION_TOOLS") or str(ROOT / ".venv-tools" / "bin")
    exe = Path(folder) / "pyside6-lupdate"
    assert exe.exists(), "no translation tools: run sh scripts/test.sh (it creates .venv-tools)"
    return str(exe)


@pytest.mark.parametrize("lang", (*LANGS, "en"))
def test_ts_is_up_to_date_with_the_sources(lang: str, tmp_path: Path) -> None:
    copy = tmp_path / ts_path(lang).name
    shutil.copy(ts_path(lang), copy)
    args = [lupdate(), "-no-obsolete", "-locations", "none", "-target-language", lang]
    if lang == "en":
        args.append("-pluralonly")
    result = subprocess.run(
        [*args, *sources(), "-ts", str(copy)], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert re.search(r"\(0 new and", result.stdout) or lang == "en", result.stdout
    assert keys(copy) == keys(ts_path(lang)), "run sh scripts/update-translations.sh"
    fresh = [(c, s) for c, s, _, _, t, _ in messages(copy) if t is not None]
    assert fresh == [], "new or changed source texts need translating"


def test_thai_lines_break_only_between_words() -> None:
    """Qt breaks Thai lines where libthai finds word boundaries; a word its dictionary does
    not know is cut into syllables ("รู|น" for a transliterated "Runes"). No Thai text may
    offer a break that leaves a lone Thai letter on a line: such words are replaced by Thai
    ones ("อักขระโบราณ", "ตะไคร่น้ำ")."""
    from PySide6.QtCore import QTextBoundaryFinder

    root = ET.parse(ts_path("th")).getroot()
    cut = []
    for message in root.iter("message"):
        tr = message.find("translation")
        assert tr is not None
        for text in [tr.text or ""] + [n.text or "" for n in tr.findall("numerusform")]:
            finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
            stops = [0]
            while (at := finder.toNextBoundary()) != -1:
                stops.append(at)
            for start, end in itertools.pairwise(stops):
                piece = text[start:end].strip()
                if len(piece) == 1 and "\u0e01" <= piece <= "\u0e7f":
                    cut.append(text[max(0, start - 8) : end + 8])
    assert cut == []
