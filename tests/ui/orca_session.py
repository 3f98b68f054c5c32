"""A real Orca session around the real app: what a blind player hears, from Orca's log.

Run inside ``dbus-run-session`` (see ``orca_run.py``), on the machine (Orca 43.1) or in the
Debian 13 chroot (Orca 48.1). Starts the desktop (xsession.py: Xvfb, the AT-SPI bus), Orca (via
``orca_launch.py`` under Debian's python3) and the app; ``press`` sends keys with xdotool and
returns what Orca spoke afterwards, read from the ``SPEECH OUTPUT`` lines of its debug log.
``BRAILLE LINE`` entries (Orca 48 writes one for what a braille display would show) are kept
per step too. Every log line carries the time it was written (orca_launch.TimedLog), so each
step also records its latency: from its last key to the first utterance after it.

With ``ORCA_DEFAULTS=1`` in the environment Orca runs with a player's settings (key echo on);
its echo of each key is told apart from the app's speech (:func:`is_key_echo`) and left out.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from xsession import Desktop

# The rule of what a reader is handed, from the app's source (stdlib only): this runs under a
# Python where the app's package may not be installed (Debian's, in the chroot).
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))
from pebblepour.spoken import spoken_form

_LINE = re.compile(
    r"^(\d+\.\d+) (?:[\d:.]+ - )?SPEECH OUTPUT: '(.*)'(?: voice=\S+)?\s*(?:\{.*\}|ACSS.*)?\s*$"
)
_BRAILLE = re.compile(r"^(\d+\.\d+) (?:[\d:.]+ - )?BRAILLE LINE:  '(.*)'\s*$")
# Both readers log each key they are handed, press and release (their keystroke listener).
_RELEASED = re.compile(r"^(\d+\.\d+) KEYBOARD_EVENT:  type=ATSPI_KEY_RELEASED_EVENT")
DEFAULTS = os.environ.get("ORCA_DEFAULTS") == "1"
# A session stops sending keys after this long, and reports what it heard so far (the runner
# gives up on a driver at 240 s, and then there is no transcript to tell where it went wrong).
BUDGET = 210.0


def is_key_echo(utterance: str, keys: list[str]) -> bool:
    """Whether ``utterance`` is Orca's echo of one of ``keys`` (xdotool names) rather than
    anything the app said: the app never speaks a bare key name.

    >>> is_key_echo("left shift", ["shift+Tab"])
    True
    >>> is_key_echo("Tab", ["shift+Tab"])
    True
    >>> is_key_echo("Return", ["space"])
    False
    """
    said = utterance.strip().lower()
    for key in keys:
        for part in key.lower().split("+"):
            names = {part, "left " + part, "right " + part, {"return": "enter"}.get(part, part)}
            if said in names:
                return True
    return False


HERE = Path(__file__).parent


class OrcaSession:
    def __init__(self, venv_python: str, profile_dir: str, lang: str,
                 desktop: Desktop | None = None, noticed: str = "frame") -> None:
        self.transcript: list[dict[str, object]] = []
        self.errors: list[str] = []
        self.started = time.monotonic()
        self.tmp = Path(tempfile.mkdtemp(prefix="orca-"))
        self.log = self.tmp / "orca.log"
        # The log read as it grows: (time written, text) per kind of line.
        self._offset = 0
        self._partial = b""
        self._seen: dict[re.Pattern[str], list[tuple[float, str]]] = {
            _LINE: [], _BRAILLE: [], _RELEASED: []}
        # ``desktop``: where the app runs (wayland_session.WaylandDesktop: on sway, keys by
        # wtype); by default Xvfb's, keys by xdotool. ``noticed``: what Orca says once it has
        # noticed the window (on X11 the frame's name; on Wayland Orca 43.1 says no frame).
        self.desktop = desktop or Desktop()
        home = self.tmp / "home"
        home.mkdir()
        orca_env = dict(self.desktop.env, HOME=str(home), GSETTINGS_BACKEND="memory",
                        XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local"))
        self.desktop.spawn(["/usr/bin/python3", str(HERE / "orca_launch.py"), str(self.log),
                            *(["defaults"] if DEFAULTS else [])], orca_env)
        self.ready = self._wait(lambda: "Screen reader on." in self.spoken(), 30)
        # Orca turns accessibility on (no QT_LINUX_ACCESSIBILITY_ALWAYS_ON).
        self.desktop.start_app(venv_python, profile_dir, LANG=lang, LANGUAGE="", LC_ALL="")
        self.window = self.desktop.find_window("Pebble & Pour")  # in any language
        # No window manager: give the window focus without --sync (it would wait for ever),
        # again until Orca has noticed it (it names the frame).
        for _ in range(10):
            time.sleep(0.5)
            self._xdo("windowfocus", self.window)
            if self._wait(lambda: any(noticed in u for u in self.spoken()), 2.0):
                break
        time.sleep(0.5)

    def _xdo(self, *args: str) -> str:
        return self.desktop.xdo(*args)

    @staticmethod
    def _wait(cond: Callable[[], bool], seconds: float, step: float = 0.05) -> bool:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if cond():
                return True
            time.sleep(step)
        return False

    def _lines(self, pattern: re.Pattern[str]) -> list[tuple[float, str]]:
        """What the log holds so far of ``pattern``'s kind, reading only what was added."""
        try:
            with self.log.open("rb") as f:
                f.seek(self._offset)
                added = f.read()
        except FileNotFoundError:
            added = b""
        self._offset += len(added)
        *complete, self._partial = (self._partial + added).split(b"\n")
        for raw in complete:
            # The typeset catalogues' characters (no-break space after a one-letter word,
            # zero-width space between Thai words) reach the reader in the items' names; the
            # sentences compared are the words (Orca 43.1 itself speaks U+00A0 as a space;
            # braille shows a blank cell and drops U+200B).
            line = spoken_form(raw.decode("utf-8", errors="replace"))
            for kind, found in self._seen.items():
                if m := kind.search(line):
                    found.append((float(m.group(1)), m.group(2) if kind.groups > 1 else ""))
        return list(self._seen[pattern])

    def timed(self) -> list[tuple[float, str]]:
        """(time written, utterance) of everything Orca spoke so far."""
        return self._lines(_LINE)

    def spoken(self) -> list[str]:
        return [u for _t, u in self.timed()]

    def braille(self) -> list[str]:
        return [b for _t, b in self._lines(_BRAILLE)]

    def _quiet_for(self, quiet: float, limit: float = 30.0) -> bool:
        """Wait until Orca has said nothing new for ``quiet`` seconds, counted from the last
        utterance seen (so a step ends ``quiet`` after its speech, not up to twice that);
        False if it was still speaking after ``limit`` seconds."""
        start = last = time.monotonic()
        count = len(self.spoken())
        while time.monotonic() - last < quiet:
            if time.monotonic() - start > limit:
                return False
            time.sleep(0.05)
            now = len(self.spoken())
            if now != count:
                count, last = now, time.monotonic()
        return True

    def press(self, label: str, *keys: str, until: str = "", timeout: float = 12.0,
              quiet: float = 0.8, silent_ok: bool = False) -> list[str]:
        """Send ``keys``; wait until a new utterance matches ``until`` (a regex; any utterance
        if empty), then until Orca has been quiet for ``quiet`` seconds. Returns the new
        utterances and records them in the transcript under ``label``. With ``silent_ok``,
        hearing nothing within ``timeout`` is not an error (a reader may stay silent there).
        Past the session's budget it sends nothing, and says so once in the errors."""
        if self.out_of_time(label):
            return []
        start = len(self.spoken())
        braille_start = len(self.braille())
        began = time.monotonic()
        last_key = time.time()
        # One key at a time: Qt hands every key to the AT-SPI registry first and takes it back
        # unanswered after a timeout, so keys sent in a burst can arrive out of order while
        # Orca is busy speaking.
        # Orca logs each key it was handed; the next key waits until it has had the last one
        # whole (up to 0.35 s, the old fixed pause, should a reader not log it).
        for k in keys:
            released = len(self._lines(_RELEASED))
            last_key = time.time()
            self._xdo("key", "--window", self.window, k)
            self._wait(lambda n=released: len(self._lines(_RELEASED)) > n, 0.35, step=0.01)
        pattern = re.compile(until) if until else None

        def heard() -> bool:
            new = [u for u in self.spoken()[start:] if not is_key_echo(u, list(keys))]
            return any(pattern.search(u) for u in new) if pattern else bool(new)

        sent = time.monotonic()
        if not self._wait(heard, timeout) and not silent_ok:
            self.errors.append(f"{label}: nothing matching {until!r}")
        latency = round(time.monotonic() - sent, 2)
        if not self._quiet_for(quiet):
            self.errors.append(f"{label}: still speaking after 30 s")
        timed = [(t, u) for t, u in self.timed()[start:] if not is_key_echo(u, list(keys))]
        after = [t for t, _u in timed if t >= last_key]
        new = [u for _t, u in timed]
        self.transcript.append({"step": label, "keys": list(keys), "spoken": new,
                                "braille": self.braille()[braille_start:], "seconds": latency,
                                "at": round(began - self.started, 2),
                                "latency": round(after[0] - last_key, 3) if after else None})
        return new

    def type_text(self, label: str, text: str, quiet: float = 0.8) -> list[str]:
        """Type ``text`` into the focused field, as a person does (xdotool type, 120 ms a key:
        at 30 ms a key, on a loaded machine, Orca 43.1 found the app slow to answer and fell
        silent for good); records what Orca said meanwhile (its echo, if any) under ``label``."""
        if self.out_of_time(label):
            return []
        start = len(self.spoken())
        self._xdo("type", "--window", self.window, "--delay", "120", text)
        self._quiet_for(quiet)
        new = self.spoken()[start:]
        self.transcript.append({"step": label, "keys": [], "spoken": new, "braille": [],
                                "seconds": 0.0, "latency": None})
        return new

    def tab_to(self, label: str, pattern: str, limit: int = 12) -> bool:
        """Press Tab until Orca speaks an utterance matching ``pattern`` (the focused item)."""
        for _ in range(limit):
            if self.out_of_time(label):
                return False
            said = self.press(label, "Tab", until=".", timeout=8, quiet=0.5)
            if any(re.search(pattern, u) for u in said):
                return True
        self.errors.append(f"{label}: Tab never reached {pattern!r}")
        return False

    def out_of_time(self, label: str) -> bool:
        """Whether the session is past its budget (noted once, at the first step refused)."""
        if time.monotonic() - self.started < BUDGET:
            return False
        note = f"out of time ({BUDGET:.0f} s) at {label}"
        if not any(e.startswith("out of time") for e in self.errors):
            self.errors.append(note)
        return True

    def finish(self) -> None:
        keep = os.environ.get("ORCA_KEEP_LOG")  # a file, or a folder for a log per session
        if keep:
            to = Path(keep)
            if to.is_dir():
                to = to / f"{Path(sys.argv[0]).stem}-{sys.argv[3]}-{os.getpid()}.log"
            to.write_bytes(self.log.read_bytes())
        stderr = self.desktop.stop()
        keys = [k for step in self.transcript for k in step["keys"]]  # type: ignore[attr-defined]
        print(json.dumps({"ready": self.ready, "window": bool(self.window),
                          "transcript": self.transcript, "errors": self.errors,
                          "all": [u for u in self.spoken() if not is_key_echo(u, keys)],
                          "braille": self.braille(), "app_stderr": stderr}))


