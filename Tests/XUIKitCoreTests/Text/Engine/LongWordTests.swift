import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 25: Pango 1.50 breaks a word wider than the line by shaping the rest of its run again
/// for every line, so wrapping one long word was quadratic (a 128 KB run of isolates: 8.6 s). Long
/// words are handed to Pango in pieces (R9.30). The times are printed; the bounds asserted are
/// ten times what the pieces take in a debug build, and a fraction of the time without them.
@MainActor
@Suite("Long words", .serialized)
struct LongWordTests {
    @Test("Words under 2 048 bytes are not cut; a longer one is cut in alternate pieces at character boundaries")
    func pieces() {
        #expect(TextBounds.longWordPieces(in: String(repeating: "word ", count: 10_000)).isEmpty)
        let word = String(repeating: "e\u{301}👍🏽x", count: 400)   // 4 800 bytes, 1 200 characters
        let text = "start " + word + " end"
        let pieces = TextBounds.longWordPieces(in: text)
        #expect(pieces.count >= 4)
        let boundaries = Set(TextBlock.byteOffsets(of: text))
        for piece in pieces {
            #expect(boundaries.contains(piece.lowerBound) && boundaries.contains(piece.upperBound), "\(piece)")
            #expect(piece.count < TextBounds.longWordPieceBytes + 16)
        }
        #expect(pieces.dropLast().allSatisfy { $0.count >= TextBounds.longWordPieceBytes })
        #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        #expect(pieces[0].lowerBound >= 6 + TextBounds.longWordPieceBytes)
    }

    @Test("A long word in pieces wraps into the same lines, the same size")
    func sameLines() {
        let word = String(repeating: "abcdefghij", count: 600)
        let options = TextBlock.Options(width: 300, maximumLines: 0, lineBreakMode: .byWordWrapping, alignment: .natural)
        let font = UIFont.systemFont(ofSize: 17)
        let pieces = TextBlock(text: word, font: font, attributes: nil, options: options)
        let limit = TextBounds.longWordBytes
        TextBounds.longWordBytes = .max
        defer { TextBounds.longWordBytes = limit }
        let whole = TextBlock(text: word, font: font, attributes: nil, options: options)
        #expect(pieces.lineCount == whole.lineCount && pieces.lineCount > 10)
        #expect(pieces.size == whole.size)
        for line in [0, 5, pieces.lineCount - 1] {
            #expect(pieces.characterRange(ofLine: line) == whole.characterRange(ofLine: line))
        }
    }

    /// The seconds `body` takes.
    func seconds(_ body: () -> Void) -> Double {
        let start = ProcessInfo.processInfo.systemUptime
        body()
        return ProcessInfo.processInfo.systemUptime - start
    }

    @Test("A label of one 128 KB unbreakable word lays out wrapped in well under a second's share")
    func longWord() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "abcdefghij", count: 12_800)
        var size = CGSize.zero
        let time = seconds { size = label.sizeThatFits(CGSize(width: 300, height: 0)) }
        print("128 KB word wrapped at 300 pt: \(String(format: "%.2f", time)) s")
        #expect(size.width <= 300 && size.height > 50_000)
        #expect(time < 5, "took \(time) s")
    }

    @Test("A label of 128 KB of isolates around letters lays out wrapped in well under a second's share")
    func isolates() {
        let saved = Diagnostics.handler
        Diagnostics.handler = { _ in }
        defer { Diagnostics.handler = saved }
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "\u{2067}ab\u{2069}", count: 16_000)
        var size = CGSize.zero
        let time = seconds { size = label.sizeThatFits(CGSize(width: 300, height: 0)) }
        print("128 KB of isolates wrapped at 300 pt: \(String(format: "%.2f", time)) s")
        #expect(size.width <= 300 && size.height > 10_000)
        #expect(time < 5, "took \(time) s")
    }
}
