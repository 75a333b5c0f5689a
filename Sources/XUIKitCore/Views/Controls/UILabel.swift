import Foundation

/// A view that draws one or more lines of read-only text, laid out by the text engine (Pango):
/// shaped, in any script, wrapped or truncated as `lineBreakMode` says.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; setting it drops `attributedText`'s attributes.
    open var text: String? {
        didSet {
            let hadAttributes = attributedStorage != nil
            attributedStorage = nil
            if text != oldValue || hadAttributes { contentDidChange() }
        }
    }
    private var attributedStorage: NSAttributedString?
    /// The plain-text layout `textBlock` gave last, and what it was asked for.
    private var lastBlock: LastBlock?

    /// The text with attributes (fonts, colours, underline, kerning, paragraph style). Reading it
    /// without having set it gives `text` in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font ?? .defaultTextFont,
                                                                 .foregroundColor: textColor ?? .label])
        }
        set {
            text = newValue?.string
            attributedStorage = newValue
            contentDidChange()
        }
    }
    /// The font; 17 pt system font by default.
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// The text colour; `.label` by default.
    open var textColor: UIColor! = .label { didSet { if textColor !== oldValue { setNeedsRecolor() } } }
    /// How lines line up; `.natural` (left, or right for right-to-left text) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 means as many as needed. 1 by default.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }
    /// How text that does not fit wraps or is cut; `.byTruncatingTail` by default ("…" at the end
    /// of the last line that fits).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { contentDidChange() } }
    /// Whether a one-line label shrinks its font (down to `minimumScaleFactor`) so the text fits
    /// the width; false by default.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` shrinks to; 0 (the
    /// default) means the font size itself, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The width a multi-line label wraps at when it reports its `intrinsicContentSize`; 0 (the
    /// default) wraps nowhere: each paragraph is one line.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Drawn with `isEnabled` false in a dimmed colour.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsRecolor() } } }
    /// The text colour while `isHighlighted`; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsRecolor() } } }
    /// Whether the label draws in `highlightedTextColor`.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsRecolor() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // R6.8
        isOpaque = false
        renderCache.keepsDrawing = true    // R27.17
    }

    /// Archives are not supported: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// A button's title label passes the change on: the button's size follows its title's.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        if let button = superview as? UIButton, button.titleLabel === self { button.invalidateIntrinsicContentSize() }
    }

    /// The text's colour changed, nothing else: kept coverage is painted in the new colour, kept
    /// pixels are drawn again (R27.17).
    private func setNeedsRecolor() { setNeedsDisplay(bounds, keepingCoverage: true) }

    /// Whether the label's drawing is its text's coverage in one colour: a label of class
    /// `UILabel` itself (no overridden drawing) with plain text and no colour glyphs (emoji).
    var drawsCoverage: Bool {
        guard ObjectIdentifier(type(of: self)) == ObjectIdentifier(UILabel.self), attributedStorage == nil, let text else { return false }
        return !text.unicodeScalars.contains { $0.value >= 0x2300 && ($0.properties.isEmojiPresentation || $0.value == 0xFE0F) }
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

    /// Draws the text through `drawText(in:)` with the whole bounds, as UIKit's label does, so a
    /// subclass that insets the rectangle there (a padding label) moves the text (R17.5).
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the text in `rect`, centred vertically. Override to change where the text goes
    /// (`super.drawText(in: rect.inset(by: padding))`); `draw(_:)` calls it (R17.5).
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawText(in: rect, color: drawnTextColor, context: context)
    }

    /// The colour the text is drawn in now: `highlightedTextColor` while highlighted (when set),
    /// else `textColor`, at 40 % of its alpha while not enabled.
    var drawnTextColor: UIColor {
        var color: UIColor = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        if !isEnabled { color = color.withAlphaComponent(color.alpha * 0.4) }
        return color
    }

    /// `drawText(in:)` in `color`: opaque black draws the text's coverage, which a label keeps
    /// apart from its colour (R27.17).
    func drawText(in rect: CGRect, color: UIColor, context: CGContext) {
        guard let text, !text.isEmpty else { return }
        let block = textBlock(width: rect.width, font: fittingFont)
        let top = rect.minY + ((rect.height - block.size.height) / 2).rounded(.down)
        var area = CGRect(x: rect.minX, y: top, width: rect.width, height: block.size.height)
        area.origin.x += Self.inkOverhangShift(ink: block.inkBounds.offsetBy(dx: block.origin(in: area).x - rect.minX, dy: 0), width: rect.width)
        block.draw(in: area, color: color, context: context)
    }

    /// R15.12: how far to move the text across so that glyph ink overhanging the bounds (at most
    /// 4 pt of it) is drawn inside: left when ink passes the right edge, right when it passes the
    /// left edge; nothing when both pass (the text is wider than the label).
    static func inkOverhangShift(ink: CGRect, width: CGFloat) -> CGFloat {
        guard !ink.isEmpty, ink.minX.isFinite, ink.maxX.isFinite else { return 0 }
        let right = ink.maxX - width, left = -ink.minX
        if right > 0, left <= 0 { return -min(right.rounded(.up), 4, ink.minX) }
        if left > 0, right <= 0 { return min(left.rounded(.up), 4, width - ink.maxX) }
        return 0
    }

    /// The rectangle the text takes in `bounds`: laid out at the bounds' width, cut to
    /// `numberOfLines` lines (0: as many as needed) and to the bounds' height, at the bounds'
    /// origin. `intrinsicContentSize` and `sizeThatFits(_:)` measure through it, so a subclass
    /// that overrides it to add padding grows (R17.5).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let width: CGFloat? = bounds.width >= Self.unlimitedExtent ? nil : bounds.width
        let size = textBlock(width: width, font: font ?? .defaultTextFont, maximumLines: numberOfLines).size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width.rounded(.up), bounds.width),
                      height: min(size.height.rounded(.up), bounds.height))
    }

    /// The width and height `intrinsicContentSize` offers `textRect(forBounds:limitedToNumberOfLines:)`
    /// when nothing limits the text.
    static let unlimitedExtent: CGFloat = 1_000_000

    /// Whether the font follows the user's preferred text size; false by default. The desktop has
    /// no text-size setting yet, so it is kept and changes nothing (R17.6).
    open var adjustsFontForContentSizeCategory = false
}

