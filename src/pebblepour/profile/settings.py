"""Player settings with typed defaults; stored one JSON value per key."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import TypedDict

from pebblepour.profile import keys as _keys

THEMES = ("simple", "garden", "sand", "ocean", "runes", "neon", "space")
"""All themes, in unlock order (SPEC 1.9). ``simple`` is available from the start."""

TEXT_SIZE_RANGE = (0.5, 3.0)
"""Smallest and largest text size factor accepted."""

CHAIN_PACES = {"slower": 1.6, "normal": 1.0, "faster": 0.55}
"""How long each step of a Bowls chain shows, as a factor of its normal time."""

KEY_COOLDOWN_RANGE = (0.0, 2.0)
"""Seconds within which a repeat of the same key is ignored (0: off)."""

SOUND_VOLUME_RANGE = (0.0, 1.0)
"""The effects volume: 0 is silent, 1 the sounds as made (already quiet under speech)."""

BOARD_ZOOM_RANGE = (0.5, 3.0)
"""Smallest and largest board size factor accepted (1.0: the board fits the window)."""

SCAN_RANGES = {"scan_interval": (0.5, 3.0), "scan_first_pause": (0.0, 3.0),
               "scan_loops": (1.0, 10.0)}
"""One-switch play: seconds per item, the extra seconds on the first item, rounds before the
highlight rests."""

SOUND_GROUPS = ("moves", "chains", "results", "interface")
"""The groups of sounds with a switch of their own (``pebblepour.sound.cues.Group``)."""

FOLLOWS_SYSTEM = ("high_contrast", "reduced_motion", "text_size")
"""The settings the desktop can give (its own high contrast, reduced motion and text scaling:
``pebblepour.ui.system_settings``). Each follows the system's while the profile holds no value
of the player's for it; the player's own, once chosen in the game, wins from then on."""


@dataclass(frozen=True, slots=True)
class Settings:
    """The player's settings. The defaults are what a new player gets."""

    language: str = ""
    """UI language code (``th``, ``es``, ``ja``, ``pl``, ``en``); empty means the system's."""
    move_preview: bool = False
    """Show the move-preview line (off by default)."""
    reduced_motion: bool = False
    """Replace animations by instant changes."""
    text_size: float = 1.0
    """Text size factor, 1.0 is normal."""
    high_contrast: bool = False
    """High-contrast colours."""
    theme: str = "simple"
    """The chosen theme, one of :data:`THEMES`."""
    chain_pace: str = "normal"
    """How fast a Bowls chain plays, one of :data:`CHAIN_PACES` (reduced motion: instant)."""
    key_cooldown: float = 0.0
    """A repeat of the same key within this many seconds is ignored (for tremor); 0 is off."""
    sound: bool = True
    """Sound effects on (the M key switches them anywhere)."""
    sound_volume: float = 0.7
    """The effects volume, 0..1."""
    sound_moves: bool = True
    """Moves: select, pour, stones landing, not a move, undo."""
    sound_chains: bool = True
    """Bowls chains: groups, combo steps, blockers, eruptions, overflow."""
    sound_results: bool = True
    """Results: a tube completed, solved, goal reached, defeat."""
    sound_interface: bool = True
    """Interface: the end of a list or the ring's edge, a dialog opening."""
    sound_mono: bool = False
    """Both ears hear every sound alike (no stereo place)."""
    board_zoom: float = 1.0
    """The tubes' and bowls' size as a factor of the size that fits the window (Ctrl + / −)."""
    one_switch: bool = False
    """One-switch play: a highlight steps through what can be chosen; one key chooses."""
    scan_interval: float = 1.5
    """One-switch play: seconds the highlight stays on each item."""
    scan_first_pause: float = 1.0
    """One-switch play: extra seconds on the first item of each round."""
    scan_loops: float = 3.0
    """One-switch play: rounds through the items before the highlight rests."""
    keys: str = ""
    """The keys the player changed (Settings → Keys), as :func:`pebblepour.profile.keys.dump`
    writes them; empty: every action on its default key."""


