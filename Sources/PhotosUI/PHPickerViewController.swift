import Foundation
import UniformTypeIdentifiers
import XUIKitCore

// PhotosUI on the desktop: how the pieces fit.
//
// The photo library of a desktop is its files, so PHPickerViewController is a file chooser, the
// same one UIImagePickerController and UIDocumentPickerViewController use (the core's
// `answerFileChooserRequest`: the XDG portal's dialog when the app has one, else XUIKit's own
// dialog filling the picker's sheet). The configuration becomes the request (R32.15, R32.16):
// - PHPickerFilter → the content types of the dialog's filter (PHPickerFilter.contentTypes);
// - selectionLimit → whether several files may be chosen, and how many results are kept;
// and each chosen file becomes a PHPickerResult whose item provider reads the file
// (NSItemProvider(contentsOf:)), so `loadObject(ofClass: UIImage.self)` and
// `loadFileRepresentation(forTypeIdentifier:)` work as on iOS. Cancelling hands the delegate an
// empty array, as Apple documents; the delegate dismisses the picker.

/// What a photo picker tells about the user's choice.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished: `results` are the picked assets in the order chosen, or empty when the
    /// user cancelled. The delegate dismisses the picker, as in PhotosUI.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// A picker of images and videos, as in PhotosUI. On the desktop the assets are files: the
/// picker is the desktop's file dialog (or XUIKit's own), filtered to the configuration's
/// content types (R32.15).
///
/// ```swift
/// var configuration = PHPickerConfiguration()
/// configuration.filter = .images
/// configuration.selectionLimit = 0
/// let picker = PHPickerViewController(configuration: configuration)
/// picker.delegate = self
/// present(picker, animated: true)
/// ```
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController, PresentedFileChoosing {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// The object told about the choice. Held weakly.
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    /// Whether the delegate has heard the outcome.
    private var hasFinished = false

    /// A picker behaving as `configuration` says.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    /// The most results the delegate hears: the limit, nil for none (0), 1 for a negative one.
    var effectiveSelectionLimit: Int? {
        switch configuration.selectionLimit {
        case 0: return nil
        case let limit where limit < 0: return 1
        case let limit: return limit
        }
    }

    /// The request (R32.15, R32.16): open files of the filter's types, several unless the limit is 1.
    var fileChooserRequest: FileChooserRequest {
        let types = (configuration.filter ?? .any(of: [.images, .videos])).contentTypes
        let window = presentingViewController?.viewIfLoaded?.window ?? viewIfLoaded?.window
        let limit = effectiveSelectionLimit
        let title = types == [.image] ? "Choose Photos" : types == [.movie] ? "Choose Videos" : "Choose Photos and Videos"
        return FileChooserRequest(mode: .open, title: limit == 1 ? String(title.dropLast()) : title,
                                  allowsMultipleSelection: limit != 1, filters: FileFilter.filters(for: types),
                                  parentWindow: window?.windowID)
    }

    package func presentedViewDidInstall() {
        if configuration.selectionLimit < 0 {
            Diagnostics.handler("PHPickerViewController: selectionLimit \(configuration.selectionLimit) is negative; one asset may be picked")
        }
        if let filter = configuration.filter, filter.contentTypes.isEmpty {
            // A filter that keeps nothing (`.not(.any(of: [.images, .videos]))`) has nothing to offer.
            Diagnostics.handler("PHPickerViewController: \(filter) offers nothing; the picker finishes with no results")
            NextTurn.perform { [weak self] in self?.received(.cancelled) }
            return
        }
        answerFileChooserRequest(fileChooserRequest) { [weak self] response in self?.received(response) }
    }

    private func received(_ response: FileChooserResponse) {
        guard !hasFinished else { return }
        hasFinished = true
        var urls: [URL] = []
        if case .chosen(let chosen) = response { urls = chosen }
        if let limit = effectiveSelectionLimit, urls.count > limit {
            // The desktop's dialog cannot be told a number, only "one" or "several".
            Diagnostics.handler("PHPickerViewController: \(urls.count) files were chosen with a selectionLimit of \(limit); the first \(limit) are kept")
            urls = Array(urls.prefix(limit))
        }
        let results = urls.compactMap { NSItemProvider(contentsOf: $0) }.map { PHPickerResult(itemProvider: $0) }
        if let delegate { delegate.picker(self, didFinishPicking: results) } else { dismiss(animated: true) }
    }

    /// Dismissed without a choice (Escape on the sheet): the delegate hears an empty array.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if presentingViewController == nil, !hasFinished {
            hasFinished = true
            delegate?.picker(self, didFinishPicking: [])
        }
    }
}
