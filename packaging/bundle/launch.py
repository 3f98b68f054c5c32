"""Entry point of the standalone bundle (PyInstaller runs this file)."""

from pebblepour.app import main

raise SystemExit(main())
