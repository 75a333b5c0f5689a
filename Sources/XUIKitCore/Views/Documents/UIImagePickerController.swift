import Foundation
import UniformTypeIdentifiers

/// What an image picker tells about the user's choice.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user chose an image: `info[.originalImage]` is the `UIImage`, `info[.imageURL]` its
    /// file, `info[.mediaType]` "public.image". The delegate dismisses the picker, as in UIKit.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled. The default dismisses the picker, as UIKit does when this is not implemented.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Nothing: an app that implements no method keeps the picker up, as in UIKit.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// Dismisses the picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// A picker of images from the photo library. On the desktop the photo library is the file
/// system: the picker is the file dialog (the desktop's or XUIKit's), filtered to images (R32.14).
/// There is no camera: `isSourceTypeAvailable(.camera)` is false.
///
/// ```swift
/// let picker = UIImagePickerController()
/// picker.sourceType = .photoLibrary
/// picker.delegate = self
/// present(picker, animated: true)
/// ```
@preconcurrency @MainActor
open class UIImagePickerController: UIViewController {
    /// Where images come from.
    public enum SourceType: Int, Sendable {
        /// The photo library: on the desktop, image files.
        case photoLibrary = 0
        /// The camera: unavailable on the desktop.
        case camera = 1
        /// The saved photos album: on the desktop, image files, as `.photoLibrary`.
        case savedPhotosAlbum = 2
    }

    /// The keys of the info the delegate gets.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The chosen media's type identifier ("public.image").
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as chosen (`UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after the user's edit (never: XUIKit's picker does not edit).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle of an edit (never given).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A chosen movie's file (never: images only).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The image's file (`URL`): on the desktop, the chosen file itself.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// The object told about the choice. Held weakly.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Where images come from; `.photoLibrary` by default. Setting an unavailable source
    /// (`.camera`) prints a diagnostic and keeps the old one (UIKit raises an exception).
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !UIImagePickerController.isSourceTypeAvailable(sourceType) {
                Diagnostics.report("UIImagePickerController: source type \(sourceType) is not available on this device; keeping \(oldValue)")
                sourceType = oldValue
            }
        }
    }
    /// The media types offered; `["public.image"]` by default.
    open var mediaTypes: [String] = [UTType.image.identifier]
    /// Whether the user may crop the image first (ignored: XUIKit's picker does not edit).
    open var allowsEditing = false
    /// Whether the delegate has heard the outcome.
    private var hasFinished = false

    /// Whether images can come from `sourceType`: the photo library and saved photos, not the camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers: images, or nil for an unavailable source.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UTType.image.identifier] : nil
    }

    /// A photo-library picker.
    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    /// The request: open one image file (R32.14).
    var fileChooserRequest: FileChooserRequest {
        let types = mediaTypes.compactMap { UTType($0) }.filter { $0.conforms(to: .image) }
        let window = presentingViewController?.viewIfLoaded?.window ?? viewIfLoaded?.window
        return FileChooserRequest(mode: .open, title: "Choose an Image", filters: FileFilter.filters(for: types.isEmpty ? [.image] : types),
                                  parentWindow: window?.windowID)
    }

    override func presentationDidInstallView() {
        answerFileChooserRequest(fileChooserRequest) { [weak self] response in self?.received(response) }
    }

    private func received(_ response: FileChooserResponse) {
        guard !hasFinished else { return }
        hasFinished = true
        guard case .chosen(let urls) = response, let url = urls.first else {
            if let delegate { delegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
            return
        }
        var info: [InfoKey: Any] = [.mediaType: UTType.image.identifier, .imageURL: url]
        if let image = UIImage(contentsOfFile: url.path) {
            info[.originalImage] = image
        } else {
            Diagnostics.report("UIImagePickerController: \(url.path) is not an image XUIKit can decode")
        }
        if let delegate { delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info) } else { dismiss(animated: true) }
    }

    /// Dismissed without a choice (Escape on the sheet): the delegate hears a cancellation.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if presentingViewController == nil, !hasFinished {
            hasFinished = true
            delegate?.imagePickerControllerDidCancel(self)
        }
    }
}
