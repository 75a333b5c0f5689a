import Foundation

/// `UITextInput` for the field: marked text from an input method (R35.7–R35.9), shared with
/// `UITextView` in Text/Editing/TextEditing+MarkedText.swift.
extension UITextField: UITextInput, MarkedTextEditing {
    /// The selection; setting it selects (ranges of other inputs are ignored).
    public var selectedTextRange: UITextRange? {
        get { textRange(selection.range) }
        set { if let range = newValue as? TextOffsetRange { userSelect(TextSelection(range.range)) } }
    }

    /// The composition's range, or nil.
    public var markedTextRange: UITextRange? { validMarkedRange.map(textRange) }

    /// Attributes for the marked text; nil draws it underlined in the text colour.
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { marked.style }
        set { marked.style = newValue }
    }

    /// Replaces the composition (line breaks become spaces, as in all of a field's text).
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        setMarkedTextByInputMethod(markedText.map(Self.singleLine), selectedRange: selectedRange)
    }

    /// Commits the composition as it is.
    public func unmarkText() { unmarkTextByInputMethod() }

    /// Offset 0.
    public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    /// The offset after the last character.
    public var endOfDocument: UITextPosition { TextOffsetPosition(textStorage.count) }

    /// The characters of `range`.
    public func text(in range: UITextRange) -> String? {
        guard let range = range as? TextOffsetRange else { return nil }
        return String(textStorage[stringRange(of: range.range)])
    }

    /// The range between two positions, in either order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let a = characterOffset(of: fromPosition), b = characterOffset(of: toPosition)
        return textRange(min(a, b) ..< max(a, b))
    }

    /// The position `offset` characters on, or nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = characterOffset(of: position) + offset
        return (0 ... textStorage.count).contains(target) ? TextOffsetPosition(target) : nil
    }

    /// Characters from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        characterOffset(of: toPosition) - characterOffset(of: from)
    }

    /// The insertion point at `position`, 2 pt wide, a line high, in the field's coordinates.
    public func caretRect(for position: UITextPosition) -> CGRect {
        caretRect(atCharacter: characterOffset(of: position))
    }

    /// From the range's start to its end on the field's one line.
    public func firstRect(for range: UITextRange) -> CGRect {
        guard let range = range as? TextOffsetRange else { return .null }
        let start = caretRect(atCharacter: range.range.lowerBound), end = caretRect(atCharacter: range.range.upperBound)
        return CGRect(x: min(start.minX, end.minX), y: start.minY, width: abs(end.minX - start.minX), height: start.height)
    }

    func markedTextDidChange() {
        scrollToInsertionPoint()
        restartCaretBlink()
        setNeedsDisplay()
    }
}
