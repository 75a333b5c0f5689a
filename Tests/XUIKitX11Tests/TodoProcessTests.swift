import CX11
import Foundation
import Testing
import XUIKitTesting

/// The Todo example as a user runs it, in its own process on its own Xvfb, driven with XTest:
/// type an item and add it, click a row to tick it, swipe a row left and click Delete, clear the
/// done items through the confirming alert.
@Suite("Todo as a process (own Xvfb)")
struct TodoProcessTests {
    /// The numbers in the app's latest line starting with `prefix` and ending in `)…`,
    /// waiting up to 20 s: `todo ready rows=3 table=(0, 56, 400, 464) header=120`.
    private func numbers(after prefix: String, in app: TestProcess) -> [Int]? {
        let deadline = Date(timeIntervalSinceNow: 20)
        repeat {
            if let line = app.standardOutput.split(separator: "\n").last(where: { $0.contains(prefix) }) {
                let tail = line[line.range(of: prefix)!.upperBound...]
                let values = tail.prefix { $0 != ")" }.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                if values.count == 4 { return values }
            }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// Drags with button 1 along y from `fromX` to `toX` in 10 steps, pausing so the app sees
    /// each move.
    private func drag(_ client: XTestInput, fromX: Int32, toX: Int32, y: Int32) {
        client.move(x: fromX, y: y)
        client.button(down: true)
        usleep(50_000)
        for step in 1...10 {
            client.move(x: fromX + (toX - fromX) * Int32(step) / 10, y: y)
            usleep(30_000)
        }
        client.button(down: false)
    }

    @Test("Add an item, tick a row by clicking it, delete a row by swiping it, clear done items after the alert")
    func addTickAndSwipeToDelete() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchExample("Todo", display: server.displayName)
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        let client = connection
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 20), "Todo showed no window")

        let table = try #require(numbers(after: "table=(", in: app), "stdout: \(app.standardOutput)")
        let add = try #require(numbers(after: "add button=(", in: app), "stdout: \(app.standardOutput)")
        let header = 120
        let rowY = { (row: Int) in Int32(table[1] + header + row * 44 + 22) }

        // Type "tea" into the field left of Add, then click Add.
        client.click(x: Int32(add[0] - 80), y: Int32(add[1] + add[3] / 2))
        usleep(100_000)
        for keysym in [XK_t, XK_e, XK_a] { client.type(keysym) }
        usleep(100_000)
        client.click(x: Int32(add[0] + add[2] / 2), y: Int32(add[1] + add[3] / 2))
        #expect(app.waitForOutputLine("added tea rows=4", timeout: 20), "stdout: \(app.standardOutput)")

        client.click(x: 120, y: rowY(0))
        #expect(app.waitForOutputLine("toggled Water the plants done=true", timeout: 20), "stdout: \(app.standardOutput)")

        drag(client, fromX: Int32(table[2] - 20), toX: Int32(table[2] - 170), y: rowY(1))
        usleep(200_000)
        client.click(x: Int32(table[2] - 20), y: rowY(1))
        #expect(app.waitForOutputLine("deleted Call Anna rows=3", timeout: 20), "stdout: \(app.standardOutput)")

        // Buy milk and Water the plants are done: Clear done asks first; Return deletes (the
        // alert's preferred action).
        let clear = try #require(numbers(after: "clear button=(", in: app), "stdout: \(app.standardOutput)")
        client.click(x: Int32(clear[0] + clear[2] / 2), y: Int32(clear[1] + clear[3] / 2))
        #expect(app.waitForOutputLine("asking to clear 2 done", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(200_000)
        client.type(XK_Return)
        #expect(app.waitForOutputLine("cleared 2 done rows=1", timeout: 20), "stdout: \(app.standardOutput)")

        client.requestClose(window)
        let status = try #require(app.waitForExit(timeout: 20), "Todo did not exit after WM_DELETE_WINDOW")
        #expect(status == 0)
    }
}
