"""Start Orca's own module with its debug log, for the speech tests (Debian's /usr/bin/python3).

Usage: orca_launch.py DEBUG_FILE [defaults]. The ``orca`` command would first end every other
Orca of the same user (``--replace`` and its start-up check), which breaks parallel runs; this
launcher does what that command does otherwise, for both readers the tests run: Debian 12's
Orca 43.1 (camelCase settings API) and Debian 13's Orca 48 (snake_case). There is no speech
synthesiser: every utterance still goes to the log as ``SPEECH OUTPUT: '…'`` (``orca/speech.py``
``_speak``), which is what the tests read.

The log is written line by line (Orca 48 opens its own ``--debug-file`` block-buffered, so a
poller would see speech seconds late), and every line starts with the wall-clock time it was
written (``1764650000.123 ``), which the tests use to measure the time from a key to its speech
on either reader (43.1 writes no timestamps of its own).

With ``defaults`` Orca keeps a player's settings: key echo on (Orca then interrupts speech at
every key). Otherwise key echo is off, since the keys are the test's, not the app's output. The
speech server is off in both: on a machine without an audio device speech-dispatcher can stall
Orca's first interruption for minutes, and the log is written the same without it.
"""

import sys
import time

from orca import debug  # type: ignore[import-not-found]


class TimedLog:
    """A text file that writes each complete line at once, prefixed with ``time.time()``."""

    def __init__(self, path: str) -> None:
        self.file = open(path, "w", buffering=1, encoding="utf-8")  # noqa: SIM115
        self.partial = ""
        self.name = path

    def __getattr__(self, name: str) -> object:  # anything else Orca asks of its file
        return getattr(self.file, name)

    def write(self, text: str) -> int:
        self.partial += text
        *lines, self.partial = self.partial.split("\n")
        stamp = f"{time.time():.3f} "
        for line in lines:
            self.file.write(stamp + line + "\n")
        return len(text)

    def writelines(self, lines: list[str]) -> None:
        self.write("".join(lines))

    def flush(self) -> None:
        self.file.flush()


debug.debugLevel = debug.LEVEL_INFO
debug.eventDebugLevel = debug.LEVEL_OFF
debug.debugFile = TimedLog(sys.argv[1])

from orca import orca  # type: ignore[import-not-found]  # noqa: E402

settings = {"speechServerFactory": "none", "speechFactoryModules": []}
if "defaults" not in sys.argv[2:]:
    settings["enableKeyEcho"] = False
if hasattr(orca, "getSettingsManager"):  # Orca 43
    manager = orca.getSettingsManager()
    manager.activate(None, settings)
    sys.path.insert(0, manager.getPrefsDir())
else:  # Orca 46 and later
    from orca import settings_manager  # type: ignore[import-not-found]

    manager = settings_manager.get_manager()
    manager.activate(None, settings)
    sys.path.insert(0, manager.get_prefs_dir())
sys.exit(orca.main())
