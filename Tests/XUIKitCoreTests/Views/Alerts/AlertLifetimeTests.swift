import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// Issue 25: each alert presented with a text field and dismissed leaked; these check with weak
/// references that the alert, its text field and its view are all freed once it is dismissed.
@MainActor
@Suite("UIAlertController lifetime", .serialized)
struct AlertLifetimeTests {
    /// The objects of one alert, held weakly.
    private struct Probes {
        weak var alert: UIAlertController?
        weak var field: UITextField?
        weak var view: UIView?
    }

    /// Presents an alert (with a text field that is typed into when `withTextField`), dismisses it
    /// the way `dismissal` says, and returns weak references to its pieces.
    private func presentAndDismiss(withTextField: Bool, dismissal: (UIAlertController, Harness) -> Void) -> Probes {
        let harness = Harness()
        let root = UIViewController()
        harness.window.rootViewController = root
        harness.display()
        var probes = Probes()
        do {
            let alert = UIAlertController(title: "Name", message: "Pick one", preferredStyle: .alert)
            if withTextField { alert.addTextField { $0.placeholder = "Name" } }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: true)
            harness.display()
            if withTextField {
                for (letter, code) in [("o", UIKeyboardHIDUsage.keyboardO), ("k", .keyboardK)] {
                    harness.key(letter, code: code, down: true)
                    harness.key(letter, code: code, down: false)
                }
            }
            harness.advance(by: 1.2)   // past a caret blink or two
            harness.display()
            probes.alert = alert
            probes.field = alert.textFields?.first
            probes.view = alert.view
            dismissal(alert, harness)
            harness.advance(by: 1)
            harness.display()
        }
        return probes
    }

    @Test("An alert with a text field dismissed by its action frees the alert, the field and the view")
    func textFieldAlertFreedAfterAction() {
        let probes = presentAndDismiss(withTextField: true) { alert, _ in alert.choose(alert.actions[1]) }
        #expect(probes.field == nil, "the text field outlives its alert")
        #expect(probes.view == nil, "the alert's view outlives it")
        #expect(probes.alert == nil, "the alert outlives its dismissal")
        UIApplication.makeFreshForTesting()
    }

    @Test("An alert with a text field dismissed by Escape frees the alert, the field and the view")
    func textFieldAlertFreedAfterEscape() {
        let probes = presentAndDismiss(withTextField: true) { _, harness in
            harness.key(UIKeyCommand.inputEscape, code: .keyboardEscape, down: true)
            harness.key(UIKeyCommand.inputEscape, code: .keyboardEscape, down: false)
        }
        #expect(probes.field == nil)
        #expect(probes.view == nil)
        #expect(probes.alert == nil)
        UIApplication.makeFreshForTesting()
    }

    @Test("An alert with no text field is freed after its dismissal too")
    func plainAlertFreed() {
        let probes = presentAndDismiss(withTextField: false) { alert, _ in alert.choose(alert.actions[1]) }
        #expect(probes.view == nil)
        #expect(probes.alert == nil)
        UIApplication.makeFreshForTesting()
    }
}
