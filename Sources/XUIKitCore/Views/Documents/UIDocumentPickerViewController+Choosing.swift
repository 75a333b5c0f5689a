import Foundation
import UniformTypeIdentifiers

// How a document picker's request is answered: one FileChooserRequest, answered by the desktop's
// dialog or by XUIKit's own, then files copied or moved as the picker's mode says (R32.4–R32.6).
extension UIDocumentPickerViewController {
    /// What the picker asks a file dialog (R32.4): open files of its types (a folder when every
    /// type is a folder type), or, when exporting, save one file under its own name or choose the
    /// folder several go into (R32.5). The dialog belongs to the presenting window.
    var fileChooserRequest: FileChooserRequest {
        let window = presentingViewController?.viewIfLoaded?.window ?? viewIfLoaded?.window
        if isExporting {
            let single = exportedURLs.count == 1
            return FileChooserRequest(mode: single ? .save : .openFolder, title: title ?? (asCopy ? "Export" : "Move"),
                                      acceptLabel: single ? nil : (asCopy ? "Export" : "Move"),
                                      directory: directoryURL, suggestedName: single ? exportedURLs[0].lastPathComponent : nil,
                                      filters: single ? FileFilter.filters(for: UTType(filenameExtension: exportedURLs[0].pathExtension).map { [$0] } ?? []) : [],
                                      parentWindow: window?.windowID)
        }
        let folders = !contentTypes.isEmpty && contentTypes.allSatisfy { $0.conforms(to: .directory) }
        return FileChooserRequest(mode: folders ? .openFolder : .open, title: title ?? (folders ? "Choose a Folder" : "Open"),
                                  allowsMultipleSelection: allowsMultipleSelection, directory: directoryURL,
                                  filters: FileFilter.filters(for: contentTypes), parentWindow: window?.windowID)
    }

    /// Has the request answered, by the desktop's dialog or XUIKit's (R32.6).
    func startChoosing() {
        let request = fileChooserRequest
        answerFileChooserRequest(request) { [weak self] response in self?.received(response, for: request) }
    }

    /// The dialog's answer: the delegate hears it.
    func received(_ response: FileChooserResponse, for request: FileChooserRequest) {
        guard !hasFinished else { return }
        switch response {
        case .cancelled, .unavailable:
            finish(with: nil)
        case .chosen(let urls):
            let delivered = isExporting ? export(to: urls, mode: request.mode) : asCopy ? importCopies(of: urls) : urls
            finish(with: delivered.isEmpty ? nil : delivered)
        }
    }

    /// Dismisses the picker, then tells the delegate: the URLs, or nil for a cancellation.
    func finish(with urls: [URL]?) {
        hasFinished = true
        if presentingViewController != nil { dismiss(animated: true) }
        if let urls { delegate?.documentPicker(self, didPickDocumentsAt: urls) } else { delegate?.documentPickerWasCancelled(self) }
    }

    // MARK: - Moving files

    /// R32.5: the exported files copied (or moved) to the place chosen: the file itself when one
    /// is saved, into the folder when several are. An existing file there is replaced. A file
    /// that cannot be written is left out, with a diagnostic.
    func export(to chosen: [URL], mode: FileChooserRequest.Mode) -> [URL] {
        guard let place = chosen.first else { return [] }
        var delivered: [URL] = []
        for source in exportedURLs {
            let destination = mode == .save ? place : place.appendingPathComponent(source.lastPathComponent)
            if transfer(source, to: destination, copying: asCopy) { delivered.append(destination) }
        }
        return delivered
    }

    /// Opened files copied into the app's temporary inbox (`<tmp>/<app>-Inbox`), as UIKit's
    /// `asCopy` does; the copies are what the delegate hears.
    func importCopies(of urls: [URL]) -> [URL] {
        let inbox = FileManager.default.temporaryDirectory
            .appendingPathComponent(ProcessInfo.processInfo.processName + "-Inbox", isDirectory: true)
        try? FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        return urls.compactMap { url in
            let copy = inbox.appendingPathComponent(url.lastPathComponent)
            return transfer(url, to: copy, copying: true) ? copy : nil
        }
    }

    private func transfer(_ source: URL, to destination: URL, copying: Bool) -> Bool {
        guard source.standardizedFileURL != destination.standardizedFileURL else { return true }
        let manager = FileManager.default
        do {
            if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
            if copying { try manager.copyItem(at: source, to: destination) } else { try manager.moveItem(at: source, to: destination) }
            return true
        } catch {
            Diagnostics.report("cannot \(copying ? "copy" : "move") \(source.path) to \(destination.path): \(error.localizedDescription)")
            return false
        }
    }
}
