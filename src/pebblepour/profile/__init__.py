"""The player profile: records, settings, unfinished attempts (Qt-free, SQLite).

Open it with :meth:`Profile.open`; see :mod:`pebblepour.profile.profile` for the API.
"""

from pebblepour.profile.clock import utc_now, utc_today
from pebblepour.profile.profile import ATTEMPT_MODES, ENV_DIR, Profile, default_path
from pebblepour.profile.records import (
    Achievement,
    AchievementResult,
    BowlsAttempt,
    BowlsAttemptResult,
    BowlsDailyBest,
    BowlsPuzzleResult,
    BowlsPuzzleStats,
    StatsSummary,
    TubesDailyResult,
    TubesDailyStats,
    TubesLevelResult,
    TubesLevelStats,
)
from pebblepour.profile.settings import THEMES, Settings
from pebblepour.profile.store import ErrorKind, MovedAside, OpenIssue, ProfileError
from pebblepour.profile.themes import chosen_theme, unlocked_themes

__all__ = [
    "ATTEMPT_MODES",
    "ENV_DIR",
    "THEMES",
    "Achievement",
    "AchievementResult",
    "BowlsAttempt",
    "BowlsAttemptResult",
    "BowlsDailyBest",
    "BowlsPuzzleResult",
    "BowlsPuzzleStats",
    "ErrorKind",
    "MovedAside",
    "OpenIssue",
    "Profile",
    "ProfileError",
    "Settings",
    "StatsSummary",
    "TubesDailyResult",
    "TubesDailyStats",
    "TubesLevelResult",
    "TubesLevelStats",
    "chosen_theme",
    "default_path",
    "unlocked_themes",
    "utc_now",
    "utc_today",
]
