import Foundation
import XUIKitTesting
#if canImport(Glibc)
import Glibc
#endif

/// A private session bus (`dbus-daemon`) with the fake desktop portal on it (`scripts/fake-portal.py`,
/// which speaks the portal's public D-Bus API and records every call). `environment` points an
/// app (or `DesktopIntegration`) at the bus; `calls` is what the portal was asked, in order.
/// `stop()` (or deinit) ends both processes.
final class FakePortalSession {
    let environment: [String: String]
    let directory: String
    private let bus: TestProcess
    private var portal: TestProcess?
    private var logPath: String { directory + "/calls.jsonl" }

    /// Starts the bus and, unless `script` is nil, the fake portal with it (see the script's
    /// header for the format: `interfaces`, `responses`, `settings`).
    init(script: [String: Any]?) throws {
        directory = NSTemporaryDirectory() + "xuikit-portal-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        bus = try TestProcess("/usr/bin/dbus-daemon", try PrivateSessionBus.arguments(in: directory), environment: environment)
        environment["DBUS_SESSION_BUS_ADDRESS"] = try Self.firstLine(of: bus, what: "dbus-daemon's address")
        self.environment = environment
        guard let script else { return }
        let scriptPath = directory + "/script.json"
        try JSONSerialization.data(withJSONObject: script).write(to: URL(fileURLWithPath: scriptPath))
        let portal = try TestProcess("/usr/bin/python3", [Self.fakePortalPath, scriptPath, logPath], environment: environment)
        self.portal = portal
        _ = try Self.firstLine(of: portal, what: "the fake portal's 'ready' (are python3-dbus and python3-gi installed?)")
    }

    deinit { stop() }

    func stop() {
        portal?.stop()
        portal = nil
        bus.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Ends the portal alone, as when xdg-desktop-portal crashes.
    func stopPortal() {
        portal?.stop(signal: SIGKILL)
        portal = nil
    }

    /// Every call the portal recorded, oldest first.
    var calls: [[String: Any]] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    /// Changes one setting through the fake's test interface, which emits `SettingChanged`;
    /// `value` in `dbus-send` syntax ("uint32:1").
    func setSetting(namespace: String, key: String, value: String) throws {
        let send = try TestProcess("/usr/bin/dbus-send", ["--session", "--print-reply", "--dest=org.freedesktop.portal.Desktop",
                                                          "/org/freedesktop/portal/desktop", "org.xuikit.test.FakePortal.SetSetting",
                                                          "string:\(namespace)", "string:\(key)", "variant:\(value)"],
                                   environment: environment)
        guard send.waitForExit(timeout: 10) == 0 else { throw XCUIError("dbus-send SetSetting failed: \(send.standardError)") }
    }

    static var fakePortalPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/fake-portal.py").path
    }

    private static func firstLine(of process: TestProcess, what: String) throws -> String {
        let deadline = Date(timeIntervalSinceNow: 15)
        while Date() < deadline {
            if let line = process.standardOutput.split(separator: "\n").first { return String(line) }
            if process.waitForExit(timeout: 0) != nil { break }
            usleep(10_000)
        }
        throw XCUIError("no \(what) within 15 s; stderr: \(process.standardError)")
    }
}
