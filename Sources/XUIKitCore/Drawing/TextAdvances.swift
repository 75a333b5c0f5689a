import Foundation

/// The cumulative advance widths of one line of text: where each character boundary lies, so a
/// point can be turned into a character index by binary search and a prefix's width read in
/// O(1).
///
/// Building the table measures each distinct character once (cairo's toy text API places glyphs
/// by their advances, with no kerning, so the width of a prefix is the sum of its characters'
/// advances). This is the one place text hit-testing asks the text engine; a shaping engine
/// (Pango's `xy_to_index`) would answer behind the same two functions.
@MainActor
final class TextAdvances {
    let text: String
    let font: UIFont
    /// `offsets[i]` is the width of the first `i` characters; `text.count + 1` entries.
    private let offsets: [CGFloat]

    init(text: String, font: UIFont) {
        self.text = text
        self.font = font
        offsets = Self.asciiOffsets(text, font: font) ?? Self.characterOffsets(text, font: font)
    }

    /// The fast path for ASCII text (one byte per character, except CR LF, which is one
    /// character): one table lookup per byte.
    private static func asciiOffsets(_ text: String, font: UIFont) -> [CGFloat]? {
        var widths = [CGFloat](repeating: -1, count: 128)
        var offsets: [CGFloat] = [0]
        offsets.reserveCapacity(text.utf8.count + 1)
        var total: CGFloat = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80, !(previous == 0x0D && byte == 0x0A) else { return nil }
            previous = byte
            var width = widths[Int(byte)]
            if width < 0 {
                width = TextMeasurer.shared.width(of: String(UnicodeScalar(byte)), font: font)
                widths[Int(byte)] = width
            }
            total += width
            offsets.append(total)
        }
        return offsets
    }

    private static func characterOffsets(_ text: String, font: UIFont) -> [CGFloat] {
        var widths: [Character: CGFloat] = [:]
        var offsets: [CGFloat] = [0]
        offsets.reserveCapacity(text.utf8.count + 1)
        var total: CGFloat = 0
        for character in text {
            let width: CGFloat
            if let known = widths[character] {
                width = known
            } else {
                width = TextMeasurer.shared.width(of: String(character), font: font)
                widths[character] = width
            }
            total += width
            offsets.append(total)
        }
        return offsets
    }

    /// Whether the table describes `text` in `font` (an unchanged string compares in O(1)).
    func describes(_ text: String, in font: UIFont) -> Bool {
        self.font == font && self.text == text
    }

    /// The width of the whole line.
    var totalWidth: CGFloat { offsets[offsets.count - 1] }

    /// The width of the first `count` characters (clamped to the text).
    func prefixWidth(_ count: Int) -> CGFloat {
        offsets[min(max(0, count), offsets.count - 1)]
    }

    /// The character boundary nearest to `x`, measured from the line's start; the earlier one
    /// on a tie. O(log n).
    func boundary(nearestTo x: CGFloat) -> Int {
        guard x.isFinite else { return x > 0 ? offsets.count - 1 : 0 }
        // The first boundary at or after x.
        var low = 0, high = offsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < x { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        return x - offsets[low - 1] <= offsets[low] - x ? low - 1 : low
    }
}
