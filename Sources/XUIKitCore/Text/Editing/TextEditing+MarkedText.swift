import Foundation

/// What an editor keeps of an input method's composition: the marked range and its style.
struct MarkedTextState {
    /// The marked (composed, not yet committed) characters, or nil.
    var range: Range<Int>?
    /// `UITextInput.markedTextStyle`.
    var style: [NSAttributedString.Key: Any]?
}

/// Marked text for `UITextField` and `UITextView` (R35.7–R35.9).
///
/// How the pieces fit: an input method's composition (X11: XIM preedit callbacks, delivered by
/// `InputMethodComposition.update`) arrives as `setMarkedText(_:selectedRange:)`. The marked
/// characters sit in the text, without an undo step and without the delegate being asked, with
/// the selection inside them; the editor draws them underlined. Committed text (the input
/// method's commit arrives as typed text, `insertText`) first takes the composition out, then is
/// inserted where it was as an ordinary user edit, so the delegate and undo see only the commit.
/// `unmarkText()` commits the composition as it is. Editors report the insertion point's
/// rectangle to a backend that places the input method's candidate window
/// (`InputMethodCaretFollowing`) whenever they draw it.
@MainActor
protocol MarkedTextEditing: TextEditing {
    /// The composition's state (one stored property per editor).
    var marked: MarkedTextState { get set }
    /// Redraws and scrolls after the marked text changed.
    func markedTextDidChange()
}

extension MarkedTextEditing {
    /// The marked range if it still fits the text (setting `text` in code may have cut it).
    var validMarkedRange: Range<Int>? {
        guard let range = marked.range, range.upperBound <= textStorage.count else { return nil }
        return range
    }

    /// `setMarkedText(_:selectedRange:)`: replaces the composition (or the selection) with
    /// `text`, marked, and selects `selectedRange` (UTF-16 offsets into `text`) inside it. Nil or
    /// empty text removes the composition.
    func setMarkedTextByInputMethod(_ text: String?, selectedRange: NSRange) {
        let text = text ?? ""
        let existing = validMarkedRange
        guard existing != nil || !text.isEmpty else { return }
        let target = (existing ?? selection.range).clamped(to: 0 ..< textStorage.count)
        textStorage.replaceSubrange(stringRange(of: target), with: text)
        let start = target.lowerBound
        marked.range = text.isEmpty ? nil : start ..< start + text.count
        let inner = Self.characterRange(ofUTF16: selectedRange, in: text)
        selection = TextSelection(start + inner.lowerBound ..< start + inner.upperBound)
        typingUndoOpen = false
        markedTextDidChange()
    }

    /// Takes the composition out of the text (no edit, no undo), leaving the insertion point
    /// where it was; returns it and its start, or nil when there is none.
    @discardableResult
    func takeMarkedText() -> (text: String, start: Int)? {
        defer { marked.range = nil }
        guard let range = validMarkedRange else { return nil }
        let indices = stringRange(of: range)
        let text = String(textStorage[indices])
        textStorage.removeSubrange(indices)
        selection = TextSelection(caret: range.lowerBound)
        return (text, range.lowerBound)
    }

    /// `unmarkText()`: the composition stays, committed as a user edit.
    func unmarkTextByInputMethod() {
        guard let (text, start) = takeMarkedText() else { return }
        markedTextDidChange()
        userReplace(start ..< start, with: text, typing: true)
    }

    /// Before committed text is inserted: the composition goes, so the commit takes its place.
    func removeMarkedTextForCommit() {
        if takeMarkedText() != nil { markedTextDidChange() }
    }

    /// The `UITextInput` range for character offsets.
    func textRange(_ range: Range<Int>) -> UITextRange { TextOffsetRange(range.clamped(to: 0 ..< textStorage.count)) }

    /// A position's character offset, clamped to the text; 0 for positions of other inputs.
    func characterOffset(of position: UITextPosition) -> Int {
        min(max((position as? TextOffsetPosition)?.offset ?? 0, 0), textStorage.count)
    }

    /// Tells a backend that places the input method's candidate window where the insertion
    /// point is: `rect` in the editor's coordinates (R35.9).
    func reportCaretToInputMethod(_ rect: CGRect) {
        guard let follower = UIApplication.shared.backend as? any InputMethodCaretFollowing,
              let window = (self as? UIView)?.window, let id = window.windowID,
              let view = self as? UIView else { return }
        follower.inputMethodCaretDidMove(to: view.convert(rect, to: window), in: id)
    }

    /// `range` (UTF-16 offsets into `text`) as Character offsets, clamped.
    static func characterRange(ofUTF16 range: NSRange, in text: String) -> Range<Int> {
        func offset(_ utf16: Int) -> Int {
            var total = 0, count = 0
            for character in text {
                let next = total + character.utf16.count
                if next > utf16 { break }
                total = next
                count += 1
            }
            return count
        }
        let start = offset(max(0, range.location))
        return start ..< max(start, offset(max(0, range.location) + max(0, range.length)))
    }
}
