#!/usr/bin/python3
"""A fake XDG desktop portal for XUIKit's tests (Tests/XUIKitX11Tests/DesktopPortal*Tests.swift).

It owns org.freedesktop.portal.Desktop on the (private) session bus it is started on and speaks
the portal's public API as xdg-desktop-portal does: FileChooser (OpenFile, SaveFile), OpenURI
(OpenURI, OpenFile, OpenDirectory) and Settings (ReadAll, Read, SettingChanged), each dialog-like
call answered the Request way (a Request object at
/org/freedesktop/portal/desktop/request/SENDER/TOKEN and its Response signal).

    fake-portal.py SCRIPT LOG

SCRIPT is a JSON file:
    {"interfaces": {"org.freedesktop.portal.FileChooser": 3, ...},   # which answer, with version
     "responses": [{"response": 0, "results": {"uris": ["as", ["file:///tmp/a"]]},
                    "handle": "predicted" | "other", "delay_ms": 0}, ...],   # in call order
     "settings": {"org.freedesktop.appearance": {"color-scheme": ["u", 1]}}}
Typed values are [signature, value] pairs, so a test can answer garbage types on purpose.

Every call is appended to LOG as one JSON line (method, sender, arguments, options; a passed
descriptor as the path it names). The test interface org.xuikit.test.FakePortal has
SetSetting(s namespace, s key, v value), which stores the value and emits SettingChanged.
The script prints "ready" once it owns the name.
"""
import json
import os
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

PATH = "/org/freedesktop/portal/desktop"
BUS_NAME = "org.freedesktop.portal.Desktop"


def typed(signature, value):
    """A [signature, value] pair of the script as a dbus-python value."""
    simple = {"u": dbus.UInt32, "i": dbus.Int32, "s": dbus.String, "b": dbus.Boolean, "d": dbus.Double,
              "o": dbus.ObjectPath, "y": dbus.Byte}
    if signature in simple:
        return simple[signature](value)
    if signature.startswith("a"):
        return dbus.Array([typed(signature[1:], item) for item in value], signature=signature[1:])
    if signature.startswith("(") and signature.endswith(")"):
        inner = signature[1:-1]
        return dbus.Struct([typed(code, item) for code, item in zip(inner, value)], signature=inner)
    raise ValueError("unsupported signature " + signature)


def plain(value):
    """A dbus-python value as JSON."""
    if isinstance(value, dbus.types.UnixFd):
        descriptor = value.take()
        try:
            return {"fd": os.readlink("/proc/self/fd/%d" % descriptor)}
        finally:
            os.close(descriptor)
    if isinstance(value, (dbus.Array, list)):
        return [plain(item) for item in value]
    if isinstance(value, dbus.Struct):
        return [plain(item) for item in value]
    if isinstance(value, dbus.Dictionary):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, (dbus.Byte, dbus.UInt32, dbus.Int32, dbus.Int64, dbus.UInt64, dbus.Int16, dbus.UInt16)):
        return int(value)
    if isinstance(value, dbus.Double):
        return float(value)
    return str(value)


class Request(dbus.service.Object):
    @dbus.service.signal("org.freedesktop.portal.Request", signature="ua{sv}")
    def Response(self, response, results):
        pass


class OpenURIFiles(dbus.service.Object):
    """OpenURI's OpenFile: a base class, because FileChooser's OpenFile has the same Python name
    (dbus-python finds a method by name along the class hierarchy, per interface)."""

    @dbus.service.method("org.freedesktop.portal.OpenURI", in_signature="sha{sv}", out_signature="o",
                         sender_keyword="sender")
    def OpenFile(self, parent_window, descriptor, options, sender=None):
        return self.answer("OpenURI.OpenFile", sender, [parent_window, descriptor], options)


