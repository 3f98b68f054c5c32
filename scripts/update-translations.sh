#!/bin/sh
# Extracts every qsTr()/tr()/translate() string from the QML and the UI Python code into
# translations/pebblepour_<lang>.ts (keeping existing translations), then compiles the .qm
# files the app loads. English gets a plural-only catalogue ("%n moves" vs "1 move").
# The .qm files are compiled from a typeset copy of each .ts (scripts/typeset.py: zero-width
# spaces between Thai words, no-break spaces after Polish and Spanish one-letter words), so
# the translators' .ts files stay as they wrote them.
set -eu
cd "$(dirname "$0")/.."
tools=$(sh scripts/translation-tools.sh)
sources="$(ls src/pebblepour/ui/*.py) $(find qml -name '*.qml' | sort)"
for lang in th es ja pl; do
    "$tools/pyside6-lupdate" -no-obsolete -locations none -target-language "$lang" $sources -ts "translations/pebblepour_$lang.ts"
done
"$tools/pyside6-lupdate" -no-obsolete -locations none -pluralonly -target-language en $sources -ts translations/pebblepour_en.ts
typeset=$(mktemp -d)
trap 'rm -rf "$typeset"' EXIT
for ts in translations/pebblepour_*.ts; do
    "$tools/python" scripts/typeset.py "$ts" "$typeset/${ts##*/}"
    "$tools/pyside6-lrelease" -silent "$typeset/${ts##*/}" -qm "${ts%.ts}.qm"
done
