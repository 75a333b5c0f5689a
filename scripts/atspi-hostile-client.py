#!/usr/bin/python3
"""A hostile AT-SPI client: sends well-formed and malformed calls to one XUIKit app.

    atspi-hostile-client.py calls PID CALLS_JSON
    atspi-hostile-client.py fuzz PID SECONDS SEED

Finds the app with process id PID on the accessibility bus (AT_SPI_BUS_ADDRESS, else asked of
org.a11y.Bus on the session bus), waits until its window has children, and names its objects by
accessibility identifier (the `id` attribute), the root `root` and its first window `window`.

`calls`: CALLS_JSON is a list of calls, each {"id": identifier or "root", "interface": ...,
"member": ..., "signature": D-Bus signature, "args": a Python expression (dbus-python types;
`dbus` and `BIG` = 1 MiB of text are in scope), "timeout": seconds (10)}. Prints one JSON line:
{"results": [{"reply": ..., "seconds": s} or {"error": D-Bus error name, "seconds": s}],
"alive": whether the app still answers}.

`fuzz`: for SECONDS, random calls (right and wrong signatures, extreme numbers, huge arrays,
NaN) to random objects and members. Prints one JSON line: {"calls": n, "errors": {name: count},
"slow": [[member, signature, seconds] for answers over 1 s], "alive": bool}. Exit status 1 when
the app died or hung (the caller reports it).
"""
import json
import math
import random
import sys
import time

import dbus

ROOT = "/org/a11y/atspi/accessible/root"
BIG = "x" * (1 << 20)


def accessibility_bus():
    import os
    address = os.environ.get("AT_SPI_BUS_ADDRESS")
    if not address:
        session = dbus.SessionBus()
        address = session.call_blocking("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", "", [])
    return dbus.bus.BusConnection(str(address))


def find_app(bus, pid, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for name in bus.list_names():
            if not name.startswith(":"):
                continue
            try:
                owner = call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                             "GetConnectionUnixProcessID", "s", [name])
                if owner != pid:
                    continue
                windows = call(bus, name, ROOT, "org.a11y.atspi.Accessible", "GetChildren", "", [])
                if windows and all(children(bus, name, str(w[1])) for w in windows):
                    return name
            except dbus.DBusException:
                pass
        time.sleep(0.05)
    return None


def call(bus, name, path, interface, member, signature, args, timeout=10):
    return bus.call_blocking(name, path, interface, member, signature, args, timeout=timeout)


def children(bus, name, path):
    return [str(child[1]) for child in call(bus, name, path, "org.a11y.atspi.Accessible", "GetChildren", "", [])]


def objects(bus, name):
    """Every object path below the root, and the paths named by accessibility identifier."""
    paths, named, pending = [ROOT], {"root": ROOT}, [ROOT]
    windows = children(bus, name, ROOT)
    if windows:
        named["window"] = windows[0]
    while pending:
        for child in children(bus, name, pending.pop()):
            if child in paths or child == "/org/a11y/atspi/null":
                continue
            paths.append(child)
            pending.append(child)
            identifier = call(bus, name, child, "org.a11y.atspi.Accessible", "GetAttributes", "", []).get("id")
            if identifier:
                named[str(identifier)] = child
    return paths, named


