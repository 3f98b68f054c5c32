"""A headless Wayland desktop for the end-to-end tests: sway, keys by wtype, pictures by grim.

Debian 12's sway 1.7 with ``WLR_BACKENDS=headless`` (no screen, no input device) and
``WLR_RENDERER=pixman`` (drawn on the CPU: the same on a machine with a GPU as without), its
one output made with ``swaymsg create_output``. sway refuses to run as root ("Unable to drop
root"): run by root (the test machine), it runs as ``nobody`` (in every Debian, unlike a user
the tests would have to create and remove), with a runtime folder of its own that only
``nobody`` may enter; everything else (the app, grim, wtype, swaymsg) runs as the test does
and reaches sway's sockets by their full paths (root may open any socket). No Xwayland: the app
is a Wayland client, and the screen reader has an Xvfb of its own.

Keys: with no input device, a ``wtype`` sending one key adds a virtual keyboard and removes it
again before Qt has read the key (Qt then drops it): a background ``wtype -s 900000`` keeps a
virtual keyboard present for the whole session, and each key is a short ``wtype`` beside it.

:class:`WaylandDesktop` is the readers' :class:`xsession.Desktop` (Xvfb and the AT-SPI bus, for
Orca, which needs an X display) with the app on sway instead: its ``xdo`` answers the few
xdotool commands ``orca_session.OrcaSession`` sends (find the window, focus it, keys, typing)
on Wayland. Standard library only.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

try:  # as a driver (orca_session's way), or imported by a test
    from xsession import APP_AT_TIME, Desktop
except ImportError:
    from tests.ui.xsession import APP_AT_TIME, Desktop

TOOLS = ("sway", "swaymsg", "wtype", "grim", "setpriv")
OUTPUT = "HEADLESS-1"
#: The unprivileged user sway runs as when the tests run as root.
USER = "nobody"


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


class Sway:
    """A headless sway with one output of ``width`` x ``height`` at scale 1; :meth:`stop`."""

    def __init__(self, width: int = 1280, height: int = 800) -> None:
        # In /tmp, not $TMPDIR: sway (nobody) must reach its config and runtime folder.
        self.tmp = Path(tempfile.mkdtemp(prefix="sway-", dir="/tmp"))
        os.chmod(self.tmp, 0o755)
        self.runtime = self.tmp / "run"  # sway's XDG_RUNTIME_DIR: its sockets
        self.runtime.mkdir(mode=0o700)
        # The clients' own XDG_RUNTIME_DIR (Qt warns without one, or with one it does not own).
        self.client_runtime = self.tmp / "client"
        self.client_runtime.mkdir(mode=0o700)
        drop: list[str] = []
        if os.geteuid() == 0:
            import pwd

            who = pwd.getpwnam(USER)
            os.chown(self.runtime, who.pw_uid, who.pw_gid)
            drop = ["setpriv", f"--reuid={who.pw_uid}", f"--regid={who.pw_gid}",
                    "--clear-groups"]
        config = self.tmp / "config"
        # No Xwayland (none installed, none needed), no borders, no bar: the app's window
        # fills the output, as a maximised window on a player's desktop.
        config.write_text("xwayland disable\ndefault_border none\ndefault_floating_border none\n")
        os.chmod(config, 0o644)
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(self.runtime),
            "XDG_RUNTIME_DIR": str(self.runtime),
            "WLR_BACKENDS": "headless",
            "WLR_LIBINPUT_NO_DEVICES": "1",
            "WLR_HEADLESS_OUTPUTS": "0",
            "WLR_RENDERER": "pixman",
        }
        self.log = self.tmp / "sway.log"
        with self.log.open("wb") as log:
            self.proc = subprocess.Popen([*drop, "sway", "-c", str(config)], env=env,
                                         stdout=log, stderr=subprocess.STDOUT,
                                         stdin=subprocess.DEVNULL)
        self.keyboard: subprocess.Popen[bytes] | None = None
        self.socket = ""
        self.ipc = ""
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not (self.socket and self.ipc):
            if self.proc.poll() is not None:
                break
            for entry in self.runtime.iterdir():
                if entry.name.startswith("wayland-") and not entry.name.endswith(".lock"):
                    self.socket = str(entry)
                elif entry.name.startswith("sway-ipc."):
                    self.ipc = str(entry)
            time.sleep(0.05)
        if not (self.socket and self.ipc):
            self.stop()
            raise RuntimeError("sway did not start: " + self.log.read_text(errors="replace"))
        self.msg("create_output")
        self.msg("output", OUTPUT, "mode", f"{width}x{height}")

    @property
    def env(self) -> dict[str, str]:
        """What a Wayland client of this sway needs (the socket by its full path)."""
        return {"WAYLAND_DISPLAY": self.socket, "XDG_RUNTIME_DIR": str(self.client_runtime)}

    def client_env(self) -> dict[str, str]:
        clean = {k: v for k, v in os.environ.items()
                 if k not in ("DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR")}
        return {**clean, **self.env}

    def msg(self, *args: str) -> object:
        """``swaymsg ARGS`` (raw JSON answer); a command sway refuses raises."""
        proc = subprocess.run(["swaymsg", "-s", self.ipc, "-r", *args], capture_output=True,
                              text=True, timeout=15, check=False)
        answer: object = json.loads(proc.stdout) if proc.stdout.strip() else None
        if proc.returncode != 0 or (isinstance(answer, list)
                                    and not all(a.get("success") for a in answer)):
            raise RuntimeError(f"swaymsg {' '.join(args)}: {proc.stdout}{proc.stderr}")
        return answer

    def output(self) -> dict[str, object]:
        """The output's state (``swaymsg -t get_outputs``): mode, scale, rect."""
        outputs = self.msg("-t", "get_outputs")
        assert isinstance(outputs, list)
        found: dict[str, object] = next(o for o in outputs if o["name"] == OUTPUT)
        return found

    def windows(self) -> list[dict[str, object]]:
        """The app windows sway manages (leaves of its tree with a ``pid``)."""
        found: list[dict[str, object]] = []

        def walk(node: dict[str, object]) -> None:
            if node.get("pid"):
                found.append(node)
            for key in ("nodes", "floating_nodes"):
                for child in node.get(key) or []:  # type: ignore[attr-defined]
                    walk(child)

        tree = self.msg("-t", "get_tree")
        assert isinstance(tree, dict)
        walk(tree)
        return found

    def set_scale(self, scale: float, width: int, height: int) -> None:
        """The output's scale, and its mode in pixels (``width`` x ``height``)."""
        self.msg("output", OUTPUT, "mode", f"{width}x{height}", "scale", f"{scale:g}")

    def grim(self, path: Path) -> Path:
        """A picture of the whole output (its pixels: at scale 2, twice the logical size)."""
        subprocess.run(["grim", "-o", OUTPUT, str(path)], env=self.client_env(), check=True,
                       timeout=20, capture_output=True)
        return path

    def hold_keyboard(self) -> None:
        """The virtual keyboard present all along (see the module's docstring)."""
        if self.keyboard is None:
            self.keyboard = subprocess.Popen(["wtype", "-s", "900000"], env=self.client_env(),
                                             stdout=subprocess.DEVNULL,
                                             stderr=subprocess.DEVNULL)
            time.sleep(0.3)

    def key(self, key: str) -> None:
        """One key, in xdotool's spelling (``shift+Tab``, ``Return``, ``space``, ``1``)."""
        *mods, name = key.split("+")
        mods = [{"ctrl": "ctrl", "control": "ctrl", "alt": "alt", "shift": "shift",
                 "super": "logo"}[m.lower()] for m in mods]
        cmd = ["wtype"]
        for m in mods:
            cmd += ["-M", m]
        cmd += ["-k", name]
        for m in reversed(mods):
            cmd += ["-m", m]
        subprocess.run(cmd, env=self.client_env(), check=False, timeout=10,
                       capture_output=True)

    def type_text(self, text: str, delay_ms: int) -> None:
        subprocess.run(["wtype", "-d", str(delay_ms), "--", text], env=self.client_env(),
                       check=False, timeout=60, capture_output=True)

    def stop(self) -> None:
        for proc in (self.keyboard, self.proc):
            if proc is not None and proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    proc.kill()
        shutil.rmtree(self.tmp, ignore_errors=True)