extension UILabel {
    /// The size of the text laid out at `width` (nil: unwrapped), whole points, measured through
    /// `textRect(forBounds:limitedToNumberOfLines:)`.
    func labelSize(wrappingAt width: CGFloat?) -> CGSize {
        let bounds = CGRect(x: 0, y: 0, width: width ?? Self.unlimitedExtent, height: Self.unlimitedExtent)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    /// The text laid out by the engine at `width` in `font` with the label's line settings, at most
    /// `maximumLines` lines (the label's `numberOfLines` unless given).
    func textBlock(width: CGFloat?, font: UIFont, maximumLines: Int? = nil) -> TextBlock {
        let options = TextBlock.Options(width: width, maximumLines: maximumLines ?? numberOfLines, lineBreakMode: lineBreakMode,
                                        alignment: resolvedTextAlignment(textAlignment))
        if let attributedStorage { return TextEngine.shared.block(for: attributedStorage, options: options) }
        let text = self.text ?? ""
        // A label redrawn unchanged asks for the same layout every frame: kept here, it is found
        // without hashing the text into the engine's cache (texts the engine caches only, so a
        // long text's layout is still let go as the engine decides).
        if let last = lastBlock, last.font === font, last.options == options, last.text == text { return last.block }
        let block = TextEngine.shared.block(for: text, font: font, options: options)
        lastBlock = text.utf8.count <= TextEngine.longestCachedText
            ? LastBlock(text: text, font: font, options: options, block: block) : nil
        return block
    }

    /// A layout and what it was asked for (a struct, not a tuple: copying a tuple of these goes
    /// through the runtime's generic value witnesses).
    private struct LastBlock {
        let text: String
        let font: UIFont
        let options: TextBlock.Options
        let block: TextBlock
    }

    /// The font drawn with: `font`, shrunk when `adjustsFontSizeToFitWidth` is on, the label has
    /// one line and the text is wider than the bounds (never below `minimumScaleFactor`).
    var fittingFont: UIFont {
        let font = self.font ?? .defaultTextFont
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              attributedStorage == nil, bounds.width > 0 else { return font }
        let natural = textBlock(width: nil, font: font).size.width
        guard natural > bounds.width else { return font }
        let factor = max(minimumScaleFactor, bounds.width / natural)
        // Whole tenths of a point, rounded down, so the text fits and the cache stays small.
        return font.withSize((font.pointSize * factor * 10).rounded(.down) / 10)
    }
}
