import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 25: a big paste into a text view was laid out as one Pango layout, and Pango 1.50 is
/// quadratic in paragraphs (1 MB of 80-byte lines: 24 s in a release build, 90 s in CI's debug
/// build). The text is now laid out paragraph by paragraph, only what is shown (R9.29). What
/// is asserted is the work handed to Pango; the time is printed.
@MainActor
@Suite("Long text in a text view", .serialized)
struct LongTextViewTests {
    static let line = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.\n"
    static let megabyte = String(repeating: line, count: 1_000_000 / line.utf8.count)

    /// A 300×200 text view, first responder, holding `megabyte` pasted after "ab".
    func pastedView(_ harness: Harness) -> (UITextView, seconds: Double, pangoBytes: Int) {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        harness.window.addSubview(view)
        view.text = "ab"
        view.becomeFirstResponder()
        harness.display()
        UIPasteboard.general.string = Self.megabyte
        let bytes = TextEngine.shared.laidOutBytes
        let start = ProcessInfo.processInfo.systemUptime
        view.paste(nil)
        harness.display()
        let seconds = ProcessInfo.processInfo.systemUptime - start
        return (view, seconds, TextEngine.shared.laidOutBytes - bytes)
    }

    @Test("A 1 MB paste of 12 000 lines hands Pango only the paragraphs around the insertion point, and shows it")
    func megabytePaste() {
        let harness = Harness()
        let (view, seconds, pangoBytes) = pastedView(harness)
        print("1 MB paste into UITextView (debug): \(String(format: "%.2f", seconds)) s, \(pangoBytes) bytes laid out")
        #expect(view.text == "ab" + Self.megabyte)
        #expect(view.selectedRange == NSRange(location: 2 + Self.megabyte.utf16.count, length: 0))
        #expect(pangoBytes < 16_000, "Pango laid out \(pangoBytes) bytes")
        let caret = view.caretRect(atCharacter: view.selection.active)
        #expect(caret.minY >= view.contentOffset.y - 0.5 && caret.maxY <= view.contentOffset.y + view.bounds.height + 0.5,
                "caret \(caret) outside \(view.bounds)")
        #expect(view.contentSize.height >= caret.maxY + view.textContainerInset.bottom - 0.5)
        let shown = CGRect(x: 5, y: 0, width: 290, height: 190)
        #expect(harness.ink(in: shown) { $0.r < 120 && $0.g < 120 && $0.b < 120 } != nil, "no text drawn")
    }

    @Test("In a long text, caret, hit-testing, Up and Down, Home and End and selection work across paragraphs")
    func positionsAcrossParagraphs() {
        let harness = Harness()
        let (view, _, _) = pastedView(harness)
        let block = view.textBlock
        #expect(!block.isSingleLayout && block.paragraphs.count > 12_000)
        // The end of line 500 ("ab" + 499 lines before it), then Down: the next paragraph's first line.
        let lineLength = Self.line.count
        let end = 2 + 500 * lineLength - 1
        #expect(block.lineRange(aroundCharacter: end).upperBound == end)
        let caret = block.caretRect(atCharacter: end)
        #expect(block.characterOffset(at: CGPoint(x: caret.minX, y: caret.midY)) == end)
        let below = block.characterOffset(verticallyFrom: end, direction: 1, x: 0)
        #expect(below == end + 1, "Down from a paragraph's last line goes to the start of the next, got \(below)")
        #expect(block.characterOffset(verticallyFrom: below, direction: -1, x: 0) < end)
        #expect(block.characterOffset(visuallyFrom: end, direction: 1) == end + 1)
        let rects = block.selectionRects(end - 5 ..< end + 5)
        #expect(rects.count == 3 && rects[2].minY > rects[0].minY, "\(rects)")
        // Select all, then draw: only the shown paragraphs are laid out for the highlight.
        let laidOut = block.layoutCount
        view.selectAll(nil)
        harness.display()
        #expect(view.selectedRange.length == view.text.utf16.count)
        #expect(view.textBlock.layoutCount - laidOut < 40)
        #expect(view.accessibilityValue == view.text)
    }

    @Test("Scrolled to the middle of a long text, the view draws the paragraphs there and a tap finds their characters")
    func scrollingIntoTheMiddle() {
        let harness = Harness()
        let (view, _, _) = pastedView(harness)
        let middle = view.contentSize.height / 2
        view.contentOffset = CGPoint(x: 0, y: middle)
        harness.display()
        let shown = CGRect(x: 5, y: 0, width: 290, height: 190)
        #expect(harness.ink(in: shown) { $0.r < 120 && $0.g < 120 && $0.b < 120 } != nil, "nothing drawn in the middle")
        // The character at the view's middle lies in a paragraph the view laid out near there.
        let point = CGPoint(x: 40, y: view.contentOffset.y + 100)
        let index = view.characterIndex(at: point)
        let caret = view.caretRect(atCharacter: index)
        #expect(abs(caret.midY - point.y) < 30, "caret \(caret) for a tap at \(point)")
        #expect(index > 1_000 && index < view.text.count - 1_000)
    }
}
