import Foundation
import XUIKitTesting

/// A GTK 3 window that is a real XDND peer for the drag-and-drop tests (R34), run with Debian's
/// `/usr/bin/python3` (python3-gi, gir1.2-gtk-3.0) on the test's Xvfb.
///
/// Arguments: `target X Y`, `source-text X Y TEXT` or `source-uri X Y URI`. A 200×200 window at
/// (X, Y). As a target it takes text and URI lists and prints `TEXT:<text>` or
/// `URIS:<uri>|<uri>`; as a source it offers the text or the URI and prints `END` when its drag
/// ends (`FAILED:<reason>` when it failed). A text `@digits:N` stands for `GTKDragPeer.digits(N)`
/// (too long for an argument). `READY` once the window is on screen. It ends itself
/// after a minute, so a failed test never leaves it behind.
@MainActor
final class GTKDragPeer {
    let process: TestProcess

    init(display: String, _ arguments: [String]) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["GDK_BACKEND"] = "x11"
        environment["NO_AT_BRIDGE"] = "1"
        process = try TestProcess("/usr/bin/python3", ["-c", Self.source] + arguments, environment: environment)
    }

    /// The lines printed so far.
    var lines: [String] { process.standardOutput.split(separator: "\n").map(String.init) }

    /// Waits (running the app's loop meanwhile) until a line starting with `prefix` comes, at
    /// most `timeout` seconds; returns it.
    func wait(for prefix: String, timeout: TimeInterval = 10, pumping pump: () -> Void) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let line = lines.first(where: { $0.hasPrefix(prefix) }) { return line }
            pump()
            usleep(10_000)
        }
        return lines.first { $0.hasPrefix(prefix) }
    }

    func stop() { process.stop() }

    /// `count` bytes of text ("0000000,0000001,…"), as the peer makes them for `@digits:N`.
    static func digits(_ count: Int) -> String {
        (0..<count / 8).map { String(format: "%07d,", $0) }.joined()
    }

    static let source = #"""
import sys

import gi
gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import GLib, Gdk, Gtk  # noqa: E402


def say(line):
    print(line, flush=True)


def main():
    mode, x, y = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    window = Gtk.Window(title="GTK DnD peer " + mode)
    window.set_default_size(200, 200)
    window.move(x, y)
    area = Gtk.EventBox()
    area.add(Gtk.Label(label=mode))
    window.add(area)
    window.connect("destroy", Gtk.main_quit)

    if mode == "target":
        area.drag_dest_set(Gtk.DestDefaults.ALL, [], Gdk.DragAction.COPY | Gdk.DragAction.MOVE)
        area.drag_dest_add_uri_targets()
        area.drag_dest_add_text_targets()

        def received(widget, context, px, py, data, info, time):
            uris = data.get_uris()
            if uris:
                say("URIS:" + "|".join(uris))
            else:
                say("TEXT:" + (data.get_text() or ""))
        area.connect("drag-data-received", received)
    else:
        payload = sys.argv[4]
        if payload.startswith("@digits:"):
            payload = "".join("%07d," % i for i in range(int(payload[8:]) // 8))
        area.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, [], Gdk.DragAction.COPY)
        if mode == "source-uri":
            area.drag_source_add_uri_targets()
        else:
            area.drag_source_add_text_targets()

        def data_get(widget, context, data, info, time):
            if mode == "source-uri":
                data.set_uris([payload])
            else:
                data.set_text(payload, -1)
        area.connect("drag-data-get", data_get)
        area.connect("drag-end", lambda *args: say("END"))
        area.connect("drag-failed", lambda widget, context, result: say("FAILED:" + result.value_nick) or False)

    def mapped(*args):
        GLib.timeout_add(100, lambda: say("READY") or False)
    window.connect("map-event", mapped)
    window.show_all()
    # Ends itself, so a failed test never leaves it behind.
    GLib.timeout_add_seconds(60, Gtk.main_quit)
    Gtk.main()


if __name__ == "__main__":
    main()
"""#
}
