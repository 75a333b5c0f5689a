import Foundation
import Testing
import XUIKitTesting

/// Issue 25: any process on the accessibility bus can send the bridge anything. A hostile client
/// (scripts/atspi-hostile-client.py, over dbus-python) sends numbers no integer holds, NaN,
/// wrong signatures, million-element rules and huge selections to XUIKitAccessibilityTarget,
/// which runs on the shared accessibility stack (`SharedAccessibilityStack`). Every call must
/// be answered — with the right value or a D-Bus error — and the app must live on. The hang
/// cases print how long their answer took.
@Suite("AT-SPI bridge: a hostile client can neither crash nor hang the app")
struct AccessibilityHardeningTests {
    /// XUIKitAccessibilityTarget on the shared stack, and the hostile client against it.
    final class Target {
        let app: TestProcess
        private let environment: [String: String]

        init(rows: Int = 20) throws {
            let stack = try SharedAccessibilityStack.shared()
            environment = stack.session.environment
            app = try launchExample("XUIKitAccessibilityTarget", display: stack.server.displayName,
                                    arguments: ["--rows", String(rows)], extraEnvironment: environment)
        }

        deinit {
            app.signal(SIGTERM)
            _ = app.waitForExit(timeout: 5)
        }

        /// Runs `calls` (see the script's `calls` mode) and answers each call's reply or error.
        func send(_ calls: [[String: Any]]) throws -> (results: [[String: Any]], alive: Bool) {
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scripts/atspi-hostile-client.py").path
            let json = String(decoding: try JSONSerialization.data(withJSONObject: calls), as: UTF8.self)
            let client = try TestProcess("/usr/bin/python3", [script, "calls", String(app.pid), json], environment: environment)
            guard client.waitForExit(timeout: 240) != nil else {
                throw XCUIError("the hostile client did not finish; stderr: \(client.standardError)")
            }
            guard let line = client.standardOutput.split(separator: "\n").last,
                  let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let results = object["results"] as? [[String: Any]] else {
                throw XCUIError("the hostile client printed no result; stdout: \(client.standardOutput) "
                                     + "stderr: \(client.standardError)")
            }
            return (results, object["alive"] as? Bool ?? false)
        }
    }

    private static func set(_ id: String, _ interface: String, _ property: String, _ variant: String) -> [String: Any] {
        ["id": id, "interface": "org.freedesktop.DBus.Properties", "member": "Set", "signature": "ssv",
         "args": "['\(interface)', '\(property)', \(variant)]"]
    }

    private static func get(_ id: String, _ interface: String, _ property: String) -> [String: Any] {
        ["id": id, "interface": "org.freedesktop.DBus.Properties", "member": "Get", "signature": "ss",
         "args": "['\(interface)', '\(property)']"]
    }

    private static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"

    @Test("R13.11: Application.Id set to a uint32 no Int32 holds answers InvalidArgs; an Int32 is kept; the app lives")
    func applicationIdOutOfRange() throws {
        let target = try Target()
        let (results, alive) = try target.send([
            Self.set("root", "org.a11y.atspi.Application", "Id", "dbus.UInt32(4294967295, variant_level=1)"),
            Self.set("root", "org.a11y.atspi.Application", "Id", "dbus.Double(float('nan'), variant_level=1)"),
            Self.set("root", "org.a11y.atspi.Application", "Id", "dbus.Int32(7, variant_level=1)"),
            Self.get("root", "org.a11y.atspi.Application", "Id"),
        ])
        #expect(alive, "the app died: \(results)")
        #expect(results.prefix(2).map { $0["error"] as? String } == [Self.invalidArgs, Self.invalidArgs], "\(results)")
        #expect(results[2]["error"] == nil && results[3]["reply"] as? Int == 7, "\(results)")
    }

