import CCairo
import CPango
import Foundation

/// XUIKit's one text engine: every piece of text (labels, button titles, text fields,
/// `String.draw`, `NSAttributedString.draw`, `boundingRect`, `size(withAttributes:)`) is laid out
/// and drawn by Pango through Cairo.
///
/// How the pieces fit:
/// - `TextEngine` (this file) owns the one `PangoContext` every layout is made in (metrics not
///   hinted, so a measurement holds at any scale), the cache of Pango font descriptions per
///   `UIFont`, and a small cache of laid-out text keyed by text, font and options.
/// - `TextEngine+Fonts` answers font questions: which families and faces are installed, which
///   family the system font uses, font metrics (`UIFont.ascender`, `capHeight`, …).
/// - `TextBlock` is one laid-out piece of text (a `PangoLayout`): its size, line heights and
///   drawing; `TextBlock+Caret` maps Swift `Character` offsets to Pango's UTF-8 byte indexes and
///   answers caret positions, hit-testing and bidi-aware visual cursor movement.
/// - `TextBlock.Options` says how text is laid out: wrap width, line limit, `NSLineBreakMode`
///   (wrapping, clipping, truncating with "…"), `NSTextAlignment` (`.natural` follows the
///   paragraph's direction, so right-to-left text aligns right).
/// - Long text is laid out in parts, only what is shown: a text view's text paragraph by paragraph
///   (`ParagraphStack`), a text field's long line in pieces (`LineStrip`); a long word is shaped in
///   pieces when it wraps (`TextBounds.longWordPieces`). Pango 1.50 is quadratic in all three.
/// - `NSAttributedString+Pango` turns attributes (`.font`, colours, underline, strikethrough,
///   kerning, paragraph style) into a `PangoAttrList`.
/// Pango does the real work: HarfBuzz shapes each run, fontconfig falls back per character (CJK,
/// emoji, Arabic, Hebrew, Devanagari), the Unicode bidi algorithm orders mixed-direction text,
/// and Pango breaks lines and ellipsizes.
@MainActor
final class TextEngine {
    /// The engine every view uses. A static, not application state: it holds only caches of
    /// pure functions of their keys — Pango descriptions per font, metrics, laid-out text keyed by
    /// text, font and options — over the process's font map, so whichever app asks gets the same
    /// answer, and a fresh app loses nothing by sharing them.
    static let shared = TextEngine()

    /// The context layouts are made in: Pango's Cairo font map (fontconfig), metrics unhinted.
    let context: OpaquePointer
    private var descriptions: [UIFont: OpaquePointer] = [:]
    private var blocks: [BlockKey: TextBlock] = [:]
    var metricsCache: [UIFont: FontMetrics] = [:]
    /// How many laid-out texts the cache keeps before it starts over; a screen of labels fits.
    static let blockCacheLimit = 512
    /// The longest text (in UTF-8 bytes) the cache keeps.
    static let longestCachedText = 2048
    /// Longer texts laid out lately (a long label measured, then drawn at the same width), at
    /// most `longBlockLimit` of them and `longBlockBytes` of text in all: each is laid out once
    /// per font and options instead of once per `sizeThatFits` and draw.
    private var longBlocks: [(key: BlockKey, block: TextBlock)] = []
    static let longBlockLimit = 8
    static let longBlockBytes = 1 << 20
    /// How many long texts were laid out (not found in the cache): for tests of the cache.
    private(set) var longLayoutCount = 0
    /// How many layouts were made in all (every `TextBlock`): for tests that bound re-layout.
    var layoutCount = 0
    /// How many UTF-8 bytes of text were handed to Pango in all: for tests that bound the work of
    /// a big paste (R9.29).
    var laidOutBytes = 0
    /// The language of a Chinese, Japanese or Korean locale, or nil (see `TextLanguage`).
    let localeLanguage = TextLanguage.localeLanguage()
    private var lastReportedBidiOverflow = 0

    private init() {
        let fontMap = pango_cairo_font_map_get_default()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Sizes are absolute (UIKit points are device-independent pixels); 96 dpi is Pango's
        // default and only matters for sizes given in "points", which XUIKit never uses.
        pango_cairo_context_set_resolution(context, 96)
    }

    /// The Pango font description of `font` (owned by the engine; do not free).
    func description(of font: UIFont) -> OpaquePointer {
        if let known = descriptions[font] { return known }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.familyName)
        // R9.26: sizes beyond what FreeType and Pango's units hold lay out at the largest that fits.
        let size = min(font.pointSize, TextBounds.largestLaidOutFontSize)
        pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.pangoWeight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = description
        return description
    }

    /// The laid-out text for `text` in `font` with `options`, from the cache when the same text
    /// was laid out the same way before.
    func block(for text: String, font: UIFont, options: TextBlock.Options) -> TextBlock {
        let key = BlockKey(text: text, font: font, options: options)
        guard text.utf8.count <= Self.longestCachedText else { return longBlock(for: key) }
        if let known = blocks[key] { return known }
        let block = TextBlock(text: text, font: font, attributes: nil, options: options)
        remember(block, as: key)
        return block
    }

    /// The width of `text` on one line per paragraph in `font`.
    func width(of text: String, font: UIFont) -> CGFloat {
        block(for: text, font: font, options: TextBlock.Options()).size.width
    }

    /// Laid-out attributed text; not cached (attributed strings are not cheap to compare).
    func block(for attributed: NSAttributedString, options: TextBlock.Options) -> TextBlock {
        let font = attributed.length > 0
            ? attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? .defaultTextFont
            : .defaultTextFont
        return TextBlock(text: attributed.string, font: font, attributes: attributed, options: options)
    }

    /// A long text's layout from the few kept, or laid out now and kept when it is not too long.
    private func longBlock(for key: BlockKey) -> TextBlock {
        if let index = longBlocks.firstIndex(where: { $0.key == key }) {
            let found = longBlocks.remove(at: index)
            longBlocks.append(found)
            return found.block
        }
        longLayoutCount += 1
        let block = TextBlock(text: key.text, font: key.font, attributes: nil, options: key.options)
        let bytes = key.text.utf8.count
        guard bytes <= Self.longBlockBytes else { return block }
        longBlocks.append((key, block))
        var total = longBlocks.reduce(0) { $0 + $1.key.text.utf8.count }
        while longBlocks.count > Self.longBlockLimit || total > Self.longBlockBytes {
            total -= longBlocks.removeFirst().key.text.utf8.count
        }
        return block
    }

    /// Says once per size of overflow that a text's bidi controls beyond the limit are ignored.
    func reportBoundedBidi(_ replaced: Int) {
        guard replaced != lastReportedBidiOverflow else { return }
        lastReportedBidiOverflow = replaced
Diagnostics.report("text has \(replaced) bidi embedding, override or isolate controls beyond "
                           + "\(TextBounds.maximumBidiControls) in all or \(TextBounds.maximumBidiDepth) deep; "
                           + "they are laid out as word joiners (R9.25)")
    }

    private func remember(_ block: TextBlock, as key: BlockKey) {
        if blocks.count >= Self.blockCacheLimit { blocks.removeAll(keepingCapacity: true) }
        blocks[key] = block
    }

    private struct BlockKey: Hashable {
        let text: String
        let font: UIFont
        let options: TextBlock.Options
    }
}

extension UIFont {
    /// The font text uses when none is given: the 17 pt system font, as UIKit.
    static var defaultTextFont: UIFont { .systemFont(ofSize: UIFont.systemFontSize) }
}
