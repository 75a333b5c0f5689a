import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A text document, as apps write one.
@MainActor
final class TextTestDocument: UIDocument {
    var text = ""
    /// When set, writes fail after this many bytes (a full disk). Set on the main actor before a
    /// save starts and read by that save's write, which the save's task creation orders after it.
    nonisolated(unsafe) var failAfterBytes: Int?

    override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
    }

    nonisolated override func writeContents(_ contents: Data, to url: URL, for saveOperation: SaveOperation) throws {
        let limit = failAfterBytes
        try AtomicFileWriter.write(contents, to: url, chunkSize: 1024) { written in
            if let limit, written >= limit { throw AtomicFileWriter.Failure(message: "disk full (test)") }
        }
    }
}

/// Runs one of UIDocument's asynchronous calls and returns what its completion handler said.
@MainActor
func completion(_ call: (@escaping @MainActor @Sendable (Bool) -> Void) -> Void) async -> Bool {
    await withCheckedContinuation { continuation in call { continuation.resume(returning: $0) } }
}

@MainActor
@Suite("UIDocument: open, save, autosave, revert, close; writes that never leave half a file", .serialized)
struct UIDocumentTests {
    @Test("R32.11: open reads the file on its own, then tells the completion handler; the state becomes normal")
    func openReads() async throws {
        _ = Harness()
        let folder = try TemporaryFolder(files: ["Notes.txt": "hello"])
        defer { folder.remove() }
        let document = TextTestDocument(fileURL: folder.file("Notes.txt"))
        #expect(document.documentState == .closed)
        #expect(document.localizedName == "Notes")
        #expect(document.fileType == "public.plain-text")
        document.open()
        #expect(document.documentState == .closed, "the file is read after open returns, as in UIKit")
        #expect(await completion { document.autosave(completionHandler: $0) })
        #expect(document.documentState == .normal)
        #expect(document.text == "hello")
        #expect(document.fileModificationDate != nil)
        #expect(!document.hasUnsavedChanges)

        let missing = TextTestDocument(fileURL: folder.file("missing.txt"))
        var opened = true
        let messages = await capturingDiagnosticsAsync {
            opened = await completion { missing.open(completionHandler: $0) }
        }
        #expect(!opened)
        #expect(messages.contains { $0.contains("missing.txt") }, "\(messages)")
        #expect(missing.documentState == .closed)
    }

    @Test("R32.11, R32.12: save overwrites through a temporary file, leaves nothing else behind, and clears the changes")
    func saveOverwrites() async throws {
        _ = Harness()
        let folder = try TemporaryFolder(files: ["a.txt": "old"])
        defer { folder.remove() }
        chmod(folder.file("a.txt").path, 0o600)
        let document = TextTestDocument(fileURL: folder.file("a.txt"))
        #expect(await completion { document.open(completionHandler: $0) })
        document.text = "new text"
        document.updateChangeCount(.done)
        #expect(document.hasUnsavedChanges)
        #expect(await completion { document.save(to: document.fileURL, for: .forOverwriting, completionHandler: $0) })
        #expect(folder.contents(of: "a.txt") == "new text")
        #expect(!document.hasUnsavedChanges)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["a.txt"], "no temporary file is left")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.file("a.txt").path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the file keeps its permissions")

        let created = TextTestDocument(fileURL: folder.file("new.txt"))
        created.text = "made"
        #expect(await completion { created.save(to: created.fileURL, for: .forCreating, completionHandler: $0) })
        #expect(folder.contents(of: "new.txt") == "made")
        #expect(!created.documentState.contains(.closed), "a created document is open")
        #expect(await completion { created.save(to: folder.file("moved.txt"), for: .forCreating, completionHandler: $0) })
        #expect(created.fileURL.lastPathComponent == "moved.txt", "saving elsewhere moves the document")
    }

    @Test("R32.12: a write that fails midway leaves the old file whole and no temporary file; the state says savingError")
    func failedWriteKeepsOldFile() async throws {
        _ = Harness()
        let original = String(repeating: "original line\n", count: 500)
        let folder = try TemporaryFolder(files: ["big.txt": original])
        defer { folder.remove() }
        let document = TextTestDocument(fileURL: folder.file("big.txt"))
        #expect(await completion { document.open(completionHandler: $0) })
        document.text = String(repeating: "REPLACEMENT\n", count: 2000)
        document.updateChangeCount(.done)
        document.failAfterBytes = 4096
        var saved = true
        let messages = await capturingDiagnosticsAsync {
            saved = await completion { document.save(to: document.fileURL, for: .forOverwriting, completionHandler: $0) }
        }
        #expect(!saved)
        #expect(messages.contains { $0.contains("disk full") }, "\(messages)")
        #expect(document.documentState.contains(.savingError))
        #expect(document.hasUnsavedChanges, "the changes are still unsaved")
        #expect(folder.contents(of: "big.txt") == original, "the old file is intact")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["big.txt"])

        document.failAfterBytes = nil
        #expect(await completion { document.save(to: document.fileURL, for: .forOverwriting, completionHandler: $0) })
        #expect(!document.documentState.contains(.savingError))
    }

    @Test("R32.13: a change autosaves after the delay on the app's clock, not before")
    func autosaveOnTheClock() async throws {
        let folder = try TemporaryFolder(files: ["a.txt": "one"])
        defer { folder.remove() }
        let document = TextTestDocument(fileURL: folder.file("a.txt"))
        _ = Harness()
        #expect(await completion { document.open(completionHandler: $0) })
        // From here to the clock's last move nothing awaits, so no other test's harness replaces
        // the application whose clock the autosave waits on.
        let harness = Harness()
        document.text = "two"
        document.updateChangeCount(.done)
        document.text = "three"
        document.updateChangeCount(.done)
        harness.advance(by: UIDocument.autosaveDelay - 0.5)
        #expect(document.autosaveToken != nil, "not before the delay")
        harness.advance(by: 1)
        #expect(document.autosaveToken == nil, "the autosave ran")
        for _ in 0..<200 where document.hasUnsavedChanges { await settle() }
        #expect(folder.contents(of: "a.txt") == "three")
        #expect(!document.hasUnsavedChanges)
    }

    @Test("R32.11: revertToSaved drops changes; close saves them and closes")
    func revertAndClose() async throws {
        _ = Harness()
        let folder = try TemporaryFolder(files: ["a.txt": "saved"])
        defer { folder.remove() }
        let document = TextTestDocument(fileURL: folder.file("a.txt"))
        #expect(await completion { document.open(completionHandler: $0) })
        document.text = "edited"
        document.updateChangeCount(.done)
        #expect(await completion { document.revertToSaved(completionHandler: $0) })
        #expect(document.text == "saved" && !document.hasUnsavedChanges)
        document.text = "kept"
        document.updateChangeCount(.done)
        document.updateChangeCount(.undone)
        #expect(!document.hasUnsavedChanges, "undone cancels done")
        document.updateChangeCount(.redone)
        #expect(await completion { document.close(completionHandler: $0) })
        #expect(document.documentState == .closed)
        #expect(folder.contents(of: "a.txt") == "kept")
    }

    /// Lets the main actor run queued work and file operations for a moment.
    private func settle() async {
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
}

/// `capturingDiagnostics` for async work.
@MainActor
func capturingDiagnosticsAsync(_ body: () async -> Void) async -> [String] {
    var messages: [String] = []
    let previous = Diagnostics.handler
    Diagnostics.handler = { messages.append($0) }
    await body()
    Diagnostics.handler = previous
    return messages
}
