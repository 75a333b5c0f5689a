import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@Suite("The focus ring and editing")
@MainActor
struct FocusRingEditingTests {
    /// A white window with a text field tabbed into, and a button beside it.
    private func tabbedField() -> (Harness, UITextField, UIButton) {
        let harness = Harness()
        harness.window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        field.borderStyle = .none
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 80, height: 30)
        harness.window.addSubview(field)
        harness.window.addSubview(button)
        harness.key("\t", code: .keyboardTab, down: true)
        harness.key("\t", code: .keyboardTab, down: false)
        return (harness, field, button)
    }

    @Test("R15.11: the ring shows around a field tabbed into, and goes when the field resigns: no ring, no focus, no pixels")
    func resignRemovesRing() {
        let (harness, field, _) = tabbedField()
        #expect(field.isFirstResponder && field.isFocused)
        // The ring is drawn 3 pt outside the field, in the tint colour: not white there.
        #expect(!harness.pixel(120, 16).isWhite)
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing)
        #expect(!field.isFocused)
        #expect(harness.window.focusedView == nil)
        #expect(harness.pixel(120, 16).isWhite, "no ring left around a field that is not editing")
    }

    @Test("R15.11: a field that stops editing because a presentation covers it loses its ring too")
    func presentationRemovesRing() {
        let (harness, field, _) = tabbedField()
        let root = UIViewController()
        harness.window.rootViewController = root
        root.view.frame = CGRect(x: 300, y: 300, width: 50, height: 50)
        harness.display()
        #expect(field.isFocused)
        root.present(UIViewController(), animated: false)
        harness.display()
        #expect(!field.isEditing && !field.isFocused)
    }

    @Test("R15.11: a focused button keeps its ring (the rule is about editing)")
    func buttonKeepsRing() {
        let (harness, _, button) = tabbedField()
        harness.key("\t", code: .keyboardTab, down: true)
        harness.key("\t", code: .keyboardTab, down: false)
        #expect(button.isFocused)
        harness.display()
        #expect(button.isFocused)
    }
}
