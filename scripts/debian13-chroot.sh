#!/bin/sh
# Debian 13 (trixie) with its own Orca 48, for the second reader of the real-speech tests.
#
#   sh scripts/debian13-chroot.sh ensure        build the chroot if it is not there (cached),
#                                               and (re)install the app into its venv
#   sh scripts/debian13-chroot.sh run CMD...    run CMD inside it (as root, env cleared but
#                                               for LANG/LC_*/PEBBLEPOUR_*/ORCA_*), the checkout
#                                               mounted at /src
#   sh scripts/debian13-chroot.sh unmount       undo any mount left by a killed run
#
# The chroot is Debian's packages only (debootstrap --variant=minbase, then apt-get), kept in
# $PEBBLEPOUR_CACHE (default /var/cache/pebblepour)/debian13 and reused when it is there: about
# 3 minutes and 600 MB the first time. The app lives in /opt/venv inside it, installed by pip
# from the checkout (editable, so /src is always the code under test); the host's CA bundle is
# copied in so pip reaches the registry. A run's mounts (proc, /dev, /dev/pts, /dev/shm, /src)
# are made in a mount namespace of its own (unshare), which the host never sees and which ends
# with the run, however it ends: no clean-up of the chroot can reach the host's /dev, and runs
# go side by side (each reader session is one). Building and installing (ensure) mount in the
# host's namespace, undone by a trap on every exit; they hold the lock alone, runs share it.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${PEBBLEPOUR_CACHE:-/var/cache/pebblepour}
DIR="$CACHE/debian13"
MIRROR=${PEBBLEPOUR_DEBIAN_MIRROR:-http://deb.debian.org/debian}
PKGS="orca python3-pyatspi gir1.2-atspi-2.0 at-spi2-core dbus dbus-x11 xvfb xauth xdotool
python3-venv libgl1 libegl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0
libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0
libxcb-xinerama0 libxcb-xkb1 libdbus-1-3 fonts-noto-cjk fonts-thai-tlwg fonts-dejavu-core
libthai0 locales"

log() { echo "debian13-chroot: $*" >&2; }

unmount_all() {
    # Deepest first; only mounts below $DIR, read from the kernel's own table.
    [ -d "$DIR" ] || return 0
    real=$(cd "$DIR" && pwd -P)
    awk -v d="$real/" 'index($2, d) == 1 { print $2 }' /proc/self/mounts | sort -r |
        while read -r m; do
            umount "$m" 2>/dev/null || umount -l "$m"
        done
}

mount_all() {
    mount -t proc proc "$DIR/proc"
    mount --bind /dev "$DIR/dev"            # not --rbind: nothing of the host's below it
    mount -t devpts -o newinstance,ptmxmode=0666 devpts "$DIR/dev/pts"
    mount -t tmpfs -o size=256m tmpfs "$DIR/dev/shm"
    mkdir -p "$DIR/src"
    mount --bind "$ROOT" "$DIR/src"
}

build() {
    command -v debootstrap >/dev/null || {
        apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >&2
    }
    log "building Debian 13 in $DIR (once; reused afterwards)"
    rm -rf "$DIR.partial"
    mkdir -p "$CACHE"
    debootstrap --variant=minbase trixie "$DIR.partial" "$MIRROR" >&2
    mkdir -p "$DIR.partial/etc/ssl/certs"
    cp /etc/ssl/certs/ca-certificates.crt "$DIR.partial/etc/ssl/certs/ca-certificates.crt"
    cp /etc/resolv.conf "$DIR.partial/etc/resolv.conf" 2>/dev/null || true
    DIR="$DIR.partial"
    trap unmount_all EXIT INT TERM
    mount_all
    chroot "$DIR" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
        DEBIAN_FRONTEND=noninteractive sh -c "
        set -e
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends $(echo $PKGS)
        printf 'en_US.UTF-8 UTF-8\nth_TH.UTF-8 UTF-8\nja_JP.UTF-8 UTF-8\nes_ES.UTF-8 UTF-8\npl_PL.UTF-8 UTF-8\n' > /etc/locale.gen
        locale-gen >/dev/null
        apt-get clean
        python3 -m venv /opt/venv" >&2
    unmount_all
    trap - EXIT INT TERM
    DIR=${DIR%.partial}
    mv "$DIR.partial" "$DIR"
}

install_app() {
    stamp="/opt/venv/.installed-$(cat "$ROOT/pyproject.toml" "$ROOT/setup.py" | sha1sum | cut -c1-12)"
    [ -f "$DIR$stamp" ] && return 0
    log "installing the app into the chroot's venv"
    cp /etc/ssl/certs/ca-certificates.crt "$DIR/etc/ssl/certs/ca-certificates.crt"
    inside sh -c "set -e; rm -f /opt/venv/.installed-*
        /opt/venv/bin/python -m pip install -q --upgrade pip
        /opt/venv/bin/python -m pip install -q -e /src
        touch $stamp" >&2
}

inside() {
    chroot "$DIR" /usr/bin/env -i PATH=/opt/venv/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
        $(env | grep -E '^(LANG|LC_[A-Z]+|PEBBLEPOUR_[A-Z_]+|ORCA_[A-Z_]+|CI)=' | tr '\n' ' ') \
        PIP_CERT=/etc/ssl/certs/ca-certificates.crt "$@"
}

[ "$(id -u)" -eq 0 ] || { log "needs root (chroot, mount)"; exit 2; }
cmd=${1:-}
[ $# -gt 0 ] && shift
if [ "$cmd" = in-namespace ]; then
    # Only ever in the namespace 'run' made (fd 9, its shared lock, still open), never in the
    # one it was made from (its name is the first argument): no mount into the host's.
    outer=${1:-}
    [ $# -gt 0 ] && shift
    [ -n "$outer" ] && [ "$(readlink /proc/self/ns/mnt)" != "$outer" ] || {
        log "in-namespace is for 'run' only"; exit 2; }
    mount_all
    inside "$@"
    exit
fi
mkdir -p "$CACHE"
exec 9>"$CACHE/debian13.lock"
case "$cmd" in
    ensure)
        flock 9
        unmount_all
        [ -x "$DIR/opt/venv/bin/python" ] || build
        trap unmount_all EXIT INT TERM
        mount_all
        install_app
        ;;
    run)
        flock -s 9
        [ -x "$DIR/opt/venv/bin/python" ] || { log "not built: run 'ensure' first"; exit 2; }
        # This script again, in a private mount namespace (its mounts die with it).
        exec unshare --mount --propagation private \
            sh "$0" in-namespace "$(readlink /proc/self/ns/mnt)" "$@"
        ;;
    unmount)
        flock 9
        unmount_all
        ;;
    *) echo "usage: $0 ensure | run CMD... | unmount" >&2; exit 2 ;;
esac
