import Foundation
import Testing
@testable import XUIKitCore

/// UITextField editing through the engine: grapheme steps, bidi caret movement, hit-testing,
/// and what a field shows when it is not editing.
@MainActor
@Suite("UITextField editing with Pango")
struct TextFieldGraphemeTests {
    func editingField(_ text: String, width: CGFloat = 200) -> FieldFixture {
        let fixture = FieldFixture(frame: CGRect(x: 10, y: 10, width: width, height: 34))
        fixture.field.font = UIFont(family: "DejaVu Sans", size: 17, weight: .regular)
        #expect(fixture.field.becomeFirstResponder())
        fixture.field.text = text
        return fixture
    }

    @Test("An emoji, a flag and e + combining accent are one arrow step and one Backspace each")
    func graphemeEditing() {
        let fixture = editingField("a👍🏽🇫🇷e\u{301}")
        let field = fixture.field, harness = fixture.harness
        #expect(field.selection.active == 4)
        harness.press(.keyboardLeftArrow)
        #expect(field.selection.active == 3)
        harness.press(.keyboardRightArrow)
        harness.press(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(field.text == "a👍🏽🇫🇷")
        harness.press(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(field.text == "a👍🏽")
        harness.press(.keyboardLeftArrow, modifiers: .shift)
        #expect(field.selectedText == "👍🏽")
    }

    @Test("In Arabic the Left arrow moves forward in the text and Right moves back, as the text runs")
    func rightToLeftArrows() {
        let fixture = editingField("مرحبا")
        let field = fixture.field, harness = fixture.harness
        harness.press(.keyboardHome)
        #expect(field.selection.active == 0)
        harness.press(.keyboardLeftArrow)
        #expect(field.selection.active == 1)
        harness.press(.keyboardLeftArrow)
        #expect(field.selection.active == 2)
        harness.press(.keyboardRightArrow)
        #expect(field.selection.active == 1)
    }

    @Test("A point in the trailing half of a character hits the boundary after it, in Latin and in Arabic")
    func hitTesting() {
        let fixture = editingField("Hello")
        let field = fixture.field
        let block = field.displayedBlock
        let rect = field.editingRect(forBounds: field.bounds)
        let middleOfE = rect.minX + (block.caretX(atCharacter: 1) + block.caretX(atCharacter: 2)) / 2
        #expect(field.characterIndex(at: CGPoint(x: middleOfE - 1, y: 17)) == 1)
        #expect(field.characterIndex(at: CGPoint(x: middleOfE + 1, y: 17)) == 2)
        field.text = "مرحبا"
        let arabic = field.displayedBlock
        let arabicRect = field.editingRect(forBounds: field.bounds)
        let origin = arabicRect.maxX - arabic.size.width   // natural alignment: right-aligned
        #expect(field.characterIndex(at: CGPoint(x: origin + arabic.size.width - 0.5, y: 17)) == 0)
        #expect(field.characterIndex(at: CGPoint(x: origin + 0.5, y: 17)) == 5)
    }

    @Test("A field whose text overflows shows its end while editing and its beginning when not editing")
    func overflowShowsBeginning() {
        let fixture = editingField(String(repeating: "overflowing text ", count: 6), width: 120)
        let field = fixture.field
        let rect = field.textRect(forBounds: field.bounds)
        #expect(field.characterIndex(at: CGPoint(x: rect.minX + 1, y: 17)) > 10, "scrolled to the caret at the end")
        #expect(field.resignFirstResponder())
        #expect(field.characterIndex(at: CGPoint(x: rect.minX + 1, y: 17)) == 0)
        field.isEnabled = false
        #expect(field.characterIndex(at: CGPoint(x: rect.minX + 1, y: 17)) == 0)
    }
}
