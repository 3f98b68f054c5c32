#!/bin/sh
# Sets up everything the app needs (Debian packages, a venv) and starts Pebble & Pour.
# Needs Debian or Ubuntu; options after the command go to the app (run.sh --help).
set -eu
PKGS="python3-venv libgl1 libegl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libxcb-xkb1 libdbus-1-3 fonts-noto-cjk fonts-thai-tlwg libthai0"
EXTRAS=""
. "$(dirname "$0")/setup-env.sh"
exec .venv/bin/python -m pebblepour "$@"
