import Foundation

/// What a document picker tells about the user's choice.
///
/// Every method has a default. `documentPicker(_:didPickDocumentsAt:)`'s default calls the older
/// `documentPicker(_:didPickDocumentAt:)` with the first URL, so code written for iOS 8–10 still
/// hears the choice (R32.4).
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user chose these documents (opened, imported, or exported to these places).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user dismissed the picker without choosing.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The user chose one document (deprecated in iOS 11: implement `didPickDocumentsAt`).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Calls `documentPicker(_:didPickDocumentAt:)` with the first URL.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    /// Nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    /// Nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// What a document picker made with the pre-iOS 14 initializers does.
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Copies the chosen documents in (to a temporary folder of the app).
    case `import` = 0
    /// Opens the chosen documents where they are.
    case open = 1
    /// Copies the given documents to a place the user chooses.
    case exportToService = 2
    /// Moves the given documents to a place the user chooses.
    case moveToService = 3
}
