import Foundation
import Testing
@_spi(Testing) @testable import XUIKitCore
import XUIKitHeadlessTesting

/// A window with a root controller to present alerts from, and a log of what ran.
@MainActor
private final class AlertFixture {
    let harness = Harness()
    let root = UIViewController()
    var log: [String] = []

    init() {
        harness.window.rootViewController = root
        harness.display()
    }

    /// An action that logs its title and whether the alert was already gone when it ran.
    func action(_ title: String, _ style: UIAlertAction.Style = .default,
                from alert: @escaping @MainActor () -> UIAlertController?) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [unowned self] _ in
            let gone = alert()?.presentingViewController == nil && alert()?.viewIfLoaded?.window == nil
            self.log.append(gone ? "\(title) after dismissal" : "\(title) while presented")
        }
    }

    func present(_ alert: UIAlertController) {
        root.present(alert, animated: true)
        harness.display()
    }

    /// The centre of `action`'s button, in window coordinates.
    func buttonCentre(of action: UIAlertAction, in alert: UIAlertController) -> CGPoint? {
        guard let view = alert.view as? AlertContentView,
              let button = view.buttons.first(where: { $0.action === action })?.button else { return nil }
        return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }
}

@MainActor
@Suite("UIAlertController")
struct AlertControllerTests {
    @Test("An alert keeps its title, message, style and actions in the order added")
    func content() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(cancel)
        alert.addAction(delete)
        #expect(alert.title == "Delete?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.textFields == nil)
    }

    @Test("R11.6: a second cancel action is reported and not added")
    func secondCancelReported() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let messages = capturingDiagnostics { alert.addAction(UIAlertAction(title: "Never mind", style: .cancel)) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains(".cancel") == true)
        #expect(alert.actions.map(\.title) == ["Cancel"])
    }

    @Test("A preferred action that is not one of the alert's actions is reported and not set")
    func foreignPreferredAction() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let messages = capturingDiagnostics { alert.preferredAction = UIAlertAction(title: "X", style: .default) }
        #expect(messages.count == 1)
        #expect(alert.preferredAction == nil)
    }

    @Test("Text fields are configured by their handler, in order; an action sheet gets none")
    func textFields() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        #expect(alert.textFields?.map(\.placeholder) == ["Name", nil])
        #expect(alert.textFields?.last?.isSecureTextEntry == true)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let messages = capturingDiagnostics { sheet.addTextField() }
        #expect(sheet.textFields == nil)
        #expect(messages.count == 1)
    }

    @Test("R11.3: the first text field is first responder once presented, and typing goes into it")
    func firstFieldTakesKeyboard() {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "Add", style: .default))
        fixture.present(alert)
        #expect(alert.textFields?.first?.isFirstResponder == true)
        fixture.harness.type("milk")
        #expect(alert.textFields?.first?.text == "milk")
    }

    @Test("R11.3: an alert with no text field is first responder itself")
    func alertIsFirstResponder() {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        fixture.present(alert)
        #expect(alert.isFirstResponder)
    }

    @Test("R11.4, R11.5: Return in the text field runs the preferred action, after the alert is dismissed")
    func returnRunsPreferred() {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(fixture.action("Cancel", .cancel) { [weak alert] in alert })
        let add = fixture.action("Add") { [weak alert] in alert }
        alert.addAction(fixture.action("Other") { [weak alert] in alert })
        alert.addAction(add)
        alert.preferredAction = add
        fixture.present(alert)
        fixture.harness.type("eggs")
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["Add after dismissal"])
        #expect(fixture.root.presentedViewController == nil)
        #expect(alert.textFields?.first?.text == "eggs")
    }

    @Test("R11.4: with no preferred action, Return runs the only default-style action")
    func returnRunsSoleDefault() {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(fixture.action("Cancel", .cancel) { nil })
        alert.addAction(fixture.action("OK") { nil })
        fixture.present(alert)
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["OK after dismissal"])
    }

    @Test("R11.4: with two default actions and none preferred, Return runs nothing")
    func returnAmbiguous() {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "Which?", message: nil, preferredStyle: .alert)
        alert.addAction(fixture.action("A") { nil })
        alert.addAction(fixture.action("B") { nil })
        fixture.present(alert)
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log.isEmpty)
        #expect(fixture.root.presentedViewController === alert)
    }

    @Test("R11.4: Escape runs the cancel action, from the text field too")
    func escapeRunsCancel() {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(fixture.action("Add") { nil })
        alert.addAction(fixture.action("Cancel", .cancel) { nil })
        fixture.present(alert)
        fixture.harness.press(.keyboardEscape, UIKeyCommand.inputEscape)
        #expect(fixture.log == ["Cancel after dismissal"])
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test("R11.4: a disabled preferred action does not run on Return, and runs once enabled")
    func disabledActionDoesNotRun() {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "New item", message: nil, preferredStyle: .alert)
        let add = fixture.action("Add") { nil }
        add.isEnabled = false
        alert.addAction(add)
        alert.preferredAction = add
        fixture.present(alert)
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log.isEmpty)
        add.isEnabled = true
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["Add after dismissal"])
    }

    @Test("R11.5: clicking an action's button dismisses the alert, then runs the handler once")
    func clickRunsHandler() throws {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "Delete?", message: "Really?", preferredStyle: .alert)
        let delete = fixture.action("Delete", .destructive) { [weak alert] in alert }
        alert.addAction(fixture.action("Cancel", .cancel) { [weak alert] in alert })
        alert.addAction(delete)
        fixture.present(alert)
        let centre = try #require(fixture.buttonCentre(of: delete, in: alert))
        fixture.harness.click(centre.x, centre.y)
        #expect(fixture.log == ["Delete after dismissal"])
        fixture.harness.click(centre.x, centre.y)
        #expect(fixture.log.count == 1)
    }

    @Test("The alert card is centred, and two buttons sit side by side with cancel on the left")
    func alertLayout() throws {
        let fixture = AlertFixture()
        let alert = UIAlertController(title: "Delete?", message: "Really?", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(delete)
        alert.addAction(cancel)
        fixture.present(alert)
        let deleteCentre = try #require(fixture.buttonCentre(of: delete, in: alert))
        let cancelCentre = try #require(fixture.buttonCentre(of: cancel, in: alert))
        #expect(cancelCentre.x < deleteCentre.x)
        #expect(abs(cancelCentre.y - deleteCentre.y) < 1)
        #expect(abs((cancelCentre.x + deleteCentre.x) / 2 - 200) < 1)
    }

    @Test("An action sheet sits at the bottom with its cancel action below the others")
    func actionSheetLayout() throws {
        let fixture = AlertFixture()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let share = UIAlertAction(title: "Share", style: .default)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        sheet.addAction(cancel)
        sheet.addAction(share)
        sheet.addAction(delete)
        fixture.present(sheet)
        let shareCentre = try #require(fixture.buttonCentre(of: share, in: sheet))
        let deleteCentre = try #require(fixture.buttonCentre(of: delete, in: sheet))
        let cancelCentre = try #require(fixture.buttonCentre(of: cancel, in: sheet))
        #expect(shareCentre.y < deleteCentre.y)
        #expect(deleteCentre.y < cancelCentre.y)
        // 8 pt margin, a 44 pt button: the cancel button's centre is 30 pt above the bottom.
        #expect(abs(cancelCentre.y - (400 - 8 - 22)) < 1)
    }

    @Test("R11.2: a field that was editing behind the alert gets the keyboard back when it is dismissed")
    func fieldBehindRestored() {
        let fixture = AlertFixture()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        fixture.root.view.addSubview(field)
        field.becomeFirstResponder()
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(fixture.action("OK") { nil })
        fixture.present(alert)
        fixture.harness.type("x")
        #expect(field.text == "")
        fixture.harness.press(.keyboardReturnOrEnter, "\r")
        #expect(fixture.log == ["OK after dismissal"])
        #expect(field.isFirstResponder)
        fixture.harness.type("y")
        #expect(field.text == "y")
    }
}
