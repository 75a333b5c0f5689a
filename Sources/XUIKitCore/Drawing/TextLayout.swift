import CCairo
import Foundation

/// How lines of text line up in their rectangle.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines fill the width; XUIKit draws them as `.left`.
    case justified
    /// The script's own direction; left to right in XUIKit, so `.left`.
    case natural
}

/// How text that does not fit is cut.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at any character; XUIKit wraps at words.
    case byCharWrapping
    /// Cut lines that do not fit; XUIKit wraps instead.
    case byClipping
    /// Replace the start of a long line with "…"; XUIKit wraps instead.
    case byTruncatingHead
    /// Replace the end of the last line that fits with "…".
    case byTruncatingTail
    /// Replace the middle of a long line with "…"; XUIKit wraps instead.
    case byTruncatingMiddle
}

extension NSAttributedString.Key {
    /// The `UIFont` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// Breaks text into lines that fit a width, and draws them.
@MainActor
struct TextLayout {
    let lines: [String]
    let font: UIFont
    let lineHeight: CGFloat

    /// Lays out `text`; with `width` nil every paragraph is one line. `maximumLines` 0 means no limit.
    init(text: String, font: UIFont, width: CGFloat?, maximumLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping) {
        self.font = font
        lineHeight = font.lineHeight
        let measurer = TextMeasurer.shared
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard let width, measurer.width(of: paragraph, font: font) > width else {
                result.append(paragraph)
                continue
            }
            result.append(contentsOf: TextLayout.wrap(paragraph, font: font, width: width))
        }
        if maximumLines > 0, result.count > maximumLines {
            var kept = Array(result.prefix(maximumLines))
            if lineBreakMode == .byTruncatingTail, let width {
                kept[kept.count - 1] = TextLayout.truncate(kept[kept.count - 1] + "…", font: font, width: width)
            }
            result = kept
        } else if maximumLines == 1, lineBreakMode == .byTruncatingTail, let width, let only = result.first,
                  measurer.width(of: only, font: font) > width {
            result = [TextLayout.truncate(only, font: font, width: width)]
        }
        lines = result
    }

    /// The size of the laid-out text.
    var size: CGSize {
        let measurer = TextMeasurer.shared
        let width = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: width.rounded(.up), height: (lineHeight * CGFloat(lines.count)).rounded(.up))
    }

    /// Draws the lines from the top of `rect`, aligned horizontally.
    func draw(in rect: CGRect, color: UIColor, alignment: NSTextAlignment, context: CGContext) {
        let cr = context.cairo
        let measurer = TextMeasurer.shared
        font.apply(to: cr)
        context.setSource(color)
        let ascent = font.ascender
        for (index, line) in lines.enumerated() {
            let width = measurer.width(of: line, font: font)
            let x: CGFloat
            switch alignment {
            case .center: x = rect.minX + (rect.width - width) / 2
            case .right: x = rect.maxX - width
            default: x = rect.minX
            }
            let baseline = rect.minY + CGFloat(index) * lineHeight + ascent
            cairo_move_to(cr, Double(x), Double(baseline))
            cairo_show_text(cr, line)
        }
        cairo_new_path(cr)
    }

    private static func wrap(_ paragraph: String, font: UIFont, width: CGFloat) -> [String] {
        let measurer = TextMeasurer.shared
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measurer.width(of: candidate, font: font) <= width || current.isEmpty && measurer.width(of: word, font: font) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            // A word longer than the line breaks by characters.
            var piece = ""
            for character in word {
                if measurer.width(of: piece + String(character), font: font) > width, !piece.isEmpty {
                    lines.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            current = piece
        }
        lines.append(current)
        return lines
    }

    private static func truncate(_ line: String, font: UIFont, width: CGFloat) -> String {
        let measurer = TextMeasurer.shared
        var text = line.hasSuffix("…") ? String(line.dropLast()) : line
        while !text.isEmpty, measurer.width(of: text + "…", font: font) > width { text.removeLast() }
        return text + "…"
    }
}

extension String {
    /// Draws the string with its top-left corner at `point`, in the current graphics context.
    /// Attributes: `.font` (default: 17 pt system font) and `.foregroundColor` (default black).
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (font, color) = String.fontAndColor(attributes)
        TextLayout(text: self, font: font, width: nil)
            .draw(in: CGRect(origin: point, size: .zero), color: color, alignment: .left, context: context)
    }

    /// Draws the string wrapped to the width of `rect`, from its top.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (font, color) = String.fontAndColor(attributes)
        context.saveGState()
        context.clip(to: rect)
        TextLayout(text: self, font: font, width: rect.width).draw(in: rect, color: color, alignment: .left, context: context)
        context.restoreGState()
    }

    /// The size the string takes on one line per paragraph.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout(text: self, font: String.fontAndColor(attributes).0, width: nil).size
    }

    @MainActor
    static func fontAndColor(_ attributes: [NSAttributedString.Key: Any]?) -> (UIFont, UIColor) {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: UIFont.systemFontSize)
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        return (font, color)
    }
}
