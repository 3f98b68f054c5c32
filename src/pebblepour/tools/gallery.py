"""Render every Bowls theme from the real QML scene, offscreen, and write a gallery page.

Each theme is drawn by ``ThemePreview`` (the game's own backdrop, ring, bowl and stone
components) on the same sample position, with ambient motion stopped, into
``OUTDIR/<theme>.png``; ``OUTDIR/index.html`` shows the seven pictures with their names and
English descriptions as alt text.
"""

from __future__ import annotations

import html
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from pebblepour.profile.settings import THEMES

WIDTH, HEIGHT = 1600, 1000
"""Picture size in pixels (the page asks for at least 1280 x 800)."""


class OutdirError(ValueError):
    """OUTDIR is malformed or cannot be written."""


@dataclass
class StoneSpot:
    """Where a stone was drawn in a picture (pixels)."""

    letter: str
    x: float
    y: float
    radius: float


@dataclass
class Shot:
    """One rendered theme."""

    name: str
    title: str
    description: str
    path: Path | None = None
    stones: list[StoneSpot] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def prepare(outdir: str) -> Path:
    """Check OUTDIR and create it; raise :class:`OutdirError` with one plain sentence."""
    if not outdir.strip() or "\0" in outdir:
        raise OutdirError(f"OUTDIR {outdir!r} is not a folder name")
    path = Path(outdir)
    if path.exists() and not path.is_dir():
        raise OutdirError(f"OUTDIR {outdir} exists and is not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as error:
        raise OutdirError(f"cannot write to OUTDIR {outdir}: {error.strerror or error}") from None
    return path


def render(names: tuple[str, ...] = THEMES, width: int = WIDTH, height: int = HEIGHT) -> list[
    tuple[Shot, object]
]:
    """Render each theme; return its :class:`Shot` and the ``QImage`` (offscreen, no window)."""
    if "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("QT_QUICK_CONTROLS_STYLE", "Basic")
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QUrl
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlComponent, QQmlEngine
    from PySide6.QtQuick import QQuickItem, QQuickWindow

    from pebblepour.app import choose_renderer
    from pebblepour.paths import data_dir
    from pebblepour.profile.profile import Profile
    from pebblepour.ui import services

    app = QGuiApplication.instance()
    if app is None:
        choose_renderer()
        app = QGuiApplication(["pebblepour-gallery"])
    # A fresh profile of its own (no achievements, default settings), whatever else runs.
    previous = services._current
    scratch = tempfile.TemporaryDirectory()
    own = services.Services(profile=Profile.open(Path(scratch.name) / "profile.sqlite3"))
    services.install(own)
    out: list[tuple[Shot, object]] = []
    try:
        engine = QQmlEngine()
        engine.addImportPath(str(data_dir("qml")))
        warnings: list[str] = []
        engine.warnings.connect(lambda errors: warnings.extend(e.toString() for e in errors))
        for name in names:
            warnings.clear()
            source = (
                "import QtQuick\nimport PebblePour\n"
                f"Window {{ width: {width}; height: {height}; visible: true; color: 'black'\n"
                "  ThemePreview { anchors.fill: parent\n"
                f"    look: BowlsLook {{ name: '{name}'; hc: false; moving: false }} }} }}\n"
            )
            component = QQmlComponent(engine)
            component.setData(source.encode(), QUrl.fromLocalFile(str(data_dir("qml") / "g.qml")))
            window = component.create()
            if not isinstance(window, QQuickWindow):
                errors = [e.toString() for e in component.errors()]
                out.append((Shot(name, name, "", warnings=errors or ["did not load"]), None))
                continue
            window.show()
            clock = QElapsedTimer()
            clock.start()
            while clock.elapsed() < 300:
                QCoreApplication.processEvents()
            image = window.grabWindow()
            preview = window.contentItem().childItems()[0]
            shot = Shot(name, str(preview.property("title")), str(preview.property("description")))
            stack: list[QQuickItem] = [window.contentItem()]
            while stack:
                item = stack.pop()
                # (Only items: PySide has been seen to hand back a stale wrapper of another
                # type for an address reused after an earlier scene in the same process.)
                stack.extend(c for c in item.childItems() if isinstance(c, QQuickItem))
                if type(item).__name__ == "QQuickItem" and item.metaObject().className().startswith(
                    "Stone_"
                ):
                    at = item.mapToScene(QPointF(item.width() / 2, item.height() / 2))
                    ratio = image.width() / width
                    shot.stones.append(
                        StoneSpot(
                            str(item.property("letter")),
                            at.x() * ratio,
                            at.y() * ratio,
                            item.width() / 2 * ratio,
                        )
                    )
            shot.warnings = list(warnings)
            out.append((shot, image))
            window.close()
            window.deleteLater()
            QCoreApplication.processEvents()
        del engine
    finally:
        own.close()
        services._current = previous
        scratch.cleanup()
    return out


def write(outdir: Path) -> list[Shot]:
    """Render every theme into ``outdir`` and write ``index.html``; return the shots."""
    shots: list[Shot] = []
    for shot, image in render():
        if image is not None:
            shot.path = outdir / f"{shot.name}.png"
            if not image.save(str(shot.path)):  # type: ignore[attr-defined]
                shot.warnings.append(f"could not save {shot.path}")
        shots.append(shot)
    (outdir / "index.html").write_text(page(shots), encoding="utf-8")
    return shots


def page(shots: list[Shot]) -> str:
    """The gallery page: every picture with its name and English alt text."""
    figures = "\n".join(
        f'  <figure>\n    <img src="{html.escape(s.name)}.png" width="{WIDTH // 2}" '
        f'height="{HEIGHT // 2}" alt="{html.escape(alt_text(s))}">\n'
        f"    <figcaption><strong>{html.escape(s.title)}</strong> {html.escape(s.description)}"
        "</figcaption>\n  </figure>"
        for s in shots
    )
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        "<title>Pebble &amp; Pour: the seven Bowls themes</title>\n"
        "<style>body{background:#0e1522;color:#fff;font-family:sans-serif;margin:2rem}"
        "figure{display:inline-block;margin:1rem;max-width:820px}"
        "img{max-width:100%;height:auto;border-radius:12px}</style>\n</head>\n<body>\n"
        "<h1>The seven Bowls themes</h1>\n"
        "<p>Achievements in any mode unlock the themes in this order. A theme changes the "
        "bowls and their surroundings only: the rules, the five stone colours and their white "
        "symbols stay the same.</p>\n"
        f"{figures}\n</body>\n</html>\n"
    )


def alt_text(shot: Shot) -> str:
    """What the picture shows, in English."""
    return (
        f"The {shot.title} theme: twelve bowls in a ring holding red, yellow, green, blue and "
        f"purple stones with white symbols. {shot.description}"
    )
