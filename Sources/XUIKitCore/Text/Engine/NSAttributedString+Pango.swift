import CPango
import Foundation

/// An attributed string's attributes as Pango attributes. `NSRange`s count UTF-16 code units;
/// Pango counts UTF-8 bytes: `utf8Offsets` maps one to the other.
extension NSAttributedString {
    /// A new `PangoAttrList` (the caller unrefs it) with the string's attributes.
    @MainActor
    func pangoAttributes() -> OpaquePointer {
        let list = pango_attr_list_new()!
        let offsets = Self.utf8Offsets(of: string)
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let start = UInt32(offsets[min(range.location, offsets.count - 1)])
            let end = UInt32(offsets[min(range.location + range.length, offsets.count - 1)])
            for attribute in Self.pangoAttributes(for: attributes) {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
        }
        return list
    }

    /// The Pango attributes for one run's attributes.
    @MainActor
    private static func pangoAttributes(for attributes: [NSAttributedString.Key: Any]) -> [UnsafeMutablePointer<PangoAttribute>] {
        var result: [UnsafeMutablePointer<PangoAttribute>] = []
        if let font = attributes[.font] as? UIFont {
            result.append(pango_attr_font_desc_new(TextEngine.shared.description(of: font)))
            if font.usesMonospacedDigits { result.append(pango_attr_font_features_new("tnum")) }
        }
        var foreground = attributes[.foregroundColor] as? UIColor
        if attributes[.link] != nil {
            foreground = foreground ?? .systemBlue
            result.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
        }
        if let foreground {
            let (r, g, b, a) = foreground.pango16
            result.append(pango_attr_foreground_new(r, g, b))
            result.append(pango_attr_foreground_alpha_new(a))
        }
        if let background = attributes[.backgroundColor] as? UIColor {
            let (r, g, b, a) = background.pango16
            result.append(pango_attr_background_new(r, g, b))
            result.append(pango_attr_background_alpha_new(a))
        }
        let underline = styleBits(attributes[.underlineStyle])
        if underline != 0 {
            result.append(pango_attr_underline_new(underline & NSUnderlineStyle.double.rawValue == NSUnderlineStyle.double.rawValue
                                                   ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
        }
        if styleBits(attributes[.strikethroughStyle]) != 0 { result.append(pango_attr_strikethrough_new(1)) }
        if let kern = number(attributes[.kern]), kern != 0 {
            result.append(pango_attr_letter_spacing_new(Int32(kern * CGFloat(PANGO_SCALE))))
        }
        return result
    }

    private static func styleBits(_ value: Any?) -> Int {
        if let style = value as? NSUnderlineStyle { return style.rawValue }
        return number(value).map { Int($0) } ?? 0
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// The paragraph style at the first character (or the default).
    var leadingParagraphStyle: NSParagraphStyle {
        guard length > 0 else { return .default }
        return attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle ?? .default
    }

    /// Line spacing and first-line indent from the leading paragraph style.
    func applyParagraphStyle(to layout: OpaquePointer) {
        let style = leadingParagraphStyle
        pango_layout_set_spacing(layout, Int32(style.lineSpacing * CGFloat(PANGO_SCALE)))
        if style.firstLineHeadIndent != style.headIndent {
            pango_layout_set_indent(layout, Int32((style.firstLineHeadIndent - style.headIndent) * CGFloat(PANGO_SCALE)))
        }
    }

    /// `offsets[i]` is the UTF-8 byte offset of UTF-16 offset `i`; `utf16.count + 1` entries (the
    /// second half of a surrogate pair maps to its scalar's start).
    static func utf8Offsets(of text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var byte = 0
        for scalar in text.unicodeScalars {
            for _ in 0..<UTF16.width(scalar) { offsets.append(byte) }
            byte += UTF8.width(scalar)
        }
        offsets.append(byte)
        return offsets
    }
}

extension UIColor {
    /// The components as Pango's 16-bit values.
    var pango16: (UInt16, UInt16, UInt16, UInt16) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        func channel(_ value: CGFloat) -> UInt16 { UInt16(max(0, min(1, value)) * 65535) }
        return (channel(r), channel(g), channel(b), channel(a))
    }
}
