#!/bin/sh
# Lints every QML file with no warning allowed. The Python-registered module
# PebblePour.Backend is described for the linter from the Python sources
# (metaobjectdump + qmltyperegistrar, as pyside6-project does) into a scratch folder.
set -eu
cd "$(dirname "$0")/.."
types=$(mktemp -d)
trap 'rm -rf "$types"' EXIT
mkdir -p "$types/PebblePour/Backend"
metatypes=$(.venv/bin/python -c "import PySide6, os; print(os.path.join(os.path.dirname(PySide6.__file__), 'Qt', 'metatypes'))")
.venv/bin/pyside6-metaobjectdump -q -o "$types/meta.json" src/pebblepour/ui/*.py
.venv/bin/pyside6-qmltyperegistrar --import-name=PebblePour.Backend --major-version=1 \
    --generate-qmltypes="$types/PebblePour/Backend/backend.qmltypes" \
    --foreign-types="$metatypes/qt6core_metatypes.json,$metatypes/qt6qml_metatypes.json" \
    -o "$types/registrations.cpp" "$types/meta.json"
printf 'module PebblePour.Backend\ntypeinfo backend.qmltypes\n' > "$types/PebblePour/Backend/qmldir"
.venv/bin/pyside6-qmllint -W 0 -I qml -I "$types" -i qml/PebblePour/qmldir $(find qml -name '*.qml' | sort)