class SettingsChange(TypedDict, total=False):
    """Keyword arguments accepted by ``Profile.update_settings``."""

    language: str
    move_preview: bool
    reduced_motion: bool
    text_size: float
    board_zoom: float
    high_contrast: bool
    theme: str
    chain_pace: str
    key_cooldown: float
    sound: bool
    sound_volume: float
    sound_moves: bool
    sound_chains: bool
    sound_results: bool
    sound_interface: bool
    sound_mono: bool
    one_switch: bool
    scan_interval: float
    scan_first_pause: float
    scan_loops: float
    keys: str


_DEFAULTS = Settings()
NAMES = tuple(f.name for f in fields(Settings))
"""The setting names, as stored."""


def check(name: str, value: object) -> str | bool | float:
    """Return ``value`` if it is acceptable for setting ``name``; raise ``ValueError`` if not."""
    if name not in NAMES:
        raise ValueError(f"unknown setting {name!r}")
    default = getattr(_DEFAULTS, name)
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"setting {name!r} must be true or false, not {value!r}")
        return value
    if isinstance(default, float):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"setting {name!r} must be a number, not {value!r}")
        low, high = {"key_cooldown": KEY_COOLDOWN_RANGE, "sound_volume": SOUND_VOLUME_RANGE,
                     "board_zoom": BOARD_ZOOM_RANGE, **SCAN_RANGES}.get(name, TEXT_SIZE_RANGE)
        if not (math.isfinite(value) and low <= value <= high):
            raise ValueError(f"setting {name!r} must be between {low} and {high}, not {value}")
        return float(value)
    if not isinstance(value, str):
        raise ValueError(f"setting {name!r} must be text, not {value!r}")
    if name == "theme" and value not in THEMES:
        raise ValueError(f"unknown theme {value!r}")
    if name == "keys" and not _keys.stands(value):
        raise ValueError(f"setting 'keys' holds a binding that cannot stand: {value!r}")
    if name == "chain_pace" and value not in CHAIN_PACES:
        raise ValueError(f"unknown chain pace {value!r} (use {', '.join(CHAIN_PACES)})")
    return value


def encode(value: str | bool | float) -> str:
    """Store a checked value as JSON text."""
    return json.dumps(value)


def _readable(stored: dict[str, str]) -> dict[str, str | bool | float]:
    """The stored values that can be read, by name (a hand-edited one that cannot is left out)."""
    values: dict[str, str | bool | float] = {}
    for name in NAMES:
        if name not in stored:
            continue
        try:
            values[name] = check(name, json.loads(stored[name]))
        except ValueError:  # includes JSONDecodeError: a hand-edited value, keep the default
            continue
    return values


def system_values(values: Mapping[str, object]) -> dict[str, str | bool | float]:
    """The acceptable ones of the system's ``values`` for :data:`FOLLOWS_SYSTEM`; any other
    name or value is left out.

    >>> system_values({"high_contrast": True, "text_size": 9.0, "theme": "neon"})
    {'high_contrast': True}
    """
    accepted: dict[str, str | bool | float] = {}
    for name, value in values.items():
        if name in FOLLOWS_SYSTEM:
            try:
                accepted[name] = check(name, value)
            except ValueError:
                continue
    return accepted


def decode(
    stored: dict[str, str], system: Mapping[str, str | bool | float] | None = None
) -> Settings:
    """Build :class:`Settings` from stored JSON texts: the player's value where one can be
    read, else the system's (``system``, checked by :func:`system_values`), else the
    default."""
    values = system_values(system or {})
    values.update(_readable(stored))
    return Settings(**values)  # type: ignore[arg-type]


def chosen(stored: dict[str, str]) -> frozenset[str]:
    """The settings the player chose: those ``stored`` holds a readable value of (the app
    stores a setting only when the player changes it)."""
    return frozenset(_readable(stored))
