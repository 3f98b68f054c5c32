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
# metaobjectdump knows a class for a QObject only once it has read its base class, in the order
# of its files: the modules of base classes (BowlsView) go first.
bases="src/pebblepour/ui/bowls_view.py"
.venv/bin/pyside6-metaobjectdump -q -o "$types/meta.json" $bases \
    $(ls src/pebblepour/ui/*.py | grep -vxF "$bases")
# Some PySide6 releases (6.11) leave "constant" out of the dump; mark the properties that the
# sources declare with constant=True so the linter does not call their bindings stale.
.venv/bin/python - "$types/meta.json" src/pebblepour/ui/*.py <<'PY'
import json, re, sys
path, sources = sys.argv[1], sys.argv[2:]
constant = set()
for src in sources:
    text = open(src, encoding="utf-8").read()
    constant |= set(re.findall(r"@Property\([^)]*constant=True[^)]*\)\s*\n\s*def (\w+)", text))
data = json.load(open(path))
for entry in data:
    for cls in entry.get("classes", []):
        for prop in cls.get("properties", []):
            if prop["name"] in constant:
                prop["constant"] = True
json.dump(data, open(path, "w"))
PY
.venv/bin/pyside6-qmltyperegistrar --import-name=PebblePour.Backend --major-version=1 \
    --generate-qmltypes="$types/PebblePour/Backend/backend.qmltypes" \
    --foreign-types="$metatypes/qt6core_metatypes.json,$metatypes/qt6qml_metatypes.json" \
    -o "$types/registrations.cpp" "$types/meta.json"
printf 'module PebblePour.Backend\ntypeinfo backend.qmltypes\n' > "$types/PebblePour/Backend/qmldir"
.venv/bin/pyside6-qmllint -W 0 -I qml -I "$types" -i qml/PebblePour/qmldir $(find qml -name '*.qml' | sort)
