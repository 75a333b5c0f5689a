import Foundation

/// How a `CATextLayer` lines its text up.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// By the text's direction: left for left-to-right text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Against the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Against the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Wrapped lines fill the width; the last line as `.natural`.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a `CATextLayer` cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut: text beyond the bounds is clipped (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// "…" replaces the start of the last line that fits.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// "…" replaces the end of the last line that fits.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// "…" replaces the middle of the last line that fits.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string or an attributed string from the top of its bounds, laid out by
/// the Pango text engine as `UILabel`'s text is (R29.12–R29.15).
///
/// ```swift
/// let badge = CATextLayer()
/// badge.string = "3"
/// badge.fontSize = 13
/// badge.alignmentMode = .center
/// badge.frame = CGRect(x: 0, y: 0, width: 20, height: 18)
/// ```
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (whose own fonts and colours are used);
    /// nil by default.
    open var string: Any? { didSet { layerValueChanged("string", from: oldValue) } }
    /// The font of a plain `string`: a `UIFont` (its face; the size is `fontSize`) or a font
    /// name; nil (Helvetica, or the system font where Helvetica is not installed) by default.
    open var font: Any? { didSet { layerValueChanged("font", from: oldValue) } }
    /// The size of a plain `string`'s font, in points; 36 by default. Animatable.
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { layerValueChanged("fontSize", from: oldValue) } } }
    /// The colour of a plain `string`; opaque white by default. Animatable.
    open var foregroundColor: CGColor? = UIColor.white {
        didSet { if foregroundColor != oldValue { layerValueChanged("foregroundColor", from: oldValue) } }
    }
    /// Whether lines wrap at the bounds' width; false by default.
    open var isWrapped = false { didSet { if isWrapped != oldValue { layerValueChanged("wrapped", from: oldValue) } } }
    /// How text that does not fit is cut; `.none` by default.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { if truncationMode != oldValue { layerValueChanged("truncationMode", from: oldValue) } }
    }
    /// How lines line up in the bounds; `.natural` by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { if alignmentMode != oldValue { layerValueChanged("alignmentMode", from: oldValue) } }
    }
    /// Stored for code that sets it; XUIKit draws text as vectors at the context's resolution.
    open var allowsFontSubpixelQuantization = false

    /// Creates a text layer with no text.
    public override init() { super.init() }

    /// A copy of `layer`'s values, and its text settings when it is a `CATextLayer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    /// XUIKit does not load layers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    override class func makeInstance() -> CALayer { CATextLayer() }

    override func makePresentationCopy() -> CALayer { CATextLayer(layer: self) }

    /// The value of `fontSize`, `foregroundColor`, `string`, `font` or a `CALayer` key.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "fontSize": return fontSize
        case "foregroundColor": return foregroundColor
        case "string": return string
        case "font": return font
        default: return super.value(forKey: key)
        }
    }

    /// Sets `fontSize`, `foregroundColor`, `string`, `font` or a `CALayer` key.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "fontSize": if let v = LayerValue.number(value, key) { fontSize = v }
        case "foregroundColor": if let v: CGColor? = LayerValue.optional(value, key) { foregroundColor = v }
        case "string": string = value
        case "font": font = value
        default: super.setValue(value, forKey: key)
        }
    }

    override func drawLayerContent(in context: CGContext) {
        let rect = bounds
        guard rect.width > 0, rect.height > 0, let block = textBlock(width: rect.width, height: rect.height) else { return }
        context.saveGState()
        context.clip(to: rect)
        block.draw(in: rect, color: foregroundColor ?? .clear, context: context)
        context.restoreGState()
    }

    /// The font a plain `string` is drawn in (R29.13).
    var resolvedFont: UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        switch font {
        case let font as UIFont: return font.withSize(size)
        case let name as String: return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        default: return UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size)
        }
    }

    /// The laid-out text for bounds `width` × `height`; nil when there is no text.
    func textBlock(width: CGFloat, height: CGFloat) -> TextBlock? {
        var options = TextBlock.Options()
        options.alignment = switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
        let truncation: NSLineBreakMode? = switch truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: nil
        }
        options.width = width
        if isWrapped {
            options.lineBreakMode = truncation ?? .byWordWrapping
            if truncation != nil { options.maximumLines = max(1, fittingLines(height: height)) }
        } else {
            // R29.14: one line per paragraph, clipped or cut at the width.
            options.lineBreakMode = truncation ?? .byClipping
            options.maximumLines = 1
        }
        let engine = TextEngine.shared
        switch string {
        case let attributed as NSAttributedString:
            return attributed.length > 0 ? engine.block(for: attributed, options: options) : nil
        case let text as String:
            return text.isEmpty ? nil : engine.block(for: text, font: resolvedFont, options: options)
        case let other?:
            return engine.block(for: "\(other)", font: resolvedFont, options: options)
        default:
            return nil
        }
    }

    /// How many whole lines of the plain font fit in `height` (at least one).
    private func fittingLines(height: CGFloat) -> Int {
        let lineHeight = resolvedFont.lineHeight
        guard lineHeight > 0 else { return 1 }
        return Int((height / lineHeight).rounded(.down))
    }
}
