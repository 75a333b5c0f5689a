import CX11
import Foundation
import Testing
import XUIKitTesting

/// The Library example — a scene-based app written as for iOS — as a user runs it, in its own
/// process on its own Xvfb, driven with XTest: its scene window at the screen's origin (800 × 600,
/// no window manager), a form sheet opened from the navigation bar's Add button and saved from
/// the sheet's own bar, the Edit button, the search field, the tab bar and Ctrl+N for a second
/// scene; closing both windows ends the app.
@Suite("Library as a process (own Xvfb)")
struct LibraryProcessTests {
    @Test("Add a book through the form sheet, then Edit, search, switch tabs and open and close a second window")
    func sceneBarsSheetSearchTabs() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchExample("Library", display: server.displayName)
        let client = try XTestInput(display: server.displayName)
        defer { client.close() }
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 60), "Library showed no window")
        #expect(app.waitForOutputLine("scene connected windows=1", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(1_000_000)   // the first frame drawn

        // Add (the + at the navigation bar's trailing edge) presents the form sheet; its Save, in
        // the sheet's own navigation bar, adds the book and dismisses the sheet (R18.8).
        client.click(x: 772, y: 22)
        usleep(700_000)
        client.click(x: 400, y: 103)
        usleep(100_000)
        try client.type("Dune")
        client.click(x: 634, y: 42)
        #expect(app.waitForOutputLine("added Dune to Reading books=4", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(700_000)

        // The presenter takes clicks again: Edit, the search field, the tab bar.
        client.click(x: 250, y: 22)
        #expect(app.waitForOutputLine("editing true", timeout: 20), "stdout: \(app.standardOutput)")
        client.click(x: 400, y: 72)
        usleep(100_000)
        try client.type("le")
        #expect(app.waitForOutputLine("search \"le\" results=2", timeout: 20), "stdout: \(app.standardOutput)")
        client.click(x: 600, y: 580)
        #expect(app.waitForOutputLine("tab Reading", timeout: 20), "stdout: \(app.standardOutput)")

        // Ctrl+N: a second scene in a window of its own; closing the first leaves the app running.
        client.type(XK_n, modifiers: [XK_Control_L])
        #expect(app.waitForOutputLine("scene connected windows=2", timeout: 20), "stdout: \(app.standardOutput)")
        client.requestClose(window)
        #expect(app.waitForOutputLine("scene disconnected", timeout: 20), "stdout: \(app.standardOutput)")
        #expect(app.waitForExit(timeout: 1) == nil, "the app ended with a window still open")
        let second = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 20), "the second window is gone")
        client.requestClose(second)
        let status = try #require(app.waitForExit(timeout: 20), "Library did not exit after its last window closed")
        #expect(status == 0)
    }
}
