"""What a screen reader is handed: a text as before the catalogues were typeset.

The one definition of the rule, without Qt (the Orca sessions import it under Debian's own
Python): the announcer speaks through it (:mod:`pebblepour.ui.announcer`) and QML passes every
translated accessible name and description through it (``Announcer.spokenForm``).
"""

from __future__ import annotations

import re

TYPESET_SPACE = re.compile(r"(?<![^\W\d_])([^\W\d_])\u00a0")
"""A no-break space the catalogues put after a one-letter word (scripts/typeset.py)."""

ZERO_WIDTH_SPACE = "\u200b"
"""What the Thai catalogue puts between words, so that a line breaks only there."""


def spoken_form(text: str) -> str:
    """``text`` as before the catalogues were typeset (scripts/typeset.py): without the
    zero-width spaces between Thai words and with a plain space after a one-letter word, so
    that a synthesiser speaks it as before (espeak-ng takes U+200B for a word boundary and
    does not voice a Polish "w" across a no-break space as across a space). A no-break space
    elsewhere (a number's thousands, 12\u00a0570) is kept: it is read as one number.

    >>> spoken_form("Zagraj w\u00a0Probówki: 12\u00a0570 ภาษา\u200bและ")
    'Zagraj w Probówki: 12\\xa0570 ภาษาและ'
    """
    return TYPESET_SPACE.sub(r"\1 ", text.replace(ZERO_WIDTH_SPACE, ""))
