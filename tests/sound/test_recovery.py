"""After the sound server restarts (PulseAudio, PipeWire), the player uses the new one: a dead
device is tried again on a later cue, after a back-off of a few seconds, for as long as the
app runs (issue 41: it used to try three times, then stay silent until the app restarted)."""

from __future__ import annotations

import logging
import math
import threading
import time
from array import array
from collections.abc import Callable

import pytest

from pebblepour.sound import cues
from pebblepour.sound.player import ENV, Player, Stream


class FakeDevice:
    """Stands for a device: the test pulls the frames a real one would (as test_player's)."""

    def __init__(self) -> None:
        self.stream: Stream | None = None
        self.closed = False

    def start(self, stream: Stream) -> None:
        self.stream = stream

    def close(self) -> None:
        self.closed = True

    def pull(self, frames: int) -> array[int]:
        assert self.stream is not None
        out = array("h")
        out.frombytes(self.stream.send(frames))
        return out


class Server:
    """A sound server the test stops and starts: while it is down, opening a device fails
    (as miniaudio's does: no backend answers); a device opened before it went down is never
    called again (as a PulseAudio stream whose server went away)."""

    def __init__(self) -> None:
        self.up = True
        self.opened = 0
        self.failures = 0
        self.device: FakeDevice | None = None
        self._lock = threading.Lock()

    def __call__(self) -> FakeDevice:
        with self._lock:
            if not self.up:
                self.failures += 1
                raise OSError("Failed to initialize playback device")
            self.opened += 1
            self.device = FakeDevice()
            return self.device


def wait(done: Callable[[], object], timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not done() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert done()


def heard(server: Server, player: Player) -> bool:
    """A cue played now reaches the server's newest device."""
    player.play(cues.undo(), volume=1.0)
    device = server.device
    if device is None or device.stream is None:
        return False
    wait(lambda: player.mixer.busy or player.failed is not None, timeout=1.0)
    return player.failed is None and any(device.pull(2000))


def test_a_restarted_sound_server_is_used_again(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENV, raising=False)
    server = Server()
    player = Player(server, stall_s=0.2)
    player.retry_s = 0.4
    player.play(cues.undo(), volume=1.0)
    wait(lambda: server.device is not None and player.mixer.busy)
    assert any(server.device.pull(1000))  # type: ignore[union-attr]
    with caplog.at_level(logging.INFO, logger="pebblepour.sound.player"):
        # The server goes away: its stream is never called again, and no new device opens.
        server.up = False
        wait(lambda: player.failed is not None)
        assert player.failed == "Failed to initialize playback device"
        # Cues while it is down are silence, tried again no more often than the back-off.
        down = time.monotonic()
        for _ in range(40):
            player.play(cues.undo(), volume=1.0)
            time.sleep(0.02)
        tries = 1 + math.ceil((time.monotonic() - down) / player.retry_s)
        assert 2 <= server.failures <= tries
        # The server is back: a later cue (after the back-off) opens a device on it, and
        # that cue plays (the new device given time to start: a slow sink).
        player.stall_s = 5.0
        server.up = True
        time.sleep(player.retry_s)
        wait(lambda: heard(server, player))
    assert server.opened == 2 and player.failed is None and player.backend == "FakeDevice"
    said = [r.getMessage() for r in caplog.records]
    assert said[0] == "the sound device stopped playing: opening it again"
    assert said.count("no sound: Failed to initialize playback device") == 1  # said once
    assert said[-1] == "sound is back: it plays through FakeDevice"
    player.close()


def test_devices_that_never_play_are_tried_again_later() -> None:
    """Three new devices in a row that never ask for sound: silence for now, and a cue
    after the back-off tries once more, for as long as the app runs."""
    opened: list[FakeDevice] = []

    def opener() -> FakeDevice:
        device = FakeDevice()
        opened.append(device)
        return device

    player = Player(opener, stall_s=0.1)
    player.retry_s = 0.3
    player.start()
    wait(lambda: player.failed == "the sound device stopped playing")
    assert len(opened) == 4
    for attempt in range(3):  # each later try that never plays is given up again at once
        time.sleep(player.retry_s)
        player.play(cues.undo(), volume=1.0)
        wait(lambda: len(opened) == 5 + attempt)  # noqa: B023 - waited for here
        wait(lambda: opened[-1].closed and player.failed is not None)
        assert len(opened) == 5 + attempt
    # Then a device that plays (given time to start: a slow sink): it is kept, and the cue
    # that opened it plays.
    player.stall_s = 5.0
    time.sleep(player.retry_s)
    player.play(cues.undo(), volume=1.0)
    wait(lambda: len(opened) == 8 and player.mixer.busy)
    device = opened[-1]
    assert any(device.pull(1000)) and player.failed is None
    player.close()


def test_a_chosen_silence_is_never_tried_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """PEBBLEPOUR_AUDIO=off, or no miniaudio: nothing to wait for, no device is opened again."""
    monkeypatch.setenv(ENV, "off")
    calls = []

    def opener() -> FakeDevice:
        from pebblepour.sound.player import open_device

        calls.append(1)
        return open_device()  # type: ignore[return-value]

    player = Player(opener)
    player.retry_s = 0.0
    player.start()
    wait(lambda: player.failed is not None)
    for _ in range(10):
        player.play(cues.undo(), volume=1.0)
        time.sleep(0.01)
    assert calls == [1]
    player.close()
