import CX11
import Foundation
import Testing
import XUIKit
import XUIKitTesting

/// Regenerates the committed traces (Tests/XUIKitCoreTests/Traces) from real input: HelloButton
/// runs on the real-input Xorg with `XUIKIT_RECORD`, and the inputtest devices and XTest play
/// the gestures. Off unless `XUIKIT_RECORD_TRACES_TO=<folder>` is set (and root), because its
/// output is a file for a human to review and commit, not a check:
///
///     XUIKIT_RECORD_TRACES_TO=$PWD/Tests/XUIKitCoreTests/Traces swift test --filter TraceRecordingTests
@Suite("Recording the committed traces (Xorg + inputtest)", .serialized,
       .enabled(if: XorgServer.isRoot && ProcessInfo.processInfo.environment["XUIKIT_RECORD_TRACES_TO"] != nil,
                "set XUIKIT_RECORD_TRACES_TO=<folder> (as root) to re-record the committed input traces"))
struct TraceRecordingTests {
    private var folder: String { ProcessInfo.processInfo.environment["XUIKIT_RECORD_TRACES_TO"] ?? "/tmp" }

    /// Runs HelloButton recording into `name`.jsonl while `play` drives the server, and waits
    /// until the app has written at least `expectedLines`.
    private func record(_ name: String, about description: String, expectedLines: Int, _ play: (XorgServer, XTestInput) throws -> Void) throws {
        let server = try XorgServer.shared()
        let file = "\(folder)/\(name).jsonl"
        let app = try launchExample("HelloButton", display: server.displayName, extraEnvironment: ["XUIKIT_RECORD": file])
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        _ = try #require(connection.waitForWindow(ofProcess: app.pid, timeout: 20), "HelloButton showed no window")
        try play(server, connection)
        for device in [server.touch, server.pointer, server.gesture] { try device.waitForSync() }
        let deadline = Date(timeIntervalSinceNow: 10)
        var lines = 0
        while Date() < deadline {
            lines = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n").count
            if lines >= expectedLines { break }
            usleep(20_000)
        }
        app.signal(SIGTERM)
        _ = app.waitForExit(timeout: 10)
        #expect(lines >= expectedLines, "\(file): \(lines) lines")
        // Say what the committed file holds and how it was made.
        let header = "# \(description)\n# Recorded with XUIKIT_RECORD by TraceRecordingTests "
            + "(XUIKIT_RECORD_TRACES_TO=<folder> swift test --filter TraceRecordingTests, as root).\n"
        try (header + String(contentsOfFile: file, encoding: .utf8)).write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test("Two-finger pinch apart on the window")
    func pinch() throws {
        try record("pinch", about: "Two fingers on a touchscreen spreading apart, (120,120)+(200,120) -> (60,120)+(260,120), in HelloButton's window 1 (Xorg + inputtest).", expectedLines: 16) { server, _ in
            let touch = server.touch
            try touch.touch(0, .begin, x: 120, y: 120)
            try touch.touch(1, .begin, x: 200, y: 120)
            try server.touch.waitForSync()
            for step in 1...5 {
                usleep(16_000)
                let spread = Double(step) * 12
                try touch.touch(0, .update, x: 120 - spread, y: 120)
                try touch.touch(1, .update, x: 200 + spread, y: 120)
                try server.touch.waitForSync()
            }
            usleep(16_000)
            try touch.touch(0, .end, x: 60, y: 120)
            try touch.touch(1, .end, x: 260, y: 120)
        }
    }

    @Test("Three fast finger taps outside the button")
    func fastTaps() throws {
        try record("fast-taps", about: "Three fast finger taps at (250,150) in HelloButton's window 1 (Xorg + inputtest).", expectedLines: 8) { server, _ in
            for _ in 0..<3 {
                try server.touch.touch(2, .begin, x: 250, y: 150)
                try server.touch.waitForSync()
                usleep(40_000)
                try server.touch.touch(2, .end, x: 250, y: 150)
                try server.touch.waitForSync()
                usleep(80_000)
            }
        }
    }

    @Test("Wheel clicks down then up over the window (XTest buttons 5 and 4)")
    func wheelScroll() throws {
        try record("wheel-scroll", about: "Wheel: three clicks down, then two up, at (200,100) in HelloButton's window 1 (XTest buttons 5 and 4 on Xorg).", expectedLines: 13) { _, client in
            client.move(x: 200, y: 100)
            for button: UInt32 in [5, 5, 5, 4, 4] {
                usleep(30_000)
                client.click(x: 200, y: 100, button: button)
            }
        }
    }
}
