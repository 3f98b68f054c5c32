"""Real audio: the app plays into a private PulseAudio with a null sink, and the sink's
monitor is recorded (``parec``) and measured. A Tubes level: a select and a pour are heard,
not a move differs from a pour, tube 1 sounds left of the last tube, mono gives equal
channels, volume 0 and M (sound off) give silence. ``scripts/test.sh`` installs PulseAudio
(``pulseaudio``, ``pulseaudio-utils``); without it the test is skipped."""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import time
from array import array
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEventLoop, QTimer

from pebblepour.ui import services
from tests.ui.test_tubes_keyboard import announcements, open_level_one

RATE = 22050


@pytest.fixture
def pulse(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    if not (shutil.which("pulseaudio") and shutil.which("parec")):
        pytest.skip("PulseAudio is not installed (scripts/test.sh installs it)")
    socket = tmp_path / "native"
    env = {**os.environ, "HOME": str(tmp_path), "XDG_RUNTIME_DIR": str(tmp_path),
           "PULSE_RUNTIME_PATH": str(tmp_path / "run")}
    server = subprocess.Popen(
        ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
         "--disable-shm=yes", "-L", "module-null-sink sink_name=rec",
         "-L", f"module-native-protocol-unix socket={socket} auth-anonymous=1"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not socket.exists():
            assert server.poll() is None and time.monotonic() < deadline, "pulseaudio failed"
            time.sleep(0.05)
        client = {**env, "PULSE_SERVER": f"unix:{socket}"}
        monkeypatch.setenv("PULSE_SERVER", client["PULSE_SERVER"])
        monkeypatch.setenv("PEBBLEPOUR_AUDIO", "pulseaudio")
        yield client
    finally:
        server.terminate()
        server.wait(timeout=10)


def wait(ms: int) -> None:
    """Run the Qt loop for ``ms`` as the app's loop does, letting other threads run (the
    sound threads): ``QTest.qWait`` keeps Python's GIL and would starve them."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def record(scene: Any, env: dict[str, str], act: Callable[[], None]) -> array[int]:
    """What the sink played while ``act`` ran and 0.7 s after (16-bit stereo frames)."""
    parec = subprocess.Popen(
        ["parec", "--device=rec.monitor", "--format=s16le", f"--rate={RATE}", "--channels=2",
         "--raw", "--latency-msec=20"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )
    wait(300)  # parec connected
    act()
    wait(700)
    parec.terminate()
    out, _ = parec.communicate(timeout=10)
    samples = array("h")
    samples.frombytes(out[: len(out) // 4 * 4])
    return samples


def balance(s: array[int]) -> float:
    """-1 all left .. 1 all right."""
    left = sum(x * x for x in s[0::2])
    right = sum(x * x for x in s[1::2])
    return (right - left) / (right + left)


def brightness(s: array[int]) -> float:
    """Zero crossings per second of the sounding part (both channels summed)."""
    mixed = [a + b for a, b in zip(s[0::2], s[1::2], strict=True)]
    loud = [x for x in mixed if abs(x) > 30]
    crossings = sum((a < 0) != (b < 0) for a, b in itertools.pairwise(loud))
    return crossings * RATE / max(1, len(loud))


def loudest(s: array[int]) -> int:
    return max((abs(x) for x in s), default=0)


def test_the_sounds_are_heard_placed_and_silenced(scene: Any, pulse: dict[str, str]) -> None:
    profile = services.current().profile
    g = open_level_one(scene)
    n = len(g.board().tubes)
    assert g.board().tubes[0] and not g.board().tubes[n - 1]
    # The app's stream opens first, before any recording: with miniaudio 1.71 a PulseAudio
    # playback stream that starts after another stream of the same fresh server stalls
    # after its first period (measured here, about every second one), see the report.
    g.activate(0)
    g.cancelSelection()
    player = services.current().player
    deadline = time.monotonic() + 5
    while player.mixer.clock < 4 * 661 and time.monotonic() < deadline:
        wait(50)
    assert player.mixer.clock >= 4 * 661, ("the device does not play", player.failed)
    first = record(scene, pulse, lambda: g.activate(0))  # select tube 1
    assert loudest(first) > 2000, loudest(first)
    assert balance(first) < -0.5
    pour = record(scene, pulse, lambda: g.activate(n - 1))  # pour into the last tube
    assert loudest(pour) > 2000 and balance(pour) > 0.5
    last = record(scene, pulse, lambda: g.activate(n - 1))  # select the last tube
    assert balance(last) > 0.5 > -0.5 > balance(first)
    g.cancelSelection()
    refused = record(scene, pulse, lambda: g.activate(n - 2))  # an empty tube: not a move
    assert loudest(refused) > 500
    assert brightness(refused) * 3 < brightness(pour), (brightness(refused), brightness(pour))
    profile.update_settings(sound_mono=True)
    mono = record(scene, pulse, lambda: g.activate(0))
    assert loudest(mono) > 2000
    assert max(abs(a - b) for a, b in zip(mono[0::2], mono[1::2], strict=True)) <= 2
    g.cancelSelection()
    profile.update_settings(sound_mono=False, sound_volume=0.0)
    assert loudest(record(scene, pulse, lambda: g.activate(0))) == 0
    g.cancelSelection()
    profile.update_settings(sound_volume=0.7)
    settings = scene.engine.singletonInstance("PebblePour.Backend", "AppSettings")
    settings.toggleSound()  # M
    assert announcements(scene)[-1] == "Sound off"
    assert loudest(record(scene, pulse, lambda: g.activate(0))) == 0
    assert services.current().player.failed is None
