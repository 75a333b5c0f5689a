import Foundation

/// An action revealed by swiping a table row: a coloured button with a title or image, and a
/// handler run when the user taps it (or swipes all the way, for the first action).
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///     items.remove(at: indexPath.row)
///     tableView.deleteRows(at: [indexPath], with: .automatic)
///     completion(true)
/// }
/// return UISwipeActionsConfiguration(actions: [delete])
/// ```
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the action looks: its default background colour.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button, for actions that remove the row.
        case destructive
    }

    /// What runs when the user chooses the action: the action, the view that showed it, and a
    /// completion handler to call with whether the action was performed. The row's actions close
    /// when it is called.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The action's style, fixed at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's colour: red for `.destructive`, grey for `.normal` unless set.
    open var backgroundColor: UIColor!
    /// An image shown above (or instead of) the title.
    open var image: UIImage?
    /// What runs when the action is chosen.
    public let handler: Handler

    /// An action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? TableColors.destructive : TableColors.normalAction
    }
}

/// The swipe actions of one edge of a table row, from the delegate's
/// `trailingSwipeActionsConfigurationForRowAt` or `leadingSwipeActionsConfigurationForRowAt`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The actions, the first at the outer edge (rightmost for trailing actions).
    public let actions: [UIContextualAction]
    /// Whether swiping the row most of the way across performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`; an empty list shows no actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
