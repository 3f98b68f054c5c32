"""Translated sentences for things that go wrong outside the game rules."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pebblepour.profile.store import ErrorKind, ProfileError


def profile_error_sentence(error: ProfileError) -> str:
    """One translated sentence for a profile that cannot be read or written."""
    texts = {
        ErrorKind.DISK_FULL: QCoreApplication.translate(
            "AppState", "Your progress could not be saved: the disk is full. Free some space."
        ),
        ErrorKind.READ_ONLY: QCoreApplication.translate(
            "AppState", "Your progress could not be saved: the profile folder is read-only."
        ),
        ErrorKind.BUSY: QCoreApplication.translate(
            "AppState",
            "Your progress could not be saved: another copy of the game is busy with it.",
        ),
        ErrorKind.DAMAGED: QCoreApplication.translate(
            "AppState", "Your progress could not be saved: the profile file is damaged."
        ),
        ErrorKind.DISK_ERROR: QCoreApplication.translate(
            "AppState", "Your progress could not be saved: the disk reported an error."
        ),
    }
    return texts.get(
        error.kind,
        QCoreApplication.translate("AppState", "Your progress could not be saved or read."),
    )
