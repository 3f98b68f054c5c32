"""Bowls Endless by keyboard with Orca 43.1, in the language LANG (see orca_session.py).

Usage (inside dbus-run-session): orca_endless_driver.py VENV_PYTHON PROFILE_DIR LANG ENDLESS
END_ATTEMPT [SETTINGS KEYS [HOW_TO RULE1 RULE2]], ENDLESS and END_ATTEMPT being the Home button
and toolbar button labels in LANG. With screens=STATISTICS|THEMES (Home's buttons in LANG) it
opens Statistics, hears its achievements list and a row, then the theme gallery and a card.
Starts Endless, sows the focused bowl, ends the attempt through its confirmation and reads the
result panel. With HOW_TO (Home's "How to play Bowls" in LANG) it opens that page and reads its
first two rules (headings RULE1, RULE2). With SETTINGS (the Home button's label in LANG) it
then opens Settings, presses KEYS (space-separated) on the language choice to reach English
(or, with target=NAME, the language of that name), and goes back Home. Prints one JSON
object: per step, the keys and what Orca spoke.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import orca_session

continued = orca_session.option("continue")  # continue=LABEL|RESUMED|BOWL, see there
screens = orca_session.option("screens")  # screens=STATISTICS|THEMES: Home's two buttons
target = orca_session.option("target") or "English"  # the language chosen in Settings
# The theme gallery's card in use, read after the gallery and its list (Orca 48 under load:
# more than a second after them): English, Japanese, Polish.
IN_USE = r"(in use|使用中|w użyciu)"
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
    if continued:  # from the result panel to Home and the puzzle (Escape: Home again)
        orca_session.continue_puzzle(s, continued)
    if len(sys.argv) > 7:
        settings, keys = sys.argv[6], sys.argv[7].split()
        s.press("back home", "Escape", until=".", timeout=8, quiet=1.0)
        if screens:  # Statistics (its achievements list), then the theme gallery
            statistics, themes = screens.split("|")
            if s.tab_to("to statistics", rf"^{re.escape(statistics)} ", limit=16):
                s.press("statistics", "Return", until=".", timeout=10, quiet=1.0)
                s.press("achievements", "Tab", until=".", timeout=10)
                s.press("next achievement", "Down", until=".", timeout=10)
                s.press("home from statistics", "Escape", until=".", timeout=8, quiet=1.0)
            if s.tab_to("to themes", rf"^{re.escape(themes)} ", limit=16):
                s.press("themes", "Return", until=IN_USE, timeout=10, quiet=1.0)
                s.press("next theme", "Right", until=".", timeout=10)
                s.press("home from themes", "Escape", until=".", timeout=8, quiet=1.0)
        if len(sys.argv) > 10 and s.tab_to("to how to play", sys.argv[8]):
            first, second = re.escape(sys.argv[9]), re.escape(sys.argv[10])
            s.press("how to play", "Return", until=rf"^{first}[.\s]", timeout=10, quiet=1.0)
            s.press("rule 2", "Down", until=rf"^{second}[.\s]", timeout=8)
            s.press("home from the rules", "Escape", until=".", timeout=8, quiet=1.0)
        if s.tab_to("to settings", settings):
            s.press("settings", "Return", until=".", timeout=10, quiet=1.0)
            for n, k in enumerate(keys[:-1]):  # each language on the way, heard as chosen
                s.press(f"language {n + 1}", k, quiet=1.0)
            s.press("to the new language", keys[-1], until=target, timeout=8, quiet=1.0)
            s.press("home in the new language", "Escape", until=".", timeout=8, quiet=1.0)
finally:
    s.finish()
