import CX11
import Foundation
import Testing
import XUIKitTesting

/// The InputLab example as a user runs it: its own process on its own Xvfb, driven with XTest,
/// and followed through the line it prints for each event that arrives.
@Suite("InputLab as a process (own Xvfb)")
struct InputLabProcessTests {
    /// Starts InputLab on a fresh Xvfb and waits for its window (at the root origin: Xvfb has no
    /// window manager to move it).
    private func withInputLab(environment: [String: String] = [:],
                              _ body: (TestProcess, XTestInput) throws -> Void) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchExample("InputLab", display: server.displayName, extraEnvironment: environment)
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        let window = try #require(connection.waitForWindow(ofProcess: app.pid, timeout: 20),
                                  "InputLab showed no window")
        try body(app, connection)
        connection.requestClose(window)
        let status = try #require(app.waitForExit(timeout: 20), "InputLab did not exit after WM_DELETE_WINDOW")
        #expect(status == 0)
    }

    @Test("A click, the wheel, a right click, hovering, keys, a media key and the shake command each print their line")
    func everyKindOfInput() throws {
        try withInputLab { app, client in
            client.click(x: 100, y: 200)
            #expect(app.waitForOutputLine("touchesBegan 1 pointer", timeout: 20), "stdout: \(app.standardOutput)")
            #expect(app.waitForOutputLine("touchesEnded 0 pointer", timeout: 20), "stdout: \(app.standardOutput)")

            client.click(x: 100, y: 200, button: 5)   // wheel towards the user: 40 points down
            #expect(app.waitForOutputLine("scroll 0 40 discrete", timeout: 20), "stdout: \(app.standardOutput)")

            client.click(x: 100, y: 200, button: 3)
            #expect(app.waitForOutputLine("right click 1", timeout: 20), "stdout: \(app.standardOutput)")

            client.move(x: 500, y: 50)   // over the hover panel
            #expect(app.waitForOutputLine("hover began", timeout: 20), "stdout: \(app.standardOutput)")
            client.move(x: 100, y: 200)
            #expect(app.waitForOutputLine("hover ended", timeout: 20), "stdout: \(app.standardOutput)")

            client.type(XK_a)
            #expect(app.waitForOutputLine("key a keyCode 0x4 modifiers none", timeout: 20), "stdout: \(app.standardOutput)")
            client.type(XK_a, modifiers: [XK_Shift_L])
            #expect(app.waitForOutputLine("key A keyCode 0x4 modifiers shift", timeout: 20), "stdout: \(app.standardOutput)")

            client.type(Int32(XF86XK_AudioPlay))
            #expect(app.waitForOutputLine("remote play/pause", timeout: 20), "stdout: \(app.standardOutput)")

            client.type(XK_z, modifiers: [XK_Control_L, XK_Shift_L])   // the Shake key command
            #expect(app.waitForOutputLine("shake", timeout: 20), "stdout: \(app.standardOutput)")
            // The key command consumed the press: no key line for Z.
            #expect(!app.standardOutput.contains("key Z"), "stdout: \(app.standardOutput)")
        }
    }

    @Test("With simulated multitouch, Control + drag away from the centre puts down two synthesized fingers and pinches out")
    func simulatedPinch() throws {
        try withInputLab(environment: ["XUIKIT_SIMULATE_MULTITOUCH": "1"]) { app, client in
            client.move(x: 220, y: 240)   // 100 points left of the window's centre (320, 240)
            client.press(XK_Control_L)
            client.button(down: true)
            for x in stride(from: 210, through: 120, by: -10) { client.move(x: Int32(x), y: 240) }
            client.button(down: false)
            client.release(XK_Control_L)

            #expect(app.waitForOutputLine("touchesBegan 2 synthesized", timeout: 20), "stdout: \(app.standardOutput)")
            // The fingers end 400 points apart after starting 200 apart: the square doubles.
            #expect(app.waitForOutputLine("pinch 2.00", timeout: 20), "stdout: \(app.standardOutput)")
            #expect(app.waitForOutputLine("touchesEnded 0 synthesized", timeout: 20), "stdout: \(app.standardOutput)")
        }
    }
}
