"""What every screen-reader driver shares: Xvfb, the AT-SPI bus, the app, a listener.

Imported by the drivers (atspi_driver.py for Tubes, atspi_bowls_driver.py for Bowls), which
run under Debian's /usr/bin/python3 (pyatspi lives there, not in the venv) inside
``dbus-run-session`` with the arguments VENV_PYTHON PROFILE_DIR DISPLAY_NUMBER. Importing this
module starts the virtual screen, the bus and the app; :func:`run` plays a driver's schedule
and prints one JSON object: what the listener heard and what the tree showed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

venv_python, profile_dir, display_number = sys.argv[1], sys.argv[2], sys.argv[3]
display = f":{display_number}"
env = dict(os.environ, DISPLAY=display)

procs: list[subprocess.Popen[bytes]] = []
xvfb = subprocess.Popen(
    ["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"], stderr=subprocess.DEVNULL
)
procs.append(xvfb)
time.sleep(1.0)
bus = subprocess.Popen(
    ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env, stderr=subprocess.DEVNULL
)
procs.append(bus)
time.sleep(1.0)

app_env = dict(
    env,
    QT_QPA_PLATFORM="xcb",
    QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
    PEBBLEPOUR_PROFILE_DIR=profile_dir,
    LANG="en_US.UTF-8",
)
app = subprocess.Popen(
    [venv_python, "-m", "pebblepour"],
    env=app_env,
    stdout=subprocess.DEVNULL,
    stderr=subprocess.PIPE,
)
procs.append(app)

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


def xdo(*args: str) -> str:
    return subprocess.run(
        ["xdotool", *args], env=env, capture_output=True, text=True, check=False
    ).stdout.strip()


def find_app() -> object | None:
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        child = desktop.getChildAtIndex(i)
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
    xdo("key", "--window", window_id, "--delay", "60", *keys)


def items_in_tree(keep: Callable[[str, str], bool]) -> list[tuple[str, list[str]]]:
    """(name, states) of every accessible whose (role, name) ``keep`` accepts."""
    nodes: list[tuple[str, str, list[str]]] = []
    walk(find_app(), nodes)
    return [(n, s) for r, n, s in nodes if keep(r, n)]


def step_focus_window() -> None:
    global window_id
    for _ in range(50):
        ids = xdo("search", "--onlyvisible", "--name", "^Pebble & Pour$").split()
        if ids:
            window_id = ids[-1]
            break
        time.sleep(0.2)
    result["window"] = bool(window_id)
    xdo("windowfocus", "--sync", window_id)
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
        for p in reversed(procs):
            p.terminate()
        try:
            _out, err = app.communicate(timeout=5)
            result["app_stderr"] = err.decode(errors="replace")[-2000:]
        except Exception:
            app.kill()
        for p in procs:
            try:
                p.wait(timeout=5)
            except Exception:
                p.kill()
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


