import CX11
import Foundation
import Testing
import XUIKitTesting

/// The two examples written as iOS 14+ code, as a user runs them, each in its own process on its
/// own Xvfb (no window manager: the window at the screen's origin), driven with XTest.
@Suite("Photos and Settings as processes (own Xvfb)")
struct ModernExamplesProcessTests {
    /// Photos (800 × 600): the sidebar is a `.sidebar` list from section snapshots, the grid a
    /// compositional layout from a diffable data source. Clicking an album in the sidebar shows
    /// its photos; clicking a photo marks it a favourite (a reconfigure through the snapshot);
    /// Select turns on multiple selection, where clicks select without marking.
    @Test("Photos: pick an album in the sidebar, mark a photo, select several")
    func photos() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchExample("Photos", display: server.displayName)
        let client = try XTestInput(display: server.displayName)
        defer { client.close() }
        _ = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 60), "Photos showed no window")
        #expect(app.waitForOutputLine("album All Photos photos=60", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(1_000_000)   // the first frame drawn

        client.click(x: 80, y: 340)            // "Travel", the first album under My Albums
        #expect(app.waitForOutputLine("album Travel photos=12", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(300_000)
        client.click(x: 500, y: 150)           // the second photo of the first row
        #expect(app.waitForOutputLine("favourite Travel 1 on", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(300_000)

        client.click(x: 760, y: 22)            // Select: multiple selection, no favourites
        usleep(300_000)
        client.click(x: 385, y: 150)
        #expect(app.waitForOutputLine("selected Travel 0", timeout: 20), "stdout: \(app.standardOutput)")
        client.click(x: 615, y: 150)
        #expect(app.waitForOutputLine("selected Travel 2", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(300_000)
        #expect(!app.standardOutput.contains("favourite Travel 0"), "stdout: \(app.standardOutput)")
        #expect(!app.standardOutput.contains("favourite Travel 2"), "stdout: \(app.standardOutput)")
    }

    /// Settings (420 × 640): a `UITableViewController` subclass with content configurations; a
    /// switch in an accessory view, a value row that opens, and a configured button.
    @Test("Settings: flip a switch, open a value row, press the configured button")
    func settings() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchExample("Settings", display: server.displayName)
        let client = try XTestInput(display: server.displayName)
        defer { client.close() }
        _ = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 60), "Settings showed no window")
        #expect(app.waitForOutputLine("ready", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(1_000_000)

        client.click(x: 358, y: 84)            // the Airplane Mode switch
        #expect(app.waitForOutputLine("Airplane Mode on", timeout: 20), "stdout: \(app.standardOutput)")
        client.click(x: 150, y: 128)           // the Wi-Fi row
        #expect(app.waitForOutputLine("opened Wi-Fi", timeout: 20), "stdout: \(app.standardOutput)")
        client.click(x: 210, y: 560)           // Sign Out
        #expect(app.waitForOutputLine("signed out", timeout: 20), "stdout: \(app.standardOutput)")
    }
}
