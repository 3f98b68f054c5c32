"""Translated sentences for things that go wrong outside the game rules."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from pebblepour.profile.store import ErrorKind, ProfileError, ReadOnly, ReadOnlyCause
from pebblepour.ui.announcer import say


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


def read_only_sentence(read_only: ReadOnly) -> str:
    """One translated sentence: the profile cannot be written, and the real reason why."""
    where = str(read_only.blocker)
    if len(where) > 120:  # a path too long to read: its start and its end
        where = f"{where[:50]}…{where[-50:]}"
    texts = {
        ReadOnlyCause.FILE: QCoreApplication.translate(
            "AppState", "Nothing you play will be saved: the profile file %1 is read-only."
        ),
        ReadOnlyCause.FOLDER: QCoreApplication.translate(
            "AppState", "Nothing you play will be saved: the profile folder %1 is read-only."
        ),
        ReadOnlyCause.FILE_SYSTEM: QCoreApplication.translate(
            "AppState",
            "Nothing you play will be saved: the file system that holds %1 is read-only.",
        ),
        ReadOnlyCause.COMPANION: QCoreApplication.translate(
            "AppState",
            "Nothing you play will be saved: %1 is not a file, and the profile needs to "
            "write a file there.",
        ),
        ReadOnlyCause.UNREACHABLE: QCoreApplication.translate(
            "AppState", "Nothing you play will be saved: the profile folder %1 cannot be reached."
        ),
        ReadOnlyCause.OTHER: QCoreApplication.translate(
            "AppState", "Nothing you play will be saved: the profile file %1 cannot be written."
        ),
    }
    return texts[read_only.cause].replace("%1", where)


_warning_sink: Callable[[str], None] | None = None
_warning = ""
_permanent = False


def set_warning_sink(sink: Callable[[str], None] | None) -> None:
    """Where the persistent save warning goes (the AppState singleton registers itself)."""
    global _warning_sink
    _warning_sink = sink
    if sink is not None:
        sink(_warning)


def _show(text: str) -> None:
    global _warning
    _warning = text
    if _warning_sink is not None:
        _warning_sink(text)


def report_read_only(read_only: ReadOnly) -> str:
    """The profile cannot be written at all: show why for the whole session; return it."""
    global _permanent
    _permanent = True
    text = read_only_sentence(read_only)
    _show(text)
    return text


def report_profile_error(error: ProfileError) -> None:
    """A save or record failed: say so at once, and keep it on screen (the caption of the
    next move would replace it) until a later save works."""
    text = profile_error_sentence(error)
    say(text, True)
    if not _permanent:
        _show(text)


def profile_saved() -> None:
    """A save worked: the warning of an earlier failure goes (a read-only one stays)."""
    if _warning and not _permanent:
        _show("")


def reset_warnings() -> None:
    """Forget every warning (a new profile: tests, a restarted scene)."""
    global _permanent
    _permanent = False
    _show("")
