"""Endless events by ear (see orca_session.py): an Endless game saved before its events begin
is continued from Home, and the moves that follow bring a wildcard, a blocker, and a frozen, a
reverse and a volcano bowl that each arrive and expire. Optionally then the Bowls Daily from Home
to its result, and a board lost to an overflow, in the same session.

Usage (inside dbus-run-session): orca_events_driver.py VENV_PYTHON PROFILE_DIR LANG BOWL...
(the bowls to sow, 1-based, in order). The words it waits for are English unless given in the
player's language:

* ``continue=REGEX``: Home's Continue Endless button; ``resumed=REGEX``: the resume sentence;
* ``bowl=TEXT``: a bowl's name, ``%1`` its number ("Bowl %1": "Bowl 4, 5 stones: …");
* ``sown=TEXT``: the start of a sow's sentence ("Bowl %1: ");
* ``daily=HINT|TODAY|START|END``: then Home's Bowls Daily button (its hint), today's row, the
  start sentence and the End attempt button: one sow, the attempt ended, its result;
* ``overflow=PLAY|ENTRY|CUSTOM|ID``: then Home's Play a board, the ID field, the board's start
  sentence and the board ID: a Bowls board lost at once by sowing bowl 9 into a full bowl 10;
* ``tubes_daily=HINT|TODAY|RESUMED|SRC,DST``: then Home's Tubes Daily button (its hint), today's
  row and the resume sentence: today's Tubes board, which the profile holds one pour from
  solved, resumed and solved by its last pour (0-based tubes);
* ``howto=BUTTON|RULE1|RULE2``: then Home's How to play Bowls, and its first two rules.

Prints one JSON object: per step, the keys and what Orca spoke.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import orca_session

continue_label = orca_session.option("continue") or r"^Continue Endless"
resumed = orca_session.option("resumed") or "Resumed"
bowl_name = orca_session.option("bowl") or "Bowl %1"
sown_prefix = orca_session.option("sown") or "Bowl %1: "
daily = orca_session.option("daily")
overflow = orca_session.option("overflow")
tubes_daily = orca_session.option("tubes_daily")
howto = orca_session.option("howto")


def bowl(n: int, template: str = bowl_name) -> str:
    """A regex for the start of ``template`` for bowl ``n`` (not bowl 10 for bowl 1)."""
    before, after = template.split("%1")
    return f"^{re.escape(before)}{n}(?!\\d){re.escape(after)}"


s = orca_session.start()
try:
    if s.tab_to("to continue", continue_label, limit=20):
        s.press("resume", "Return", until=resumed, timeout=15, quiet=1.0)
        for n, b in enumerate(int(b) for b in sys.argv[4:]):
            # From bowl 1 round to the bowl the shorter way (Left from 1 wraps to 12), then
            # select it and sow.
            s.press(f"to bowl 1 ({n + 1})", "Home", timeout=2, silent_ok=True)
            if b > 1:
                keys = ["Right"] * (b - 1) if b <= 7 else ["Left"] * (13 - b)
                s.press(f"to the bowl ({n + 1})", *keys, until=bowl(b), timeout=8)
            s.press(f"select ({n + 1})", "space", until=str(b), timeout=10)
            s.press(f"sow {n + 1}", "Return", until=bowl(b, sown_prefix), timeout=15, quiet=1.5)
    if daily:  # Home → Bowls Daily → today, one sow, then the attempt ended and its result
        hint, today, started, end = daily.split("|")
        s.press("home for the daily", "Escape", until=".", timeout=8, quiet=1.0)
        if s.tab_to("to the bowls daily", hint, limit=24):
            s.press("daily list", "Return", until=today, timeout=10, quiet=1.0)
            s.press("daily start", "Return", until=started, timeout=15, quiet=1.0)
            s.press("daily select", "space")
            s.press("daily sow", "Return", timeout=15, quiet=2.0)
            if s.tab_to("to end the daily", end, limit=20):
                s.press("daily question", "Return", timeout=8)
                s.press("daily result", "Tab", "Return", until=r" dialog", timeout=10, quiet=1.5)
            s.press("daily list again", "Escape", until=".", timeout=8, quiet=1.0)
            s.press("home after the daily", "Escape", until=".", timeout=8, quiet=1.0)
    if overflow:  # a board lost to an overflow: bowl 9 sown into a full bowl 10
        play, entry, custom, board = overflow.split("|")
        if s.tab_to("to play a board", play, limit=24):
            s.press("play a board", "Return", until=entry, timeout=10, quiet=1.0)
            s.type_text("type the overflow board", board)
            s.press("overflow board", "Return", until=custom, timeout=15, quiet=1.0)
            for n in range(4, 10):
                s.press(f"to bowl {n}", "Right", until=bowl(n), timeout=10)
            s.press("select bowl 9", "space", until="9", timeout=10)
            s.press("overflow", "Return", until=r" dialog", timeout=15, quiet=2.0)
            s.press("entry after the overflow", "Escape", until=".", timeout=8, quiet=1.0)
            s.press("home after the overflow", "Escape", until=".", timeout=8, quiet=1.0)
    if tubes_daily:  # today's Tubes board resumed, and its last pour
        hint, today, again, pour = tubes_daily.split("|")
        if s.tab_to("to the tubes daily", hint, limit=24):
            s.press("tubes daily list", "Return", until=today, timeout=10, quiet=1.0)
            s.press("tubes daily resume", "Return", until=again, timeout=15, quiet=1.0)
            src, dst = (str((int(t) + 1) % 10) for t in pour.split(","))  # tube 10: key 0
            s.press("tubes daily last pour", src, "space")
            s.press("tubes daily last pour", dst)
            s.press("tubes daily last pour", "space", until=r" dialog", timeout=10, quiet=1.2)
            s.press("tubes daily list again", "Escape", until=".", timeout=8, quiet=1.0)
            s.press("home after the tubes daily", "Escape", until=".", timeout=8, quiet=1.0)
    if howto:  # How to play Bowls from Home: the page, then its first two rules
        button, first, second = howto.split("|")
        if s.tab_to("to how to play", "^" + re.escape(button), limit=24):
            s.press("how to play", "Return", until="^" + re.escape(first), timeout=10, quiet=1.0)
            s.press("rule 2", "Down", until="^" + re.escape(second), timeout=8)
finally:
    s.finish()