class Portal(OpenURIFiles):
    def __init__(self, bus, script, log):
        super().__init__(bus, PATH)
        self.bus = bus
        self.script = script
        self.log = log
        self.responses = list(script.get("responses", []))
        self.settings = {namespace: {key: typed(*pair) for key, pair in values.items()}
                         for namespace, values in script.get("settings", {}).items()}
        self.serial = 0

    def record(self, entry):
        with open(self.log, "a") as log:
            log.write(json.dumps(entry) + "\n")

    def answer(self, method, sender, arguments, options):
        """Records the call and schedules the next scripted Response; returns the handle."""
        self.record({"method": method, "sender": str(sender), "arguments": plain(arguments), "options": plain(options)})
        step = self.responses.pop(0) if self.responses else {"response": 2, "results": {}}
        self.serial += 1
        sender_part = str(sender)[1:].replace(".", "_")
        token = str(options.get("handle_token", "t%d" % self.serial))
        if step.get("handle") == "other":
            token = "other%d" % self.serial
        handle = "%s/request/%s/%s" % (PATH, sender_part, token)
        request = Request(self.bus, handle)
        results = dbus.Dictionary({key: typed(*pair) for key, pair in step.get("results", {}).items()},
                                  signature="sv")

        def emit():
            request.Response(dbus.UInt32(step.get("response", 0)), results)
            request.remove_from_connection()
            return False
        GLib.timeout_add(int(step.get("delay_ms", 0)), emit)
        return dbus.ObjectPath(handle)

    def interface_version(self, interface):
        return self.script.get("interfaces", {}).get(interface)

    # MARK: FileChooser

    @dbus.service.method("org.freedesktop.portal.FileChooser", in_signature="ssa{sv}", out_signature="o",
                         sender_keyword="sender")
    def OpenFile(self, parent_window, title, options, sender=None):
        return self.answer("FileChooser.OpenFile", sender, [parent_window, title], options)

    @dbus.service.method("org.freedesktop.portal.FileChooser", in_signature="ssa{sv}", out_signature="o",
                         sender_keyword="sender")
    def SaveFile(self, parent_window, title, options, sender=None):
        return self.answer("FileChooser.SaveFile", sender, [parent_window, title], options)

    # MARK: OpenURI (OpenFile is in OpenURIFiles)

    @dbus.service.method("org.freedesktop.portal.OpenURI", in_signature="ssa{sv}", out_signature="o",
                         sender_keyword="sender")
    def OpenURI(self, parent_window, uri, options, sender=None):
        return self.answer("OpenURI.OpenURI", sender, [parent_window, uri], options)

    @dbus.service.method("org.freedesktop.portal.OpenURI", in_signature="sha{sv}", out_signature="o",
                         sender_keyword="sender")
    def OpenDirectory(self, parent_window, descriptor, options, sender=None):
        return self.answer("OpenURI.OpenDirectory", sender, [parent_window, descriptor], options)

    # MARK: Settings

    @dbus.service.method("org.freedesktop.portal.Settings", in_signature="as", out_signature="a{sa{sv}}")
    def ReadAll(self, namespaces):
        self.record({"method": "Settings.ReadAll", "arguments": plain(namespaces)})
        return dbus.Dictionary({namespace: dbus.Dictionary(values, signature="sv")
                                for namespace, values in self.settings.items()
                                if not namespaces or namespace in namespaces}, signature="sa{sv}")

    @dbus.service.method("org.freedesktop.portal.Settings", in_signature="ss", out_signature="v")
    def Read(self, namespace, key):
        if key not in self.settings.get(namespace, {}):
            raise dbus.exceptions.DBusException("no such setting", name="org.freedesktop.portal.Error.NotFound")
        return self.settings[namespace][key]

    @dbus.service.signal("org.freedesktop.portal.Settings", signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass

    @dbus.service.method("org.xuikit.test.FakePortal", in_signature="ssv")
    def SetSetting(self, namespace, key, value):
        self.settings.setdefault(str(namespace), {})[str(key)] = value
        self.SettingChanged(namespace, key, value)

    # MARK: Properties

    @dbus.service.method(dbus.PROPERTIES_IFACE, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        version = self.interface_version(interface)
        if name != "version" or version is None:
            raise dbus.exceptions.DBusException("no such interface",
                                                name="org.freedesktop.DBus.Error.UnknownInterface")
        return dbus.UInt32(version)

    @dbus.service.method(dbus.PROPERTIES_IFACE, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        version = self.interface_version(interface)
        return dbus.Dictionary({} if version is None else {"version": dbus.UInt32(version)}, signature="sv")


def main():
    script_path, log_path = sys.argv[1], sys.argv[2]
    with open(script_path) as handle:
        script = json.load(handle)
    DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    portal = Portal(bus, script, log_path)

    name = dbus.service.BusName(BUS_NAME, bus)
    print("ready", flush=True)
    GLib.MainLoop().run()
    del name


if __name__ == "__main__":
    main()
