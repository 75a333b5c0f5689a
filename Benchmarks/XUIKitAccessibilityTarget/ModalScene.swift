import Foundation
import XUIKit

// `XUIKitAccessibilityTarget --modal`: modal and popup UI for the AT-SPI tests of R37
// (Tests/XUIKitX11Tests/AccessibilityModalTests.swift). The window "Modal target" holds a text
// field (`note`, first responder at launch) and buttons: `show-alert` presents an alert
// "Discard changes?" (Cancel, Discard — Discard preferred), `show-sheet` an action sheet
// "Share", `options` opens a menu (Copy, Bold — checked —, a separator, Delete), and
// `second-window` shows a second window "Second". Prints `ready`, then one line per answer:
// `alert answered TITLE`, `menu chose TITLE`, `second window shown`.

/// The window of the modal scene.
@MainActor
enum ModalScene {
    static func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 320))
        window.title = "Modal target"
        window.rootViewController = ModalTargetViewController()
        return window
    }
}

final class ModalTargetViewController: UIViewController {
    private let note = UITextField(frame: CGRect(x: 20, y: 20, width: 380, height: 34))
    private var secondWindow: UIWindow?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        note.borderStyle = .roundedRect
        note.placeholder = "Note"
        note.accessibilityIdentifier = "note"
        view.addSubview(note)
        let alert = button("Show alert", id: "show-alert", y: 70) { [weak self] in self?.showAlert(style: .alert) }
        let sheet = button("Show sheet", id: "show-sheet", y: 120) { [weak self] in self?.showAlert(style: .actionSheet) }
        let options = button("Options", id: "options", y: 170) {}
        options.menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in print("menu chose Copy") },
            UIAction(title: "Bold", state: .on) { _ in print("menu chose Bold") },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Delete", attributes: .destructive) { _ in print("menu chose Delete") },
            ]),
        ])
        options.showsMenuAsPrimaryAction = true
        let second = button("Second window", id: "second-window", y: 220) { [weak self] in self?.showSecondWindow() }
        for view in [alert, sheet, options, second] { self.view.addSubview(view) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = note.becomeFirstResponder()
    }

    private func button(_ title: String, id: String, y: CGFloat, _ handler: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = CGRect(x: 20, y: y, width: 200, height: 40)
        button.accessibilityIdentifier = id
        button.addAction(UIAction { _ in handler() }, for: .primaryActionTriggered)
        return button
    }

    private func showAlert(style: UIAlertController.Style) {
        let isAlert = style == .alert
        let controller = UIAlertController(title: isAlert ? "Discard changes?" : "Share",
                                           message: isAlert ? "The note is not saved." : nil, preferredStyle: style)
        controller.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in print("alert answered Cancel") })
        let main = UIAlertAction(title: isAlert ? "Discard" : "Copy link", style: isAlert ? .destructive : .default) { action in
            print("alert answered \(action.title ?? "")")
        }
        controller.addAction(main)
        if isAlert { controller.preferredAction = main }
        present(controller, animated: false)
        print(isAlert ? "alert shown" : "sheet shown")
    }

    private func showSecondWindow() {
        let window = UIWindow(frame: CGRect(x: 440, y: 0, width: 300, height: 200))
        window.title = "Second"
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "The second window"
        controller.view.addSubview(label)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        secondWindow = window
        print("second window shown")
    }
}
