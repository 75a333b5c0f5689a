import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A view controller that records the presses that reach it through the chain.
@MainActor
final class PressLoggingController: UIViewController {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append(contentsOf: presses.map { "began \($0.key?.keyCode.rawValue ?? -1)" })
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append(contentsOf: presses.map { "ended \($0.key?.keyCode.rawValue ?? -1)" })
    }
}

@MainActor
@Suite("UITextField keyboard input")
struct TextFieldKeyboardTests {
    func editingField() -> FieldFixture {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        return fixture
    }

    @Test("Typed keys insert their characters, with Shift for capitals and composed text as is")
    func typing() {
        let fixture = editingField()
        fixture.harness.type("Hi there")
        fixture.harness.send(.key(.init(keyCode: .keyboardE, characters: "é", charactersIgnoringModifiers: "e", isDown: true)))
        fixture.harness.send(.key(.init(keyCode: .keyboardE, characters: "é", charactersIgnoringModifiers: "e", isDown: false)))
        #expect(fixture.field.text == "Hi thereé")
    }

    @Test("Keys are typed only while editing")
    func notEditing() {
        let fixture = FieldFixture()
        fixture.harness.type("abc")
        #expect(fixture.field.text == "")
    }

    @Test("Backspace deletes before the insertion point, Delete after it; Ctrl+Backspace deletes a word")
    func deleting() {
        let fixture = editingField()
        fixture.harness.type("one two")
        fixture.harness.press(.keyboardDeleteOrBackspace, "\u{8}")
        #expect(fixture.field.text == "one tw")
        fixture.harness.press(.keyboardHome)
        fixture.harness.press(.keyboardDeleteForward, "\u{7f}")
        #expect(fixture.field.text == "ne tw")
        fixture.harness.press(.keyboardEnd)
        fixture.harness.press(.keyboardDeleteOrBackspace, "\u{8}", modifiers: .control)
        #expect(fixture.field.text == "ne ")
    }

    @Test("Left, Right, Home and End move the insertion point")
    func movingTheInsertionPoint() {
        let fixture = editingField()
        fixture.harness.type("ace")
        fixture.harness.press(.keyboardLeftArrow)
        fixture.harness.type("d")
        fixture.harness.press(.keyboardLeftArrow)
        fixture.harness.press(.keyboardLeftArrow)
        fixture.harness.type("b")
        fixture.harness.press(.keyboardHome)
        fixture.harness.type(">")
        fixture.harness.press(.keyboardEnd)
        fixture.harness.press(.keyboardRightArrow)
        fixture.harness.type("<")
        #expect(fixture.field.text == ">abcde<")
    }

    @Test("Shift+arrows select; typing replaces the selection; an arrow collapses it")
    func shiftSelection() {
        let fixture = editingField()
        fixture.harness.type("hello world")
        for _ in 0..<5 { fixture.harness.press(.keyboardLeftArrow, modifiers: .shift) }
        #expect(fixture.field.selectedText == "world")
        fixture.harness.type("there")
        #expect(fixture.field.text == "hello there")
        fixture.harness.press(.keyboardHome, modifiers: .shift)
        #expect(fixture.field.selectedText == "hello there")
        fixture.harness.press(.keyboardRightArrow)
        #expect(fixture.field.selectedText == "" && fixture.field.selection.active == 11)
    }

    @Test("Ctrl+Left and Ctrl+Right move by words")
    func wordMovement() {
        let fixture = editingField()
        fixture.harness.type("alpha beta gamma")
        fixture.harness.press(.keyboardLeftArrow, modifiers: .control)
        fixture.harness.press(.keyboardLeftArrow, modifiers: .control)
        #expect(fixture.field.selection.active == 6)
        fixture.harness.press(.keyboardRightArrow, modifiers: .control)
        #expect(fixture.field.selection.active == 10)
    }

