"""A blind player's keyboard-only session of Bowls puzzle 1 with Orca (see orca_session.py),
then How to play Bowls opened from the key list and read rule by rule; then, back Home, the
puzzle the profile holds unfinished (73, one move from solved) is continued, and its last move
sets off a chain: two groups, a volcano's eruption, a combo, the goal.

Usage (inside dbus-run-session): orca_bowls_driver.py VENV_PYTHON PROFILE_DIR LANG.
Prints one JSON object: per step, the keys and what Orca spoke.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import orca_session

continued = orca_session.option("continue")  # continue=LABEL|RESUMED|BOWL, see there
daily = orca_session.option("daily")  # daily=1: then the Bowls Daily, from Home to its result
s = orca_session.start()
try:
    puzzles = sys.argv[4] if len(sys.argv) > 4 else "Puzzles"
    if s.tab_to("to puzzles", puzzles):
        s.press("puzzle list", "Return", until=r"^Puzzle 1,", timeout=10)
        s.press("start", "Return", until=r"^Puzzle 1\. ", timeout=15)
        s.press("quick review", "s")
        s.press("status", "g")
        s.press("ring", "b")
        s.press("keys", "F1")
        s.press("keys closed", "F1")
        s.press("bowl 1", "Home")
        s.press("select bowl 1", "space")
        s.press("bowl 3", "Right", "Right")
        s.press("select", "space")
        s.press("hand", "q")
        s.press("cancel", "Escape")
        s.press("bowl 1 again", "Home")
        s.press("hint", "h", timeout=10)
        s.press("select again", "space")
        # The result panel is read a second or more after the sow's sentence (Orca 48, loaded).
        s.press("sow", "Return", until=r" dialog", timeout=15, quiet=2.0)
        s.press("home", "Escape", quiet=1.0)
        # How to play from the key list (F1), then from rule to rule by Tab and Down.
        s.press("keys on the list", "F1")
        s.press("how to play", "shift+Tab", until=r"How to play")
        s.press("how to play", "Return", until=r"^The ring\.", timeout=10, quiet=1.0)
        s.press("rule 2", "Tab")
        s.press("rule 3", "Tab")
        s.press("rule 4", "Down")
        s.press("back to the list", "Escape", quiet=1.0)
        if continued:  # Home's Continue: the unfinished puzzle, then its last move's chain
            orca_session.continue_puzzle(s, continued)
    if daily:  # Home → Bowls Daily → today, one sow, then the attempt ended and its result
        s.press("home for the daily", "Escape", until=".", timeout=8, quiet=1.0)
        if s.tab_to("to the bowls daily", r"^Bowls: today", limit=24):
            s.press("daily list", "Return", until=r"^Today", timeout=10, quiet=1.0)
            s.press("daily start", "Return", until=r"^Daily: ", timeout=15, quiet=1.0)
            s.press("daily select", "space")
            s.press("daily sow", "Return", timeout=15, quiet=2.0)
            if s.tab_to("to end the daily", r"^End attempt", limit=20):
                s.press("daily question", "Return", timeout=8)
                s.press("daily result", "Tab", "Return", until=r" dialog", timeout=10, quiet=1.5)
finally:
    s.finish()
