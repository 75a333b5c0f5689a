import CCairo
import CPango
import Foundation

/// One piece of text laid out by Pango (a `PangoLayout`): its size, its lines and its drawing.
/// Made by `TextEngine`; read-only once made.
@MainActor
final class TextBlock {
    /// How text is laid out.
    struct Options: Hashable {
        /// The width lines wrap (or truncate) at; nil: each paragraph is one line.
        var width: CGFloat?
        /// The most lines shown; 0 means no limit.
        var maximumLines = 0
        /// How lines that do not fit break or are cut.
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How lines line up; `.natural` follows the text's direction.
        var alignment: NSTextAlignment = .natural
    }

    /// The text as laid out (after any truncation of whole lines Pango cannot ellipsize).
    private(set) var text: String
    let font: UIFont
    let options: Options
    let layout: OpaquePointer
    /// Whether the text's first strong character is right to left (Arabic, Hebrew).
    let isRightToLeft: Bool
    /// The size of the visible lines, in points (not rounded).
    private(set) var size: CGSize = .zero
    /// How many lines show (all, or `maximumLines`).
    private(set) var visibleLineCount = 0
    /// The distance from the top to the first line's baseline.
    private(set) var firstBaseline: CGFloat = 0
    /// The UTF-8 byte offset of every `Character` boundary: `text.count + 1` entries.
    private(set) lazy var characterByteOffsets: [Int] = Self.byteOffsets(of: text)
    /// Caret positions of a single left-to-right line, made on first use (nil otherwise).
    private(set) lazy var leftToRightBoundaryXs: [CGFloat]? = makeLeftToRightBoundaryXs()

