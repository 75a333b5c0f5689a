import Foundation

/// A view that draws one or more lines of read-only text.
@MainActor
open class UILabel: UIView {
    open var text: String? { didSet { if text != oldValue { contentDidChange() } } }
    /// The font; 17 pt system font by default.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 means as many as needed. 1 by default.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { contentDidChange() } }
    /// The width a multi-line label wraps at when it reports its `intrinsicContentSize`; 0 (the
    /// default) wraps nowhere: each paragraph is one line.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Drawn with `isEnabled` false in a dimmed colour.
    open var isEnabled = true { didSet { setNeedsDisplay() } }
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // R6.8
        isOpaque = false
    }

    public required init?(coder: NSCoder) { return nil }

    /// A button's title label passes the change on: the button's size follows its title's.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        if let button = superview as? UIButton, button.titleLabel === self { button.invalidateIntrinsicContentSize() }
    }

    private func contentDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text's size: one line per paragraph, or wrapped at `preferredMaxLayoutWidth` when the
    /// label has several lines and one is set, at most `numberOfLines` lines; zero with no text.
    open override var intrinsicContentSize: CGSize {
        labelSize(wrappingAt: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    /// The text's size wrapped at `size.width` for a multi-line label (a width of 0 wraps
    /// nowhere), as `intrinsicContentSize` with that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        labelSize(wrappingAt: numberOfLines != 1 && size.width > 0 ? size.width : nil)
    }

    /// Draws the text, centred vertically.
    open override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let laidOut = TextLayout(text: text, font: font, width: bounds.width, maximumLines: numberOfLines,
                                 lineBreakMode: lineBreakMode)
        let height = laidOut.lineHeight * CGFloat(laidOut.lines.count)
        let top = ((bounds.height - height) / 2).rounded(.down)
        var color: UIColor = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.4) }
        laidOut.draw(in: CGRect(x: 0, y: top, width: bounds.width, height: height),
                     color: color, alignment: textAlignment, context: context)
    }
}

extension UILabel {
    /// The size of the text laid out at `width` (nil: unwrapped), whole points.
    func labelSize(wrappingAt width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return TextLayout(text: text, font: font, width: width, maximumLines: numberOfLines,
                          lineBreakMode: lineBreakMode).size
    }
}
