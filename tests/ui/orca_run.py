"""Run an Orca driver (orca_*_driver.py) on one of the two readers and return its transcript.

* ``orca43``: Debian 12's Orca 43.1, the machine's own (``scripts/test.sh`` installs it), the
  driver in its own ``dbus-run-session``.
* ``orca48``: Debian 13's Orca 48.1 in a Debian 13 chroot (``scripts/debian13-chroot.sh``,
  built by ``scripts/test.sh`` and reused from its cache), the same driver run there by the
  chroot's Python 3.13 with the app installed from this checkout into the chroot's venv. The
  profile is copied into the chroot's ``/tmp`` for the run.

Both give the same JSON (``orca_session.OrcaSession.finish``), in the same reader-neutral
words (:func:`normalise`), so each test asserts the same facts on both.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from tests.ui.xsession import run_json, run_session

READERS = ("orca43", "orca48")
ORCA_MODULE = Path("/usr/lib/python3/dist-packages/orca/orca.py")
ROOT = Path(__file__).resolve().parents[2]
CHROOT = Path(os.environ.get("PEBBLEPOUR_CACHE", "/var/cache/pebblepour")) / "debian13"

# Where the readers word the same thing differently (role names), 48's words -> 43.1's.
# Only the reader's own wording is mapped; what the app says is never touched.
_WORDING = [
    (re.compile(r" button\.$"), " push button."),
    (re.compile(r" panel$"), " panel."),
]


_LIST = re.compile(r"^(.+) List with (\d+) items?$")


def split_list_names(spoken: list[str]) -> list[str]:
    """Orca 48 says a list's name and size in one utterance ("Levels List with 50 items"),
    43.1 in two ("Levels", "List with 100 items."): the second form for both.

    >>> split_list_names(["Tubes List with 5 items", "Tube 1: empty."])
    ['Tubes', 'List with 5 items.', 'Tube 1: empty.']
    """
    out: list[str] = []
    for u in spoken:
        m = _LIST.match(u)
        out.extend([m.group(1), f"List with {m.group(2)} items."] if m else [u])
    return out


def normalise(utterance: str) -> str:
    """One wording for what both readers say in their own words.

    >>> normalise("Next level button.")
    'Next level push button.'
    >>> normalise("Next level push button.")
    'Next level push button.'
    """
    for pattern, words in _WORDING:
        if pattern.search(utterance) and not utterance.endswith(words):
            utterance = pattern.sub(words, utterance)
    return utterance


def _run_in_chroot(driver: str, profile_dir: Path, lang: str, extra: tuple[str, ...],
                   timeout: float = 300) -> dict[str, Any]:
    assert (CHROOT / "opt/venv/bin/python").exists(), (
        "Debian 13 chroot missing: run the suite with scripts/test.sh"
    )
    inner = Path(tempfile.mkdtemp(prefix="pp-profile-", dir=CHROOT / "tmp"))
    try:
        shutil.copytree(profile_dir, inner, dirs_exist_ok=True)
        inside = "/tmp/" + inner.name
        return run_json(
            ["sh", str(ROOT / "scripts/debian13-chroot.sh"), "run", "dbus-run-session", "--",
             "/opt/venv/bin/python", f"/src/tests/ui/{driver}", "/opt/venv/bin/python",
             inside, lang, *extra],
            timeout=timeout, LANG="C.UTF-8")
    finally:
        shutil.rmtree(inner, ignore_errors=True)


def run_orca_driver(reader: str, name: str, profile_dir: Path, lang: str,
                    *extra: str) -> dict[str, Any]:
    """The test command installs both readers; a missing one fails."""
    if reader == "orca43":
        assert ORCA_MODULE.exists(), "Orca missing: run the suite with scripts/test.sh"
        result = run_session(name, sys.executable, profile_dir, lang, *extra)
    else:
        result = _run_in_chroot(name, profile_dir, lang, extra)
    for step in result["transcript"]:
        step["spoken"] = [normalise(u) for u in split_list_names(step["spoken"])]
    result["all"] = [normalise(u) for u in split_list_names(result["all"])]
    for step in result["transcript"]:  # shown by pytest when a test fails
        print(f"{step.get('at')}: {step['step']} {step['keys']} ({step.get('seconds')} s) -> "
              f"{step['spoken']}")
    print("errors:", result["errors"])
    print(f"{reader} latency (key to speech): {latency(result)}")
    slow = sorted((s for s in result["transcript"] if s.get("latency") is not None),
                  key=lambda s: -s["latency"])[:5]
    print("slowest:", "; ".join(f"{s['step']} {s['keys']} {s['latency'] * 1000:.0f} ms"
                                for s in slow))
    assert result["ready"], "Orca never said 'Screen reader on.'"
    assert result["window"], result
    return result


def latency(result: dict[str, Any]) -> str:
    """Median, 90th percentile and worst time from a step's last key to its first utterance,
    from the reader's log (issue 45.1's figures)."""
    times = sorted(s["latency"] for s in result["transcript"] if s.get("latency") is not None)
    if not times:
        return "no steps"
    median = times[len(times) // 2]
    p90 = times[min(len(times) - 1, (9 * len(times)) // 10)]
    return (f"median {median * 1000:.0f} ms, p90 {p90 * 1000:.0f} ms, "
            f"worst {times[-1] * 1000:.0f} ms over {len(times)} keys")


def steps(result: dict[str, Any]) -> dict[str, list[str]]:
    """What was spoken in each step of a session, by the step's name."""
    out: dict[str, list[str]] = {}
    for step in result["transcript"]:
        out.setdefault(step["step"], []).extend(step["spoken"])
    return out


def once(result: dict[str, Any], text: str) -> None:
    """``text`` was spoken in exactly one utterance of the whole session."""
    hits = [u for u in result["all"] if text in u]
    assert len(hits) == 1, (text, hits)
