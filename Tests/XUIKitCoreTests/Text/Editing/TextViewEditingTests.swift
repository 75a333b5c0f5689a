import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("UITextView editing (§9, R9.21–R9.23)")
struct TextViewEditingTests {
    @Test("typing inserts text, and Return inserts a line break instead of ending editing")
    func typingAndReturn() {
        let fixture = TextViewFixture()
        #expect(fixture.view.becomeFirstResponder())
        fixture.harness.type("ab")
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        fixture.harness.type("Cd")
        #expect(fixture.view.text == "ab\nCd")
        #expect(fixture.view.isFirstResponder && fixture.view.isEditing)
        #expect(fixture.view.selectedRange == NSRange(location: 5, length: 0))
        #expect(fixture.view.textBlock.lineCount == 2)
    }

    @Test("Backspace deletes whole grapheme clusters, and selectedRange counts UTF-16 units")
    func graphemeDeletion() {
        let fixture = TextViewFixture()
        fixture.view.text = "a👍🏽e\u{301}"
        fixture.view.becomeFirstResponder()
        #expect(fixture.view.selectedRange == NSRange(location: 7, length: 0))   // 1 + 2 + 2 + 1 + 1 UTF-16 units
        fixture.harness.press(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(fixture.view.text == "a👍🏽")
        fixture.harness.press(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(fixture.view.text == "a")
        #expect(fixture.view.selectedRange == NSRange(location: 1, length: 0))
    }

    @Test("Up and Down move between lines keeping the column; at the first or last line they go to the ends")
    func verticalMovement() {
        let fixture = TextViewFixture(font: .monospacedSystemFont(ofSize: 14, weight: .regular))
        fixture.view.text = "hello\nworld\nxy"
        fixture.view.becomeFirstResponder()
        fixture.view.selectedRange = NSRange(location: 9, length: 0)   // "wor|ld"
        fixture.harness.press(.keyboardUpArrow)
        #expect(fixture.view.selectedRange.location == 3)                // "hel|lo"
        fixture.harness.press(.keyboardUpArrow)
        #expect(fixture.view.selectedRange.location == 0)
        fixture.view.selectedRange = NSRange(location: 9, length: 0)
        fixture.harness.press(.keyboardDownArrow)
        #expect(fixture.view.selectedRange.location == 14)               // "xy|": the short line's end
        fixture.harness.press(.keyboardUpArrow)
        #expect(fixture.view.selectedRange.location == 9)                // the goal column is kept
        fixture.harness.press(.keyboardDownArrow, modifiers: .shift)
        #expect(fixture.view.selectedRange == NSRange(location: 9, length: 5))
    }

    @Test("Home and End go to the ends of the line; Ctrl+Home and Ctrl+End to the ends of the text")
    func homeAndEnd() {
        let fixture = TextViewFixture()
        fixture.view.text = "one\ntwo three\nfour"
        fixture.view.becomeFirstResponder()
        fixture.view.selectedRange = NSRange(location: 6, length: 0)
        fixture.harness.press(.keyboardHome)
        #expect(fixture.view.selectedRange.location == 4)
        fixture.harness.press(.keyboardEnd)
        #expect(fixture.view.selectedRange.location == 13)
        fixture.harness.press(.keyboardHome, modifiers: .control)
        #expect(fixture.view.selectedRange.location == 0)
        fixture.harness.press(.keyboardEnd, modifiers: .control)
        #expect(fixture.view.selectedRange.location == 18)
    }

    @Test("delegate order: begin, then per edit shouldChange, didChangeSelection, didChange, notification; end")
    func delegateOrder() {
        let fixture = TextViewFixture()
        defer { fixture.stop() }
        #expect(fixture.view.becomeFirstResponder())
        #expect(fixture.log == ["shouldBegin", "didBegin", "note.begin"])
        fixture.clearLog()
        fixture.harness.type("x")
        #expect(fixture.log == ["shouldChange", "didChangeSelection", "didChange", "note.change"])
        #expect(fixture.delegate.changes.last.map { $0.0 == NSRange(location: 0, length: 0) && $0.1 == "x" } == true)
        fixture.clearLog()
        #expect(fixture.view.resignFirstResponder())
        #expect(fixture.log == ["shouldEnd", "didEnd", "note.end"])
        #expect(!fixture.view.isEditing)
    }

    @Test("an edit the delegate vetoes changes nothing; setting text in code tells no one")
    func shouldChangeVeto() {
        let fixture = TextViewFixture()
        defer { fixture.stop() }
        fixture.view.becomeFirstResponder()
        fixture.delegate.shouldChange = false
        fixture.clearLog()
        fixture.harness.type("a")
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.view.text == "")
        #expect(fixture.log == ["shouldChange", "shouldChange"])
        #expect(fixture.delegate.changes.last?.1 == "\n")
        fixture.clearLog()
        fixture.view.text = "code"
        #expect(fixture.log.isEmpty)
    }

    @Test("textViewShouldBeginEditing false keeps the view from becoming first responder")
    func beginRefused() {
        let fixture = TextViewFixture()
        fixture.delegate.shouldBegin = false
        #expect(!fixture.view.becomeFirstResponder())
        #expect(!fixture.view.isFirstResponder && !fixture.view.isEditing)
    }

    @Test("Shift+Left selects, Ctrl+C copies and Ctrl+V pastes line breaks intact, Ctrl+Z undoes")
    func selectionCopyPasteUndo() {
        let fixture = TextViewFixture()
        fixture.view.text = "ab\ncd"
        fixture.view.becomeFirstResponder()
        fixture.harness.press(.keyboardLeftArrow, modifiers: .shift)
        fixture.harness.press(.keyboardLeftArrow, modifiers: .shift)
        fixture.harness.press(.keyboardLeftArrow, modifiers: .shift)
        #expect(fixture.view.selectedRange == NSRange(location: 2, length: 3))
        fixture.harness.shortcut("c")
        #expect(UIPasteboard.general.string == "\ncd")
        fixture.harness.press(.keyboardEnd, modifiers: .control)
        fixture.harness.shortcut("v")
        #expect(fixture.view.text == "ab\ncd\ncd")
        fixture.harness.shortcut("z")
        #expect(fixture.view.text == "ab\ncd")
    }

    @Test("a non-editable text view ignores typing")
    func notEditable() {
        let fixture = TextViewFixture()
        fixture.view.text = "fixed"
        fixture.view.isEditable = false
        #expect(fixture.view.becomeFirstResponder())
        #expect(!fixture.view.isEditing)
        fixture.harness.type("x")
        fixture.harness.press(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(fixture.view.text == "fixed")
    }

    @Test("a text view's accessibility value is its text")
    func accessibility() {
        let fixture = TextViewFixture()
        fixture.view.text = "Notes here"
        #expect(fixture.view.isAccessibilityElement)
        #expect(fixture.view.accessibilityValue == "Notes here")
    }
}