    init(text: String, font: UIFont, attributes: NSAttributedString?, options: Options) {
        self.text = text
        self.font = font
        self.options = options
        let engine = TextEngine.shared
        engine.layoutCount += 1
        engine.laidOutBytes += text.utf8.count
        layout = pango_layout_new(engine.context)
        isRightToLeft = Self.startsRightToLeft(text)
        pango_layout_set_font_description(layout, engine.description(of: font))
        Self.setBoundedText(text, in: layout)
        let list = attributes?.pangoAttributes() ?? pango_attr_list_new()!
        var usesList = attributes != nil
        if font.usesMonospacedDigits {
            pango_attr_list_insert(list, pango_attr_font_features_new("tnum"))
            usesList = true
        }
        if TextLanguage.insertLanguage(for: text, into: list) { usesList = true }
        var chunks = TextBounds.ignorableChunks(in: text)
        if let width = options.width, width > 0 { chunks += TextBounds.longWordPieces(in: text) }   // R9.30
        if !chunks.isEmpty {
            TextBounds.insertChunkBreaks(chunks, into: list)
            usesList = true
        }
        if usesList { pango_layout_set_attributes(layout, list) }
        pango_attr_list_unref(list)
        attributes?.applyParagraphStyle(to: layout)
        configure()
        measure()
        truncateOverflowingParagraphs()
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    private var isTruncating: Bool {
        [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(options.lineBreakMode)
    }

    private func configure() {
        let singleClippedLine = options.maximumLines == 1 && options.lineBreakMode == .byClipping
        if let width = options.width, width > 0, !singleClippedLine {
            pango_layout_set_width(layout, Int32(min(width, 1_000_000) * CGFloat(PANGO_SCALE)))
            pango_layout_set_wrap(layout, options.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if isTruncating, options.maximumLines > 0 {
                pango_layout_set_ellipsize(layout, pangoEllipsize)
                pango_layout_set_height(layout, Int32(-options.maximumLines))
            }
        }
        pango_layout_set_alignment(layout, pangoAlignment)
        if options.alignment == .justified { pango_layout_set_justify(layout, 1) }
    }

    private var pangoEllipsize: PangoEllipsizeMode {
        switch options.lineBreakMode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        default: PANGO_ELLIPSIZE_NONE
        }
    }

    /// Pango flips left and right for a right-to-left paragraph (auto direction), so `.natural`
    /// is Pango's "left", and an explicit `.left` or `.right` is flipped back for such text.
    private var pangoAlignment: PangoAlignment {
        switch options.alignment {
        case .center: PANGO_ALIGN_CENTER
        case .left: isRightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .right: isRightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        case .natural, .justified: PANGO_ALIGN_LEFT
        }
    }

    /// Reads the visible lines' size and the first baseline. Widths and heights are summed in
    /// 64 bits: Pango's 32-bit extents wrap for a line longer than about 2 million points
    /// (R9.26), so long lines are measured glyph by glyph.
    private func measure() {
        let lineCount = Int(pango_layout_get_line_count(layout))
        visibleLineCount = options.maximumLines > 0 ? min(options.maximumLines, lineCount) : lineCount
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        let spacing = Int64(pango_layout_get_spacing(layout))
        var width: Int64 = 0, height: Int64 = 0
        for index in 0..<visibleLineCount {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            var lineWidth = Int64(logical.width)
            if let line = pango_layout_iter_get_line_readonly(iterator), line.pointee.length > Self.shortLineBytes {
                lineWidth = TextBounds.wideLineWidth(line)
            }
            width = max(width, lineWidth)
            height += Int64(logical.height) + (index > 0 ? spacing : 0)
            if index == 0 { firstBaseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE) }
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        size = CGSize(width: TextBounds.points(width), height: TextBounds.points(height))
    }

    /// Lines up to this many UTF-8 bytes cannot overflow Pango's units (at most 100 clusters of
    /// at most 2 em of 10 000 pt: 2 × 10⁹ < 2³¹); longer ones are measured glyph by glyph.
    static let shortLineBytes: Int32 = 100

    /// Hands `text` to Pango with the bidi controls beyond the limit made word joiners (R9.25).
    private static func setBoundedText(_ text: String, in layout: OpaquePointer) {
        let bounded = TextBounds.pangoText(for: text)
        if bounded.replaced > 0 { TextEngine.shared.reportBoundedBidi(bounded.replaced) }
        pango_layout_set_text(layout, bounded.text, -1)
    }

    /// Pango ellipsizes within a paragraph; when whole paragraphs fall below the line limit in
    /// tail-truncating mode, the last visible line gets the "…" instead.
    private func truncateOverflowingParagraphs() {
        guard options.lineBreakMode == .byTruncatingTail, options.maximumLines > 0, let width = options.width, width > 0,
              Int(pango_layout_get_line_count(layout)) > visibleLineCount,
              let line = pango_layout_get_line_readonly(layout, Int32(visibleLineCount - 1)) else { return }
        let end = Int(line.pointee.start_index + line.pointee.length)
        var kept = String(decoding: text.utf8.prefix(end), as: UTF8.self)
        while kept.last?.isNewline == true { kept.removeLast() }
        text = kept + "…"
        characterByteOffsets = Self.byteOffsets(of: text)
        Self.setBoundedText(text, in: layout)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(layout, Int32(-visibleLineCount))
        measure()
    }

    /// Whether Pango cut text and drew "…".
    var isEllipsized: Bool {
        pango_layout_is_ellipsized(layout) != 0 || text.hasSuffix("…") && options.lineBreakMode == .byTruncatingTail
    }

    /// How many characters Pango found no glyph for in any installed font (drawn as boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Where the layout's origin goes for drawing in `rect`: at its top left, moved across for
    /// an unwrapped line whose alignment Pango cannot apply without a width.
    func origin(in rect: CGRect) -> CGPoint {
        guard options.width == nil || options.maximumLines == 1 && options.lineBreakMode == .byClipping else {
            return rect.origin
        }
        let slack = rect.width - size.width
        let x: CGFloat
        switch options.alignment {
        case .center: x = rect.minX + slack / 2
        case .right: x = rect.maxX - size.width
        case .natural, .justified: x = isRightToLeft ? rect.minX + slack : rect.minX
        case .left: x = rect.minX
        }
        return CGPoint(x: rect.width > 0 ? x : rect.minX, y: rect.minY)
    }

    /// The glyphs' ink, in the layout's coordinates (drawn at `origin(in:)`); it may reach past
    /// the logical lines (a glyph's negative side bearing).
    var inkBounds: CGRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let scale = CGFloat(PANGO_SCALE)
        return CGRect(x: CGFloat(ink.x) / scale, y: CGFloat(ink.y) / scale, width: CGFloat(ink.width) / scale,
                      height: CGFloat(ink.height) / scale)
    }

    /// Draws the visible lines into `rect` (from its top) in `color` (the colour of text with no
    /// `.foregroundColor`), clipped below the last visible line.
    func draw(in rect: CGRect, color: UIColor, context: CGContext) {
        let cr = context.cairo
        cairo_save(cr)
        if visibleLineCount < Int(pango_layout_get_line_count(layout)) {
            cairo_rectangle(cr, -1e6, Double(rect.minY), 2e6, Double(size.height))
            cairo_clip(cr)
        }
        context.setSource(color)
        let origin = origin(in: rect)
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Whether the first letter of `text` belongs to a right-to-left script (Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko, …): the paragraph direction the Unicode bidi algorithm gives, as
    /// Pango lays the text out.
    static func startsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            return isRightToLeftScalar(scalar)
        }
        return false
    }

    /// Whether `scalar` is in a right-to-left script's block (Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko, Samaritan, Mandaic, their presentation forms, and the historic RTL scripts).
    static func isRightToLeftScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    static func byteOffsets(of text: String) -> [Int] {
        var offsets: [Int] = [0]
        offsets.reserveCapacity(text.utf8.count + 1)
        var total = 0
        for character in text {
            total += character.utf8.count
            offsets.append(total)
        }
        return offsets
    }
}