class WaylandDesktop(Desktop):
    """Xvfb and the AT-SPI bus for the reader (:class:`xsession.Desktop`), the app on sway."""

    def __init__(self, sway: Sway) -> None:
        super().__init__()
        self.sway = sway

    def start_app(self, venv_python: str, profile_dir: str,
                  **env: str) -> subprocess.Popen[bytes]:
        """The app on Wayland only: no DISPLAY (the X server is the reader's). Its stderr goes
        to a file, all of it kept (:meth:`stop` returns it)."""
        app_env = {k: v for k, v in self.env.items() if k != "DISPLAY"}
        app_env.update(self.sway.env, QT_QPA_PLATFORM="wayland",
                       PEBBLEPOUR_PROFILE_DIR=profile_dir, **env)
        self.stderr = self.sway.tmp / "app.stderr"
        with self.stderr.open("wb") as err:
            self.wayland_app = subprocess.Popen([venv_python, str(APP_AT_TIME)], env=app_env,
                                                stdout=subprocess.DEVNULL, stderr=err)
        self.procs.append(self.wayland_app)
        return self.wayland_app

    def stop(self) -> str:
        """End the app, the reader's desktop and sway; returns all the app wrote to stderr."""
        super().stop()
        text = self.stderr.read_text(errors="replace") if hasattr(self, "stderr") else ""
        self.sway.stop()
        return text

    def xdo(self, *args: str) -> str:
        """The xdotool commands the reader's session sends, done on sway."""
        match args:
            case ("search", *_rest, title):
                import re

                return " ".join(str(w["id"]) for w in self.sway.windows()
                                if w.get("pid") == self.wayland_app.pid
                                and re.search(title, str(w.get("name") or "")))
            case ("windowfocus", window):
                self.sway.msg(f"[con_id={window}]", "focus")
            case ("key", "--window", _window, key):
                self.sway.key(key)
            case ("type", "--window", _window, "--delay", delay, text):
                self.sway.type_text(text, int(delay))
            case _:
                raise NotImplementedError(f"xdotool {args} on Wayland")
        return ""


