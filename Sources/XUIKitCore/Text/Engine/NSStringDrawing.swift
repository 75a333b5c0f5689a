import Foundation

/// Options for `draw(with:options:context:)` and `boundingRect(with:options:context:)`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// UIKit's bits.
    public let rawValue: Int
    /// Options from UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out several lines from the rectangle's top (without it: one line per paragraph, and
    /// the rectangle's origin is the first baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line spacing; Pango's lines already include it.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' ink instead of their line boxes.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Put "…" at the end of the last line that fits in the rectangle's height.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a drawing or measuring call reports back: the bounds of what it laid out.
open class NSStringDrawingContext: NSObject {
    /// The smallest factor text may shrink by to fit; 0 (the default) does not shrink.
    open var minimumScaleFactor: CGFloat = 0
    /// The factor text was shrunk by in the last call; 1 when it was not.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text laid out by the last call.
    open internal(set) var totalBounds: CGRect = .zero
}

/// How attributed text lays out for the drawing and measuring calls: one shared path so
/// `size()`, `boundingRect` and `draw` agree.
extension NSAttributedString {
    @MainActor
    func textBlock(width: CGFloat?, height: CGFloat? = nil, truncate: Bool = false) -> TextBlock {
        let style = leadingParagraphStyle
        var options = TextBlock.Options(width: width, maximumLines: 0, lineBreakMode: style.lineBreakMode,
                                        alignment: style.alignment)
        if let width, truncate || [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(style.lineBreakMode),
           let height, height > 0 {
            // The lines that fit in the height; the last one truncated.
            let probe = TextEngine.shared.block(for: self, options: TextBlock.Options(width: width, alignment: style.alignment))
            let lineHeight = probe.size.height / CGFloat(max(1, probe.visibleLineCount))
            options.maximumLines = max(1, Int((height + 0.01) / max(lineHeight, 1)))
            if truncate, !options.lineBreakMode.isTruncating { options.lineBreakMode = .byTruncatingTail }
        }
        return TextEngine.shared.block(for: self, options: options)
    }

    /// The size of the text with each paragraph on one line.
    @preconcurrency @MainActor
    public func size() -> CGSize { textBlock(width: nil).size }

    /// Draws the text with its top-left corner at `point`, each paragraph on one line, in the
    /// current graphics context.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        textBlock(width: nil).draw(in: CGRect(origin: point, size: .zero), color: .black, context: context)
    }

    /// Draws the text wrapped to `rect`'s width from its top, clipped to `rect`.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        textBlock(width: rect.width, height: rect.height).draw(in: rect, color: .black, context: context)
        context.restoreGState()
    }

    /// Draws the text in `rect` as `options` say: with `.usesLineFragmentOrigin` wrapped from the
    /// top of `rect`, otherwise one line per paragraph with the first baseline at `rect`'s origin.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let (block, origin) = laidOut(in: rect, options: options)
        block.draw(in: CGRect(origin: origin, size: CGSize(width: rect.width, height: block.size.height)),
                   color: .black, context: graphics)
        context?.totalBounds = CGRect(origin: origin, size: block.size)
        context?.actualScaleFactor = 1
    }

    /// The rectangle the text takes when laid out in `size` as `options` say (see
    /// `draw(with:options:context:)`); fractional: round it up to lay out views.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext? = nil) -> CGRect {
        let (block, origin) = laidOut(in: CGRect(origin: .zero, size: size), options: options)
        let rect = CGRect(origin: origin, size: block.size)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    @MainActor
    private func laidOut(in rect: CGRect, options: NSStringDrawingOptions) -> (TextBlock, CGPoint) {
        guard options.contains(.usesLineFragmentOrigin) else {
            let block = textBlock(width: nil)
            return (block, CGPoint(x: rect.minX, y: rect.minY - block.firstBaseline))
        }
        let width = rect.width > 0 && rect.width < 1e6 ? rect.width : nil
        let height = rect.height > 0 && rect.height < 1e6 ? rect.height : nil
        return (textBlock(width: width, height: height, truncate: options.contains(.truncatesLastVisibleLine)), rect.origin)
    }
}

extension NSLineBreakMode {
    var isTruncating: Bool { [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(self) }
}
