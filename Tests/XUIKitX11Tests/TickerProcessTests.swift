import CX11
import Foundation
import Testing
import XUIKitTesting

/// The event loop of a real app, in its own process: timers, `DispatchQueue.main`,
/// `Task { @MainActor }` and `RunLoop.main.perform` blocks all run while the loop waits on the X
/// connection (R12.12: the turn's run-loop pass runs them, and the next timer bounds the wait).
@Suite("The event loop in a real app (own Xvfb)")
struct TickerProcessTests {
    /// Waits up to `timeout` for `app`'s stdout to contain every one of `fragments`.
    private func waitForOutput(_ fragments: [String], from app: TestProcess, timeout: TimeInterval = 20) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            let output = app.standardOutput
            if fragments.allSatisfy(output.contains) { return true }
            usleep(20_000)
        } while Date() < deadline
        return false
    }

    @Test("R12.12: timers tick, main-queue work, MainActor tasks and perform blocks run, and the button stops the timer")
    func timersQueuesAndTasks() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchExample("Ticker", display: server.displayName)
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        let client = connection
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 20), "Ticker showed no window")

        let started = ["main queue: background sum 500500", "task: ran on the main actor",
                       "run loop: perform block ran", "timer: 3 ticks"]
        #expect(waitForOutput(started, from: app), "stdout: \(app.standardOutput)")

        client.click(x: 130, y: 102)   // the Stop button
        let stopped = waitForOutput(["stopped at "], from: app)
        #expect(stopped, "stdout: \(app.standardOutput)")

        client.requestClose(window)
        let status = try #require(app.waitForExit(timeout: 20), "Ticker did not exit after WM_DELETE_WINDOW")
        #expect(status == 0)
    }
}
