import CX11
import CXTest
import Foundation
import Testing
import XUIKitTesting

/// Issue 25, flood starvation as a user meets it: XUIKitSoak is flooded with XTest clicks on its
/// button for 3 s, then the window manager's close request (`WM_DELETE_WINDOW`) comes. The app
/// must obey it promptly: the backend reads the flood ahead of handling it, sheds what a person
/// cannot have clicked, and handles the close before the backlog (R11.11, R11.12). Before that
/// fix a close behind 88 500 clicks took 58.6 s. `scripts/flood-close.sh` prints the real figure.
@Suite("A close request at the end of an input flood ends the app promptly (own Xvfb)")
struct FloodCloseProcessTests {
    @Test("R11.12: after 3 s of XTest clicks, WM_DELETE_WINDOW ends XUIKitSoak within 10 s, status 0")
    func closeAfterFlood() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let flooder = try XTestInput(display: server.displayName)
        defer { flooder.close() }
        let app = try launchExample("XUIKitSoak", display: server.displayName)
        let window = try #require(flooder.waitForWindow(ofProcess: app.pid, timeout: 20),
                                  "XUIKitSoak showed no window; stderr: \(app.standardError)")
        let display = flooder.display
        // The button's centre, in the window at the screen's origin (no window manager).
        flooder.move(x: 100, y: 42)
        var clicks = 0
        let floodEnd = Date(timeIntervalSinceNow: 3)
        while Date() < floodEnd {
            for _ in 0..<500 {
                XTestFakeButtonEvent(display, 1, 1, 0)
                XTestFakeButtonEvent(display, 1, 0, 0)
            }
            clicks += 500
            XFlush(display)
        }
        XSync(display, 0)
        let requested = Date()
        flooder.requestClose(window)
        // A bound generous for a loaded CI machine; the figure is printed. Unfixed, this took
        // about a minute.
        let status = try #require(app.waitForExit(timeout: 10),
                                  "XUIKitSoak still runs 10 s after the close request behind \(clicks) clicks")
        let delay = Date().timeIntervalSince(requested)
        print("flood-close: \(clicks) clicks in 3 s; close request to exit \(String(format: "%.2f", delay)) s")
        #expect(status == 0, "stderr: \(app.standardError)")
        #expect(app.standardOutput.contains("click"), "some of the flooded clicks were handled")
    }
}
