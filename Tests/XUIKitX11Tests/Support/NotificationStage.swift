import CX11
import Foundation
import XUIKitTesting
#if canImport(Glibc)
import Glibc
#endif

/// XUIKitNotificationTarget on its own Xvfb and private session bus, with the fake notification
/// server (scripts/fake-notification-daemon.py) on that bus unless `withServer` is false. The test
/// writes commands to the app's FIFO (`send`), reads the server's log of calls (`calls`), has the
/// server emit signals (`server`), and moves the X focus (`takeFocusAway`, `focus`).
final class NotificationStage {
    /// What the test asks of the fake server (its `org.xuikit.FakeNotifications` interface).
    enum ServerRequest {
        case invoke(Int, String)
        case close(Int, Int)
        case malformed
    }

    let server: XvfbServer
    let app: TestProcess
    private let bus: TestProcess
    private let daemon: TestProcess?
    private let environment: [String: String]
    private let directory: String
    private let log: String
    private let fifo: String

    init(withServer: Bool = true) throws {
        server = try XvfbServer()
        directory = NSTemporaryDirectory() + "xuikit-notify-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        log = directory + "/calls.jsonl"
        fifo = directory + "/commands"
        guard mkfifo(fifo, 0o600) == 0 else { throw XCUIError("mkfifo \(fifo) failed") }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.displayName
        environment["NO_AT_BRIDGE"] = "1"
        environment["AT_SPI_BUS_ADDRESS"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        bus = try TestProcess("/usr/bin/dbus-daemon", try PrivateSessionBus.arguments(in: directory), environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = try Self.waitForLine(of: bus, what: "dbus-daemon's address")
        self.environment = environment
        if withServer {
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/fake-notification-daemon.py").path
            let daemon = try TestProcess("/usr/bin/python3", [script, log], environment: environment)
            self.daemon = daemon
            _ = try Self.waitForLine(of: daemon, what: "the fake notification server's ready line (python3-dbus, python3-gi)")
        } else {
            daemon = nil
        }
        app = try launchExample("XUIKitNotificationTarget", display: server.displayName, arguments: ["--commands", fifo],
                                extraEnvironment: environment)
        guard app.waitForOutputLine("ready", timeout: 20), app.waitForOutputLine("authorized true", timeout: 10) else {
            throw XCUIError("XUIKitNotificationTarget did not start: \(app.standardOutput) \(app.standardError)")
        }
    }

    deinit {
        app.stop()
        daemon?.stop()
        bus.stop()
        server.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Writes one command to the app.
    func send(_ command: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: command) else { return }
        let descriptor = open(fifo, O_WRONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let line = Array(data) + [UInt8(ascii: "\n")]
        _ = line.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// Every call the server recorded, in order.
    func calls() -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The `count`th call named `name`, waiting up to `timeout` seconds for it.
    func waitForCall(_ name: String, count: Int = 1, timeout: TimeInterval = 10) -> [String: Any]? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            let matching = calls().filter { $0["call"] as? String == name }
            if matching.count >= count { return matching[count - 1] }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// Has the server emit a signal, through its control interface.
    func server(_ request: ServerRequest) throws {
        var arguments = ["--session", "--print-reply", "--dest=org.freedesktop.Notifications", "/org/freedesktop/Notifications"]
        switch request {
        case .invoke(let id, let key): arguments += ["org.xuikit.FakeNotifications.Invoke", "uint32:\(id)", "string:\(key)"]
        case .close(let id, let reason): arguments += ["org.xuikit.FakeNotifications.Close", "uint32:\(id)", "uint32:\(reason)"]
        case .malformed: arguments += ["org.xuikit.FakeNotifications.EmitMalformed"]
        }
        let send = try TestProcess("/usr/bin/dbus-send", arguments, environment: environment)
        guard send.waitForExit(timeout: 10) == 0 else { throw XCUIError("dbus-send failed: \(send.standardError)") }
    }

    // MARK: - Focus and window state

    /// The app's window ("Notification target"), as an X window id.
    func appWindow() -> UInt? {
        let deadline = Date(timeIntervalSinceNow: 10)
        repeat {
            if let search = try? TestProcess("/usr/bin/xdotool", ["search", "--name", "^Notification target$"], environment: environment),
               search.waitForExit(timeout: 5) == 0, let id = search.standardOutput.split(separator: "\n").first.flatMap({ UInt($0) }) {
                return id
            }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    /// Gives the keyboard focus to no window, so the app is no longer in front; waits until the
    /// server did it.
    func takeFocusAway() throws {
        guard let display = XOpenDisplay(server.displayName) else { throw XCUIError("cannot open \(server.displayName)") }
        defer { XCloseDisplay(display) }
        XSetInputFocus(display, Window(0), 0, 0)   // None, RevertToNone, CurrentTime
        XSync(display, 0)
        usleep(300_000)
    }

    /// Focuses the X window `window`.
    func focus(_ window: UInt) throws {
        let focus = try TestProcess("/usr/bin/xdotool", ["windowfocus", String(window)], environment: environment)
        guard focus.waitForExit(timeout: 10) == 0 else { throw XCUIError("xdotool windowfocus failed: \(focus.standardError)") }
    }

    /// What xprop says of the window's `_NET_WM_STATE` and `WM_HINTS`.
    func windowState(_ window: UInt) -> String {
        guard let xprop = try? TestProcess("/usr/bin/xprop", ["-id", String(window), "_NET_WM_STATE", "WM_HINTS"], environment: environment),
              xprop.waitForExit(timeout: 5) == 0 else { return "" }
        return xprop.standardOutput
    }

    /// Waits up to 5 s until the window's `_NET_WM_STATE` holds (or lacks) `_NET_WM_STATE_DEMANDS_ATTENTION`.
    func waitForWindowState(_ window: UInt, demandsAttention: Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: 5)
        repeat {
            if windowState(window).contains("_NET_WM_STATE_DEMANDS_ATTENTION") == demandsAttention { return true }
            usleep(50_000)
        } while Date() < deadline
        return false
    }

    private static func waitForLine(of process: TestProcess, what: String) throws -> String {
        let deadline = Date(timeIntervalSinceNow: 15)
        while Date() < deadline {
            if let line = process.standardOutput.split(separator: "\n").first { return String(line) }
            if process.waitForExit(timeout: 0) != nil { break }
            usleep(10_000)
        }
        throw XCUIError("no \(what) within 15 s; stderr: \(process.standardError)")
    }
}
