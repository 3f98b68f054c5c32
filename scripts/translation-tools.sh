#!/bin/sh
# Prints the folder holding pyside6-lupdate / pyside6-lrelease, creating it on first use.
# The extraction tools come from PySide6 6.12.0 in a venv of their own: 6.11's lupdate does
# not mark Python "%n" strings as plurals, and 6.12.0 cannot be the runtime (see pyproject).
set -eu
cd "$(dirname "$0")/.."
if [ ! -x .venv-tools/bin/pyside6-lupdate ]; then
    "${PYTHON:-python3}" -m venv .venv-tools >&2
    .venv-tools/bin/python -m pip install -q "PySide6-Essentials==6.12.0" >&2
fi
echo "$PWD/.venv-tools/bin"
