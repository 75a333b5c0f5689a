import Foundation
import XUIKitTesting
#if canImport(Glibc)
import Glibc
#endif

/// A private desktop accessibility stack for one test: a session bus (`dbus-daemon`), the AT-SPI
/// bus launcher on it (which starts the accessibility bus and the registry), and a pyatspi client
/// to question the apps on it. `stop()` (or deinit) ends every process it started.
///
/// Why this is not `XUIKitTesting`'s `ATSPIClient`: that client is XUIKit's own D-Bus code talking
/// straight to one app, as UI tests need. The bridge tests need the opposite — the reference
/// client (libatspi through pyatspi, what Orca uses) through the real registry — so that a
/// misreading shared by the bridge and our own client cannot pass. Its processes are
/// `XUIKitTesting`'s `TestProcess`es.
final class AccessibilitySession {
    let environment: [String: String]
    private let sessionBus: TestProcess
    private var launcher: TestProcess?
    private let runtimeDirectory: String

    init(display: String) throws {
        runtimeDirectory = NSTemporaryDirectory() + "xuikit-a11y-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(atPath: runtimeDirectory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["NO_AT_BRIDGE"] = nil
        environment["AT_SPI_BUS_ADDRESS"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        sessionBus = try TestProcess("/usr/bin/dbus-daemon", ["--session", "--nofork", "--print-address=1"],
                                      environment: environment)
        let address = try Self.firstLine(of: sessionBus, timeout: 10, what: "dbus-daemon's address")
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        self.environment = environment
        launcher = try TestProcess("/usr/libexec/at-spi-bus-launcher", ["--launch-immediately"], environment: environment)
        guard waitForName("org.a11y.Bus", timeout: 10) else {
            stop()
            throw XCUIError("at-spi-bus-launcher did not take org.a11y.Bus within 10 s")
        }
    }

    deinit { stop() }

    /// Ends the launcher (which ends the accessibility bus and registry) and the session bus.
    func stop() {
        launcher?.signal(SIGTERM)
        _ = launcher?.waitForExit(timeout: 5)
        launcher = nil
        sessionBus.signal(SIGTERM)
        _ = sessionBus.waitForExit(timeout: 5)
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// Runs the pyatspi client against the app named `app` (the one with process id `pid` when
    /// given, as several apps of one name may share the bus): it performs `operations` (each a
    /// dictionary, see `ATSPIClientScript`) then answers the app's tree.
    func client(app: String, pid: Int32? = nil, operations: [[String: Any]] = [], findTimeout: Double = 15,
                listeningFor events: String = "") throws -> ATSPIClientResult {
        let operationsJSON = String(decoding: try JSONSerialization.data(withJSONObject: operations), as: UTF8.self)
        let python = try TestProcess("/usr/bin/python3", ["-c", ATSPIClientScript.source, app, operationsJSON, String(findTimeout),
                                                           events, pid.map { String($0) } ?? ""],
                                      environment: environment)
        guard python.waitForExit(timeout: findTimeout + 20) != nil else {
            throw XCUIError("the pyatspi client did not finish; stderr: \(python.standardError)")
        }
        guard let data = python.standardOutput.split(separator: "\n").last.map({ Data($0.utf8) }),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw XCUIError("the pyatspi client printed no result; stdout: \(python.standardOutput) stderr: \(python.standardError)")
        }
        return ATSPIClientResult(object)
    }

    private func waitForName(_ name: String, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let probe = try? TestProcess("/usr/bin/dbus-send", ["--session", "--print-reply", "--dest=org.freedesktop.DBus",
                                             "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", "string:\(name)"],
                                            environment: environment),
               probe.waitForExit(timeout: 5) == 0, probe.standardOutput.contains("boolean true") {
                return true
            }
            usleep(50_000)
        }
        return false
    }

    private static func firstLine(of process: TestProcess, timeout: TimeInterval, what: String) throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let line = process.standardOutput.split(separator: "\n").first { return String(line) }
            usleep(10_000)
        }
        throw XCUIError("no \(what) within \(Int(timeout)) s; stderr: \(process.standardError)")
    }
}

/// What the pyatspi client saw: the app's elements, or why it found nothing.
struct ATSPIClientResult {
    struct Element {
        let role: String, name: String, identifier: String
        let states: Set<String>
        let extents: [Int]
        let text: String?
        let actions: [String]
        let value: Double?
    }
    let error: String?
    let elements: [Element]
    let windows: [String]
    let results: [Any]
    /// Events heard: type, source name, detail1, text.
    let events: [[String: Any]]

    init(_ object: [String: Any]) {
        error = object["error"] as? String
        windows = object["windows"] as? [String] ?? []
        results = object["results"] as? [Any] ?? []
        events = object["events"] as? [[String: Any]] ?? []
        elements = (object["elements"] as? [[String: Any]] ?? []).map {
            Element(role: $0["role"] as? String ?? "", name: $0["name"] as? String ?? "",
                    identifier: $0["id"] as? String ?? "", states: Set($0["states"] as? [String] ?? []),
                    extents: $0["extents"] as? [Int] ?? [], text: $0["text"] as? String,
                    actions: $0["actions"] as? [String] ?? [], value: $0["value"] as? Double)
        }
    }

    /// The element with accessibility identifier `identifier`.
    func element(_ identifier: String) -> Element? { elements.first { $0.identifier == identifier } }
}
