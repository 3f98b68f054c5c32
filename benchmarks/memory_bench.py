"""Resident memory over many visits to every screen (run on demand; issue 41: the soak's
memory grew from 182 to 609 MB, a leak or the screens alive at once?).

Opens each screen from Home and goes back, round after round; after each round the screens
left are destroyed at once (``Main.buryLeftScreens(0)``, as 30 s after leaving them) and the
JS and Python garbage collected; prints the resident memory and the number of items in the
window then. A leak grows round after round; screens alive at once only raise the plateau.

Usage: python benchmarks/memory_bench.py [--rounds 6]
"""

from __future__ import annotations

import argparse
import gc
import os
import tempfile

from appscene import AppScene
from screens_bench import SCREENS  # every screen, as a player opens it


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memory-bench-") as folder:
        os.environ["PEBBLEPOUR_PROFILE_DIR"] = folder
        from PySide6.QtCore import Q_ARG, QMetaObject

        from pebblepour.tools.screens import visual_tree

        scene = AppScene()
        print(f"start: {rss_mb():.0f} MB; {len(SCREENS)} screens a round")
        for n in range(1, args.rounds + 1):
            for name, object_name, props in SCREENS:
                scene.open_timed(name, object_name, props)
                scene.pump(0.3)
                scene.back_home()
                scene.pump(0.1)
            QMetaObject.invokeMethod(scene.window, "buryLeftScreens", Q_ARG(int, 0))
            scene.pump(0.3)
            scene.engine.collectGarbage()
            gc.collect()
            scene.pump(0.3)
            items = len(visual_tree(scene.window.contentItem()))
            print(f"round {n}: {rss_mb():.0f} MB resident, {items} items in the window",
                  flush=True)
        scene.close()


if __name__ == "__main__":
    main()
