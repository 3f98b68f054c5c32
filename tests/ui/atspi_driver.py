"""Play Tubes in the real app as a screen-reader user (see atspi_session.py).

Usage (Debian's python3, inside dbus-run-session): atspi_driver.py VENV_PYTHON PROFILE_DIR.
Opens level 1 by keyboard, reads the tubes from the AT-SPI tree, asks for a
hint, follows it with digit keys and Space, reads the board; prints one JSON object.
"""

from __future__ import annotations

import atspi_session as s


def tubes_in_tree() -> list[tuple[str, list[str]]]:
    return s.items_in_tree(lambda role, name: name.startswith("Tube ") and ":" in name)


def step_read_tree() -> None:
    s.result["tubes"] = [n for n, _s in tubes_in_tree()]


def step_follow_hint() -> None:
    hints = [h for h in s.heard if h.startswith("Hint: pour tube")]
    if not hints:
        return
    words = hints[-1].rstrip(".").split()
    src, dst = words[3], words[-1]
    s.key(src if src != "10" else "0", "space")
    s.result["selected"] = [n for n, st in tubes_in_tree() if "selected" in n]
    s.key(dst if dst != "10" else "0", "space")


def step_finish() -> None:
    s.result["tubes_after"] = [n for n, _s in tubes_in_tree()]
    s.stop()


s.run(
    [
        (lambda: s.find_app() is not None, 20.0, s.step_focus_window),
        (lambda: True, 1.0, lambda: s.key("Return")),  # Home: "Levels" has focus
        (lambda: False, 1.5, lambda: s.key("Return")),  # level select: level 1 has focus
        (lambda: len(tubes_in_tree()) >= 5, 15.0, step_read_tree),
        (s.heard_startswith("Level 1."), 5.0, lambda: s.key("h")),
        (s.heard_startswith("Hint: pour tube"), 10.0, step_follow_hint),
        (s.heard_startswith("Poured "), 10.0, lambda: s.key("b")),
        (lambda: any(h.count("Tube ") == 5 for h in s.heard), 10.0, step_finish),
    ]
)