    @Test("R13.11: Value.CurrentValue NaN and infinity are refused; 1e300 pins to the end; nothing sends a NaN")
    func valueExtremes() throws {
        let target = try Target()
        let value = "org.a11y.atspi.Value"
        func double(_ literal: String) -> String { "dbus.Double(float('\(literal)'), variant_level=1)" }
        let (results, alive) = try target.send([
            Self.set("pages", value, "CurrentValue", double("nan")),
            Self.set("pages", value, "CurrentValue", double("inf")),
            Self.set("pages", value, "CurrentValue", double("1e300")),
            Self.get("pages", value, "CurrentValue"),
            Self.set("slider", value, "CurrentValue", double("nan")),
            Self.get("slider", value, "CurrentValue"),
            Self.set("slider", value, "CurrentValue", double("1e300")),
            Self.set("stepper", value, "CurrentValue", double("-inf")),
            Self.set("stepper", value, "CurrentValue", double("1e300")),
            Self.get("stepper", value, "CurrentValue"),
        ])
        #expect(alive, "the app died: \(results)")
        let errors = results.map { $0["error"] as? String }
        #expect(errors == [Self.invalidArgs, Self.invalidArgs, nil, nil, Self.invalidArgs, nil, nil, Self.invalidArgs, nil, nil],
                "\(results)")
        // Five pages: 1e300 is the last one; the slider kept 0 through the NaN; the stepper ends at 100.
        #expect(results[3]["reply"] as? Double == 4 && results[5]["reply"] as? Double == 0
                && results[9]["reply"] as? Double == 100, "\(results)")
        #expect(target.app.waitForOutputLine("page 4", timeout: 10) && target.app.waitForOutputLine("slider 1.0", timeout: 10)
                && target.app.waitForOutputLine("stepper 100.0", timeout: 10), "output: \(target.app.standardOutput)")
        #expect(!target.app.standardOutput.lowercased().contains("nan"), "output: \(target.app.standardOutput)")
    }

    @Test("R13.11: GetExtents, GetPosition and GetSize answer a NaN frame and one beyond ±2³¹ saturated")
    func extentsBeyondInt32() throws {
        let target = try Target()
        func component(_ id: String, _ member: String) -> [String: Any] {
            ["id": id, "interface": "org.a11y.atspi.Component", "member": member,
             "signature": member == "GetSize" ? "" : "u", "args": member == "GetSize" ? "[]" : "[dbus.UInt32(1)]"]
        }
        let (results, alive) = try target.send([
            component("nan-frame", "GetExtents"), component("nan-frame", "GetPosition"), component("nan-frame", "GetSize"),
            component("far-frame", "GetExtents"),
        ])
        #expect(alive, "the app died: \(results)")
        #expect(results.map { $0["reply"] as? [Int] } == [[0, 0, 0, 0], [0, 0], [0, 0],
                                                           [Int(Int32.max), Int(Int32.min), Int(Int32.max), 44]], "\(results)")
    }

    @Test("R13.11: Contains and GetAccessibleAtPoint over NaN and endless frames answer, holding no point there")
    func hitTestingBeyondInt32() throws {
        let target = try Target()
        func component(_ id: String, _ member: String, _ x: Int, _ y: Int) -> [String: Any] {
            ["id": id, "interface": "org.a11y.atspi.Component", "member": member, "signature": "iiu",
             "args": "[\(x), \(y), dbus.UInt32(1)]"]
        }
        let (results, alive) = try target.send([
            component("nan-frame", "Contains", 0, 0), component("far-frame", "Contains", 0, 0),
            component("window", "GetAccessibleAtPoint", 25, 25), component("window", "GetAccessibleAtPoint", -5, -5),
        ])
        #expect(alive, "the app died: \(results)")
        #expect(results.prefix(2).map { $0["reply"] as? Bool } == [false, false], "\(results)")
        // (25, 25) is on the slider; nothing is at (-5, -5), which answers the null object.
        let hits = results.suffix(2).map { ($0["reply"] as? [String])?.last }
        #expect(hits.first??.hasPrefix("/org/a11y/atspi/accessible/") == true && hits.last == "/org/a11y/atspi/null", "\(results)")
    }

    @Test("R13.11: A method called with the wrong argument types answers InvalidArgs; a method that does not exist UnknownMethod")
    func wrongSignatures() throws {
        let target = try Target()
        let accessible = "org.a11y.atspi.Accessible"
        let (results, alive) = try target.send([
            ["id": "root", "interface": accessible, "member": "GetChildAtIndex", "signature": "s", "args": "['x']"],
            ["id": "root", "interface": accessible, "member": "GetChildAtIndex", "signature": "", "args": "[]"],
            ["id": "root", "interface": "org.freedesktop.DBus.Properties", "member": "Get", "signature": "i", "args": "[1]"],
            ["id": "table", "interface": "org.a11y.atspi.Collection", "member": "GetMatches", "signature": "s", "args": "['x']"],
            ["id": "root", "interface": accessible, "member": "NoSuchMethod", "signature": "", "args": "[]"],
            ["id": "root", "interface": accessible, "member": "GetChildAtIndex", "signature": "i", "args": "[0]"],
            // Too many arguments, and arguments for a method that takes none (found by fuzz-atspi.sh).
            ["id": "root", "interface": accessible, "member": "GetChildAtIndex", "signature": "ii", "args": "[0, 1]"],
            ["id": "root", "interface": accessible, "member": "GetChildren", "signature": "u", "args": "[4]"],
            ["id": "root", "interface": "org.a11y.atspi.Component", "member": "GetExtents", "signature": "", "args": "[]"],
        ])
        #expect(alive, "the app died: \(results)")
        #expect(results.map { $0["error"] as? String } == [Self.invalidArgs, Self.invalidArgs, Self.invalidArgs, Self.invalidArgs,
                                                           "org.freedesktop.DBus.Error.UnknownMethod", nil,
                                                           Self.invalidArgs, Self.invalidArgs, Self.invalidArgs], "\(results)")
    }

    @Test("R13.10: GetMatches with a million all-ones state words is refused with InvalidArgs; a real rule still matches")
    func getMatchesBomb() throws {
        let target = try Target()
        func matches(words: Int, match: Int) -> [String: Any] {
            ["id": "root", "interface": "org.a11y.atspi.Collection", "member": "GetMatches",
             "signature": "(aiia{ss}iaiiasib)uib", "timeout": 120,
             "args": "[(dbus.Array([dbus.Int32(-1)] * \(words), signature='i'), \(match), dbus.Dictionary({}, signature='ss'), 0, "
                 + "dbus.Array([], signature='i'), 0, dbus.Array([], signature='s'), 0, False), dbus.UInt32(0), 0, True]"]
        }
        // Match type 2 is Any: with every state listed, every object that has a state matches.
        let (results, alive) = try target.send([matches(words: 1_000_000, match: 2), matches(words: 2, match: 2)])
        #expect(alive, "the app died: \(results)")
        print("AT-SPI hardening: GetMatches with 1 000 000 state words answered in "
              + "\(String(format: "%.3f", results.first?["seconds"] as? Double ?? -1)) s")
        #expect(results.first?["error"] as? String == Self.invalidArgs, "\(results.first ?? [:])")
        let found = results.last?["reply"] as? [[String]] ?? []
        #expect(found.count >= 7, "\(results.last ?? [:])")
    }

    @Test("R13.9: Selection.SelectAll on a 100 000-row multiple-selection table selects every row; ClearSelection clears them")
    func selectAllRows() throws {
        let target = try Target(rows: 100_000)
        let (results, alive) = try target.send([
            ["id": "table", "interface": "org.a11y.atspi.Selection", "member": "SelectAll", "timeout": 200],
            Self.get("table", "org.a11y.atspi.Table", "NSelectedRows"),
            ["id": "table", "interface": "org.a11y.atspi.Selection", "member": "ClearSelection", "timeout": 200],
            Self.get("table", "org.a11y.atspi.Table", "NSelectedRows"),
        ])
        #expect(alive, "the app died: \(results)")
        for (index, name) in [(0, "SelectAll"), (2, "ClearSelection")] {
            print("AT-SPI hardening: \(name) over 100 000 rows answered in "
                  + "\(String(format: "%.3f", results[index]["seconds"] as? Double ?? -1)) s")
        }
        #expect(results[0]["reply"] as? Bool == true && results[1]["reply"] as? Int == 100_000, "\(results)")
        #expect(results[2]["reply"] as? Bool == true && results[3]["reply"] as? Int == 0, "\(results)")
    }

    @Test("R13.11: A call right after the app sent a 1 MiB text change is answered without any other message arriving")
    func noStrandedCalls() throws {
        let target = try Target()
        var rounds: [[String: Any]] = []
        for _ in 0..<4 {
            rounds.append(["id": "field", "interface": "org.a11y.atspi.EditableText", "member": "SetTextContents",
                           "signature": "s", "args": "[BIG]", "timeout": 60])
            rounds.append(["id": "field", "interface": "org.a11y.atspi.EditableText", "member": "SetTextContents",
                           "signature": "s", "args": "['short']", "timeout": 60])
            rounds.append(["id": "root", "interface": "org.a11y.atspi.Accessible", "member": "GetRole", "timeout": 20])
        }
        let (results, alive) = try target.send(rounds)
        #expect(alive, "the app died: \(results)")
        let roles = stride(from: 2, to: results.count, by: 3).map { results[$0] }
        print("AT-SPI hardening: GetRole after a 1 MiB text change answered in "
              + roles.map { String(format: "%.3f", $0["seconds"] as? Double ?? -1) }.joined(separator: ", ") + " s")
        // ATSPI_ROLE_APPLICATION is 75.
        #expect(roles.map { $0["reply"] as? Int } == [75, 75, 75, 75], "\(results)")
    }
}
