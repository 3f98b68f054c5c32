"""A fake settings portal for the tests (``tests/ui/test_system_settings.py``), in a process of
its own as the desktop's is: ``org.freedesktop.portal.Settings`` at
``/org/freedesktop/portal/desktop``, owned as ``org.freedesktop.portal.Desktop`` on the bus
at ARGV[1]. It answers ``ReadOne`` (with ``--old``: only ``Read``, which wraps the value in
one more variant, as portals before version 2 do) and ``NotFound`` for a key it does not
have.

The values it starts with are a JSON list of [namespace, key, value] in ARGV[2]. Each line
on its standard input, ``["set", namespace, key, value]``, changes one and emits
``SettingChanged``; it prints ``ready`` once it owns the name, then ``set`` after each
change.
"""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import QCoreApplication, QSocketNotifier
from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusVariant, QDBusVirtualObject

NAME = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
INTERFACE = "org.freedesktop.portal.Settings"


class Portal(QDBusVirtualObject):
    def __init__(self, values: dict[tuple[str, str], object], old: bool) -> None:
        super().__init__()
        self.values = values
        self.old = old

    def introspect(self, path: str) -> str:
        return ""

    def handleMessage(self, message: QDBusMessage, connection: QDBusConnection) -> bool:
        if message.interface() != INTERFACE or message.member() not in ("ReadOne", "Read"):
            return False
        if message.member() == "ReadOne" and self.old:  # as a version 1 portal answers
            connection.send(message.createErrorReply(
                "org.freedesktop.DBus.Error.UnknownMethod", "No such method 'ReadOne'"))
            return True
        namespace, key = message.arguments()
        if (namespace, key) not in self.values:
            connection.send(message.createErrorReply(
                "org.freedesktop.portal.Error.NotFound", "Requested setting not found"))
            return True
        inner = QDBusVariant(self.values[(namespace, key)])
        if message.member() == "Read":
            outer = QDBusVariant()
            outer.setVariant(inner)  # QDBusVariant(inner) would copy it, not wrap it
            inner = outer
        reply = message.createReply()
        reply.setArguments([inner])
        connection.send(reply)
        return True

    def change(self, connection: QDBusConnection, namespace: str, key: str, value: object) -> None:
        self.values[(namespace, key)] = value
        signal = QDBusMessage.createSignal(PATH, INTERFACE, "SettingChanged")
        signal.setArguments([namespace, key, QDBusVariant(value)])
        connection.send(signal)


def main() -> None:
    app = QCoreApplication(sys.argv[:1])
    address, start = sys.argv[1], json.loads(sys.argv[2])
    bus = QDBusConnection.connectToBus(address, "fake-portal")
    portal = Portal({(ns, key): value for ns, key, value in start}, "--old" in sys.argv)
    if not (bus.registerVirtualObject(PATH, portal) and bus.registerService(NAME)):
        sys.exit(f"fake portal: cannot own {NAME} on {address}")
    print("ready", flush=True)

    unread = b""

    def command() -> None:
        nonlocal unread
        chunk = os.read(sys.stdin.fileno(), 65536)
        if not chunk:
            app.quit()
            return
        *lines, unread = (unread + chunk).split(b"\n")
        for line in lines:
            what, *rest = json.loads(line)
            if what == "set":
                portal.change(bus, *rest)
                print("set", flush=True)

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    app.exec()


if __name__ == "__main__":
    main()
