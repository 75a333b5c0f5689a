import CX11
import Foundation
import Testing
import XUIKitTesting

/// The Form example as a user runs it: a UIKit-style form laid out only with anchors and stack
/// views, in its own process on its own Xvfb, resized by another X client as a window manager
/// would. The app prints the Convert button's frame (window coordinates) after each new layout.
@Suite("Form as a process (own Xvfb)")
struct FormProcessTests {
    /// The Convert button's frame from the app's latest `layout WxH convert=(x, y, w, h)` line for
    /// a window of `size`, waiting up to 20 s for it.
    private func convertFrame(in app: TestProcess, size: String) -> (x: Int, y: Int, width: Int, height: Int)? {
        let prefix = "layout \(size) convert=("
        let deadline = Date(timeIntervalSinceNow: 20)
        repeat {
            if let line = app.standardOutput.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) {
                let numbers = line.dropFirst(prefix.count).dropLast().split(separator: ",")
                    .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                if numbers.count == 4 { return (numbers[0], numbers[1], numbers[2], numbers[3]) }
            }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    @Test("Resized by another client, the form relays out: Convert stays at the right margin and still converts")
    func resizeAndConvert() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let app = try launchExample("Form", display: server.displayName)
        let connection = try XTestInput(display: server.displayName)
        defer { connection.close() }
        let client = connection
        let window = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 20), "Form showed no window")

        // 420 pt wide, 8 pt layout margins: the button row ends at 420 - 8 = 412.
        let first = try #require(convertFrame(in: app, size: "420x300"), "stdout: \(app.standardOutput)")
        #expect(first.x + first.width == 412)
        #expect(first.width > 0 && first.height > 0)

        // The window's minimum size hint is the form's compressed fitting size: smaller than the
        // window, but wide enough for the button row. The app sets it just after the layout it
        // printed, so wait for it to reach the server.
        let hints = try #require(XAllocSizeHints())
        defer { XFree(hints) }
        var supplied = 0
        let deadline = Date(timeIntervalSinceNow: 20)
        repeat {
            if XGetWMNormalHints(connection.display, window, hints, &supplied) != 0, hints.pointee.flags & PMinSize != 0 { break }
            usleep(20_000)
        } while Date() < deadline
        #expect(hints.pointee.flags & PMinSize != 0)
        #expect(hints.pointee.min_width >= Int32(first.width + 16) && hints.pointee.min_width <= 420)
        #expect(hints.pointee.min_height > Int32(first.y + first.height) && hints.pointee.min_height <= 300)

        XResizeWindow(connection.display, window, 640, 360)
        XSync(connection.display, 0)

        // 640 - 8 = 632; the rows above do not move down when only the width grows.
        let second = try #require(convertFrame(in: app, size: "640x360"), "stdout: \(app.standardOutput)")
        #expect(second.x + second.width == 632)
        #expect(second.y == first.y && second.width == first.width)

        client.click(x: Int32(second.x + second.width / 2), y: Int32(second.y + second.height / 2))
        #expect(app.waitForOutputLine("converted 12 km = 7.46 mi", timeout: 20), "stdout: \(app.standardOutput)")

        client.requestClose(window)
        let status = try #require(app.waitForExit(timeout: 20), "Form did not exit after WM_DELETE_WINDOW")
        #expect(status == 0)
    }
}
