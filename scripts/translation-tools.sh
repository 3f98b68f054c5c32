#!/bin/sh
# Prints the folder holding pyside6-lupdate / pyside6-lrelease, creating it on first use.
# The extraction tools come from PySide6 6.12.0 in a venv of their own: 6.11's lupdate does
# not mark Python "%n" strings as plurals, and 6.12.0 cannot be the runtime (see pyproject).
# The same venv holds the Thai word segmenter the catalogues are typeset with when they are
# built (scripts/typeset.py): PyThaiNLP's dictionary-based "newmm", pinned, since a new
# dictionary moves the zero-width spaces of the committed .qm files. The app never needs it.
set -eu
cd "$(dirname "$0")/.."
if [ ! -x .venv-tools/bin/pyside6-lupdate ]; then
    "${PYTHON:-python3}" -m venv .venv-tools >&2
    .venv-tools/bin/python -m pip install -q "PySide6-Essentials==6.12.0" >&2
fi
if ! .venv-tools/bin/python -c 'import importlib.metadata as m; assert m.version("pythainlp") == "5.4.0"' 2>/dev/null; then
    .venv-tools/bin/python -m pip install -q "pythainlp==5.4.0" >&2
fi
echo "$PWD/.venv-tools/bin"
