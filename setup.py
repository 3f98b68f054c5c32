"""Copies the top-level qml/, resources/ and translations/ folders into the wheel.

They live at the top of the repository (see SPEC layout) but must ship inside the
``pebblepour`` package so that a plain ``pip install .`` runs; ``pebblepour.paths`` finds
them in either place.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

DATA_DIRS = ("qml", "resources", "translations")


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        root = Path(__file__).parent
        target = Path(self.build_lib) / "pebblepour" / "data"
        for name in DATA_DIRS:
            src = root / name
            if src.is_dir():
                shutil.copytree(src, target / name, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


setup(cmdclass={"build_py": BuildWithData})
