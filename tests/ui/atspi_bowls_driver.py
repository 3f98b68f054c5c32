"""Play Bowls in the real app as a screen-reader user: Xvfb, the AT-SPI bus, xdotool keys.

Modelled on atspi_driver.py (Tubes). Runs under Debian's /usr/bin/python3 (pyatspi lives
there), inside ``dbus-run-session``. Usage: atspi_bowls_driver.py VENV_PYTHON PROFILE_DIR
DISPLAY_NUMBER. Opens Endless from Home by keyboard, reads the bowls from the AT-SPI tree,
selects and sows a bowl (with the chain animation on), reads the ring; prints one JSON object.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

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


def bowls_in_tree() -> list[tuple[str, list[str]]]:
    nodes: list[tuple[str, str, list[str]]] = []
    walk(find_app(), nodes)
    return [(n, s) for r, n, s in nodes if r == "list item" and n.startswith("Bowl ")]


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


def step_open_endless() -> None:
    # Home: Tubes "Levels" has focus; Tab goes Daily (Tubes), Puzzles, Endless.
    key("Tab", "Tab", "Tab", "Return")


def step_read_tree() -> None:
    result["bowls"] = [n for n, _s in bowls_in_tree()]


def step_select() -> None:
    key("space")


def step_selected() -> None:
    result["selected"] = [n for n, s in bowls_in_tree() if "selected" in s]
    key("Return")  # sow, with the step-by-step chain playing


def step_read_ring() -> None:
    key("b")


def step_finish() -> None:
    result["bowls_after"] = [n for n, _s in bowls_in_tree()]
    pyatspi.Registry.stop()


def heard_startswith(prefix: str) -> object:
    return lambda: any(h.startswith(prefix) for h in heard)


def bowls_shown() -> bool:
    return len(bowls_in_tree()) >= 12


# (wait until this is true, at most this many seconds) then do that.
schedule: list[tuple[object, float, object]] = [
    (lambda: find_app() is not None, 20.0, step_focus_window),
    (lambda: False, 1.0, step_open_endless),
    (bowls_shown, 15.0, step_read_tree),
    (heard_startswith("Endless."), 5.0, step_select),
    (heard_startswith("Selected bowl"), 5.0, step_selected),
    (heard_startswith("Bowl 1: "), 15.0, step_read_ring),
    (lambda: any(h.count("Bowl ") == 12 for h in heard), 10.0, step_finish),
]


def run_schedule(index: int = 0) -> bool:
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
        GLib.timeout_add(300, lambda: run_schedule(index + 1))
        return False

    GLib.timeout_add(200, poll)
    return False


run_schedule()
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
