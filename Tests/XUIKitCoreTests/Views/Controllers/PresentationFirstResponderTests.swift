import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A text field behind a presented controller, and the controller that presents over it.
@MainActor
private struct CoveredField {
    let harness = Harness()
    let root = UIViewController()
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
    let returns = ReturnCounter()

    init() {
        harness.window.rootViewController = root
        root.view.addSubview(field)
        field.delegate = returns
        field.becomeFirstResponder()
        harness.display()
    }
}

/// Counts Return presses a text field reports to its delegate.
@MainActor
private final class ReturnCounter: NSObject, UITextFieldDelegate {
    var count = 0
    var refusesToEnd = false
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { count += 1; return true }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { !refusesToEnd }
}

@MainActor
@Suite("First responder across a presentation")
struct PresentationFirstResponderTests {
    @Test("R11.1: presenting resigns the text field behind, so typed text and Return no longer reach it")
    func presentingResigns() {
        let fixture = CoveredField()
        fixture.root.present(UIViewController(), animated: false)
        #expect(!fixture.field.isFirstResponder)
        #expect(!fixture.field.isEditing)
        fixture.harness.type("abc")
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.field.text == "")
        #expect(fixture.returns.count == 0)
    }

    @Test("R11.1: a field whose delegate refuses to end editing loses first responder to the presentation anyway")
    func refusingFieldIsRevoked() {
        let fixture = CoveredField()
        fixture.returns.refusesToEnd = true
        fixture.root.present(UIViewController(), animated: false)
        #expect(fixture.harness.window.firstResponder == nil)
        fixture.harness.type("x")
        #expect(fixture.field.text == "")
    }

    @Test("R11.2: dismissing makes the field that resigned first responder again, and typing reaches it")
    func dismissalRestores() {
        let fixture = CoveredField()
        let presented = UIViewController()
        fixture.root.present(presented, animated: false)
        fixture.harness.display()
        presented.dismiss(animated: false)
        #expect(fixture.field.isFirstResponder)
        fixture.harness.type("ok")
        #expect(fixture.field.text == "ok")
    }

    @Test("R11.1: keys typed while presented go to the presented controller's own field only")
    func presentedFieldGetsKeys() {
        let fixture = CoveredField()
        let presented = UIViewController()
        let inner = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 34))
        presented.view.addSubview(inner)
        fixture.root.present(presented, animated: false)
        inner.becomeFirstResponder()
        fixture.harness.type("in")
        #expect(inner.text == "in")
        #expect(fixture.field.text == "")
        presented.dismiss(animated: false)
        #expect(fixture.field.isFirstResponder)
        #expect(!inner.isFirstResponder)
    }

    @Test("R11.2: nothing is restored when another responder became first responder outside the presentation")
    func noRestoreOverNewFirstResponder() {
        let fixture = CoveredField()
        let other = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        fixture.root.view.addSubview(other)
        let presented = UIViewController()
        fixture.root.present(presented, animated: false)
        other.becomeFirstResponder()
        presented.dismiss(animated: false)
        #expect(other.isFirstResponder)
        #expect(!fixture.field.isFirstResponder)
    }

    @Test("R11.2: a field removed from the window while covered is not restored")
    func removedFieldNotRestored() {
        let fixture = CoveredField()
        let presented = UIViewController()
        fixture.root.present(presented, animated: false)
        fixture.field.removeFromSuperview()
        presented.dismiss(animated: false)
        #expect(fixture.harness.window.firstResponder == nil)
    }

    @Test("Presenting a controller that is already presented is reported and changes nothing")
    func presentingTwiceReported() {
        let fixture = CoveredField()
        let presented = UIViewController()
        fixture.root.present(presented, animated: false)
        let other = UIViewController()
        fixture.harness.window.addSubview(other.view)
        let messages = capturingDiagnostics { other.present(presented, animated: false) }
        #expect(messages.contains { $0.contains("already presented") })
        #expect(presented.presentingViewController === fixture.root)
    }
}
