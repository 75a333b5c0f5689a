import Foundation

/// A position in a text input's document (UIKit's abstract class). XUIKit's editors hand out
/// positions that count characters (grapheme clusters) from the start of the text.
@preconcurrency @MainActor
open class UITextPosition {
    /// A position; subclasses say where.
    public init() {}
}

/// A range in a text input's document, between two positions (UIKit's abstract class).
@preconcurrency @MainActor
open class UITextRange {
    /// A range; subclasses say where.
    public init() {}
    /// The start; XUIKit's editors' ranges answer their own, this one the start of nothing.
    open var start: UITextPosition { UITextPosition() }
    /// The end.
    open var end: UITextPosition { UITextPosition() }
    /// Whether the range holds no text.
    open var isEmpty: Bool { true }
}

/// XUIKit's editors' positions: a character offset.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// XUIKit's editors' ranges: character offsets.
final class TextOffsetRange: UITextRange {
    let range: Range<Int>
    init(_ range: Range<Int>) { self.range = range }
    override var start: UITextPosition { TextOffsetPosition(range.lowerBound) }
    override var end: UITextPosition { TextOffsetPosition(range.upperBound) }
    override var isEmpty: Bool { range.isEmpty }
}

/// The part of UIKit's `UITextInput` an input method needs (R35.7–R35.9): marked text (the
/// composition an input method shows before it commits), the selection as a range, and where
/// text is on screen. `UITextField` and `UITextView` adopt it; the X11 input method reaches the
/// first responder through it.
///
/// Not there: tokenizers, writing direction, dictation, `inputDelegate`, geometry beyond the
/// caret and first rectangles.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The selected text's range; setting it selects.
    var selectedTextRange: UITextRange? { get set }
    /// The marked text's range, or nil when nothing is being composed.
    var markedTextRange: UITextRange? { get }
    /// Attributes the marked text is drawn with; nil: underlined in the text colour.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or, with none, the selection) with `markedText`, marked, and
    /// selects `selectedRange` inside it (UTF-16 offsets). Nil or empty text ends the marking
    /// and removes the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Keeps the marked text as ordinary text: the composition is committed as it is.
    func unmarkText()
    /// The start of the text.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the text.
    var endOfDocument: UITextPosition { get }
    /// The text in `range`.
    func text(in range: UITextRange) -> String?
    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`, or nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// How many characters lie from `from` to `toPosition`.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The insertion point's rectangle at `position`, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The rectangle of the first line of `range`, in the view's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
}
