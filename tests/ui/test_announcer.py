"""Every message goes out on exactly one channel that a screen reader speaks.

Orca 43.1 speaks a Notification that becomes showing and ignores announcements; Orca 45.2+ speaks
both. The announcer asks the AT-SPI registry whether anyone listens for announcements and uses
that channel alone if so, the notification alone if not (ui/announcer.py). The Orca tests prove
what 43.1 says; these count what was sent.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from pebblepour.ui import announcer

ORCA_43_EVENTS = [  # what the registry lists with Orca 43.1 running (Debian 12), abridged
    "Object:StateChanged:Showing",
    "Object:PropertyChange:AccessibleName",
    "Object:StateChanged:Focused",
    "Focus::",
    "Window:Activate:",
]
ORCA_46_EVENTS = [*ORCA_43_EVENTS, "Object:Announcement:"]


def test_registry_events_that_cover_announcements() -> None:
    assert not announcer.listens_for_announcements(ORCA_43_EVENTS)
    assert announcer.listens_for_announcements(ORCA_46_EVENTS)
    assert announcer.listens_for_announcements(["object:announcement"])
    assert announcer.listens_for_announcements(["Object:"])  # every object event
    assert not announcer.listens_for_announcements(["Object:StateChanged:"])
    assert not announcer.listens_for_announcements([])


def speech_items(scene) -> list[object]:  # type: ignore[no-untyped-def]
    speech = scene.find("speech")
    return [c for c in speech.childItems() if c.property("message") is not None]


@pytest.mark.parametrize(
    ("events", "channel"),
    [(ORCA_43_EVENTS, "notification"), (ORCA_46_EVENTS, "announcement"), (None, "announcement")],
)
def test_each_message_goes_out_on_one_channel(  # type: ignore[no-untyped-def]
    scene, monkeypatch, events, channel
) -> None:
    monkeypatch.setattr(announcer, "registered_events", lambda: events)
    a = announcer._instance
    assert a is not None
    a._listens = None  # ask the (patched) registry again
    posted: list[str] = []
    monkeypatch.setattr(a, "_announce", lambda text, assertive: posted.append(text))
    shown: list[str] = []
    a.spoken.connect(shown.append)
    before = len(a.channels)

    scene.key(Qt.Key.Key_Return)  # Home -> level list
    scene.wait_screen("Level 1,")
    scene.key(Qt.Key.Key_Return)  # level 1
    scene.qtbot.waitUntil(lambda: any(h.startswith("Level 1.") for h in a.history), timeout=5000)
    # The board has the focus (on a loaded machine it came after the level's sentence): the
    # selection below renames the focused tube.
    scene.wait_screen("Tube 1")
    scene.key(Qt.Key.Key_Space)  # select tube 1
    scene.key(Qt.Key.Key_Escape)  # cancel
    scene.key(Qt.Key.Key_B)  # read the board
    assert a.history[-1].startswith("0 moves. Tube 1: "), a.history[-1]  # said at once
    assert a.channels[-1][0] == a.history[-1]

    sent = a.channels[before:]
    texts = [t for t, _c in sent]
    assert len(texts) == len(set(texts))  # one entry per message
    assert {c for _t, c in sent} == {channel}
    selected = "Tube 1 selected, yellow on top."
    assert selected in a.history  # the caption shows it either way
    if channel == "notification":
        assert len(texts) == 4 and selected in texts
        assert shown == texts and posted == []
        # The message is the name of a Notification item that is showing (once the screen
        # has opened: what is said while it opens waits 0.4 s, Main.qml speech).
        items = speech_items(scene)
        scene.qtbot.waitUntil(lambda: any(texts[-1] in m for m in [
            i.property("message") for i in items if i.property("visible")]), timeout=3000)
    else:
        # A reader that listens for announcements reads the focused tube's new name
        # ("Tube 1: ...; selected"), so the selection is not announced a second time.
        assert len(texts) == 3 and selected not in texts
        assert posted == texts and shown == []
    a.spoken.disconnect(shown.append)
