#!/bin/sh
# Sets up everything the tests need (Debian packages, a venv with the test extra) and runs
# the whole suite: ruff, mypy --strict on the whole package, qmllint, then pytest (pure tests,
# offscreen QML tests, and the Xvfb + AT-SPI end-to-end tests, whose real-speech tests run on
# Debian 12's Orca 43.1 here and on Debian 13's Orca 48 in a chroot that
# scripts/debian13-chroot.sh builds once into /var/cache/pebblepour and reuses). PulseAudio
# is for the real-audio test (a private server with a null sink, tests/ui/test_real_audio.py).
set -eu
PKGS="python3-venv libgl1 libegl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libxcb-xkb1 libdbus-1-3 fonts-noto-cjk fonts-noto-core fonts-thai-tlwg xvfb xauth xdotool dbus dbus-x11 at-spi2-core python3-pyatspi gir1.2-atspi-2.0 libthai0 imagemagick orca appstream desktop-file-utils gcc libc6-dev pulseaudio pulseaudio-utils sway wtype grim libwayland-egl1"
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
PYTEST=".venv/bin/python -m pytest -q -p no:cacheprovider --durations=15"
# With arguments (a file, -k ...): those tests alone, three workers on the two cores.
[ $# -eq 0 ] || exec $PYTEST -n 3 --dist worksteal "$@"
# The whole suite as two runs side by side. The readers' sessions (tests/ui/test_orca.py) mostly
# wait for speech (each keeps a fifth of a core or so busy, mostly the app answering the
# reader): seven run at once, with the real-audio test, which measures the sounds' timing and
# must not wait for a core either; each worker takes the next session as it finishes one,
# longest first (tests/conftest.py). The rest is mostly CPU-bound: three workers (some of its
# tests wait on a clock or a child process, and a third worker fills those gaps), at a lower
# priority so that a reader's speech is never held up behind them. The soak
# (tests/ui/test_soak.py: five minutes of random keys on every screen, about 40 % of a core;
# PEBBLEPOUR_SOAK_SECONDS, PEBBLEPOUR_SOAK_SEED) is a third run beside them, at a priority
# lower than the rest's (nice 15: a reader under load missed the theme gallery's first card once
# beside it), started with them so that it ends before them (as one of the readers' workers it
# would hold up the session dealt to that worker with it); it counts the app's stalls less the
# machine's share, and on a busy machine sends fewer keys. The long session
# (tests/ui/test_long_session.py: the app idle past its timers, then every screen again) runs
# after it in that process (both marked soak: in the rest's workers, the scenes it makes left
# a stale PySide wrapper for a later test). Each run's report is printed whole,
# the readers' and then the soak's (its figures: keys, screens, longest stall) last.
TIMED="tests/ui/test_orca.py tests/ui/test_real_audio.py tests/ui/test_wayland.py"
SOAK="tests/ui/test_soak.py tests/ui/test_long_session.py"
ORCA_WORKERS=${PEBBLEPOUR_ORCA_WORKERS:-7}
orca_log=$(mktemp)
soak_log=$(mktemp)
trap 'rm -f "$orca_log" "$soak_log"' EXIT
$PYTEST -n "$ORCA_WORKERS" --dist load $TIMED > "$orca_log" 2>&1 &
orca=$!
nice -n 15 $PYTEST -rA -m soak $SOAK > "$soak_log" 2>&1 &
soak=$!
rest=0
nice -n 10 $PYTEST -n 3 --dist worksteal $(for f in $TIMED $SOAK; do echo "--ignore=$f"; done) || rest=$?
readers=0
wait "$orca" || readers=$?
soaked=0
wait "$soak" || soaked=$?
echo "== pytest: the readers' sessions and the real audio ($TIMED)" >&2
cat "$orca_log"
echo "== pytest: the soak ($SOAK)" >&2
cat "$soak_log"
[ "$rest" -eq 0 ] && [ "$readers" -eq 0 ] && [ "$soaked" -eq 0 ]
