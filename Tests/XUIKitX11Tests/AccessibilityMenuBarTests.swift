import CX11
import Foundation
import Testing
import XUIKitTesting

/// The menu bar seen by pyatspi (R37.10): `XUIKitAccessibilityTarget --menubar` on its own Xvfb
/// and accessibility stack (keys typed with XTest must reach its window and no other app's).
@Suite("AT-SPI bridge: the menu bar's tree, and a menu opened from it (own Xvfb and buses)", .serialized)
struct AccessibilityMenuBarTests {
    @Test("R37.10: a menu bar of menu items; Alt+F exposes File as a menu of menu items, a checked check menu item and a separator")
    func menuBarTree() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try AccessibilitySession(display: server.displayName)
        defer { session.stop() }
        let app = try launchExample("XUIKitAccessibilityTarget", display: server.displayName,
                                    arguments: ["--modal", "--menubar"], extraEnvironment: session.environment)
        defer {
            app.signal(SIGTERM)
            _ = app.waitForExit(timeout: 5)
        }
        #expect(app.waitForOutputLine("ready", timeout: 20))

        let closed = try session.client(app: "XUIKitAccessibilityTarget", pid: app.pid, operations: [], listeningFor: "")
        #expect(closed.error == nil, "\(closed.error ?? "")")
        #expect(closed.elements.filter { $0.role == "menu bar" }.count == 1, "roles: \(closed.elements.map(\.role))")
        let titles = closed.elements.filter { $0.role == "menu item" }.map(\.name)
        let file = try #require(titles.firstIndex(of: "File"), "titles: \(titles)")
        #expect(titles.firstIndex(of: "Edit").map { $0 > file } == true, "titles: \(titles)")
        #expect(!closed.elements.contains { $0.role == "menu" }, "no menu is exposed while none is open")

        let keys = try XTestInput(display: server.displayName)
        defer { keys.close() }
        keys.type(XK_f, modifiers: [XK_Alt_L])
        // The menu opens on the app's next turn: read the tree again until it shows (at most 2 s).
        var opened = try session.client(app: "XUIKitAccessibilityTarget", pid: app.pid, operations: [], listeningFor: "")
        var reads = 1
        while reads < 20, !opened.elements.contains(where: { $0.role == "menu" }) {
            usleep(100_000)
            opened = try session.client(app: "XUIKitAccessibilityTarget", pid: app.pid, operations: [], listeningFor: "")
            reads += 1
        }
        #expect(opened.error == nil, "\(opened.error ?? "")")
        let menu = opened.elements.firstIndex { $0.role == "menu" }
        #expect(menu != nil, "Alt+F exposed no menu: \(opened.elements.map { ($0.role, $0.name) })")
        let items = opened.elements[(menu ?? opened.elements.endIndex)...]
            .filter { ["menu item", "check menu item", "separator"].contains($0.role) }
        #expect(items.map(\.role).prefix(5) == ["menu item", "menu item", "check menu item", "separator", "menu item"],
                "\(items.map { ($0.role, $0.name) })")
        #expect(items.map(\.name).prefix(3) == ["Open…", "Save", "Autosave"])
        let autosave = try #require(items.first { $0.name == "Autosave" })
        #expect(autosave.states.isSuperset(of: ["checked", "checkable"]), "\(autosave.states)")
        #expect(items.first?.states.contains("enabled") == true, "Open… has a target: enabled")

        let chosen = try session.client(app: "XUIKitAccessibilityTarget", pid: app.pid,
                                        operations: [["op": "action", "name": "Save"]], listeningFor: "")
        #expect(chosen.error == nil, "\(chosen.error ?? "")")
        #expect(app.waitForOutputLine("menu bar chose Save", timeout: 10))
    }
}
