import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// XUIKit's own file dialog (no desktop file chooser), driven by keys and clicks.
@MainActor
@Suite("The built-in file dialog: listing, keys, clicks, filters, saving, hostile folders", .serialized)
struct FileDialogTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder(folders: ["b-folder", "A-folder"],
                                     files: ["zeta.txt": "z", "alpha.txt": "a", "image.png": "x", ".hidden": "h",
                                             "Beta.TXT": "b", "b-folder/inside.txt": "i"])
    }

    /// Presents an opening picker for `types` on a fresh app; returns the pieces.
    private func present(_ picker: UIDocumentPickerViewController, in folder: URL? = nil)
        throws -> (Harness, UIDocumentPickerViewController, FileDialogView, PickerRecorder) {
        let (harness, root) = Harness.presenting()
        picker.directoryURL = folder ?? self.folder.url
        let recorder = PickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.display()
        let dialog = try #require(picker.fileDialog)
        return (harness, picker, dialog, recorder)
    }

    /// The centre of `row` of the dialog's list, in window coordinates.
    private func point(ofRow row: Int, in dialog: FileDialogView, window: UIWindow) -> CGPoint {
        dialog.list.convert(CGPoint(x: 80, y: (CGFloat(row) + 0.5) * FileListView.rowHeight), to: window)
    }

    @Test("R32.7: folders first, each sorted ignoring case; hidden files and files of other types left out")
    func listing() throws {
        defer { folder.remove() }
        let (_, _, dialog, _) = try present(UIDocumentPickerViewController(forOpeningContentTypes: [.plainText]))
        #expect(dialog.visibleEntries.map(\.displayName) == ["A-folder", "b-folder", "alpha.txt", "Beta.TXT", "zeta.txt"])
        #expect(dialog.filters.map(\.name).last == "All Files")
        dialog.filterIndex = 1
        #expect(dialog.visibleEntries.map(\.displayName) == ["A-folder", "b-folder", "alpha.txt", "Beta.TXT", "image.png", "zeta.txt"])
        #expect(dialog.pathField.text == folder.url.standardizedFileURL.path)
    }

    @Test("R32.7: the places: Home first, Computer last; a click goes there")
    func places() throws {
        defer { folder.remove() }
        let (harness, _, dialog, _) = try present(UIDocumentPickerViewController(forOpeningContentTypes: [.plainText]))
        #expect(dialog.placeButtons.first?.url.path == URL(fileURLWithPath: NSHomeDirectory()).path)
        let computer = try #require(dialog.placeButtons.last)
        #expect(computer.url.path == "/")
        let point = computer.button.convert(CGPoint(x: computer.button.bounds.midX, y: computer.button.bounds.midY), to: harness.window)
        harness.click(point.x, point.y)
        #expect(dialog.folder.path == "/")
        #expect(!dialog.upButton.isEnabled, "no parent above the root")
    }

    @Test("R32.7: arrows move, Return opens a folder, Backspace goes back to it, typing selects, Return chooses")
    func keyboardNavigation() throws {
        defer { folder.remove() }
        let (harness, picker, dialog, recorder) = try present(UIDocumentPickerViewController(forOpeningContentTypes: [.plainText]))
        #expect(dialog.list.isFirstResponder)
        harness.press(.keyboardDownArrow)
        harness.press(.keyboardDownArrow)
        #expect(dialog.list.selection.cursor == 1)
        harness.press(.keyboardReturnOrEnter, "\r")
        #expect(dialog.folder.lastPathComponent == "b-folder")
        #expect(dialog.visibleEntries.map(\.displayName) == ["inside.txt"])
        harness.press(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(dialog.folder.path == folder.url.standardizedFileURL.path)
        #expect(dialog.list.selection.rows == [1], "the folder we came from is selected")
        harness.press(.keyboardDownArrow)
        harness.press(.keyboardUpArrow, modifiers: .alternate)
        #expect(dialog.folder.path == folder.url.deletingLastPathComponent().standardizedFileURL.path, "Alt+Up goes up")
        dialog.go(to: folder.url)
        harness.type("ze")
        #expect(dialog.list.selection.cursor.map { dialog.visibleEntries[$0].displayName } == "zeta.txt")
        harness.advance(by: 2)
        harness.type("al")
        #expect(dialog.list.selection.cursor.map { dialog.visibleEntries[$0].displayName } == "alpha.txt",
                "after a pause typing starts a new prefix")
        harness.press(.keyboardReturnOrEnter, "\r")
        #expect(recorder.picked.map { $0.map(\.path) } == [[folder.file("alpha.txt").standardizedFileURL.path]])
        #expect(picker.presentingViewController == nil)
    }

    @Test("R32.7: Escape cancels")
    func escapeCancels() throws {
        defer { folder.remove() }
        let (harness, picker, _, recorder) = try present(UIDocumentPickerViewController(forOpeningContentTypes: [.plainText]))
        harness.press(.keyboardEscape, "\u{1B}")
        harness.advance(by: 1)
        harness.display()
        #expect(recorder.cancelled == 1)
        #expect(recorder.picked.isEmpty)
        #expect(picker.presentingViewController == nil)
    }

    @Test("R32.7: a click selects, a double click opens a folder; Shift extends and Ctrl toggles when several may be chosen")
    func clicksAndMultipleSelection() throws {
        defer { folder.remove() }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        picker.allowsMultipleSelection = true
        let (harness, _, dialog, recorder) = try present(picker)
        let window = harness.window
        let alpha = point(ofRow: 2, in: dialog, window: window)
        harness.click(alpha.x, alpha.y)
        #expect(dialog.list.selection.rows == [2])
        harness.press(.keyboardDownArrow, modifiers: .shift)
        #expect(dialog.list.selection.rows == [2, 3], "Shift+Down extends")
        let zeta = point(ofRow: 4, in: dialog, window: window)
        harness.button(1, down: true, zeta.x, zeta.y, modifiers: .control)
        harness.button(1, down: false, zeta.x, zeta.y, modifiers: .control)
        #expect(dialog.list.selection.rows == [2, 3, 4], "Ctrl+click adds")
        harness.button(1, down: true, zeta.x, zeta.y, modifiers: .control)
        harness.button(1, down: false, zeta.x, zeta.y, modifiers: .control)
        #expect(dialog.list.selection.rows == [2, 3], "Ctrl+click again removes")
        dialog.accept()
        #expect(recorder.picked.first?.map(\.lastPathComponent) == ["alpha.txt", "Beta.TXT"])

        let second = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        let (harness2, _, dialog2, _) = try present(second)
        let bFolder = point(ofRow: 1, in: dialog2, window: harness2.window)
        harness2.click(bFolder.x, bFolder.y)
        harness2.click(bFolder.x, bFolder.y)
        #expect(dialog2.folder.lastPathComponent == "b-folder", "a double click opens the folder")
        harness2.press(.keyboardDownArrow, modifiers: .shift)
        harness2.press(.keyboardDownArrow, modifiers: .shift)
        #expect(dialog2.list.selection.rows.count == 1, "one choice only: Shift does not extend")
    }

    @Test("R32.10: saving: the name field holds the suggested name; a typed name is saved in the folder shown")
    func savingByKeys() throws {
        defer { folder.remove() }
        let picker = UIDocumentPickerViewController(forExporting: [folder.file("alpha.txt")], asCopy: true)
        let (harness, _, dialog, recorder) = try present(picker, in: folder.url.appendingPathComponent("A-folder"))
        #expect(dialog.request.mode == .save)
        #expect(dialog.nameField.isFirstResponder)
        #expect(dialog.nameField.text == "alpha.txt")
        harness.shortcut("a")
        harness.type("copy.txt")
        #expect(dialog.nameField.text == "copy.txt")
        harness.press(.keyboardReturnOrEnter, "\r")
        #expect(recorder.picked.first?.map(\.lastPathComponent) == ["copy.txt"])
        #expect(folder.contents(of: "A-folder/copy.txt") == "a")
        #expect(folder.contents(of: "alpha.txt") == "a")
    }

    @Test("R32.9: a path typed in the path field and Return goes there; Ctrl+L edits it")
    func pathField() throws {
        defer { folder.remove() }
        let (harness, _, dialog, _) = try present(UIDocumentPickerViewController(forOpeningContentTypes: [.plainText]))
        harness.shortcut("l")
        #expect(dialog.pathField.isFirstResponder)
        dialog.pathField.text = ""
        harness.type("b-folder")
        harness.press(.keyboardReturnOrEnter, "\r")
        #expect(dialog.folder.lastPathComponent == "b-folder")
        #expect(dialog.list.isFirstResponder)
        dialog.pathField.text = folder.url.path + "/missing"
        _ = dialog.textFieldShouldReturn(dialog.pathField)
        #expect(dialog.messageLabel.text?.contains("does not exist") == true)
    }

    @Test("R32.8: hostile folders: missing, unreadable, weird names, thousands of files")
    func hostileFolders() throws {
        defer { folder.remove() }
        let weird = "line\nbreak\u{1B}[31m.txt"
        try Data("w".utf8).write(to: folder.file(weird))
        let (harness, _, dialog, _) = try present(UIDocumentPickerViewController(forOpeningContentTypes: [.item]))
        let shown = try #require(dialog.visibleEntries.first { $0.url.lastPathComponent == weird })
        #expect(!shown.displayName.contains("\n") && !shown.displayName.contains("\u{1B}"))

        dialog.go(to: folder.url.appendingPathComponent("nowhere"))
        #expect(dialog.messageLabel.text?.contains("does not exist") == true)
        #expect(!dialog.messageLabel.isHidden)
        dialog.go(to: folder.file("alpha.txt"))
        #expect(dialog.messageLabel.text?.contains("is not a folder") == true)

        if getuid() != 0 {
            let locked = folder.url.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            chmod(locked.path, 0)
            defer { chmod(locked.path, 0o755) }
            dialog.go(to: locked)
            #expect(dialog.messageLabel.text?.contains("permission") == true, "\(dialog.messageLabel.text ?? "")")
        }

        let many = folder.url.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for index in 0..<3000 { _ = FileManager.default.createFile(atPath: many.appendingPathComponent("f\(index).txt").path, contents: nil) }
        dialog.go(to: many)
        harness.display()
        #expect(dialog.visibleEntries.count == 3000)
        #expect(dialog.list.contentSize.height == 3000 * FileListView.rowHeight)
        _ = dialog.list.becomeFirstResponder()
        harness.press(.keyboardEnd)
        #expect(dialog.list.selection.cursor == 2999)
        #expect(dialog.list.contentOffset.y >= 3000 * FileListView.rowHeight - dialog.list.bounds.height - 1, "scrolled to the last row")
        let listing = FolderListing.read(many, limit: 100)
        #expect(listing.entries.count == 100 && listing.isTruncated)
    }

    @Test("R32.7: the glob and MIME matching behind filters")
    func filterMatching() {
        #expect(FileFilter.glob("*.txt", matches: "a.txt"))
        #expect(!FileFilter.glob("*.txt", matches: "a.txt.png"))
        #expect(FileFilter.glob("a?c*", matches: "abcdef"))
        let images = FileFilter(name: "Images", mimeTypes: ["image/*"])
        #expect(images.matches(URL(fileURLWithPath: "/x/photo.JPG")))
        #expect(!images.matches(URL(fileURLWithPath: "/x/notes.txt")))
        let filters = FileFilter.filters(for: [.image])
        #expect(filters.first?.mimeTypes.contains("image/*") == true)
        #expect(filters.first?.globs.contains("*.png") == true && filters.first?.globs.contains("*.jpeg") == true)
        #expect(FileFilter.filters(for: [.data]).isEmpty, "data is every file: no filter")
    }
}
