"""A blind player's session with Orca (see orca_session.py): Settings → Keys, where Undo is
given a key another action has (refused), then X; then one-switch play, turned on in Settings
(the highlight at 2 s an item): with only the switch (Space) the player goes back Home, opens
the level list and, in its round, Tubes level 1 and pours tube 1 into tube 4, which X then undoes.

Usage (inside dbus-run-session): orca_keys_driver.py VENV_PYTHON PROFILE_DIR LANG. Prints one
JSON object: per step, the keys and what Orca spoke.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import orca_session

s = orca_session.start()


def choose(label: str, target: str, first: str = "") -> None:
    """Wait until the highlight reaches ``target`` (Orca says it; with ``first``, after the
    round's first item, so that the focus's own reading of a new screen is not taken for the
    highlight), then press the switch."""
    if first:
        s.press(label + ": round", until=first, timeout=35, quiet=0.05)
    s.press(label + ": highlight", until=target, timeout=35, quiet=0.05)
    s.press(label, "space", until=r"\S", timeout=10)


try:
    s.tab_to("to settings", r"^Settings\b", limit=14)
    s.press("settings", "Return", until=r"\S", timeout=10, quiet=1.0)
    s.tab_to("to keys", r"^Change keys", limit=40)
    s.press("keys", "Return", until=r"^Select: Space", timeout=10, quiet=1.0)
    s.press("to undo", "Down", "Down", until=r"^Undo: U", timeout=10)
    s.press("wait for a key", "Return", until=r"Escape keeps U", timeout=10)
    s.press("taken", "h", until=r"already", timeout=10)
    s.press("wait again", "Return", until=r"Escape keeps U", timeout=10)
    s.press("bound", "x", until=r"X", timeout=10)
    s.press("back to settings", "Escape", until=r"Change keys", timeout=8, quiet=1.0)
    # One-switch play: the highlight at 3 s an item, then on. (At 1 s, Orca 43.1 under load
    # named an item so late that the switch, pressed on hearing it, reached the next one; at
    # 2 s Orca 48 did so once in CI15, the suite's readers and the Wayland session side by
    # side.)
    s.press("to the switch", "Tab", until=r"One-switch play", timeout=10)
    s.press("to its speed", "Tab", until=r"1\.5 s", timeout=10)
    s.press("two seconds", "Right", until=r"2\.0 s", timeout=10)
    s.press("three seconds", "Right", until=r"3\.0 s", timeout=10)
    s.press("back to the switch", "shift+Tab", until=r"One-switch play", timeout=10)
    s.press("switch on", "space", until=r"Back", timeout=10)
    # From here only the switch (Space) and the clock.
    s.press("switch back", "space", until=r"^Levels", timeout=10)
    s.press("levels", "space", until=r"\S", timeout=10)
    choose("level list", r"^Levels\.?$", first=r"Back")
    choose("level 1", r"^Level 1\b")  # the list's round starts on its current tile
    choose("tube 1", r"^Tube 1:", first=r"Back")
    choose("tube 4", r"^Tube 4:", first=r"Back")
    s.press("undo with x", "x", until=r"Undone", timeout=10)
finally:
    s.finish()
