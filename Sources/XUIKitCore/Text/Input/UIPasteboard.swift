import Foundation

/// The system clipboard, for text.
///
/// `UIPasteboard.general` reads and writes the display backend's clipboard: the X11 CLIPBOARD
/// selection under X11, an in-memory string with the headless backend.
///
/// The backend's clipboard is asynchronous (`PlatformBackend.requestClipboardText(_:)`: another
/// app owns the text and answers when it answers); `requestString(_:)` reads it that way. UIKit's
/// `string` stays synchronous: it uses the backend's bounded read, `clipboardText()`, which answers
/// from the app's own text at once and otherwise waits for the owner at most a bounded time (X11:
/// one second, answering other clients meanwhile), giving nil after it.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()

    private init() {}

    /// The text on the clipboard, or nil when there is none. Setting nil empties it.
    public var string: String? {
        get { UIApplication.shared.backend.clipboardText() }
        set { UIApplication.shared.backend.setClipboardText(newValue ?? "") }
    }

    /// The clipboard's text as a one-element array (XUIKit's clipboard holds one string).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Calls `completion` with the clipboard's text once the backend has it, without waiting for
    /// another app inside this call. XUIKit addition.
    public func requestString(_ completion: @escaping @MainActor (String?) -> Void) {
        UIApplication.shared.backend.requestClipboardText(completion)
    }

    /// Whether the clipboard holds non-empty text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }
}
