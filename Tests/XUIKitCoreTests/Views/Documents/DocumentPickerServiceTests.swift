import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The document picker through the desktop's file chooser (the slot the portal fills): the request
/// it builds, and what the delegate hears for each answer.
@MainActor
@Suite("UIDocumentPickerViewController through the desktop's file chooser", .serialized)
struct DocumentPickerServiceTests {
    @Test("R32.4: opening asks for files of the types, in the presenting window, and the delegate hears the URLs")
    func openingRequest() throws {
        let (harness, root) = Harness.presenting()
        let folder = try TemporaryFolder(files: ["a.txt": "a"])
        defer { folder.remove() }
        let chooser = ScriptedFileChooser(answer: .chosen([folder.file("a.txt")]))
        UIApplication.shared.desktopServices.fileChooser = chooser
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .png])
        picker.allowsMultipleSelection = true
        picker.directoryURL = folder.url
        let recorder = PickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.display()

        let request = try #require(chooser.requests.first)
        #expect(chooser.requests.count == 1)
        #expect(request.mode == .open)
        #expect(request.allowsMultipleSelection)
        #expect(request.directory == folder.url)
        #expect(request.parentWindow == harness.window.windowID, "the dialog belongs to the presenting window")
        let filter = try #require(request.filters.first)
        #expect(filter.mimeTypes.contains("text/plain") && filter.mimeTypes.contains("image/png"))
        #expect(filter.globs.contains("*.txt") && filter.globs.contains("*.png"))
        #expect(recorder.picked == [[folder.file("a.txt")]])
        #expect(recorder.cancelled == 0)
        #expect(picker.presentingViewController == nil, "the picker dismissed itself")
    }

    @Test("R32.4: a cancelled dialog tells documentPickerWasCancelled once; folder types ask for a folder")
    func cancelledAndFolders() {
        let (harness, root) = Harness.presenting()
        let chooser = ScriptedFileChooser(answer: .cancelled)
        UIApplication.shared.desktopServices.fileChooser = chooser
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.folder])
        let recorder = PickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.display()
        harness.advance(by: 1)
        #expect(chooser.requests.first?.mode == .openFolder)
        #expect(chooser.requests.first?.filters == [], "a folder type filters nothing")
        #expect(recorder.cancelled == 1)
        #expect(recorder.picked.isEmpty)
    }

    @Test("R32.6: an unavailable desktop dialog falls back to XUIKit's own, with one diagnostic")
    func unavailableFallsBack() {
        let (harness, root) = Harness.presenting()
        UIApplication.shared.desktopServices.fileChooser = ScriptedFileChooser(answer: .unavailable("no portal"))
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        let messages = capturingDiagnostics {
            root.present(picker, animated: false)
            harness.display()
        }
        #expect(messages.count == 1 && messages[0].contains("no portal"), "\(messages)")
        #expect(picker.fileDialog != nil)
        #expect(picker.presentingViewController === root, "the picker stays up with the built-in dialog")
    }

    @Test("R32.5: exporting saves under the file's name, then copies (asCopy) or moves it to the place chosen")
    func exporting() throws {
        let (harness, root) = Harness.presenting()
        let folder = try TemporaryFolder(folders: ["out"], files: ["draft.txt": "hello", "other.txt": "old", "move.txt": "m"])
        defer { folder.remove() }
        let destination = folder.url.appendingPathComponent("out/final.txt")
        let chooser = ScriptedFileChooser(answer: .chosen([destination]))
        UIApplication.shared.desktopServices.fileChooser = chooser
        let copy = UIDocumentPickerViewController(forExporting: [folder.file("draft.txt")], asCopy: true)
        let recorder = PickerRecorder()
        copy.delegate = recorder
        root.present(copy, animated: false)
        harness.display()
        let request = try #require(chooser.requests.first)
        #expect(request.mode == .save)
        #expect(request.suggestedName == "draft.txt")
        #expect(recorder.picked == [[destination]])
        #expect(folder.contents(of: "out/final.txt") == "hello")
        #expect(folder.contents(of: "draft.txt") == "hello", "a copy leaves the original")

        let move = UIDocumentPickerViewController(forExporting: [folder.file("move.txt")])
        move.delegate = recorder
        root.present(move, animated: false)
        harness.display()
        #expect(recorder.picked.last == [destination])
        #expect(folder.contents(of: "out/final.txt") == "m", "the file there is replaced")
        #expect(folder.contents(of: "move.txt") == nil, "a move takes the original away")

        chooser.answer = .chosen([folder.url.appendingPathComponent("out")])
        let several = UIDocumentPickerViewController(forExporting: [folder.file("draft.txt"), folder.file("other.txt")], asCopy: true)
        several.delegate = recorder
        root.present(several, animated: false)
        harness.display()
        #expect(chooser.requests.last?.mode == .openFolder, "several files go into a folder")
        #expect(recorder.picked.last?.map(\.lastPathComponent) == ["draft.txt", "other.txt"])
        #expect(folder.contents(of: "out/other.txt") == "old")
    }

    @Test("R32.4: opening asCopy hands over copies in the app's inbox; older delegates hear the first URL")
    func copiesAndLegacyDelegate() throws {
        let (harness, root) = Harness.presenting()
        let folder = try TemporaryFolder(files: ["a.txt": "first", "b.txt": "second"])
        defer { folder.remove() }
        UIApplication.shared.desktopServices.fileChooser = ScriptedFileChooser(answer: .chosen([folder.file("a.txt"), folder.file("b.txt")]))
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText], asCopy: true)
        let recorder = PickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.display()
        let copies = try #require(recorder.picked.first)
        #expect(copies.count == 2)
        #expect(copies[0] != folder.file("a.txt") && copies[0].path.contains("-Inbox"))
        #expect((try? String(contentsOf: copies[0], encoding: .utf8)) == "first")

        let legacy = LegacyPickerRecorder()
        var messages: [String] = []
        let old = UIDocumentPickerViewController(documentTypes: ["public.plain-text", "com.example.nothing"], in: .open)
        old.delegate = legacy
        messages = capturingDiagnostics {
            root.present(old, animated: false)
            harness.display()
        }
        #expect(legacy.picked == [folder.file("a.txt")], "didPickDocumentAt gets the first URL")
        #expect(old.documentPickerMode == .open)
        _ = messages
    }

    @Test("R32.4: documentTypes: with an unknown identifier reports it once and keeps the rest")
    func legacyTypes() {
        var picker: UIDocumentPickerViewController?
        let messages = capturingDiagnostics {
            picker = UIDocumentPickerViewController(documentTypes: ["public.plain-text", "com.example.nothing"], in: .import)
        }
        #expect(messages.count == 1 && messages[0].contains("com.example.nothing"))
        #expect(picker?.contentTypes == [.plainText])
        #expect(picker?.documentPickerMode == .import)
    }
}
