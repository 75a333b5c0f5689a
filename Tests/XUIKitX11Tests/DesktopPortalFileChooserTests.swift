import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
@testable import XUIKitDesktop

/// The file chooser through a fake `org.freedesktop.portal.Desktop` on a private session bus
/// (scripts/fake-portal.py), with a real X11 window as the dialog's parent: what the portal is
/// asked, and what its answers — good, cancelled, malformed, from a vanishing portal — become.
@Suite("R31: FileChooser portal (fake portal on a private bus, own Xvfb)", .serialized)
@MainActor
struct DesktopPortalFileChooserTests {
    static let interfaces: [String: Any] = ["org.freedesktop.portal.FileChooser": 3, "org.freedesktop.portal.OpenURI": 4,
                                            "org.freedesktop.portal.Settings": 2]

    /// Starts the integration on `portal`'s bus and waits until the file chooser is installed.
    static func fileChooser(_ session: X11Session, _ portal: FakePortalSession) throws -> any FileChooserService {
        DesktopIntegration.start(backend: session.backend, environment: portal.environment)
        _ = spin { UIApplication.shared.desktopServices.fileChooser != nil && UIApplication.shared.desktopServices.urlOpener != nil }
        return try #require(UIApplication.shared.desktopServices.fileChooser, "R31.1: the portal answered; the slot is filled")
    }

    /// Runs the app's loop until `condition` holds or `timeout` passes; answers `condition()`.
    @discardableResult
    static func spin(timeout: TimeInterval = 10, until condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline {
            UIApplication.shared.runPendingWork()
            usleep(2_000)
        }
        return condition()
    }

