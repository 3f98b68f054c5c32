"""Entry point of the standalone bundle (PyInstaller runs this file)."""

import multiprocessing

# A search process (pebblepour.session.search_process) starts this executable again: there
# this runs its searches and never reaches the app (before the app's Qt imports).
multiprocessing.freeze_support()

from pebblepour.app import main  # noqa: E402

raise SystemExit(main())