    @Test("Ctrl and Alt combinations and control characters are not typed")
    func shortcutsAreNotText() {
        let fixture = editingField()
        fixture.harness.send(.key(.init(keyCode: .keyboardQ, characters: "q", charactersIgnoringModifiers: "q",
                                        modifiers: .alternate, isDown: true)))
        fixture.harness.shortcut("k")
        fixture.harness.press(.keyboardEscape, "\u{1b}")
        fixture.harness.press(.keyboardTab, "\t")
        #expect(fixture.field.text == "")
    }

    @Test("A held key's auto-repeats type again; the press still begins and ends once (R9.4)")
    func keyRepeat() {
        let harness = Harness()
        let (controller, field) = harness.textField(in: PressLoggingController())
        field.becomeFirstResponder()
        let down = InputEvent.Key(keyCode: .keyboardA, characters: "a", charactersIgnoringModifiers: "a", isDown: true)
        var repeated = down
        repeated.isRepeat = true
        harness.send(.key(down))
        harness.send(.key(repeated))
        harness.send(.key(repeated))
        harness.send(.key(.init(keyCode: .keyboardA, characters: "a", charactersIgnoringModifiers: "a", isDown: false)))
        #expect(field.text == "aaa")
        #expect(controller.log.isEmpty)       // handled presses do not climb the chain
        // A repeated Backspace deletes repeatedly.
        let back = InputEvent.Key(keyCode: .keyboardDeleteOrBackspace, characters: "\u{8}", charactersIgnoringModifiers: "\u{8}", isDown: true)
        var backRepeat = back
        backRepeat.isRepeat = true
        harness.send(.key(back))
        harness.send(.key(backRepeat))
        #expect(field.text == "a")
    }

    @Test("R9.1, R9.4: keys the field does not use go up the chain, every phase of them")
    func unusedKeysClimb() {
        let harness = Harness()
        let (controller, field) = harness.textField(in: PressLoggingController())
        field.becomeFirstResponder()
        harness.press(.keyboardEscape, "\u{1b}")
        harness.type("x")
        let escape = UIKeyboardHIDUsage.keyboardEscape.rawValue
        #expect(controller.log == ["began \(escape)", "ended \(escape)"])
    }

    @Test("R9.4: the release of a Return that resigned the field is not passed up the chain")
    func returnReleaseStaysWithTheField() {
        let harness = Harness()
        let (controller, field) = harness.textField(in: PressLoggingController())
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        harness.press(.keyboardReturnOrEnter, "\r")
        #expect(!field.isFirstResponder)
        #expect(controller.log.isEmpty)
    }
}

@MainActor
@Suite("UITextField touches while editing")
struct TextFieldTouchTests {
    /// A field at x 10…210 whose text starts at x 17 (rounded-rect inset 7).
    func editingField(_ text: String) -> FieldFixture {
        let fixture = FieldFixture()
        fixture.field.text = text
        fixture.field.becomeFirstResponder()
        return fixture
    }

    @Test("A tap while editing moves the insertion point to the nearest character boundary")
    func tapPlacesInsertionPoint() {
        let fixture = editingField("hello world")
        #expect(fixture.field.selection.active == 11)
        fixture.harness.tap(18, 27, after: 1)
        #expect(fixture.field.selection == TextSelection(caret: 0))
        #expect(fixture.field.isEditing)
    }

    @Test("A drag while editing selects from where it began")
    func dragSelects() {
        let fixture = editingField("hello world")
        fixture.harness.touch(.began, 17, 27, after: 1)
        fixture.harness.touch(.moved, 209, 27)
        fixture.harness.touch(.ended, 209, 27)
        #expect(fixture.field.selectedText == "hello world")
    }

    @Test("A double tap selects the word under it")
    func doubleTapSelectsWord() {
        let fixture = editingField("hello world")
        fixture.harness.tap(25, 27, after: 1)
        fixture.harness.tap(25, 27, after: 0.1)
        #expect(fixture.field.selectedText == "hello")
    }
}
