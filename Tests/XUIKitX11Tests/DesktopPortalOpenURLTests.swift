import Foundation
import Testing
import XUIKit
@_spi(Testing) import XUIKitCore
@_spi(Testing) import XUIKitX11
@testable import XUIKitDesktop

/// `UIApplication.open(_:options:completionHandler:)`, `canOpenURL(_:)` and
/// `revealInFileManager(_:completionHandler:)` through the fake portal's OpenURI, and through a
/// fake `xdg-open` when no portal is on the bus.
@Suite("R31: opening links (OpenURI portal, xdg-open fallback; own Xvfb)", .serialized)
@MainActor
struct DesktopPortalOpenURLTests {
    typealias Portal = DesktopPortalFileChooserTests

    /// Opens `url` and waits for the one completion.
    static func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) -> [Bool] {
        let results = Recorded<Bool>()
        UIApplication.shared.open(url, options: options) { results.values.append($0) }
        Portal.spin { !results.values.isEmpty }
        Portal.spin(timeout: 0.2) { false }
        return results.values
    }

    static func startPortal(_ session: X11Session, _ portal: FakePortalSession) throws {
        DesktopIntegration.start(backend: session.backend, environment: portal.environment)
        #expect(Portal.spin { UIApplication.shared.desktopServices.urlOpener != nil }, "R31.1: the OpenURI portal answered")
    }

    @Test("R31.7: a web URL goes to the portal's OpenURI with the key window as parent; response 0 is true, 1 false")
    func webURLThroughOpenURI() throws {
        let portal = try FakePortalSession(script: ["interfaces": Portal.interfaces, "responses": [
            ["response": 0, "results": [String: Any]()], ["response": 1, "results": [String: Any]()],
        ]])
        defer { portal.stop() }
        try withX11App { session in
            try Self.startPortal(session, portal)
            let (_, handle) = Portal.window(session)
            let url = try #require(URL(string: "https://example.org/notes?id=7#top"))

            #expect(Self.open(url) == [true])
            #expect(Self.open(url) == [false], "the user closed the app chooser")

            let calls = portal.calls.filter { $0["method"] as? String == "OpenURI.OpenURI" }
            #expect(calls.count == 2)
            #expect(calls.first?["arguments"] as? [String] == [handle, "https://example.org/notes?id=7#top"])
        }
    }

    @Test("R31.7, R31.10: a file URL goes as a descriptor to OpenFile; revealing it to OpenDirectory")
    func fileURLThroughDescriptor() throws {
        let portal = try FakePortalSession(script: ["interfaces": Portal.interfaces, "responses": [
            ["response": 0, "results": [String: Any]()], ["response": 0, "results": [String: Any]()],
        ]])
        defer { portal.stop() }
        let file = portal.directory + "/Shopping list.txt"
        try Data("eggs\n".utf8).write(to: URL(fileURLWithPath: file))
        try withX11App { session in
            try Self.startPortal(session, portal)
            let revealed = Recorded<Bool>()

            #expect(Self.open(URL(fileURLWithPath: file)) == [true])
            UIApplication.shared.revealInFileManager(URL(fileURLWithPath: file)) { revealed.values.append($0) }
            Portal.spin { !revealed.values.isEmpty }

            #expect(revealed.values == [true])
            let calls = portal.calls.filter { ($0["method"] as? String)?.hasPrefix("OpenURI.") == true }
            #expect(calls.map { $0["method"] as? String } == ["OpenURI.OpenFile", "OpenURI.OpenDirectory"])
            for call in calls {
                let descriptor = (call["arguments"] as? [Any])?.last as? [String: Any]
                #expect(descriptor?["fd"] as? String == file, "the portal resolves the descriptor to the file")
            }
        }
    }

    @Test("R31.9: universalLinksOnly answers false without asking the portal")
    func universalLinksOnly() throws {
        let portal = try FakePortalSession(script: ["interfaces": Portal.interfaces])
        defer { portal.stop() }
        try withX11App { session in
            try Self.startPortal(session, portal)

            #expect(Self.open(URL(string: "https://example.org")!, options: [.universalLinksOnly: true]) == [false])
            #expect(portal.calls.allSatisfy { ($0["method"] as? String)?.hasPrefix("OpenURI") != true })
        }
    }

    @Test("R31.8, R31.9: with no portal, xdg-open opens the URL and its exit status is the answer; canOpenURL follows PATH")
    func xdgOpenFallback() throws {
        let portal = try FakePortalSession(script: nil)   // a session bus with no portal on it
        defer { portal.stop() }
        let bin = portal.directory + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let record = portal.directory + "/xdg-open.txt"
        let script = "#!/bin/sh\necho \"$1\" >> '\(record)'\ncase \"$1\" in *fail*) exit 4;; esac\nexit 0\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: bin + "/xdg-open"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/xdg-open")
        try withX11App { session in
            DesktopIntegration.start(backend: session.backend, environment: portal.environment)
            Portal.spin(timeout: 0.5) { false }
            #expect(UIApplication.shared.desktopServices.urlOpener == nil, "no portal, no slot")
            let url = URL(string: "mailto:someone@example.org")!
            UIApplication.shared.desktopServices.useXDGOpen(environment: ["PATH": "/nonexistent"])
            #expect(!UIApplication.shared.canOpenURL(url), "no opener at all")
            #expect(Self.open(url) == [false])

            UIApplication.shared.desktopServices.useXDGOpen(environment: ["PATH": bin])

            #expect(UIApplication.shared.canOpenURL(url))
            #expect(!UIApplication.shared.canOpenURL(URL(string: "no-scheme")!))
            #expect(Self.open(url) == [true])
            #expect(Self.open(URL(string: "https://example.org/fail")!) == [false])
            let lines = (try? String(contentsOfFile: record, encoding: .utf8))?.split(separator: "\n").map(String.init)
            #expect(lines == ["mailto:someone@example.org", "https://example.org/fail"])
        }
    }
}