def plain(value):
    """dbus-python values as JSON values (non-finite numbers as strings)."""
    if isinstance(value, (dbus.Struct, dbus.Array, tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, float):
        return float(value) if math.isfinite(value) else str(value)
    if isinstance(value, int):
        return int(value)
    return str(value) if value is not None else None


def alive(bus, name):
    try:
        call(bus, name, ROOT, "org.a11y.atspi.Accessible", "GetRole", "", [], timeout=5)
        return True
    except dbus.DBusException:
        return False


def run_calls(bus, name, calls):
    _, named = objects(bus, name)
    results = []
    for spec in calls:
        path = named.get(spec.get("id", "root"), spec.get("id"))
        args = eval(spec.get("args", "[]"), {"dbus": dbus, "BIG": BIG})
        start = time.time()
        try:
            reply = call(bus, name, path, spec["interface"], spec["member"], spec.get("signature", ""), args,
                         timeout=spec.get("timeout", 10))
            results.append({"reply": plain(reply), "seconds": time.time() - start})
        except dbus.DBusException as error:
            results.append({"error": error.get_dbus_name(), "message": str(error), "seconds": time.time() - start})
    print(json.dumps({"results": results, "alive": alive(bus, name)}))


# Members of each interface with the signature they take (at-spi2-core's xml), for fuzzing.
MEMBERS = {
    "org.a11y.atspi.Accessible": [("GetChildAtIndex", "i"), ("GetChildren", ""), ("GetIndexInParent", ""),
                                  ("GetState", ""), ("GetAttributes", ""), ("GetRole", ""), ("GetInterfaces", "")],
    "org.a11y.atspi.Component": [("GetExtents", "u"), ("GetPosition", "u"), ("GetSize", ""), ("Contains", "iiu"),
                                 ("GetAccessibleAtPoint", "iiu"), ("GrabFocus", "")],
    "org.a11y.atspi.Action": [("GetName", "i"), ("GetDescription", "i"), ("DoAction", "i"), ("GetActions", "")],
    "org.a11y.atspi.Text": [("GetText", "ii"), ("GetCharacterAtOffset", "i")],
    "org.a11y.atspi.EditableText": [("SetTextContents", "s"), ("InsertText", "isi"), ("DeleteText", "ii")],
    "org.a11y.atspi.Selection": [("GetSelectedChild", "i"), ("SelectChild", "i"), ("DeselectChild", "i"),
                                 ("IsChildSelected", "i"), ("SelectAll", ""), ("ClearSelection", "")],
    "org.a11y.atspi.Table": [("GetAccessibleAt", "ii"), ("GetIndexAt", "ii"), ("GetRowAtIndex", "i"),
                             ("IsRowSelected", "i"), ("AddRowSelection", "i"), ("RemoveRowSelection", "i"),
                             ("GetRowColumnExtentsAtIndex", "i")],
    "org.a11y.atspi.Collection": [("GetMatches", "(aiia{ss}iaiiasib)uib")],
    "org.freedesktop.DBus.Properties": [("Get", "ss"), ("GetAll", "s"), ("Set", "ssv")],
}
NUMBERS = [0, 1, -1, 2, 7, 2 ** 31 - 1, -2 ** 31, 2 ** 32 - 1, 2 ** 16]
DOUBLES = [0.0, 1.5, -1.0, float("nan"), float("inf"), float("-inf"), 1e300, -1e300]


def random_value(code, rng, depth=0):
    if code == "i":
        return dbus.Int32(rng.choice(NUMBERS[:-3] + [rng.randint(-2 ** 31, 2 ** 31 - 1)]))
    if code == "u":
        return dbus.UInt32(rng.choice([0, 1, 2, 4, 7, 2 ** 32 - 1]))
    if code == "b":
        return dbus.Boolean(rng.random() < 0.5)
    if code == "s":
        return rng.choice(["", "x", "org.a11y.atspi.Value", "org.a11y.atspi.Application", "Id", "CurrentValue",
                           "\u202e\u0301" * 50, "y" * rng.choice([10, 4096, 1 << 18])])
    if code == "v":
        kind = rng.choice("dui")
        number = {"d": rng.choice(DOUBLES), "u": rng.choice([0, 2 ** 32 - 1]), "i": rng.choice(NUMBERS[:-3])}[kind]
        return {"d": dbus.Double, "u": dbus.UInt32, "i": dbus.Int32}[kind](number, variant_level=1)
    raise ValueError(code)


def random_rule(rng):
    words = rng.choice([0, 2, 8, 100, 100000])
    states = dbus.Array([dbus.Int32(-1)] * words, signature="i")
    return dbus.Struct((states, dbus.Int32(rng.randint(0, 5)), dbus.Dictionary({}, signature="ss"),
                        dbus.Int32(rng.randint(0, 5)), dbus.Array([dbus.Int32(rng.randint(-1, 200))], signature="i"),
                        dbus.Int32(rng.randint(0, 5)), dbus.Array(["action"], signature="s"),
                        dbus.Int32(rng.randint(0, 5)), dbus.Boolean(rng.random() < 0.5)))


def random_call(rng, paths):
    interface = rng.choice(list(MEMBERS))
    member, signature = rng.choice(MEMBERS[interface])
    path = rng.choice(paths)
    if member == "GetMatches" and rng.random() < 0.8:
        return path, interface, member, signature, [random_rule(rng), dbus.UInt32(rng.randint(0, 7)),
                                                    dbus.Int32(rng.choice([0, 1, -1, 2 ** 31 - 1])), dbus.Boolean(True)]
    if rng.random() < 0.3:
        # A wrong signature: arguments of other types, too few or too many.
        signature = "".join(rng.choice("iusbd") for _ in range(rng.randint(0, 3)))
        args = [{"i": dbus.Int32, "u": dbus.UInt32, "s": dbus.String, "b": dbus.Boolean, "d": dbus.Double}[c](
            0 if c != "s" else "x") for c in signature]
        return path, interface, member, signature, args
    if signature.startswith("("):
        signature = "i"
    return path, interface, member, signature, [random_value(code, rng) for code in signature]


def fuzz(bus, name, seconds, seed):
    rng = random.Random(seed)
    paths, _ = objects(bus, name)
    errors, slow, calls = {}, [], 0
    deadline = time.time() + seconds
    while time.time() < deadline:
        path, interface, member, signature, args = random_call(rng, paths)
        start = time.time()
        try:
            call(bus, name, path, interface, member, signature, args, timeout=10)
        except dbus.DBusException as error:
            errors[error.get_dbus_name()] = errors.get(error.get_dbus_name(), 0) + 1
        elapsed = time.time() - start
        calls += 1
        if elapsed > 1:
            slow.append([interface + "." + member, signature, round(elapsed, 2)])
        if calls % 50 == 0:
            try:
                paths = objects(bus, name)[0]
            except dbus.DBusException:
                break
    living = alive(bus, name)
    print(json.dumps({"calls": calls, "errors": errors, "slow": slow, "alive": living}))
    return 0 if living and not any(e == "org.freedesktop.DBus.Error.NoReply" for e in errors) else 1


def main():
    mode, pid = sys.argv[1], int(sys.argv[2])
    bus = accessibility_bus()
    name = find_app(bus, pid)
    if name is None:
        print(json.dumps({"error": "no app with process id %d on the accessibility bus" % pid}))
        return 1
    if mode == "calls":
        run_calls(bus, name, json.loads(sys.argv[3]))
        return 0
    return fuzz(bus, name, float(sys.argv[3]), int(sys.argv[4]))


if __name__ == "__main__":
    sys.exit(main())
