# Shared by run.sh and test.sh: Debian packages (only those missing) and the project venv.
# Usage: PKGS="<debian packages>" EXTRAS="<pip extras, e.g. [test]>" . scripts/setup-env.sh
# Needs Debian or Ubuntu (dpkg, apt-get; sudo when not root). Elsewhere install the system's
# Qt runtime libraries yourself and use pip or pipx (README, "Other systems").
# Both scripts share one .venv: a stamp per pyproject/setup.py content records what is
# installed, and an install with the test extra also counts as the plain one, so run.sh
# after test.sh (and the other way round) installs nothing.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
EXTRAS=${EXTRAS:-}
cd "$ROOT"

command -v dpkg-query >/dev/null || {
    echo "scripts/$(basename "$0") needs Debian or Ubuntu (dpkg/apt-get); on other systems see README, 'Other systems'." >&2
    exit 2
}
need_pkgs=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need_pkgs="$need_pkgs $p"
done
if [ -n "$need_pkgs" ]; then
    echo "Installing Debian packages:$need_pkgs" >&2
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $need_pkgs >&2
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv
fi
base=".venv/.installed-$(cat pyproject.toml setup.py | sha1sum | cut -c1-12)"
if [ ! -f "$base$EXTRAS" ]; then
    for old in .venv/.installed-*; do
        case "$old" in "$base"*) ;; *) rm -f "$old" ;; esac
    done
    .venv/bin/python -m pip install -q --upgrade pip >&2
    .venv/bin/python -m pip install -q -e ".$EXTRAS" >&2
    touch "$base" "$base$EXTRAS"
fi
