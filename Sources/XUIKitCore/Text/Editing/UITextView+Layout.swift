import Foundation

/// Laying the text out, sizing, scrolling to the insertion point, and drawing.
extension UITextView {
    /// The font in use: `font`, or the 17 pt system font.
    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// The width lines wrap at for a view `width` wide: less the insets and the line padding.
    func wrappingWidth(forViewWidth width: CGFloat) -> CGFloat {
        max(1, width - textContainerInset.left - textContainerInset.right - 2 * UITextView.lineFragmentPadding)
    }

    /// Where the layout's top left sits in the content.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + UITextView.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The text laid out at `width` (nil: unwrapped), with the attributes from `attributedText`:
    /// one layout, or paragraph by paragraph when it is long (R9.29).
    func makeBlock(width: CGFloat?) -> ParagraphStack {
        let options = TextBlock.Options(width: width, maximumLines: 0, lineBreakMode: .byWordWrapping,
                                        alignment: resolvedTextAlignment(textAlignment))
        let attributes = attributedStorage.flatMap { $0.string == textStorage ? $0 : nil }
        return ParagraphStack(text: textStorage, font: resolvedFont, attributes: attributes, options: options)
    }

    /// The text laid out at the view's width, kept until the text, font or width changes.
    var textBlock: ParagraphStack {
        let width = wrappingWidth(forViewWidth: bounds.width)
        if let cached = blockCache, cached.text == textStorage, cached.font == resolvedFont,
           cached.options.width == width, cached.options.alignment == textAlignment {
            return cached
        }
        let block = makeBlock(width: width)
        blockCache = block
        return block
    }

    /// The height of laid-out text, never less than one line of the font.
    func textHeight(of block: ParagraphStack) -> CGFloat {
        max(block.size.height, resolvedFont.lineHeight).rounded(.up)
    }

    /// After a change to the text, font, alignment or insets: lay out again, resize the content,
    /// redraw, and let Auto Layout ask for the new intrinsic size.
    func textDidChangeShape() {
        blockCache = nil
        updateContentGeometry()
        invalidateIntrinsicContentSize()
        contentView.setNeedsDisplay()
    }

    /// Sizes the content to the text: `contentSize` is the view's width by the text's height plus
    /// the insets; the drawing view covers at least the bounds.
    func updateContentGeometry() {
        let height = textHeight(of: textBlock) + textContainerInset.top + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(height, bounds.height))
        if contentView.frame != frame {
            contentView.frame = frame
            contentView.setNeedsDisplay()
        }
    }

    /// The size that shows all the text at `width` (nil: unwrapped), insets and padding included.
    func fittingSize(width: CGFloat?) -> CGSize {
        let block = width.map { $0 == bounds.width ? textBlock : makeBlock(width: wrappingWidth(forViewWidth: $0)) }
            ?? makeBlock(width: nil)
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * UITextView.lineFragmentPadding
        let naturalWidth = (block.size.width + horizontal).rounded(.up)
        return CGSize(width: width ?? naturalWidth,
                      height: textHeight(of: block) + textContainerInset.top + textContainerInset.bottom)
    }

    // MARK: - Positions

    /// The character boundary nearest to `point` in the content's coordinates.
    func characterIndex(at point: CGPoint) -> Int {
        let origin = textOrigin
        return textBlock.characterOffset(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    /// The insertion point before character `offset`, in the content's coordinates.
    func caretRect(atCharacter offset: Int) -> CGRect {
        let origin = textOrigin
        var rect = textBlock.caretRect(atCharacter: offset).offsetBy(dx: origin.x, dy: origin.y)
        if rect.height <= 0 { rect.size.height = resolvedFont.lineHeight }
        return rect
    }

    /// Scrolls the least distance that shows the insertion point (the selection's moving end),
    /// with the text container's inset above and below it (R9.22).
    func scrollToInsertionPoint() {
        textBlock.layOut(aroundCharacter: selection.active, reach: bounds.height)
        let caret = caretRect(atCharacter: selection.active)   // may correct an estimated height first
        updateContentGeometry()
        scrollRectToVisible(CGRect(x: caret.minX - 1, y: caret.minY - textContainerInset.top, width: 2,
                                   height: caret.height + textContainerInset.top + textContainerInset.bottom),
                            animated: false)
    }

    /// Scrolls the least distance that shows the characters in `range` (UTF-16 offsets): from the
    /// line of its start to the line of its end, or as much of that as fits from the top.
    public func scrollRangeToVisible(_ range: NSRange) {
        let characters = characterRange(ofUTF16: range)
        textBlock.layOut(aroundCharacter: characters.lowerBound, reach: bounds.height)
        let first = caretRect(atCharacter: characters.lowerBound), last = caretRect(atCharacter: characters.upperBound)
        updateContentGeometry()
        let rect = first.union(last)
        scrollRectToVisible(CGRect(x: rect.minX, y: rect.minY, width: max(rect.width, 1), height: rect.height),
                            animated: false)
    }

    // MARK: - Drawing

    /// Draws the selection, the text and (while first responder with an empty selection) the
    /// insertion point into the content view: only the paragraphs that reach into `rect`, the
    /// part being drawn (R9.29). Laying them out may correct their estimated heights; the content
    /// is then resized on the next layout pass.
    func drawContent(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let block = textBlock, origin = textOrigin
        let heightBefore = block.size.height
        if isFirstResponder, !selection.isEmpty {
            tintColor.withAlphaComponent(0.25).setFill()
            for selected in block.selectionRects(selection.range, from: rect.minY - origin.y, to: rect.maxY - origin.y) {
                UIRectFill(selected.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        block.draw(at: origin, visible: rect, color: textColor ?? .label, context: context)
        if let markedRange = validMarkedRange, !markedRange.isEmpty {
            // R35.8: the composition is underlined along the bottom of its lines.
            ((marked.style?[.foregroundColor] as? UIColor) ?? textColor ?? .label).setFill()
            for line in block.selectionRects(markedRange, from: rect.minY - origin.y, to: rect.maxY - origin.y) {
                UIRectFill(CGRect(x: line.minX + origin.x, y: (line.maxY + origin.y - 2).rounded(), width: line.width, height: 1))
            }
        }
        drawMisspellings(in: block, origin: origin, rect: rect)   // R38.5, R38.8
        if isFirstResponder, isEditable {
            reportCaretToInputMethod(convert(caretRect(atCharacter: selection.active), from: contentView))   // R35.9
        }
        if isFirstResponder, isEditable, selection.isEmpty {
            let caret = caretRect(atCharacter: selection.active)
            tintColor.setFill()
            UIRectFill(CGRect(x: (caret.minX - 1).rounded(), y: caret.minY, width: 2, height: caret.height))
        }
        if block.size.height != heightBefore { setNeedsLayout() }
    }
}

/// The view inside a `UITextView` that draws its text; it is the scroll view's content, so it
/// moves as the text scrolls.
@MainActor
final class UITextViewContent: UIView {
    weak var owner: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) { owner?.drawContent(in: rect) }
}
