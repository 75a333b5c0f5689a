import Foundation
import UniformTypeIdentifiers

/// A document: the contents of one file, read and written off the main thread, with its change
/// count, autosave, and writes that never leave a half-written file.
///
/// Subclass it and override `contents(forType:)` (what to write, as `Data`) and
/// `load(fromContents:ofType:)` (what was read). Completion handlers run on the main actor, never
/// before the call returns (R32.11).
///
/// ```swift
/// final class TextDocument: UIDocument {
///     var text = ""
///     override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
///     override func load(fromContents contents: Any, ofType typeName: String?) throws {
///         text = String(decoding: contents as? Data ?? Data(), as: UTF8.self)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIDocument {
    /// The states of a document; a document starts `.closed` and is `.normal` once open.
    public struct State: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A state.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Open, with no error.
        public static let normal: State = []
        /// Not open (before `open`, after `close`).
        public static let closed = State(rawValue: 1 << 0)
        /// Another version conflicts with this one (not detected on Linux).
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// The document must not be edited (while it is reverted or closed).
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// A progress is available (never on Linux).
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// How a change counts.
    public enum ChangeKind: Int, Sendable {
        /// A change was made.
        case done = 0
        /// A change was undone.
        case undone = 1
        /// The document now matches its file.
        case cleared = 2
        /// An undone change was made again.
        case redone = 3
    }

    /// Why a document is saved.
    public enum SaveOperation: Int, Sendable {
        /// The first save, of a new file.
        case forCreating = 0
        /// A save over the document's file.
        case forOverwriting = 1
    }

    /// Posted (on `NotificationCenter.default`, with the document as object) when `documentState`
    /// changes.
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    /// [IMPL] How long after a change autosave runs (UIKit does not document its period).
    static let autosaveDelay: TimeInterval = 5

    /// The document's file. `save(to:for:)` to another URL moves it there.
    public internal(set) var fileURL: URL
    /// The document's state; `.closed` until `open`.
    public internal(set) var documentState: State = .closed {
        didSet {
            if documentState != oldValue { NotificationCenter.default.post(name: UIDocument.stateChangedNotification, object: self) }
        }
    }
    /// When the file was last read or written, as the file system says.
    open internal(set) var fileModificationDate: Date?
    /// Unsaved changes: `done` and `redone` count up, `undone` down, `cleared` and saving reset.
    var changeCount = 0
    /// The autosave waiting on the app's clock, and that clock.
    var autosaveToken: (EventScheduler, EventScheduler.Token)?
    /// The file operation running, which the next one waits for.
    var lastFileOperation: Task<Void, Never>?

    /// A document for the file at `url`, closed.
    public init(fileURL url: URL) {
        fileURL = url
    }

    /// The file's name without its extension ("Notes" for Notes.txt).
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// The type identifier of the file, from its extension ("public.plain-text"), or nil.
    open var fileType: String? {
        fileURL.pathExtension.isEmpty ? nil : UTType(filenameExtension: fileURL.pathExtension)?.identifier
    }

    /// The type the document is saved as: `fileType`.
    open var savingFileType: String? { fileType }

    /// The extension a file of `typeName` is saved with: the document's own, else the type's.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        if !fileURL.pathExtension.isEmpty { return fileURL.pathExtension }
        return typeName.flatMap { UTType($0)?.preferredFilenameExtension } ?? ""
    }

    /// Whether there are changes not yet saved.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// Counts a change; a document with changes saves itself after `autosaveDelay` (R32.13).
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        scheduleAutosave()
    }

    // MARK: - Reading and writing (UIDocument+FileAccess.swift, UIDocument+Autosave.swift)

    /// Reads the file and opens the document: `load(fromContents:ofType:)` gets the bytes and the
    /// state becomes `.normal`. `completionHandler` hears whether it worked.
    open func open(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        performOpen(completionHandler: completionHandler)
    }

    /// Saves unsaved changes, then closes the document (state `.closed`).
    open func close(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        performClose(completionHandler: completionHandler)
    }

    /// Writes the document to `url` through a temporary file and a rename (R32.12). The document
    /// then lives at `url`, and the changes made before the save count as saved.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        performSave(to: url, for: saveOperation, completionHandler: completionHandler)
    }

    /// Reads the file again, dropping unsaved changes.
    open func revertToSaved(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        performRevert(completionHandler: completionHandler)
    }

    /// Saves the document if it has unsaved changes; `completionHandler` hears whether it is saved
    /// (R32.13).
    open func autosave(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        performAutosave(completionHandler: completionHandler)
    }

    /// Reads the file's bytes as `Data`. Runs off the main actor; override to read otherwise.
    nonisolated open func read(from url: URL) throws -> Data {
        try Data(contentsOf: url)
    }

    /// Writes `contents` (the `Data` from `contents(forType:)`) to `url` so that a crash never
    /// leaves a half-written file (AtomicFileWriter). Runs off the main actor.
    nonisolated open func writeContents(_ contents: Data, to url: URL, for saveOperation: SaveOperation) throws {
        try AtomicFileWriter.write(contents, to: url)
    }

    // MARK: - What subclasses provide

    /// The document's contents to write, as `Data`. The default throws: subclasses override it.
    open func contents(forType typeName: String) throws -> Any {
        throw AtomicFileWriter.Failure(message: "\(type(of: self)) does not override contents(forType:)")
    }

    /// Takes the contents read from the file (`Data`). The default does nothing.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    /// A read or write failed: the default reports it as one line (Diagnostics) and calls
    /// `finishedHandlingError(_:recovered:)` with false.
    open func handleError(_ error: Error, userInteractionPermitted: Bool) {
        Diagnostics.report("\(type(of: self)) \(fileURL.lastPathComponent): \(error.localizedDescription)")
        finishedHandlingError(error, recovered: false)
    }

    /// Called when an error has been handled. The default does nothing.
    open func finishedHandlingError(_ error: Error, recovered: Bool) {}
}
