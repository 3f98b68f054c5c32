"""Player settings as QML properties; every change applies at once and is saved."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from pebblepour.bowls.position import Position
from pebblepour.profile.settings import CHAIN_PACES, THEMES
from pebblepour.profile.store import ProfileError
from pebblepour.profile.themes import chosen_theme, unlocked_themes
from pebblepour.ui import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, services, sounds
from pebblepour.ui.announcer import say
from pebblepour.ui.bowls_text import bowl_description
from pebblepour.ui.keymap import switch_keys
from pebblepour.ui.messages import report_profile_error
from pebblepour.ui.qt_property import Property

__all__ = ["LANGUAGES", "QML_IMPORT_MAJOR_VERSION", "QML_IMPORT_NAME", "AppSettings"]

LANGUAGES: list[tuple[str, str]] = [
    ("en", "English"),
    ("th", "ไทย"),
    ("es", "Español"),
    ("ja", "日本語"),
    ("pl", "Polski"),
]
"""Language code and its name in that language (never translated: a player finds their own)."""

TEXT_SCALES = [1.0, 1.25, 1.5, 1.75, 2.0]
"""The text sizes of Settings (WCAG 1.4.4: up to 200 %); a size saved by an older version
shows as the nearest of them."""
KEY_COOLDOWNS = [0.0, 0.3, 0.6, 1.0]
"""The key cool-down choices in Settings, in seconds (0: off)."""
BOARD_ZOOMS = [0.75, 1.0, 1.25, 1.5, 1.75, 2.0]
"""The board sizes of Settings and of Ctrl + / Ctrl − (1.0: the board fits the window)."""
SCAN_INTERVALS = [0.5, 1.0, 1.5, 2.0, 3.0]
"""One-switch play: the seconds per item Settings offers."""
SCAN_PAUSES = [0.0, 1.0, 2.0]
"""One-switch play: the extra seconds on the first item Settings offers (0: none)."""
SCAN_LOOPS = [1.0, 2.0, 3.0, 5.0]
"""One-switch play: the rounds before the highlight rests Settings offers."""
SOUND_VOLUMES = [0.0, 0.25, 0.5, 0.7, 1.0]
"""The effects volume choices in Settings (0: silent; 0.7 is a new player's)."""
FOLLOWED = {"highContrast": "high_contrast", "reducedMotion": "reduced_motion",
            "textScale": "text_size"}
"""The options that can follow the system's setting (QML name -> setting,
:data:`~pebblepour.profile.settings.FOLLOWS_SYSTEM`)."""


def language_in_use(saved: str) -> str:
    """The language the game speaks: the one the player chose, else the system's if the game
    has it, else English."""
    codes = dict(LANGUAGES)
    if saved in codes:
        return saved
    system = QLocale.system().name().split("_")[0]
    return system if system in codes else "en"

SAMPLE_POSITION = "rgb ry*p . #gb@V bbpyrgy yg rgp@F2 ppy b@R rry* gg# pyb"
"""The position every theme is shown on in the gallery (SPEC 3.1 text): all five colours, a
wildcard, blockers, each modifier, an empty bowl and a full one."""


@QmlElement
@QmlSingleton
class AppSettings(QObject):
    changed = Signal()
    unlockedChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._profile = services.current().profile
        self._unlocked = unlocked_themes(self._profile)
        services.current().on_achievements.append(self.refresh)

    def _get(self, key: str) -> Any:
        return getattr(self._profile.settings(), key)

    def _set(self, key: str, value: Any) -> None:
        # A choice made while the option follows the system is the player's, even when it
        # is what the system says (the system's later changes no longer apply to it).
        if self._get(key) != value or self._following(key):
            try:
                self._profile.update_settings(**{key: value})
            except ProfileError as exc:
                report_profile_error(exc)  # the setting stays as it was; the player is told
                return
            self.changed.emit()

    def _following(self, key: str) -> bool:
        return key in self._profile.system_settings() and (
            key not in self._profile.chosen_settings()
        )

    @Slot(dict)
    def useSystem(self, values: dict[str, Any]) -> None:
        """The system's settings (``ui.system_settings``): those the player has not chosen
        follow them, at once."""
        self._profile.use_system_settings(values)
        self.changed.emit()

    @Property("QVariantMap", notify=changed)
    def systemFollow(self) -> dict[str, str]:
        """For each option the system has a setting for (QML name): "following" while it
        follows the system's, "chosen" once the player chose their own."""
        system, chosen = self._profile.system_settings(), self._profile.chosen_settings()
        return {
            option: "chosen" if key in chosen else "following"
            for option, key in FOLLOWED.items()
            if key in system
        }

    @Slot(str)
    def followSystem(self, option: str) -> None:
        """The option (QML name) follows the system's setting again."""
        key = FOLLOWED.get(option)
        if key is None or key not in self._profile.chosen_settings():
            return
        try:
            self._profile.follow_system(key)
        except ProfileError as exc:
            report_profile_error(exc)
            return
        self.changed.emit()

    @Property(str, notify=changed)
    def language(self) -> str:
        """The language in use (Settings marks it chosen), the system's until one is chosen."""
        return language_in_use(str(self._get("language")))

    @language.setter  # type: ignore[no-redef]
    def language(self, code: str) -> None:
        if code not in dict(LANGUAGES) or code == self._get("language"):
            return
        shown = self.language
        self._set("language", code)  # chosen: kept even when it is the system's
        if code != shown:
            services.current().set_language(code)

    @Property("QVariantList", constant=True)
    def languages(self) -> list[dict[str, str]]:
        return [{"code": c, "name": n} for c, n in LANGUAGES]

    @Property(bool, notify=changed)
    def reducedMotion(self) -> bool:
        return bool(self._get("reduced_motion"))

    @reducedMotion.setter  # type: ignore[no-redef]
    def reducedMotion(self, on: bool) -> None:
        self._set("reduced_motion", bool(on))

    @Property(str, notify=changed)
    def chainPace(self) -> str:
        """How fast a Bowls chain plays: "slower", "normal" or "faster"."""
        return str(self._get("chain_pace"))

    @chainPace.setter  # type: ignore[no-redef]
    def chainPace(self, pace: str) -> None:
        if pace in CHAIN_PACES:
            self._set("chain_pace", pace)

    @Property("QVariantList", constant=True)
    def chainPaces(self) -> list[str]:
        return list(CHAIN_PACES)

    @Property(float, notify=changed)
    def keyCooldown(self) -> float:
        """Seconds within which a repeat of the same key is ignored (0: off)."""
        return float(self._get("key_cooldown"))

    @keyCooldown.setter  # type: ignore[no-redef]
    def keyCooldown(self, seconds: float) -> None:
        self._set("key_cooldown", min(KEY_COOLDOWNS, key=lambda s: abs(s - seconds)))
        services.current().set_key_cooldown(self.keyCooldown)

    @Property("QVariantList", constant=True)
    def keyCooldowns(self) -> list[float]:
        return KEY_COOLDOWNS

    @Property(bool, notify=changed)
    def oneSwitch(self) -> bool:
        """One-switch play: a highlight steps through what can be chosen; one key chooses."""
        return bool(self._get("one_switch"))

    @oneSwitch.setter  # type: ignore[no-redef]
    def oneSwitch(self, on: bool) -> None:
        self._set("one_switch", bool(on))
        switch_keys().on = self.oneSwitch

    @Property(float, notify=changed)
    def scanInterval(self) -> float:
        return float(self._get("scan_interval"))

    @scanInterval.setter  # type: ignore[no-redef]
    def scanInterval(self, seconds: float) -> None:
        self._set("scan_interval", min(SCAN_INTERVALS, key=lambda s: abs(s - seconds)))

    @Property(float, notify=changed)
    def scanFirstPause(self) -> float:
        return float(self._get("scan_first_pause"))

    @scanFirstPause.setter  # type: ignore[no-redef]
    def scanFirstPause(self, seconds: float) -> None:
        self._set("scan_first_pause", min(SCAN_PAUSES, key=lambda s: abs(s - seconds)))

    @Property(float, notify=changed)
    def scanLoops(self) -> float:
        return float(self._get("scan_loops"))

    @scanLoops.setter  # type: ignore[no-redef]
    def scanLoops(self, rounds: float) -> None:
        self._set("scan_loops", min(SCAN_LOOPS, key=lambda s: abs(s - rounds)))

    @Property("QVariantList", constant=True)
    def scanIntervals(self) -> list[float]:
        return SCAN_INTERVALS

    @Property("QVariantList", constant=True)
    def scanPauses(self) -> list[float]:
        return SCAN_PAUSES

    @Property("QVariantList", constant=True)
    def scanLoopChoices(self) -> list[float]:
        return SCAN_LOOPS

    @Property(bool, notify=changed)
    def soundOn(self) -> bool:
        """Sound effects on (M switches them anywhere: :meth:`toggleSound`)."""
        return bool(self._get("sound"))

    @soundOn.setter  # type: ignore[no-redef]
    def soundOn(self, on: bool) -> None:
        self._set("sound", bool(on))
        if not on:
            sounds.silence()

    @Slot()
    def toggleSound(self) -> None:
        """M: sound off if it is on, on if it is off; said either way."""
        on = not self._get("sound")
        self._set("sound", on)
        if not self._get("sound"):
            sounds.silence()
        say(
            QCoreApplication.translate("AppSettings", "Sound on")
            if self._get("sound")
            else QCoreApplication.translate("AppSettings", "Sound off")
        )

    @Property(float, notify=changed)
    def soundVolume(self) -> float:
        """The effects volume, 0..1."""
        return float(self._get("sound_volume"))

    @soundVolume.setter  # type: ignore[no-redef]
    def soundVolume(self, value: float) -> None:
        self._set("sound_volume", min(SOUND_VOLUMES, key=lambda v: abs(v - value)))
        if self._get("sound_volume") <= 0:
            sounds.silence()

    @Property("QVariantList", constant=True)
    def soundVolumes(self) -> list[float]:
        return SOUND_VOLUMES

    @Property(bool, notify=changed)
    def soundMoves(self) -> bool:
        return bool(self._get("sound_moves"))

    @soundMoves.setter  # type: ignore[no-redef]
    def soundMoves(self, on: bool) -> None:
        self._set("sound_moves", bool(on))

    @Property(bool, notify=changed)
    def soundChains(self) -> bool:
        return bool(self._get("sound_chains"))

    @soundChains.setter  # type: ignore[no-redef]
    def soundChains(self, on: bool) -> None:
        self._set("sound_chains", bool(on))

    @Property(bool, notify=changed)
    def soundResults(self) -> bool:
        return bool(self._get("sound_results"))

    @soundResults.setter  # type: ignore[no-redef]
    def soundResults(self, on: bool) -> None:
        self._set("sound_results", bool(on))

    @Property(bool, notify=changed)
    def soundInterface(self) -> bool:
        return bool(self._get("sound_interface"))

    @soundInterface.setter  # type: ignore[no-redef]
    def soundInterface(self, on: bool) -> None:
        self._set("sound_interface", bool(on))

    @Property(bool, notify=changed)
    def soundMono(self) -> bool:
        """Both ears hear every sound alike."""
        return bool(self._get("sound_mono"))

    @soundMono.setter  # type: ignore[no-redef]
    def soundMono(self, on: bool) -> None:
        self._set("sound_mono", bool(on))

    @Property(bool, notify=changed)
    def highContrast(self) -> bool:
        return bool(self._get("high_contrast"))

    @highContrast.setter  # type: ignore[no-redef]
    def highContrast(self, on: bool) -> None:
        self._set("high_contrast", bool(on))

    @Property(float, notify=changed)
    def textScale(self) -> float:
        saved = float(self._get("text_size"))
        return min(TEXT_SCALES, key=lambda s: abs(s - saved))

    @textScale.setter  # type: ignore[no-redef]
    def textScale(self, value: float) -> None:
        self._set("text_size", min(TEXT_SCALES, key=lambda s: abs(s - value)))

    @Property("QVariantList", constant=True)
    def textScales(self) -> list[float]:
        return TEXT_SCALES

    @Property(float, notify=changed)
    def boardZoom(self) -> float:
        """The tubes' and bowls' size: a factor of the size that fits the window."""
        return float(self._get("board_zoom"))

    @boardZoom.setter  # type: ignore[no-redef]
    def boardZoom(self, value: float) -> None:
        self._set("board_zoom", min(BOARD_ZOOMS, key=lambda z: abs(z - value)))

    @Property("QVariantList", constant=True)
    def boardZooms(self) -> list[float]:
        return BOARD_ZOOMS

    @Slot(int, result=bool)
    def zoomBoard(self, step: int) -> bool:
        """Ctrl + (``step`` 1), Ctrl − (-1), Ctrl 0 (0: the size that fits): the board one
        size bigger or smaller, said either way. False when it is already at that end."""
        zoom = float(self._get("board_zoom"))
        now = min(range(len(BOARD_ZOOMS)), key=lambda i: abs(BOARD_ZOOMS[i] - zoom))
        to = BOARD_ZOOMS.index(1.0) if step == 0 else now + step
        moved = 0 <= to < len(BOARD_ZOOMS) and to != now
        if moved:
            self._set("board_zoom", BOARD_ZOOMS[to])
        percent = round(float(self._get("board_zoom")) * 100)
        if step > 0 and not moved:
            text = QCoreApplication.translate("AppSettings", "Board size %1 %, the largest")
        elif step < 0 and not moved:
            text = QCoreApplication.translate("AppSettings", "Board size %1 %, the smallest")
        else:
            text = QCoreApplication.translate("AppSettings", "Board size %1 %")
        say(text.replace("%1", QLocale().toString(percent)))
        return moved or step == 0

    @Slot(str, result=str)
    def languageName(self, code: str) -> str:
        return dict(LANGUAGES).get(code, code)

    @Property(str, notify=changed)
    def theme(self) -> str:
        """The Bowls theme drawn now: the saved choice while it is unlocked, else Simple."""
        return chosen_theme(str(self._get("theme")), self._unlocked)

    @theme.setter  # type: ignore[no-redef]
    def theme(self, name: str) -> None:
        if name in self._unlocked:
            self._set("theme", name)

    @Property("QVariantList", notify=unlockedChanged)
    def unlockedThemes(self) -> list[str]:
        return list(self._unlocked)

    @Property("QVariantList", constant=True)
    def themes(self) -> list[str]:
        """All themes in unlock order (SPEC 1.9)."""
        return list(THEMES)

    @Slot()
    def refresh(self) -> None:
        """Re-read what the profile unlocked (achievements are earned elsewhere).

        Signals only a real change: a new list resets the Settings theme buttons.
        """
        unlocked = unlocked_themes(self._profile)
        if unlocked != self._unlocked:
            self._unlocked = unlocked
            self.unlockedChanged.emit()
            self.changed.emit()

    @Property("QVariantList", constant=True)
    def sampleBowls(self) -> list[dict[str, Any]]:
        """The gallery's sample position, one row per bowl, shaped like the game's bowl model."""
        pos = Position.parse(SAMPLE_POSITION)
        rows: list[dict[str, Any]] = []
        for i, stones in enumerate(pos.bowls):
            mod, rem = pos.modifiers[i], pos.timers[i]
            rows.append(
                {
                    "number": i + 1,
                    "stones": list(stones),
                    "modifier": mod,
                    "remaining": rem,
                    "description": bowl_description(i + 1, stones, mod, rem),
                }
            )
        return rows
