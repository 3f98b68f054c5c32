"""Bowls Endless by keyboard with Orca 43.1, in the language LANG (see orca_session.py).

Usage (inside dbus-run-session): orca_endless_driver.py VENV_PYTHON PROFILE_DIR LANG
ENDLESS END_ATTEMPT, the last two being the Home button and toolbar button labels in LANG.
Starts Endless, sows the focused bowl, ends the attempt through its confirmation and reads the
result panel. Prints one JSON object: per step, the keys and what Orca spoke.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import orca_session

s = orca_session.start()
try:
    endless, end_attempt = sys.argv[4], sys.argv[5]
    if s.tab_to("to endless", endless):
        s.press("start", "Return", until=r"\S", timeout=15)
        s.press("select", "space")
        s.press("sow", "Return", timeout=15, quiet=2.0)
        s.press("undo", "u")
        s.press("select again", "space")
        s.press("sow again", "Return", timeout=15, quiet=2.0)
        if s.tab_to("to end attempt", end_attempt, limit=20):
            s.press("confirm", "Return", timeout=8)
            s.press("keep playing", "Escape")
            s.tab_to("to end attempt again", end_attempt, limit=20)
            s.press("confirm again", "Return", timeout=8)
            s.press("end", "Tab", "Return", timeout=10, quiet=1.5)
finally:
    s.finish()
