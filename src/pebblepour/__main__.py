"""``python -m pebblepour`` starts the app."""

from pebblepour.app import main

raise SystemExit(main())
