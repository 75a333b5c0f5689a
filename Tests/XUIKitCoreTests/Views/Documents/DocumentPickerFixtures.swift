import Foundation
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A file chooser that records the requests it gets and answers as the test says (the desktop's
/// dialog, as the portal helper installs it).
@MainActor
final class ScriptedFileChooser: FileChooserService {
    var requests: [FileChooserRequest] = []
    var answer: FileChooserResponse
    init(answer: FileChooserResponse) { self.answer = answer }
    func choose(_ request: FileChooserRequest, completion: @escaping @MainActor (FileChooserResponse) -> Void) {
        requests.append(request)
        completion(answer)
    }
}

/// A delegate that writes down what it hears.
@MainActor
final class PickerRecorder: UIDocumentPickerDelegate {
    var picked: [[URL]] = []
    var cancelled = 0
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
}

/// A delegate of the iOS 8 kind: only the single-URL method.
@MainActor
final class LegacyPickerRecorder: UIDocumentPickerDelegate {
    var picked: [URL] = []
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { picked.append(url) }
}

/// A temporary folder of files and folders for the dialog to show.
struct TemporaryFolder {
    let url: URL

    /// Makes `folders` and `files` (name: contents) under a new folder.
    init(folders: [String] = [], files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-docs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for folder in folders {
            try FileManager.default.createDirectory(at: url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for (name, contents) in files { try Data(contents.utf8).write(to: url.appendingPathComponent(name)) }
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func contents(of name: String) -> String? {
        (try? Data(contentsOf: file(name))).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

extension Harness {
    /// A harness with a root view controller to present from, big enough for a form sheet.
    static func presenting() -> (Harness, UIViewController) {
        let harness = Harness(frame: CGRect(x: 0, y: 0, width: 800, height: 700))
        let root = UIViewController()
        harness.window.rootViewController = root
        harness.display()
        return (harness, root)
    }
}
