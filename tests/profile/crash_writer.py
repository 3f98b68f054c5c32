"""A profile writer for the crash and concurrency tests (run as a script, not collected).

``crash_writer.py PATH FIRST_ID MODE [COUNT]`` opens the profile at PATH, prints ``ready``, then
writes records with ids FIRST_ID, FIRST_ID + 1, … (COUNT of them, or until killed): odd ids
record an ended Endless attempt scoring the id (a durable record), even ids save the
unfinished attempt of MODE as ``{"id": id}`` (the fast per-move save). Each id is printed,
flushed, only after its commit returned, so whatever was printed is known to be committed.
"""

import sys
from pathlib import Path

from pebblepour.profile import Profile


def main() -> None:
    path, first, mode = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else None
    profile = Profile.open(path)
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
