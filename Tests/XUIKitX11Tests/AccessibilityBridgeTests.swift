import Foundation
import Testing
import XUIKitTesting

/// The AT-SPI bridge seen by a real client: the tests share one Xvfb and one private session
/// bus with the AT-SPI bus launcher and registry (`SharedAccessibilityStack`); each starts its own
/// example app and questions it, found by name and process id, with pyatspi (python3-pyatspi).
@Suite("AT-SPI bridge: a pyatspi client reads and drives the example apps")
struct AccessibilityBridgeTests {
    /// An example app running on the shared X server and accessibility stack.
    final class Stage {
        let server: XvfbServer
        let session: AccessibilitySession
        let app: TestProcess
        let name: String

        init(_ example: String, extraEnvironment: [String: String] = [:]) throws {
            let stack = try SharedAccessibilityStack.shared()
            server = stack.server
            session = stack.session
            name = example
            app = try launchExample(example, display: server.displayName,
                                    extraEnvironment: session.environment.merging(extraEnvironment) { $1 })
        }

        /// The pyatspi client against this stage's app (see `AccessibilitySession.client`).
        func client(operations: [[String: Any]] = [], findTimeout: Double = 15,
                    listeningFor events: String = "") throws -> ATSPIClientResult {
            try session.client(app: name, pid: app.pid, operations: operations, findTimeout: findTimeout, listeningFor: events)
        }

        deinit {
            app.signal(SIGTERM)
            _ = app.waitForExit(timeout: 5)
        }
    }

    @Test("The client finds HelloButton by name and its button by label; DoAction prints the hello line")
    func helloButton() throws {
        let stage = try Stage("HelloButton")
        let result = try stage.client(operations: [["op": "action", "name": "Say hello"]])
        #expect(result.error == nil, "\(result.error ?? "")")
        let button = try #require(result.element("hello-button"), "elements: \(result.elements.map(\.name))")
        #expect(button.role == "push button" && button.name == "Say hello")
        #expect(button.actions == ["click"] && button.states.isSuperset(of: ["enabled", "sensitive", "showing"]))
        #expect(stage.app.waitForOutputLine("Hello from the responder chain", timeout: 10))
    }

    @Test("Form reads in order with UIKit's roles; Convert's screen extents equal its frame in the window")
    func formTree() throws {
        let stage = try Stage("Form")
        let result = try stage.client()
        #expect(result.windows == ["Form"])
        // The segmented control is a panel holding its three segments (R13.8), read in place.
        #expect(result.elements.map(\.role) == ["label", "label", "entry", "label", "toggle button",
                                                "label", "panel", "push button", "push button", "push button", "label", "push button"])
        let field = try #require(result.element("kilometres"))
        #expect(field.name == "Kilometres" && field.text == "12" && field.states.contains("editable"))
        let toggle = try #require(result.element("rounding"))
        #expect(toggle.name == "Round to whole miles" && !toggle.states.contains("checked"))
        // Form prints its Convert button's frame in window coordinates; Xvfb has no window
        // manager, so the window sits at the screen origin.
        let layout = try #require(stage.app.standardOutput.split(separator: "\n").last { $0.hasPrefix("layout ") })
        let frame = layout.split(separator: "(").last?.dropLast().split(separator: ",")
            .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        #expect(result.element("convert")?.extents == frame, "\(layout)")
    }

    @Test("Setting the field's text through EditableText, then pressing Convert through Action, converts it")
    func editThenConvert() throws {
        let stage = try Stage("Form")
        let result = try stage.client(operations: [
            ["op": "setText", "id": "kilometres", "text": "100"],
            ["op": "action", "id": "convert"],
        ])
        #expect(result.error == nil, "\(result.error ?? "")")
        #expect(result.element("kilometres")?.text == "100")
        #expect(stage.app.waitForOutputLine("converted 100 km = 62.14 mi", timeout: 10))
        #expect(result.element("miles")?.name == "62.14 mi")
    }

    @Test("Toggling the switch through Action makes it checked and sends its action")
    func toggleSwitch() throws {
        let stage = try Stage("Form")
        let result = try stage.client(operations: [["op": "action", "id": "rounding"]])
        #expect(result.element("rounding")?.states.contains("checked") == true)
        #expect(stage.app.waitForOutputLine("rounding on", timeout: 10))
    }

    @Test("Toggling the switch emits object:state-changed:checked from it, as Orca hears it")
    func checkedEvent() throws {
        let stage = try Stage("Form")
        let result = try stage.client(operations: [["op": "action", "id": "rounding"]],
                                              listeningFor: "object:state-changed:checked")
        let event = try #require(result.events.first, "no event; result: \(result.error ?? "")")
        #expect(event["source"] as? String == "Round to whole miles" && event["detail1"] as? Int == 1)
    }

    @Test("Setting the field's text emits object:text-changed:insert with the inserted text")
    func textChangedEvent() throws {
        let stage = try Stage("Form")
        let result = try stage.client(operations: [["op": "setText", "id": "kilometres", "text": "100"]],
                                              listeningFor: "object:text-changed:insert")
        let event = try #require(result.events.first { ($0["type"] as? String)?.hasPrefix("object:text-changed:insert") == true },
                                 "events: \(result.events)")
        // "12" became "100": the common "1" stays, "2" is deleted and "00" inserted at offset 1.
        #expect(event["source"] as? String == "Kilometres" && event["text"] as? String == "00")
    }

    @Test("R13.7: with NO_AT_BRIDGE=1 the app stays off the accessibility bus")
    func optOut() throws {
        let stage = try Stage("HelloButton", extraEnvironment: ["NO_AT_BRIDGE": "1"])
        let connection = try XTestInput(display: stage.server.displayName)
        defer { connection.close() }
        _ = try #require(connection.waitForWindow(ofProcess: stage.app.pid, timeout: 20), "HelloButton showed no window")
        let result = try stage.client(findTimeout: 2)
        #expect(result.error?.hasPrefix("no application 'HelloButton'") == true, "\(result.error ?? "found it")")
    }
}
