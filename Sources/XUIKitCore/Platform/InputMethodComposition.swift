import Foundation

/// Where a backend delivers an input method's composition (preedit; R35.7): to the first
/// responder of the window it belongs to, when that adopts `UITextInput`.
@preconcurrency @MainActor
public enum InputMethodComposition {
    /// The composition in window `id` is now `text` with the input method's caret `caret`
    /// characters into it; "" ends the composition (its text is removed; what the input method
    /// commits arrives as typed text).
    public static func update(_ text: String, caret: Int, in id: WindowID) {
        guard let window = UIApplication.shared.windowsByID[id]?.window,
              let input = window.firstResponder as? any UITextInput else { return }
        guard !text.isEmpty else {
            if input.markedTextRange != nil { input.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0)) }
            return
        }
        let caretUTF16 = text.prefix(max(0, min(caret, text.count))).utf16.count
        input.setMarkedText(text, selectedRange: NSRange(location: caretUTF16, length: 0))
    }
}

/// What a backend whose input method shows a candidate window offers: being told where the
/// insertion point is, so the window follows it (X11: `XNSpotLocation`; R35.9).
@preconcurrency @MainActor
public protocol InputMethodCaretFollowing: AnyObject {
    /// The insertion point of the editor with keyboard focus in window `id` is `rect` (the
    /// window's coordinates, points).
    func inputMethodCaretDidMove(to rect: CGRect, in id: WindowID)
}
