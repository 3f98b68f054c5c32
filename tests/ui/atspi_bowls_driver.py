"""Play Bowls in the real app as a screen-reader user (see atspi_session.py).

Usage (Debian's python3, inside dbus-run-session): atspi_bowls_driver.py VENV_PYTHON
PROFILE_DIR. Opens Endless from Home by keyboard, reads the bowls from the
AT-SPI tree, selects and sows a bowl (with the chain animation on), reads the ring; prints
one JSON object.
"""

from __future__ import annotations

import atspi_session as s


def bowls_in_tree() -> list[tuple[str, list[str]]]:
    return s.items_in_tree(lambda role, name: role == "list item" and name.startswith("Bowl "))


def step_read_tree() -> None:
    s.result["bowls"] = [n for n, _s in bowls_in_tree()]


def step_selected() -> None:
    s.result["selected"] = [n for n, st in bowls_in_tree() if "selected" in n]
    s.key("Return")  # sow, with the step-by-step chain playing


def step_finish() -> None:
    s.result["bowls_after"] = [n for n, _s in bowls_in_tree()]
    s.stop()


s.run(
    [
        (lambda: s.find_app() is not None, 20.0, s.step_focus_window),
        # Home: Tubes "Levels" has focus; Tab goes Daily (Tubes), How to play Tubes,
        # Puzzles, Endless.
        (lambda: False, 1.0, lambda: s.key("Tab", "Tab", "Tab", "Tab", "Return")),
        (lambda: len(bowls_in_tree()) >= 12, 15.0, step_read_tree),
        (s.heard_startswith("Endless."), 5.0, lambda: s.key("space")),
        (s.heard_startswith("Selected bowl"), 5.0, step_selected),
        (s.heard_startswith("Bowl 1: "), 15.0, lambda: s.key("b")),
        (lambda: any(h.count("Bowl ") == 12 for h in s.heard), 10.0, step_finish),
    ]
)
