import Foundation

/// One representation of a clipboard item: its MIME type ("image/png", "text/uri-list",
/// "text/plain;charset=utf-8") and its bytes.
public struct ClipboardRepresentation: Sendable, Equatable {
    /// The MIME type, or another name the platform's clipboard carries.
    public var type: String
    /// The bytes.
    public var data: Data

    /// A representation of `data` as `type`.
    public init(type: String, data: Data) {
        self.type = type
        self.data = data
    }
}

/// What a backend whose clipboard carries typed data offers (X11: the CLIPBOARD selection's
/// targets; R35.4–R35.6). `UIPasteboard` uses it through
/// `if let clipboard = backend as? ClipboardDataServing`; without it the pasteboard keeps typed
/// items in memory and hands the backend only their text.
///
/// The clipboard holds one item: a set of representations of the same thing.
@preconcurrency @MainActor
public protocol ClipboardDataServing: AnyObject {
    /// Puts one item on the clipboard, its representations best first; an empty list empties
    /// the clipboard. Text given as "text/plain;charset=utf-8" is also offered under the
    /// platform's own text names (X11: UTF8_STRING, STRING, TEXT).
    func setClipboardRepresentations(_ representations: [ClipboardRepresentation])
    /// The types the clipboard's item offers now (MIME types, or the platform's names such as
    /// UTF8_STRING), asked of the owner and waited for a bounded time; [] when empty.
    func clipboardTypes() -> [String]
    /// The bytes of the clipboard's item as `type`, waited for a bounded time; nil when it is not
    /// offered, or the owner refuses or does not answer. "text/plain;charset=utf-8" is read with
    /// the platform's text names as fallbacks.
    func clipboardData(forType type: String) -> Data?
    /// Counts the changes of the clipboard the backend knows of: each item the app puts there,
    /// and each time another app takes it from the app.
    var clipboardChangeCount: Int { get }
}
