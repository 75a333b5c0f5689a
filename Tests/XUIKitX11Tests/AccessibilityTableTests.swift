import Foundation
import Testing

/// Tables, selection and search through the AT-SPI bridge, seen by pyatspi: Todo's table view as
/// an AT-SPI table, Selection choosing rows and segments the user's way, Collection's GetMatches.
/// The apps run on the shared stack (`SharedAccessibilityStack`).
@Suite("AT-SPI bridge: tables, selection and search through pyatspi")
struct AccessibilityTableTests {
    typealias Stage = AccessibilityBridgeTests.Stage

    @Test("R13.8: Todo's table has a row count, one column, and a table cell per row at GetAccessibleAt")
    func todoTable() throws {
        let stage = try Stage("Todo")
        let result = try stage.client(operations: [["op": "table", "role": "table"]])
        #expect(result.error == nil, "\(result.error ?? "")")
        let table = try #require(result.results.first as? [String: Any], "results: \(result.results)")
        #expect(table["nRows"] as? Int == 3 && table["nColumns"] as? Int == 1, "\(table)")
        #expect(table["cell"] as? String == "Water the plants" && table["cellRole"] as? String == "table cell", "\(table)")
        #expect(table["position"] as? [Int] == [0, 0], "\(table)")
        #expect(table["rows"] as? [String] == ["Water the plants", "Call Anna", "Buy milk"], "\(table)")
        // Each row is a table cell holding the cell's label.
        let roles = result.elements.map(\.role)
        #expect(roles.filter { $0 == "table" }.count == 1 && roles.filter { $0 == "table cell" }.count == 3, "\(roles)")
    }

    @Test("R13.9: Selection.SelectChild and Table.AddRowSelection select rows the user's way: Todo's didSelectRowAt runs")
    func selectRows() throws {
        let stage = try Stage("Todo")
        let result = try stage.client(operations: [["op": "select", "role": "table", "index": 1],
                                                   ["op": "selectRow", "role": "table", "index": 2]],
                                      listeningFor: "object:selection-changed")
        #expect(result.error == nil, "\(result.error ?? "")")
        #expect(result.results.compactMap { $0 as? Bool } == [true, true], "\(result.results)")
        #expect(stage.app.waitForOutputLine("toggled Call Anna done=true", timeout: 10))
        #expect(stage.app.waitForOutputLine("toggled Buy milk done=false", timeout: 10))
        #expect(result.events.contains { ($0["type"] as? String)?.hasPrefix("object:selection-changed") == true },
                "events: \(result.events)")
    }

    @Test("R13.9: selecting a segment through Selection sends valueChanged and makes it the selected child")
    func selectSegment() throws {
        let stage = try Stage("Form")
        let result = try stage.client(operations: [["op": "select", "role": "panel", "index": 1],
                                                   ["op": "selected", "role": "panel"]],
                                      listeningFor: "object:state-changed:selected")
        #expect(result.error == nil, "\(result.error ?? "")")
        #expect(result.results.first as? Bool == true && result.results.last as? [String] == ["1"], "\(result.results)")
        #expect(stage.app.waitForOutputLine("decimals 1", timeout: 10))
        // Segment "2" loses the state and segment "1" gains it.
        let gained = result.events.filter { $0["detail1"] as? Int == 1 }.compactMap { $0["source"] as? String }
        #expect(gained == ["1"], "events: \(result.events)")
    }

    @Test("R13.10: Collection.GetMatches finds every push button, in the tree's order, and only those")
    func matchPushButtons() throws {
        let stage = try Stage("Form")
        // ATSPI_ROLE_PUSH_BUTTON is 43, ATSPI_ROLE_TOGGLE_BUTTON 62.
        let result = try stage.client(operations: [["op": "matches", "roles": [43]], ["op": "matches", "roles": [43, 62]]])
        #expect(result.error == nil, "\(result.error ?? "")")
        let buttons = try #require(result.results.first as? [[String]], "\(result.results)")
        let walked = result.elements.filter { $0.role == "push button" }.map(\.name)
        #expect(buttons.map { $0[1] } == walked && buttons.count >= 4, "matches \(buttons), walk \(walked)")
        #expect(buttons.allSatisfy { $0[0] == "push button" })
        let either = try #require(result.results.last as? [[String]])
        #expect(either.map { $0[1] } == result.elements.filter { ["push button", "toggle button"].contains($0.role) }.map(\.name))
    }
}
