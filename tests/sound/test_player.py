"""The player: the caller never waits, overlapping sounds mix, a missing or failing device is
silence and one log line."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
import time
from array import array

import pytest

from pebblepour.sound import cues
from pebblepour.sound.cues import sound_of
from pebblepour.sound.mixer import place
from pebblepour.sound.player import ENV, Player, Stream, open_device


class FakeDevice:
    """Stands for the sound card: the test pulls the frames a real device would."""

    def __init__(self, opened: threading.Event | None = None, wait: float = 0.0) -> None:
        self.stream: Stream | None = None
        self.closed = False
        self._wait = wait

    def __call__(self) -> FakeDevice:
        time.sleep(self._wait)
        return self

    def start(self, stream: Stream) -> None:
        self.stream = stream

    def close(self) -> None:
        self.closed = True

    def pull(self, frames: int) -> array[int]:
        assert self.stream is not None
        out = array("h")
        out.frombytes(self.stream.send(frames))
        return out


def settle(player: Player, device: FakeDevice) -> None:
    deadline = time.monotonic() + 5
    while (device.stream is None or not player.mixer.busy) and time.monotonic() < deadline:
        time.sleep(0.005)
    assert player.mixer.busy


def energy(samples: array[int]) -> tuple[float, float]:
    left, right = samples[0::2], samples[1::2]
    return sum(x * x for x in left), sum(x * x for x in right)


def test_a_cue_plays_where_it_is_placed_and_ends() -> None:
    device = FakeDevice()
    player = Player(device)
    player.play(cues.tube_select(0, 5), volume=1.0)
    settle(player, device)
    played = device.pull(5000)
    left, right = energy(played)
    assert left > 8 * right > 0
    assert not any(device.pull(100))  # 60 ms at 22 050 Hz: over
    expected = place(sound_of(cues.tube_select(0, 5)), pan=-0.8, volume=1.0)
    assert played[: len(expected)].tolist() == [round(x * 32767) for x in expected]
    player.close()
    assert device.closed


def test_mono_is_equal_in_both_ears_and_volume_scales() -> None:
    device = FakeDevice()
    player = Player(device)
    player.play(cues.pour(4, 5, units=2, fill=2), volume=0.5, mono=True)
    settle(player, device)
    played = device.pull(4000)
    assert played[0::2] == played[1::2] and any(played)
    full = place(sound_of(cues.pour(4, 5, units=2, fill=2)), pan=0.0, volume=1.0)
    assert max(played) == pytest.approx(max(full) * 0.5 * 32767, abs=2)
    player.close()


def test_overlapping_sounds_are_summed() -> None:
    device = FakeDevice()
    player = Player(device)
    a, b = cues.bowl_select(3), cues.stone(9, 2)
    player.play(a, volume=1.0)
    player.play(b, volume=1.0)
    deadline = time.monotonic() + 5
    while len(player.mixer._voices) < 2 and time.monotonic() < deadline:
        time.sleep(0.005)
    played = device.pull(200).tolist()
    sa = place(sound_of(a), pan=a.pan, volume=1.0)
    sb = place(sound_of(b), pan=b.pan, volume=1.0)
    both = [round((sa[k] + (sb[k] if k < len(sb) else 0.0)) * 32767) for k in range(400)]
    assert played == both
    player.close()


def test_a_delayed_cue_waits() -> None:
    device = FakeDevice()
    player = Player(device)
    player.play(cues.undo(), volume=1.0, delay_ms=200)
    settle(player, device)
    assert not any(device.pull(2205))  # the first 100 ms are silent
    assert any(device.pull(4410))
    player.close()


def test_start_opens_the_device_before_any_sound() -> None:
    device = FakeDevice()
    player = Player(device)
    player.start()
    deadline = time.monotonic() + 5
    while device.stream is None and time.monotonic() < deadline:
        time.sleep(0.005)
    assert not any(device.pull(100))  # open, silent
    player.play(cues.undo(), volume=1.0)
    settle(player, device)
    assert any(device.pull(2000))
    player.close()


def test_the_caller_never_waits_for_a_slow_device() -> None:
    device = FakeDevice(wait=0.5)
    player = Player(device)
    start = time.monotonic()
    for _ in range(20):
        player.play(cues.solved(), volume=1.0)
    assert time.monotonic() - start < 0.05
    player.close()


def test_no_device_is_silence_and_one_log_line(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENV, raising=False)  # "off" is a choice, logged at INFO only

    def broken() -> FakeDevice:
        raise OSError("no audio backend")

    player = Player(broken)
    with caplog.at_level(logging.WARNING, logger="pebblepour.sound.player"):
        player.play(cues.undo(), volume=1.0)
        deadline = time.monotonic() + 5
        while player.failed is None and time.monotonic() < deadline:
            time.sleep(0.005)
        for _ in range(5):
            player.play(cues.undo(), volume=1.0)
        player.close()
    assert player.failed == "no audio backend"
    assert [r.getMessage() for r in caplog.records] == ["no sound: no audio backend"]


def test_a_failing_stream_gives_silence_not_an_exception() -> None:
    device = FakeDevice()
    player = Player(device)
    player.play(cues.undo(), volume=1.0)
    settle(player, device)

    def broken(frames: int) -> array[int]:
        raise RuntimeError("mixer broke")

    player.mixer.pull = broken  # type: ignore[method-assign]
    assert device.pull(10).tolist() == [0] * 20
    player.close()


def test_audio_can_be_switched_off_for_the_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, "off")
    with pytest.raises(Exception, match="off"):
        open_device()
    monkeypatch.setenv(ENV, "gramophone")
    with pytest.raises(Exception, match="not a backend"):
        open_device()


def test_a_run_of_notes_plays_as_one_voice_and_stops_at_once() -> None:
    device = FakeDevice()
    player = Player(device)
    notes = [(0, cues.board_unit(0, -0.8)), (100, cues.board_unit(5, 0.8))]
    player.play_run(notes, volume=1.0, tag="board")
    settle(player, device)
    assert player.mixer.playing("board") and len(player.mixer._voices) == 1
    first = device.pull(1103)  # 50 ms: the first note, on the left
    left, right = energy(first)
    assert left > 8 * right > 0
    assert not any(device.pull(1103))  # 50..100 ms: between the notes
    player.stop("board")
    assert not player.mixer.playing("board")
    assert not any(device.pull(2205))  # the second note is never heard
    player.close()


def test_a_run_stopped_before_it_sounds_never_sounds() -> None:
    device = FakeDevice(wait=0.2)  # the device opens after the stop
    player = Player(device)
    player.play_run([(0, cues.board_empty(0.0))], volume=1.0, tag="board")
    player.stop("board")
    player.play(cues.undo(), volume=1.0)
    settle(player, device)
    assert not player.mixer.playing("board") and len(player.mixer._voices) == 1
    player.close()


class CountingDevice(FakeDevice):
    """A device the player can open again (each opening counted)."""

    def __init__(self) -> None:
        super().__init__()
        self.opened = 0

    def __call__(self) -> CountingDevice:
        self.opened += 1
        return self


def test_a_device_that_stops_asking_for_sound_is_opened_again(
    caplog: pytest.LogCaptureFixture,
) -> None:
    device = CountingDevice()
    player = Player(device, stall_s=0.3)
    player.play(cues.undo(), volume=1.0)
    settle(player, device)
    assert any(device.pull(661)) and device.opened == 1
    first = device.stream
    with caplog.at_level(logging.WARNING, logger="pebblepour.sound.player"):
        deadline = time.monotonic() + 5  # the device stops calling (its server went away)
        while device.opened < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
    assert device.opened == 2 and player.reopened == 1 and device.stream is not first
    assert [r.getMessage() for r in caplog.records] == [
        "the sound device stopped playing: opening it again"]
    # What waited on the stalled device is stale: the new stream starts silent, then plays
    # what comes next.
    assert not any(device.pull(20000))
    player.play(cues.undo(), volume=1.0)
    settle(player, device)
    assert any(device.pull(1000))
    for _ in range(30):  # a device that keeps playing is left alone
        device.pull(661)
        time.sleep(0.02)
    assert device.opened == 2 and player.failed is None
    player.close()


def test_devices_that_never_play_are_given_up_after_three_tries() -> None:
    device = CountingDevice()
    player = Player(device, stall_s=0.1)
    player.start()
    deadline = time.monotonic() + 5
    while player.failed is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert player.failed == "the sound device stopped playing" and device.opened == 4
    player.play(cues.undo(), volume=1.0)  # silence now, never an error
    player.close()


def test_the_sound_check_plays_through_miniaudios_null_device(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pebblepour.sound.player import NoDevice, sound_check

    monkeypatch.setenv(ENV, "null")
    start = time.monotonic()
    assert sound_check() == "sound plays through Null (0.14 s played)"
    assert time.monotonic() - start < 3
    monkeypatch.setenv(ENV, "off")
    with pytest.raises(NoDevice, match="off"):
        sound_check()


def test_pebblepour_sound_check(monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:
    from pebblepour.app import main

    monkeypatch.setenv(ENV, "null")
    assert main(["--sound-check"]) == 0
    assert capsys.readouterr().out == "pebblepour: sound plays through Null (0.14 s played)\n"
    monkeypatch.setenv(ENV, "off")
    assert main(["--sound-check"]) == 1
    assert "no sound: PEBBLEPOUR_AUDIO=off" in capsys.readouterr().err
    # A failure is said once, on one line: as a player's shell shows it (a process of its
    # own: in-process, pytest's log capture would hide the player's log line).
    env = {**os.environ, ENV: "bogus"}
    done = subprocess.run([sys.executable, "-m", "pebblepour", "--sound-check"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith("pebblepour: no sound: PEBBLEPOUR_AUDIO=bogus is not a backend (")
    assert done.stderr.count("\n") == 1, done.stderr


def test_alsa_without_a_card_says_so_in_one_line() -> None:
    """ALSA's own library writes a dozen lines to stderr when there is no sound card; the
    player silences it and says why in one line (on a machine with a card it plays)."""
    env = {**os.environ, ENV: "alsa"}
    done = subprocess.run([sys.executable, "-m", "pebblepour", "--sound-check"], env=env,
                          capture_output=True, text=True, timeout=60)
    if done.returncode == 0:
        assert done.stdout.startswith("pebblepour: sound plays through Alsa")
        return
    assert "ALSA lib" not in done.stderr, done.stderr
    assert done.stderr.startswith("pebblepour: no sound: ") and done.stderr.count("\n") == 1, \
        done.stderr


def test_silence_stops_what_plays_and_what_waits() -> None:
    """Sound off or volume 0 (Player.silence): the sound playing stops, and one due later
    (a result after its sentence, a board heard with A) never sounds."""
    device = FakeDevice()
    player = Player(device)
    player.play(cues.solved(), volume=1.0)
    player.play(cues.undo(), volume=1.0, delay_ms=300)
    settle(player, device)
    assert any(device.pull(661))
    player.silence()
    player.play_run([(0, cues.undo())], volume=1.0, tag="board")  # made before: dropped too
    player.silence()
    deadline = time.monotonic() + 5
    while not player._orders.empty() and time.monotonic() < deadline:
        time.sleep(0.01)
    time.sleep(0.05)  # the worker hands on the order it took
    assert not any(device.pull(48000))
    player.play(cues.undo(), volume=1.0)  # after it, sounds play again
    settle(player, device)
    assert any(device.pull(4000))
