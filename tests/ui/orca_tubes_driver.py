"""A blind player's keyboard-only session with Orca (see orca_session.py): the achievements
list on the Statistics screen, then Tubes level 1, then the Daily list and today's board,
which the profile holds one pour from solved: it resumes, and the last pour solves it; then
the theme gallery; then Statistics → Charts, the level and the Daily just solved.

Usage (inside dbus-run-session): orca_tubes_driver.py VENV_PYTHON PROFILE_DIR LANG SRC,DST
(the last pour of today's board, 0-based tubes). Prints one JSON object: per step, the keys
and what Orca spoke.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import orca_session

from pebblepour.tubes.levels import level
from pebblepour.tubes.solver import solve_optimal

# The theme gallery's card in use, read after the gallery and its list (Orca 48 under load:
# more than a second after them): English, Japanese, Polish.
IN_USE = r"(in use|使用中|w użyciu)"
s = orca_session.start()
solution = solve_optimal(level(1).board).moves  # ((0, 3), (1, 4), ...)


DAILY_BUTTON = r"^(Daily|デイリー) "


def key(tube: int) -> str:
    return str((tube + 1) % 10)


def pour(label: str, src: int, dst: int, quiet: float = 0.8, until: str = "") -> None:
    """Select ``src``, go to ``dst`` and hear it, then pour: as a player by ear does (and
    Orca 48 re-reads the focused tube's new name only once it has presented the focus)."""
    s.press(label, key(src), "space")
    s.press(label, key(dst))
    s.press(label, "space", quiet=quiet, until=until, timeout=10)


try:
    # First the achievements list on the Statistics screen.
    # (Reached by Tab, not a count of keys: a notice above Home adds its own button.)
    s.tab_to("to statistics", r"^(Statistics|統計) ", limit=20)
    s.press("statistics", "Return", until=r".", timeout=10)
    s.press("achievements", "Tab")
    s.press("next achievement", "Down")
    s.press("last achievement", "End")
    # Back on Home focus returns to Statistics, unspoken on Orca 43.1; a Tab sent while the
    # screen changes can be lost on Orca 48 (seen in CI), so Home is given its time first.
    s.press("back home", "Escape", timeout=1.5, silent_ok=True)
    s.tab_to("to levels", r"^(Levels|レベル)\b", limit=6)
    # Wait for the focused row (Orca 48 reads a new screen a second or more after the key).
    s.press("home", "Return", until=r"^(Level 1,|レベル1、)", timeout=10)
    s.press("locked", "Right", "Return")
    s.press("back to level 1", "Left")
    s.press("start", "Return", until=r"^(Level 1\.|レベル1。)", timeout=15)
    s.press("select", "space")
    s.press("cancel", "Escape")
    s.press("select again", "space")
    s.press("illegal", key(1), "space")
    s.press("cancel again", "Escape")
    s.press("hint", "h", timeout=10)
    src, dst = solution[0]
    pour("pour", src, dst)
    s.press("review", "s")
    s.press("board", "b")
    s.press("restart", "r")
    s.press("undo restart", "u")
    s.press("undo", "u")
    for n, (src, dst) in enumerate(solution):
        # The clear panel opens a second or more after the last pour's sentence (Orca 48: up
        # to 2.6 s measured): the last pour waits until the dialog is read.
        last = n + 1 == len(solution)
        pour(f"move {n + 1}", src, dst, quiet=1.2, until=r" dialog" if last else "")
    # The panel's "Copy result" (the button before the focused "Next level"): the words
    # copied to share are said.
    s.press("to share", "shift+Tab", until=r"^(Copy result|結果をコピー)", timeout=10)
    s.press("share", "Return", until=r"^(Result copied|結果をコピーしました)", timeout=10)
    # Back from the clear panel to the list, then Home: heard, and Tab goes on being heard
    # (with the list destroyed on the way, Orca 43.1 fell silent here for good).
    s.press("back to the list", "Escape", until=r".", timeout=8)
    s.press("home after the level", "Escape", until=r".", timeout=8)
    said = s.press("tab on home", "Tab", until=r".", timeout=10)
    # The Daily list, all 30 days; today's board resumes where the profile left it.
    if not any(re.match(DAILY_BUTTON, u) for u in said):
        s.tab_to("to the daily", DAILY_BUTTON)
    s.press("daily list", "Return", until=r"^(Today|今日)、?", timeout=10)
    s.press("daily resume", "Return", until=r"(Resumed|再開)", timeout=15)
    src, dst = (int(t) for t in sys.argv[4].split(","))
    pour("daily last pour", src, dst, quiet=1.2, until=r" dialog")
    # Back Home, then the theme gallery, where the daily's achievements unlocked themes.
    s.press("daily list again", "Escape", until=r".", timeout=8, quiet=1.0)
    s.press("home again", "Escape", until=r".", timeout=8, quiet=1.0)
    if s.tab_to("to themes", r"^(Themes|テーマ) "):
        s.press("themes", "Return", until=IN_USE, timeout=10, quiet=1.0)
        s.press("next theme", "Right")
    # Statistics → Charts: the level and the Daily just solved, each chart read as a list.
    s.press("home for the charts", "Escape", until=r".", timeout=8, quiet=1.0)
    if s.tab_to("to statistics", r"^(Statistics|統計) ", limit=16):
        s.press("statistics again", "Return", until=r".", timeout=10, quiet=1.0)
        if s.tab_to("to charts", r"^(Charts|グラフ) ", limit=6):
            s.press("charts", "Return", until=r"^(Level 1|レベル1)", timeout=10, quiet=1.0)
            s.press("next chart", "Tab", until=r"\S", timeout=10)
finally:
    s.finish()
