import Foundation

/// The system clipboard, for text.
///
/// `UIPasteboard.general` reads and writes the display backend's clipboard: the X11 CLIPBOARD
/// selection under X11, an in-memory string with the headless backend.
@MainActor
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

    /// Whether the clipboard holds non-empty text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }
}
