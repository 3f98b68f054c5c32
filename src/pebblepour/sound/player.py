"""The playback device, on threads of its own: the caller never waits for audio.

:meth:`Player.play` only puts the cue on a queue and returns. A worker thread opens the
device (miniaudio: PulseAudio, PipeWire, ALSA, WASAPI, CoreAudio... found at run time) the
first time, makes the sound (kept once made) and hands it to the :class:`~.mixer.Mixer`;
miniaudio's own device thread pulls the mixed frames. No device, a failing backend or no
``miniaudio`` at all means silence and one log line, never an exception to the caller.

A device that stops playing (its sound server went away) is opened again; when that fails,
a later cue tries again after :data:`RETRY_S`, for as long as the app runs, so a restarted
PulseAudio or PipeWire is used again without restarting the app. Only a chosen silence
(``PEBBLEPOUR_AUDIO=off``, an unknown backend, no ``miniaudio``) is never tried again.

``PEBBLEPOUR_AUDIO`` chooses: ``off`` opens no device (the test suite's default); a backend
name (``pulseaudio``, ``alsa``...) tries only that one; unset tries every real backend.
"""

from __future__ import annotations

import ctypes
import logging
import os
import queue
import sys
import threading
import time
from array import array
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from pebblepour.sound.cues import Cue, Kind, sound_of
from pebblepour.sound.mixer import Mixer, place, place_all
from pebblepour.sound.synth import RATE

log = logging.getLogger(__name__)

ENV: Final = "PEBBLEPOUR_AUDIO"
PERIOD_MS: Final = 30
"""The device asks for this much sound at a time: short, so a sound starts at once."""
STALL_S: Final = 4.0
"""A device that has not asked for sound this long has stopped: it is closed and opened
again. Measured with miniaudio 1.71 on PulseAudio: a stream whose server went away (a
restart) is never called again and still says it runs; a new stream on an idle null sink
waits up to 2 s (the sink's first block) before its second period, then runs."""
RETRY_S: Final = 5.0
"""With no device, a cue tries to open one again when this long has passed since the last
try (a cue before is silence): gentle on a machine with no sound at all, and soon enough
after a sound server's restart (about a second)."""

Stream = Generator[bytes, int, None]
"""What the device pulls from: sent a frame count, yields that many 16-bit stereo frames."""


class Device(Protocol):
    def start(self, stream: Stream) -> None: ...

    def close(self) -> None: ...


class NoDevice(Exception):
    """There is no device to play on, and trying again would not change it (said once in
    the log): sound chosen off, an unknown backend, no ``miniaudio``."""


_ALSA_SILENCER: Any = None
"""The no-op error handler given to ALSA (kept alive as long as the process)."""


def _quiet_alsa() -> None:
    """ALSA's library writes each failure of its own to stderr (a dozen lines when a machine
    has no sound card); the player says why there is no sound in one log line instead. The
    handler is process-wide, so it also holds for the copy of the library miniaudio loads."""
    global _ALSA_SILENCER
    if _ALSA_SILENCER is not None or not sys.platform.startswith("linux"):
        return
    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return  # no ALSA: nothing to quieten
    handler = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                               ctypes.c_int, ctypes.c_char_p)(lambda *_: None)
    alsa.snd_lib_error_set_handler(handler)
    _ALSA_SILENCER = handler


def open_device() -> Device:
    """The system's playback device as ``PEBBLEPOUR_AUDIO`` chooses (raises if none)."""
    choice = os.environ.get(ENV, "").strip().lower()
    if choice == "off":
        raise NoDevice(f"{ENV}=off")
    try:
        import miniaudio
    except ImportError as error:  # an installation without it plays no sound
        raise NoDevice(f"miniaudio is not installed ({error})") from None
    names = {b.name.lower(): b for b in miniaudio.Backend}
    if choice:
        if choice not in names:
            raise NoDevice(f"{ENV}={choice} is not a backend ({', '.join(sorted(names))})")
        backends = [names[choice]]
    else:
        fake = (miniaudio.Backend.NULL, miniaudio.Backend.CUSTOM)
        backends = [b for b in miniaudio.Backend if b not in fake]
    if miniaudio.Backend.ALSA in backends:
        _quiet_alsa()
    device: Any = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16,
        nchannels=2,
        sample_rate=RATE,
        buffersize_msec=PERIOD_MS,
        backends=backends,
        app_name="Pebble & Pour",
    )
    log.info("sound plays through %s", device.backend)
    return device  # type: ignore[no-any-return]


def _close_quietly(device: Device) -> None:
    try:
        device.close()
    except Exception:  # closing a broken device: nothing left to do
        log.debug("closing the sound device failed", exc_info=True)


