import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The private desktop an app under test runs on: an `XvfbServer` (unless
/// `XUIKIT_UI_TEST_DISPLAY` names a display to use instead) and a private D-Bus daemon that serves
/// as the app's accessibility bus (`AT_SPI_BUS_ADDRESS`), so tests never touch the user's session.
final class PrivateDesktop {
    let display: String
    let busAddress: String
    private let server: XvfbServer?
    private let bus: TestProcess

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
        bus = try TestProcess("/usr/bin/dbus-daemon", ["--session", "--nofork", "--print-address=1"], environment: busEnvironment)
        busAddress = try Self.firstLine(of: bus, what: "dbus-daemon's address (is the dbus-daemon package installed?)")
    }

    deinit { stop() }

    func stop() {
        bus.stop()
        server?.stop()
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
