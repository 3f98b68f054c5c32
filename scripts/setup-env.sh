# Shared by run.sh and test.sh: Debian packages (only those missing) and the project venv.
# Usage: PKGS="<debian packages>" EXTRAS="<pip extras, e.g. [test]>" . scripts/setup-env.sh
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
EXTRAS=${EXTRAS:-}
cd "$ROOT"

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
stamp=".venv/.installed-$(cat pyproject.toml setup.py | sha1sum | cut -c1-12)$EXTRAS"
if [ ! -f "$stamp" ]; then
    .venv/bin/python -m pip install -q --upgrade pip >&2
    .venv/bin/python -m pip install -q -e ".$EXTRAS" >&2
    rm -f .venv/.installed-*
    touch "$stamp"
fi
