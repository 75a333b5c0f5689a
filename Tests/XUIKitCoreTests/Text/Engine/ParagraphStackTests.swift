import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A text view's text laid out paragraph by paragraph (R9.29): split, every position answers as
/// the one-layout text does, and the pixels are the same.
@MainActor
@Suite("Text laid out paragraph by paragraph", .serialized)
struct ParagraphStackTests {
    static let text = "First line, long enough to wrap at a narrow width.\n\nשלום עולם and more\r\nemoji 👍🏽 and e\u{301}\n"
    static let options = TextBlock.Options(width: 120, maximumLines: 0, lineBreakMode: .byWordWrapping, alignment: .natural)
    static let font = UIFont.systemFont(ofSize: 17)

    /// `text` split into paragraphs (the threshold lowered for the test).
    func splitStack(_ text: String = Self.text) -> ParagraphStack {
        let threshold = ParagraphStack.splitThreshold
        ParagraphStack.splitThreshold = 0
        defer { ParagraphStack.splitThreshold = threshold }
        return ParagraphStack(text: text, font: Self.font, attributes: nil, options: Self.options)
    }

    @Test("Paragraphs split at line feeds keep \"\\r\\n\" whole and count characters and UTF-16 units as the text does")
    func splitting() {
        let stack = splitStack()
        #expect(stack.paragraphs.count == 5)
        #expect(stack.characterCount == Self.text.count)
        #expect(stack.paragraphs.map(\.breakBytes) == [1, 1, 2, 1, 0])
        let last = stack.paragraphs[3]
        #expect(last.utf16Start + last.utf16Count + last.breakBytes == Self.text.utf16.count)
        let contents = stack.paragraphs.map { ParagraphStack.substring(of: Self.text, bytes: $0.byteStart, count: $0.byteCount) }
        #expect(contents == ["First line, long enough to wrap at a narrow width.", "", "שלום עולם and more", "emoji 👍🏽 and e\u{301}", ""])
    }

    @Test("Caret rectangles, hit-testing, line ends, vertical moves and selections match one layout of the same text")
    func positionsMatchOneLayout() {
        let stack = splitStack()
        let whole = TextBlock(text: Self.text, font: Self.font, attributes: nil, options: Self.options)
        #expect(stack.lineCount == whole.lineCount)   // lays every paragraph out: heights are real
        #expect(abs(stack.size.height - whole.size.height) < 0.01)
        for offset in 0 ... Self.text.count {
            let mine = stack.caretRect(atCharacter: offset), theirs = whole.caretRect(atCharacter: offset)
            #expect(abs(mine.minX - theirs.minX) < 0.01 && abs(mine.minY - theirs.minY) < 0.01, "caret \(offset)")
            let line = whole.characterRange(ofLine: whole.lineIndex(ofCharacter: offset))
            #expect(stack.lineRange(aroundCharacter: offset) == line, "line of \(offset)")
            for direction in [-1, 1] {
                #expect(stack.characterOffset(verticallyFrom: offset, direction: direction, x: 30)
                        == whole.characterOffset(verticallyFrom: offset, direction: direction, x: 30), "vertical \(offset) \(direction)")
            }
        }
        for y in stride(from: 1 as CGFloat, to: whole.size.height, by: 7) {
            for x in stride(from: -5 as CGFloat, to: 130, by: 11) {
                let point = CGPoint(x: x, y: y)
                let mine = stack.characterOffset(at: point), theirs = whole.characterOffset(at: point)
                // A one-line paragraph is hit-tested on its table of boundaries (the nearer one);
                // Pango's walk splits a cluster of several scalars (👍🏽) among them, so inside
                // such a character the two may pick its two sides.
                guard mine != theirs else { continue }
                let inside = Array(Self.text)[min(mine, theirs)].unicodeScalars.count > 1
                #expect(abs(mine - theirs) == 1 && inside, "hit \(point): \(mine) and \(theirs)")
            }
        }
        let selection = 10 ..< 60
        #expect(stack.selectionRects(selection).count >= whole.selectionRects(selection).count - 1)
        #expect(stack.selectionRects(selection).first == whole.selectionRects(selection).first)
    }

    @Test("Left and Right move across a line break between paragraphs")
    func visualMovesAcrossParagraphs() {
        let stack = splitStack("abc\ndef")
        #expect(stack.characterOffset(visuallyFrom: 3, direction: 1) == 4)
        #expect(stack.characterOffset(visuallyFrom: 4, direction: -1) == 3)
        #expect(stack.characterOffset(visuallyFrom: 7, direction: 1) == 7)
    }

    @Test("A text view draws a split text with the same pixels as one layout")
    func samePixels() {
        let harness = Harness()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 180))
        harness.window.addSubview(view)
        view.text = "Plain text that wraps over two lines.\n\nAnother paragraph\nshort\n"
        let area = CGRect(x: 0, y: 0, width: 200, height: 180)
        func pixels() -> [RGB] {
            harness.display()
            let surface = harness.window.surface!
            var all: [RGB] = []
            for y in 0 ..< Int(area.height) {
                for x in 0 ..< Int(area.width) {
                    let p = surface.pixel(x: x, y: y)
                    all.append(RGB(r: Int(p.red), g: Int(p.green), b: Int(p.blue)))
                }
            }
            return all
        }
        let oneLayout = pixels()
        #expect(view.textBlock.isSingleLayout)
        let threshold = ParagraphStack.splitThreshold
        ParagraphStack.splitThreshold = 0
        defer { ParagraphStack.splitThreshold = threshold }
        view.textDidChangeShape()
        #expect(!view.textBlock.isSingleLayout)
        let split = pixels()
        #expect(oneLayout.contains { !$0.isWhite })
        #expect(split == oneLayout, "\(zip(split, oneLayout).filter { $0 != $1 }.count) pixels differ")
    }

    @Test("Only what is asked for is laid out; estimates are replaced by real heights as paragraphs are laid out")
    func lazyLayout() {
        let line = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.\n"
        let stack = splitStack(String(repeating: line, count: 2_000))
        #expect(stack.paragraphs.count == 2_001)
        #expect(stack.layoutCount == 0)
        let estimated = stack.size.height
        let caret = stack.caretRect(atCharacter: stack.characterCount)
        #expect(stack.layoutCount == 1)
        #expect(abs(caret.maxY - stack.size.height) < 0.01)
        let drawn = stack.laidOutParagraphs(from: 1_000, to: 1_300)
        #expect(drawn.count < 20 && stack.layoutCount == 1 + drawn.count)
        #expect(drawn.allSatisfy { $0.top <= 1_300 })
        #expect(estimated > 0)
    }
}
