"""Whether a screen drawn on a scaled display looks as it does at 1× (issue 43).

A picture taken at display scale ``s`` (``QT_SCALE_FACTOR``, or Wayland above 100 %) is
shrunk to the 1× picture's size with smooth scaling, and both are cut into tiles of
:data:`TILE` pixels. A tile differs by the largest difference of its mean colour, red, green
or blue (0 to 255). Text and curves are drawn afresh at each scale, their edges hinted and
smoothed otherwise and a pixel here or there: in a mean colour that all but cancels out (the
mean of the pixels' absolute differences does not: a line of text moved by one pixel differs
by 20 or more). What is drawn out of place or not at all, as Qt Quick's software renderer
drew what went through ``layer.enabled``, changes the tile's colour. Qt only: QImage.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage

TILE = 32
"""The side of a tile, in 1× pixels."""

THRESHOLD = 24.0
"""A tile differing by more is drawn otherwise. Measured on every screen of the screens tool
(1280x800, English, 100 % text) at display scales 1.25, 1.5, 1.75 and 2 against 1×, and on
How to play, the board editors and Bowls play at every scroll position: a correct render's
worst tile differs by 10.4 (stones one pixel off at 1.5, text of a page scrolled by a
fraction of a pixel). Drawn through the layers of before, the least broken picture (Bowls
play at 1.25, its legend shifted up) had a tile at 58, How to play and the Bowls editor
100 to 147."""


@dataclass(frozen=True)
class Tile:
    """A tile of the 1× picture: its top left corner and how much the pictures differ there."""

    x: int
    y: int
    difference: float

    def __str__(self) -> str:
        return f"tile at ({self.x}, {self.y}): {self.difference:.1f}"


def at_size(image: QImage, size: QSize) -> QImage:
    """``image`` shrunk (or grown) to ``size`` with smooth scaling, as 8-bit RGB."""
    if image.size() != size:
        image = image.scaled(
            size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
    return image.convertToFormat(QImage.Format.Format_RGB888)


def mean_colours(image: QImage, tile: int = TILE) -> list[tuple[int, int, tuple[float, ...]]]:
    """The mean colour (red, green, blue) of each tile of ``image``, row by row, with the
    tile's top left corner; those at the right and bottom edges may be smaller."""
    rgb = at_size(image, image.size())
    width, height, line = rgb.width(), rgb.height(), rgb.bytesPerLine()
    bits = bytes(rgb.constBits())
    means = []
    for top in range(0, height, tile):
        rows = range(top, min(top + tile, height))
        for left in range(0, width, tile):
            right = min(left + tile, width)
            sums = [0, 0, 0]
            for y in rows:
                start = y * line
                for channel in range(3):
                    sums[channel] += sum(bits[start + 3 * left + channel : start + 3 * right : 3])
            count = (right - left) * len(rows)
            means.append((left, top, tuple(s / count for s in sums)))
    return means


def tiles(image: QImage, reference: QImage, tile: int = TILE) -> list[Tile]:
    """Every tile of ``reference`` and how much ``image``, brought to its size, differs
    there: the largest difference of the mean colours' channels."""
    shrunk = mean_colours(at_size(image, reference.size()), tile)
    return [
        Tile(x, y, max(abs(a - b) for a, b in zip(mine, theirs, strict=True)))
        for (x, y, mine), (_, _, theirs) in zip(shrunk, mean_colours(reference, tile), strict=True)
    ]


def differing(
    image: QImage, reference: QImage, threshold: float = THRESHOLD, tile: int = TILE
) -> list[Tile]:
    """The tiles where ``image`` (taken at any display scale) differs from ``reference`` (at
    1×) by more than ``threshold``, worst first: ``[]`` when it is the same screen."""
    over = [t for t in tiles(image, reference, tile) if t.difference > threshold]
    return sorted(over, key=lambda t: -t.difference)
