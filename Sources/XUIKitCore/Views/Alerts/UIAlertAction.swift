import Foundation

/// One button of a `UIAlertController`: a title, a style, and the closure to run when the user
/// chooses it.
///
/// The handler runs after the alert has been dismissed (R11.5), so it may present another
/// controller from the one that presented the alert.
@preconcurrency @MainActor
open class UIAlertAction {
    /// How an action is drawn and what it means.
    public enum Style: Int, Sendable {
        /// An ordinary action, drawn in the tint colour.
        case `default` = 0
        /// The action that cancels and changes nothing; Escape chooses it. At most one per alert
        /// (R11.6). An action sheet shows it apart, at the bottom.
        case cancel = 1
        /// An action that destroys data, drawn in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// Whether the user can choose the action; a disabled action is dimmed and its key and
    /// button do nothing (R11.4). True by default.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledDidChange?() } }
    }
    /// Set by the alert that shows the action, to update its button.
    var enabledDidChange: (() -> Void)?

    /// Makes an action. `handler` runs when the user chooses it, after the alert is dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

extension UIAlertAction: CustomStringConvertible {
    /// `UIAlertAction("OK", default)`, for messages.
    nonisolated public var description: String {
        "UIAlertAction(\"\(title ?? "")\", \(style))"
    }
}
