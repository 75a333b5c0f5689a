import Foundation

// UIDocument's reads and writes (R32.11, R32.12). The subclass's `contents(forType:)` and
// `load(fromContents:ofType:)` run on the main actor; the file's bytes are read and written off
// it; completion handlers run on the main actor afterwards. Operations run one after another, in
// the order they were asked for.
extension UIDocument {
    /// `open(completionHandler:)`'s work.
    func performOpen(completionHandler: (@MainActor @Sendable (Bool) -> Void)?) {
        enqueueFileOperation { document in
            let success = await document.readFile()
            if success { document.documentState = .normal }
            completionHandler?(success)
        }
    }

    /// `close(completionHandler:)`'s work.
    func performClose(completionHandler: (@MainActor @Sendable (Bool) -> Void)?) {
        enqueueFileOperation { document in
            let success = document.hasUnsavedChanges ? await document.writeFile(to: document.fileURL, for: .forOverwriting) : true
            document.cancelAutosave()
            document.documentState = .closed
            completionHandler?(success)
        }
    }

    /// `save(to:for:completionHandler:)`'s work.
    func performSave(to url: URL, for saveOperation: SaveOperation, completionHandler: (@MainActor @Sendable (Bool) -> Void)?) {
        enqueueFileOperation { document in
            let success = await document.writeFile(to: url, for: saveOperation)
            completionHandler?(success)
        }
    }

    /// `revertToSaved(completionHandler:)`'s work.
    func performRevert(completionHandler: (@MainActor @Sendable (Bool) -> Void)?) {
        enqueueFileOperation { document in
            document.documentState.insert(.editingDisabled)
            let success = await document.readFile()
            document.documentState.remove(.editingDisabled)
            completionHandler?(success)
        }
    }

    // MARK: - The work

    /// Runs `operation` after the operations asked for before it.
    func enqueueFileOperation(_ operation: @escaping @MainActor @Sendable (UIDocument) async -> Void) {
        let previous = lastFileOperation
        lastFileOperation = Task { @MainActor [self] in
            await previous?.value
            await operation(self)
        }
    }

    /// Reads the file and loads it; on failure, `handleError` and false.
    func readFile() async -> Bool {
        let url = fileURL
        let result: Result<(Data, Date?), Error> = await Task.detached { [self] in
            Result { (try read(from: url), UIDocument.modificationDate(of: url)) }
        }.value
        do {
            let (data, date) = try result.get()
            try load(fromContents: data, ofType: fileType)
            fileModificationDate = date
            changeCount = 0
            cancelAutosave()
            return true
        } catch {
            handleError(error, userInteractionPermitted: true)
            return false
        }
    }

    /// Asks for the contents and writes them to `url`; on failure, `.savingError`, `handleError`
    /// and false (the file on disk stays as it was, R32.12).
    func writeFile(to url: URL, for operation: SaveOperation) async -> Bool {
        let savedChanges = changeCount
        let data: Data
        do {
            guard let contents = try contents(forType: savingFileType ?? "public.data") as? Data else {
                throw AtomicFileWriter.Failure(message: "contents(forType:) must return Data")
            }
            data = contents
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            return false
        }
        let result: Result<Date?, Error> = await Task.detached { [self] in
            Result { try writeContents(data, to: url, for: operation); return UIDocument.modificationDate(of: url) }
        }.value
        switch result {
        case .success(let date):
            fileURL = url
            fileModificationDate = date
            changeCount -= savedChanges
            documentState.remove(.savingError)
            // A document saved for creating is open from then on, as in UIKit.
            if operation == .forCreating { documentState.remove(.closed) }
            if hasUnsavedChanges { scheduleAutosave() } else { cancelAutosave() }
            return true
        case .failure(let error):
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            return false
        }
    }

    nonisolated static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
