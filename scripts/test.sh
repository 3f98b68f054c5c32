#!/bin/sh
# Sets up everything the tests need (Debian packages, a venv with the test extra) and runs
# the whole suite: ruff, mypy --strict on the whole package, qmllint, then pytest (pure tests,
# offscreen QML tests, and the Xvfb + AT-SPI end-to-end tests, whose real-speech tests run on
# Debian 12's Orca 43.1 here and on Debian 13's Orca 48 in a chroot that
# scripts/debian13-chroot.sh builds once into /var/cache/pebblepour and reuses). PulseAudio
# is for the real-audio test (a private server with a null sink, tests/ui/test_real_audio.py).
set -eu
PKGS="python3-venv libgl1 libegl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libxcb-xkb1 libdbus-1-3 fonts-noto-cjk fonts-noto-core fonts-thai-tlwg xvfb xauth xdotool dbus dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 libthai0 imagemagick orca appstream desktop-file-utils gcc libc6-dev pulseaudio pulseaudio-utils"
EXTRAS="[test]"
. "$(dirname "$0")/setup-env.sh"
echo "== ruff" >&2
.venv/bin/ruff check src tests benchmarks
echo "== mypy --strict (src/pebblepour)" >&2
.venv/bin/mypy
echo "== qmllint" >&2
sh scripts/qmllint.sh
echo "== translation tools" >&2
PEBBLEPOUR_TRANSLATION_TOOLS=$(sh scripts/translation-tools.sh)
export PEBBLEPOUR_TRANSLATION_TOOLS
echo "== Debian 13 chroot with Orca 48 (the second screen reader; cached)" >&2
sh scripts/debian13-chroot.sh ensure
echo "== pytest" >&2
# Three workers (pytest-xdist) on the two cores: the readers' sessions (a third of the
# suite's time) mostly wait for speech, so a third worker runs the other tests meanwhile
# (two took 15 min 26 s here); an idle worker takes tests queued for another (worksteal).
exec .venv/bin/python -m pytest -q -p no:cacheprovider -n 3 --dist worksteal --durations=15 "$@"
