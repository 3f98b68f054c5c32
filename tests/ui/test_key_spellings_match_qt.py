"""The profile reads a key's name as Qt reads it (issue 41 point 4): :func:`keys.normal`, which
needs no Qt, gives for every spelling the text a press of that key has in the app, that is
:func:`QKeySequence.fromString` (portable text) followed by :func:`keymap.portable` — or ""
for a spelling Qt does not read as one key. Checked over every key Qt names, each in several
cases and with the modifiers in any order and case, the cased letters of the BMP, and
spellings built at random from the pieces Qt's reader cuts a text into. (Every character of
the BMP alone was compared once too: 63,434 of them, no difference, 6.5 s; too slow to keep.)

Out of the compared spellings: whitespace (a stored key never holds it: the pairs are split on
it) and a first U+FEFF or U+FFFE (PySide reads it as a byte-order mark before Qt sees the
text); ``normal`` gives "" for both."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from pebblepour.profile import keys as k
from pebblepour.ui.keymap import portable

PORTABLE = QKeySequence.SequenceFormat.PortableText
MODIFIERS = ("ctrl+", "shift+", "alt+", "meta+", "num+")


@pytest.fixture(autouse=True, scope="module")
def _app(qapp: object) -> None:
    """QKeySequence wants an application."""


def qt_reads(text: str) -> str:
    """The key Qt reads ``text`` as, as a press of that key reads in the app; "" for none."""
    sequence = QKeySequence.fromString(text, PORTABLE)
    if sequence.count() != 1 or sequence[0].key() == Qt.Key.Key_unknown:
        return ""
    return portable(sequence[0].key().value, sequence[0].keyboardModifiers().value)


def mismatches(spellings: list[str]) -> list[tuple[str, str, str]]:
    return [(s, k.normal(s), q) for s in spellings if k.normal(s) != (q := qt_reads(s))]


def names() -> list[str]:
    """Every key Qt names without a space (its own text and its enum name, such as Escape),
    and the name of every key that is a character."""
    found = set()
    for key in Qt.Key:
        found.add(QKeySequence(key.value).toString(PORTABLE))
        found.add(key.name.removeprefix("Key_"))
    return sorted(n for n in found if n and not any(c.isspace() for c in n))


def cases(name: str) -> list[str]:
    return list(dict.fromkeys([name, name.lower(), name.upper(), name.swapcase(),
                               name[:1].upper() + name[1:].lower()]))


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # Qt.Key.Key_mu and the like
def test_every_key_a_press_can_bind_reads_back_as_itself() -> None:
    """What Settings → Keys stores (a press's text) is read back unchanged, so no binding made
    in the app is set aside; but for a few characters that Qt itself reads as another key
    (İ, ẞ, the Kelvin sign, Greek capitals with a iota below), bindings that never worked."""
    held = [Qt.KeyboardModifier(0)]
    for mod in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier,
                Qt.KeyboardModifier.MetaModifier, Qt.KeyboardModifier.ShiftModifier,
                Qt.KeyboardModifier.KeypadModifier):
        held += [m | mod for m in held]
    codes = [key.value for key in Qt.Key] + list(range(0x21, 0x3000, 7))
    pressed = {portable(code, mods.value) for code in codes for mods in held}
    stored = [t for t in pressed if t and not any(c.isspace() for c in t)]
    assert len(stored) > 5000
    changed = [t for t in stored if k.normal(t) != t]
    assert mismatches(changed) == []
    assert len({t[-1] for t in changed}) < 40 and all(t[-2:-1] in ("", "+") for t in changed)


def test_every_key_qt_names_in_any_case() -> None:
    spellings = [spelled for name in names() for spelled in cases(name)]
    assert len(spellings) > 1500
    assert mismatches(spellings) == []
    assert sum(bool(k.normal(s)) for s in spellings) > 600  # most of them are keys


def test_modifiers_in_any_order_and_case() -> None:
    rnd = random.Random(41)
    keys = ["a", "Z", "5", "+", ",", "?", "=", "-", "ä", "Space", "esc", "Escape", "F1", "f12",
            "PgUp", "insert", "Del", "Return", "enter", "Tab", "Backtab", "Shift", "Ctrl", "x,"]
    spellings = []
    for count in range(len(MODIFIERS) + 1):
        for chosen in itertools.permutations(MODIFIERS, count):
            for key in keys:
                spellings.append("".join(rnd.choice(cases(m)) for m in chosen) + key)
    spellings += ["Super+A", "win+a", "cmd+a", "control+a", "option+a", "Ctrl+Ctrl+A",
                  "keypad+5", "AltGr+a", "Ctrl-A", "A+Ctrl", "A+B", "Ctrl", "Ctrl+"]
    assert len(spellings) > 7000
    assert mismatches(spellings) == []


def test_cased_letters_of_the_bmp() -> None:
    chars = [chr(c) for c in range(0x21, 0x10000)
             if not 0xD800 <= c <= 0xDFFF and chr(c) not in "\ufeff\ufffe" and not chr(c).isspace()
             and (c < 0x250 or chr(c).lower() != chr(c) or chr(c).upper() != chr(c)
                  or c % 211 == 0)]
    chars += list("\u0264\u1c8a\ua7cd\ua7cf\ua7d3\ua7d5\ua7db")  # capitals new in Unicode 16
    assert len(chars) > 2500
    # A key that is a character reads as that character, in upper case (as Qt has it).
    assert mismatches(chars) == []
    assert mismatches([f"Ctrl+{c}" for c in chars[::7]]) == []


def test_every_short_text_of_the_pieces() -> None:
    """Every text of up to three pieces: the cuts of Qt's reader (+ and , among them)."""
    pieces = ["+", ",", "ctrl", "Ctrl+", "shift+", "num+", "f", "F1", "1", "a", "Esc", "ß"]
    spellings = ["".join(p) for n in (1, 2, 3) for p in itertools.product(pieces, repeat=n)]
    assert mismatches(spellings) == []


PIECES = st.sampled_from([
    "+", ",", "++", ",,", "ctrl+", "CTRL+", "Shift+", "alt+", "Meta+", "num+", "super+",
    "ctrl", "f", "F", "0", "1", "35", "36", "01", "-", "a", "Z", "ä", "ς", "İ", "ǅ", "\u212a",
    "esc", "Escape", "ape", "Page", "Up", "del", "ins", "Ert", "space", "Return", "tab",
])


@settings(max_examples=600, deadline=None)
@given(st.lists(PIECES | st.characters(exclude_categories=["Zs", "Zl", "Zp", "Cc", "Cs"]),
                min_size=1, max_size=6))
def test_random_spellings(parts: list[str]) -> None:
    text = "".join(parts)
    if any(c.isspace() for c in text) or text[0] in "\ufeff\ufffe":
        return
    assert k.normal(text) == qt_reads(text)
