"""``python -m pebblepour`` starts the app."""

from pebblepour.app import main

if __name__ == "__main__":
    raise SystemExit(main())
