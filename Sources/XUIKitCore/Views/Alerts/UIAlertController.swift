import Foundation

/// An alert or action sheet: a title, a message, optional text fields and a set of actions,
/// presented modally with `present(_:animated:completion:)`.
///
/// How the pieces fit:
/// - `UIAlertController` (this file) holds the content — `title`, `message`, `actions`,
///   `textFields`, `preferredAction` — and the keyboard: Return and Escape are key commands of the
///   controller, so they reach it from its text field as well (R9.5, R11.4).
/// - `UIAlertAction` is one button: title, style, handler, `isEnabled`.
/// - `AlertContentView` (AlertContentView.swift) builds what is seen with Auto Layout and
///   `UIStackView`: the controller's view is the alert's box, as in UIKit — a card (`.alert`), or
///   a card with the cancel action apart (`.actionSheet`). `AlertPresentationController`
///   (Views/Presentation/) dims the window and places the box: centred, or at the bottom (R18.7).
///
/// Presenting moves the first responder into the alert — its first text field, or the controller
/// itself — and dismissing gives it back to the responder behind (R11.1–R11.3). Choosing an action
/// dismisses the alert, then runs the action's handler (R11.5).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of controller.
    public enum Style: Int, Sendable {
        /// Actions in a sheet at the bottom of the window, cancel apart.
        case actionSheet = 0
        /// A card in the middle of the window with a title, message, text fields and buttons.
        case alert = 1
    }

    /// The style given when the controller was made.
    public let preferredStyle: Style
    /// The text under the title.
    open var message: String? { didSet { contentView?.reloadText() } }
    /// The actions, in the order they were added (a second cancel action is never added, R11.6).
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return chooses, drawn in bold. It must be one of `actions`; set anything else
    /// and it stays as it was, with a message. Nil by default, when Return chooses the only
    /// default-style action if there is exactly one (R11.4).
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Diagnostics.report("preferredAction \(newValue) is not one of the alert's actions; add it with addAction(_:) first")
                return
            }
            preferredActionStorage = newValue
            contentView?.reloadActions()
        }
    }
    private var preferredActionStorage: UIAlertAction?
    /// The text fields added with `addTextField(configurationHandler:)`, in order; nil when there
    /// are none.
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }
    private var textFieldStorage: [UITextField] = []
    /// The built view, once loaded.
    private var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }
    /// Set once an action was chosen, so a second click during the dismissal does nothing.
    private var isChoosing = false

    /// Makes an alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(preferredStyle: preferredStyle)
        self.title = title
        self.message = message
    }

    init(preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
    }

    /// XUIKit does not load view controllers from archives; this initializer always fails.
    public required init?(coder: NSCoder) { return nil }

    /// The alert's title, shown in bold at the top of the card.
    open override var title: String? { didSet { contentView?.reloadText() } }

    // MARK: - Content

    /// Adds an action. A second `.cancel` action is reported and not added (R11.6: UIKit raises).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, let existing = actions.first(where: { $0.style == .cancel }) {
            Diagnostics.report("UIAlertController can only have one action with a style of .cancel; \(action) is not added, \(existing) stays")
            return
        }
        if actions.contains(where: { $0 === action }) {
            Diagnostics.report("\(action) is already in this alert; addAction(_:) ignored")
            return
        }
        actions.append(action)
        action.enabledDidChange = { [weak self] in self?.contentView?.reloadActions() }
        contentView?.reloadActions()
    }

    /// Adds a text field to an `.alert` and lets `configurationHandler` set it up (placeholder,
    /// secure entry, delegate). Action sheets have no text fields: the call is reported and ignored,
    /// where UIKit raises.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.report("text fields can only be added to an alert controller of style .alert; addTextField ignored")
            return
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        textFieldStorage.append(field)
        configurationHandler?(field)
        contentView?.reloadTextFields()
    }

    // MARK: - The view

    /// Builds the alert's box (AlertContentView.swift).
    open override func loadView() {
        view = AlertContentView(controller: self)
    }

    /// R11.3: the first text field, or else the controller, takes the keyboard.
    override func presentationDidInstallView() {
        if let field = textFieldStorage.first, field.becomeFirstResponder() { return }
        becomeFirstResponder()
    }

    /// The alert is first responder when it has no text field, so Return and Escape reach it.
    open override var canBecomeFirstResponder: Bool { true }

    /// Return chooses the preferred action, Escape the cancel action (R11.4).
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: [], action: .alertReturn),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .alertEscape)]
    }

    // MARK: - Choosing

    /// The action Return chooses: the preferred one, else the only default-style one (R11.4).
    var returnAction: UIAlertAction? {
        if let preferredActionStorage { return preferredActionStorage }
        let defaults = actions.filter { $0.style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    func returnKeyPressed() {
        if let action = returnAction { choose(action) }
    }

    func escapeKeyPressed() {
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
    }

    /// R11.5: dismisses the alert, then runs the handler. A disabled action does nothing (R11.4).
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, !isChoosing, actions.contains(where: { $0 === action }) else { return }
        isChoosing = true
        if presentingViewController != nil { dismiss(animated: true) }
        isChoosing = false
        action.handler?(action)
    }
}

extension Selector {
    static let alertReturn = Selector("_alertReturn", UIAlertController.returnKeyPressed)
    static let alertEscape = Selector("_alertEscape", UIAlertController.escapeKeyPressed)
}
