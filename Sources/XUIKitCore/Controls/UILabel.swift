import Foundation

/// A view that draws one or more lines of read-only text.
@MainActor
open class UILabel: UIView {
    open var text: String? { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The font; 17 pt system font by default.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 means as many as needed. 1 by default.
    open var numberOfLines = 1 { didSet { setNeedsDisplay() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsDisplay() } }
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

    private func layout(width: CGFloat?) -> TextLayout {
        TextLayout(text: text ?? "", font: font, width: numberOfLines == 1 ? nil : width,
                   maximumLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return layout(width: nil).size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = size.width > 0 && numberOfLines != 1 ? size.width : nil
        return layout(width: width).size
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
