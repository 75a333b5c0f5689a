import CX11
import Foundation
import Testing
import XUIKitTesting

/// The Core Animation example as a user runs it, in its own process on its own Xvfb, at scale 1
/// and 2 (issue 24's proof): the gradient header (`layerClass` = `CAGradientLayer`), the progress
/// ring (`CAShapeLayer`) whose `strokeEnd` a `CABasicAnimation` runs down to zero, and the implicit
/// animation that fills it again on Reset. Checked by the server's pixels.
@Suite("RingTimer as a process (own Xvfb)")
struct RingTimerProcessTests {
    @Test("RingTimer: gradient header, full ring, run down to done, reset fills the ring again (R27.1, R28.5, R29.8, R30.2)",
          arguments: [1, 2])
    func ringRunsDown(scale: Int) throws {
        let server = try XvfbServer(screen: "800x1200x24")
        defer { server.stop() }
        let app = try launchExample("RingTimer", display: server.displayName, arguments: ["--light", "--seconds", "1"],
                                    extraEnvironment: ["XUIKIT_SCALE": "\(scale)"])
        let client = try XTestInput(display: server.displayName)
        defer { client.close() }
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 60), "RingTimer showed no window")
        #expect(app.waitForOutputLine("ready", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(1_000_000)
        let s = Int32(scale)
        func pixel(_ x: Int32, _ y: Int32) -> (r: Int, g: Int, b: Int) {
            let value = client.pixel(of: window, x: x * s, y: y * s) ?? 0
            return (Int(value >> 16 & 0xff), Int(value >> 8 & 0xff), Int(value & 0xff))
        }
        // The header: indigo at the top-left, pink at the bottom-right (a diagonal gradient).
        let topLeft = pixel(2, 2), bottomRight = pixel(357, 107)
        #expect(topLeft.b > 180 && topLeft.r < 120, "header top-left \(topLeft)")
        #expect(bottomRight.r > 220 && bottomRight.b < 120, "header bottom-right \(bottomRight)")
        // The ring (centre 180, 276; radius 120; 14 pt wide): pink at twelve and at nine o'clock.
        let twelve = pixel(180, 156), nine = pixel(60, 276)
        #expect(twelve.r > 220 && twelve.g < 120, "ring at twelve \(twelve)")
        #expect(nine.r > 220 && nine.g < 120, "ring at nine \(nine)")

        client.click(x: 246 * s, y: 457 * s)   // Start (the right half of the button row)
        #expect(app.waitForOutputLine("started", timeout: 20), "stdout: \(app.standardOutput)")
        #expect(app.waitForOutputLine("done", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(500_000)
        // Run down: the track shows everywhere (light grey), no pink left.
        let emptyTwelve = pixel(180, 156), emptyNine = pixel(60, 276)
        #expect(emptyTwelve.r > 200 && emptyTwelve.g > 200, "empty ring at twelve \(emptyTwelve)")
        #expect(emptyNine.r > 200 && emptyNine.g > 200, "empty ring at nine \(emptyNine)")

        client.click(x: 114 * s, y: 457 * s)   // Reset: an implicit animation back to full
        #expect(app.waitForOutputLine("reset", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(1_200_000)
        let refilled = pixel(60, 276)
        #expect(refilled.r > 220 && refilled.g < 120, "refilled ring at nine \(refilled)")
    }
}