def option(name: str) -> str | None:
    """A driver's ``NAME=value`` argument (taken out of ``sys.argv``, wherever it is), or None."""
    for arg in sys.argv[4:]:
        if arg.startswith(name + "="):
            sys.argv.remove(arg)
            return arg.split("=", 1)[1]
    return None


def continue_puzzle(s: OrcaSession, spec: str) -> None:
    """Home's Continue for an unfinished puzzle, then its last move. ``spec`` is
    ``LABEL|RESUMED|BOWL``: the button's label (a regex), the start of the resume sentence (a
    regex) and the bowl (1-based) to select and sow from the first bowl, Home."""
    label, resumed, bowl = spec.split("|")
    s.press("home for the puzzle", "Escape", until=".", timeout=8, quiet=1.0)
    if s.tab_to("to continue", label, limit=20):
        s.press("resume", "Return", until=resumed, timeout=15, quiet=1.0)
        # Two steps: keys in a burst that end on the bowl focused before are not read (Orca
        # 43.1 drops the focus events on the way, and the last is no change).
        s.press("to bowl 1", "Home")
        # Until the bowl is named (its number the first in the sentence, in any language):
        # under load Orca 43.1 named bowl 2 on the way and bowl 7 a second later.
        s.press("to the bowl", *["Right"] * (int(bowl) - 1), until=rf"^\D*{bowl}(?!\d)",
                quiet=1.0)
        s.press("select the bowl", "space")
        s.press("chain", "Return", until=r" dialog", timeout=15, quiet=2.0)


def start() -> OrcaSession:
    """The session for a driver: argv = VENV_PYTHON PROFILE_DIR LANG [driver's own...]."""
    venv_python, profile_dir, lang = sys.argv[1:4]
    return OrcaSession(venv_python, profile_dir, lang)
