import CX11
import Foundation
import Testing
import XUIKitTesting

/// The documents example as a user runs it, in its own process on its own Xvfb with no desktop
/// portal: Open, Save and Save As go through XUIKit's own file dialog, driven by real keys (XTest).
@Suite("Notes as a process (own Xvfb, built-in file dialog)")
struct NotesProcessTests {
    @Test("R32.7, R32.10, R32.11: Notes opens a file through the built-in dialog by keys, saves an edit, and saves a copy")
    func openEditSaveAs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("Hello from the test".utf8).write(to: folder.appendingPathComponent("hello.txt"))
        try Data("other".utf8).write(to: folder.appendingPathComponent("another.txt"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)

        let server = try XvfbServer(screen: "1024x768x24")
        defer { server.stop() }
        let app = try launchExample("Notes", display: server.displayName, arguments: ["--light", "--folder", folder.path],
                                    extraEnvironment: ["NO_AT_BRIDGE": "1"])
        defer { app.stop() }
        let client = try XTestInput(display: server.displayName)
        defer { client.close() }
        _ = try #require(client.waitForWindow(ofProcess: app.pid, timeout: 60), "Notes showed no window")
        #expect(app.waitForOutputLine("ready", timeout: 20), "stdout: \(app.standardOutput)")
        usleep(800_000)

        client.type(XK_o, modifiers: [XK_Control_L])
        #expect(app.waitForOutputLine("picking open", timeout: 10), "stdout: \(app.standardOutput)")
        usleep(800_000)
        try client.type("hel")                  // type-to-select: hello.txt
        client.type(XK_Return)
        #expect(app.waitForOutputLine("opened hello.txt 19", timeout: 10), "stdout: \(app.standardOutput)")
        usleep(500_000)

        client.type(XK_End, modifiers: [XK_Control_L])
        try client.type("!")
        usleep(300_000)
        client.type(XK_s, modifiers: [XK_Control_L])
        #expect(app.waitForOutputLine("saved hello.txt", timeout: 10), "stdout: \(app.standardOutput)")
        let saved = try String(contentsOf: folder.appendingPathComponent("hello.txt"), encoding: .utf8)
        #expect(saved == "Hello from the test!")

        client.type(XK_s, modifiers: [XK_Control_L, XK_Shift_L])
        #expect(app.waitForOutputLine("picking save as", timeout: 10), "stdout: \(app.standardOutput)")
        usleep(800_000)
        client.type(XK_a, modifiers: [XK_Control_L])
        try client.type("copy.txt")
        client.type(XK_Return)
        #expect(app.waitForOutputLine("saved as copy.txt", timeout: 10), "stdout: \(app.standardOutput)")
        let copy = try? String(contentsOf: folder.appendingPathComponent("copy.txt"), encoding: .utf8)
        #expect(copy == "Hello from the test!")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no temporary file is left: \(leftovers)")
    }
}
