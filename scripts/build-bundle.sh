#!/bin/sh
# Builds the standalone bundle with PyInstaller: dist/pebblepour/ (a folder that runs where
# Python is not installed; start dist/pebblepour/pebblepour) and dist/pebblepour-<version>-
# linux-x86_64.tar.gz. Then it starts the bundle offscreen to its first frame, plays a sound
# through it to miniaudio's null device (--sound-check, under a second) and prints the sizes. The build venv .venv-bundle holds PyInstaller and a plain (non-editable)
# install of the app, so the bundle carries exactly what a wheel carries.
# Needs Debian or Ubuntu for the Qt runtime libraries (the same packages as run.sh).
set -eu
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv-bundle/bin/python ]; then
    "$PY" -m venv .venv-bundle
fi
.venv-bundle/bin/python -m pip install -q "pyinstaller>=6.10"
.venv-bundle/bin/python -m pip install -q . >&2
.venv-bundle/bin/python -m pip install -q --force-reinstall --no-deps . >&2  # this tree's files
version=$(.venv-bundle/bin/python -c "import pebblepour; print(pebblepour.__version__)")
rm -rf build/bundle dist/pebblepour
(cd packaging/bundle && ../../.venv-bundle/bin/pyinstaller --noconfirm --log-level WARN \
    --workpath ../../build/bundle --distpath ../../dist pebblepour.spec)
tarball="dist/pebblepour-$version-linux-$(uname -m).tar.gz"
tar -C dist -czf "$tarball" pebblepour
echo "== bundle self-test (offscreen, fresh profile)"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
env -i HOME="$profile" PATH=/usr/bin:/bin LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
    dist/pebblepour/pebblepour --self-test --profile-dir "$profile/profile"
echo "== bundle sound check (miniaudio's null device: no sound card needed)"
env -i HOME="$profile" PATH=/usr/bin:/bin LANG=C.UTF-8 PEBBLEPOUR_AUDIO=null \
    dist/pebblepour/pebblepour --sound-check
echo "bundle folder: $(du -sm dist/pebblepour | cut -f1) MB; archive $tarball: $(du -sm "$tarball" | cut -f1) MB"
