import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The private desktop an app under test runs on: an `XvfbServer` (unless
/// `XUIKIT_UI_TEST_DISPLAY` names a display to use instead) and a private D-Bus daemon that serves
/// as the app's accessibility bus (`AT_SPI_BUS_ADDRESS`), so tests never touch the user's session.
/// The bus activates nothing (`PrivateSessionBus`): no session service of the machine starts on it.
final class PrivateDesktop {
    let display: String
    let busAddress: String
    private let server: XvfbServer?
    private let bus: TestProcess
    /// Where the bus's configuration file is; removed when the desktop stops.
    private let busDirectory: String

    init() throws {
        let environment = ProcessInfo.processInfo.environment
        if let display = environment["XUIKIT_UI_TEST_DISPLAY"], !display.isEmpty {
            self.display = display
            server = nil
        } else {
            let xvfb = try XvfbServer()
            display = xvfb.displayName
            server = xvfb
        }
        var busEnvironment = environment
        busEnvironment["DISPLAY"] = display
        busDirectory = (NSTemporaryDirectory() as NSString).appendingPathComponent("xuikit-ui-test-bus-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: busDirectory, withIntermediateDirectories: true)
        bus = try TestProcess("/usr/bin/dbus-daemon", try PrivateSessionBus.arguments(in: busDirectory), environment: busEnvironment)
        busAddress = try Self.firstLine(of: bus, what: "dbus-daemon's address (is the dbus-daemon package installed?)")
    }

    deinit { stop() }

    func stop() {
        bus.stop()
        server?.stop()
        try? FileManager.default.removeItem(atPath: busDirectory)
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
