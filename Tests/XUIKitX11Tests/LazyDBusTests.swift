import Foundation
import Testing
import XUIKitTesting

/// R27.25: libdbus is opened at the first D-Bus call, not linked: an app with no bus to reach never
/// maps it, and one with a bus opens it after its window is up.
@Suite("libdbus is opened at the first D-Bus call, not at launch (R27.25)")
struct LazyDBusTests {
    @Test("With no session bus, a running app has not mapped libdbus; with one, it has, and still runs")
    func libdbusOnlyWhenABusIsThere() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }

        let withoutBus = try launchExample("HelloButton", display: server.displayName,
                                           extraEnvironment: ["DBUS_SESSION_BUS_ADDRESS": "", "NO_AT_BRIDGE": "1"])
        _ = try #require(connection.waitForWindow(ofProcess: withoutBus.pid, timeout: 20), "HelloButton showed no window")
        usleep(300_000)   // past the loop's first turns, where the bus would be reached
        let maps = Self.mappings(of: withoutBus.pid)
        #expect(maps.contains("libX11.so"))   // the read is of the app's own mappings
        #expect(!maps.contains("libdbus-1.so"))
        #expect(!maps.contains("libsystemd.so"))

        // A bus address that leads nowhere: the first call opens libdbus, the connection fails,
        // and the app carries on without the bus.
        let withBus = try launchExample("HelloButton", display: server.displayName,
                                        extraEnvironment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/xuikit-bus"])
        _ = try #require(connection.waitForWindow(ofProcess: withBus.pid, timeout: 20), "HelloButton showed no window")
        var opened = false
        let deadline = Date(timeIntervalSinceNow: 10)
        while !opened, Date() < deadline {
            opened = Self.mappings(of: withBus.pid).contains("libdbus-1.so")
            if !opened { usleep(20_000) }
        }
        #expect(opened)
        #expect(kill(withBus.pid, 0) == 0, "the app exited: \(withBus.standardError)")
    }

    /// The process's memory map, read to its end (a /proc file has no size to read up to).
    private static func mappings(of pid: pid_t) -> String {
        guard let file = FileHandle(forReadingAtPath: "/proc/\(pid)/maps") else { return "" }
        defer { try? file.close() }
        return String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    }
}
