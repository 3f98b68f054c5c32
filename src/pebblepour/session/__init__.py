"""The Qt-free mid-end both games share (see :mod:`.core`): one game interface, one session
that owns undo, the play clock, saves and the writes that end an attempt.

* :mod:`.core` - :class:`~.core.Game`, :class:`~.core.Session`, the save envelope, loading.
* :mod:`.tubes` - Tubes as a game: :class:`~.tubes.TubesPlay`, its record and saves.
* :mod:`.bowls` - Bowls as a game: :class:`~.bowls.BowlsPlay` over ``bowls.attempts``.
"""

from pebblepour.session.core import Game, Outcome, Resumed, SaveError, Session

__all__ = ["Game", "Outcome", "Resumed", "SaveError", "Session"]
