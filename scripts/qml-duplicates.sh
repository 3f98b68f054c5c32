#!/bin/sh
# Runs `duplicates` (the tool library's command) over src/ and qml/. It does not read .qml
# files, so the tree is copied to a scratch folder with each .qml file as .js (its lines stay
# where they are), and the answer names them .qml again. Arguments go to duplicates, e.g.
# `sh scripts/qml-duplicates.sh --most 60`.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git ls-files --cached --others --exclude-standard src qml | while read -r f; do
    [ -f "$f" ] || continue
    mkdir -p "$tmp/$(dirname "$f")"
    case "$f" in
        *.qml) cp "$f" "$tmp/${f%.qml}.js" ;;
        *) cp "$f" "$tmp/$f" ;;
    esac
done
(cd "$tmp" && duplicates "$@") | sed 's|\(qml/[^ :]*\)\.js\b|\1.qml|g'
