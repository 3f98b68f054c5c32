"""``python -m pebblepour.tools gallery OUTDIR``: the theme gallery page, from the real scene."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from pebblepour.tools import gallery


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pebblepour.tools")
    sub = parser.add_subparsers(dest="command", required=True)
    cmd = sub.add_parser(
        "gallery", help="render every Bowls theme to OUTDIR/<theme>.png and OUTDIR/index.html"
    )
    cmd.add_argument("outdir", metavar="OUTDIR")
    args = parser.parse_args(argv)
    try:
        out = gallery.prepare(args.outdir)
    except gallery.OutdirError as error:
        print(f"pebblepour.tools gallery: {error}", file=sys.stderr)
        return 2
    shots = gallery.write(out)
    for shot in shots:
        for warning in shot.warnings:
            print(f"pebblepour.tools gallery: {shot.name}: {warning}", file=sys.stderr)
    return 1 if any(s.warnings for s in shots) else 0


if __name__ == "__main__":
    sys.exit(main())
