"""A profile writer for the crash and concurrency tests (run as a script, not collected).

``crash_writer.py PATH FIRST_ID MODE [COUNT]`` opens the profile at PATH, prints ``ready``, then
writes records with ids FIRST_ID, FIRST_ID + 1, … (COUNT of them, or until killed): odd ids
record an ended Endless attempt scoring the id (a durable record), even ids save the
unfinished attempt of MODE as ``{"id": id}`` (the fast per-move save). Each id is printed,
flushed, only after its commit returned, so whatever was printed is known to be committed.
With ``SYNC_OFF_THREAD=1`` in the environment it writes as the app does
(``Profile.sync_off_thread``: no fsync on the writing thread, a thread of its own makes the
commits durable). A profile that opens read-only (busy past the wait) makes it exit with
status 3 at once.
"""

import os
import sys
from pathlib import Path

from pebblepour.profile import Profile

READ_ONLY_EXIT = 3


def main() -> None:
    path, first, mode = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else None
    profile = Profile.open(path)
    if profile.read_only is not None:
        # The file stayed busy past the wait (another writer in a burst, on a loaded
        # machine): the app then plays on an in-memory copy and says nothing is saved. Not a
        # writer that commits: say so, and claim nothing.
        sys.stderr.write(f"read-only: {profile.read_only}\n")
        sys.exit(READ_ONLY_EXIT)
    if os.environ.get("SYNC_OFF_THREAD") == "1":
        profile.sync_off_thread()
    out = sys.stdout
    out.write("ready\n")
    out.flush()
    n = first
    while count is None or n < first + count:
        if n % 2:
            profile.record_bowls_endless(score=n, moves=n % 97, practice=n % 3 == 0)
        else:
            profile.save_attempt(mode, f'{{"id": {n}}}')
        out.write(f"{n}\n")
        out.flush()
        n += 1
    profile.close()


if __name__ == "__main__":
    main()