    /// Shows a window and returns it with its portal handle, "x11:" and its XID in hex.
    static func window(_ session: X11Session) -> (UIWindow, String) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.rootViewController = UIViewController()
        session.show(window)
        return (window, "x11:" + String(session.backend.nativeWindow(for: window.windowID!), radix: 16))
    }

    /// Asks `chooser` and waits for its one answer.
    static func answer(_ chooser: any FileChooserService, _ request: FileChooserRequest) -> [FileChooserResponse] {
        let answers = Recorded<FileChooserResponse>()
        chooser.choose(request) { answers.values.append($0) }
        spin { !answers.values.isEmpty }
        spin(timeout: 0.2) { false }   // a second answer would arrive meanwhile
        return answers.values
    }

    @Test("R31.2, R31.5: OpenFile gets the window's XID, the filters, multiple and the folder; the chosen URIs come back in order")
    func openFileSendsOptionsAndReadsURIs() throws {
        let portal = try FakePortalSession(script: ["interfaces": Self.interfaces, "responses": [
            ["response": 0, "results": ["uris": ["as", ["file:///tmp/notes/a.txt", "file:///tmp/notes/b%20c.md"]]]],
        ]])
        defer { portal.stop() }
        try withX11App { session in
            let chooser = try Self.fileChooser(session, portal)
            let (window, handle) = Self.window(session)
            let request = FileChooserRequest(mode: .open, title: "Open Notes", acceptLabel: "Open", allowsMultipleSelection: true,
                                             directory: URL(fileURLWithPath: "/tmp/notes"),
                                             filters: [FileFilter(name: "Text", mimeTypes: ["text/plain"], globs: ["*.txt"]),
                                                       FileFilter(name: "Markdown", globs: ["*.md"])],
                                             parentWindow: window.windowID)

            let answers = Self.answer(chooser, request)

            #expect(answers == [.chosen([URL(fileURLWithPath: "/tmp/notes/a.txt"), URL(fileURLWithPath: "/tmp/notes/b c.md")])])
            let call = try #require(portal.calls.first { $0["method"] as? String == "FileChooser.OpenFile" })
            #expect(call["arguments"] as? [String] == [handle, "Open Notes"])
            let options = try #require(call["options"] as? [String: Any])
            #expect((options["handle_token"] as? String)?.hasPrefix("xuikit") == true, "R31.2: the token names the Request")
            #expect(options["multiple"] as? Bool == true)
            #expect(options["directory"] as? Bool == false)
            #expect(options["modal"] as? Bool == true)
            #expect(options["accept_label"] as? String == "Open")
            let filters = try #require(options["filters"] as? [[Any]])
            #expect(filters.count == 2)
            #expect(filters.first?.first as? String == "Text")
            #expect((filters.first?.last as? [[Any]])?.map { "\($0[0]):\($0[1])" } == ["0:*.txt", "1:text/plain"])
            #expect((options["current_filter"] as? [Any])?.first as? String == "Text", "the first filter is selected")
            #expect(options["current_folder"] as? [Int] == Array("/tmp/notes".utf8).map(Int.init) + [0], "ay, NUL-terminated")
        }
    }

    @Test("R31.5: SaveFile proposes the name; a folder chooser sends directory; each answers its URI")
    func saveFileAndFolder() throws {
        let portal = try FakePortalSession(script: ["interfaces": Self.interfaces, "responses": [
            ["response": 0, "results": ["uris": ["as", ["file:///home/u/Draft.txt"]]]],
            ["response": 0, "results": ["uris": ["as", ["file:///home/u/Folder"]]]],
        ]])
        defer { portal.stop() }
        try withX11App { session in
            let chooser = try Self.fileChooser(session, portal)

            let saved = Self.answer(chooser, FileChooserRequest(mode: .save, title: "Save", suggestedName: "Draft.txt"))
            let folder = Self.answer(chooser, FileChooserRequest(mode: .openFolder, title: "Choose"))

            #expect(saved == [.chosen([URL(fileURLWithPath: "/home/u/Draft.txt")])])
            #expect(folder == [.chosen([URL(fileURLWithPath: "/home/u/Folder")])])
            let calls = portal.calls.filter { ($0["method"] as? String)?.hasPrefix("FileChooser") == true }
            #expect(calls.map { $0["method"] as? String } == ["FileChooser.SaveFile", "FileChooser.OpenFile"])
            #expect((calls.first?["options"] as? [String: Any])?["current_name"] as? String == "Draft.txt")
            #expect((calls.first?["arguments"] as? [String])?.first == "", "no parent window: empty handle")
            #expect((calls.last?["options"] as? [String: Any])?["directory"] as? Bool == true)
        }
    }

    @Test("R31.3: response 1 is cancelled; 2, a non-file URI, a wrong type or no uris are unavailable, never a crash")
    func cancelAndGarbage() throws {
        let portal = try FakePortalSession(script: ["interfaces": Self.interfaces, "responses": [
            ["response": 1, "results": [String: Any]()],
            ["response": 2, "results": [String: Any]()],
            ["response": 0, "results": ["uris": ["as", ["https://example.org/evil"]]]],
            ["response": 0, "results": ["uris": ["u", 42]]],
            ["response": 0, "results": ["uris": ["s", "file:///tmp/x"]]],
            ["response": 0, "results": [String: Any]()],
        ]])
        defer { portal.stop() }
        let diagnostics = Recorded<String>()
        let previous = Diagnostics.handler
        Diagnostics.handler = { diagnostics.values.append($0) }
        defer { Diagnostics.handler = previous }
        try withX11App { session in
            let chooser = try Self.fileChooser(session, portal)
            let request = FileChooserRequest(mode: .open, title: "Open")

            let answers = (0 ..< 6).map { _ in Self.answer(chooser, request) }

            #expect(answers[0] == [.cancelled])
            for answer in answers.dropFirst() {
                guard answer.count == 1, case .unavailable = answer[0] else {
                    Issue.record("expected one .unavailable, got \(answer)")
                    continue
                }
            }
            #expect(diagnostics.values.count == 5, "one line per unusable answer: \(diagnostics.values)")
        }
    }

    @Test("R31.2: an older portal's Request at another path than the token's still answers")
    func otherHandlePathIsFollowed() throws {
        let portal = try FakePortalSession(script: ["interfaces": Self.interfaces, "responses": [
            ["response": 0, "handle": "other", "delay_ms": 200, "results": ["uris": ["as", ["file:///tmp/old.txt"]]]],
        ]])
        defer { portal.stop() }
        try withX11App { session in
            let chooser = try Self.fileChooser(session, portal)

            let answers = Self.answer(chooser, FileChooserRequest(mode: .open, title: "Open"))

            #expect(answers == [.chosen([URL(fileURLWithPath: "/tmp/old.txt")])])
        }
    }

    @Test("R31.4: a portal that leaves the bus mid-dialog answers unavailable at once")
    func vanishingPortal() throws {
        let portal = try FakePortalSession(script: ["interfaces": Self.interfaces, "responses": [
            ["response": 0, "delay_ms": 60_000, "results": ["uris": ["as", ["file:///tmp/never"]]]],
        ]])
        defer { portal.stop() }
        try withX11App { session in
            let chooser = try Self.fileChooser(session, portal)
            let answers = Recorded<FileChooserResponse>()
            chooser.choose(FileChooserRequest(mode: .open, title: "Open")) { answers.values.append($0) }
            Self.spin { !portal.calls.isEmpty }

            portal.stopPortal()
            Self.spin { !answers.values.isEmpty }

            guard answers.values.count == 1, case .unavailable = answers.values[0] else {
                Issue.record("expected one .unavailable, got \(answers.values)")
                return
            }
        }
    }

    @Test("R31.1: a portal without the FileChooser interface leaves the slot empty")
    func noFileChooserInterface() throws {
        let portal = try FakePortalSession(script: ["interfaces": ["org.freedesktop.portal.OpenURI": 4]])
        defer { portal.stop() }
        try withX11App { session in
            DesktopIntegration.start(backend: session.backend, environment: portal.environment)
            #expect(Self.spin { UIApplication.shared.desktopServices.urlOpener != nil }, "the OpenURI portal answered")
            Self.spin(timeout: 0.3) { false }

            #expect(UIApplication.shared.desktopServices.fileChooser == nil)
        }
    }
}

/// Values a callback delivered, in order (a class, so escaping main-actor callbacks can append).
@MainActor
final class Recorded<Value> {
    var values: [Value] = []
}
