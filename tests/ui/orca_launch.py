"""Start Orca's own module with its debug log, for the speech tests (Debian's /usr/bin/python3).

Usage: orca_launch.py DEBUG_FILE. The ``orca`` command would first end every other Orca of the
same user (``--replace`` and its start-up check), which breaks parallel runs; this launcher does
what that command does otherwise. There is no speech synthesiser: every utterance still goes to
the log as ``SPEECH OUTPUT: '…'`` (``orca/speech.py`` ``_speak``), which is what the tests read.
"""

import sys

from orca import debug  # type: ignore[import-not-found]

debug.debugLevel = debug.LEVEL_INFO
debug.eventDebugLevel = debug.LEVEL_OFF
debug.debugFile = open(sys.argv[1], "w", buffering=1, encoding="utf-8")  # noqa: SIM115

from orca import orca  # type: ignore[import-not-found]  # noqa: E402

manager = orca.getSettingsManager()
# No speech server (its start-up can stall a test for seconds) and no key echo (the keys are
# the test's, not the app's output); everything else is Orca's default.
manager.activate(None, {"speechServerFactory": "none", "speechFactoryModules": [],
                        "enableKeyEcho": False})
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