# The driver: a blind player's keyboard-only session on Wayland, with Orca 43.1 listening.
#
# Usage (inside dbus-run-session): wayland_session.py VENV_PYTHON PROFILE_DIR LANG PICTURES
# Tubes level 1 solved pour by pour, back Home, Bowls puzzle 1 solved by its hint, back Home;
# then the display's scale goes from 1 to 2 (the output's pixels doubled: the same logical
# size) and back to 1 while the app runs, a grim picture after each change, and a Tab heard
# after each. Prints orca_session's JSON; writes PICTURES/run.json: "pictures" (name -> file)
# and "rescale_seconds" (how long each scale change took to give a whole window).

#: How long a scale change may take to give a whole window (the app waits 0.3 s for the
#: compositor to settle, then makes its surface again), polled by picture.
RESCALE_SECONDS = 10.0


def _same_screen(picture: Path, reference: Path) -> bool:
    from PySide6.QtGui import QImage

    from pebblepour.tools import pixels

    return not pixels.differing(QImage(str(picture)), QImage(str(reference)))


def _still(sway: Sway, path: Path, seconds: float = 5.0) -> Path:
    """A picture of a screen at rest: taken again until two in a row are the same (a
    transition or the focus frame moving would otherwise be the reference)."""
    from PySide6.QtGui import QImage

    began = time.monotonic()
    last = QImage(str(sway.grim(path)))
    while time.monotonic() - began < seconds:
        time.sleep(0.3)
        now = QImage(str(sway.grim(path)))
        if now == last:
            break
        last = now
    return path


