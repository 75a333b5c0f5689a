import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

@Suite("Keyboard focus")
@MainActor
struct FocusTraversalTests {
    private func tab(_ harness: Harness, shift: Bool = false) {
        harness.key("\t", code: .keyboardTab, modifiers: shift ? [.shift] : [], down: true)
        harness.key("\t", code: .keyboardTab, modifiers: shift ? [.shift] : [], down: false)
    }

    @Test("R15.6: Tab walks text fields and controls in reading order and wraps; Shift+Tab goes back")
    func readingOrder() {
        let harness = Harness()
        let name = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        let email = UITextField(frame: CGRect(x: 10, y: 50, width: 150, height: 30))
        let toggle = UISwitch(frame: CGRect(x: 200, y: 50, width: 51, height: 31))
        let ok = UIButton(type: .system)
        ok.frame = CGRect(x: 10, y: 100, width: 80, height: 30)
        let disabled = UIButton(type: .system)
        disabled.frame = CGRect(x: 100, y: 100, width: 80, height: 30)
        disabled.isEnabled = false
        let label = UILabel(frame: CGRect(x: 10, y: 140, width: 80, height: 20))
        // Added out of order: traversal follows the geometry.
        for view in [ok, toggle, label, email, disabled, name] as [UIView] { harness.window.addSubview(view) }
        let focus = UIFocusSystem.focusSystem(for: name)
        tab(harness)
        #expect(focus?.focusedItem === name)
        #expect(name.isFirstResponder)
        tab(harness)
        #expect(email.isFocused && email.isFirstResponder && !name.isFirstResponder)
        tab(harness)
        #expect(toggle.isFocused)
        #expect(!email.isFirstResponder)
        tab(harness)
        #expect(ok.isFocused)
        tab(harness)
        #expect(name.isFocused)
        tab(harness, shift: true)
        #expect(ok.isFocused)
    }

    @Test("R15.7: Space on a focused switch toggles it and sends valueChanged; Return on a focused button sends its action")
    func activation() {
        let harness = Harness()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 60, width: 80, height: 30)
        harness.window.addSubview(toggle)
        harness.window.addSubview(button)
        var changes = 0, taps = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        tab(harness)
        harness.key(" ", code: .keyboardSpacebar, down: true)
        harness.key(" ", code: .keyboardSpacebar, down: false)
        #expect(toggle.isOn && changes == 1)
        tab(harness)
        harness.key("\r", code: .keyboardReturnOrEnter, down: true)
        #expect(taps == 1)
    }

    @Test("R15.6: clicking into a text field moves the focus to it")
    func clickFocuses() {
        let harness = Harness()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        harness.window.addSubview(field)
        harness.click(50, 25)
        #expect(field.isFirstResponder)
        #expect(field.isFocused)
    }

    @Test("R15.7: the focused view gets a ring in its tint colour outside its frame")
    func ring() {
        let harness = Harness()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 80, height: 30)
        harness.window.addSubview(button)
        #expect(harness.pixel(90, 46).isWhite)
        tab(harness)
        let ring = harness.pixel(90, 46)
        #expect(!ring.isWhite && ring.b > ring.r)
    }
}
