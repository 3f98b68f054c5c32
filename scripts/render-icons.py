"""Renders the hicolor PNG icons from the scalable SVG (run after changing the SVG).

Usage: .venv/bin/python scripts/render-icons.py
"""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

APP_ID = "io.github.pebblepour.pebblepour"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
HICOLOR = Path(__file__).resolve().parents[1] / "packaging" / "icons" / "hicolor"

app = QGuiApplication(["render-icons", "-platform", "offscreen"])
renderer = QSvgRenderer(str(HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"))
for size in SIZES:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    target = HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target), "PNG"):
        raise SystemExit(f"cannot write {target}")
    print(target.relative_to(HICOLOR.parents[1]), target.stat().st_size, "bytes")
