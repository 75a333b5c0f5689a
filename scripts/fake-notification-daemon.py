#!/usr/bin/python3
"""A fake notification server for the notification tests (Tests/XUIKitX11Tests/NotificationsProcessTests.swift).

It speaks the real freedesktop Desktop Notifications API on the session bus it is started on
(DBUS_SESSION_BUS_ADDRESS): it owns org.freedesktop.Notifications, answers Notify (ids from 1),
CloseNotification (then emits NotificationClosed with reason 3), GetCapabilities and
GetServerInformation, and records every call as one JSON line in the log file given as its only
argument. The test drives it through a second interface on the same object,
org.xuikit.FakeNotifications: Invoke(u id, s key) emits ActionInvoked, Close(u id, u reason) emits
NotificationClosed, and EmitMalformed() emits an ActionInvoked signal with the wrong argument
types (s, s). It prints "ready" once it owns the name. Needs python3-dbus and python3-gi.

    /usr/bin/python3 scripts/fake-notification-daemon.py LOG
"""
import json
import sys

import dbus
import dbus.lowlevel
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

INTERFACE = "org.freedesktop.Notifications"
CONTROL = "org.xuikit.FakeNotifications"
PATH = "/org/freedesktop/Notifications"


def plain(value):
    """A D-Bus value as JSON can say it."""
    if isinstance(value, (dbus.Array, list)):
        return [plain(v) for v in value]
    if isinstance(value, (dbus.Dictionary, dict)):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (dbus.Byte, dbus.Int32, dbus.UInt32, dbus.Int64, dbus.UInt64, dbus.Int16, dbus.UInt16, int)):
        return int(value)
    if isinstance(value, (dbus.Boolean, bool)):
        return bool(value)
    if isinstance(value, (dbus.Double, float)):
        return float(value)
    return str(value)


class Server(dbus.service.Object):
    def __init__(self, bus, log):
        super().__init__(bus, PATH)
        self.log = log
        self.next_id = 1

    def record(self, entry):
        with open(self.log, "a") as log:
            log.write(json.dumps(entry) + "\n")

    @dbus.service.method(INTERFACE, in_signature="susssasa{sv}i", out_signature="u", sender_keyword="sender")
    def Notify(self, app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout, sender=None):
        notification_id = int(replaces_id) if replaces_id else self.next_id
        if not replaces_id:
            self.next_id += 1
        hint_types = {str(k): v.signature if hasattr(v, "signature") else type(v).__name__ for k, v in hints.items()}
        self.record({"call": "Notify", "id": notification_id, "sender": str(sender), "app_name": str(app_name),
                     "replaces_id": int(replaces_id), "app_icon": str(app_icon), "summary": str(summary),
                     "body": str(body), "actions": plain(actions), "hints": plain(hints),
                     "urgency_type": type(hints.get("urgency")).__name__, "expire_timeout": int(expire_timeout)})
        return dbus.UInt32(notification_id)

    @dbus.service.method(INTERFACE, in_signature="u", out_signature="")
    def CloseNotification(self, notification_id):
        self.record({"call": "CloseNotification", "id": int(notification_id)})
        self.NotificationClosed(notification_id, dbus.UInt32(3))

    @dbus.service.method(INTERFACE, in_signature="", out_signature="as")
    def GetCapabilities(self):
        return ["actions", "body", "sound"]

    @dbus.service.method(INTERFACE, in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("fake-notification-daemon", "XUIKit tests", "1.0", "1.2")

    @dbus.service.signal(INTERFACE, signature="us")
    def ActionInvoked(self, notification_id, action_key):
        pass

    @dbus.service.signal(INTERFACE, signature="uu")
    def NotificationClosed(self, notification_id, reason):
        pass

    @dbus.service.method(CONTROL, in_signature="us", out_signature="")
    def Invoke(self, notification_id, action_key):
        self.ActionInvoked(notification_id, action_key)

    @dbus.service.method(CONTROL, in_signature="uu", out_signature="")
    def Close(self, notification_id, reason):
        self.NotificationClosed(notification_id, reason)

    @dbus.service.method(CONTROL, in_signature="", out_signature="")
    def EmitMalformed(self):
        # ActionInvoked with (s, s) instead of (u, s): sent by hand, as dbus-python's signal
        # decorator fixes the signature.
        message = dbus.lowlevel.SignalMessage(PATH, INTERFACE, "ActionInvoked")
        message.append("1", "default", signature="ss")
        self.connection.send_message(message)


def main():
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    name = dbus.service.BusName("org.freedesktop.Notifications", bus, do_not_queue=True)
    server = Server(bus, sys.argv[1])
    print("ready", flush=True)
    loop = GLib.MainLoop()
    try:
        loop.run()
    except KeyboardInterrupt:
        pass
    del name, server


if __name__ == "__main__":
    main()
