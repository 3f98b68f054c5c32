"""``python -m pebblepour.tools gallery OUTDIR``: the theme gallery page, from the real scene.
``python -m pebblepour.tools screens OUTDIR [--language L] [--text-size PERCENT]
[--high-contrast] [--size WIDTHxHEIGHT] [--only TEXT] [--scale F]``: every screen and
dialog, and what does not fit."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence

from pebblepour.tools import gallery


def size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"(\d{3,4})x(\d{3,4})", text)
    if not match:
        raise argparse.ArgumentTypeError(f"{text!r} is not a window size such as 1024x700")
    width, height = int(match[1]), int(match[2])
    if width < 960 or height < 680:
        raise argparse.ArgumentTypeError(f"{text} is smaller than the app's window (960x680)")
    return width, height


def display_scale(text: str) -> float:
    from pebblepour.tools.screens import scale_option

    return scale_option(text)


def main(argv: Sequence[str] | None = None) -> int:
    from pebblepour.thai_breaks import use_catalogue_breaks
    from pebblepour.ui.settings import TEXT_SCALES

    use_catalogue_breaks()  # Thai laid out as the app lays it out

    percents = [round(s * 100) for s in TEXT_SCALES]
    parser = argparse.ArgumentParser(prog="python -m pebblepour.tools")
    sub = parser.add_subparsers(dest="command", required=True)
    cmd = sub.add_parser(
        "gallery", help="render every Bowls theme to OUTDIR/<theme>.png and OUTDIR/index.html"
    )
    cmd.add_argument("outdir", metavar="OUTDIR")
    cmd = sub.add_parser(
        "screens",
        help="render every screen and dialog to OUTDIR/*.png and list in OUTDIR/fit.json "
        "the texts that do not fit (exit 1 if any)",
    )
    cmd.add_argument("outdir", metavar="OUTDIR")
    cmd.add_argument(
        "--language", default="en", choices=["en", "th", "es", "ja", "pl", "pseudo"],
        help="the language (pseudo: every string accented and 40%% longer)",
    )
    cmd.add_argument("--text-size", type=int, default=100, choices=percents, metavar="PERCENT",
                     help="text size in percent: " + ", ".join(map(str, percents)))
    cmd.add_argument("--high-contrast", action="store_true")
    cmd.add_argument("--size", type=size, default=(1280, 800), metavar="WIDTHxHEIGHT",
                     help="window size, 1024x700 or larger (default 1280x800)")
    cmd.add_argument("--only", default="", metavar="TEXT",
                     help="only the screens whose name holds TEXT (case ignored)")
    cmd.add_argument("--scale", type=display_scale, default=None, metavar="F",
                     help="display scale 1, 1.25, 1.5, 1.75 or 2 (QT_SCALE_FACTOR); the "
                     "pictures' names end in -xF but at 1")
    args = parser.parse_args(argv)
    try:
        out = gallery.prepare(args.outdir)
    except gallery.OutdirError as error:
        print(f"pebblepour.tools {args.command}: {error}", file=sys.stderr)
        return 2
    if args.command == "screens":
        from pebblepour.tools import screens

        found = screens.write(
            out, args.language, args.text_size, args.high_contrast, args.size, args.only,
            args.scale,
        )
        for line in found:
            print(f"pebblepour.tools screens: {line}", file=sys.stderr)
        return 1 if found else 0
    shots = gallery.write(out)
    for shot in shots:
        for warning in shot.warnings:
            print(f"pebblepour.tools gallery: {shot.name}: {warning}", file=sys.stderr)
    return 1 if any(s.warnings for s in shots) else 0


if __name__ == "__main__":
    sys.exit(main())
