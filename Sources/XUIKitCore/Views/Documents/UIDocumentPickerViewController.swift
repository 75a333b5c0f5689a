// Documents/: opening and saving files, as UIKit's document APIs do it, on the Linux desktop.
//
// How the pieces fit:
// - `UIDocumentPickerViewController` (this file): what the app asks for (types to open, files to
//   export), presented with `present(_:animated:)`. Once on screen it builds one
//   `FileChooserRequest` and has it answered (UIDocumentPickerViewController+Choosing.swift):
//   by the desktop's dialog when `UIApplication.shared.desktopServices.fileChooser` is set (the
//   XDG portal), else, or when that one is unavailable, by XUIKit's own dialog (R32.4–R32.6).
// - `FileDialogView` (+Keys): the built-in dialog; `FileListView` its list, drawing only the rows
//   on screen; `FolderListing` reads a folder; `FileListSelection` the selection;
//   `FileFilter+Matching` turns content types into filters and tests files against them.
// - `UIDocument` (+Saving, +Autosave): a document's life cycle, with writes that never leave a
//   half-written file (R32.11–R32.13).
// - `UIImagePickerController`: the photo library, as a file chooser filtered to images (R32.14).
import Foundation
import UniformTypeIdentifiers

/// A view controller that lets the user open documents, or export documents to a place they
/// choose, through the desktop's file dialog or XUIKit's own.
///
/// ```swift
/// let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
/// picker.delegate = self
/// present(picker, animated: true)
/// ```
///
/// The picker dismisses itself, then tells its delegate what the user chose, or that they
/// cancelled (R32.4).
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The object told about the user's choice. Held weakly.
    open weak var delegate: UIDocumentPickerDelegate?
    /// Whether the user may choose several documents; false by default.
    open var allowsMultipleSelection = false
    /// The folder the picker starts in, or nil for the dialog's choice.
    open var directoryURL: URL?
    /// Whether file names are shown with their extensions; false by default, as in UIKit (the
    /// desktop's dialogs and XUIKit's always show the full name).
    open var shouldShowFileExtensions = false
    /// What the picker does.
    public let documentPickerMode: UIDocumentPickerMode

    /// The types the user may open (empty when exporting).
    let contentTypes: [UTType]
    /// The files being exported (empty when opening).
    let exportedURLs: [URL]
    /// Whether opened files are copied in, or exported files copied (not moved) out.
    let asCopy: Bool
    /// Whether the delegate has heard the outcome.
    var hasFinished = false

    // MARK: - Opening

    /// A picker for opening documents of `contentTypes`; with `asCopy`, the documents are copied
    /// into a temporary folder of the app first and the copies are reported.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        self.exportedURLs = []
        self.asCopy = asCopy
        self.documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// A picker for opening documents of `contentTypes` where they are.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker of the iOS 8–13 kind: opening or importing documents of the type identifiers
    /// `allowedUTIs` ("public.plain-text"). Identifiers nothing declares are ignored, with a
    /// diagnostic; the export modes need URLs (`init(urls:in:)`) and open nothing here.
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        let types = allowedUTIs.compactMap { identifier -> UTType? in
            if let type = UTType(identifier) { return type }
            Diagnostics.report("UIDocumentPickerViewController: unknown type identifier '\(identifier)' ignored")
            return nil
        }
        self.init(forOpeningContentTypes: types, asCopy: mode != .open)
    }

    // MARK: - Exporting

    /// A picker for exporting `urls` to a place the user chooses: copied with `asCopy`, moved
    /// otherwise. The delegate hears the new URLs (R32.5).
    public init(forExporting urls: [URL], asCopy: Bool) {
        self.contentTypes = []
        self.exportedURLs = urls
        self.asCopy = asCopy
        self.documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// A picker that moves `urls` to a place the user chooses.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// A picker of the iOS 11–13 kind for exporting (`.exportToService` copies, `.moveToService`
    /// moves) or opening (`.import`, `.open`: any document) `urls`.
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        switch mode {
        case .exportToService, .moveToService: self.init(forExporting: urls, asCopy: mode == .exportToService)
        case .import, .open: self.init(forOpeningContentTypes: [.item], asCopy: mode == .import)
        }
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Whether this picker exports rather than opens.
    var isExporting: Bool { !exportedURLs.isEmpty || documentPickerMode == .exportToService || documentPickerMode == .moveToService }

    // MARK: - The view

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    /// Once presented, the picker asks for its request to be answered (R32.4).
    override func presentationDidInstallView() {
        startChoosing()
    }

    /// A picker dismissed without an answer (Escape on the sheet, dismissed in code) was
    /// cancelled (R32.4).
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if presentingViewController == nil, !hasFinished {
            hasFinished = true
            delegate?.documentPickerWasCancelled(self)
        }
    }
}
