import Foundation
import Testing
import XUIKitTesting

/// Modal and popup UI seen by pyatspi (R37.1–R37.5): alerts, action sheets and menus with their
/// roles, the content an alert covers leaving the tree and coming back, focus moving into the
/// alert and back, and windows' activate and deactivate events. The app is
/// `XUIKitAccessibilityTarget --modal` on the shared accessibility stack.
@Suite("AT-SPI bridge: modal and popup UI (alerts, sheets, menus, window activation)")
struct AccessibilityModalTests {
    /// `XUIKitAccessibilityTarget --modal` on the shared stack.
    final class Stage {
        let app: TestProcess
        let session: AccessibilitySession

        init() throws {
            let stack = try SharedAccessibilityStack.shared()
            session = stack.session
            app = try launchExample("XUIKitAccessibilityTarget", display: stack.server.displayName,
                                    arguments: ["--modal"], extraEnvironment: session.environment)
        }

        func client(_ operations: [[String: Any]] = [], listeningFor events: String = "") throws -> ATSPIClientResult {
            try session.client(app: "XUIKitAccessibilityTarget", pid: app.pid, operations: operations, listeningFor: events)
        }

        deinit {
            app.signal(SIGTERM)
            _ = app.waitForExit(timeout: 5)
        }
    }

    @Test("R37.1, R37.2, R37.4: an alert is role alert with push buttons; what it covers leaves the tree; its default button gets the focus")
    func alertRolesAndFocus() throws {
        let stage = try Stage()
        let result = try stage.client([["op": "action", "id": "show-alert"]], listeningFor: "object:state-changed:focused")
        #expect(result.error == nil, "\(result.error ?? "")")
        #expect(stage.app.waitForOutputLine("alert shown", timeout: 10))
        let alert = try #require(result.elements.first { $0.role == "alert" }, "roles: \(result.elements.map(\.role))")
        #expect(alert.name == "Discard changes?" && alert.states.contains("modal"), "\(alert)")
        let buttons = result.elements.filter { $0.role == "push button" }.map(\.name)
        #expect(buttons == ["Cancel", "Discard"], "\(result.elements.map { ($0.role, $0.name) })")
        #expect(result.elements.contains { $0.role == "label" && $0.name == "The note is not saved." })
        // Covered: the field and the window's buttons are not reachable.
        for id in ["note", "show-alert", "options", "second-window"] {
            #expect(result.element(id) == nil, "\(id) is still exposed under the alert")
        }
        // Focus moved onto the preferred action's button.
        let focused = result.events.filter { $0["detail1"] as? Int == 1 }.compactMap { $0["source"] as? String }
        #expect(focused.contains("Discard"), "events: \(result.events)")
        #expect(result.elements.first { $0.name == "Discard" }?.states.contains("focused") == true)
    }

    @Test("R37.2, R37.4: after the alert is answered, the covered content comes back with children-changed, and the focus returns to the field")
    func contentComesBack() throws {
        let stage = try Stage()
        let shown = try stage.client([["op": "action", "id": "show-alert"]], listeningFor: "object:children-changed")
        #expect(shown.events.contains { ($0["type"] as? String) == "object:children-changed:remove" }, "events: \(shown.events)")
        #expect(shown.events.contains { ($0["type"] as? String) == "object:children-changed:add" }, "events: \(shown.events)")
        let answered = try stage.client([["op": "action", "name": "Cancel"]], listeningFor: "object:state-changed:focused")
        #expect(answered.error == nil, "\(answered.error ?? "")")
        #expect(stage.app.waitForOutputLine("alert answered Cancel", timeout: 10))
        #expect(!answered.elements.contains { $0.role == "alert" }, "\(answered.elements.map(\.role))")
        for id in ["note", "show-alert", "options", "second-window"] {
            #expect(answered.element(id) != nil, "\(id) did not come back")
        }
        #expect(answered.element("note")?.states.contains("focused") == true, "\(String(describing: answered.element("note")))")
        let focused = answered.events.filter { $0["detail1"] as? Int == 1 }.compactMap { $0["source"] as? String }
        #expect(focused.contains("Note"), "events: \(answered.events)")
    }

    @Test("R37.1: an action sheet is role dialog, named by its title")
    func actionSheetIsDialog() throws {
        let stage = try Stage()
        let result = try stage.client([["op": "action", "id": "show-sheet"]], listeningFor: "object:children-changed")
        #expect(stage.app.waitForOutputLine("sheet shown", timeout: 10))
        let sheet = try #require(result.elements.first { $0.role == "dialog" }, "roles: \(result.elements.map(\.role))")
        #expect(sheet.name == "Share")
        #expect(result.elements.filter { $0.role == "push button" }.map(\.name).sorted() == ["Cancel", "Copy link"])
        #expect(result.element("note") == nil)
    }

    @Test("R37.3: a context menu is role menu with menu items, a checked check menu item and a separator; DoAction chooses an item")
    func menuRoles() throws {
        let stage = try Stage()
        let opened = try stage.client([["op": "action", "id": "options"]], listeningFor: "object:children-changed")
        #expect(opened.error == nil, "\(opened.error ?? "")")
        let menu = try #require(opened.elements.first { $0.role == "menu" }, "roles: \(opened.elements.map(\.role))")
        _ = menu
        let items = opened.elements.filter { ["menu item", "check menu item", "separator"].contains($0.role) }
        #expect(items.map(\.role) == ["menu item", "check menu item", "separator", "menu item"], "\(items.map { ($0.role, $0.name) })")
        #expect(items.map(\.name) == ["Copy", "Bold", "", "Delete"])
        let bold = try #require(items.first { $0.name == "Bold" })
        #expect(bold.states.isSuperset(of: ["checked", "checkable"]), "\(bold.states)")
        #expect(items.first?.actions == ["click"])
        // The window the menu opened over stays active; the menu's own window is no frame.
        let chosen = try stage.client([["op": "action", "name": "Bold"]])
        #expect(chosen.error == nil, "\(chosen.error ?? "")")
        #expect(stage.app.waitForOutputLine("menu chose Bold", timeout: 10))
    }

    @Test("R37.5: showing a second window sends window:deactivate for the first, then window:activate for the second")
    func windowActivation() throws {
        let stage = try Stage()
        let result = try stage.client([["op": "action", "id": "second-window"]], listeningFor: "window:")
        #expect(result.error == nil, "\(result.error ?? "")")
        #expect(stage.app.waitForOutputLine("second window shown", timeout: 10))
        let windowEvents = result.events.filter { ($0["type"] as? String)?.hasPrefix("window:") == true }
            .map { "\($0["type"] as? String ?? "") \($0["source"] as? String ?? "")" }
        #expect(windowEvents == ["window:deactivate Modal target", "window:activate Second"], "events: \(result.events)")
    }
}
