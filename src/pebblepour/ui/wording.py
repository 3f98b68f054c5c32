"""Putting translated pieces together at run time: lists, sentences, a label and its value.

Every separator is itself translated (Japanese 、 and 。 and ：, Thai spaces), so a sentence
built here reads as one written in the language: no ASCII comma inside Japanese, no space
after 。, no Polish sentence that starts in lower case because a colour name came first.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

__all__ = [
    "duration",
    "items",
    "labelled",
    "long_date",
    "mid_sentence",
    "noted",
    "number",
    "sentence",
    "sentences",
]

_ENDS_WIDE = "。！？"
_ENDS = ".!?"


def items(parts: list[str]) -> str:
    """Join spoken list items with the language's separator (Japanese 、, Thai a space)."""
    sep = QCoreApplication.translate("TubesGame", ", ", "between the items of a spoken list")
    return sep.join(parts)


def number(n: int) -> str:
    """``n`` written the way the player's language writes it (QLocale: "12 570" in Polish)."""
    return QLocale().toString(n)


def duration(seconds: float) -> str:
    """A play time to the nearest second, its digits written by QLocale ("1:15", "1:02:05").
    Every language of the app writes a duration with ":" and Latin digits; the digits still
    come from QLocale, so a language with its own digits would get them.

    >>> duration(75.4), duration(3725), duration(0)
    ('1:15', '1:02:05', '0:00')
    """
    s = round(seconds)
    locale, part = QLocale(), QTime(0, 0).addSecs(s % 3600)
    if s < 3600:
        return locale.toString(part, "m:ss")
    return number(s // 3600) + ":" + locale.toString(part, "mm:ss")


def long_date(day: dt.date) -> str:
    """``day`` in the player's language, long form ("Tuesday, 1 December 2026")."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)


def labelled(label: str, value: str) -> str:
    """ "5 stones: red circle, …" with the language's colon (Japanese ：)."""
    return (
        QCoreApplication.translate("Wording", "%1: %2", "a label and what it labels")
        .replace("%1", label)
        .replace("%2", value)
    )


def noted(text: str, note: str) -> str:
    """A word and its note in brackets: "frozen (2 moves left)" (Japanese: no space)."""
    return (
        QCoreApplication.translate("Wording", "%1 %2", "a word and its note in brackets")
        .replace("%1", text)
        .replace("%2", note)
    )


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def mid_sentence(text: str) -> str:
    """A phrase written to start a line ("Best combo so far: 1 of 3") as the middle of a
    sentence: its first letter in lower case, unless the first word is all capitals.

    >>> mid_sentence("Best combo so far"), mid_sentence("UTC date"), mid_sentence("3 left")
    ('best combo so far', 'UTC date', '3 left')
    """
    if len(text) > 1 and text[1].isupper():
        return text
    return text[:1].lower() + text[1:]


def sentences(*parts: str) -> str:
    """Join spoken sentences with the language's sentence break (Japanese 。); a part that
    already ends a sentence ("Puzzle solved!", "…moves.") is followed by a plain space, or by
    nothing after 。！？. Each sentence starts with a capital letter where the script has
    them. The last part keeps its own ending; an empty last part, or ``sentence``, closes
    the text with the language's full stop."""
    if parts and not parts[-1].strip():
        return sentence(*parts)  # an empty last part asks for the closing full stop
    sep = QCoreApplication.translate("TubesGame", ". ", "between two spoken sentences")
    out = ""
    for part in parts:
        part = part.strip()
        if not part:
            continue
        if out:
            out += "" if out[-1] in _ENDS_WIDE else " " if out[-1] in _ENDS else sep
        out += _capitalised(part)
    return out


def sentence(*parts: str) -> str:
    """``sentences(*parts)`` closed with the language's full stop unless it ends already."""
    text = sentences(*(p for p in parts if p.strip()))
    if not text or text[-1] in _ENDS_WIDE + _ENDS:
        return text
    return text + QCoreApplication.translate("TubesGame", ".", "the end of a spoken sentence")