@dataclass(frozen=True, slots=True)
class _Order:
    cue: Cue
    volume: float
    mono: bool
    due: float
    """When it should sound (``time.monotonic``)."""
    run: tuple[tuple[int, Cue], ...] = ()
    """A run of notes (ms after ``due``, cue) played as one voice instead of ``cue``."""
    tag: str = ""
    epoch: int = 0
    """:meth:`Player.stop` of ``tag`` drops an order of an older epoch before it sounds."""
    hush: int = 0
    """:meth:`Player.silence` drops an order made before it."""


_IDLE: Final = _Order(Cue(Kind.EDGE), 0.0, False, 0.0)
"""No order came for a while: the worker only checks the device."""


class Player:
    """Plays cues on the device ``opener`` gives (tests pass their own)."""

    def __init__(self, opener: Callable[[], Device] = open_device, stall_s: float = STALL_S
                 ) -> None:
        self.mixer = Mixer()
        self._opener = opener
        self._orders: queue.SimpleQueue[_Order | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._device: Device | None = None
        self._epochs: dict[str, int] = {}
        self._hush = 0
        self._tags = threading.Lock()
        self.stall_s = stall_s
        """How long a device may go without asking for sound before it is opened again."""
        self._pulled = 0.0
        """When the device last asked for sound (``time.monotonic``)."""
        self._pulls = 0
        """Periods the device asked for since it was opened."""
        self._dead = 0
        self.reopened = 0
        """How often a stopped device was opened again."""
        self.backend = ""
        """The backend that plays ("" before the device opened)."""
        self.failed: str | None = None
        """Why there is no sound (None while the device works or was not opened yet); until
        a cue after the back-off opens a device again (:attr:`retry_s`)."""
        self.retry_s = RETRY_S
        """With no device, how long after the last try a cue may try to open one again."""
        self._retry_at = 0.0
        """When a cue may try to open a device again (``time.monotonic``)."""
        self._final = False
        """No device will ever be opened (:class:`NoDevice`): cues are dropped at once."""

    def start(self) -> None:
        """Open the device now, off the caller's thread (the app does at start, so the
        first sound is not late); :meth:`play` does it otherwise."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._work, name="sound", daemon=True)
            self._thread.start()

    def _silent(self) -> bool:
        """No device, and a cue now would not try to open one: it is dropped here."""
        return self.failed is not None and (self._final or time.monotonic() < self._retry_at)

    def play(self, cue: Cue, *, volume: float, mono: bool = False, delay_ms: int = 0) -> None:
        """Play ``cue`` at ``volume`` (0..1) after ``delay_ms``; returns at once."""
        if volume <= 0 or self._silent():
            return
        self.start()
        self._orders.put(_Order(cue, volume, mono, time.monotonic() + delay_ms / 1000,
                                hush=self._hush))

    def play_run(self, notes: Sequence[tuple[int, Cue]], *, volume: float, mono: bool = False,
                 tag: str) -> None:
        """Play ``notes`` (ms from now, cue) as one voice named ``tag``; returns at once."""
        if volume <= 0 or not notes or self._silent():
            return
        self.start()
        with self._tags:
            epoch = self._epochs.get(tag, 0)
        self._orders.put(_Order(notes[0][1], volume, mono, time.monotonic(), tuple(notes), tag,
                                epoch, self._hush))

    def stop(self, tag: str) -> None:
        """Silence what plays or waits to play under ``tag``, at once; returns at once."""
        with self._tags:
            self._epochs[tag] = self._epochs.get(tag, 0) + 1
            self.mixer.cancel(tag)

    @property
    def hush(self) -> int:
        """How often :meth:`silence` was called."""
        return self._hush

    def silence(self) -> None:
        """Sound off or the volume at 0: what plays stops and what waits to play never does
        (a board heard with A, a chain's last sounds, a result due later); returns at once."""
        with self._tags:
            self._hush += 1
            self.mixer.clear()

    def close(self) -> None:
        """Stop the worker and the device (at quit), waiting at most a second for each: a
        device whose sound server went away can take long to close, and the app must quit."""
        if self._thread is not None:
            self._orders.put(None)
            self._thread.join(timeout=1)
            self._thread = None
        device, self._device = self._device, None
        if device is not None:
            closer = threading.Thread(target=_close_quietly, args=(device,), daemon=True)
            closer.start()
            closer.join(timeout=1)

    def _open(self) -> bool:
        """Open a device and start it pulling (False: none; a later cue may try again)."""
        try:
            device = self._opener()
            stream = self._stream()
            next(stream)
            self._pulled = time.monotonic()
            self._pulls = 0
            device.start(stream)
        except Exception as error:  # any failure: silence, said once
            self._fail(" ".join(str(a) for a in error.args) or type(error).__name__,
                       final=isinstance(error, NoDevice))
            return False
        self._device = device
        self.backend = str(getattr(device, "backend", type(device).__name__))
        if self.failed is not None:
            log.info("sound is back: it plays through %s", self.backend)
            self.failed = None
        return True

    def _fail(self, why: str, *, final: bool = False) -> None:
        """No device now: silence until a cue after the back-off (never, if ``final``); the
        first failure of a silent stretch is logged, the tries after it only for debugging."""
        if self.failed is None:
            chosen = os.environ.get(ENV, "").strip().lower() == "off"
            log.log(logging.INFO if chosen else logging.WARNING, "no sound: %s", why)
        else:
            log.debug("still no sound: %s", why)
        self._final = self._final or final
        self._retry_at = time.monotonic() + self.retry_s
        self.failed = why

    def _retry(self) -> bool:
        """With no device, an order may try to open one once the back-off is over; a device
        opened so, that never plays, is given up at once (no three tries again)."""
        if self._final or time.monotonic() < self._retry_at:
            return False
        if not self._open():
            return False
        self._dead = 3
        return True

    def _work(self) -> None:
        if not self._open() and self._final:
            return  # a chosen silence: nothing will ever play
        while True:
            try:
                # With no device there is nothing to watch: wait for the next order.
                wait = None if self._device is None else self.stall_s / 2
                order = self._orders.get(timeout=wait)
            except queue.Empty:
                order = _IDLE
            if order is None:
                return
            if self._device is None:
                if self._final:
                    return
                if order is _IDLE or not self._retry():
                    continue  # silence: the order is dropped
            elif time.monotonic() - self._pulled > self.stall_s and not self._reopen():
                continue
            if order is _IDLE:
                continue
            try:
                stereo = self._make(order)
            except Exception:  # a sound that cannot be made is skipped, never raised
                log.exception("the sound %s could not be made", order.cue.kind.value)
                continue
            wait = max(0.0, order.due - time.monotonic())
            with self._tags:
                if order.hush != self._hush:
                    continue  # silenced before it sounded
                if order.tag and order.epoch != self._epochs.get(order.tag, 0):
                    continue  # stopped before it sounded
                self.mixer.add(stereo, round(wait * RATE), order.tag)

    @staticmethod
    def _make(order: _Order) -> array[float]:
        if not order.run:
            return place(sound_of(order.cue), pan=order.cue.pan, volume=order.volume,
                         mono=order.mono)
        parts = [(round(at * RATE / 1000), sound_of(cue), cue.pan) for at, cue in order.run]
        return place_all(parts, volume=order.volume, mono=order.mono)

    def _reopen(self) -> bool:
        """The device stopped asking for sound: close it and open a new one (False: none,
        or three new ones in a row never played: silence, said once, until a cue after
        the back-off tries again)."""
        self._dead = self._dead + 1 if self._pulls == 0 else 1
        self.mixer.clear()  # what waited on the stalled device is stale: never a pile-up
        device, self._device = self._device, None
        if device is not None:
            # closing a device whose server went away can wait: not on this thread
            threading.Thread(target=_close_quietly, args=(device,), daemon=True).start()
        if self._dead > 3:
            self._fail("the sound device stopped playing")
            return False
        if self.failed is None:
            log.warning("the sound device stopped playing: opening it again")
        self.reopened += 1
        return self._open()

    def _stream(self) -> Stream:
        frames = yield b""
        while True:
            self._pulled = time.monotonic()
            self._pulls += 1
            try:
                data = self.mixer.pull(frames).tobytes()
            except Exception:  # the device thread never sees an exception
                data = bytes(4 * frames)
            frames = yield data


def sound_check(timeout_s: float = 5.0) -> str:
    """Open the device as the app does, play a sound and wait until the device has taken
    all of it (``pebblepour --sound-check`` checks an installation, the bundle's build too:
    ``PEBBLEPOUR_AUDIO=null`` plays to miniaudio's null device, no sound card needed).
    Returns what played it; raises :class:`NoDevice` when nothing did."""
    player = Player()
    try:
        cue = Cue(Kind.UNDO)
        length = len(sound_of(cue))
        player.play(cue, volume=0.5)
        deadline = time.monotonic() + timeout_s
        while player.failed is None and time.monotonic() < deadline:
            if player.mixer.clock > length and not player.mixer.busy:
                break
            time.sleep(0.02)
        if player.failed is not None:
            raise NoDevice(player.failed)
        if player.mixer.clock <= length:
            raise NoDevice(f"the device took {player.mixer.clock} of {length} frames")
        return f"sound plays through {player.backend} ({length / RATE:.2f} s played)"
    finally:
        player.close()
