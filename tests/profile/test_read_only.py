"""A profile that cannot be written: the player still plays (an in-memory copy of what is
there) and is told the real cause in one sentence; nothing on disk changes (issue 12 point 5)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from tests.profile.read_only_support import ReadOnly

from pebblepour.profile import Profile
from pebblepour.profile.store import ReadOnlyCause


def _with_progress(path: Path) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    with Profile.open(path) as p:
        p.record_tubes_level(1, 12, 30.0, 0)
        p.save_attempt("tubes:level", '{"kept": true}')
    for companion in ("-wal", "-shm"):
        Path(f"{path}{companion}").unlink(missing_ok=True)
    return path.read_bytes()


def _plays_in_memory(p: Profile) -> None:
    assert p.tubes_unlocked() == 2  # the progress on disk is there
    assert p.load_attempt("tubes:level") == '{"kept": true}'
    p.record_tubes_level(2, 20, 40.0, 1)  # play goes on...
    assert p.tubes_unlocked() == 3
    p.save_attempt("tubes:level", '{"new": true}')


def _one_sentence(text: str) -> None:
    assert text.startswith("Nothing you play will be saved because ") and text.endswith(".")
    assert ". " not in text.replace(f"{Path.cwd()}", "")


def test_a_read_only_profile_file(path: Path, read_only: ReadOnly) -> None:
    before = _with_progress(path)
    read_only(path)
    with Profile.open(path) as p:
        assert p.read_only is not None and p.read_only.cause is ReadOnlyCause.FILE
        assert p.read_only.sentence == (
            f"Nothing you play will be saved because the profile file {path} is read-only."
        )
        assert p.read_only.blocker == path
        _plays_in_memory(p)
    assert path.read_bytes() == before  # ...and nothing reached the disk


def test_a_read_only_profile_folder(path: Path, read_only: ReadOnly) -> None:
    before = _with_progress(path)
    read_only(path.parent)
    with Profile.open(path) as p:
        assert p.read_only is not None and p.read_only.cause is ReadOnlyCause.FOLDER
        assert str(path.parent) in p.read_only.sentence and "folder" in p.read_only.sentence
        _one_sentence(p.read_only.sentence)
        _plays_in_memory(p)
    assert path.read_bytes() == before
    assert sorted(f.name for f in path.parent.iterdir()) == [path.name]


def test_a_new_profile_in_a_read_only_folder(path: Path, read_only: ReadOnly) -> None:
    path.parent.mkdir(parents=True)
    read_only(path.parent)
    with Profile.open(path) as p:
        assert p.read_only is not None and p.read_only.cause is ReadOnlyCause.FOLDER
        assert p.tubes_unlocked() == 1
        p.record_tubes_level(1, 12, 30.0, 0)
    assert not path.exists()


@pytest.mark.parametrize("companion", ["-wal", "-shm"])
def test_a_folder_where_the_wal_or_shm_file_goes(path: Path, companion: str) -> None:
    before = _with_progress(path)
    blocker = Path(f"{path}{companion}")
    blocker.mkdir()
    with Profile.open(path) as p:
        assert p.read_only is not None and p.read_only.cause is ReadOnlyCause.COMPANION
        assert p.read_only.blocker == blocker
        assert p.read_only.sentence == (
            f"Nothing you play will be saved because {blocker} is not a file "
            "(SQLite needs to write a file there)."
        )
        assert "read-only" not in p.read_only.sentence  # the real cause, not a guess
        _plays_in_memory(p)
    assert path.read_bytes() == before and blocker.is_dir()


def test_a_read_only_file_system(tmp_path: Path) -> None:
    """A real read-only mount (a private mount namespace); skipped where none can be made."""
    if not shutil.which("unshare") or not shutil.which("mount"):
        pytest.skip("unshare/mount not available")
    folder = tmp_path / "profile"
    path = folder / "profile.sqlite3"
    before = _with_progress(path)
    script = textwrap.dedent(
        f"""
        from pathlib import Path
        from pebblepour.profile import Profile
        with Profile.open(Path({str(path)!r})) as p:
            print(p.read_only.cause.value if p.read_only else "writable")
            print(p.read_only.sentence if p.read_only else "")
            print(p.tubes_unlocked())
            p.record_tubes_level(2, 20, 40.0, 1)
            print(p.tubes_unlocked())
        """
    )
    src = Path(__file__).resolve().parents[2] / "src"
    shell = (
        f"mount --bind {folder} {folder} && mount -o remount,ro,bind {folder} && "
        f"PYTHONPATH={src} {sys.executable} -c \"$0\""
    )
    done = subprocess.run(
        ["unshare", "-m", "sh", "-c", shell, script], capture_output=True, text=True
    )
    if done.returncode != 0 and "mount" in done.stderr:
        pytest.skip(f"cannot make a read-only mount here: {done.stderr.strip()[:200]}")
    assert done.returncode == 0, done.stderr
    cause, sentence, unlocked, after = done.stdout.splitlines()
    assert cause == "file_system"
    assert sentence == (
        f"Nothing you play will be saved because the file system that holds {folder} "
        "is read-only."
    )
    assert (unlocked, after) == ("2", "3")
    assert path.read_bytes() == before
