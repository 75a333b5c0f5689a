import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// PRIMARY on the headless backend's in-memory selection: claims follow the editors' selections,
/// middle clicks paste at the click (R35.1–R35.3).
@MainActor
@Suite("PRIMARY selection in text fields and views (§35, R35.1–R35.3)")
struct PrimarySelectionTests {
    private var primary: HeadlessPrimarySelection {
        (UIApplication.shared.backend as! HeadlessBackend).primarySelection
    }

    private func middleClick(_ harness: Harness, _ x: CGFloat, _ y: CGFloat) {
        harness.button(3, down: true, x, y)
        harness.button(3, down: false, x, y)
    }

    @Test("R35.1: selecting in a field claims PRIMARY with the current selection; an empty selection gives it up")
    func fieldClaims() {
        let fixture = FieldFixture()
        fixture.field.text = "hello world"
        fixture.field.becomeFirstResponder()
        #expect(primary.servedText == nil)
        fixture.field.selectAll(nil)
        #expect(primary.servedText == "hello world")
        // Shift+Left shrinks the selection from its moving end: the served text follows.
        fixture.harness.press(.keyboardLeftArrow, modifiers: .shift)
        #expect(primary.servedText == "hello worl")
        #expect(primary.claims == 1, "the selection is claimed once, then only what is served changes")
        fixture.harness.press(.keyboardRightArrow)
        #expect(primary.servedText == nil)
        #expect(!(UIApplication.shared.backend as! HeadlessBackend).ownsPrimarySelection)
    }

    @Test("R35.1: a secure field neither claims PRIMARY nor serves it after becoming secure")
    func secureFieldDoesNotClaim() {
        let fixture = FieldFixture()
        fixture.field.isSecureTextEntry = true
        fixture.field.text = "secret"
        fixture.field.becomeFirstResponder()
        fixture.field.selectAll(nil)
        #expect(primary.servedText == nil)
        fixture.field.isSecureTextEntry = false
        fixture.field.selectAll(nil)
        fixture.harness.press(.keyboardLeftArrow, modifiers: .shift)
        #expect(primary.servedText == "secre")
        fixture.field.isSecureTextEntry = true
        #expect(primary.servedText == nil)
    }

    @Test("R35.1: a double click selects a word and a triple click the whole field, both claimed")
    func multiClicks() {
        let fixture = FieldFixture()
        fixture.field.text = "alpha beta"
        fixture.field.becomeFirstResponder()
        let x = fixture.field.frame.minX + 12, y = fixture.field.frame.midY
        fixture.harness.click(x, y)
        fixture.harness.click(x, y)
        #expect(primary.servedText == "alpha")
        fixture.harness.click(x, y)
        #expect(primary.servedText == "alpha beta")
    }

    @Test("R35.2: a middle click pastes another app's PRIMARY at the click, moving the insertion point there")
    func middleClickPastes() throws {
        let fixture = FieldFixture()
        fixture.field.text = "abcdef"
        fixture.field.becomeFirstResponder()
        primary.othersText = "XY"
        let point = CGPoint(x: fixture.field.frame.minX + 30, y: fixture.field.frame.midY)
        let index = fixture.field.characterIndex(at: fixture.field.convert(point, from: fixture.harness.window))
        try #require(index > 0 && index < 6, "the click lands inside the text")
        fixture.clearLog()
        middleClick(fixture.harness, point.x, point.y)
        let text = "abcdef"
        let expected = String(text.prefix(index)) + "XY" + String(text.dropFirst(index))
        #expect(fixture.field.text == expected)
        #expect(fixture.field.selection == TextSelection(caret: index + 2))
        #expect(fixture.log.contains("editingChanged"), "the paste is a user edit")
        #expect(primary.servedText == "XY", "pasting does not take the selection")
    }

    @Test("R35.2: a middle click in a field that is not editing starts editing and pastes; a secure one pastes nothing")
    func middleClickBeginsEditing() {
        let fixture = FieldFixture()
        primary.othersText = "pasted"
        middleClick(fixture.harness, fixture.field.frame.midX, fixture.field.frame.midY)
        #expect(fixture.field.isEditing)
        #expect(fixture.field.text == "pasted")

        let secure = FieldFixture(harness: fixture.harness, frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        secure.field.isSecureTextEntry = true
        middleClick(fixture.harness, secure.field.frame.midX, secure.field.frame.midY)
        #expect(secure.field.text == "")
    }

    @Test("R35.2: text selected in one field is pasted into another by a middle click")
    func ownSelectionAcrossFields() {
        let source = FieldFixture()
        let destination = FieldFixture(harness: source.harness, frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        source.field.text = "shared"
        source.field.becomeFirstResponder()
        source.field.selectAll(nil)
        middleClick(source.harness, destination.field.frame.midX, destination.field.frame.midY)
        #expect(destination.field.text == "shared")
        #expect(destination.field.isFirstResponder)
    }

    @Test("R35.1, R35.2: a text view claims its selection and pastes PRIMARY at a middle click, line breaks kept")
    func textView() {
        let fixture = TextViewFixture()
        fixture.view.text = "one\ntwo"
        fixture.view.becomeFirstResponder()
        fixture.view.selectAll(nil)
        #expect(primary.servedText == "one\ntwo")
        primary.othersText = "A\nB"
        fixture.view.selectedRange = NSRange(location: 0, length: 0)
        let origin = fixture.view.frame.origin
        middleClick(fixture.harness, origin.x + 2, origin.y + 12)
        #expect(fixture.view.text == "A\nBone\ntwo")
        #expect(fixture.view.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test("R35.2: a read-only text view pastes nothing at a middle click")
    func readOnlyTextView() {
        let fixture = TextViewFixture()
        fixture.view.text = "fixed"
        fixture.view.isEditable = false
        primary.othersText = "no"
        middleClick(fixture.harness, fixture.view.frame.midX, fixture.view.frame.minY + 12)
        #expect(fixture.view.text == "fixed")
    }
}
