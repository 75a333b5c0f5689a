import CX11
import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitX11
import XUIKitTesting

/// Record/replay with real processes: `XUIKIT_RECORD` and `XUIKIT_REPLAY` in an app, and the
/// `Replay` command sending a trace into an app that is already running (X11ReplayChannel).
@Suite("Record and replay as processes (own Xvfb)")
struct ReplayProcessTests {
    static let hello = "Hello from the responder chain"

    /// A finger tapping HelloButton's button (window 1 at the root origin, button at 20,20 160×44).
    static func tapTrace() throws -> URL {
        let touch = { (phase: InputEvent.Touch.Phase, time: TimeInterval) in
            InputEvent(timestamp: time, window: WindowID(1),
                       kind: .touch(.init(id: 1, phase: phase, location: CGPoint(x: 100, y: 42))))
        }
        let trace = InputTrace(events: [touch(.began, 500), touch(.ended, 500.08)])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-tap-\(UUID().uuidString).jsonl")
        try trace.jsonLines.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("The Replay command taps the button of a running HelloButton: it prints its hello line")
    func replayCommandIntoRunningApp() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        // The property channel is opt-in (any client on the display could write the property).
        let app = try launchExample("HelloButton", display: server.displayName,
                                    extraEnvironment: [X11ReplayChannel.environmentKey: "1"])
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        _ = try #require(connection.waitForWindow(ofProcess: app.pid, timeout: 20), "HelloButton showed no window")
        let trace = try Self.tapTrace()
        defer { try? FileManager.default.removeItem(at: trace) }

        let replay = try launchExample("Replay", display: server.displayName,
                                       arguments: ["--pid", "\(app.pid)", trace.path])
        let status = try #require(replay.waitForExit(timeout: 20), "Replay did not finish")

        #expect(status == 0, "Replay stderr: \(replay.standardError)")
        #expect(app.waitForOutputLine(Self.hello, timeout: 20), "HelloButton stdout: \(app.standardOutput)")
    }

    @Test("XUIKIT_REPLAY makes an app replay a trace into itself after launch")
    func replayAtLaunch() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let trace = try Self.tapTrace()
        defer { try? FileManager.default.removeItem(at: trace) }

        let app = try launchExample("HelloButton", display: server.displayName,
                                    extraEnvironment: ["XUIKIT_REPLAY": trace.path])

        #expect(app.waitForOutputLine(Self.hello, timeout: 20),
                "stdout: \(app.standardOutput) stderr: \(app.standardError)")
    }

    @Test("XUIKIT_RECORD writes every input the app gets as JSON lines, readable as a trace")
    func recordClicks() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-rec-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let app = try launchExample("HelloButton", display: server.displayName,
                                    extraEnvironment: ["XUIKIT_RECORD": file.path])
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        _ = try #require(connection.waitForWindow(ofProcess: app.pid, timeout: 20), "HelloButton showed no window")

        connection.click(x: 100, y: 42)
        #expect(app.waitForOutputLine(Self.hello, timeout: 20))

        // The app may still be writing nothing more; the lines it handled are complete already.
        let trace = try InputTrace(contentsOf: file)
        let buttons = trace.events.compactMap { event -> InputEvent.PointerButton? in
            if case .pointerButton(let button) = event.kind { button } else { nil }
        }
        #expect(buttons.map(\.isDown) == [true, false])
        #expect(buttons.allSatisfy { $0.button == 1 && $0.location == CGPoint(x: 100, y: 42) })
        #expect(trace.events.allSatisfy { $0.window == WindowID(1) })
    }
}
