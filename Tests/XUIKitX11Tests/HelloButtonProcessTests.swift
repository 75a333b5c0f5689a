import CX11
import Foundation
import Testing
import XUIKitTesting

/// The HelloButton example as a user runs it: its own process, a real X server, and what it
/// prints and how it exits.
@Suite("HelloButton as a process (own Xvfb)")
struct HelloButtonProcessTests {
    @Test("Clicking the button prints the hello line once; WM_DELETE_WINDOW exits with status 0")
    func clickThenClose() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchHelloButton(display: server.displayName)
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        let client = connection
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 20),
                                  "HelloButton showed no window")

        // The window sits at the root origin (Xvfb has no window manager to move it).
        client.click(x: 100, y: 42)
        client.click(x: 250, y: 150)   // outside the button: prints nothing
        client.requestClose(window)

        let status = try #require(app.waitForExit(timeout: 20), "HelloButton did not exit after WM_DELETE_WINDOW")
        #expect(status == 0)
        let lines = app.standardOutput.split(separator: "\n")
        #expect(lines.filter { $0 == "Hello from the responder chain" }.count == 1, "stdout: \(lines)")
    }

    @Test("With no X server at DISPLAY it exits with status 1 and one clear line",
          arguments: [":987", nil])
    func noDisplay(display: String?) throws {
        let app = try launchHelloButton(display: display)

        let status = try #require(app.waitForExit(timeout: 20), "HelloButton kept running without a display")

        #expect(status == 1)
        let firstLine = app.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("cannot open X display"), "stderr: \(app.standardError)")
    }

    @Test("When the X server dies the app exits promptly with a non-zero status and says why")
    func serverDeath() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchHelloButton(display: server.displayName)
        let connection = try XTestInput(display: server.displayName)
        _ = try #require(connection.waitForWindow(ofProcess: app.pid, timeout: 20),
                         "HelloButton showed no window")
        connection.close()

        server.stop(signal: SIGKILL)

        // Generous bound for a loaded machine; the app normally exits within milliseconds.
        let status = try #require(app.waitForExit(timeout: 5), "HelloButton still runs after its X server died")
        #expect(status != 0)
        #expect(app.standardError.contains("lost connection to the X server"), "stderr: \(app.standardError)")
    }
}
