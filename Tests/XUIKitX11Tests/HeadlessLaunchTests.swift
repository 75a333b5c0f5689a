import Foundation
import Testing
import XUIKitTesting

/// An example app launched with `XUIKIT_BACKEND=headless`: no X server, no `$DISPLAY`, as a user
/// app's CI would run it.
@Suite("Launching on the headless backend (no X server)")
struct HeadlessLaunchTests {
    @Test("With XUIKIT_BACKEND=headless and no DISPLAY the Form example lays out its window, and SIGTERM exits it with status 0")
    func formRunsHeadless() throws {
        let app = try launchExample("Form", display: nil, extraEnvironment: ["XUIKIT_BACKEND": "headless"])

        let started = app.waitForOutputLine(prefix: "layout ", timeout: 20)
        #expect(started, "Form printed no layout line; stdout: \(app.standardOutput) stderr: \(app.standardError)")
        app.signal(SIGTERM)

        let status = try #require(app.waitForExit(timeout: 20), "Form kept running after SIGTERM")
        #expect(status == 0, "stderr: \(app.standardError)")
        #expect(!app.standardError.contains("cannot open X display"), "stderr: \(app.standardError)")
    }

    @Test("An unknown XUIKIT_BACKEND exits with status 1 and one line naming the valid backends")
    func unknownBackend() throws {
        let app = try launchExample("Form", display: nil, extraEnvironment: ["XUIKIT_BACKEND": "wayland"])

        let status = try #require(app.waitForExit(timeout: 20), "Form kept running with an unknown backend")

        #expect(status == 1)
        let firstLine = app.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine == "unknown XUIKIT_BACKEND 'wayland': set it to x11 or headless", "stderr: \(app.standardError)")
    }
}

extension TestProcess {
    /// Waits up to `timeout` for a stdout line starting with `prefix`; true when it came.
    func waitForOutputLine(prefix: String, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if standardOutput.split(separator: "\n").contains(where: { $0.hasPrefix(prefix) }) { return true }
            usleep(10_000)
        }
        return false
    }
}
