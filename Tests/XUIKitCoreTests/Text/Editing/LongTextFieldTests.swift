import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 25: a big paste into a text field laid its whole line out (Pango shapes about 3 MB a
/// second; 1 MB took 0.65 s and 84 MiB in a release build, 10 MB 5–6 s and 940 MB). A line
/// over 256 KB is now laid out in pieces, only those shown (R9.31). What is asserted is the work
/// handed to Pango; the time is printed.
@MainActor
@Suite("Long text in a text field", .serialized)
struct LongTextFieldTests {
    static let line = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.\n"
    static let megabyte = String(repeating: line, count: 1_000_000 / line.utf8.count)

    @Test("Pasting turns every kind of line break into one space, \"\\r\\n\" included, as mapping characters did")
    func singleLine() {
        let text = "a\nb\r\nc\rd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i\n\u{301}j é👍🏽"
        let expected = String(text.map { $0.isNewline ? " " : $0 })
        #expect(UITextField.singleLine(text) == expected)
        #expect(UITextField.singleLine("no breaks é") == "no breaks é")
    }

    @Test("A 1 MB paste into a text field hands Pango only the pieces around the insertion point, and shows it")
    func megabytePaste() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.borderStyle = .none
        harness.window.addSubview(field)
        field.text = "ab"
        field.becomeFirstResponder()
        harness.display()
        UIPasteboard.general.string = Self.megabyte
        let bytes = TextEngine.shared.laidOutBytes
        let start = ProcessInfo.processInfo.systemUptime
        field.paste(nil)
        harness.display()
        let seconds = ProcessInfo.processInfo.systemUptime - start
        let pangoBytes = TextEngine.shared.laidOutBytes - bytes
        print("1 MB paste into UITextField (debug): \(String(format: "%.2f", seconds)) s, \(pangoBytes) bytes laid out")
        #expect(field.text == "ab" + Self.megabyte.replacingOccurrences(of: "\n", with: " "))
        #expect(pangoBytes < 16_000, "Pango laid out \(pangoBytes) bytes")
        let strip = field.displayedBlock as? LineStrip
        #expect(strip != nil)
        let caretX = field.displayedBlock.caretX(atCharacter: field.selection.active) - field.scrollOffset
        #expect(caretX >= 0 && caretX <= field.editingRect(forBounds: field.bounds).width + 0.5, "caret at \(caretX)")
        #expect(harness.ink(in: CGRect(x: 10, y: 10, width: 300, height: 34)) { $0.r < 120 && $0.g < 120 && $0.b < 120 } != nil)
        // Select all and draw: nothing more is laid out than what shows.
        let laidOut = strip?.layoutCount ?? 0
        field.selectAll(nil)
        harness.display()
        #expect((strip?.layoutCount ?? 0) - laidOut < 8)
    }

    @Test("A line in pieces places the caret, hit-tests and moves Left as the whole line does")
    func piecesMatchWholeLine() {
        let text = String(repeating: "Pack my box with five dozen liquor jugs. ", count: 100)   // 4 100 bytes
        let font = UIFont.systemFont(ofSize: 17)
        let strip = LineStrip(text: text, font: font)
        let whole = TextBlock(text: text, font: font, attributes: nil, options: TextBlock.Options())
        #expect(strip.pieces.count >= 4 && strip.characterCount == text.count)
        for index in strip.pieces.indices { _ = strip.block(at: index) }
        #expect(abs(strip.size.width - whole.size.width) < 1)
        for offset in stride(from: 0, through: text.count, by: 37) {
            #expect(abs(strip.caretX(atCharacter: offset) - whole.caretX(atCharacter: offset)) < 1, "caret \(offset)")
            let x = whole.caretX(atCharacter: offset) + 2
            #expect(abs(strip.characterOffset(at: CGPoint(x: x, y: 5)) - whole.characterOffset(at: CGPoint(x: x, y: 5))) <= 1)
        }
        let boundary = strip.pieces[1].characterStart
        #expect(strip.characterOffset(visuallyFrom: boundary, direction: -1) == boundary - 1)
        #expect(strip.characterOffset(visuallyFrom: boundary - 1, direction: 1) == boundary)
        #expect(strip.selectionSpans(0 ..< text.count).count == 1)
    }
}
