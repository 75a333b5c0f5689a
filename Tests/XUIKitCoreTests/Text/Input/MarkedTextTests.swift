import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// Marked text through the entry the X11 backend calls (`InputMethodComposition.update`), on the
/// headless backend (R35.7–R35.9).
@MainActor
@Suite("Input method marked text (§35, R35.7–R35.9)")
struct MarkedTextTests {
    private func compose(_ text: String, caret: Int, in harness: Harness) {
        InputMethodComposition.update(text, caret: caret, in: harness.window.windowID!)
    }

    @Test("R35.7: a composition is marked text at the insertion point, with the input method's caret inside it")
    func fieldComposition() {
        let fixture = FieldFixture()
        fixture.field.text = "ab"
        fixture.field.becomeFirstResponder()
        fixture.clearLog()
        compose("かな", caret: 1, in: fixture.harness)
        let marked = fixture.field.markedTextRange
        #expect(fixture.field.text == "abかな")
        #expect(marked.map { fixture.field.offset(from: fixture.field.beginningOfDocument, to: $0.start) } == 2)
        #expect(marked.flatMap { fixture.field.text(in: $0) } == "かな")
        #expect(fixture.field.selection == TextSelection(caret: 3), "the caret is one character into the composition")
        #expect(fixture.log.isEmpty, "composing is not a user edit: no delegate call, no event")

        compose("仮な", caret: 2, in: fixture.harness)
        #expect(fixture.field.text == "ab仮な")
        #expect(fixture.field.markedTextRange.flatMap { fixture.field.text(in: $0) } == "仮な")
    }

    @Test("R35.8: the commit replaces the composition as one user edit; an empty composition removes it")
    func fieldCommit() {
        let fixture = FieldFixture()
        fixture.field.text = "ab"
        fixture.field.becomeFirstResponder()
        compose("かな", caret: 2, in: fixture.harness)
        fixture.clearLog()
        fixture.field.insertText("仮名")
        #expect(fixture.field.text == "ab仮名")
        #expect(fixture.field.markedTextRange == nil)
        #expect(fixture.log == ["shouldChange", "editingChanged", "note.change"])
        #expect(fixture.delegate.changes.last.map { $0.0 == NSRange(location: 2, length: 0) && $0.1 == "仮名" } == true)
        fixture.field.undoManager?.undo()
        #expect(fixture.field.text == "ab", "undo returns to the text before the composition")

        compose("x", caret: 1, in: fixture.harness)
        compose("", caret: 0, in: fixture.harness)
        #expect(fixture.field.text == "ab")
        #expect(fixture.field.markedTextRange == nil)
    }

    @Test("R35.8: unmarkText keeps the composition as committed text")
    func unmark() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        compose("ü", caret: 1, in: fixture.harness)
        fixture.field.unmarkText()
        #expect(fixture.field.text == "ü")
        #expect(fixture.field.markedTextRange == nil)
        #expect(fixture.field.selection == TextSelection(caret: 1))
    }

    @Test("R35.8: marked text is drawn underlined in the field")
    func underline() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.textColor = .red
        harness.window.addSubview(field)
        field.becomeFirstResponder()
        let area = CGRect(x: 10, y: 10, width: 200, height: 34)
        let red: (RGB) -> Bool = { $0.r > 200 && $0.g < 80 && $0.b < 80 }
        compose("ooo", caret: 3, in: harness)
        let markedInk = harness.ink(in: area, where: red)
        field.unmarkText()
        let plainInk = harness.ink(in: area, where: red)
        #expect(markedInk != nil && plainInk != nil)
        if let markedInk, let plainInk {
            #expect(markedInk.maxY > plainInk.maxY, "the underline lies below the letters")
            #expect(markedInk.width >= plainInk.width - 1)
        }
    }

    @Test("R35.7, R35.8: a text view takes compositions and commits, line breaks kept")
    func textView() {
        let fixture = TextViewFixture()
        fixture.view.text = "one"
        fixture.view.becomeFirstResponder()
        compose("ab", caret: 2, in: fixture.harness)
        #expect(fixture.view.text == "oneab")
        #expect(fixture.view.markedTextRange.flatMap { fixture.view.text(in: $0) } == "ab")
        fixture.view.insertText("AB")
        #expect(fixture.view.text == "oneAB")
        #expect(fixture.view.markedTextRange == nil)
        #expect(fixture.view.caretRect(for: fixture.view.endOfDocument).minX > fixture.view.caretRect(for: fixture.view.beginningOfDocument).minX)
    }

    @Test("R35.9: positions and ranges: offsets, clamping and the first rectangle")
    func positions() {
        let fixture = FieldFixture()
        fixture.field.text = "hello"
        let field = fixture.field
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
        #expect(field.position(from: field.beginningOfDocument, offset: 6) == nil)
        let range = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 4)!,
                                    to: field.position(from: field.beginningOfDocument, offset: 1)!)!
        #expect(field.text(in: range) == "ell")
        let rect = field.firstRect(for: range)
        #expect(rect.width > 10 && rect.height > 10)
        field.selectedTextRange = range
        #expect(field.selection.range == 1 ..< 4)
    }
}
