"""Endless events by ear (see orca_session.py): an Endless game saved before its events begin
is continued from Home, and the moves that follow bring a wildcard, a blocker, and a frozen, a
reverse and a volcano bowl that each arrive and expire.

Usage (inside dbus-run-session): orca_events_driver.py VENV_PYTHON PROFILE_DIR LANG BOWL...
(the bowls to sow, 1-based, in order). Prints one JSON object: per step, the keys and what
Orca spoke.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import orca_session

s = orca_session.start()
try:
    if s.tab_to("to continue", r"^Continue Endless", limit=20):
        s.press("resume", "Return", until=r"Resumed", timeout=15, quiet=1.0)
        for n, bowl in enumerate(int(b) for b in sys.argv[4:]):
            # From bowl 1 round to the bowl the shorter way (Left from 1 wraps to 12), then
            # select it and sow.
            s.press(f"to bowl 1 ({n + 1})", "Home", timeout=2, silent_ok=True)
            if bowl > 1:
                keys = ["Right"] * (bowl - 1) if bowl <= 7 else ["Left"] * (13 - bowl)
                s.press(f"to the bowl ({n + 1})", *keys, until=rf"^Bowl {bowl}\b", timeout=8)
            s.press(f"select ({n + 1})", "space", until=rf"[Bb]owl {bowl}\b", timeout=5)
            s.press(f"sow {n + 1}", "Return", until=rf"^Bowl {bowl}: ", timeout=15, quiet=1.5)
finally:
    s.finish()
