"""Start the app as ``python -m pebblepour`` does, its clock set to ``PEBBLEPOUR_TEST_NOW``
(an ISO moment) and running on from there: the reader sessions' app sees the day the test
prepared, whatever the real clock says (a run that crosses midnight UTC saw two days).
Without the variable it is the app as it is. A test's launcher, never the app's own hook.
"""

import os
import sys
import time
from datetime import datetime, timedelta

from pebblepour.app import main
from pebblepour.profile import clock

if __name__ == "__main__":
    fixed = os.environ.get("PEBBLEPOUR_TEST_NOW", "")
    if not fixed:
        raise SystemExit(main())
    start, began = datetime.fromisoformat(fixed), time.monotonic()
    with clock.use_clock(lambda: start + timedelta(seconds=time.monotonic() - began)):
        status = main()
    sys.exit(status)
