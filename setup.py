"""Ships the top-level data folders inside the wheel as ``pebblepour/data/<folder>``.

``qml/``, ``resources/``, ``translations/`` and ``packaging/`` live at the top of the
repository (SPEC layout) and reach the sdist through MANIFEST.in; ``build_py`` copies them
into the package, where ``pebblepour.paths`` finds them through ``importlib.resources``. A
build from a tree or sdist that lacks one of them fails here instead of making a wheel that
cannot start.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

# folder -> what of it the installed app reads (translation sources and screenshots stay out)
DATA = {
    "qml": ("*",),
    "resources": ("*",),
    "translations": ("*.qm",),
    "packaging": ("*.desktop", "*.metainfo.xml", "*.png", "*.svg"),
}
SKIP = ("screenshots", "bundle", "__pycache__")


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        root = Path(__file__).resolve().parent
        target = Path(self.build_lib) / "pebblepour" / "data"
        for name, patterns in DATA.items():
            folder = root / name
            files = sorted(
                path
                for pattern in patterns
                for path in folder.rglob(pattern)
                if path.is_file() and not set(path.relative_to(folder).parts) & set(SKIP)
            )
            if not files:
                raise SystemExit(f"setup.py: {folder} is missing or empty; the app needs it")
            for path in files:
                dest = target / name / path.relative_to(folder)
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, dest)


setup(cmdclass={"build_py": BuildWithData})
