import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// The built-in save dialog asks before it replaces a file (R32.17).
@MainActor
@Suite("The built-in save dialog asks before replacing a file", .serialized)
struct FileDialogReplaceTests {
    @Test("R32.17: saving over an existing file asks; Cancel keeps the dialog, Replace saves over it")
    func asksBeforeReplacing() throws {
        let folder = try TemporaryFolder(files: ["source.txt": "new", "taken.txt": "old"])
        defer { folder.remove() }
        let (harness, root) = Harness.presenting()
        let picker = UIDocumentPickerViewController(forExporting: [folder.file("source.txt")], asCopy: true)
        picker.directoryURL = folder.url
        let recorder = PickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.display()
        let dialog = try #require(picker.fileDialog)

        dialog.nameField.text = "taken.txt"
        harness.press(.keyboardReturnOrEnter, "\r")
        harness.display()
        let alert = try #require(picker.presentedViewController as? UIAlertController, "no question before replacing")
        #expect(alert.title == "\u{201C}taken.txt\u{201D} already exists. Do you want to replace it?")
        #expect(alert.actions.map(\.title) == ["Cancel", "Replace"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(recorder.picked.isEmpty)
        #expect(folder.contents(of: "taken.txt") == "old")

        alert.choose(alert.actions[0])
        harness.display()
        #expect(picker.presentedViewController == nil)
        #expect(picker.fileDialog === dialog && dialog.nameField.isFirstResponder)
        #expect(recorder.picked.isEmpty && recorder.cancelled == 0)

        harness.press(.keyboardReturnOrEnter, "\r")
        harness.display()
        let second = try #require(picker.presentedViewController as? UIAlertController)
        second.choose(second.actions[1])
        harness.display()
        #expect(recorder.picked.first?.map(\.lastPathComponent) == ["taken.txt"])
        #expect(folder.contents(of: "taken.txt") == "new")
    }

    @Test("R32.17: a new name saves without a question")
    func newNameDoesNotAsk() throws {
        let folder = try TemporaryFolder(files: ["source.txt": "new"])
        defer { folder.remove() }
        let (harness, root) = Harness.presenting()
        let picker = UIDocumentPickerViewController(forExporting: [folder.file("source.txt")], asCopy: true)
        picker.directoryURL = folder.url
        let recorder = PickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.display()
        let dialog = try #require(picker.fileDialog)
        dialog.nameField.text = "fresh.txt"
        harness.press(.keyboardReturnOrEnter, "\r")
        #expect(!(picker.presentedViewController is UIAlertController))
        #expect(recorder.picked.first?.map(\.lastPathComponent) == ["fresh.txt"])
    }

    @Test("R32.17, R36.7: the question and its buttons are localised")
    func localised() {
        let title = SystemStrings.localized("\u{201C}%@\u{201D} already exists. Do you want to replace it?",
                                            languages: ["de"], bundle: .main)
        #expect(String(format: title, "a.txt") == "\u{201E}a.txt\u{201C} existiert bereits. Möchtest du es ersetzen?")
        #expect(SystemStrings.localized("Replace", languages: ["fr"], bundle: .main) == "Remplacer")
        #expect(SystemStrings.localized("Replace", languages: ["ja"], bundle: .main) == "置き換える")
    }
}
