"""Thai and Japanese are drawn with real glyphs, and Thai wraps between words.

The Debian packages fonts-thai-tlwg and fonts-noto-cjk give the glyphs (scripts/run.sh and
scripts/test.sh declare them). Qt finds Thai word boundaries only when it can load
libthai.so.0 (Debian libthai0, declared too); without it a Thai line breaks anywhere inside
a word.
"""

from __future__ import annotations

import ctypes.util
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QTextLayout, QTextOption

ROOT = Path(__file__).resolve().parents[2]

# "A frozen bowl cannot be chosen", word by word (the Thai rules' own words).
THAI_WORDS = ["ถ้วย", "น้ำแข็ง", "เลือก", "ไม่", "ได้"]
SAMPLES = {
    "th": "".join(THAI_WORDS) + " หินแทนสีเติมสีที่เหลือให้ครบสามก้อน",
    "ja": "チューブをタップして選び、もう1本をタップするとそこへ注ぎます。",
}


def _layout(text: str, width: float) -> QTextLayout:
    font = QFont()
    font.setPixelSize(17)
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    y = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        line.setPosition(QPointF(0, y))
        y += line.height()
    layout.endLayout()
    return layout


@pytest.mark.parametrize("lang", sorted(SAMPLES))
def test_glyphs_come_from_a_font_that_has_them(qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    system = {"th": QFontDatabase.WritingSystem.Thai, "ja": QFontDatabase.WritingSystem.Japanese}
    assert QFontDatabase.families(system[lang]), f"no {lang} font: install the Debian packages"
    text = SAMPLES[lang]
    layout = _layout(text, 10_000)
    runs = layout.glyphRuns()
    assert runs
    for run in runs:
        raw = run.rawFont()
        for i in run.stringIndexes():
            ch = text[i]
            if ch.strip() and not ("\u0e31" <= ch <= "\u0e4e"):  # Thai marks share a cluster
                assert raw.supportsCharacter(ch), (lang, ch, raw.familyName())


def test_thai_wraps_between_words(qapp) -> None:  # type: ignore[no-untyped-def]
    """As the catalogues give Thai (words parted by zero-width spaces, scripts/typeset.py),
    with libthai's breaks limited to them (pebblepour.thai_breaks, set in tests/conftest.py)."""
    assert ctypes.util.find_library("thai"), "libthai.so.0 missing: install Debian libthai0"
    text = "\u200b".join(THAI_WORDS)
    boundaries = {0}
    for word in THAI_WORDS:
        boundaries.add(max(boundaries) + len(word) + 1)
    font = QFont()
    font.setPixelSize(17)
    full = QFontMetricsF(font).horizontalAdvance(text)
    for width in (full * 0.35, full * 0.5, full * 0.7):
        layout = _layout(text, width)
        starts = [layout.lineAt(i).textStart() for i in range(layout.lineCount())]
        assert len(starts) >= 2
        assert set(starts) <= boundaries, (width, starts)


def test_the_scripts_declare_the_packages() -> None:
    for script in ("run.sh", "test.sh"):
        text = (ROOT / "scripts" / script).read_text()
        for package in ("fonts-noto-cjk", "fonts-thai-tlwg", "libthai0"):
            assert package in text.split('PKGS="', 1)[1].split('"', 1)[0], (script, package)


@pytest.mark.parametrize("text", ["หลอด · ด่าน", "3 สี  ·  ด่าน 1–8"])
def test_a_dot_among_thai_words_is_a_centred_latin_dot(qapp, text: str) -> None:  # type: ignore[no-untyped-def]
    """The "·" between Thai words takes the app's first font that has it (Noto Sans, else
    DejaVu Sans), not the Thai system font fontconfig would pick for a Thai run, whose dot
    sits raised; the Thai letters take Noto Sans Thai. The app, the tests and the screens
    tool lay out with these fonts (app.use_app_fonts)."""
    from PySide6.QtGui import QGuiApplication

    from pebblepour.app import FONT_FAMILIES, use_app_fonts

    use_app_fonts(qapp)
    layout = QTextLayout(text, QGuiApplication.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    dot = text.index("·")
    fonts = {}
    for run in layout.glyphRuns(dot, 1):
        fonts["·"] = run.rawFont().familyName()
    for run in layout.glyphRuns(0, 1):
        fonts["thai"] = run.rawFont().familyName() if text[0] != "3" else ""
    assert fonts["·"] in (FONT_FAMILIES[0], "DejaVu Sans"), fonts
    assert fonts["thai"] in ("Noto Sans Thai", ""), fonts
