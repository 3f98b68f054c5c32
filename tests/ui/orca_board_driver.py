"""Home → Play a board by ear (see orca_session.py): a mistyped ID and the sentence saying what
is wrong; then a whole Tubes board's ID typed, proven and started, solved in its shortest, and
its result copied to share; then a whole Bowls board, won with one sow; with overflow=ID, a
Bowls board lost at once by sowing bowl 9 into a full bowl 10; then a Tubes board
made in the editor (two colours, poured unit by unit, proven, saved); then Settings, where
Right on the language choice picks Thai, and Home is heard in Thai.

Usage (inside dbus-run-session): orca_board_driver.py VENV_PYTHON PROFILE_DIR LANG BAD GOOD
BOWLS SRC,DST... (GOOD's pours, 0-based tubes; BOWLS a Bowls board won by sowing the bowl
focused at its start). Prints one JSON object: per step, the keys and
what Orca spoke.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import orca_session

overflow = orca_session.option("overflow")  # a Bowls board whose bowl 9 overflows
s = orca_session.start()
bad, good, bowls, *pours = sys.argv[4:]
try:
    if s.tab_to("to play a board", r"^Play a board ", limit=20):
        s.press("play a board", "Return", until=r"^Board ID", timeout=10, quiet=1.0)
        s.type_text("type a wrong id", bad)
        s.press("wrong id", "Return", until=r"^A level", timeout=8)
        s.press("select all", "ctrl+a", timeout=2, silent_ok=True)
        s.type_text("type the id", good)
        s.press("custom board", "Return", until=r"^Custom board\.", timeout=15, quiet=1.0)
        for n, pour in enumerate(pours):
            src, dst = (str((int(t) + 1) % 10) for t in pour.split(","))
            last = n + 1 == len(pours)
            s.press(f"move {n + 1}", src, "space")
            s.press(f"move {n + 1}", dst)
            s.press(f"move {n + 1}", "space", quiet=1.2, until=r" dialog" if last else "",
                    timeout=10)
        if s.tab_to("to share", r"^Copy result", limit=4):
            s.press("share", "Return", until=r"^Result copied", timeout=10)
        # Back on the entry: a whole Bowls board, its one sow to the goal.
        s.press("back to the entry", "Escape", until=r".", timeout=8, quiet=1.0)
        s.press("select all again", "ctrl+a", timeout=2, silent_ok=True)
        s.type_text("type the bowls id", bowls)
        s.press("bowls board", "Return", until=r"^Custom board\.", timeout=15, quiet=1.0)
        s.press("select the bowl", "space")
        s.press("sow", "Return", until=r" dialog", timeout=15, quiet=2.0)
        s.press("back to the entry again", "Escape", until=r".", timeout=8, quiet=1.0)
        if overflow:  # a board lost to an overflow: bowl 9 sown into a full bowl 10
            s.press("select all for the overflow", "ctrl+a", timeout=2, silent_ok=True)
            s.type_text("type the overflow board", overflow)
            s.press("overflow board", "Return", until=r"^Custom board\.", timeout=15, quiet=1.0)
            for n in range(6):
                s.press(f"to bowl {n + 4}", "Right", until=rf"^Bowl {n + 4}", timeout=10)
            s.press("select bowl 9", "space", until=r"[Bb]owl 9", timeout=10)
            s.press("overflow", "Return", until=r" dialog", timeout=15, quiet=2.0)
            s.press("back after the overflow", "Escape", until=r".", timeout=8, quiet=1.0)
        # The editor: two colours, poured unit by unit into tubes 1 and 2, proven, saved.
        if s.tab_to("to the editor", r"^New Tubes board", limit=12):
            s.press("editor", "Return", until=r"^Tube 1", timeout=10, quiet=1.0)
            s.press("to colours", "shift+Tab", until=r"^Colours", timeout=10)
            s.press("fewer colours", "Left", until=r"^Colours: 2", timeout=10)
            s.press("to the tubes", "Tab", until=r"^Tube 1", timeout=10)
            for n, key in enumerate("11222211"):
                if n == 4:
                    s.press("next tube", "Right", until=r"^Tube 2", timeout=10)
                last = n == 7
                s.press(f"pour {n + 1}", key, until=r"^Solvable" if last else r"^Tube ",
                        timeout=10, quiet=1.2 if last else 0.8)
            s.press("save", "ctrl+s", until=r"^Saved", timeout=10)
            s.press("back from the editor", "Escape", until=r".", timeout=8, quiet=1.0)
        s.press("home", "Escape", until=r".", timeout=8, quiet=1.0)
    if s.tab_to("to settings", r"^Settings ", limit=20):
        s.press("settings", "Return", until=r"^English", timeout=10, quiet=1.0)
        s.press("to thai", "Right", until=r"ไทย", timeout=8, quiet=1.0)
        s.press("home in thai", "Escape", until=r".", timeout=8, quiet=1.0)
finally:
    s.finish()
