"""Thai lines break where the catalogues put a zero-width space, on Linux too.

The compiled catalogues carry a zero-width space (U+200B) between two Thai words
(``scripts/typeset.py``, when the ``.qm`` files are built). Qt breaks a line there. Where
libthai is installed (most Linux desktops), Qt also hands each run of Thai text to libthai and
keeps only the breaks libthai's own dictionary finds, which cuts words the catalogues keep
whole ("ตัว|อักษร", "สี|เดียวกัน", "มาก|ที่สุด"); no character between the letters
prevents that (a word joiner, U+2060, does not). libthai reads its dictionary from the folder
``LIBTHAI_DICTDIR`` names before its own: with an empty one it breaks Thai only where the text
is not Thai (spaces, the zero-width spaces), as Qt does where there is no libthai (Windows,
macOS). Qt loads libthai once, the first time it lays out Thai text, so
:func:`use_catalogue_breaks` must run before that (before the ``QGuiApplication``).

Pure standard library: no Qt here.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

ENV = "LIBTHAI_DICTDIR"
FILE_NAME = "thbrk.tri"
"""The dictionary libthai looks for in ``LIBTHAI_DICTDIR``."""


def _empty_trie() -> bytes:
    """libdatrie's file of a trie with no words over the Thai block (U+0E01-U+0E5B): what
    ``trietool thbrk add-list`` writes for an empty list (libthai's own alphabet).

    >>> data = _empty_trie()
    >>> len(data), data[:4].hex(), data[8:16].hex()
    (52, 'd9fcd9fc', '00000e0100000e5b')
    """
    alpha_map = struct.pack(">iiii", -0x26032604, 1, 0x0E01, 0x0E5B)  # signature, 1 range
    # The double array: its header cell (signature, 3 cells), the free list's head, the root.
    double_array = struct.pack(">iiiiii", -0x25032504, 3, -1, -1, 3, 0)
    tail = struct.pack(">iii", -0x20032004, 0, 0)  # signature, first free block, no tails
    return alpha_map + double_array + tail


EMPTY_DICTIONARY = _empty_trie()
"""The 52 bytes of an empty libthai dictionary."""


def default_folder() -> Path:
    """The user's cache folder for the app (``$XDG_CACHE_HOME/pebblepour/libthai``)."""
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(cache) / "pebblepour" / "libthai"


def use_catalogue_breaks(folder: Path | None = None) -> bool:
    """Write the empty dictionary into ``folder`` (:func:`default_folder` if None) and point
    ``LIBTHAI_DICTDIR`` at it, for this process and its children. False if the folder cannot
    be written: libthai then keeps its own dictionary, and Thai still wraps (between its
    words as libthai finds them).
    """
    folder = folder or default_folder()
    path = folder / FILE_NAME
    try:
        if not path.is_file() or path.read_bytes() != EMPTY_DICTIONARY:
            folder.mkdir(parents=True, exist_ok=True)
            path.write_bytes(EMPTY_DICTIONARY)
    except OSError:
        return False
    os.environ[ENV] = str(folder)
    return True
