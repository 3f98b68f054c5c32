"""What every screen-reader driver shares: the desktop (xsession.py), the app, a listener.

Imported by the drivers (atspi_driver.py for Tubes, atspi_bowls_driver.py for Bowls), which
run under Debian's /usr/bin/python3 (pyatspi lives there, not in the venv) inside
``dbus-run-session`` with the arguments VENV_PYTHON PROFILE_DIR (see xsession.run_session).
Importing this module starts the virtual screen, the bus and the app; :func:`run` plays a
driver's schedule and prints one JSON object: what the listener heard and what the tree showed.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]
from xsession import Desktop

venv_python, profile_dir = sys.argv[1], sys.argv[2]
desktop = Desktop()
app = desktop.start_app(venv_python, profile_dir, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                        LANG="en_US.UTF-8")

heard: list[str] = []
focused: list[str] = []
result: dict[str, object] = {"heard": heard, "focused": focused}


def on_event(event: object) -> None:
    etype = str(getattr(event, "type", ""))
    try:
        if etype.startswith("object:announcement"):
            heard.append(str(event.any_data))  # type: ignore[attr-defined]
        elif etype.startswith("object:state-changed:focused") and event.detail1:  # type: ignore[attr-defined]
            focused.append(str(event.source.name))  # type: ignore[attr-defined]
    except Exception as exc:
        heard.append(f"<listener error {exc}>")


pyatspi.Registry.registerEventListener(
    on_event, "object:announcement", "object:state-changed:focused"
)


def find_app() -> object | None:
    root = pyatspi.Registry.getDesktop(0)
    for i in range(root.childCount):
        child = root.getChildAtIndex(i)
        try:
            if child is not None and child.get_process_id() == app.pid:
                return child
        except Exception:
            continue
    return None


def walk(node: object, out: list[tuple[str, str, list[str]]], depth: int = 0) -> None:
    if node is None or depth > 40:
        return
    try:
        role = node.getRoleName()  # type: ignore[attr-defined]
        name = node.name  # type: ignore[attr-defined]
        states = [pyatspi.stateToString(s) for s in node.getState().getStates()]  # type: ignore[attr-defined]
        out.append((role, name, states))
        for i in range(node.childCount):  # type: ignore[attr-defined]
            walk(node.getChildAtIndex(i), out, depth + 1)  # type: ignore[attr-defined]
    except Exception:
        return


window_id = ""


def key(*keys: str) -> None:
    desktop.xdo("key", "--window", window_id, "--delay", "60", *keys)


def items_in_tree(keep: Callable[[str, str], bool]) -> list[tuple[str, list[str]]]:
    """(name, states) of every accessible whose (role, name) ``keep`` accepts."""
    nodes: list[tuple[str, str, list[str]]] = []
    walk(find_app(), nodes)
    return [(n, s) for r, n, s in nodes if keep(r, n)]


def step_focus_window() -> None:
    global window_id
    window_id = desktop.find_window(seconds=10)
    result["window"] = bool(window_id)
    desktop.xdo("windowfocus", "--sync", window_id)
    result["app_found"] = find_app() is not None


def heard_startswith(prefix: str) -> Callable[[], bool]:
    return lambda: any(h.startswith(prefix) for h in heard)


Step = tuple[Callable[[], object], float, Callable[[], None]]


def stop() -> None:
    pyatspi.Registry.stop()


def run(schedule: list[Step]) -> None:
    """Play ``schedule`` (wait until each condition holds, at most its seconds, then act),
    stop everything and print the result as JSON."""
    run_schedule(schedule)
    GLib.timeout_add(60000, lambda: pyatspi.Registry.stop() or False)
    try:
        pyatspi.Registry.start()
    finally:
        result["app_stderr"] = desktop.stop()
    print(json.dumps(result))


def run_schedule(schedule: list[Step], index: int = 0) -> bool:
    """Poll each step's condition every 200 ms; run its action when true or timed out."""
    if index >= len(schedule):
        return False
    ready, limit, action = schedule[index]
    deadline = time.monotonic() + limit

    def poll() -> bool:
        try:
            done = bool(ready()) or time.monotonic() >= deadline  # type: ignore[operator]
        except Exception:
            done = time.monotonic() >= deadline
        if not done:
            return True
        try:
            action()  # type: ignore[operator]
        except Exception as exc:
            result.setdefault("errors", []).append(f"{action}: {exc}")  # type: ignore[union-attr]
        GLib.timeout_add(300, lambda: run_schedule(schedule, index + 1))
        return False

    GLib.timeout_add(200, poll)
    return False


