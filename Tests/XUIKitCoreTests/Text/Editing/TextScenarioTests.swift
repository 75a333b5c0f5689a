import Foundation
import Testing
@testable import XUIKitCore
import XUIKitHeadlessTesting

@MainActor
@Suite("Text input scenarios: S3, S10, input views and the on-screen keyboard")
struct TextScenarioTests {
    /// Root ⊃ A.view (top half) and B.view (bottom half), as two child view controllers.
    func twoControllers(_ harness: Harness) -> (SharedActionController, SharedActionController) {
        let root = UIViewController()
        harness.window.rootViewController = root
        let a = SharedActionController(), b = SharedActionController()
        for (controller, y) in [(a, CGFloat(0)), (b, CGFloat(200))] {
            root.addChild(controller)
            controller.view.frame = CGRect(x: 0, y: y, width: 400, height: 200)
            root.view.addSubview(controller.view)
        }
        return (a, b)
    }

    @Test("S3, R3.4(a), R9.20: a nil-target button in VC B runs VC A's method while A's text field edits")
    func nilTargetWithEditingField() {
        let harness = Harness()
        let (a, b) = twoControllers(harness)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        a.view.addSubview(field)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        button.addTarget(nil, action: .controllerShared, for: .touchUpInside)
        b.view.addSubview(button)
        harness.tap(50, 27)                     // the field
        #expect(field.isEditing)
        harness.tap(50, 232, after: 1)          // the button
        #expect(a.calls == 1 && b.calls == 0)
        #expect(field.isFirstResponder && field.isEditing)
    }

    @Test("S10: becomeFirstResponder on another responder fails while the editing field's delegate refuses to end")
    func refusedBecome() {
        let fixture = FieldFixture()
        fixture.field.becomeFirstResponder()
        fixture.delegate.shouldEnd = false
        let other = EligibleView(frame: .zero)
        fixture.harness.window.addSubview(other)
        #expect(other.becomeFirstResponder() == false)
        #expect(fixture.field.isFirstResponder && fixture.field.isEditing)
        #expect(fixture.harness.window.firstResponder === fixture.field)
    }

    @Test("R9.20: tapping a UIButton while a field edits runs the button and keeps the field editing")
    func buttonDoesNotResign() {
        let fixture = FieldFixture()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 100, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        fixture.harness.window.addSubview(button)
        fixture.tap()
        fixture.harness.tap(50, 120, after: 1)
        #expect(taps == 1)
        #expect(fixture.field.isFirstResponder && fixture.field.isEditing)
    }

    @Test("R1.13, R9.19: the field's inputView and accessory dock at the window bottom while it edits")
    func inputViews() {
        let fixture = FieldFixture()
        let input = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        fixture.field.inputView = input
        fixture.field.inputAccessoryView = accessory
        #expect(input.superview == nil)
        fixture.tap()
        let window = fixture.harness.window
        #expect(window.presentedInputView === input && window.presentedInputAccessoryView === accessory)
        #expect(input.frame == CGRect(x: 0, y: 280, width: 400, height: 120))
        #expect(accessory.frame == CGRect(x: 0, y: 236, width: 400, height: 44))
        fixture.field.resignFirstResponder()
        #expect(window.presentedInputView == nil && input.superview == nil && accessory.superview == nil)
    }

    @Test("UIKeyboardView: docked while the field edits, its keys type through UIKeyInput, removed on resign")
    func onScreenKeyboard() {
        let fixture = FieldFixture()
        let keyboard = UIKeyboardView()
        fixture.field.inputView = keyboard
        fixture.field.returnKeyType = .done
        fixture.tap()
        let harness = fixture.harness
        #expect(keyboard.window === harness.window)
        #expect(keyboard.frame == CGRect(x: 0, y: 400 - UIKeyboardView.defaultHeight, width: 400, height: UIKeyboardView.defaultHeight))
        harness.display()                      // lays the keys out

        func tapKey(_ key: UIKeyboardView.Key) {
            let button = try! #require(keyboard.button(for: key))
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            harness.tap(center.x, center.y, after: 1)
            harness.display()
        }
        #expect(keyboard.button(for: .returnKey)?.currentTitle == "done")
        tapKey(.shift)
        #expect(keyboard.isShifted)
        tapKey(.character("h"))
        tapKey(.character("i"))
        tapKey(.space)
        tapKey(.character("x"))
        tapKey(.backspace)
        tapKey(.layoutToggle)
        tapKey(.character("1"))
        #expect(fixture.field.text == "Hi 1")
        #expect(fixture.field.isFirstResponder)  // R9.20: keys are buttons, they never resign the field
        #expect(fixture.log.filter { $0 == "editingChanged" }.count == 6)

        fixture.field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
        tapKey(.returnKey)                      // "\n" is the Return key (R9.13)
        #expect(!fixture.field.isFirstResponder)
        #expect(keyboard.superview == nil && harness.window.presentedInputView == nil)
    }

    @Test("UIKeyboardView draws light keys on a grey backdrop")
    func keyboardRendering() {
        let fixture = FieldFixture()
        let keyboard = UIKeyboardView()
        fixture.field.inputView = keyboard
        fixture.field.becomeFirstResponder()
        let harness = fixture.harness
        harness.display()
        let backdrop = harness.pixel(1, 400 - 2)
        #expect(!backdrop.isWhite && backdrop.r > 180 && backdrop.b >= backdrop.r)
        let key = try! #require(keyboard.button(for: .character("q")))
        let corner = key.convert(CGPoint(x: 10, y: 4), to: nil)
        #expect(harness.pixel(Int(corner.x), Int(corner.y)) == .white)
    }
}