def _rescale(sway: Sway, pictures: Path, name: str, scale: int, reference: Path,
             took: dict[str, float]) -> Path:
    """Change the output's scale (its pixels to match: the same logical size), then take
    pictures until one shows the same screen as ``reference`` (or the time is up): the last
    one taken."""
    began = time.monotonic()
    sway.set_scale(scale, 1280 * scale, 800 * scale)
    shot = pictures / f"{name}.png"
    while True:
        time.sleep(0.3)
        sway.grim(shot)
        if _same_screen(shot, reference) or time.monotonic() - began > RESCALE_SECONDS:
            break
    took[name] = round(time.monotonic() - began, 2)
    return shot


def _drive() -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    import orca_session

    from pebblepour.tubes.levels import level
    from pebblepour.tubes.solver import solve_optimal

    venv_python, profile_dir, lang, pictures_dir = sys.argv[1:5]
    pictures = Path(pictures_dir)
    sway = Sway()
    try:
        sway.hold_keyboard()
        desktop = WaylandDesktop(sway)
    except BaseException:
        sway.stop()
        raise
    # Orca 43.1 hears no window activation from a Wayland window (it never says "frame"):
    # the window is noticed when the focused button is read.
    try:
        s = orca_session.OrcaSession(venv_python, profile_dir, lang, desktop=desktop,
                                     noticed=" push button")
    except BaseException:
        desktop.stop()
        raise
    shots: dict[str, str] = {}
    took: dict[str, float] = {}
    try:
        # Tubes level 1, pour by pour (digit keys reach a tube, space selects and pours).
        # (Home opens on Levels.)
        s.press("levels", "Return", until=r"^Level 1,", timeout=10)
        s.press("start", "Return", until=r"^Level 1\.", timeout=15)
        shots["tubes"] = str(sway.grim(pictures / "tubes.png"))
        moves = solve_optimal(level(1).board).moves
        for n, (src, dst) in enumerate(moves):
            last = n + 1 == len(moves)
            s.press(f"pour {n + 1}", str(src + 1), "space", str(dst + 1), "space",
                    until=r" dialog" if last else r"^Poured ", timeout=12,
                    quiet=1.2 if last else 0.8)
        s.press("back to the list", "Escape", until=r".", timeout=8)
        s.press("home after the level", "Escape", until=r".", timeout=8, quiet=1.0)
        # Bowls puzzle 1: the hint's bowl, selected and sown.
        s.tab_to("to puzzles", r"^Puzzles\b", limit=12)
        s.press("puzzles", "Return", until=r"^Puzzle 1,", timeout=10)
        s.press("puzzle", "Return", until=r"^Puzzle 1\. ", timeout=15)
        shots["bowls"] = str(sway.grim(pictures / "bowls.png"))
        s.press("hint", "h", until=r"^Hint: ", timeout=10)
        s.press("select", "space", until=r"^Selected bowl ")
        s.press("sow", "Return", until=r" dialog", timeout=15, quiet=2.0)
        s.press("back to the puzzles", "Escape", until=r".", timeout=8)
        s.press("home after the puzzle", "Escape", until=r".", timeout=8, quiet=1.0)
        # The scale, from 1 to 2 and back, while the app runs, on Home.
        one = _still(sway, pictures / "scale-1.png")
        shots["scale-1"] = str(one)
        shots["scale-2"] = str(_rescale(sway, pictures, "scale-2", 2, one, took))
        # (Orca 43.1 says nothing as the window is made again: it hears no window activation
        # on Wayland.)
        s.press("listen at 2", timeout=1.5, quiet=1.0, silent_ok=True)
        s.press("tab at 2", "Tab", until=r".", timeout=10)
        s.press("back", "shift+Tab", until=r".", timeout=10)
        # (Back on the button of the picture at 1: the same screen again.)
        shots["scale-1-again"] = str(_rescale(sway, pictures, "scale-1-again", 1, one, took))
        s.press("listen at 1", timeout=1.5, quiet=1.0, silent_ok=True)
        s.press("tab at 1", "Tab", until=r".", timeout=10)
    finally:
        # (orca_session prints the transcript's JSON; the pictures and timings are a file.)
        (pictures / "run.json").write_text(json.dumps({"pictures": shots,
                                                       "rescale_seconds": took}))
        s.finish()


if __name__ == "__main__":
    _drive()
